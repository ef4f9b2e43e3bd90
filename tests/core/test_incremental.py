"""The analysis that starts from the previous board's analysis gives exactly the fresh analysis:
on arbitrary pairs of boards, along every node of random and real game records, and when the
path through a record jumps between variations."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.analysis import Analysis, analyze
from gobenson_gui.core.board import Board, Colour
from benchmarks.randomgame import playout
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import read_games

from .strategies import boards

SAMPLES = Path(__file__).resolve().parents[2] / "sample_sgf"


def facts(analysis: Analysis) -> tuple:
    """Everything an analysis says, as comparable values: first what its primary form tells at
    once, then both forms whole."""
    quick = [(side.block_masks, side.region_masks, side.territory, side.safe_stones, side.safe_count,
              side.round_count, [side.is_safe(block) for block in range(len(side.block_masks))])
             for side in (analysis.black, analysis.white)]
    return (analysis.board, analysis.rules, analysis.illegal, quick,
            *((side.colour, side.rules, side.geometry, side.layout, side.blocks, side.regions, side.steps)
              for side in (analysis.black, analysis.white)))


def assert_follows_fresh(boards_in_order, rules: Rules) -> int:
    """Analyse ``boards_in_order`` each from the one before, comparing every result with a fresh
    analysis; returns how many boards were compared."""
    previous = None
    for board in boards_in_order:
        following = analyze(board, rules, previous)
        assert facts(following) == facts(analyze(board, rules))
        previous = following
    return len(boards_in_order)


@st.composite
def edited(draw, board: Board) -> Board:
    """``board`` with a few points set to any colour or emptied."""
    points = board.geometry.all_points()
    for _ in range(draw(st.integers(1, 6))):
        board = board.with_point(draw(st.sampled_from(points)), draw(st.sampled_from([None, *Colour])))
    return board


@st.composite
def board_sequences(draw, holes=False, joins=False):
    """A board and the boards after a few edits each, legal or not, or a wholly other board."""
    board = draw(boards(legal=draw(st.booleans()), holes=holes, joins=joins))
    sequence = [board]
    for _ in range(draw(st.integers(1, 5))):
        if draw(st.integers(0, 4)):
            board = draw(edited(board))
        else:
            other = draw(boards(legal=False, holes=holes, joins=joins))
            board = Board(board.geometry, other.black & board.geometry.on,
                          other.white & board.geometry.on & ~other.black)
        sequence.append(board)
    return sequence


@settings(max_examples=400, deadline=None)
@given(board_sequences(), st.sampled_from(list(Rules)))
def test_following_an_edit_gives_the_fresh_analysis(sequence, rules):
    assert_follows_fresh(sequence, rules)


@settings(max_examples=150, deadline=None)
@given(board_sequences(holes=True, joins=True), st.sampled_from(list(Rules)))
def test_following_an_edit_on_any_board_graph_gives_the_fresh_analysis(sequence, rules):
    assert_follows_fresh(sequence, rules)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(1, 7), (2, 6), (4, 4), (6, 5), (7, 7), (9, 9)]), st.randoms(use_true_random=False),
       st.sampled_from(list(Rules)))
def test_every_node_of_any_random_game_gives_the_fresh_analysis(size, rng, rules):
    assert_follows_fresh(playout(*size, rng), rules)


@pytest.mark.parametrize("size", [(5, 5), (9, 9), (13, 7), (19, 19)])
@pytest.mark.parametrize("rules", list(Rules))
def test_every_node_of_random_games_gives_the_fresh_analysis(size, rules):
    compared = 0
    for seed in range(6 if size[0] < 19 else 2):
        compared += assert_follows_fresh(playout(*size, random.Random(seed)), rules)
    assert compared > 100


@pytest.mark.parametrize("name", sorted(path.name for path in SAMPLES.glob("*.sgf")))
def test_every_main_line_node_of_the_samples_gives_the_fresh_analysis(name):
    for game in read_games(SAMPLES / name):
        assert_follows_fresh(main_line_positions(game), Rules.NO_SUICIDE)


def test_an_analysis_of_another_size_or_rule_set_is_not_reused():
    small, large = Board.empty(9, 9), Board.empty(19, 19).with_point((3, 3), Colour.BLACK)
    assert facts(analyze(large, Rules.NO_SUICIDE, analyze(small))) == facts(analyze(large))
    board = large.with_point((4, 3), Colour.WHITE)
    assert facts(analyze(board, Rules.SUICIDE, analyze(large))) == facts(analyze(board, Rules.SUICIDE))


def test_the_same_board_again_returns_the_previous_analysis():
    board = playout(9, 9, random.Random(3))[-1]
    first = analyze(board)
    assert analyze(Board(board.geometry, board.black, board.white), Rules.NO_SUICIDE, first) is first
