"""The compiled core's analysis from the node before when a colour gained one stone and nothing
else changed: the stone's blocks joined and renumbered, its region split or shrunk, the last
point of a region filled, a region made healthy for the joined block -- on boards with missing
points, links and wrapped sides, under both rule sets, each board compared whole with the pure
core's fresh analysis.  Skipped where the compiled core is not built."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gobenson_gui.core import cores
from gobenson_gui.core.board import BLACK, WHITE, Board, Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.rules import Rules

from .strategies import boards
from .test_compiled_core import RULES, assert_both_cores_agree

pytestmark = pytest.mark.skipif(cores.built is None, reason="the compiled core is not built (no C compiler here)")

SHAPES = st.one_of(st.tuples(st.integers(1, 8), st.integers(1, 8)), st.tuples(st.just(1), st.integers(2, 12)))


@st.composite
def filled_stone_by_stone(draw, holes=False, joins=False):
    """A board, then the same board with its empty points filled one stone at a time, in any
    order and of either colour (or mostly of one), until none or a few are left."""
    board = draw(boards(SHAPES, legal=False, holes=holes, joins=joins))
    geom = board.geometry
    empty = [point for point in geom.all_points() if board.get(point) is None]
    order = draw(st.permutations(empty))
    mostly = draw(st.sampled_from([None, *Colour]))
    sequence = [board]
    for point in order[:len(order) - draw(st.integers(0, 3))]:
        colour = mostly if mostly is not None and draw(st.integers(0, 3)) else draw(st.sampled_from(list(Colour)))
        board = board.with_point(point, colour)
        sequence.append(board)
    return sequence


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(filled_stone_by_stone(), RULES)
def test_a_board_filled_stone_by_stone(sequence, rules):
    assert_both_cores_agree(sequence, rules)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(filled_stone_by_stone(holes=True, joins=True), RULES)
def test_a_board_of_any_graph_filled_stone_by_stone(sequence, rules):
    assert_both_cores_agree(sequence, rules)


def stones_added(diagram: str, moves: list[tuple[Colour, tuple[int, int]]]) -> list[Board]:
    """The board of ``diagram`` and the boards after each stone of ``moves`` is put down."""
    board = parse_diagram(diagram)
    sequence = [board]
    for colour, point in moves:
        board = board.with_point(point, colour)
        sequence.append(board)
    return sequence


@pytest.mark.parametrize("rules", list(Rules))
def test_stones_joining_blocks_around_their_eyes(rules):
    """Black's five stones become one block by two stones, each joining three or four blocks
    and closing single-point eyes (the block lives after the second); then white stones fill an
    eye and a point of the open region, and a black stone joins nothing."""
    diagram = """
        . X . X .
        X . X . X
        . . . . .
        . . . . .
    """
    moves = [(BLACK, (1, 1)), (BLACK, (3, 1)), (WHITE, (0, 0)), (WHITE, (2, 2)), (BLACK, (4, 3)), (BLACK, (0, 2))]
    assert_both_cores_agree(stones_added(diagram, moves), rules)


@pytest.mark.parametrize("rules", list(Rules))
def test_a_stone_joining_a_block_that_an_eye_was_healthy_for(rules):
    """A two-point eye healthy for one black block and next to another: the stone joining the
    two makes it healthy for the joined block, which a second eye then makes safe."""
    diagram = """
        . . X . X
        X X . X .
        . . . . .
    """
    moves = [(BLACK, (2, 1)), (BLACK, (4, 1)), (BLACK, (0, 2))]
    assert_both_cores_agree(stones_added(diagram, moves), rules)


@pytest.mark.parametrize("rules", list(Rules))
def test_a_stone_joining_two_blocks_that_an_eye_was_healthy_for_neither(rules):
    """Each empty point of the eye (with a white stone) is next to one of two black blocks: the
    eye is healthy for neither, but for the block the stone at c3 joins them into."""
    diagram = """
        . . X . .
        X O X . .
        X X . . .
        . . . . .
    """
    moves = [(BLACK, (2, 2)), (BLACK, (4, 0)), (BLACK, (4, 1)), (BLACK, (3, 1))]
    assert_both_cores_agree(stones_added(diagram, moves), rules)
