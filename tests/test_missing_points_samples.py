"""The samples of boards with missing points (Sensei's Library, Example 4, "Bensons Algorithm on
an unusual goban"): each stated outcome by Benson's analysis, the exhaustive lookahead agreeing
on every board, and the things the texts call necessary -- the missing points and the black
stones -- shown to be so."""

from __future__ import annotations

import pytest

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.kill import kill_sequence
from gobenson_gui.core.rules import play
from gobenson_gui.core.sgf.commands import SetPointMissing
from gobenson_gui.core.sgf.document import Document

from .oracle import safe_blocks
from .test_samples import SAMPLES, block_names, mask_name, point_names, position, pt

CUT_ROW = "unusual_goban_1_cut_middle_row.sgf"
NO_MIDDLE = "unusual_goban_3_missing_middle_point.sgf"
BLACK, WHITE = Colour.BLACK, Colour.WHITE


def safe_names(board: Board, colour: Colour, rules: str) -> set[str]:
    """The unconditionally alive blocks of ``colour`` by Benson's analysis, once the lookahead
    has found the same."""
    analysis = analyze(board, rules).of(colour)
    found = block_names(board, analysis, analysis.final.blocks)
    assert {mask_name(board, mask) for mask in safe_blocks(board, colour, rules)} == found
    return found


def territory(board: Board, colour: Colour, rules: str) -> set[str]:
    return point_names(board, analyze(board, rules).of(colour).territory)


def test_the_samples_load_with_their_holes_write_back_the_same_and_are_in_the_readme():
    assert position(CUT_ROW).geometry.missing == {(column, 2) for column in range(5)}
    assert position(NO_MIDDLE).geometry.missing == {(1, 1)}
    readme = (SAMPLES / "README.md").read_text(encoding="utf-8")
    for name in (CUT_ROW, NO_MIDDLE):
        document = Document.open(SAMPLES / name)
        assert document.to_bytes() == (SAMPLES / name).read_bytes()
        root = document.game.root
        assert root.get("GN") and root.get("C") and root.get("CA") == [b"UTF-8"]
        assert f"`{name}`" in readme


@pytest.mark.parametrize("rules", ["no-suicide", "suicide"])
def test_the_two_white_groups_live_because_the_middle_point_does_not_exist(rules):
    board = position(NO_MIDDLE)
    assert safe_names(board, WHITE, rules) == {"A3", "A1"}
    assert territory(board, WHITE, rules) == {"A2", "C2"}
    document = Document.open(SAMPLES / NO_MIDDLE)
    SetPointMissing(document, (1, 1), False).apply(document)
    whole = document.board()
    assert safe_names(whole, WHITE, rules) == set()
    for move in ("B2", "A2", "C2"):  # the comment's capture of both groups
        whole = play(whole, pt(whole, move), BLACK, rules).board
    assert whole.white == 0


def test_all_white_chains_live_with_the_middle_row_cut_from_the_bottom():
    board = position(CUT_ROW)
    assert safe_names(board, WHITE, "no-suicide") == {"B4", "B1", "D1"}
    assert territory(board, WHITE, "no-suicide") == {"A4", "E4", "A3", "B3", "D3", "E3", "A1", "C1", "E1"}
    assert safe_names(board, BLACK, "no-suicide") == set()


def test_under_suicide_rules_black_removes_its_stone_and_captures_the_top_chain():
    board = position(CUT_ROW)
    assert safe_names(board, WHITE, "suicide") == {"B1", "D1"}
    kill = kill_sequence(board, pt(board, "B4"), "suicide")
    assert list(kill.moves) == [pt(board, name) for name in ("A4", "B3", "A4", "B3", "D3", "E4")]


@pytest.mark.parametrize("stone", ["A3", "E3"])
def test_each_black_stone_is_necessary(stone):
    board = position(CUT_ROW)
    assert safe_names(board.with_point(pt(board, stone), None), WHITE, "no-suicide") == {"B1", "D1"}


def test_the_cut_is_necessary():
    """The same stones on an ordinary 5x3 board: the middle row has liberties to the bottom."""
    cut = position(CUT_ROW)
    rows = {0: 0, 1: 1, 3: 2}
    board = Board.empty(5, 3)
    for column, row in cut.geometry.all_points():
        board = board.with_point((column, rows[row]), cut.get((column, row)))
    assert safe_names(board, WHITE, "no-suicide") == set()
