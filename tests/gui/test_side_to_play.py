"""The status bar shows who plays next; its button gives the move to the other colour, undoably."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui.controller import Navigation

from .driving import click, use_tool


def test_the_button_switches_the_side_to_play_and_play_mode_follows(qtbot, window):
    control = window.controller
    control.replace_document(Document.new(9, 9))
    assert window.to_play_button.text() == "Black to play"
    qtbot.mouseClick(window.to_play_button, Qt.MouseButton.LeftButton)
    assert window.to_play_button.text() == "White to play"
    assert control.session.document.cursor.get("PL") == [b"W"] and control.dirty
    use_tool(window, "play")
    click(qtbot, window, (4, 4))
    assert control.session.board.get((4, 4)) is Colour.WHITE
    assert window.to_play_button.text() == "Black to play"
    window.registry["undo"].trigger()
    window.registry["undo"].trigger()
    assert window.to_play_button.text() == "Black to play"
    assert control.session.document.cursor.get("PL") is None and not control.dirty


def test_the_label_follows_the_cursor(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[9];B[aa];W[bb]PL[W])"))
    control.navigate(Navigation.FORWARD)
    assert window.to_play_button.text() == "White to play"
    control.navigate(Navigation.FORWARD)
    assert window.to_play_button.text() == "White to play"
    control.navigate(Navigation.START)
    assert window.to_play_button.text() == "Black to play"
