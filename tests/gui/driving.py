"""Helpers that drive the editor's real widgets, shared by the window tests."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction

from gobenson_gui.gui.controller import Navigation

ROOT = Path(__file__).resolve().parents[2]
WELCOME = ROOT / "sample_sgf" / "welcome.sgf"
GO = {Navigation.BACK: "go-back", Navigation.FORWARD: "go-forward", Navigation.PREVIOUS_VARIATION: "previous-variation",
      Navigation.NEXT_VARIATION: "next-variation", Navigation.START: "go-start", Navigation.END: "go-end"}
"""The Go menu's action of each move through the record, by its id."""


def click(qtbot, window, point, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
    view = window.views[0]
    qtbot.mouseClick(view, button, modifier, view.centre_of(point).toPoint())


def hover(qtbot, window, point):
    """Move the mouse over ``point``, from a corner of the board view: Qt sends no move to where
    the pointer already is, and an earlier test's window stood where this one does."""
    view = window.views[0]
    qtbot.mouseMove(view, QPoint(0, 0))
    qtbot.mouseMove(view, view.centre_of(point).toPoint())


def told(controller, part, what) -> list:
    """What the controller's changes that touch ``part`` tell from now on, one entry per change,
    as ``what`` reads it from the change while it is told."""
    seen = []
    controller.changed.connect(lambda change: seen.append(what(change)) if part in change.parts else None)
    return seen


def use_tool(window, tool):
    window.registry["tool-" + tool].trigger()


def menu_action(window, text: str) -> QAction:
    """The window's action named ``text`` (menu accelerators ignored)."""
    return next(action for action in window.findChildren(QAction) if action.text().replace("&", "") == text)
