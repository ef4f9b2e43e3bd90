"""Edit > Game info: a dialog whose OK writes the root's game information as one undoable edit."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPlainTextEdit

from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui.controller import Navigation
from gobenson_gui.gui.game_info import GameInfoDialog


def fill_and_press(qtbot, typed: dict[str, str], button=QDialogButtonBox.StandardButton.Ok, seen=None):
    """Once the modal dialog is up: type into its fields and press ``button``."""
    def act():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, GameInfoDialog)
        if seen is not None:
            seen.update(dialog.values())
        for prop, text in typed.items():
            field = dialog.fields[prop]
            field.clear()
            if text.isascii():
                qtbot.keyClicks(field, text)
            else:  # the test's key events carry Latin-1 only
                field.insert(text)
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(button), Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, act)


def test_ok_writes_the_game_info_in_one_undo_step(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[9]PB[Shusaku]KM[6.5];B[aa])"))
    control.navigate(Navigation.END)
    seen = {}
    fill_and_press(qtbot, {"PW": "Gennan", "KM": "0", "GC": "The ear-reddening game"}, seen=seen)
    window.registry["game-info"].trigger()
    assert seen["PB"] == "Shusaku" and seen["KM"] == "6.5"
    root = control.session.document.game.root
    assert root.get("PW") == [b"Gennan"] and root.get("KM") == [b"0"] and root.get("GC") == [b"The ear-reddening game"]
    assert control.dirty and control.session.document.cursor is control.session.document.game.main_line()[-1]
    window.registry["undo"].trigger()
    assert root.get("PW") is None and root.get("KM") == [b"6.5"] and not control.dirty


def test_cancel_or_nothing_changed_edits_nothing(qtbot, window):
    control = window.controller
    fill_and_press(qtbot, {"PB": "Someone"}, QDialogButtonBox.StandardButton.Cancel)
    window.registry["game-info"].trigger()
    fill_and_press(qtbot, {})
    window.registry["game-info"].trigger()
    assert control.session.document.game.root.get("PB") is None and not control.dirty


def test_a_character_the_games_charset_lacks_is_refused_with_the_reason(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;CA[ISO-8859-1]SZ[9])"))
    fill_and_press(qtbot, {"PB": "\u674e"})
    window.registry["game-info"].trigger()
    assert "has no '\u674e'" in window.statusBar().currentMessage()
    assert control.session.document.game.root.get("PB") is None


def test_a_komi_that_is_no_number_is_refused(qtbot, window):
    fill_and_press(qtbot, {"KM": "six"})
    window.registry["game-info"].trigger()
    assert "not a number" in window.statusBar().currentMessage()


def test_only_the_game_comment_gets_several_lines(qtbot):
    dialog = GameInfoDialog(None, {"GC": "first line\nsecond line", "PB": "Lee Sedol"})
    qtbot.addWidget(dialog)
    assert [prop for prop, field in dialog.fields.items() if isinstance(field, QPlainTextEdit)] == ["GC"]
    assert dialog.values()["GC"] == "first line\nsecond line" and dialog.values()["PB"] == "Lee Sedol"
