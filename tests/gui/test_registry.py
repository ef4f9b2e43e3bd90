"""The registry the features declare their actions in: menus and the toolbar built section by
section, actions found by id, and each one enabled in the modes its declaration names."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMainWindow, QToolBar, QWidget

from gobenson_gui.core.board import Colour
from gobenson_gui.core.exercises import Kind
from gobenson_gui.core.exercises.generator import exercise_for
from gobenson_gui.gui.controller import Controller
from gobenson_gui.gui.features.registry import EDITOR_MODES, Action, ActionRegistry, Submenu, menu_actions
from gobenson_gui.view.exercise_session import ExerciseSession
from gobenson_gui.view.modes import Mode


class Counter:
    """A feature that counts what its actions did, and may be told to need something more."""

    def __init__(self) -> None:
        self.done: list[str] = []
        self.ready = True


@pytest.fixture
def made(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    controller = Controller(window)
    return window, controller, ActionRegistry(window, controller)


def texts(actions) -> list[str]:
    return ["|" if action.isSeparator() else action.text() for action in actions]


def test_actions_stand_in_their_sections_in_the_order_of_the_layout_whatever_the_order_declared(made):
    window, _controller, registry = made
    feature = Counter()
    registry.add(feature, [Action("quit", "Quit", lambda counter: None, "file", "quit"),
                           Action("export", "Export", lambda counter: None, "file", "export", toolbar="export"),
                           Action("open", "Open", lambda counter: None, "file", "open", toolbar="file"),
                           Submenu("recent", "Recent", "file", "recent"),
                           Action("alone", "Alone", lambda counter: None, "recent")])
    registry.add(feature, [Action("export-more", "Export more", lambda counter: None, "file", "export")])
    box = QWidget()
    registry.add_to_toolbar("rules", box)
    toolbar = QToolBar()
    registry.build(window.menuBar(), toolbar)
    assert texts(registry.menu("file").actions()) == ["Open", "Recent", "Export", "Export more", "|", "Quit"]
    assert texts(registry.menu("recent").actions()) == ["Alone"]
    assert texts(toolbar.actions())[:2] == ["Open", "|"] and registry["export"] in toolbar.actions()
    assert toolbar.widgetForAction(toolbar.actions()[2]) is box  # the rules' box, before Export
    assert [action.text() for action in menu_actions(registry.menu("file"))] == [
        "Open", "Alone", "Export", "Export more", "Quit"]


def test_an_action_is_found_by_its_id_and_two_of_one_id_are_refused(made):
    window, _controller, registry = made
    feature = Counter()
    registry.add(feature, [Action("count", "&Count\u2026", lambda counter: counter.done.append("count"), "tools",
                                  "tools", keys=("Ctrl+K",), tip="Count one more")])
    action = registry["count"]
    action.trigger()
    assert feature.done == ["count"] and action in window.actions()
    assert action.iconText() == "Count" and action.toolTip() == "Count\u2026 (Ctrl+K)"
    assert action.statusTip() == "Count one more"
    with pytest.raises(ValueError, match="count"):
        registry.add(feature, [Action("count", "Again", lambda counter: None)])


def test_a_section_the_menus_do_not_have_is_refused_when_the_menus_are_built(made):
    window, _controller, registry = made
    registry.add(Counter(), [Action("lost", "Lost", lambda counter: None, "file", "nowhere")])
    with pytest.raises(ValueError, match="nowhere"):
        registry.build(window.menuBar(), QToolBar())


def test_each_action_is_enabled_in_its_modes_and_while_it_has_what_it_needs(made, welcome_board):
    window, controller, registry = made
    feature = Counter()
    registry.add(feature, [
        Action("edit", "Edit", lambda counter: None, "edit", "change", edits=True),
        Action("look", "Look", lambda counter: None, "analysis", "analysis", modes=EDITOR_MODES),
        Action("copy", "Copy", lambda counter: None, "analysis", "analysis", modes=frozenset({Mode.REPLAY})),
        Action("always", "Always", lambda counter: None, "help", "help"),
        Action("ready", "Ready", lambda counter: None, "help", "help", enabled=lambda counter: counter.ready)])
    registry.build(window.menuBar(), QToolBar())

    def enabled() -> set[str]:
        return {name for name in ("edit", "look", "copy", "always", "ready") if registry[name].isEnabled()}

    assert enabled() == {"edit", "look", "always", "ready"}
    assert registry.editing() == [registry["edit"]]
    controller.start_exercises(ExerciseSession([exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)]))
    assert enabled() == {"always", "ready"}
    controller.leave_exercises()
    feature.ready = False
    registry.refresh()
    assert enabled() == {"edit", "look", "always"}
