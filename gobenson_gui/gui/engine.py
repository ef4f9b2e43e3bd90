"""The Engine menu: a GTP engine's status in play for each block, beside Benson's verdict.

The engine runs in its own process, asked from a thread of its own so that the window stays
responsive; it is asked block by block, each block drawn as it is read, with the blocks read so
far and a Cancel button in the status bar (Stop engine in the menu does the same; what was read
stays).  An engine that fails says so once, in a notice, and the editor goes on.  What it
answered is drawn while the board stays the one it was asked about (see
:meth:`~gobenson_gui.view.session.EditorSession.in_play`)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QMainWindow, QProgressBar, QPushButton

from ..core.analysis import Analysis
from ..core.words import engine as words
from ..core.words.i18n import N_, _
from ..view.engine_client import EngineAnswer, EngineCancelled, EngineError, GtpClient, position_problem
from ..view.engine_comparison import ask_engine
from .engine_settings import engine_command, engine_timeout

NOTICE_TITLE = N_("Engine")


class EngineThread(QThread):
    progress = Signal(object, int, int)
    """The answer so far, blocks read, and blocks asked about."""
    answered = Signal(object)
    """The :class:`~gobenson_gui.view.engine_client.EngineAnswer`."""
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


class EngineMenu(QObject):
    """The Engine menu's actions, and the one engine thread they run at a time."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.thread: EngineThread | None = None
        """The engine being asked, while it runs."""
        a = window._action  # type: ignore[attr-defined]
        self.compare_action = a(_("&Compare with engine"), self.compare, QKeySequence("Ctrl+Shift+E"),
                                tip=_("Ask a Go engine (GNU Go by default) each block's status in play, and show "
                                      "it beside Benson's verdict: a purple triangle marks a block alive in play "
                                      "but not unconditionally alive, a vermillion one pointing down an "
                                      "unconditionally alive block the engine calls dead"))
        self.stop_action = a(_("&Stop engine"), self.stop, tip=_("Stop the engine being asked"))
        self.stop_action.setEnabled(False)
        self.settings_action = a(_("Engine &settings\u2026"), self.edit_settings,
                                 tip=_("The engine's command line and time limit"))
        self.progress_bar = QProgressBar()
        self.progress_bar.setFormat("%v / %m")
        self.progress_bar.setMaximumWidth(self.progress_bar.fontMetrics().horizontalAdvance("0" * 16))
        self.cancel_button = QPushButton(_("Cancel"))
        self.cancel_button.setToolTip(_("Stop the engine; the blocks it has read stay marked"))
        self.cancel_button.clicked.connect(self.stop)
        for index, widget in enumerate((self.progress_bar, self.cancel_button)):
            window.statusBar().insertPermanentWidget(index, widget)
            widget.hide()
        menu = window.menuBar().addMenu(_("E&ngine"))
        menu.addActions([self.compare_action, self.stop_action])
        menu.addSeparator()
        menu.addAction(self.settings_action)
        help_menu = next((action for action in window.menuBar().actions() if action.text() == _("&Help")), None)
        if help_menu is not None:  # Help stays last
            window.menuBar().insertMenu(help_menu, menu)

    @property
    def running(self) -> bool:
        return self.thread is not None

    def compare(self) -> None:
        """Start asking the engine about the position on the board; a position or an engine that
        cannot be asked is said at once."""
        if self.running:
            return
        window, control = self.window, self.window.controller  # type: ignore[attr-defined]
        problem = position_problem(control.session.board)
        if problem is not None:
            control.notice.emit(_(NOTICE_TITLE), problem)
            return
        settings = window.settings  # type: ignore[attr-defined]
        try:
            client = GtpClient(engine_command(settings), engine_timeout(settings))
        except EngineError as error:
            control.notice.emit(_(NOTICE_TITLE), str(error))
            return
        thread = self.thread = EngineThread(client, control.session.analysis, self)
        # Slots of objects of the GUI thread, never lambdas, so that Qt queues the thread's signals there.
        thread.progress.connect(self._progress)
        thread.answered.connect(self._answered)
        thread.failed.connect(self._failed)
        thread.cancelled.connect(self._cancelled)
        thread.finished.connect(self._finished)
        self._enable(running=True)
        control.tell(words.WAITING)
        thread.start()

    def _progress(self, answer: EngineAnswer, done: int, total: int) -> None:
        """A block read: drawn at once, and counted."""
        control = self.window.controller  # type: ignore[attr-defined]
        if answer.statuses:
            control.show_in_play(answer)
        control.tell(words.progress(done, total))
        self.progress_bar.setRange(0, total)
        self.progress_bar.setValue(done)

    def _answered(self, answer: EngineAnswer) -> None:
        control = self.window.controller  # type: ignore[attr-defined]
        control.show_in_play(answer)
        control.tell(words.answered(answer.engine))

    def _failed(self, message: str) -> None:
        self.window.controller.notice.emit(_(NOTICE_TITLE), message)  # type: ignore[attr-defined]

    def _cancelled(self) -> None:
        self.window.controller.tell(words.CANCELLED)  # type: ignore[attr-defined]

    def stop(self) -> None:
        if self.thread is not None:
            self.thread.cancel()

    def stop_and_wait(self) -> None:
        """Stop the engine and wait for its thread (before the window closes)."""
        thread = self.thread
        if thread is not None:
            thread.cancel()
            thread.wait()
            self._finished()

    def _finished(self) -> None:
        if self.thread is not None:
            self.thread.deleteLater()
            self.thread = None
        self._enable(running=False)

    def _enable(self, running: bool) -> None:
        self.compare_action.setEnabled(not running)
        self.stop_action.setEnabled(running)
        self.progress_bar.setRange(0, 0)  # busy until the position is set up and the first block asked
        self.progress_bar.setVisible(running)
        self.cancel_button.setVisible(running)

    def edit_settings(self) -> QDialog:
        """Engine settings…: the Preferences, on the engine's command line."""
        return self.window.show_preferences(engine=True)  # type: ignore[attr-defined]
