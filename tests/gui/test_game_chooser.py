"""The game chooser of a multi-game file shows names as people read them, not as SGF escapes them."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QListWidget


def test_the_chooser_shows_a_player_name_without_its_sgf_escape(qtbot, window, monkeypatch, tmp_path):
    two = tmp_path / "two.sgf"
    two.write_bytes(rb"(;GM[1]SZ[9]PB[Lee \] Sedol]PW[Ann])(;GM[1]SZ[13]GN[Second])")
    shown = []

    def choose_the_second(dialog: QDialog) -> int:
        games = dialog.findChild(QListWidget)
        shown.extend(games.item(row).text() for row in range(games.count()))
        games.setCurrentRow(1)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QDialog, "exec", choose_the_second)
    assert window.file.open_path(str(two), confirmed=True)
    assert shown[0].startswith("1. Lee ] Sedol vs Ann (9\u00d79")
    assert shown[1].startswith("2. Second (13\u00d713")
    assert window.controller.session.board.columns == 13
