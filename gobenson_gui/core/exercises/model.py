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
from ..report import colour_word
from ..rules import Rules
from ..words import exercises as words
from ..words.capture import illegal_position


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
    def parse(cls, text: str) -> Kind:
        try:
            return cls(text)
        except ValueError:
            names = ", ".join(kind.value for kind in cls)
            raise ExerciseError(words.unknown_kind(text, names)) from None


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
            raise ExerciseError(words.has_no_target(self.kind.value))
        return self.target

    @property
    def stones_allowed(self) -> int:
        """The N of a make-safe exercise (checked when the exercise is made)."""
        if self.stone_limit is None:
            raise ExerciseError(words.has_no_stone_limit(self.kind.value))
        return self.stone_limit

    def target_block(self, board: Board | None = None) -> int:
        """The marked block (a point set) on ``board``, by default the exercise's position."""
        return (board or self.board).block_at(self.marked)

    def question(self) -> str:
        """The question as the student reads it; it never gives the verdict away."""
        colour, rules = colour_word(self.colour), self.rules.value
        if self.kind is Kind.SAFE:
            return words.which_alive(colour, rules)
        if self.kind is Kind.RULES:
            return words.which_rules_decide(colour)
        where = point_name(self.marked, self.board.rows)
        if self.kind is Kind.VITAL:
            return words.which_vital(colour, where, rules)
        if self.kind is Kind.CAPTURE:
            return words.capture_it(colour, where, rules)
        return words.make_it_safe(colour, where, rules, self.stones_allowed)


def check(exercise: Exercise) -> None:
    """Raise :class:`ExerciseError` if the exercise cannot be asked as it stands."""
    board = exercise.board
    if board.illegal_blocks():
        first = board.geometry.first_point(board.illegal_blocks()[0])
        raise ExerciseError(illegal_position(point_name(first, board.rows)))
    if exercise.difficulty is not None and not 1 <= exercise.difficulty <= 5:
        raise ExerciseError(words.difficulty_out_of_range(exercise.difficulty))
    if exercise.kind is Kind.MAKE_SAFE:
        if exercise.stone_limit is None or exercise.stone_limit < 1:
            raise ExerciseError(str(words.NO_STONE_LIMIT))
    elif exercise.stone_limit is not None:
        raise ExerciseError(words.limit_not_for(exercise.kind.value))
    if exercise.kind is Kind.RULES and exercise.rules is not Rules.NO_SUICIDE:
        raise ExerciseError(str(words.RULES_TAKE_NO_RULES))
    if exercise.kind not in TARGETED:
        if exercise.target is not None:
            raise ExerciseError(words.no_target_for(exercise.kind.value))
        if not board.stones(exercise.colour):
            raise ExerciseError(words.no_stones_to_ask_about(colour_word(exercise.colour)))
        return
    if exercise.target is None:
        raise ExerciseError(words.needs_target(exercise.kind.value))
    if not board.geometry.contains(exercise.target):
        raise ExerciseError(words.target_off_board(exercise.target))
    where = point_name(exercise.target, board.rows)
    if board.get(exercise.target) is not exercise.colour:
        raise ExerciseError(words.target_not_of(where, colour_word(exercise.colour)))
    side = analyze_colour(board, exercise.colour, exercise.rules)
    safe = side.is_safe(side.block_of(exercise.target).index)
    if exercise.kind is Kind.VITAL and not safe:
        raise ExerciseError(words.no_vital_regions(where))
    if exercise.kind is not Kind.VITAL and safe:
        raise ExerciseError(words.already_alive(where))
