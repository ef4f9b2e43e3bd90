"""Capture sequences: replayed by the rules engine, every one is legal and captures its block;
safe blocks have none (Benson's Theorem 1)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.randomgame import finished_positions, playout
from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.kill import KillError, kill_sequence
from gobenson_gui.core.rules import Rules, play

from .strategies import boards, played_boards


def assert_every_kill_replays(board, rules):
    result = analyze(board, rules)
    for colour in Colour:
        side = result.of(colour)
        for block in side.blocks:
            kill = kill_sequence(board, block.first, rules)
            if side.is_safe(block.index):
                assert kill is None
                continue
            assert kill is not None and kill.attacker is colour.opponent and kill.block == block.mask
            position = board
            for move, expected in zip(kill.moves, kill.positions):
                position = play(position, move, colour.opponent, rules).board  # raises if illegal
                assert position == expected
                assert position.stones(colour) & block.mask in (0, block.mask), "blocks fall whole"
            assert not position.stones(colour) & block.mask, "the block is captured"
            assert all(before.stones(colour) & block.mask for before in (board,) + kill.positions[:-1]), \
                "the sequence stops at the capture"


@settings(max_examples=150, deadline=None)
@given(board=st.one_of(boards(holes=True), played_boards()), rules=st.sampled_from(list(Rules)))
def test_every_unsafe_block_has_a_legal_capturing_sequence(board, rules):
    assert_every_kill_replays(board, rules)


@pytest.mark.parametrize("rules", list(Rules), ids=lambda r: r.value)
def test_kills_on_19x19_middle_game_positions(rules):
    import random

    for seed in range(2):
        assert_every_kill_replays(playout(19, 19, random.Random(seed), max_moves=150)[-1], rules)


@pytest.mark.slow
def test_kills_on_a_finished_52x52_position():
    board = finished_positions(52, 52, 1, seed=100)[0]
    result = analyze(board)
    unsafe = [b for b in result.white.blocks if not result.white.is_safe(b.index)][:5]
    assert unsafe
    for block in unsafe:
        kill = kill_sequence(board, block.first)
        position = board
        for move in kill.moves:
            position = play(position, move, Colour.BLACK).board
        assert not position.white & block.mask


def test_outside_liberties_are_filled_before_the_eye():
    """Sensei's example 2 order: outside liberties first, then the inside ones."""
    board = parse_diagram("""
        . X . . .
        X X . . .
        . . . . .
    """)
    kill = kill_sequence(board, (1, 0))
    assert kill.moves[-1] == (0, 0)  # the corner eye is filled last, capturing
    assert set(kill.moves[:-1]) == {(2, 0), (2, 1), (0, 2), (1, 2)}


def test_suicide_rules_kill_through_a_suicide():
    """Sensei's example 5/6: with suicide legal, white empties its own stone in the eye first."""
    board = parse_diagram("""
        X . O X
        . X X X
    """)
    assert kill_sequence(board, (0, 0), Rules.NO_SUICIDE) is None
    kill = kill_sequence(board, (0, 0), Rules.SUICIDE)
    assert kill is not None
    position = board
    suicides = 0
    for move in kill.moves:
        step = play(position, move, Colour.WHITE, Rules.SUICIDE)
        suicides += bool(step.suicided)
        position = step.board
    assert suicides >= 1 and not position.black & board.block_at((0, 0))


def test_empty_point_is_refused():
    with pytest.raises(ValueError, match="no stone"):
        kill_sequence(parse_diagram("X ."), (1, 0))


AIRLESS = ". X .\nX O X\n. X .\n"
"""The white stone at B2 has no liberty: a board that cannot arise in play."""


@pytest.mark.parametrize("rules", list(Rules))
@pytest.mark.parametrize("point", [(1, 1), (1, 0)], ids=["the airless block", "a block beside it"])
def test_a_board_with_a_block_without_a_liberty_is_refused_in_a_line(rules, point):
    with pytest.raises(KillError, match=r"^the position is illegal: the block at B2 has no liberty$") as raised:
        kill_sequence(parse_diagram(AIRLESS), point, rules)
    assert isinstance(raised.value, ValueError)
