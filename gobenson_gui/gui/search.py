"""The exhaustive lookahead of both colours, run off the GUI thread so that the window stays
responsive and its Cancel button can stop it, and the small controller that runs one such
search at a time."""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal

from ..core.board import Board, Colour
from ..core.lookahead import SearchCancelled, SearchTooLarge, Verdict, verify
from ..core.rules import Rules
from ..view.verification import Verification, refusal
from .words import search_gave_up


class SearchThread(QThread):
    progress = Signal(int)
    """Arrangements searched so far, both colours together."""
    found = Signal(object)
    """The :class:`Verification`, when the search has finished."""
    cancelled = Signal()
    too_large = Signal(str)
    """The search met more arrangements than its budget allows: the words to say so."""

    def __init__(self, board: Board, rules: Rules, within: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.rules = rules
        self.within = within
        self._cancelled = False
        self._done = 0
        """Arrangements of the colours already searched."""
        self._seen = 0
        """Arrangements of the colour being searched, as last reported."""

    def cancel(self) -> None:
        """Ask the search to stop at its next progress report."""
        self._cancelled = True

    def _report(self, count: int) -> bool:
        self._seen = count
        self.progress.emit(self._done + count)
        return not self._cancelled

    def run(self) -> None:
        verdicts: list[tuple[Colour, Verdict]] = []
        try:
            for colour in Colour:
                found = verify(self.board, colour, self.rules, self.within or None, progress=self._report)
                verdicts.extend((colour, verdict) for verdict in found)
                self._done, self._seen = self._done + self._seen, 0
        except SearchCancelled:
            self.cancelled.emit()
            return
        except SearchTooLarge as error:
            self.too_large.emit(search_gave_up(error))
            return
        self.found.emit(Verification.of(self.board, self.within, self.rules, verdicts))


class SearchController(QObject):
    """Runs one search at a time: refuses a position too large to search, owns the thread,
    and relays its progress and its end as signals of this object (which lives in the GUI
    thread, so Qt queues them there)."""

    progress = Signal(int)
    """Arrangements searched so far."""
    found = Signal(object)
    """The :class:`Verification` of a finished search."""
    cancelled = Signal()
    too_large = Signal(str)
    """The search was refused, or gave up: why, in words."""
    finished = Signal()
    """The thread has ended, however the search ended."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker: SearchThread | None = None
        """The last search started, running or finished."""

    def start(self, board: Board, rules: Rules, within: int) -> bool:
        """Search ``board`` (the attacker playing only in ``within``, if not 0) in a thread;
        False, with :attr:`too_large`, when it is too big to try."""
        reason = refusal(board, within)
        if reason is not None:
            self.too_large.emit(reason)
            return False
        if self.worker is not None:
            self.worker.deleteLater()  # the previous one, finished: the progress dialog is modal
        thread = self.worker = SearchThread(board, rules, within, self)
        for source, relay in ((thread.progress, self.progress), (thread.found, self.found),
                              (thread.cancelled, self.cancelled), (thread.too_large, self.too_large),
                              (thread.finished, self.finished)):
            source.connect(relay)
        thread.start()
        return True

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()

    @property
    def running(self) -> bool:
        return self.worker is not None and self.worker.isRunning()

    def stop(self) -> None:
        """Cancel a running search and wait for its thread (before the window closes)."""
        if self.worker is not None and self.worker.isRunning():
            self.worker.cancel()
            self.worker.wait()
