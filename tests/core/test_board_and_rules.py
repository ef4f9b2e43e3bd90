"""Geometry, board, coordinates and the rules of play."""

from __future__ import annotations

from itertools import compress

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.coords import column_name, names_by_bit, parse_point_name, parse_sgf_point, point_name, sgf_point
from gobenson_gui.core.fast import bit_selectors
from gobenson_gui.core.diagram import DiagramError, parse_diagram
from gobenson_gui.core.geometry import BoardSizeError, Geometry, geometry
from gobenson_gui.core.rules import IllegalMove, Rules, play
from tests.boards import is_legal, with_geometry

from .strategies import board_to_text, boards, flood, reference_move, simple_ko


@settings(max_examples=200, deadline=None)
@given(board=boards(legal=False, holes=True))
def test_components_are_the_breadth_first_search_blocks(board):
    geom = board.geometry
    for colour in Colour:
        own = {p for p in geom.all_points() if board.get(p) is colour}
        expected = flood(own, geom)
        assert [frozenset(geom.points(block)) for block in board.blocks(colour)] == expected


@settings(max_examples=100, deadline=None)
@given(columns=st.integers(1, 52), rows=st.integers(1, 52), data=st.data())
def test_neighbours_never_wrap_around_rows(columns, rows, data):
    geom = geometry(columns, rows)
    column, row = data.draw(st.integers(0, columns - 1)), data.draw(st.integers(0, rows - 1))
    around = set(geom.points(geom.neighbours(geom.bit((column, row)))))
    expected = {(c, r) for c, r in ((column + 1, row), (column - 1, row), (column, row + 1), (column, row - 1))
                if 0 <= c < columns and 0 <= r < rows}
    assert around == expected


@pytest.mark.parametrize("size", [(0, 5), (5, 0), (53, 1), (1, 53), (-1, 3), (2.5, 3)])
def test_impossible_sizes_are_refused(size):
    with pytest.raises(BoardSizeError, match="1 to 52"):
        Geometry(*size)


def test_point_names_round_trip_on_the_largest_board():
    for point in geometry(52, 52).all_points():
        assert parse_sgf_point(sgf_point(point)) == point
        assert parse_point_name(point_name(point, 52), 52, 52) == point


@settings(max_examples=100, deadline=None)
@given(board=boards(legal=False, holes=True, joins=True), columns=st.integers(1, 52))
def test_names_picked_by_bit_are_the_points_names(board, columns):
    geom = board.geometry
    stones = board.black | board.white
    picked = " ".join(compress(names_by_bit(geom), bit_selectors(stones)))
    assert picked == " ".join(point_name(point, geom.rows) for point in geom.points(stones))
    names = [column_name(column) for column in range(columns)]
    assert [parse_point_name(f"{name}1", columns, 1) for name in names] == [(column, 0) for column in range(columns)]
    with pytest.raises(ValueError, match="names no column"):
        parse_point_name(f"{column_name(columns)}1", columns, 1)


def test_gtp_names_skip_i_and_count_rows_from_the_bottom():
    assert point_name((0, 18), 19) == "A1"
    assert point_name((8, 0), 19) == "J19"
    assert point_name((25, 0), 52) == "AA52"
    assert sgf_point((26, 51)) == "AZ"


def test_capture_and_suicide():
    board = parse_diagram("""
        . X O
        X O .
        . . .
    """)
    captured = play(board, (2, 1), Colour.BLACK)
    assert captured.board.get((2, 0)) is None and captured.captured == board.geometry.bit((2, 0))
    with pytest.raises(IllegalMove, match="suicide"):
        play(parse_diagram(". X\nX ."), (0, 0), Colour.WHITE)
    suicided = play(parse_diagram("O X\n. X\nX ."), (0, 1), Colour.WHITE, Rules.SUICIDE)
    assert suicided.board.get((0, 0)) is None and suicided.board.get((0, 1)) is None
    assert bin(suicided.suicided).count("1") == 2


def test_simple_ko_is_marked_and_refused():
    board = parse_diagram("""
        . X O .
        X O . O
        . X O .
    """)
    result = play(board, (2, 1), Colour.BLACK)
    assert result.ko_point == (1, 1)
    with pytest.raises(IllegalMove, match="ko"):
        play(result.board, (1, 1), Colour.WHITE, ko_point=result.ko_point)


@settings(max_examples=150, deadline=None)
@given(board=boards(holes=True, joins=True), rules=st.sampled_from(list(Rules)))
def test_every_move_captures_and_marks_a_ko_as_the_rules_read_point_by_point(board, rules):
    geom = board.geometry
    for point in geom.all_points():
        if board.get(point) is not None:
            continue
        for colour in Colour:
            expected = reference_move(board, point, colour, rules is Rules.SUICIDE)
            if expected is None:
                with pytest.raises(IllegalMove, match="suicide"):
                    play(board, point, colour, rules)
                continue
            result = play(board, point, colour, rules)
            after, captured, suicided = expected
            assert result.board == after
            assert (set(geom.points(result.captured)), set(geom.points(result.suicided))) == (captured, suicided)
            assert result.ko_point == simple_ko(board, after, point, colour)


def test_occupied_point_is_refused():
    with pytest.raises(IllegalMove, match="occupied"):
        play(parse_diagram("X ."), (0, 0), Colour.WHITE)


def test_sensei_diagram_with_title_borders_and_numbered_moves():
    board = parse_diagram("""
        $$W Title of the diagram
        $$ +-------+
        $$ | . X 1 |
        $$ | X , . |
        $$ +-------+
    """)
    assert board.get((2, 0)) is Colour.WHITE  # $$W: move 1 is white's
    assert board_to_text(board) == ". X O\nX . .\n"


def test_bad_diagrams_are_named():
    with pytest.raises(DiagramError, match="row 2 has 2 points"):
        parse_diagram("X . O\nX O")
    with pytest.raises(DiagramError, match="not a row"):
        parse_diagram("X . O\nhello there")
    with pytest.raises(DiagramError, match="1 to 52"):
        parse_diagram("." * 53)


def test_illegal_blocks_are_reported():
    board = parse_diagram("O X\nX .")
    assert board.illegal_blocks() == [board.geometry.bit((0, 0))]
    assert not is_legal(board)
    assert is_legal(Board.empty(3, 3))


def test_missing_points_are_not_on_the_board():
    geom = geometry(3, 3, frozenset({(1, 1)}))
    assert (1, 1) not in geom.all_points() and len(geom.all_points()) == 8
    assert not geom.contains((1, 1)) and geom.in_grid((1, 1))
    with pytest.raises(ValueError, match="missing point"):
        geom.bit((1, 1))
    assert geom.neighbours(geom.bit((1, 0))) == geom.mask([(0, 0), (2, 0)])
    ring = Board(geom, geom.on, 0)
    assert ring.blocks(Colour.BLACK) == [geom.on]
    assert ring.illegal_blocks() == [geom.on], "a full ring has no liberty"
    assert geometry(3, 3, frozenset({(1, 1)})) == Geometry(3, 3, frozenset({(1, 1)}))
    board = with_geometry(parse_diagram("X X X\nX X X\nX X X"), geom)
    assert board.black == geom.on


def test_with_stones_sets_many_points_as_one_at_a_time_would():
    board = Board.empty(9, 9).with_point((0, 0), Colour.WHITE).with_point((4, 4), Colour.BLACK)
    points = [(0, 0), (1, 0), (4, 4), (8, 8)]
    for colour in (Colour.BLACK, Colour.WHITE, None):
        one_by_one = board
        for point in points:
            one_by_one = one_by_one.with_point(point, colour)
        assert board.with_stones(board.geometry.mask(points), colour) == one_by_one
