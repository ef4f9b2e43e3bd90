"""The editor's About box names the version it is."""

from __future__ import annotations

from importlib.metadata import version


def test_about_names_the_version(window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.classroom.about()
    assert shown and shown[0].startswith(f"gobenson {version('gobenson')}\n")
