"""Boards with missing points in SGF files and text diagrams: the MISSING root property, the
positions and edits that respect it, the command that takes points off the board and puts them
back, and ``_`` for a missing point in diagrams."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.sgf.diagrams import diagram_document, node_diagram
from gobenson_gui.core.report import marked_board
from gobenson_gui.core.annotate import annotate
from gobenson_gui.core.sgf.commands import AddLine, AddMark, PlayMove, SetLabel, SetPointMissing, SetStone
from gobenson_gui.core.sgf.errors import EditError, SgfError

from ..strategies import board_to_text, boards
from .helpers import apply_checked, load, roundtrip, state
from .test_commands import written
from .test_properties import EDITS, MISSING_EDITS, MOVES, SETTINGS, check_edits

BLACK, WHITE = Colour.BLACK, Colour.WHITE
RING = "(;FF[4]GM[1]SZ[3]MISSING[bb]AW[aa:ca][ac:cc])"
"""3x3 without its middle point: two white rows, each with the two side points as eyes."""


# -- the file property ----------------------------------------------------------------------------


def test_missing_points_leave_the_board_and_the_file_round_trips_exactly():
    text = b"(;SZ[5:4]MISSING[cc][ab:bb]C[holes]AB[dd];W[ed]TR[aa])\n"
    document = load(text)
    assert document.to_bytes() == text
    assert document.geometry.missing == {(2, 2), (0, 1), (1, 1)}
    board = document.board(document.game.main_line()[-1])
    assert board.geometry == document.geometry
    assert not board.geometry.contains((2, 2)) and board.get((4, 3)) is WHITE
    assert roundtrip(document).to_bytes() == text


def test_a_game_without_the_property_has_the_whole_grid():
    assert load("(;SZ[4])").geometry.missing == frozenset()


def test_stones_next_to_a_hole_have_fewer_liberties():
    document = load("(;SZ[3:1]MISSING[aa];B[ba];W[ca])")
    document.go_last()
    assert document.board().get((1, 0)) is None and document.board().get((2, 0)) is WHITE


LOAD_ERRORS = {
    "setup": ("(;SZ[3]MISSING[bb]AB[aa][bb])", r"game 1, node 0: AB\[bb\] is on a missing point of the 3x3 board"),
    "rectangle of setup": ("(;SZ[3]MISSING[bb]AW[aa:cc])",
                           r"AW\[aa:cc\] takes in bb, a missing point of the 3x3 board"),
    "move": ("(;SZ[3]MISSING[bb];B[aa];W[bb])", r"game 1, node 2: W\[bb\] is on a missing point"),
    "mark": ("(;SZ[3]MISSING[cc];TR[cc])", r"node 1: TR\[cc\] is on a missing point"),
    "label": ("(;SZ[3]MISSING[cc]LB[cc:x])", r"LB\[cc\] is on a missing point"),
    "arrow end": ("(;SZ[3]MISSING[cc]AR[aa:cc])", r"AR\[cc\] is on a missing point"),
    "off the grid": ("(;SZ[3]MISSING[dd])", r"game 1: MISSING\[dd\] is off the 3x3 board"),
    "not a point": ("(;SZ[3]MISSING[b])", r"MISSING\[b\] is not a point"),
    "below the root": ("(;SZ[3];MISSING[bb])", "game 1, node 1: MISSING belongs in the root node"),
    "stone on a missing point": ("(;SZ[2]MISSING[aa]AB[aa])", "game 1, node 0: AB"),
}


@pytest.mark.parametrize("text, message", LOAD_ERRORS.values(), ids=LOAD_ERRORS.keys())
def test_points_on_or_of_missing_points_are_one_line_load_errors(text, message):
    with pytest.raises(SgfError, match=message) as raised:
        load(text)
    assert "\n" not in str(raised.value)


def test_annotate_marks_the_two_rows_of_the_ring_alive():
    document = load(RING)
    assert annotate(document, "all") == 1
    root = roundtrip(document).game.root
    assert root.get("SQ") == [b"aa", b"ba", b"ca", b"ac", b"bc", b"cc"] and root.get("TW") == [b"ab", b"cb"]
    assert "White: 2 of 2 blocks unconditionally alive (at A3, A1)" in root.get("C")[0].decode()


# -- edits on a board with holes ------------------------------------------------------------------


@pytest.mark.parametrize("edit", [
    lambda d: SetStone(d, (1, 1), BLACK), lambda d: PlayMove(d, (1, 1)), lambda d: AddMark(d, "TR", (1, 1)),
    lambda d: SetLabel(d, (1, 1), "x"), lambda d: AddLine(d, "AR", (0, 1), (1, 1)),
], ids=["stone", "move", "mark", "label", "arrow"])
def test_edits_on_a_missing_point_are_refused(edit):
    document = load(RING)
    with pytest.raises(EditError, match=r"^B2 is a missing point of the board$"):
        edit(document)


def test_removing_a_point_writes_it_to_the_root_and_undoes_exactly():
    document = load("(;SZ[3]AB[aa];B[cc])")
    document.go_last()
    command = SetPointMissing(document, (1, 1), True)
    assert command.text == "Remove point B2"
    apply_checked(document, command)
    assert written(document) == b"(;SZ[3]AB[aa]MISSING[bb];B[cc])"
    assert document.cursor is document.game.main_line()[-1]
    assert document.board().geometry.missing == {(1, 1)}
    apply_checked(document, SetPointMissing(document, (1, 0), True))
    assert written(document) == b"(;SZ[3]AB[aa]MISSING[bb][ba];B[cc])"


def test_restoring_a_point_takes_it_out_of_a_rectangle():
    document = load("(;SZ[3]MISSING[aa:ba]C[x])")
    command = SetPointMissing(document, (0, 0), False)
    assert command.text == "Restore point A3"
    apply_checked(document, command)
    assert written(document) == b"(;SZ[3]MISSING[ba]C[x])"
    apply_checked(document, SetPointMissing(document, (1, 0), False))
    assert written(document) == b"(;SZ[3]C[x])"
    assert document.board().geometry.missing == frozenset()


def test_markup_on_a_removed_point_goes_from_every_node_and_comes_back_on_undo():
    text = "(;SZ[3]TR[aa:cc]LB[bb:x][aa:y]AR[bb:cc][aa:ab];B[aa](;W[cc]SQ[bb]DD[])(;W[ba];B[ca]LN[ab:bb]))"
    document = load(text)
    before = state(document)
    command = SetPointMissing(document, (1, 1), True)
    assert command.text == "Remove point B2 and its markup in 3 nodes"
    apply_checked(document, command)
    assert written(document) == (b"(;SZ[3]TR[aa][ba][ca][ab][cb][ac][bc][cc]LB[aa:y]AR[aa:ab]MISSING[bb];B[aa]"
                                 b"(;W[cc]DD[])(;W[ba];B[ca]))")
    command.undo(document)
    assert state(document) == before
    SetPointMissing(document, (1, 1), True).apply(document)
    SetPointMissing(document, (1, 1), False).apply(document)
    assert b"SQ" not in document.to_bytes()  # putting the point back does not bring its markup


@pytest.mark.parametrize("text, point, message", [
    ("(;SZ[3]AB[aa:cc])", (1, 1), "^B2 cannot be removed: node 0 has a black stone there$"),
    ("(;SZ[3];B[aa];W[bb])", (1, 1), "^B2 cannot be removed: node 2 has a white move there$"),
    ("(;SZ[3];B[aa](;W[cc])(;W[bb]))", (1, 1), "node 2 of a variation has a white move there"),
    ("(;SZ[3]AB[bb];AE[bb])", (1, 1), "node 0 has a black stone there"),
    ("(;SZ[3];AE[bb])", (1, 1), "node 1 has a setup emptying it"),
], ids=["setup", "move", "variation", "first of two", "emptied"])
def test_a_point_a_stone_or_move_names_anywhere_cannot_be_removed(text, point, message):
    document = load(text)
    with pytest.raises(EditError, match=message):
        SetPointMissing(document, point, True)


@pytest.mark.parametrize("text, point, missing, message", [
    (RING, (1, 1), True, "^B2 is already missing$"),
    ("(;SZ[3])", (1, 1), False, "^B2 is already on the board$"),
    ("(;SZ[3])", (3, 0), True, r"^\(3, 0\) is off the 3x3 board$"),
])
def test_removing_twice_restoring_a_point_on_the_board_or_off_the_grid_is_refused(text, point, missing, message):
    with pytest.raises(EditError, match=message):
        SetPointMissing(load(text), point, missing)


def test_the_command_changes_the_shown_game_only():
    document = load("(;SZ[3])(;SZ[2])")
    document.select_game(1)
    apply_checked(document, SetPointMissing(document, (0, 0), True))
    assert written(document) == b"(;SZ[3])(;SZ[2]MISSING[aa])"


def test_positions_change_with_the_board_and_back_on_undo():
    document = load("(;SZ[3:1];B[ba];W[ca])")
    last = document.game.main_line()[-1]
    assert document.board(last).get((1, 0)) is BLACK
    command = SetPointMissing(document, (0, 0), True)
    command.apply(document)
    assert document.board(last).get((1, 0)) is None  # W at C1 now takes B1's last liberty
    command.undo(document)
    assert document.board(last).get((1, 0)) is BLACK


def test_analysis_of_a_loaded_file_with_a_hole():
    board = load(RING).board()
    white = analyze(board).white
    assert len(white.safe) == 2 and white.territory == board.geometry.mask([(0, 1), (2, 1)])


@SETTINGS
@given(st.integers(1, 4), st.integers(1, 4),
       st.lists(st.tuples(MOVES, st.one_of(MISSING_EDITS, EDITS)), min_size=3, max_size=20))
def test_random_removals_restorations_and_edits_undo_and_redo_exactly(columns, rows, steps):
    """On small boards removals, restorations and the other edits meet on the same points."""
    check_edits(load(f"(;SZ[{columns}:{rows}])"), steps)


# -- text diagrams --------------------------------------------------------------------------------

RING_DIAGRAM = """$$B Ring
$$ +-------+
$$ | O O O |
$$ | . _ . |
$$ | O O O |
$$ +-------+
"""


def test_a_diagram_hole_becomes_the_missing_property_and_exports_back():
    document = diagram_document(RING_DIAGRAM)
    assert written(document) == b"(;FF[4]GM[1]CA[UTF-8]SZ[3]MISSING[bb]GN[Ring]AW[aa:ca][ac:cc])"
    assert node_diagram(document) == RING_DIAGRAM
    assert node_diagram(load(RING)) == RING_DIAGRAM.replace(" Ring", "")


def test_holes_of_a_section_keep_their_place_on_the_19x19_board():
    document = diagram_document("$$\n$$ X _ . |\n$$ _ _ O |\n$$ ------+\n")
    assert document.geometry.missing == {(17, 17), (16, 18), (17, 18)}
    assert document.game.root.get("MISSING") == [b"rr:rs", b"qs"]


@pytest.mark.parametrize("text", ["O O O\n. _ .\nO O O\n", "OOO\n._.\nOOO\n"], ids=["spaced", "compact"])
def test_bare_diagrams_read_holes_and_the_analysis_shows_them(text):
    board = parse_diagram(text)
    assert board.geometry.missing == {(1, 1)}
    assert board_to_text(board) == "O O O\n. _ .\nO O O\n"
    assert marked_board(analyze(board)).splitlines()[2] == "2 w _ w"


@SETTINGS
@given(boards(holes=True, legal=False))
def test_any_board_with_holes_survives_text_and_back(board):
    assert parse_diagram(board_to_text(board)) == board
