"""The compiled replay of a record's plain nodes gives the positions the Python replay gives:
the same boards after every node (captures, suicides, passes), and the same player to move and
ko point where it hands the record back to :func:`.replay.step` -- on every board graph, with
the nodes it must leave to the Python replay (setup, ``PL``, two moves, values not written
plainly, a stone on a stone) mixed in, and on every record the project keeps.  Skipped where
the compiled core is not built."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core import cores
from gobenson_gui.core.board import BLACK, WHITE, Board
from gobenson_gui.core.coords import sgf_point
from gobenson_gui.core.sgf.errors import SgfError
from gobenson_gui.core.sgf.replay import Position, _replay_plain, main_line_positions, step
from gobenson_gui.core.sgf.tree import Node, read_games

from .strategies import boards

pytestmark = pytest.mark.skipif(cores.built is None, reason="the compiled core is not built (no C compiler here)")

ROOT = Path(__file__).resolve().parents[2]
RECORDS = sorted(str(path.relative_to(ROOT)) for folder in ("sample_sgf", "tests")
                 for path in (ROOT / folder).rglob("*.sgf"))


@st.composite
def lines_of_nodes(draw):
    """A start position on any board graph and a line of nodes after it: mostly moves written
    plainly (captures and ko come often on small boards), and every kind of node the compiled
    replay leaves to the Python one."""
    board = draw(boards(legal=True, holes=True, joins=True))
    geom = board.geometry
    if draw(st.booleans()):  # an empty board, where most moves are played, not refused
        board = Board(geom)
    points = [sgf_point(point).encode() for point in geom.all_points()]
    colours = st.sampled_from(["B", "W"])
    plain_move = st.builds(lambda colour, value: {colour: [value]}, colours, st.sampled_from(points))
    odd_node = st.one_of(
        st.builds(lambda colour, value: {colour: [value]}, colours, st.sampled_from([b"", b"tt"])),
        st.builds(lambda colour, value: {colour: [b" " + value]}, colours, st.sampled_from(points)),
        st.builds(lambda value: {"B": [value], "W": [value]}, st.sampled_from(points)),
        st.builds(lambda prop, value: {prop: [value]}, st.sampled_from(["AB", "AW", "AE"]), st.sampled_from(points)),
        st.builds(lambda colour, value: {"PL": [colour.encode()], colour: [value]}, colours, st.sampled_from(points)),
        # a move, then setup, PL or a property the replay passes over (names alike, in any case)
        st.builds(lambda colour, prop, value: {colour: [value], prop: [value]}, colours,
                  st.sampled_from(["AB", "AW", "AE", "PL", "AR", "BL", "WL", "TB", "b", "Bé"]),
                  st.sampled_from(points)),
        st.just({"PL": [b"W"]}),
        st.just({"C": [b"a comment"]}),
        st.just({}),
    )
    kinds = draw(st.lists(st.one_of(plain_move, plain_move, plain_move, odd_node), max_size=60))
    start = Position(board, draw(st.sampled_from([BLACK, WHITE])))
    line, parent = [], None
    for properties in kinds:
        node = Node(dict(properties), [], parent)
        if parent is not None:
            parent.children.append(node)
        line.append(node)
        parent = node
    return start, line


def python_replay(start: Position, line: list[Node]) -> list[Position]:
    with cores.chosen(None):
        positions, position = [], start
        for node in line:
            position = step(position, node, "node", [])
            positions.append(position)
        return positions


def mixed_replay(start: Position, line: list[Node]) -> tuple[list, Position]:
    """The boards after the nodes of ``line`` and the position after the last, the plain nodes
    replayed in C and the others by :func:`step`, as :func:`main_line_positions` replays them."""
    boards, position = [], start
    with cores.chosen(cores.built):
        while True:
            position = _replay_plain(cores.built, position, line, boards)
            if len(boards) == len(line):
                return boards, position
            position = step(position, line[len(boards)], "node", [])
            boards.append(position.board)


@settings(max_examples=300, deadline=None)
@given(lines_of_nodes())
def test_plain_nodes_replay_as_the_python_replay_replays_them(start_and_line):
    start, line = start_and_line
    expected = python_replay(start, line)
    for end in range(1, len(line) + 1):  # the position after each node, as a line ending there hands it back
        boards, position = mixed_replay(start, line[:end])
        assert boards == [each.board for each in expected[:end]]
        assert position == expected[end - 1]


@pytest.mark.parametrize("name", RECORDS)
def test_every_record_kept_replays_alike_on_both_cores(name):
    try:
        games = read_games(ROOT / name)
    except SgfError:  # a deliberately broken file: its refusal is tested where it is kept
        pytest.skip("not a readable record")
    for number, game in enumerate(games, 1):
        notes = list(game.notes)
        with cores.chosen(None):
            expected = main_line_positions(game, number)
        expected_notes, game.notes[:] = list(game.notes), notes
        with cores.chosen(cores.built):
            assert main_line_positions(game, number) == expected
        assert game.notes == expected_notes
