"""Looking into the analysis: how an unsafe block dies (its capture replayed, and copied into a
variation), Benson's verdicts checked by an exhaustive search, and the board's own menu."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu

from ...core.geometry import Point
from ...core.words.i18n import N_, _
from ...view.modes import Mode
from ..dialogs import SearchProgress
from .registry import EDITOR_MODES, Action, Editor, Feature


class AnalysisFeature(Feature):
    """The Analysis menu, and the menu of a point of the board."""

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.search_dialog: SearchProgress | None = None
        for view in self.views:
            view.menu_requested.connect(self.show_board_menu)
        self.registry.add(self, ACTIONS)

    def board_menu(self, point: Point) -> QMenu:
        """What can be done with the point under the mouse."""
        menu = QMenu(self.window)
        menu.addAction(_("Show how it dies"), lambda: self.controller.show_kill(point))
        menu.addAction(self.registry["verify"])
        return menu

    def show_board_menu(self, point: Point, where: QPoint, by_mouse: bool) -> None:
        """Right-click opens the menu with the Inspect tool only: other tools place the other
        colour or remove a mark with it.  The keyboard's menu key opens it with any tool."""
        if by_mouse and self.controller.session.tool != "inspect":
            return
        self.board_menu(point).exec(where)

    def verify_by_search(self) -> None:
        """Run the search with a progress dialog whose Cancel stops it."""
        if not self.controller.start_search():
            return
        search = self.controller.search
        dialog = self.search_dialog = SearchProgress(self.window)
        search.progress.connect(dialog.show_count)
        dialog.canceled.connect(search.cancel)
        search.finished.connect(dialog.reset)
        search.finished.connect(dialog.deleteLater)


ACTIONS: tuple[Action[AnalysisFeature], ...] = (
    Action("show-kill", N_("Show how it &dies"), lambda feature: feature.controller.show_kill(), "analysis",
           "analysis", keys=("K",), tip=N_("Replay the capture of the block under the mouse or selected, move by move"),
           modes=EDITOR_MODES),  # it would tell the verdict
    Action("copy-kill", N_("&Copy the capture into a variation"),
           lambda feature: feature.controller.copy_kill_to_variation(), "analysis", "analysis",
           tip=N_("Add the replayed capturing moves as a new variation"), modes=frozenset({Mode.REPLAY})),
    Action("verify", N_("&Verify by search\u2026"), AnalysisFeature.verify_by_search, "analysis", "analysis",
           keys=("V",), icon="verify", tip=N_("Check Benson's verdicts by trying every sequence of attacker moves "
                                              "(small positions, or the selected region)"),
           modes=EDITOR_MODES, toolbar="verify"),
    Action("leave", N_("Back to the analysis"), lambda feature: feature.controller.leave(), "analysis", "analysis",
           keys=("Esc",), tip=N_("Leave a replay or a search's verdicts; else drop the selection")),
)
