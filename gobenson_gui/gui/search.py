"""The exhaustive lookahead of both colours, run off the GUI thread so that the window stays
responsive and its Cancel button can stop it."""

from __future__ import annotations

from PySide6.QtCore import QThread, Signal

from ..core.board import Board, Colour
from ..core.lookahead import SearchCancelled, SearchTooLarge, verify
from ..core.rules import Rules
from .verification import Verification


class SearchThread(QThread):
    progress = Signal(int)
    """Arrangements searched so far, both colours together."""
    found = Signal(object)
    """The :class:`Verification`, when the search has finished."""
    cancelled = Signal()
    too_large = Signal(str)
    """The search met more arrangements than its budget allows: the words to say so."""

    def __init__(self, board: Board, rules: Rules, within: int, parent=None) -> None:
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
        verdicts = []
        try:
            for colour in Colour:
                found = verify(self.board, colour, self.rules, self.within or None, progress=self._report)
                verdicts.extend((colour, verdict) for verdict in found)
                self._done, self._seen = self._done + self._seen, 0
        except SearchCancelled:
            self.cancelled.emit()
            return
        except SearchTooLarge as error:
            self.too_large.emit(f"The search gave up: it met {error}. Select a smaller region to search.")
            return
        self.found.emit(Verification.of(self.board, self.within, self.rules, verdicts))
