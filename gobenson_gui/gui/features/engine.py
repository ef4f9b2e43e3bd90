"""The Engine menu: a GTP engine's status in play for each block, beside Benson's verdict.

The engine runs in its own process, asked from a thread of its own so that the window stays
responsive; it is asked block by block, each block drawn as it is read, with the blocks read so
far and a Cancel button in the status bar (Stop engine in the menu does the same; what was read
stays).  An engine that fails says so once, in a notice, and the editor goes on.  What it
answered is drawn while the board stays the one it was asked about (see
:meth:`~gobenson_gui.view.session.EditorSession.in_play`)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal
from PySide6.QtWidgets import QProgressBar, QPushButton

from ...core.analysis import Analysis
from ...core.words.i18n import N_, _
from ...gtp import words as engine_words
from ...gtp.client import EngineCancelled, EngineError, GtpClient
from ...gtp.statuses import ask_engine, position_problem
from ...view.engine_comparison import EngineAnswer
from .. import words
from ..engine_settings import engine_command, engine_timeout
from ..preferences import PreferencesDialog
from .edit import EditFeature
from .registry import Action, Editor, Feature

NOTICE_TITLE = N_("Engine")


class EngineThread(QThread):
    progress = Signal(object, int, int)
    """The answer so far, blocks read, and blocks asked about."""
    answered = Signal(object)
    """The :class:`~gobenson_gui.view.engine_comparison.EngineAnswer`."""
    failed = Signal(str)
    """Why the engine gave no answer, in words."""
    cancelled = Signal()

    def __init__(self, client: GtpClient, analysis: Analysis, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.analysis = analysis

    def run(self) -> None:
        try:
            answer = ask_engine(self.client, self.analysis, self.progress.emit)
        except EngineCancelled:
            self.cancelled.emit()
        except EngineError as error:
            self.failed.emit(str(error))
        else:
            self.answered.emit(answer)
        finally:
            self.client.close()

    def cancel(self) -> None:
        self.client.cancel()


class EngineMenu(Feature):
    """The Engine menu's actions, and the one engine thread they run at a time."""

    def __init__(self, editor: Editor, edit: EditFeature) -> None:
        super().__init__(editor)
        self.edit = edit
        self.engine_thread: EngineThread | None = None
        """The engine being asked, while it runs."""
        self.progress_bar = QProgressBar()
        self.progress_bar.setFormat("%v / %m")
        self.progress_bar.setMaximumWidth(self.progress_bar.fontMetrics().horizontalAdvance("0" * 16))
        self.cancel_button = QPushButton(_("Cancel"))
        self.cancel_button.setToolTip(_("Stop the engine; the blocks it has read stay marked"))
        self.cancel_button.clicked.connect(self.stop)
        for index, widget in enumerate((self.progress_bar, self.cancel_button)):
            self.window.statusBar().insertPermanentWidget(index, widget)
            widget.hide()
        self.registry.add(self, ACTIONS)

    @property
    def running(self) -> bool:
        return self.engine_thread is not None

    def compare(self) -> None:
        """Start asking the engine about the position on the board; a position or an engine that
        cannot be asked is said at once."""
        if self.running:
            return
        control = self.controller
        problem = position_problem(control.session.board)
        if problem is not None:
            control.notice.emit(_(NOTICE_TITLE), problem)
            return
        try:
            client = GtpClient(engine_command(self.settings), engine_timeout(self.settings))
        except EngineError as error:
            control.notice.emit(_(NOTICE_TITLE), str(error))
            return
        thread = self.engine_thread = EngineThread(client, control.session.analysis, self)
        # Slots of objects of the GUI thread, never lambdas, so that Qt queues the thread's signals there.
        thread.progress.connect(self._progress)
        thread.answered.connect(self._answered)
        thread.failed.connect(self._failed)
        thread.cancelled.connect(self._cancelled)
        thread.finished.connect(self._finished)
        self._enable(running=True)
        control.tell(str(words.WAITING))
        thread.start()

    def _progress(self, answer: EngineAnswer, done: int, total: int) -> None:
        """A block read: drawn at once, and counted."""
        control = self.controller
        if answer.statuses:
            control.show_in_play(answer)
        control.tell(words.progress(done, total))
        self.progress_bar.setRange(0, total)
        self.progress_bar.setValue(done)

    def _answered(self, answer: EngineAnswer) -> None:
        control = self.controller
        control.show_in_play(answer)
        control.tell(words.answered(answer.engine))

    def _failed(self, message: str) -> None:
        self.controller.notice.emit(_(NOTICE_TITLE), message)

    def _cancelled(self) -> None:
        self.controller.tell(str(engine_words.CANCELLED))

    def stop(self) -> None:
        if self.engine_thread is not None:
            self.engine_thread.cancel()

    def stop_and_wait(self) -> None:
        """Stop the engine and wait for its thread (before the window closes)."""
        thread = self.engine_thread
        if thread is not None:
            thread.cancel()
            thread.wait()
            self._finished()

    def _finished(self) -> None:
        if self.engine_thread is not None:
            self.engine_thread.deleteLater()
            self.engine_thread = None
        self._enable(running=False)

    def _enable(self, running: bool) -> None:
        self.registry.refresh("compare-engine", "stop-engine")
        self.progress_bar.setRange(0, 0)  # busy until the position is set up and the first block asked
        self.progress_bar.setVisible(running)
        self.cancel_button.setVisible(running)

    def edit_settings(self) -> PreferencesDialog:
        """Engine settings…: the Preferences, on the engine's command line."""
        return self.edit.show_preferences(engine=True)


ACTIONS: tuple[Action[EngineMenu], ...] = (
    Action("compare-engine", N_("&Compare with engine"), EngineMenu.compare, "engine", "engine",
           keys=("Ctrl+Shift+E",),
           tip=N_("Ask a Go engine (GNU Go by default) each block's status in play, and show it beside Benson's "
                  "verdict: a purple triangle marks a block alive in play but not unconditionally alive, a "
                  "vermillion one pointing down an unconditionally alive block the engine calls dead"),
           enabled=lambda feature: not feature.running),
    Action("stop-engine", N_("&Stop engine"), EngineMenu.stop, "engine", "engine",
           tip=N_("Stop the engine being asked"), enabled=lambda feature: feature.running),
    Action("engine-settings", N_("Engine &settings\u2026"), EngineMenu.edit_settings, "engine", "settings",
           tip=N_("The engine's command line and time limit")),
)
