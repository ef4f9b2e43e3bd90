"""Random games played to the end, for benchmarks and property-based tests.

Each side plays uniformly random legal moves, never filling one of its own single-point eyes,
until both pass -- the way Monte Carlo Go programs finish games.  Final positions look like
finished games: every group left has its eyes, the dame are filled.  That makes them both
realistic benchmark positions and test positions rich in living groups, which uniformly random
arrangements almost never contain.
"""

from __future__ import annotations

import random

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.rules import IllegalMove, Rules, play


def _own_eye(board: Board, point, colour: Colour) -> bool:
    geom = board.geometry
    around = geom.neighbours(geom.bit(point))
    return around & board.stones(colour) == around


def playout(columns: int, rows: int, rng: random.Random, max_moves: int | None = None) -> list[Board]:
    """Every position of one random game, the empty board first."""
    board = Board.empty(columns, rows)
    geom = board.geometry
    positions = [board]
    empty_points = geom.all_points()
    colour = Colour.BLACK
    ko = None
    passes = 0
    limit = max_moves if max_moves is not None else 3 * columns * rows
    while passes < 2 and len(positions) <= limit:
        candidates = empty_points[:]
        while candidates:
            # Draw without replacement: swap the drawn point to the end and drop it.
            index = rng.randrange(len(candidates))
            candidates[index], candidates[-1] = candidates[-1], candidates[index]
            point = candidates.pop()
            if _own_eye(board, point, colour):
                continue
            try:
                result = play(board, point, colour, Rules.NO_SUICIDE, ko)
            except IllegalMove:
                continue
            board, ko, passes = result.board, result.ko_point, 0
            empty_points.remove(point)
            empty_points.extend(geom.points(result.captured))
            break
        else:
            passes += 1
            ko = None
        positions.append(board)
        colour = colour.opponent
    return positions


def finished_positions(columns: int, rows: int, count: int, seed: int = 1) -> list[Board]:
    """The final positions of ``count`` random games, reproducible from ``seed``."""
    return [playout(columns, rows, random.Random(seed + index))[-1] for index in range(count)]
