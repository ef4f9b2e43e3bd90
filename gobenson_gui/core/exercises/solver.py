"""The model answer of every kind of exercise, worked out from the position.

Most answers come straight from Benson's analysis; *make-safe* needs a search: the fewest stones
that make the block unconditionally alive, found by trying every placement of 1, 2, ... stones
on the empty points, so the number is a true minimum (within the search's bounds).
"""

from __future__ import annotations

from itertools import combinations

from ..benson import analyze_colour
from ..board import Board, Colour
from ..geometry import Point
from ..kill import kill_sequence
from ..rules import IllegalMove, Rules, play
from .model import Exercise, ExerciseError, Kind

MAX_STONES = 3
"""The most stones the make-safe search places."""
PLACEMENT_BUDGET = 50_000
"""The most placements the make-safe search tries before it gives up."""


def add_stones(board: Board, stones, colour: Colour, rules: Rules) -> Board:
    """``colour`` plays ``stones`` in order, the opponent passing; :class:`IllegalMove` names a
    stone the rules forbid."""
    for point in stones:
        board = play(board, point, colour, rules).board
    return board


def is_target_safe(board: Board, target: Point, rules: Rules) -> bool:
    """Whether the block at ``target`` is unconditionally alive; False once it has gone (its
    owner's own suicide can take it under the suicide rules)."""
    colour = board.get(target)
    if colour is None:
        return False
    side = analyze_colour(board, colour, rules)
    return side.is_safe(side.block_at(target).index)


def fewest_stones_to_save(board: Board, target: Point, rules: Rules, max_stones: int = MAX_STONES,
                          budget: int = PLACEMENT_BUDGET) -> tuple[Point, ...] | None:
    """The first placement (in reading order) of the fewest stones of the target's colour that
    makes its block unconditionally alive; None if more than ``max_stones`` are needed.
    :class:`ExerciseError` when the search would try more than ``budget`` placements."""
    colour = board.get(target)
    empties = board.geometry.points(board.empty_points)
    tried = 0
    for count in range(1, max_stones + 1):
        for stones in combinations(empties, count):
            tried += 1
            if tried > budget:
                raise ExerciseError(f"finding the fewest stones needs more than {budget} placements; "
                                    f"try a smaller position")
            try:
                after = add_stones(board, stones, colour, rules)
            except IllegalMove:
                continue
            if is_target_safe(after, target, rules):
                return stones
    return None


def blocks_rules_change(board: Board, colour: Colour) -> list[int]:
    """Indices of the blocks of ``colour`` safe under one rule set and not the other (block
    indices are the same under both: the rules change regions' health, not blocks)."""
    strict = analyze_colour(board, colour, Rules.NO_SUICIDE)
    loose = analyze_colour(board, colour, Rules.SUICIDE)
    return [block.index for block in strict.blocks if strict.is_safe(block.index) != loose.is_safe(block.index)]


def solution(exercise: Exercise) -> tuple[Point, ...]:
    """A right answer: the first stone of every safe block (safe), the first point of every
    vital region (vital), a capturing sequence (capture), the fewest stones (make-safe), the
    first stone of every block whose safety the rules decide (rules)."""
    board, kind = exercise.board, exercise.kind
    if kind is Kind.RULES:
        strict = analyze_colour(board, exercise.colour, Rules.NO_SUICIDE)
        return tuple(strict.blocks[i].first for i in blocks_rules_change(board, exercise.colour))
    side = analyze_colour(board, exercise.colour, exercise.rules)
    if kind is Kind.SAFE:
        return tuple(block.first for block in side.safe)
    if kind is Kind.VITAL:
        return tuple(region.first for region in side.vital_regions(side.block_at(exercise.target).index))
    if kind is Kind.CAPTURE:
        return kill_sequence(board, exercise.target, exercise.rules).moves
    stones = fewest_stones_to_save(board, exercise.target, exercise.rules, exercise.stone_limit)
    if stones is None:
        raise ExerciseError(f"no {exercise.stone_limit} stones make the block unconditionally alive")
    return stones
