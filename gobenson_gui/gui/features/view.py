"""What the window shows besides the board: the move numbers, the keyboard on the board, and
the side panels (shown, hidden, or back at their opening widths)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QWidget

from ...core.words.i18n import N_
from .registry import EDITOR_MODES, Action, Editor, Feature


class Panels(Protocol):
    """The window's side panels, as the View menu shows, hides and resets them."""

    @property
    def panels_changed(self) -> SignalInstance:
        """A panel was shown, hidden, shut against the edge or opened again."""

    @property
    def moves_panel(self) -> QWidget:
        """The move list and the comment."""

    @property
    def side(self) -> QWidget:
        """The analysis."""

    def is_open(self, panel: QWidget) -> bool: ...

    def show_panel(self, panel: QWidget, shown: bool) -> None: ...

    def reset_panels(self) -> None: ...


class ViewFeature(Feature):
    """The View menu's own part (presentation is the classroom's)."""

    def __init__(self, editor: Editor, panels: Panels) -> None:
        super().__init__(editor)
        self.panels = panels
        self.registry.add(self, ACTIONS)
        panels.panels_changed.connect(self.tick_panels)

    def toggle_panel(self, panel: QWidget, action_id: str) -> None:
        self.panels.show_panel(panel, self.registry[action_id].isChecked())

    def tick_panels(self) -> None:
        """The View menu ticks the panels that are open (shown and not shut)."""
        for panel, action_id in ((self.panels.moves_panel, "moves-panel"), (self.panels.side, "analysis-panel")):
            self.registry[action_id].setChecked(self.panels.is_open(panel))


ACTIONS: tuple[Action[ViewFeature], ...] = (
    Action("move-numbers", N_("Move &numbers"),
           lambda feature: feature.controller.set_move_numbers(feature.registry["move-numbers"].isChecked()), "view",
           "board", tip=N_("Number the stones played in the line to this node"), checkable=True),
    Action("board-focus", N_("Keyboard to the &board"), lambda feature: feature.views[0].take_keyboard(), "view",
           "board", keys=("F6",), tip=N_("Give the board the keyboard: Shift+arrow keys move its cursor, Enter acts "
                                         "there")),
    Action("moves-panel", N_("Moves and &comment"),
           lambda feature: feature.toggle_panel(feature.panels.moves_panel, "moves-panel"), "view", "panels",
           tip=N_("Show or hide the move list and comment"), modes=EDITOR_MODES, checkable=True),
    Action("analysis-panel", N_("&Analysis panel"),
           lambda feature: feature.toggle_panel(feature.panels.side, "analysis-panel"), "view", "panels",
           tip=N_("Show or hide the analysis"), modes=EDITOR_MODES, checkable=True),
    Action("reset-panels", N_("&Reset panels"), lambda feature: feature.panels.reset_panels(), "view", "panels",
           tip=N_("Both panels shown at the widths the window opens with"), modes=EDITOR_MODES),
)
"""The panels are the editor's: while exercises are answered the question panel stands in for them."""
