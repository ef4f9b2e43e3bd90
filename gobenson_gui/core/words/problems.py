"""The words of problem collections: why a game is no problem, what the problem mode tells the
student, and the verdicts the check gives each right line."""

from __future__ import annotations

from .i18n import _
from . import counted

NO_SOLUTION_TREE = _("it has no moves to play: a problem needs a solution tree")
NO_STONES = _("it has no stones for a problem to be about")


def too_long(moves: int) -> str:
    return counted("a line is longer than {n} move: a game record, not a problem",
                   "a line is longer than {n} moves: a game record, not a problem", moves)


def in_game(number: int, error: object) -> str:
    return _("game {number}: {error}").format(number=number, error=error)
