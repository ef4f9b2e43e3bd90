"""The gallery script's walk through the editor's modes, run offscreen on one window size, in English,
Japanese and German, so that the script follows the editor as it changes (the X servers around it are
the script's own affair)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gobenson_gui.core.words.i18n import _
from gobenson_gui.view.modes import Mode
from tools import gallery
from tools.gallery import Walk


@pytest.mark.parametrize("language", ["en", "ja", "de"])
def test_the_gallery_walks_through_every_mode_and_dialog(qtbot, window, language):
    window.resize(1024, 700)
    control = window.controller
    seen = {}

    def shoot(name: str) -> None:
        modal = QApplication.activeModalWidget()
        seen[name] = (control.session.mode, window.classroom.presentation.isVisible(),
                      modal.windowTitle() if modal else None, not window.screen().grabWindow(0).isNull())

    done = []
    walk = Walk(window, shoot, lambda: done.append(True), settle_ms=20)
    walk.start()
    qtbot.waitUntil(lambda: bool(done), timeout=120_000)
    assert list(seen) == walk.names() == walk.taken
    assert all(shot for *_, shot in seen.values())
    assert seen["stepping"][0] is Mode.STEPPING and seen["capture-replay"][0] is Mode.REPLAY
    assert seen["verify-by-search"][0] is Mode.VERIFIED and seen["exercises-checked"][0] is Mode.EXERCISES
    assert seen["presentation"][1]
    titles = ("New exercise set", "Game info", "Make exercise", "New board", "Preferences", "About gobenson")
    assert [seen[name][2] for name in ("exercise-generator", "game-info", "make-exercise", "new-board",
                                       "preferences", "about")] == [_(title) for title in titles]
    assert control.session.mode is Mode.VERDICT and not window.classroom.presentation.isVisible()
    assert QApplication.activeModalWidget() is None


def test_without_xvfb_the_gallery_says_so_in_one_line(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(gallery.shutil, "which", lambda program: None if program == "Xvfb" else f"/usr/bin/{program}")
    assert gallery.main([str(tmp_path)]) == 1
    assert capsys.readouterr().err.splitlines() == [
        "gallery: Xvfb not found (apt-get install xvfb)"]
    assert not list(tmp_path.iterdir())
