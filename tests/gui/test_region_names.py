"""The editor's region letters: kept through edits elsewhere, clear of the file's labels."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.benson import analyze, renamed
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.report import explain_block
from gobenson_gui.gui.picture import Overlays, RegionKind, RegionMode, compose

from ..core.strategies import boards
from .driving import click, hover, use_tool


def shown_regions(window) -> dict:
    """The regions on the first board, by their first point: (letter, where it is drawn)."""
    geom = window.controller.board.geometry
    picture = window.controller.boards()[0][1]
    return {geom.first_point(mark.mask): (mark.letter, mark.at) for mark in picture.regions}


def test_stones_placed_away_from_regions_leave_their_letters_alone(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[5:4]AB[ac][bc][cc][dc][ec][bd][dd])"))
    control.set_overlays(Overlays(regions=RegionMode.ALL))
    before = shown_regions(window)
    assert [before[point][0] for point in ((0, 3), (2, 3), (4, 3))] == ["b", "c", "d"]
    use_tool(window, "setup-black")
    click(qtbot, window, (2, 0))  # a wall that splits the top region, far from the eyes below
    click(qtbot, window, (2, 1))
    after = shown_regions(window)
    assert [after[point][0] for point in ((0, 3), (2, 3), (4, 3))] == ["b", "c", "d"]
    assert sorted(after[point][0] for point in ((0, 0), (3, 0))) == ["a", "e"]


def test_region_letters_keep_off_labelled_points_and_the_labels_letters(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(
        b"(;SZ[5:3]AB[ab][bb][cb][db][eb][cc][ec]LB[ac:A][dc:Z])"))
    control.set_overlays(Overlays(regions=RegionMode.ALL))
    shown = shown_regions(window)
    assert shown == {(0, 0): ("b", (0, 0)), (0, 2): ("c", (1, 2)), (3, 2): ("d", None)}
    window.views[0].grab()  # a region whose every point is labelled is drawn without its letter
    assert window.views[0].board_painter.failures == []


def named_in(text: str) -> set[str]:
    """The region names a block's explanation mentions: "healthy region (d)", "region d (at D4)"."""
    return {name for pair in re.findall(r"healthy region \((\w+)\)|region (\w+) \(at", text) for name in pair if name}


@settings(max_examples=60, deadline=None)
@given(boards(shapes=st.tuples(st.integers(3, 6), st.integers(3, 6))))
def test_a_cast_out_block_in_focus_shows_the_regions_its_explanation_names(board):
    analysis = renamed(analyze(board), None)
    for side in (analysis.black, analysis.white):
        for block in side.blocks:
            if side.is_safe(block.index):
                continue
            picture = compose(analysis, side.colour, None, Overlays(regions=RegionMode.FOCUS), focus=block)
            names = named_in(explain_block(side, block.index))
            assert {mark.mask for mark in picture.regions} == {
                region.mask for region in side.regions if side.region_name(region.index) in names}
            assert {mark.letter for mark in picture.regions} == names


def test_hovering_a_cast_out_block_hatches_its_last_healthy_region(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[4:3]AB[aa][ab][bb][cb][cc])"))
    hover(qtbot, window, (0, 1))
    qtbot.waitUntil(lambda: window.views[0].picture.highlight != 0)
    picture = window.views[0].picture
    side = control.analysis.black
    block = side.block_at((0, 1))
    assert not side.is_safe(block.index)
    assert "only 1 healthy region (" in explain_block(side, block.index)
    assert [(mark.kind, mark.mask) for mark in picture.regions] == [
        (RegionKind.HEALTHY, side.regions[side.block_removal(block.index).healthy[0]].mask)]
