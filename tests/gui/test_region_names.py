"""The editor's region letters: a label's letter names its region, the others are kept through
edits elsewhere and clear of the labels' letters."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.report import explain_block
from gobenson_gui.view.picture import Overlays, RegionKind, RegionMode, compose
from gobenson_gui.view.names import names_from_scratch
from gobenson_gui.view.session import scene

from ..core.strategies import boards
from .driving import click, hover, use_tool


def shown_regions(window) -> dict:
    """The regions on the first board, by their first point: (letter, where it is drawn)."""
    geom = window.controller.session.board.geometry
    picture = scene(window.controller.session)[0][1]
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


def test_a_letter_label_names_its_region_and_other_letters_keep_off_labelled_points(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(
        b"(;SZ[5:3]AB[ab][bb][cb][db][eb][cc][ec]LB[ac:A][dc:Z][aa:b2])"))
    control.set_overlays(Overlays(regions=RegionMode.ALL))
    shown = shown_regions(window)
    # A and Z name their regions and are drawn by the labels alone; no other region is a (nor b2).
    assert shown == {(0, 0): ("b", (1, 0)), (0, 2): ("A", None), (3, 2): ("Z", None)}
    window.views[0].grab()  # a region whose every point is labelled is drawn without its letter
    assert window.views[0].board_painter.failures == []


def named_in(text: str) -> set[str]:
    """The region names a block's explanation mentions: "healthy region (d)", "region d (at D4)"."""
    return {name for pair in re.findall(r"healthy region \((\w+)\)|region (\w+) \(at", text) for name in pair if name}


@settings(max_examples=60, deadline=None)
@given(boards(shapes=st.tuples(st.integers(3, 6), st.integers(3, 6))))
def test_a_cast_out_block_in_focus_shows_the_regions_its_explanation_names(board):
    analysis = analyze(board)
    every_name = names_from_scratch(analysis, {})
    for side in (analysis.black, analysis.white):
        for block in side.blocks:
            if side.is_safe(block.index):
                continue
            picture = compose(analysis, every_name, side.colour, None, Overlays(regions=RegionMode.FOCUS), focus=block)
            names = named_in(explain_block(side, block.index, every_name[side.colour]))
            assert {mark.mask for mark in picture.regions} == {
                region.mask for region in side.regions if every_name[side.colour][region.index] in names}
            assert {mark.letter for mark in picture.regions} == names


def test_hovering_a_cast_out_block_hatches_its_last_healthy_region(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[4:3]AB[aa][ab][bb][cb][cc])"))
    hover(qtbot, window, (0, 1))
    qtbot.waitUntil(lambda: window.views[0].picture.highlight != 0)
    picture = window.views[0].picture
    side = control.session.analysis.black
    block = side.block_at((0, 1))
    assert not side.is_safe(block.index)
    assert "only 1 healthy region (" in explain_block(side, block.index, control.session.region_names()[side.colour])
    assert [(mark.kind, mark.mask) for mark in picture.regions] == [
        (RegionKind.HEALTHY, side.regions[side.block_removal(block.index).healthy[0]].mask)]
