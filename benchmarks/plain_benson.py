"""Benson's algorithm written down as the paper states it, for the benchmarks to measure against.

Points are (column, row) pairs, sets are Python sets, blocks and regions are found by
breadth-first search, and every round recomputes its sets from the definitions: nothing is
reused between positions and nothing is encoded in bits.  It answers one question, the
unconditionally alive blocks of each colour, so the benchmarks can check that it agrees with
gobenson before they time it.
"""

from __future__ import annotations

from collections import deque

from gobenson_gui.core.board import Board, Colour


def _adjacent(point, columns: int, rows: int):
    column, row = point
    if column > 0:
        yield column - 1, row
    if column < columns - 1:
        yield column + 1, row
    if row > 0:
        yield column, row - 1
    if row < rows - 1:
        yield column, row + 1


def _parts(points: set, columns: int, rows: int) -> list[frozenset]:
    """The maximal connected subsets of ``points``."""
    left = set(points)
    parts = []
    while left:
        start = left.pop()
        part = {start}
        queue = deque([start])
        while queue:
            for neighbour in _adjacent(queue.popleft(), columns, rows):
                if neighbour in left:
                    left.discard(neighbour)
                    part.add(neighbour)
                    queue.append(neighbour)
        parts.append(frozenset(part))
    return parts


def safe_blocks(board: Board, colour: Colour) -> set[frozenset]:
    """The blocks of ``colour`` that Benson's casting-out keeps (rules without suicide), as sets
    of points.  Plain grids only."""
    columns, rows = board.columns, board.rows
    stones = {(c, r): board.get((c, r)) for r in range(rows) for c in range(columns)}
    own = {point for point, there in stones.items() if there is colour}
    blocks = _parts(own, columns, rows)
    regions = _parts(set(stones) - own, columns, rows)
    block_of = {point: block for block in blocks for point in block}
    liberties = {block: {q for p in block for q in _adjacent(p, columns, rows) if stones[q] is None}
                 for block in blocks}
    # NB(R): the blocks next to the region; H(R, b): every empty point of R is a liberty of b.
    around = {region: {block_of[q] for p in region for q in _adjacent(p, columns, rows) if q in block_of}
              for region in regions}
    healthy = {region: {block for block in around[region]
                        if all(p in liberties[block] for p in region if stones[p] is None)}
               for region in regions}
    alive = set(blocks)
    kept = set(regions)
    while True:
        staying = {block for block in alive if sum(1 for region in kept if block in healthy[region]) >= 2}
        kept = {region for region in kept if around[region] <= staying}
        if staying == alive:
            return alive
        alive = staying
