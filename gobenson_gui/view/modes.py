"""What the editor is showing, as one explicit mode, and what its slider steps through.

The editor session holds exactly one :class:`Mode` at a time, changed in one place; what a mode
shows (a replayed capture, a search's verdicts, the exercises) belongs to that mode alone, so no
two of them can be on show together.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol


class Mode(Enum):
    VERDICT = "verdict"
    """Editing, with the analysis at its verdict: the slider rests at its end."""
    STEPPING = "stepping"
    """The slider stands at a half-step of the casting-out."""
    REPLAY = "replay"
    """A capture is replayed move by move instead of the analysis."""
    VERIFIED = "verified"
    """A search's verdicts are marked on the analysis of the position they were found for."""
    EXERCISES = "exercises"
    """Exercises are answered on the board, the analysis hidden; only leaving them ends this."""


class StepSequence(Protocol):
    """What the slider and the play timer step through: positions 0 to ``length - 1``, the
    half-steps of the casting-out or the moves of a replayed capture."""

    @property
    def length(self) -> int:
        """How many positions the slider offers (at least 1: the start)."""

    def caption(self, index: int) -> str:
        """The slider's words for position ``index``."""
