"""The model answer of every kind of exercise, worked out from the position.

Most answers come straight from Benson's analysis; *make-safe* needs a search: the fewest stones
that make the block unconditionally alive, played as moves in order (so a stone may capture and
free points for the next), found by searching every sequence of 1, 2, ... legal moves, so the
number is a true minimum (within the search's bounds).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..analysis import analyze_colour
from ..board import Board, Colour
from ..geometry import Point
from ..kill import kill_sequence
from ..rules import IllegalMove, Rules, play
from ..words import exercises as words
from .model import Exercise, ExerciseError, Kind

MAX_STONES = 3
"""The most stones the make-safe search plays when no limit is given."""
SEARCH_BUDGET = 50_000
"""The most positions the make-safe search looks at before it gives up."""


def add_stones(board: Board, stones: Iterable[Point], colour: Colour, rules: Rules) -> Board:
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
    return side.is_safe(side.block_of(target).index)


def fewest_stones_to_save(board: Board, target: Point, rules: Rules, max_stones: int = MAX_STONES,
                          budget: int = SEARCH_BUDGET) -> tuple[Point, ...] | None:
    """The fewest stones of the target's colour, played in order as moves while the opponent
    passes, that make its block unconditionally alive; None if more than ``max_stones`` are
    needed.  :class:`ExerciseError` when the search would look at more than ``budget`` positions.

    Order matters and captures free points -- a stone that is suicide at first may be legal once
    another has captured -- so the search deepens one move at a time over every legal move of
    every position of the last depth (in reading order: the first answer found is always the
    same), and looks at each position once, however many orders reach it.  A position whose
    target has gone (its owner's suicide) is a dead end: the block is not saved by leaving.
    """
    if is_target_safe(board, target, rules):
        return ()
    colour = board.get(target)
    if colour is None:  # no block to save
        return None
    reached_by: dict[Board, tuple[Board, Point] | None] = {board: None}
    depth = [board]
    for _ in range(max_stones):
        deeper = []
        for position in depth:
            for point in position.geometry.points(position.empty_points):
                try:
                    after = play(position, point, colour, rules).board
                except IllegalMove:
                    continue
                if after in reached_by or after.get(target) is not colour:
                    continue
                if len(reached_by) > budget:
                    raise ExerciseError(words.search_too_large(budget))
                reached_by[after] = position, point
                if is_target_safe(after, target, rules):
                    return _moves_to(after, reached_by)
                deeper.append(after)
        depth = deeper
    return None


def _moves_to(position: Board, reached_by: dict[Board, tuple[Board, Point] | None]) -> tuple[Point, ...]:
    """The moves that led the search from its start to ``position``, in the order played."""
    moves = []
    while (step := reached_by[position]) is not None:
        position, move = step
        moves.append(move)
    return tuple(reversed(moves))


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
        return tuple(region.first for region in side.vital_regions(side.block_of(exercise.marked).index))
    if kind is Kind.CAPTURE:
        kill = kill_sequence(board, exercise.marked, exercise.rules)
        assert kill is not None, "check() refuses a capture exercise whose block is safe"
        return kill.moves
    stones = fewest_stones_to_save(board, exercise.marked, exercise.rules, exercise.stones_allowed)
    if stones is None:
        raise ExerciseError(words.limit_not_enough(exercise.stones_allowed))
    return stones
