"""The exercise generator run off the GUI thread, so that the window stays responsive while it
looks for positions, with a progress dialog whose Cancel stops it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from ..core.exercises import ExerciseError, generate
from ..core.exercises.generator import GenerationCancelled
from ..core.words.i18n import _
from .screen_fit import keep_title_whole
from .words import exercises_found

REPORT_EVERY = 50
"""Positions tried between two progress reports when no exercise turns up meanwhile."""


class GeneratorThread(QThread):
    progress = Signal(int, int)
    """Exercises found and positions tried so far."""
    made = Signal(object)
    """The exercises, once all were found."""
    failed = Signal(str)
    """Why the generator made no set, in words."""
    cancelled = Signal()

    def __init__(self, settings: dict[str, Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        """Keyword arguments of :func:`generate` (all but ``progress``)."""
        self._cancelled = False
        self._found = 0

    def cancel(self) -> None:
        """Ask the generator to stop after the position it is trying."""
        self._cancelled = True

    def _report(self, found: int, tries: int) -> bool:
        if found != self._found or tries % REPORT_EVERY == 1:  # the first try, then every REPORT_EVERY
            self._found = found
            self.progress.emit(found, tries)
        return not self._cancelled

    def run(self) -> None:
        try:
            exercises = generate(**self.settings, progress=self._report)
        except GenerationCancelled:
            self.cancelled.emit()
            return
        except ExerciseError as error:
            self.failed.emit(str(error))
            return
        self.made.emit(exercises)


class GeneratorProgress(QProgressDialog):
    """How many exercises have turned up, and Cancel, while the generator runs."""

    def __init__(self, count: int, parent: QWidget | None = None) -> None:
        super().__init__(_("Looking for positions that make good questions\u2026"), _("Cancel"), 0, count, parent)
        self.count = count
        self.setWindowTitle(_("New exercise set"))
        keep_title_whole(self)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumDuration(400)
        self.setAutoReset(False)  # the dialog goes when the thread ends, not when the last exercise turns up

    def show_progress(self, found: int, tries: int) -> None:
        self.setValue(found)
        self.setLabelText(exercises_found(found, self.count, tries))
