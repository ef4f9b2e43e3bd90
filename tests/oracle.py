"""The tests' oracle for unconditional life: Benson's section 3 definition, searched directly by
:mod:`gobenson_gui.core.lookahead`, which his Theorems 1 and 2 make equal to the static test;
and, built on it by brute force, the fewest moves that save a block."""

from __future__ import annotations

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.geometry import Point
from gobenson_gui.core.lookahead import capturable_blocks
from gobenson_gui.core.rules import IllegalMove, Rules, play


def safe_blocks(board: Board, colour: Colour, rules: Rules | str = Rules.NO_SUICIDE,
                budget: int = 2_000_000) -> list[int]:
    """The blocks of ``colour`` no sequence of opponent moves can capture."""
    lost = capturable_blocks(board, colour, rules, budget)
    return [block for block in board.blocks(colour) if block not in lost]


def fewest_saving_moves(board: Board, target: Point, rules: Rules, most: int) -> int | None:
    """The fewest moves of the target's owner, played one after another while the opponent
    passes, after which no sequence of opponent moves can capture the target's block; None when
    ``most`` do not do it.  Every sequence of legal moves is tried, each position judged by the
    lookahead; a sequence in which the block has gone (a suicide) saves nothing."""
    colour = board.get(target)
    judged: dict[Board, bool] = {}

    def saved(position: Board) -> bool:
        if position not in judged:
            judged[position] = position.block_at(target) in safe_blocks(position, colour, rules)
        return judged[position]

    ends = [board]  # the position at the end of every sequence of the current length
    for length in range(most + 1):
        if any(saved(position) for position in ends):
            return length
        ends = [after for position in ends for after in _moves_keeping(position, colour, rules, target)]
    return None


def _moves_keeping(board: Board, colour: Colour, rules: Rules, target: Point) -> list[Board]:
    """The positions after each legal move of ``colour`` that leaves the target on the board."""
    after = []
    for point in board.geometry.points(board.empty_points):
        try:
            position = play(board, point, colour, rules).board
        except IllegalMove:
            continue
        if position.get(target) is colour:
            after.append(position)
    return after
