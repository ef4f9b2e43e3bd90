"""The editor's About box names the version it is."""

from __future__ import annotations

from importlib.metadata import version


def test_about_names_the_version(window, monkeypatch):
    from gobenson_gui.gui import main_window

    shown = []
    monkeypatch.setattr(main_window.QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.about()
    assert shown and shown[0].startswith(f"gobenson {version('gobenson')}\n")
