"""A comment being typed is recorded on the node it was typed for before anything leaves that
node, however the action was started (toolbar buttons take no focus, so the editor never
loses it); showing a comment is never an edit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar

from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui.controller import Navigation

from .driving import GO


@pytest.fixture
def game(window):
    """Three moves; the cursor on the second, which has a mark put there by an earlier edit."""
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;GM[1]SZ[9];B[cc]C[first];W[gg];B[ee])"))
    control.navigate(Navigation.FORWARD)
    control.navigate(Navigation.FORWARD)
    control.set_tool("markup-circle")
    control.click((0, 0))
    return window


def type_comment(qtbot, window, text):
    window.comment.setFocus()
    window.comment.selectAll()
    qtbot.keyClicks(window.comment, text)


def press_toolbar(qtbot, window, action):
    button = window.findChild(QToolBar, "main-toolbar").widgetForAction(action)
    assert button.focusPolicy() == Qt.FocusPolicy.NoFocus
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def comments(window):
    return [node.get("C") for node in window.controller.session.document.game.main_line()]


@pytest.mark.parametrize("where", [Navigation.FORWARD, Navigation.BACK, Navigation.START, Navigation.END])
def test_toolbar_navigation_records_the_comment_on_its_own_node(qtbot, game, where):
    type_comment(qtbot, game, "typed here")
    press_toolbar(qtbot, game, game.registry[GO[where]])
    assert comments(game) == [None, [b"first"], [b"typed here"], None]
    assert game.comment.toPlainText() == game.controller.session.comment()


def test_toolbar_undo_takes_back_the_typing_and_redo_brings_it_back(qtbot, game):
    type_comment(qtbot, game, "typed here")
    press_toolbar(qtbot, game, game.registry["undo"])
    assert comments(game) == [None, [b"first"], None, None]
    assert game.comment.toPlainText() == "" and game.controller.session.document.cursor.get("CR") == [b"aa"]
    press_toolbar(qtbot, game, game.registry["redo"])
    assert comments(game) == [None, [b"first"], [b"typed here"], None]
    assert game.comment.toPlainText() == "typed here"
    press_toolbar(qtbot, game, game.registry["undo"])
    press_toolbar(qtbot, game, game.registry["undo"])  # the mark, made before the typing
    assert game.controller.session.document.cursor.get("CR") is None and comments(game)[2] is None


def test_a_move_list_click_and_the_controllers_own_methods_record_it_first(qtbot, game):
    control = game.controller
    type_comment(qtbot, game, "one")
    control.go_to(control.session.document.game.root)  # as the move list does
    type_comment(qtbot, game, "two")
    control.new_game(5, 5)
    first_game = control.session.document.games[0]
    assert [node.get("C") for node in first_game.main_line()][:3] == [[b"two"], [b"first"], [b"one"]]


def test_close_and_save_record_what_is_typed(qtbot, game, tmp_path):
    type_comment(qtbot, game, "kept")
    assert game.file.save_to(str(tmp_path / "out.sgf"))
    assert b"C[kept]" in (tmp_path / "out.sgf").read_bytes()


def test_showing_and_leaving_a_comment_is_not_an_edit(qtbot, window):
    """The editor shows a non-breaking space as a plain one: that must not count as typing,
    which would make an edit, mark the file modified and drop what Redo could bring back."""
    control = window.controller
    control.replace_document(Document.from_bytes("(;GM[1]SZ[9]C[a\u00a0b];B[cc])".encode()))
    control.navigate(Navigation.FORWARD)
    control.pass_move()
    control.undo()
    for where in (Navigation.BACK, Navigation.FORWARD, Navigation.BACK):
        window.comment.setFocus()
        window.views[0].setFocus()
        control.navigate(where)
    assert control.undo_stack.canRedo() and not control.dirty
    assert control.session.document.game.root.get("C") == ["a\u00a0b".encode()]
