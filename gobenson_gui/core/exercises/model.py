"""An exercise: a position, a question about it, and what the question points at.

The verdict is never stored: the grader works it out from the position whenever it grades, so a
teacher's hand-made exercise is graded exactly like a generated one.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..analysis import analyze_colour
from ..board import Board, Colour
from ..coords import point_name
from ..geometry import Point
from ..report import counted
from ..rules import Rules


class ExerciseError(ValueError):
    """An exercise that cannot be asked: the message names what is wrong with it."""


class Kind(str, Enum):
    SAFE = "safe"
    """Which blocks of the colour are unconditionally alive?"""
    VITAL = "vital"
    """Which regions are vital to the marked (safe) block?"""
    CAPTURE = "capture"
    """Capture the marked block while its owner passes."""
    MAKE_SAFE = "make-safe"
    """Add at most N stones of the block's colour to make it unconditionally alive."""
    RULES = "rules"
    """Which blocks of the colour are safe under one rule set and not under the other?"""

    @classmethod
    def parse(cls, text: str) -> "Kind":
        try:
            return cls(text)
        except ValueError:
            names = ", ".join(kind.value for kind in cls)
            raise ExerciseError(f"unknown exercise kind {text!r} (choose {names})") from None


TARGETED = frozenset((Kind.VITAL, Kind.CAPTURE, Kind.MAKE_SAFE))
"""The kinds that ask about one marked block."""


@dataclass(frozen=True)
class Exercise:
    """One question on one position.  ``colour`` is the side the question is about: the owner
    of the marked block, or whose blocks the student judges.  ``target`` is a stone of the
    marked block; ``stone_limit`` the N of make-safe; ``difficulty`` runs from 1 to 5."""

    kind: Kind
    board: Board
    colour: Colour
    rules: Rules = Rules.NO_SUICIDE
    target: Point | None = None
    stone_limit: int | None = None
    difficulty: int | None = None
    title: str = ""

    def __post_init__(self) -> None:
        check(self)

    @property
    def marked(self) -> Point:
        """The stone of the marked block, which every kind of :data:`TARGETED` has (checked when
        the exercise is made)."""
        if self.target is None:
            raise ExerciseError(f"a {self.kind.value} exercise has no target block")
        return self.target

    @property
    def stones_allowed(self) -> int:
        """The N of a make-safe exercise (checked when the exercise is made)."""
        if self.stone_limit is None:
            raise ExerciseError(f"a {self.kind.value} exercise has no stone limit")
        return self.stone_limit

    def target_block(self, board: Board | None = None) -> int:
        """The marked block (a point set) on ``board``, by default the exercise's position."""
        return (board or self.board).block_at(self.marked)

    def question(self) -> str:
        """The question as the student reads it; it never gives the verdict away."""
        colour = self.colour.value
        rules = f"({self.rules.value} rules)"
        if self.kind is Kind.SAFE:
            return f"Which {colour} blocks are unconditionally alive? {rules}"
        if self.kind is Kind.RULES:
            return (f"Which {colour} blocks are unconditionally alive under one rule set "
                    f"(no-suicide, suicide) and not under the other?")
        where = point_name(self.marked, self.board.rows)
        if self.kind is Kind.VITAL:
            return f"Which regions are vital to the {colour} block at {where}? {rules}"
        if self.kind is Kind.CAPTURE:
            return f"Capture the {colour} block at {where}; {colour} always passes. {rules}"
        return (f"Add at most {counted(self.stones_allowed, colour + ' stone')} to make the block at {where} "
                f"unconditionally alive. {rules}")


def check(exercise: Exercise) -> None:
    """Raise :class:`ExerciseError` if the exercise cannot be asked as it stands."""
    board = exercise.board
    if board.illegal_blocks():
        first = board.geometry.first_point(board.illegal_blocks()[0])
        raise ExerciseError(f"the position is illegal: the block at {point_name(first, board.rows)} has no liberty")
    if exercise.difficulty is not None and not 1 <= exercise.difficulty <= 5:
        raise ExerciseError(f"difficulty {exercise.difficulty} is not from 1 to 5")
    if exercise.kind is Kind.MAKE_SAFE:
        if exercise.stone_limit is None or exercise.stone_limit < 1:
            raise ExerciseError("a make-safe exercise needs a stone limit of 1 or more")
    elif exercise.stone_limit is not None:
        raise ExerciseError(f"a stone limit belongs to make-safe exercises, not {exercise.kind.value}")
    if exercise.kind is Kind.RULES and exercise.rules is not Rules.NO_SUICIDE:
        raise ExerciseError("a rules exercise compares both rule sets; it takes no rules of its own")
    if exercise.kind not in TARGETED:
        if exercise.target is not None:
            raise ExerciseError(f"a {exercise.kind.value} exercise asks about every block; it has no target")
        if not board.stones(exercise.colour):
            raise ExerciseError(f"there are no {exercise.colour.value} stones to ask about")
        return
    if exercise.target is None:
        raise ExerciseError(f"a {exercise.kind.value} exercise needs a target block")
    if not board.geometry.contains(exercise.target):
        raise ExerciseError(f"the target {exercise.target} is not a point of the board")
    where = point_name(exercise.target, board.rows)
    if board.get(exercise.target) is not exercise.colour:
        raise ExerciseError(f"the target {where} is not a {exercise.colour.value} stone")
    side = analyze_colour(board, exercise.colour, exercise.rules)
    safe = side.is_safe(side.block_at(exercise.target).index)
    if exercise.kind is Kind.VITAL and not safe:
        raise ExerciseError(f"the block at {where} is not unconditionally alive, so it has no vital regions")
    if exercise.kind is not Kind.VITAL and safe:
        raise ExerciseError(f"the block at {where} is already unconditionally alive")
