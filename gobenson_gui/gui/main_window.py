"""The main window: board(s) in the middle, the game tree and comment on the left, the analysis
on the right; menus, toolbar and status bar.  It lays the widgets out, wires them to the
controller in one table, and handles the window's own events.  What the editor can do is in its
features (:mod:`.features`), each declaring its actions, which fill the menus and the toolbar."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QMoveEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QPushButton, QSplitter, QToolBar, QVBoxLayout, QWidget

from ..core.board import Colour
from ..core.report import colour_name
from ..core.settings import Settings
from ..core.words.editor import to_play
from ..core.words.i18n import _
from ..view.modes import Mode
from ..view.panels import Panel
from . import remembered
from .board_view import BoardView, show_boards
from .controller import Change, Controller, Part
from .dialogs import ask_label, show_notice
from .features.analysis import AnalysisFeature
from .features.classroom import ClassroomFeature
from .features.edit import EditFeature
from .features.engine import EngineMenu
from .features.exercises import ExerciseMode
from .features.export import ExportFeature
from .features.file import FileFeature, dropped_files
from .features.navigate import NavigateFeature
from .features.problems import ProblemsFeature
from .features.registry import ActionRegistry, Editor
from .features.view import ViewFeature
from .panels import AnalysisPanel, CommentEditor, GameTreeView, SidePanel
from .screen_fit import activate, available_area, centred, frame_margins, placed
from .settings import keep, open_settings

PREFERRED_SIZE = QSize(1360, 900)
"""The window's size when the screen has room for it."""
SPLITTER_SHARES = (190, 820, 340)
"""Moves and comment, boards, analysis: the proportions the window opens with (each panel no
narrower than its contents need)."""
PANEL_MIN_WIDTH = 140
"""The move list and comment may be dragged this narrow, or shut."""


class MainWindow(QMainWindow):
    panels_changed = Signal()
    """A side panel was shown, hidden, shut against the edge or opened again."""

    def __init__(self, controller: Controller | None = None, settings: Settings | None = None) -> None:
        super().__init__()
        self.controller = controller or Controller(self)
        self.controller.ask_label = lambda default: ask_label(self, default)
        self.settings = settings if settings is not None else open_settings()
        self.setAcceptDrops(True)

        self.views = [BoardView(), BoardView()]
        boards = QWidget()
        row = QHBoxLayout(boards)
        row.setContentsMargins(0, 0, 0, 0)
        for view in self.views:
            row.addWidget(view)
            view.clicked.connect(self.controller.click)
            view.hovered.connect(self.controller.set_hover)
            view.dragged.connect(self.controller.drag)
            view.released.connect(self.controller.release)
            view.keyboard_moved.connect(self.controller.cursor_at)
            view.activated.connect(self.controller.activate)
            view.reader = self.controller.point_reading
        self.views[1].hide()

        self.tree = GameTreeView()
        self.comment = CommentEditor()
        self.left_splitter = left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self._titled(_("Moves"), self.tree))
        left.addWidget(self._titled(_("Comment"), self.comment))
        self.analysis_panel = AnalysisPanel()
        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(boards)
        self.side = SidePanel(self.analysis_panel)  # on a small screen it scrolls rather than squeezing its rows
        self.side.heightened.connect(self.analysis_panel.fit_height)
        splitter.addWidget(self.side)
        self.setCentralWidget(splitter)
        self._let_board_dominate(boards)

        self.point_label = QLabel()
        self.statusBar().addPermanentWidget(self.point_label)
        self.to_play_button = QPushButton()
        self.to_play_button.setFlat(True)
        self.to_play_button.setToolTip(_("Who plays next; click to give the move to the other colour"))
        self.statusBar().addPermanentWidget(self.to_play_button)

        self._replaying = False
        """Whether a capture was being replayed, so that leaving it scrolls the panel back up."""
        self.registry = ActionRegistry(self, self.controller)
        editor = Editor(self, self.controller, self.settings, self.registry, self.views)
        self.file = FileFeature(editor)
        self.edit = EditFeature(editor, self.file)
        self.navigate = NavigateFeature(editor)
        self.analysis = AnalysisFeature(editor)
        self.view = ViewFeature(editor, self)
        self.export = ExportFeature(editor, self.file)
        self.classroom = ClassroomFeature(editor, self.file)
        self.exercise_mode = ExerciseMode(editor, self.file, self.splitter)
        self.problems = ProblemsFeature(editor, self.file)
        self.engine = EngineMenu(editor, self.edit)
        toolbar = QToolBar(_("Main"))
        toolbar.setObjectName("main-toolbar")
        toolbar.setMovable(False)
        self.registry.build(self.menuBar(), toolbar)
        self.addToolBar(toolbar)
        self._connect_signals()
        self._framed = False
        if not remembered.restore_window(self, self.settings):
            self._fit_to_screen()
        remembered.restore_view(self.analysis_panel, self.settings)
        self.edit.apply_preferences()
        self.controller.show_everything()

    @staticmethod
    def _titled(title: str, widget: QWidget) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(4, 4, 4, 4)
        heading = QLabel(title)
        heading.setObjectName("heading")
        widget.setAccessibleName(title)  # the heading above it says what it is only to the eye
        column.addWidget(heading)
        column.addWidget(widget)
        return box

    def _let_board_dominate(self, boards: QWidget) -> None:
        """The board takes what the window gains or loses; the side panels start narrow, may be
        shut against the edge (or hidden from the View menu), and come back by dragging the
        handle -- so that on a small or scaled screen the board stays large."""
        splitter = self.splitter
        self.moves_panel.setMinimumWidth(PANEL_MIN_WIDTH)  # the analysis asks for its contents' width itself
        splitter.setChildrenCollapsible(True)
        splitter.setCollapsible(splitter.indexOf(boards), False)
        splitter.setStretchFactor(splitter.indexOf(boards), 1)
        splitter.splitterMoved.connect(lambda *_: self._show_panel_state())

    def _fit_to_screen(self) -> None:
        """Open at the preferred size in the middle of the screen's free area, or smaller when
        that area (less the window manager's frame) is smaller, with the panels at their shares."""
        self.place(centred(PREFERRED_SIZE, available_area(self)))
        self.reset_panels()

    def place(self, wanted: QRect) -> None:
        """Put the window's client area at ``wanted``, or as near as the screen's free area
        allows with the frame around it (Qt places a window by its frame)."""
        self._wanted = wanted
        frame = frame_margins(self)
        client = placed(wanted, available_area(self, wanted.center()), frame)
        self._placed_size = client.size()
        self.resize(client.size())
        self.move(client.left() - frame.left(), client.top() - frame.top())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._fit_to_frame)  # where the frame is known once shown

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._fit_to_frame()  # an X11 window manager moves the window as it frames it

    def _fit_to_frame(self) -> None:
        """Once the window manager has told the window's frame, place it again with it (the
        first time had to guess it): the status bar must stay on the screen, and the window
        takes the room a smaller frame leaves."""
        handle = self.windowHandle()
        if self._framed or handle is None or handle.frameMargins().isNull():
            return
        self._framed = True
        if self.isMaximized() or self.size() != self._placed_size:
            return  # maximized, or sized since by someone who knows better
        room = available_area(self, self._wanted.center())
        if self.geometry() != placed(self._wanted, room, handle.frameMargins()):
            self.place(self._wanted)

    def reset_panels(self) -> None:
        """Both side panels shown at their opening shares of the window's width (each at least
        as wide as its contents need: the splitter sees to that)."""
        activate(self)  # the splitter gets its width now, so the shares are of it
        for panel in (self.moves_panel, self.side):
            panel.show()
        width = self.splitter.width()
        self.splitter.setSizes([round(share * width / sum(SPLITTER_SHARES)) for share in SPLITTER_SHARES])
        self.left_splitter.setSizes([420, 380])
        self._show_panel_state()

    def show_panel(self, panel: QWidget, shown: bool) -> None:
        """Show or hide a side panel; one shown after it was shut against the edge opens at its
        opening share, taken from the board."""
        panel.setVisible(shown)
        sizes = self.splitter.sizes()
        index = self.splitter.indexOf(panel)
        if shown and sizes[index] == 0:
            share = round(SPLITTER_SHARES[index] * sum(sizes) / sum(SPLITTER_SHARES))
            sizes[index], sizes[1] = share, sizes[1] - share
            self.splitter.setSizes(sizes)
        self._show_panel_state()

    @property
    def moves_panel(self) -> QWidget:
        """The move list and the comment: the side panel on the left."""
        return self.left_splitter

    def _show_panel_state(self) -> None:
        self.panels_changed.emit()

    def is_open(self, panel: QWidget) -> bool:
        """Whether a side panel is shown and not shut against the edge."""
        return not panel.isHidden() and self.splitter.sizes()[self.splitter.indexOf(panel)] > 0

    def _connect_signals(self) -> None:
        """Every signal between the controller and the widgets, each to one slot: what the
        controller tells, to the widget that shows it; what the user asks, to the controller."""
        control = self.controller
        panel = self.analysis_panel
        switch_player = self.registry["switch-player"]
        wiring = [
            (control.changed, self.show_change),
            (control.mode_changed, panel.show_mode), (control.playing_changed, panel.show_playing),
            (control.mode_changed, self._follow_mode),
            (control.message, self.show_message), (control.notice, self.show_notice),
            (control.point_described, self.point_label.setText),

            (panel.overlays_changed, control.set_overlays), (panel.sequence_changed, control.set_sequence),
            (panel.slider_requested, control.move_slider), (panel.play_toggled, control.toggle_playing),
            (panel.kill_requested, control.show_kill), (panel.copy_requested, control.copy_kill_to_variation),
            (panel.leave_requested, control.leave), (self.comment.comment_edited, control.set_comment),
            (self.tree.node_chosen, control.go_to),
            (self.to_play_button.clicked, switch_player.trigger),
            (switch_player.enabledChanged, self.to_play_button.setEnabled),
        ]
        for signal, slot in wiring:
            signal.connect(slot)
        control.pending_edits = self.comment.commit

    # -- showing ------------------------------------------------------------------------------

    def show_change(self, change: Change) -> None:
        """Each widget shows its part of what changed, read from the change's one scene."""
        shown, parts, panel = change.shown, change.parts, self.analysis_panel
        if change.tree is not None:
            self.tree.show_changes(change.tree)
        if Part.NODE in parts:
            self.comment.show_comment(shown.comment)
            self.show_to_play(shown.to_play)
            self.tree.select(shown.cursor)
        if Part.ANALYSIS in parts:
            panel.show_summary(shown.summary)
        if Part.SLIDER in parts:
            panel.show_slider(*shown.slider)
        if Part.FOCUS in parts:
            self.show_boards(shown.scene)
            panel.show_explanation(shown.explanation)

    def show_boards(self, boards: list[Panel]) -> None:
        show_boards(self.views, boards)
        self.analysis_panel.show_engine_keys(any(picture.alive_in_play or picture.engine_wrong
                                                 for _caption, picture in boards))

    def show_to_play(self, colour: Colour) -> None:
        self.to_play_button.setText(to_play(colour_name(colour)))

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def show_notice(self, title: str, text: str) -> None:
        show_notice(self, title, text)

    def _follow_mode(self, mode: Mode) -> None:
        """On a low screen the replay's slider, buttons and words may be below the fold: a
        replay scrolls them into view, and the summary at the top is brought back once it is over."""
        if mode is Mode.REPLAY:
            activate(self.analysis_panel)
            self.side.ensureWidgetVisible(self.analysis_panel.sequence_box, 0, 0)
        elif self._replaying:
            self.side.verticalScrollBar().setValue(0)
        self._replaying = mode is Mode.REPLAY

    # -- window events ------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.file.confirm_discard():
            self.controller.stop_search()
            self.engine.stop_and_wait()
            self.file.autosave.finish()
            keep(self.settings, remembered.window_state(self))  # a failure is said on standard error
            event.accept()
        else:
            event.ignore()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = dropped_files(event.mimeData())
        if files:
            event.acceptProposedAction()
            self.file.open_path(files[0])
