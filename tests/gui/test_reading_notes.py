"""A file read leniently opens, and the editor says what was repaired and where."""

from __future__ import annotations

from gobenson_gui.core.board import Colour
from gobenson_gui.gui.controller import Navigation


def test_a_move_on_a_stone_opens_and_is_reported(window, tmp_path, monkeypatch):
    from gobenson_gui.gui.features import file

    listed = []
    monkeypatch.setattr(file, "show_notes", lambda parent, name, notes: listed.append((name, notes)))
    path = tmp_path / "occupied.sgf"
    path.write_bytes(b"(;SZ[5]AB[cc];W[cc])")
    assert window.file.open_path(str(path), confirmed=True)
    window.controller.navigate(Navigation.END)
    assert window.controller.session.board.get((2, 2)) is Colour.WHITE  # the move is there to see
    message = window.statusBar().currentMessage()
    assert "node 1: W[cc] is played on an occupied point" in message
    assert window.registry["reading-notes"].isEnabled()
    window.registry["reading-notes"].trigger()
    assert listed == [("occupied.sgf", window.controller.session.document.notes)] and len(listed[0][1]) == 1


def test_damaged_text_is_named_and_a_clean_file_has_no_notes(window, tmp_path):
    damaged = tmp_path / "damaged.sgf"
    damaged.write_bytes(b"(;CA[UTF-8]SZ[5]PB[Lee \xff])")
    assert window.file.open_path(str(damaged), confirmed=True)
    assert "PB: not valid UTF-8" in window.statusBar().currentMessage()
    clean = tmp_path / "clean.sgf"
    clean.write_bytes(b"(;SZ[5]AB[cc])")
    assert window.file.open_path(str(clean), confirmed=True)
    assert not window.registry["reading-notes"].isEnabled()
