"""The editor as a user drives it: clicks on the board widget, keys, menus, dialogs."""

from __future__ import annotations

import errno
import os
import stat
import sys

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gobenson_gui.core import atomic
from gobenson_gui.core.board import Colour
from gobenson_gui.core.rules import Rules
from gobenson_gui.gui import dialogs, main_window
from gobenson_gui.gui.features import export, file
from gobenson_gui.gui.controller import Navigation, Part
from gobenson_gui.core.sgf.document import Document

from .driving import WELCOME, click, told, use_tool

def test_setup_click_places_and_undo_removes(qtbot, window):
    use_tool(window, "setup-black")
    click(qtbot, window, (3, 3))
    assert window.controller.session.board.get((3, 3)) is Colour.BLACK
    click(qtbot, window, (4, 4), Qt.MouseButton.RightButton)
    assert window.controller.session.board.get((4, 4)) is Colour.WHITE
    assert window.isWindowModified()
    window.registry["undo"].trigger()
    window.registry["undo"].trigger()
    assert window.controller.session.board.black == window.controller.session.board.white == 0
    window.registry["redo"].trigger()
    assert window.controller.session.board.get((3, 3)) is Colour.BLACK


def test_setup_click_on_same_colour_removes_it_and_shift_places_other(qtbot, window):
    use_tool(window, "setup-white")
    click(qtbot, window, (2, 2))
    click(qtbot, window, (2, 2))
    assert window.controller.session.board.get((2, 2)) is None
    click(qtbot, window, (5, 5), modifier=Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.session.board.get((5, 5)) is Colour.BLACK


def test_alternate_setup_switches_colour(qtbot, window):
    use_tool(window, "setup-alternate")
    for point in ((1, 1), (2, 1), (3, 1)):
        click(qtbot, window, point)
    board = window.controller.session.board
    assert [board.get(p) for p in ((1, 1), (2, 1), (3, 1))] == [Colour.BLACK, Colour.WHITE, Colour.BLACK]


def test_erase_tool(qtbot, welcome):
    use_tool(welcome, "erase")
    click(qtbot, welcome, (1, 0))
    assert welcome.controller.session.board.get((1, 0)) is None


def test_play_mode_alternates_and_captures(qtbot, window):
    window.controller.replace_document(Document.new(5, 5))
    use_tool(window, "play")
    for point in ((1, 0), (0, 0), (0, 1)):  # black, white in the corner, black captures it
        click(qtbot, window, point)
    board = window.controller.session.board
    assert board.get((0, 0)) is None and board.get((0, 1)) is Colour.BLACK
    assert window.tree.model().rowCount() == 4
    assert window.views[0].picture.last_move == (0, 1)


def test_illegal_move_is_refused_with_a_message(qtbot, window):
    document = Document.new(3, 3)
    window.controller.replace_document(document)
    use_tool(window, "setup-white")
    click(qtbot, window, (1, 0))
    click(qtbot, window, (0, 1))
    use_tool(window, "play")
    click(qtbot, window, (0, 0))  # black into a white-surrounded corner: suicide
    assert window.controller.session.board.get((0, 0)) is None
    assert "suicide" in window.statusBar().currentMessage()


def test_markup_tools_and_clear(qtbot, welcome, monkeypatch):
    monkeypatch.setattr(main_window, "ask_label", lambda parent, default: default)
    use_tool(welcome, "markup-triangle")
    click(qtbot, welcome, (4, 4))
    use_tool(welcome, "markup-label")
    click(qtbot, welcome, (5, 5))
    click(qtbot, welcome, (6, 4))
    picture = welcome.views[0].picture
    assert picture.markup == {(4, 4): "TR"} and picture.labels == {(5, 5): "A", (6, 4): "B"}
    welcome.controller.clear_markup()
    assert welcome.views[0].picture.markup == {} and welcome.views[0].picture.labels == {}
    welcome.registry["undo"].trigger()
    assert welcome.views[0].picture.labels == {(5, 5): "A", (6, 4): "B"}


def test_hover_explains_the_block_and_shows_its_regions(qtbot, welcome):
    view = welcome.views[0]
    # Qt sends no move to where the pointer already is, and an earlier test may have left it there.
    qtbot.mouseMove(view, view.centre_of((4, 4)).toPoint())
    qtbot.mouseMove(view, view.centre_of((1, 0)).toPoint())  # may wait for the end of the frame
    qtbot.waitUntil(lambda: "vital" in welcome.analysis_panel.explanation.toPlainText())
    assert "unconditionally alive" in welcome.analysis_panel.explanation.toPlainText()
    assert {mark.letter for mark in view.picture.regions} >= {"a", "b"}
    assert welcome.point_label.text().startswith("B9")
    qtbot.mouseMove(view, view.centre_of((6, 6)).toPoint())  # may wait for the end of the frame
    qtbot.waitUntil(lambda: "not unconditionally alive" in welcome.analysis_panel.explanation.toPlainText())


def test_inspect_click_keeps_the_block_in_focus(qtbot, welcome):
    """The click comes within the frame of a redraw (on a busy machine, a stray hover's), so what it
    shows waits for the end of the frame."""
    frame = welcome.controller.focus_frame
    frame.clock = lambda: 1000.0  # a clock that stands still: every request falls in the same frame
    frame.now()
    use_tool(welcome, "inspect")
    click(qtbot, welcome, (6, 6))
    assert frame.waiting()
    qtbot.waitUntil(lambda: "cast out in round 1" in welcome.analysis_panel.explanation.toPlainText())
    welcome.controller.set_hover(None)
    qtbot.waitUntil(lambda: not frame.waiting())
    assert welcome.views[0].picture.highlight != 0
    assert "cast out in round 1" in welcome.analysis_panel.explanation.toPlainText()


def test_overlay_toggles_reach_the_picture(qtbot, welcome):
    assert welcome.views[0].picture.safe
    welcome.analysis_panel.toggles["safe"].setChecked(False)
    welcome.analysis_panel.toggles["territory"].setChecked(False)
    picture = welcome.views[0].picture
    assert picture.safe == 0 and picture.black_territory == 0
    welcome.analysis_panel.regions.setCurrentIndex(2)
    assert welcome.views[0].picture.regions


def test_an_annotated_node_shows_each_safe_stone_and_territory_point_marked_once(qtbot, welcome):
    """The annotator's squares and TB/TW say what the overlays show: drawn as the overlay while
    it is on, as the file's marks when it is off."""
    welcome.controller.annotate(False)
    geom = welcome.controller.session.board.geometry
    picture = welcome.views[0].picture
    safe_points = set(geom.points(picture.safe))
    territory_points = set(geom.points(picture.black_territory | picture.white_territory))
    assert safe_points and territory_points
    assert not {point for point, shape in picture.markup.items() if shape == "SQ"} & safe_points
    assert not picture.marked_territory.keys() & territory_points
    for field in ("safe", "territory"):
        box = welcome.analysis_panel.toggles[field]
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        assert not box.isChecked()
    picture = welcome.views[0].picture
    assert picture.safe == 0 and {point for point, shape in picture.markup.items() if shape == "SQ"} == safe_points
    assert picture.marked_territory.keys() == territory_points


def test_slider_steps_and_an_edit_resets_it(qtbot, welcome):
    panel = welcome.analysis_panel
    assert panel.slider.maximum() == 2 and panel.slider.value() == 2
    panel.slider.setValue(1)
    assert welcome.controller.session.half_step == 1
    assert welcome.views[0].picture.leaving
    assert "blocks leave" in panel.explanation.toPlainText()
    panel.first.click()
    assert welcome.controller.session.half_step == 0
    assert welcome.views[0].picture.safe == welcome.controller.session.analysis.white.safe_stones
    use_tool(welcome, "setup-black")
    click(qtbot, welcome, (4, 4))
    assert welcome.controller.session.half_step is None and panel.slider.value() == panel.slider.maximum()


def test_step_keys_and_play_animation(qtbot, welcome):
    welcome.views[0].setFocus()
    qtbot.keyClick(welcome, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert welcome.controller.session.half_step == 0
    qtbot.keyClick(welcome, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert welcome.controller.session.half_step == 1
    welcome.controller.timer.setInterval(10)
    welcome.analysis_panel.play.click()
    qtbot.waitUntil(lambda: not welcome.controller.timer.isActive(), timeout=30_000)  # ample on a busy machine
    assert welcome.controller.session.half_step == 2


def test_both_colours_side_by_side(qtbot, welcome):
    welcome.analysis_panel.sequence.setCurrentIndex(2)
    assert welcome.views[1].isVisible()
    welcome.analysis_panel.slider.setValue(1)
    black_view, white_view = welcome.views
    analysis = welcome.controller.session.analysis
    assert black_view.picture.cast_out == welcome.controller.session.board.black & ~analysis.black.safe_stones
    assert white_view.picture.cast_out == welcome.controller.session.board.white & ~analysis.white.safe_stones


def test_rules_selector_reruns_the_analysis(qtbot, window):
    window.controller.replace_document(Document.new(4, 3))
    window.edit.set_rules(window.edit.rules_box.itemData(1))
    assert window.controller.session.analysis.rules.value == "suicide"
    assert window.registry[f"rules-{Rules(window.edit.rules_box.itemData(1)).value}"].isChecked()


def test_navigation_keys_and_variations(qtbot, window):
    control = window.controller
    control.replace_document(Document.new(9, 9))
    use_tool(window, "play")
    click(qtbot, window, (2, 2))
    click(qtbot, window, (6, 6))
    window.views[0].setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Left)
    click(qtbot, window, (5, 5))  # a second white answer: a variation
    first_move = control.session.document.cursor.parent
    assert len(first_move.children) == 2
    qtbot.keyClick(window, Qt.Key.Key_Up)
    assert control.session.document.cursor is first_move.children[0]
    qtbot.keyClick(window, Qt.Key.Key_Down)
    assert control.session.document.cursor is first_move.children[1]
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert control.session.document.cursor is control.session.document.game.root
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert control.session.board.get((6, 6)) is Colour.WHITE
    qtbot.keyClick(window, Qt.Key.Key_Down)
    control.promote()
    assert first_move.children[0].get("W") == [b"ff"]


def test_tree_click_goes_to_the_node(qtbot, window):
    window.controller.replace_document(Document.new(9, 9))
    use_tool(window, "play")
    click(qtbot, window, (2, 2))
    click(qtbot, window, (3, 3))
    rect = window.tree.visualRect(window.tree.model().index(1, 0))
    qtbot.mouseClick(window.tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert window.controller.session.document.cursor.get("B") == [b"cc"]


def test_comment_edit_is_undoable(qtbot, welcome):
    welcome.comment.setFocus()
    welcome.comment.selectAll()
    qtbot.keyClicks(welcome.comment, "Plan: B then E")  # letters that are shortcuts elsewhere
    welcome.comment.commit()
    assert welcome.controller.session.comment() == "Plan: B then E"
    assert welcome.controller.session.half_step is None and welcome.controller.session.tool == "play"
    welcome.registry["undo"].trigger()
    assert welcome.controller.session.comment().startswith("Welcome")
    assert welcome.comment.toPlainText().startswith("Welcome")


def test_annotate_node_and_game(qtbot, window):
    window.controller.replace_document(Document.new(5, 5))
    use_tool(window, "play")
    click(qtbot, window, (1, 1))
    click(qtbot, window, (3, 3))
    window.controller.annotate(True)
    nodes = list(window.controller.session.document.game.root.walk())
    # Nothing is safe at any node: the first says so, the others would only repeat it.
    assert [node.get("C") is not None for node in nodes] == [True, False, False]
    assert nodes[0].get("C")[0].count(b"Black:") == 1
    window.registry["undo"].trigger()
    assert all(node.get("C") is None for node in nodes)
    window.controller.annotate(False)
    assert window.comment.toPlainText().startswith("Unconditional life (Benson")


def test_annotating_again_records_no_step_and_leaves_the_file_unmodified(qtbot, window, tmp_path):
    window.controller.replace_document(Document.new(5, 5))
    use_tool(window, "play")
    click(qtbot, window, (1, 1))
    window.controller.annotate(True)  # the root only: the move changes no verdict
    window.controller.annotate(False)  # the move's node, the cursor
    window.controller.save(tmp_path / "game.sgf")
    steps = window.controller.undo_stack.count()
    messages = []
    window.controller.message.connect(messages.append)
    window.controller.annotate(True)
    window.controller.annotate(False)
    assert window.controller.undo_stack.count() == steps
    assert not window.controller.dirty and not window.isWindowModified()
    assert messages == ["Not done: the analysis is already written in every node where the verdict changes",
                        "Not done: the analysis is already written in this node"]
    assert window.controller.session.document.to_bytes() == (tmp_path / "game.sgf").read_bytes()


def test_new_board_dialog_sets_the_size(qtbot, window, monkeypatch):
    monkeypatch.setattr(file, "ask_board_size", lambda parent, c, r: (7, 3))
    window.registry["new-board"].trigger()
    assert (window.controller.session.board.columns, window.controller.session.board.rows) == (7, 3)


def test_new_board_dialog_presets(qtbot):
    dialog = dialogs.NewBoardDialog(None, 19, 19)
    qtbot.addWidget(dialog)
    preset = next(button for button in dialog.findChildren(dialogs.QPushButton) if button.text() == "7\u00d75")
    preset.click()
    assert dialog.chosen()[:2] == (7, 5)
    dialog.columns.setValue(99)
    assert dialog.chosen()[0] == 52


def test_unsaved_changes_prompt_on_close_cancel_keeps_window(qtbot, window, monkeypatch):
    use_tool(window, "setup-black")
    click(qtbot, window, (3, 3))
    asked = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: asked.append(args) or QMessageBox.StandardButton.Cancel)
    assert not window.close()
    assert asked and window.isVisible()
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: QMessageBox.StandardButton.Discard)
    assert window.close()


def test_unsaved_changes_prompt_save_writes_the_file(qtbot, window, monkeypatch, tmp_path):
    use_tool(window, "setup-black")
    click(qtbot, window, (3, 3))
    target = tmp_path / "kept.sgf"
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: QMessageBox.StandardButton.Save)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(WELCOME), ""))
    window.registry["open"].trigger()
    assert b"AB[dd]" in target.read_bytes()
    assert window.controller.session.document.path == WELCOME and not window.isWindowModified()


def test_save_as_and_reopen_round_trip(qtbot, window, monkeypatch, tmp_path):
    window.controller.replace_document(Document.new(7, 5))
    use_tool(window, "play")
    click(qtbot, window, (3, 2))
    target = tmp_path / "game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    window.registry["save-as"].trigger()
    saved = tmp_path / "game.sgf"
    assert saved.exists() and not window.isWindowModified()
    assert window.file.open_path(str(saved))
    window.controller.navigate(Navigation.END)
    assert window.controller.session.board.get((3, 2)) is Colour.BLACK
    assert str(saved.resolve()) in window.file.recent_files()


def test_load_error_shows_a_dialog(qtbot, window, monkeypatch, tmp_path):
    bad = tmp_path / "bad.sgf"
    bad.write_text("(;SZ[99])")
    shown = []
    monkeypatch.setattr(file, "show_error", lambda parent, title, message, details="": shown.append(message))
    assert not window.file.open_path(str(bad), confirmed=True)
    assert "SZ[99]" in shown[0]
    assert not window.file.open_path(str(tmp_path / "missing.sgf"), confirmed=True)
    assert "No such file" in shown[1]


@pytest.mark.parametrize(("language", "reason"), [
    ("en", "Cannot open {path}:\ngame 1, node 1: B[zz] is off the 9x9 board"),
    ("de", "{path} kann nicht geöffnet werden:\nPartie 1, Knoten 1: B[zz] liegt außerhalb des Bretts 9x9"),
])
def test_the_load_error_dialog_says_why_in_the_language_the_window_speaks(qtbot, window, monkeypatch, tmp_path,
                                                                          language, reason):
    bad = tmp_path / "bad.sgf"
    bad.write_text("(;GM[1]SZ[9];B[zz])")
    shown = []
    monkeypatch.setattr(file, "show_error", lambda parent, title, message, details="": shown.append(message))
    assert not window.file.open_path(str(bad), confirmed=True)
    assert shown == [reason.format(path=bad)]


def test_save_error_shows_a_dialog_and_keeps_changes(qtbot, window, monkeypatch, tmp_path):
    use_tool(window, "setup-black")
    click(qtbot, window, (3, 3))
    shown = []
    monkeypatch.setattr(file, "show_error", lambda parent, title, message, details="": shown.append(message))
    assert not window.file.save_to(str(tmp_path / "no" / "such" / "folder.sgf"))
    assert shown and window.controller.dirty


def test_multi_game_file_asks_which_game(qtbot, window, monkeypatch, tmp_path):
    two = tmp_path / "two.sgf"
    two.write_bytes(b"(;GM[1]SZ[9]GN[First])(;GM[1]SZ[13]PB[Ann]PW[Bo];B[aa])")
    offered = []
    monkeypatch.setattr(file, "ask_game", lambda parent, names: offered.extend(names) or 1)
    assert window.file.open_path(str(two), confirmed=True)
    assert offered[1].startswith("2. Ann vs Bo (13\u00d713, 1 move)")
    assert window.controller.session.board.columns == 13


def test_drop_of_an_sgf_file_opens_it(qtbot, window):
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(WELCOME))])
    event = QDropEvent(QPoint(10, 10).toPointF(), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    assert window.controller.session.document.path == WELCOME


def test_export_image_png_and_svg(qtbot, welcome, monkeypatch, tmp_path):
    for name in ("board.png", "board.svg"):
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, name=name, **kw: (str(tmp_path / name), ""))
        welcome.registry["export-image"].trigger()
        assert (tmp_path / name).stat().st_size > 1000


@pytest.mark.parametrize("name", ["board.png", "board.svg"])
def test_export_image_on_a_full_disk_keeps_the_old_picture_and_says_why(qtbot, welcome, monkeypatch, tmp_path,
                                                                       name):
    (tmp_path / "pictures").mkdir()
    target = tmp_path / "pictures" / name
    target.write_bytes(b"the old picture")
    shown = []
    monkeypatch.setattr(export, "show_error", lambda parent, title, message: shown.append((title, message)))
    monkeypatch.setattr(atomic, "write_all", full_disk)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    welcome.registry["export-image"].trigger()
    assert shown == [("Cannot export image", f"cannot save {target}: No space left on device")]
    assert target.read_bytes() == b"the old picture" and os.listdir(target.parent) == [name]


def test_saving_over_a_fifo_is_refused_with_a_message_and_the_fifo_stays(qtbot, welcome, monkeypatch, tmp_path):
    fifo = tmp_path / "pipe.sgf"
    os.mkfifo(fifo)
    shown = []
    monkeypatch.setattr(file, "show_error", lambda parent, title, message: shown.append((title, message)))
    assert not welcome.file.save_to(str(fifo))
    assert shown == [("Cannot save file", f"cannot save {fifo}: it is a FIFO (named pipe), not a regular file; "
                                          "gobenson writes only regular files")]
    assert stat.S_ISFIFO(fifo.stat().st_mode) and welcome.controller.session.document.path != fifo


def full_disk(descriptor: int, data: bytes) -> None:
    """Half of the bytes go out, then the disk is full."""
    os.write(descriptor, data[:len(data) // 2])
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_uncaught_exception_shows_a_dialog_and_keeps_the_document(qtbot, welcome, monkeypatch):
    from gobenson_gui.gui import app

    shown = []
    monkeypatch.setattr(app, "show_error", lambda parent, title, message, details="": shown.append(details))
    monkeypatch.setattr("sys.excepthook", None)
    app.install_excepthook(lambda: welcome)
    before = welcome.controller.session.document.to_bytes()

    def broken(document):
        raise RuntimeError("boom")

    class Broken:
        text = "Broken edit"
        apply = staticmethod(broken)

    with pytest.raises(RuntimeError) as failure:
        welcome.controller.execute(lambda document: Broken())
    sys.excepthook(failure.type, failure.value, failure.tb)
    assert shown and "boom" in shown[0]
    assert welcome.controller.session.document.to_bytes() == before and welcome.controller.undo_stack.count() == 0
    assert welcome.isVisible()


def test_a_hover_that_keeps_the_focus_redraws_nothing(qtbot, welcome):
    """Moving over empty points, or within one block, leaves the pictures as they are; moving
    onto another block recomposes them."""
    view = welcome.views[0]
    refreshed = told(welcome.controller, Part.FOCUS, lambda change: change.shown.scene)
    picture = view.picture
    for point in ((4, 4), (5, 4), (4, 5)):  # empty points of the welcome position
        qtbot.mouseMove(view, view.centre_of(point).toPoint())
    assert not welcome.controller.focus_frame.waiting()  # no redraw asked for, none to come
    assert view.picture is picture and not refreshed
    qtbot.mouseMove(view, view.centre_of((1, 0)).toPoint())
    qtbot.mouseMove(view, view.centre_of((0, 1)).toPoint())  # the same black block
    qtbot.waitUntil(lambda: view.picture.highlight != 0 and not welcome.controller.focus_frame.waiting())
    assert len(refreshed) == 1


def test_the_status_bar_and_the_panel_name_a_block_by_the_same_stone_in_capitals(qtbot, welcome):
    view = welcome.views[0]
    qtbot.mouseMove(view, view.centre_of((3, 3)).toPoint())  # D6, in the block whose first stone is B9
    qtbot.waitUntil(lambda: "block at" in welcome.analysis_panel.explanation.toPlainText())
    assert welcome.point_label.text() == "D6: black block at B9"
    assert "The block at B9 is" in welcome.analysis_panel.explanation.toPlainText()
    qtbot.mouseMove(view, view.centre_of((4, 4)).toPoint())  # E5, empty
    qtbot.waitUntil(lambda: welcome.point_label.text() == "E5")


@pytest.mark.parametrize("root, title", [(b"GN[Shusaku's ear-reddening game]", "Shusaku's ear-reddening game"),
                                         (b"PB[Honinbo Shusaku]PW[Gennan Inseki]", "Honinbo Shusaku vs Gennan Inseki"),
                                         (b"PW[Gennan Inseki]", "Gennan Inseki"), (b"", "Untitled")])
def test_an_unnamed_document_is_titled_by_its_game(qtbot, window, root, title):
    window.controller.replace_document(Document.from_bytes(b"(;SZ[9]" + root + b")"))
    assert window.windowTitle() == f"{title}[*] \u2014 gobenson"


def test_the_title_follows_a_new_game_name(qtbot, window):
    window.controller.replace_document(Document.from_bytes(b"(;SZ[9]GN[Before])"))
    window.controller.set_game_info({"GN": "After"})
    assert window.windowTitle().startswith("After[*]")
