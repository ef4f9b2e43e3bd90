"""Fresh exercises from a seed: random arrangements in which one colour encloses a few empty
points and enemy stones (where eyes, joiners and false eyes are common), kept when they make a
good question of the kind asked.  The same seed, kind and size always give the same exercises.

Difficulty (1 to 5) grows with what a student must see: rounds of casting out beyond the second,
regions shared by two blocks, false eyes (small regions not healthy for a block beside them), a
board of 7x7 or more, and for capture and make-safe the length of the answer.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from ..analysis import ColourAnalysis, analyze_colour
from ..benson import Block
from ..board import Board, Colour
from ..geometry import MAX_SIZE, Point, geometry
from ..report import rounds
from ..rules import Rules
from ..words import exercises as words
from .model import Exercise, ExerciseError, Kind
from .solver import MAX_STONES, blocks_rules_change, fewest_stones_to_save, solution

MAX_COUNT = 100
"""The most exercises one set holds: more than a class needs, and a bound on the time it takes."""
FIRST_ATTEMPTS = 400
"""Random positions tried before the generator, having found no exercise at all, gives up: the
kind, size and difficulty make (almost) none.  It does not grow with the count, so a combination
that cannot be made is said as quickly for a hundred exercises as for one."""
ATTEMPTS_PER_EXERCISE = 400
"""Once some turn up, the most positions tried for each exercise asked for."""
MAX_GENERATED_SIZE = 13
"""Larger boards make the make-safe search and the answers' checks slow, and the questions long."""
LARGE_BOARD_POINTS = 49
"""A board of this many points (7x7) or more adds one to every exercise's difficulty."""


class GenerationCancelled(Exception):
    """The progress callback of :func:`generate` asked it to stop."""


def difficulty(side: ColourAnalysis, extra: int = 0) -> int:
    """1 to 5 from the features of the module's doc; ``extra`` adds the answer's length."""
    shared = sum(1 for region in side.regions if len(region.healthy_for) >= 2)
    false_eyes = sum(1 for region in side.regions if region.small and len(region.healthy_for) < len(region.neighbours))
    points = max(0, rounds(side) - 2) + (shared > 0) + (false_eyes > 0) + extra
    points += side.geometry.columns * side.geometry.rows >= LARGE_BOARD_POINTS
    return min(5, 1 + points)


def random_position(rng: random.Random, columns: int, rows: int, invaders: tuple[int, int]) -> tuple[Board, Colour]:
    """A legal arrangement mostly of one colour (returned), with up to a few enemy stones each
    ten of its own (``invaders`` bounds the weight)."""
    colour = rng.choice((Colour.BLACK, Colour.WHITE))
    geom = geometry(columns, rows)
    own_weight, enemy_weight, empty_weight = 10, rng.randint(*invaders), rng.randint(2, 6)
    stones = {colour: 0, colour.opponent: 0}
    for point in geom.all_points():
        roll = rng.randrange(own_weight + enemy_weight + empty_weight)
        if roll < own_weight + enemy_weight:
            stones[colour if roll < own_weight else colour.opponent] |= geom.bit(point)
    board = Board(geom, stones[Colour.BLACK], stones[Colour.WHITE])
    while dead := board.illegal_blocks():  # lift blocks without liberties until none is left
        gone = sum(dead)
        board = Board(geom, board.black & ~gone, board.white & ~gone)
    return board, colour


def _answer_length_points(exercise: Exercise) -> int:
    """Difficulty points for a long answer: capturing in 4 or more moves, and in 7 or more; each
    make-safe stone past the first that the fewest stones need.  Works the answer out, so it
    raises :class:`ExerciseError` when a make-safe limit is too low for any placement."""
    if exercise.kind is Kind.CAPTURE:
        moves = len(solution(exercise))
        return (moves >= 4) + (moves >= 7)
    if exercise.kind is Kind.MAKE_SAFE:
        return len(solution(exercise)) - 1
    return 0


def exercise_for(board: Board, kind: Kind, colour: Colour, target: Point | None = None,
                 rules: Rules = Rules.NO_SUICIDE, stone_limit: int | None = None, title: str = "") -> Exercise:
    """An exercise on any position, as a teacher makes one, with its difficulty measured; a
    make-safe exercise without a limit gets the fewest stones that do it.  :class:`ExerciseError`
    says why the question cannot be asked."""
    if kind is Kind.MAKE_SAFE and stone_limit is None:
        stone_limit = len(solution(Exercise(kind, board, colour, rules, target, MAX_STONES)))
    exercise = Exercise(kind, board, colour, rules, target, stone_limit, title=title)
    side = analyze_colour(board, colour, rules)
    return replace(exercise, difficulty=difficulty(side, _answer_length_points(exercise)))


# -- what makes a good question of each kind: None when the position makes none ---------------


def _safe(board: Board, side: ColourAnalysis, rng: random.Random) -> Exercise | None:
    if not 0 < len(side.safe) < len(side.blocks) <= 8:
        return None
    return exercise_for(board, Kind.SAFE, side.colour)


def _vital(board: Board, side: ColourAnalysis, rng: random.Random) -> Exercise | None:
    """A safe block with a region beside it that is not vital, so that not every region is."""
    def regions_beside(block: Block) -> int:
        return sum(block.index in region.neighbours for region in side.regions)
    choices = [block for block in side.safe if regions_beside(block) > len(side.vital_regions(block.index))]
    return exercise_for(board, Kind.VITAL, side.colour, rng.choice(choices).first) if choices else None


def _unsafe_target(side: ColourAnalysis, rng: random.Random) -> Point | None:
    unsafe = [block for block in side.blocks if not side.is_safe(block.index)]
    return rng.choice(unsafe).first if unsafe else None


def _capture(board: Board, side: ColourAnalysis, rng: random.Random) -> Exercise | None:
    """An unsafe block that takes two moves or more to capture."""
    target = _unsafe_target(side, rng)
    if target is None:
        return None
    exercise = exercise_for(board, Kind.CAPTURE, side.colour, target)
    return exercise if len(solution(exercise)) >= 2 else None


def _make_safe(board: Board, side: ColourAnalysis, rng: random.Random, room: int = 4) -> Exercise | None:
    """An unsafe block that at most ``room + 1`` stones save (and no more than the search's
    most): each stone past the first adds one to the difficulty, which may rise by ``room``."""
    target = _unsafe_target(side, rng)
    if target is None:
        return None
    try:
        stones = fewest_stones_to_save(board, target, Rules.NO_SUICIDE, min(MAX_STONES, room + 1))
    except ExerciseError:  # too many positions to search
        return None
    return None if stones is None else exercise_for(board, Kind.MAKE_SAFE, side.colour, target,
                                                    stone_limit=len(stones))


def _rules(board: Board, side: ColourAnalysis, rng: random.Random) -> Exercise | None:
    if not blocks_rules_change(board, side.colour):
        return None
    return exercise_for(board, Kind.RULES, side.colour)


_BUILDERS = {Kind.SAFE: _safe, Kind.VITAL: _vital, Kind.CAPTURE: _capture,
             Kind.MAKE_SAFE: _make_safe, Kind.RULES: _rules}


def generate(kind: Kind, count: int, columns: int, rows: int, seed: int, level: int | None = None,
             progress: Callable[[int, int], bool] | None = None) -> list[Exercise]:
    """``count`` exercises (1 to :data:`MAX_COUNT`) of ``kind`` on C x R boards, of difficulty
    ``level`` if given.  ``progress`` is called with the exercises found and the positions tried
    after every position; returning False stops the generator (:class:`GenerationCancelled`).
    :class:`ExerciseError` for a count or size out of range, a difficulty no exercise of that
    size has, or when too few good positions turn up."""
    if not 1 <= count <= MAX_COUNT:
        raise ExerciseError(words.set_size_out_of_range(MAX_COUNT, count))
    for name, value in (("columns", columns), ("rows", rows)):
        if not 3 <= value <= min(MAX_GENERATED_SIZE, MAX_SIZE):
            raise ExerciseError(words.side_out_of_range(name, MAX_GENERATED_SIZE, value))
    if level is not None and not 1 <= level <= 5:
        raise ExerciseError(words.difficulty_out_of_range(level))
    if level == 1 and columns * rows >= LARGE_BOARD_POINTS:
        raise ExerciseError(words.too_large_for_level_one(LARGE_BOARD_POINTS, columns, rows))
    rng = random.Random(f"{seed}/{kind.value}/{columns}x{rows}/{level}")
    invaders = (1, 3) if kind is Kind.RULES else (0, 3)
    exercises: list[Exercise] = []
    tries = 0
    while len(exercises) < count and tries < (FIRST_ATTEMPTS if not exercises else count * ATTEMPTS_PER_EXERCISE):
        tries += 1
        board, colour = random_position(rng, columns, rows, invaders)
        exercise = _question(kind, board, analyze_colour(board, colour), rng, level)
        if exercise is not None and level in (None, exercise.difficulty):
            exercises.append(replace(exercise, title=words.generated_title(kind.value, len(exercises) + 1, seed)))
        if progress is not None and not progress(len(exercises), tries):
            raise GenerationCancelled("the generator was stopped")
    if len(exercises) < count:
        raise ExerciseError(words.found_too_few(len(exercises), count, kind.value, level, columns, rows, tries))
    return exercises


def _question(kind: Kind, board: Board, side: ColourAnalysis, rng: random.Random,
              level: int | None) -> Exercise | None:
    """The exercise of ``kind`` the position makes, if any; with a ``level``, positions already
    harder without the answer are passed over before the (costlier) question is worked out."""
    if level is None:
        return _BUILDERS[kind](board, side, rng)
    room = level - difficulty(side)
    if room < 0:
        return None
    return _make_safe(board, side, rng, room) if kind is Kind.MAKE_SAFE else _BUILDERS[kind](board, side, rng)
