"""The editor's region letters: kept through edits elsewhere, clear of the file's labels."""

from __future__ import annotations

from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui.picture import Overlays

from .driving import click, use_tool


def shown_regions(window) -> dict:
    """The regions on the first board, by their first point: (letter, where it is drawn)."""
    geom = window.controller.board.geometry
    picture = window.controller.panels()[0][1]
    return {geom.first_point(mark.mask): (mark.letter, mark.at) for mark in picture.regions}


def test_stones_placed_away_from_regions_leave_their_letters_alone(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[5:4]AB[ac][bc][cc][dc][ec][bd][dd])"))
    control.set_overlays(Overlays(regions="all"))
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
    control.set_overlays(Overlays(regions="all"))
    shown = shown_regions(window)
    assert shown == {(0, 0): ("b", (0, 0)), (0, 2): ("c", (1, 2)), (3, 2): ("d", None)}
    window.views[0].grab()  # a region whose every point is labelled is drawn without its letter
    assert window.views[0].board_painter.failures == []
