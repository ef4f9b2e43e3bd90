"""Point lists and compressed rectangles: the limit on the points a file names, and setup,
markup and edits applied as point sets giving exactly what expanding point by point gives."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.coords import SGF_LETTERS, sgf_point
from gobenson_gui.core.geometry import geometry
from gobenson_gui.core.sgf.commands import RemoveMark, SetStone, marks_at
from gobenson_gui.core.sgf.errors import SgfError
from gobenson_gui.core.sgf.tree import MAX_POINTS
from gobenson_gui.core.sgf.values import parse_point_list, without_points

from .helpers import apply_checked, load

WHOLE_52 = b"[aa:ZZ]"


def expanded(value: str) -> list[tuple[int, int]]:
    """The points of one value, point by point, as the SGF specification describes them."""
    first, _, last = value.partition(":")
    (c1, r1), (c2, r2) = [(SGF_LETTERS.index(text[0]), SGF_LETTERS.index(text[1])) for text in (first, last or first)]
    return [(c, r) for r in range(min(r1, r2), max(r1, r2) + 1) for c in range(min(c1, c2), max(c1, c2) + 1)]


def test_a_file_naming_too_many_points_is_refused_counting_each_rectangle_by_its_area():
    copies = MAX_POINTS // (52 * 52) + 1
    with pytest.raises(SgfError, match=f"the file's values name {1 + copies * 52 * 52:,} points "
                                       r"\(a rectangle like aa:cc counts every point it spans\); "
                                       f"gobenson reads up to {MAX_POINTS:,}"):
        load(b"(;SZ[52]AB" + WHOLE_52 * copies + b")")


def test_a_file_just_within_the_point_limit_loads_with_the_right_board():
    copies = (MAX_POINTS - 3) // (52 * 52) - 2  # SZ and [cc] count one each, AE and AW a board each
    document = load(b"(;SZ[52]AB" + WHOLE_52 * copies + b";AE" + WHOLE_52 + b";AW[aa:ZZ][cc])")
    line = document.game.main_line()
    geom = document.geometry
    assert document.board(line[0]).black == geom.on and document.board(line[0]).white == 0
    assert document.board(line[1]) == Board(geom)
    assert document.board(line[2]).white == geom.on


@pytest.mark.parametrize("comments", [b"C[" + b"[aa:ZZ\\]" * 4000 + b"]", b";C[see [aa:ZZ]" * 4000])
def test_rectangle_text_inside_a_longer_value_counts_as_one_value(comments):
    assert 4000 * 52 * 52 > MAX_POINTS
    document = load(b"(;SZ[52]" + comments + b")")
    assert document.board() == Board(document.geometry)


def test_filling_and_emptying_the_board_many_times_replays_right():
    document = load(b"(;SZ[52]" + b";AB[aa:ZZ];AE[aa:ZZ]" * 500 + b";AW[aa:ZZ])")
    line = document.game.main_line()
    geom = document.geometry
    assert document.board(line[999]).black == geom.on
    assert document.board(line[1000]) == Board(geom)
    assert document.board(line[1001]).white == geom.on


SIZES = st.tuples(st.integers(1, 52), st.integers(1, 52))


@st.composite
def list_values(draw, columns, rows, max_size=6):
    """Values of a point list on a grid: single points and rectangles with corners either way."""
    point = st.tuples(st.integers(0, columns - 1), st.integers(0, rows - 1)).map(sgf_point)
    single = point
    rectangle = st.tuples(point, point).map(lambda corners: ":".join(corners))
    return draw(st.lists(st.one_of(single, rectangle), max_size=max_size))


@st.composite
def setups(draw):
    """A board size and a line of setup nodes (AE/AB/AW lists, maybe several in one node)."""
    columns, rows = draw(SIZES)
    nodes = draw(st.lists(st.fixed_dictionaries({}, optional={prop: list_values(columns, rows)
                                                              for prop in ("AE", "AB", "AW")}),
                          min_size=1, max_size=5))
    return columns, rows, nodes


@settings(max_examples=60, deadline=None)
@given(setups())
def test_setup_as_point_sets_equals_setup_point_by_point(setup):
    columns, rows, nodes = setup
    text = f"(;SZ[{columns}:{rows}]" + "".join(
        ";" + "".join(prop + "".join(f"[{value}]" for value in values) for prop, values in node.items() if values)
        for node in nodes) + ")"
    document = load(text)
    stones = {}
    for node, properties in zip(document.game.main_line()[1:], nodes):
        for prop, colour in (("AE", None), ("AB", Colour.BLACK), ("AW", Colour.WHITE)):
            for point in (point for value in properties.get(prop, []) for point in expanded(value)):
                stones[point] = colour
        board = document.board(node)
        assert {point: board.get(point) for point in document.geometry.all_points()} == \
            {point: stones.get(point) for point in document.geometry.all_points()}


@settings(max_examples=60, deadline=None)
@given(SIZES.flatmap(lambda size: st.tuples(st.just(size), list_values(*size, max_size=8))))
def test_parse_point_list_gives_each_point_once_in_reading_order(case):
    (columns, rows), values = case
    geom = geometry(columns, rows)
    wanted = {point for value in values for point in expanded(value)}
    assert parse_point_list([value.encode() for value in values], geom, "AB") == \
        sorted(wanted, key=lambda point: (point[1], point[0]))


@settings(max_examples=60, deadline=None)
@given(SIZES.flatmap(lambda size: st.tuples(st.just(size), list_values(*size, max_size=8),
                                            list_values(*size, max_size=3))))
def test_without_points_leaves_exactly_the_other_points_and_keeps_untouched_values(case):
    (columns, rows), values, taken = case
    geom = geometry(columns, rows)
    removed = {point for value in taken for point in expanded(value)}
    left = without_points([value.encode() for value in values], removed, geom, "SQ")
    assert set(parse_point_list(left, geom, "SQ")) == \
        {point for value in values for point in expanded(value)} - removed
    untouched = [value.encode() for value in values if removed.isdisjoint(expanded(value))]
    assert [value for value in left if value in untouched] == untouched


def test_a_remainder_does_not_repeat_a_point_an_untouched_value_names():
    geom = geometry(2, 1)
    assert without_points([b"aa", b"aa:ba"], {(1, 0)}, geom, "SQ") == [b"aa"]


def test_removing_a_stone_from_many_copies_of_one_rectangle_leaves_the_rest():
    document = load(b"(;SZ[52]AB" + WHOLE_52 * 300 + b"TR" + WHOLE_52 * 300 + b")")
    apply_checked(document, SetStone(document, (5, 5), None))
    board = document.board()
    assert board.black == document.geometry.on & ~document.geometry.bit((5, 5))
    root = document.game.root
    assert len(root.get("AB")) < 10
    assert marks_at(document, root, (5, 5)) == ["TR"]
    apply_checked(document, RemoveMark(document, "TR", (5, 5)))
    assert marks_at(document, root, (5, 5)) == [] and marks_at(document, root, (6, 5)) == ["TR"]


def test_a_missing_point_has_no_marks():
    document = load("(;SZ[3]MISSING[bb]TR[aa:ab][cc])")
    root = document.game.root
    assert marks_at(document, root, (1, 1)) == [] and marks_at(document, root, (0, 1)) == ["TR"]


OFF_BOARD_RECTANGLES = b"(;SZ[9]AW[ff:zz]AB[aa:bb][kk:zz];B[ee]TR[ha:zb])"


def test_a_rectangle_running_off_the_board_is_clipped_noted_and_its_bytes_kept():
    document = load(OFF_BOARD_RECTANGLES)
    game = document.game
    assert game.notes == [
        "game 1, node 0: AW[ff:zz] runs off the 9x9 board; only its points on the board are read",
        "game 1, node 0: AB[kk:zz] runs off the 9x9 board; only its points on the board are read",
        "game 1, node 1: TR[ha:zb] runs off the 9x9 board; only its points on the board are read"]
    board = document.board(game.root)
    geom = document.geometry
    assert board.stones(Colour.WHITE) == geom.mask((c, r) for c in range(5, 9) for r in range(5, 9))
    assert board.stones(Colour.BLACK) == geom.mask([(0, 0), (1, 0), (0, 1), (1, 1)])
    assert parse_point_list(game.main_line()[1].get("TR"), geom, "TR") == [(7, 0), (8, 0), (7, 1), (8, 1)]
    assert document.to_bytes() == OFF_BOARD_RECTANGLES + b"\n"


def test_removing_a_stone_of_a_clipped_rectangle_writes_what_is_left_on_the_board():
    document = load(OFF_BOARD_RECTANGLES)
    apply_checked(document, SetStone(document, (8, 8), None))
    assert document.game.root.get("AW") == [b"ff:ih", b"fi:hi"]
