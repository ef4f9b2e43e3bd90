"""Hypothesis strategies for boards, boards as bare text diagrams, and a deliberately plain
reference model of Benson's definitions on point sets (no bit tricks) that the fast core is
checked against."""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from benchmarks.randomgame import playout
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.notation import MISSING_SYMBOL, SYMBOL_OF
from gobenson_gui.core.geometry import Wrap, geometry

SHAPES = st.one_of(
    st.tuples(st.just(1), st.integers(1, 10)),
    st.tuples(st.integers(1, 10), st.just(1)),
    st.tuples(st.integers(2, 5), st.integers(2, 5)),
)


def remove_dead(board: Board) -> Board:
    """Empty every block without liberties until none is left: a legal arrangement."""
    while True:
        dead = board.illegal_blocks()
        if not dead:
            return board
        for block in dead:
            board = Board(board.geometry, board.black & ~block, board.white & ~block)


def board_to_text(board: Board) -> str:
    """The bare diagram :func:`~gobenson_gui.core.diagram.parse_diagram` reads back as ``board``
    (a grid with missing points, no links or wrapped sides): one row a line, points separated
    by spaces."""
    geom = board.geometry
    return "".join(" ".join(SYMBOL_OF[(board.get((column, row)), None)] if geom.contains((column, row))
                            else MISSING_SYMBOL for column in range(board.columns)) + "\n"
                   for row in range(board.rows))


@st.composite
def boards(draw, shapes=SHAPES, legal=True, max_empty=None, holes=False, joins=False):
    """Arrangements of two kinds: an even mix of both colours, or one colour enclosing a few
    empty points and enemy stones -- where eyes, joiners and false eyes are common.  With
    ``holes``, some points of the grid may be missing from the board; with ``joins``, the board
    may wrap and have a few links between its points."""
    columns, rows = draw(shapes)
    geom = geometry(columns, rows)
    missing = frozenset()
    if holes:
        cells = geom.all_points()
        missing = frozenset(draw(st.sets(st.sampled_from(cells), max_size=len(cells) // 3)))
        geom = geometry(columns, rows, missing)
    if joins:
        cells = geom.all_points()
        pairs = st.tuples(st.sampled_from(cells), st.sampled_from(cells)).filter(lambda pair: pair[0] != pair[1])
        links = frozenset(draw(st.lists(pairs, max_size=3))) if len(cells) > 1 else frozenset()
        geom = geometry(columns, rows, missing, links, draw(st.sampled_from(list(Wrap))))
    if draw(st.booleans()):
        weights = [draw(st.integers(0, 10)), draw(st.integers(0, 10))]
    else:
        weights = [10, draw(st.integers(0, 2))]
        if draw(st.booleans()):
            weights.reverse()
    empty_weight = draw(st.integers(1, 6))
    total = sum(weights) + empty_weight
    black = white = 0
    for point in geom.all_points():
        roll = draw(st.integers(0, total - 1))
        if roll < weights[0]:
            black |= geom.bit(point)
        elif roll < weights[0] + weights[1]:
            white |= geom.bit(point)
    board = Board(geom, black, white)
    if legal:
        board = remove_dead(board)
    if max_empty is not None:
        assume(bin(board.empty_points).count("1") <= max_empty)
    return board


@st.composite
def played_boards(draw):
    """A late position of a random game on a small board, a few points then changed: living
    groups, seki and near-misses that random arrangements rarely produce."""
    columns, rows = draw(st.sampled_from([(1, 6), (2, 5), (3, 3), (3, 4), (4, 4), (4, 5), (5, 4), (5, 5)]))
    positions = playout(columns, rows, draw(st.randoms(use_true_random=False)))
    board = positions[draw(st.integers(max(0, len(positions) - 6), len(positions) - 1))]
    geom = board.geometry
    for _ in range(draw(st.integers(0, 3))):
        point = draw(st.sampled_from(geom.all_points()))
        board = board.with_point(point, draw(st.sampled_from([None, Colour.BLACK, Colour.WHITE])))
    return remove_dead(board)


# -- the reference model ------------------------------------------------------------------------


def adjacent(point, geom):
    """The four grid directions, across a wrapped side by remainders, then the links."""
    column, row = point
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        neighbour = (column + dc, row + dr)
        if geom.wrap.columns:
            neighbour = (neighbour[0] % geom.columns, neighbour[1])
        if geom.wrap.rows:
            neighbour = (neighbour[0], neighbour[1] % geom.rows)
        if geom.contains(neighbour) and neighbour != point:
            yield neighbour
    for first, second in geom.links:
        if point in (first, second):
            yield second if point == first else first


def flood(points: set, geom) -> list[frozenset]:
    """Maximal connected subsets by breadth-first search."""
    left = set(points)
    parts = []
    while left:
        start = min(left, key=lambda p: (p[1], p[0]))
        part, frontier = {start}, [start]
        while frontier:
            for q in adjacent(frontier.pop(), geom):
                if q in left and q not in part:
                    part.add(q)
                    frontier.append(q)
        left -= part
        parts.append(frozenset(part))
    return parts


def reference_move(board: Board, point, colour: Colour, suicide_allowed: bool):
    """A move on an empty point by the rules, point by point: the board after it, the points
    captured and those of the player's own block removed by a suicide; None for a suicide the
    rules forbid."""
    geom = board.geometry
    stones = {p: board.get(p) for p in geom.all_points() if board.get(p) is not None}
    stones[point] = colour

    def blocks(of: Colour) -> list[frozenset]:
        return flood({p for p, stone in stones.items() if stone is of}, geom)

    def free(block) -> bool:
        return any(q not in stones for p in block for q in adjacent(p, geom))

    captured = set().union(*(block for block in blocks(colour.opponent)
                             if not free(block) and any(point in adjacent(p, geom) for p in block)))
    for p in captured:
        del stones[p]
    suicided = next(block for block in blocks(colour) if point in block)
    if free(suicided):
        suicided = frozenset()
    elif not suicide_allowed:
        return None
    for p in suicided:
        del stones[p]
    after = Board(geom, geom.mask(p for p, stone in stones.items() if stone is Colour.BLACK),
                  geom.mask(p for p, stone in stones.items() if stone is Colour.WHITE))
    return after, captured, set(suicided)


def simple_ko(before: Board, after: Board, point, colour: Colour):
    """Where the opponent may not play back, read point by point: one stone was captured, and
    the stone played has no friend beside it and that point as its only liberty."""
    captured = [p for p in before.geometry.all_points()
                if before.get(p) is colour.opponent and after.get(p) is None]
    around = list(adjacent(point, after.geometry))
    friends = [p for p in around if after.get(p) is colour]
    liberties = {p for p in around if after.get(p) is None}
    return captured[0] if len(captured) == 1 and not friends and liberties == {captured[0]} else None


def reference_model(board: Board, colour: Colour, suicide: bool):
    """Blocks, regions, NB(R) and H(R, b) straight from the definitions."""
    geom = board.geometry
    everything = set(geom.all_points())
    own = {p for p in everything if board.get(p) is colour}
    empty = {p for p in everything if board.get(p) is None}
    blocks = flood(own, geom)
    regions = flood(everything - own, geom)

    def around(points):
        return {q for p in points for q in adjacent(p, geom)} - set(points)

    neighbours = {region: {b for b in blocks if around(b) & region} for region in regions}

    def healthy(region, block):
        if block not in neighbours[region]:
            return False
        liberties = around(block) & empty
        if not (region & empty) <= liberties:
            return False
        return not suicide or region <= around(block)

    return blocks, regions, neighbours, healthy


def reference_casting_out(board: Board, colour: Colour, suicide: bool):
    """Z_i and R_i of every round, as sets of point sets, until the fixed point."""
    blocks, regions, neighbours, healthy = reference_model(board, colour, suicide)
    zs, rs = [set(blocks)], [set(regions)]
    while True:
        z = {b for b in zs[-1] if sum(healthy(r, b) for r in rs[-1]) >= 2}
        if z == zs[-1]:
            return zs, rs
        zs.append(z)
        rs.append({r for r in rs[-1] if neighbours[r] <= z})
