"""Benson's algorithm (1976) for unconditional life, keeping every step of its reasoning as data.

For a colour x the board splits into *blocks* of x (maximal connected x stones) and *x-enclosed
regions* (maximal connected sets of points that are not x).  A region R is *healthy* for a block b
when b neighbours R and every empty point of R is a liberty of b; under the ``suicide`` rules every
point of R, stones included, must neighbour b as well (an attacker could otherwise empty a point
of R by suicide).  Benson's casting-out sequence then runs to its fixed point::

    Z_0 = all x blocks,   R_0 = all x-enclosed regions
    Z_{i+1} = blocks of Z_i with two distinct healthy regions in R_i
    R_{i+1} = regions of R_i all of whose neighbouring blocks are in Z_{i+1}

The blocks of the fixed point are exactly the blocks that survive whatever the opponent plays
while x passes (Benson's Theorems 1 and 2).  The result keeps Z_i and R_i of every round and, for
each block and region that leaves, the reason, so that the command line, the editor's step slider
and the SGF annotator all read the same account (put in words by :mod:`.report`).

The analysis works on point sets alone (a :class:`Layout`): blocks as their stones, regions with
the stones next to them and the stones of the blocks they are healthy for, and the rounds as the
stones still alive.  Point sets do not change when a stone elsewhere shifts the numbering, so the
analysis of the next node of a record keeps all that a move cannot reach; the numbered blocks,
regions and reasons are made from the layout when a reader asks for them.
"""

from __future__ import annotations

from itertools import compress, repeat
from typing import Iterable, NamedTuple

from .board import Board, Colour
from .geometry import Geometry, Point


class Block(NamedTuple):
    """A maximal connected set of stones of one colour."""

    index: int
    colour: Colour
    mask: int
    liberties: int
    first: Point
    """Its first point in reading order, by which people and files name it."""


class Region(NamedTuple):
    """A maximal connected set of points not of the analysed colour."""

    index: int
    mask: int
    empties: int
    neighbours: tuple[int, ...]
    """Indices of the blocks that neighbour the region (Benson's NB(R))."""
    healthy_for: tuple[int, ...]
    """Indices of the blocks for which the region is healthy."""
    small: bool
    """Benson's *small*: every empty point of the region is next to a stone of the colour."""
    first: Point


class BlockCastOut(NamedTuple):
    """Block ``block`` left in this round: it had fewer than two healthy regions left."""

    block: int
    healthy: tuple[int, ...]
    """Its healthy regions that were still in the previous round's region set."""


class RegionCastOut(NamedTuple):
    """Region ``region`` left in this round: blocks neighbouring it were cast out."""

    region: int
    because: tuple[int, ...]
    """The neighbouring blocks cast out in this round."""


class Step(NamedTuple):
    """Z_i and R_i of one round; round 0 is the start.  The removals say what left to get here
    from the previous round: first the blocks, then (because of them) the regions."""

    round: int
    blocks: frozenset[int]
    regions: frozenset[int]
    removed_blocks: tuple[BlockCastOut, ...] = ()
    removed_regions: tuple[RegionCastOut, ...] = ()


class _Numbered(NamedTuple):
    """One colour's analysis from scratch, in numbered form."""

    blocks: tuple[Block, ...]
    regions: tuple[Region, ...]
    steps: tuple[Step, ...]
    territory: int
    empty: int
    """The board's empty points."""
    neighbourhoods: list[int]
    """The neighbours of each block."""


# -- the algorithm ------------------------------------------------------------------------------

# Builds a named tuple without the Python frame of its generated constructor: an analysis makes
# hundreds of blocks, regions and cast-outs, and this halves their cost.
_make = tuple.__new__


def _blocks_and_regions(board: Board, colour: Colour, suicide: bool):
    """The numbered blocks and enclosed regions of ``colour``, with NB(R) and healthiness, and
    the neighbours of each block: the hot path of an analysis from scratch, written for speed
    on bit sets (see the benchmark before changing it)."""
    geom = board.geometry
    neighbours = geom.neighbours
    stride = geom.stride
    own = board.stones(colour)
    empty = board.empty_points
    component = geom.component
    # Lone stones are blocks of their own: no flood fill needed.
    lone = own & ~neighbours(own)
    block_masks = []
    left = own
    while left:
        mask = left & -left
        if not mask & lone:
            mask = component(mask, left)
        block_masks.append(mask)
        left ^= mask
    on = geom.on
    if geom.is_grid:
        block_neighbourhoods = [((m << 1) | (m >> 1) | (m << stride) | (m >> stride)) & on for m in block_masks]
    else:
        block_neighbourhoods = [neighbours(m) for m in block_masks]
    blocks = []
    point_at = geom.point_at
    for i, mask in enumerate(block_masks):
        first = point_at[(mask & -mask).bit_length() - 1]
        blocks.append(_make(Block, (i, colour, mask, block_neighbourhoods[i] & empty, first)))
    remaining = on & ~own
    describe = _RegionDescriber(geom, own, empty, block_masks, block_neighbourhoods.__getitem__, suicide)
    singles = remaining & ~neighbours(remaining)
    single_neighbours = _blocks_beside(block_neighbourhoods, singles)
    regions = []
    while remaining:
        mask = remaining & -remaining
        if mask & singles:
            regions.append(describe(len(regions), mask, tuple(single_neighbours.get(mask, ()))))
        else:
            mask = component(mask, remaining)
            regions.append(describe(len(regions), mask))
        remaining ^= mask
    return tuple(blocks), tuple(regions), block_neighbourhoods


def _blocks_beside(neighbourhoods: Iterable[int], points: int) -> dict[int, list[int]]:
    """For each point of ``points`` (as a bit), the indices of the blocks next to it, given the
    blocks' neighbourhoods: from the blocks' side, which is cheapest for the many single-point
    regions (eyes, mostly)."""
    beside: dict[int, list[int]] = {}
    for index, around in enumerate(neighbourhoods):
        hits = around & points
        while hits:
            low = hits & -hits
            hits ^= low
            beside.setdefault(low, []).append(index)
    return beside


class _RegionDescriber:
    """Makes the numbered :class:`Region` of a point set of one colour's board: its empty
    points, NB(R), the blocks it is healthy for and whether it is small.  (:class:`_AreaDescriber`
    judges in point sets alike, for the analysis that follows an edit; the tests hold the two
    to the same answers.)"""

    __slots__ = ("own", "empty", "neighbours", "point_at", "inner_empties", "block_masks",
                 "neighbourhood", "suicide")

    def __init__(self, geom: Geometry, own: int, empty: int, block_masks: list[int],
                 neighbourhood, suicide: bool) -> None:
        """``neighbourhood(i)``: the neighbours of block ``i``."""
        neighbours = geom.neighbours
        self.own = own
        self.empty = empty
        self.neighbours = neighbours
        self.point_at = geom.point_at
        # An empty point with no own stone beside it lies inside its region (all its neighbours
        # are region points), which makes the region not small and healthy for no block.
        self.inner_empties = empty & ~neighbours(own)
        self.block_masks = block_masks
        self.neighbourhood = neighbourhood
        self.suicide = suicide

    def __call__(self, index: int, mask: int, adjacent: tuple[int, ...] | None = None) -> Region:
        """The region ``index`` with points ``mask``; ``adjacent`` is NB(R) if already known."""
        empties = mask & self.empty
        if adjacent is None:
            touching = self.neighbours(mask) & self.own
            masks = self.block_masks
            adjacent = tuple(compress(range(len(masks)), map(touching.__and__, masks)))
        if not mask & (mask - 1):
            # A single point's region is small, and healthy for every block around it.
            small, healthy = True, adjacent
        elif mask & self.inner_empties:
            small, healthy = False, ()
        else:
            must_touch = mask if self.suicide else empties
            neighbourhood = self.neighbourhood
            small = True
            healthy = tuple([i for i in adjacent if not must_touch & ~neighbourhood(i)])
        first = self.point_at[(mask & -mask).bit_length() - 1]
        return _make(Region, (index, mask, empties, adjacent, healthy, small, first))


def _numbered(board: Board, colour: Colour, suicide: bool) -> _Numbered:
    """An analysis from scratch, in numbered form."""
    blocks, regions, around = _blocks_and_regions(board, colour, suicide)
    steps = cast_out(range(len(blocks)), range(len(regions)), regions)
    final = steps[-1]
    territory = 0
    for r in final.regions:
        region = regions[r]
        if not final.blocks.isdisjoint(region.healthy_for):
            territory |= region.mask
    return _Numbered(blocks, regions, steps, territory, board.empty_points, around)


_BINARY_DIGIT_AS_BYTE = bytes.maketrans(b"01", b"\x00\x01")


def _indices(bits: int) -> list[int]:
    """The positions of the set bits of ``bits``, in increasing order: the binary digits, last
    first, select from a range, all in C, which beats a Python loop from two bits on."""
    if not bits & (bits - 1):
        return [bits.bit_length() - 1] if bits else []
    digits = bin(bits)[:1:-1].encode("ascii").translate(_BINARY_DIGIT_AS_BYTE)
    return list(compress(range(len(digits)), digits))


def cast_out(blocks: Iterable[int], regions: Iterable[int], all_regions: tuple[Region, ...]) -> tuple[Step, ...]:
    """Run the casting-out sequence from Z_0 = ``blocks`` and R_0 = ``regions`` to its fixed point.

    Sets of blocks are bit sets, and a round looks at each region still in play rather than at
    each block, since boards have many more blocks than enclosed regions: the blocks with two
    healthy regions left are found by counting to two with a few integer operations per region.
    Only regions healthy for some block take part in the count.  A block that leaves has fewer
    than two healthy regions left, so its reason names at most one.
    """
    blocks = blocks if isinstance(blocks, range) else frozenset(blocks)
    alive = (1 << len(blocks)) - 1 if blocks == range(len(blocks)) else _bits(blocks)
    kept = sorted(regions)
    around = {}
    healthy = {}
    for r in kept:
        region = all_regions[r]
        around[r] = _bits(region.neighbours)
        if region.healthy_for:
            # A single point's region is healthy for all its neighbours: the same tuple.
            healthy[r] = around[r] if region.healthy_for is region.neighbours else _bits(region.healthy_for)
    step = Step(0, frozenset(blocks), frozenset(kept))
    steps = [step]
    while True:
        once = twice = 0
        for bits in healthy.values():
            twice |= once & bits
            once |= bits
        leaving = alive & ~twice
        if not leaving:
            return tuple(steps)
        one_left = leaving & once
        reasons = {}
        if one_left:
            for r, bits in healthy.items():
                if bits & one_left:
                    for b in _indices(bits & one_left):
                        reasons[b] = (r,)
        leaving_blocks = _indices(leaving)
        removed_blocks = tuple(map(_make, repeat(BlockCastOut),
                                   zip(leaving_blocks, map(reasons.get, leaving_blocks, repeat(())))))
        gone = [r for r in kept if around[r] & leaving]
        removed_regions = tuple([_make(RegionCastOut, (r, _cast_out_neighbours(all_regions[r], around[r], leaving)))
                                 for r in gone])
        alive ^= leaving
        if gone:
            kept = [r for r in kept if not around[r] & leaving]
            for r in gone:
                healthy.pop(r, None)
        step = Step(len(steps), step.blocks.difference(leaving_blocks), step.regions.difference(gone),
                    removed_blocks, removed_regions)
        steps.append(step)


def _cast_out_neighbours(region: Region, around: int, leaving: int) -> tuple[int, ...]:
    """The blocks of NB(``region``) (``around`` as a bit set) in ``leaving``: when all of them
    leave, as often for the large outer regions, that is the region's own tuple."""
    if not around & ~leaving:
        return region.neighbours
    return tuple(_indices(around & leaving))


def _bits(indices: Iterable[int]) -> int:
    """The bit set of ``indices``: a plain loop, which beats map and sum for the few blocks
    around a region."""
    bits = 0
    for index in indices:
        bits |= 1 << index
    return bits
