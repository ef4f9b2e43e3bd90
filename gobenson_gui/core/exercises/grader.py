"""Grading an answer, item by item, with the analysis's own reasons.

An answer is a sequence of points: the stones of the blocks the student marks (safe, rules), the
points of the regions chosen (vital), the moves in order (capture) or the stones added in order
(make-safe).  The grade holds one :class:`Mark` per block, region or move, so that an editor can
colour each and show its reason; reasons are the sentences of
:func:`~gobenson_gui.core.report.explain_block` and its siblings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial

from ..analysis import ColourAnalysis, analyze_colour
from ..coords import point_name
from ..geometry import Geometry, Point
from ..kill import kill_sequence
from ..report import block_label, colour_word, explain_block, lettered, region_reason
from ..rules import IllegalMove, Rules, play
from ..words import exercises as words
from .model import Exercise, Kind
from .solver import blocks_rules_change

Answer = tuple[Point, ...]
"""The student's points, in the order given."""


@dataclass(frozen=True, slots=True)
class Mark:
    """The verdict on one item of an answer: a block, a region, a move or a stray point."""

    where: Point
    """The point that names the item: a block's or region's first point, or the move."""
    points: int
    """All points of the item (a set in the board's geometry), for highlighting."""
    correct: bool
    said: str
    """What the student said of it, e.g. ``safe``, ``not safe``, ``vital``, ``move 3``; for the
    block of a capture or make-safe, what became of it (``captured``, ``not safe``)."""
    reason: str
    regions: tuple[tuple[int, str], ...] = ()
    """The regions the reason names by letter, each as its points and its letter: the board
    draws them, since an exercise shows no region otherwise."""


@dataclass(frozen=True, slots=True)
class Grade:
    exercise: Exercise
    marks: tuple[Mark, ...]
    solved: bool

    @property
    def right(self) -> int:
        return sum(mark.correct for mark in self.marks)

    def name(self, point: Point) -> str:
        return point_name(point, self.exercise.board.rows)


def named_regions(side: ColourAnalysis, regions: Iterable[int]) -> tuple[tuple[int, str], ...]:
    """``regions`` of ``side`` as a :class:`Mark` carries them, lettered as the reasons are."""
    names = lettered(side)
    return tuple((side.regions[region].mask, names[region]) for region in regions)


def explained(side: ColourAnalysis, block: int) -> tuple[str, tuple[tuple[int, str], ...]]:
    """Why ``block`` is safe or not, and the regions the sentence names."""
    return (explain_block(side, block, lettered(side)),
            named_regions(side, side.explained_regions(block)))


def _stray(geom: Geometry, point: Point, what: str) -> Mark:
    """A point of the answer that names nothing the question asks about."""
    bit = geom.bit(point) if geom.contains(point) else 0
    return Mark(point, bit, False, words.CHOSEN, words.is_not(point_name(point, geom.rows), what))


def _illegal(point: Point, rows: int, said: str, error: IllegalMove) -> Mark:
    return Mark(point, 0, False, said, words.is_illegal(point_name(point, rows), str(error)))


def _block_marks(side: ColourAnalysis, answer: Answer, expected: set[int], said: tuple[str, str],
                 explain: Callable[[int], tuple[str, tuple[tuple[int, str], ...]]]) -> list[Mark]:
    """One mark per block of ``side``: right when the student marked exactly the blocks of
    ``expected``; ``said`` names a marked and an unmarked block's claim."""
    chosen: set[int] = set()
    marks: list[Mark] = []
    for point in answer:
        block = side.block_at(point) if side.geometry.contains(point) else None
        if block is None:
            marks.append(_stray(side.geometry, point, words.a_stone_of(colour_word(side.colour))))
        else:
            chosen.add(block.index)
    for block in side.blocks:
        marked = block.index in chosen
        marks.append(Mark(block.first, block.mask, marked == (block.index in expected),
                          said[0] if marked else said[1], *explain(block.index)))
    return marks


def _grade_safe(exercise: Exercise, answer: Answer) -> list[Mark]:
    side = analyze_colour(exercise.board, exercise.colour, exercise.rules)
    return _block_marks(side, answer, set(side.final.blocks), (words.SAFE, words.NOT_SAFE), partial(explained, side))


def _grade_rules(exercise: Exercise, answer: Answer) -> list[Mark]:
    sides = [analyze_colour(exercise.board, exercise.colour, rules) for rules in Rules]
    differ = set(blocks_rules_change(exercise.board, exercise.colour))

    def explain(block: int) -> tuple[str, tuple[tuple[int, str], ...]]:
        reasons = [explained(side, block) for side in sides]
        return (" ".join(words.under_rules(side.rules.value, reason) for side, (reason, _) in zip(sides, reasons)),
                tuple(dict.fromkeys(region for _, regions in reasons for region in regions)))
    return _block_marks(sides[0], answer, differ, (words.RULES_DECIDE, words.RULES_DO_NOT_MATTER), explain)


def _grade_vital(exercise: Exercise, answer: Answer) -> list[Mark]:
    side = analyze_colour(exercise.board, exercise.colour, exercise.rules)
    block = side.block_of(exercise.marked).index
    vital = {region.index for region in side.vital_regions(block)}
    chosen: set[int] = set()
    marks: list[Mark] = []
    for point in answer:
        region = side.region_at(point) if side.geometry.contains(point) else None
        if region is None or block not in region.neighbours:
            marks.append(_stray(exercise.board.geometry, point, words.beside_block(block_label(side, block))))
        else:
            chosen.add(region.index)
    cast_out = {removal.region: removal for step in side.steps for removal in step.removed_regions}
    names = lettered(side)
    for region in side.regions:
        if block not in region.neighbours:
            continue
        is_chosen = region.index in chosen
        removal = cast_out.get(region.index)
        reason, regions = ((region_reason(side, removal, names), named_regions(side, [region.index])) if removal
                           else explained(side, block))
        marks.append(Mark(region.first, region.mask, is_chosen == (region.index in vital),
                          words.VITAL if is_chosen else words.NOT_VITAL, reason, regions))
    return marks


class CaptureAttempt:
    """The student's attack on the marked block, one move at a time; its owner always passes.
    An illegal move leaves the position as it was."""

    def __init__(self, exercise: Exercise) -> None:
        self.exercise = exercise
        self.board = exercise.board
        self.moves: list[Point] = []

    @property
    def captured(self) -> bool:
        return self.board.get(self.exercise.marked) is None

    def play(self, point: Point) -> Mark:
        ex = self.exercise
        number = words.move_number(len(self.moves) + 1)
        try:
            result = play(self.board, point, ex.colour.opponent, ex.rules)
        except IllegalMove as error:
            return _illegal(point, ex.board.rows, number, error)
        self.board = result.board
        self.moves.append(point)
        bit = self.board.geometry.bit(point)
        if self.captured:
            return Mark(point, bit, True, number, words.captures_the_block(point_name(point, ex.board.rows)))
        return Mark(point, bit, True, number, words.is_legal(point_name(point, ex.board.rows)))

    def verdict(self) -> Mark:
        """The block's state now: captured, or why it still stands (it may have become safe)."""
        ex = self.exercise
        if self.captured:
            return Mark(ex.marked, ex.target_block(), True, words.CAPTURED, words.captured_in(len(self.moves)))
        side = analyze_colour(self.board, ex.colour, ex.rules)
        block = side.block_of(ex.marked)
        liberties = words.liberties_left(point_name(block.first, ex.board.rows),
                                         self.board.liberties(block.mask).bit_count())
        if not side.is_safe(block.index):
            return Mark(block.first, block.mask, False, words.NOT_CAPTURED, liberties)
        reason, regions = explained(side, block.index)  # the moves made it safe
        return Mark(block.first, block.mask, False, words.NOT_CAPTURED, words.and_now(liberties, reason), regions)

    def show_me(self) -> tuple[Point, ...] | None:
        """Moves that capture the block from here; None once it cannot be captured any more."""
        if self.captured:
            return ()
        kill = kill_sequence(self.board, self.exercise.marked, self.exercise.rules)
        return None if kill is None else kill.moves


def _grade_capture(exercise: Exercise, answer: Answer) -> list[Mark]:
    attempt = CaptureAttempt(exercise)
    marks: list[Mark] = []
    for point in answer:
        if attempt.captured:
            break
        if not exercise.board.geometry.contains(point):
            marks.append(_stray(exercise.board.geometry, point, str(words.A_POINT_OF_THE_BOARD)))
            break
        marks.append(attempt.play(point))
        if not marks[-1].correct:
            break
    return marks + [attempt.verdict()]


def _grade_make_safe(exercise: Exercise, answer: Answer) -> list[Mark]:
    board, colour, rules = exercise.board, exercise.colour, exercise.rules
    marks: list[Mark] = []
    for number, point in enumerate(answer, 1):
        if not board.geometry.contains(point):
            marks.append(_stray(exercise.board.geometry, point, str(words.A_POINT_OF_THE_BOARD)))
            break
        try:
            board = play(board, point, colour, rules).board
        except IllegalMove as error:
            marks.append(_illegal(point, board.rows, words.stone_number(number), error))
            break
        too_many = number > exercise.stones_allowed
        reason = words.allows(exercise.stones_allowed) if too_many else words.PLACED
        marks.append(Mark(point, board.geometry.bit(point), not too_many, words.stone_number(number), reason))
        if board.get(exercise.marked) is None:
            break  # a suicide took the block: no later stone brings it back
    if board.get(exercise.marked) is None:
        where = point_name(exercise.marked, board.rows)
        return marks + [Mark(exercise.marked, exercise.target_block(), False, words.NOT_SAFE, words.block_gone(where))]
    side = analyze_colour(board, colour, rules)
    block = side.block_of(exercise.marked)
    safe = side.is_safe(block.index)
    marks.append(Mark(block.first, block.mask, safe, words.SAFE if safe else words.NOT_SAFE,
                      *explained(side, block.index)))
    return marks


_GRADERS = {
    Kind.SAFE: _grade_safe, Kind.VITAL: _grade_vital, Kind.CAPTURE: _grade_capture,
    Kind.MAKE_SAFE: _grade_make_safe, Kind.RULES: _grade_rules,
}


def grade(exercise: Exercise, answer: Iterable[Point]) -> Grade:
    """Grade ``answer`` (a sequence of points, see the module's doc); the exercise is solved when
    every mark is right."""
    marks = tuple(_GRADERS[exercise.kind](exercise, tuple(answer)))
    return Grade(exercise, marks, all(mark.correct for mark in marks))

