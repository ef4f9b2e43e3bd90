"""State that belongs to one board (selection, focus, a search's verdicts) never reaches another,
and a drawing that fails ends its painter and is reported once."""

from __future__ import annotations

import sys
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QFileDialog

from gobenson_gui.core.board import Board
from gobenson_gui.core.sgf.diagrams import diagram_document
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui.features import export, file
from gobenson_gui.drawing.board_layout import board_layout
from gobenson_gui.drawing.board_painter import BoardPainter
from gobenson_gui.view.picture import BoardPicture
from gobenson_gui.drawing.render import DrawingError, save_scene

from .driving import WELCOME, click, use_tool
from .test_verify import SMALL, drag


@pytest.fixture
def errors(monkeypatch):
    """What reaches the exception hook (the error dialog in the application)."""
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, trace: seen.append(error))
    return seen


@pytest.fixture
def shown_errors(monkeypatch):
    shown = []
    monkeypatch.setattr(export, "show_error", lambda parent, title, message, details="": shown.append(message))
    return shown


def select_corner(qtbot, window):
    use_tool(window, "select")
    drag(qtbot, window, (0, 0), (window.controller.session.board.columns - 1, 2))
    assert window.controller.session.selection


def test_new_board_open_and_new_game_start_without_selection(qtbot, window, errors, monkeypatch):
    monkeypatch.setattr(file, "ask_board_size", lambda parent, c, r: (5, 3))
    control = window.controller
    registry = window.registry
    for start_again in (registry["new-board"].trigger, lambda: window.file.open_path(str(WELCOME), confirmed=True),
                        registry["new-game"].trigger):
        control.replace_document(Document.new(19, 19))
        select_corner(qtbot, window)
        use_tool(window, "inspect")
        click(qtbot, window, (3, 0))
        start_again()
        assert control.session.selection == 0 and control.session.selected is None and control.session.hover is None
        window.views[0].grab()
        qtbot.wait(1)
        assert window.views[0].picture.selection == 0
    assert not errors


def test_same_size_new_board_starts_without_selection(qtbot, window, monkeypatch):
    monkeypatch.setattr(file, "ask_board_size", lambda parent, c, r: (c, r))
    select_corner(qtbot, window)
    window.registry["new-board"].trigger()
    assert window.controller.session.selection == 0


def test_undo_of_a_new_game_does_not_bring_a_selection_onto_the_other_board(qtbot, window, errors):
    control = window.controller
    control.replace_document(Document.new(9, 9))
    control.new_game(19, 19)
    select_corner(qtbot, window)
    window.registry["undo"].trigger()
    assert control.session.board.columns == 9 and control.session.selection == 0
    window.views[0].grab()
    qtbot.wait(1)
    assert not errors


def test_removing_a_point_keeps_the_rest_of_the_selection(qtbot, window):
    control = window.controller
    control.replace_document(Document.new(5, 5))
    select_corner(qtbot, window)
    before = control.session.selection
    use_tool(window, "hole")
    click(qtbot, window, (1, 1))
    assert control.session.selection == before & control.session.board.geometry.on != before
    window.registry["undo"].trigger()
    assert control.session.selection == before


def test_verdicts_of_another_position_are_never_shown(qtbot, window):
    control = window.controller
    control.replace_document(diagram_document(SMALL))
    window.registry["verify"].trigger()
    qtbot.waitUntil(lambda: control.session.verification is not None)
    found = control.session.verification
    control.replace_document(Document.new(6, 6))
    control.search.found.emit(found)  # a search that ends after the board changed
    assert control.session.verification is None and window.views[0].picture.agree == 0


def broken_picture() -> BoardPicture:
    """Black stones on a 5x5 board, with a selection made for a 19x19 board (points past the
    end of the small board's point table)."""
    board = Board.empty(5, 5)
    board = Board(board.geometry, black=board.geometry.mask([(2, 2), (3, 2)]))
    return replace(BoardPicture(board), selection=Board.empty(19, 19).geometry.mask([(18, 18)]))


def test_failed_drawing_ends_the_painter_draws_the_stones_and_is_reported_once(qtbot):
    reported = []
    board_painter = BoardPainter(report=reported.append)
    picture = broken_picture()
    image = QImage(QSize(200, 200), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))  # so that only what is drawn can be dark
    for _ in range(3):
        painter = QPainter(image)
        board_painter.paint(painter, 200, 200, picture)
        assert painter.isActive()  # the caller's painter is left in its hands, balanced
        painter.end()
    assert len(reported) == 1 and isinstance(reported[0], IndexError)
    layout = board_layout(200, 200, 5, 5)
    stone, empty = (layout.centre(point).toPoint() + QPoint(3, 3) for point in ((2, 2), (1, 1)))
    assert QColor(image.pixel(stone)).lightness() < 60  # the bare position was drawn: its stone
    assert 120 < QColor(image.pixel(empty)).lightness() < 230  # and the wood around it


def test_board_view_reports_a_failed_paint_once(qtbot, window, errors):
    view = window.views[0]
    view.set_picture(broken_picture())
    for _ in range(3):
        view.grab()
        qtbot.wait(1)
    assert len(errors) == 1 and isinstance(errors[0], IndexError)


def test_export_of_a_failed_drawing_writes_the_position_and_says_so(qtbot, window, shown_errors, monkeypatch,
                                                                      tmp_path):
    monkeypatch.setattr(export, "scene", lambda session: [("Broken", broken_picture())])
    for name in ("broken.png", "broken.svg"):
        target = tmp_path / name
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, target=target, **kw: (str(target), ""))
        window.registry["export-image"].trigger()
        assert target.stat().st_size > 500
    assert len(shown_errors) == 2 and all("overlays could not be drawn" in text for text in shown_errors)


def test_save_scene_raises_a_drawing_error_after_writing(tmp_path):
    with pytest.raises(DrawingError):
        save_scene(tmp_path / "out.png", [("Broken", broken_picture())], 200)
    assert (tmp_path / "out.png").exists()


def test_picture_masks_never_come_from_another_board(qtbot, window):
    """Whatever happened before, the picture drawn is made for the board it shows."""
    control = window.controller
    select_corner(qtbot, window)
    control.set_hover((18, 18))
    control.replace_document(Document.new(3, 3))
    picture = window.views[0].picture
    on = picture.board.geometry.on
    assert all(mask & ~on == 0 for mask in (picture.selection, picture.highlight, picture.agree))


def test_render_command_says_in_one_line_when_the_overlays_fail(qtbot, tmp_path, monkeypatch, capsys):
    from gobenson_gui import cli
    from gobenson_gui.drawing import render

    def failing_region_fill(*args):
        raise RuntimeError("no brush")

    monkeypatch.setattr("gobenson_gui.drawing.board_painter.region_brush", failing_region_fill)
    out = tmp_path / "board.png"
    assert cli.main(["render", str(WELCOME), "-o", str(out), "--size", "200"]) == 1
    message = capsys.readouterr().err
    assert message.count("\n") == 1 and f"{out}: written with the bare position only" in message
    assert out.exists() and render.DrawingError.__name__ not in message
