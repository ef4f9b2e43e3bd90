"""Shared positions for the editor's tests, and their ``gui`` mark."""

from __future__ import annotations

from pathlib import Path

import pytest

from gobenson_gui.core.diagram import parse_diagram

WELCOME_DIAGRAM = """
. X . X . . O . O
X X X X . . O O O
. . . X . . O . .
X X X X . . O O O
. . . . . . . . .
. . . . . . . . .
O O O . . . X X X
. . O . . . X . .
O . O . . . X . X
"""


@pytest.fixture
def welcome_board():
    """Safe groups at the top (black left, white right), unsafe ones at the bottom."""
    return parse_diagram(WELCOME_DIAGRAM)


@pytest.fixture
def language():
    """The language windows are built in: English, unless a test is parametrized over others."""
    return "en"


@pytest.fixture
def speaking(language):
    """Speak ``language`` while the test builds its windows; English again afterwards."""
    from gobenson_gui.core.words.i18n import set_language

    if language != "en":
        set_language(language)
    yield language
    if language != "en":
        set_language("en")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch, speaking):
    """The main window, shown, with its settings in a temporary folder, built in ``language``."""
    from gobenson_gui.gui import main_window

    win = main_window.MainWindow()
    win.resize(1100, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.commit_pending_edits()
    win.controller.undo_stack.setClean()  # so that closing asks nothing
    win.close()
    win.deleteLater()


@pytest.fixture
def welcome(window):
    from .driving import WELCOME

    assert window.file.open_path(str(WELCOME), confirmed=True)
    return window


@pytest.fixture(autouse=True)
def windows_deleted_after_each_test(qapp):
    """Delete at the end of each test the widgets it closed with ``deleteLater``.

    Qt deletes them only when an event loop runs, which pytest-qt's ``processEvents`` is not: they
    piled up, hundreds of windows, until some later test's ``waitUntil`` ran a loop and paid for
    deleting them all (a hover test took 9 s in the whole suite and 0.06 s alone)."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def recovery_files(tmp_path, monkeypatch):
    """Every window of a test autosaves into a folder of its own."""
    from gobenson_gui.gui import recovery

    folder = tmp_path / "recovery"
    monkeypatch.setattr(recovery, "recovery_folder", lambda: folder)
    return folder


@pytest.fixture(autouse=True)
def settings_folder(tmp_path, monkeypatch):
    """Every window of a test keeps its settings in a folder of its own."""
    from gobenson_gui.gui import settings

    folder = tmp_path / "config"
    monkeypatch.setattr(settings, "settings_folder", lambda: folder)
    return folder


def pytest_collection_modifyitems(items):
    """Every test under tests/gui drives the editor's widgets: marked ``gui``, so that
    ``-m 'not gui'`` runs the others alone."""
    folder = Path(__file__).parent
    for item in items:
        if folder in item.path.parents:
            item.add_marker(pytest.mark.gui)
