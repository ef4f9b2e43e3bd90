"""Benson's algorithm (1976) for unconditional life, as section 4 of the paper states it, keeping
every step of its reasoning as data.

For a colour x the board splits into *blocks* of x (maximal connected x stones) and *x-enclosed
regions* (maximal connected sets of points that are not x).  A region R is *small* when every
empty point of R is next to an x stone, and *healthy* for a block b when b neighbours R and every
empty point of R is a liberty of b; under the ``suicide`` rules every point of R, stones
included, must neighbour b as well (an attacker could otherwise empty a point of R by suicide).
Benson's casting-out sequence then runs to its fixed point::

    Z_0 = all x blocks,   R_0 = all x-enclosed regions
    Z_{i+1} = blocks of Z_i with two distinct healthy regions in R_i
    R_{i+1} = regions of R_i all of whose neighbouring blocks are in Z_{i+1}

The blocks of the fixed point are exactly the blocks that survive whatever the opponent plays
while x passes (Benson's Theorems 1 and 2).  The result keeps Z_i and R_i of every round and, for
each block and region that leaves, the reason, so that the command line, the editor's step slider
and the SGF annotator all read the same account (put in words by :mod:`.report`).

Here blocks and regions are numbered in reading order of their first points.
:mod:`.benson_layout` holds the same analysis as point sets, which the analysis of the next node
of a record reuses, and :mod:`.analysis` reads either form.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import compress, repeat
from typing import NamedTuple

from .board import Board, Colour
from .fast import bit_indices, bits_of, new_tuple
from .geometry import Geometry, Point


class Block(NamedTuple):
    """A maximal connected set of stones of one colour."""

    index: int  # type: ignore[assignment]  # the field hides tuple.index(), which no one calls on a block
    colour: Colour
    mask: int
    liberties: int
    first: Point
    """Its first point in reading order, by which people and files name it."""


class Region(NamedTuple):
    """A maximal connected set of points not of the analysed colour."""

    index: int  # type: ignore[assignment]  # the field hides tuple.index(), which no one calls on a region
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


class NumberedAnalysis(NamedTuple):
    """One colour's analysis from scratch, in numbered form, with the facts that readers of
    either form ask (:class:`.benson_layout.Layout` answers them alike)."""

    blocks: tuple[Block, ...]
    regions: tuple[Region, ...]
    steps: tuple[Step, ...]
    territory: int
    """Pass-alive territory: points of final regions healthy for at least one safe block."""
    empty: int
    """The board's empty points."""
    neighbourhoods: list[int]
    """The neighbours of each block."""

    @property
    def block_masks(self) -> tuple[int, ...]:
        return tuple([block.mask for block in self.blocks])

    @property
    def region_masks(self) -> tuple[int, ...]:
        return tuple([region.mask for region in self.regions])

    @property
    def block_count(self) -> int:
        return len(self.blocks)

    @property
    def summary_counts(self) -> tuple[int, int, int, int, int]:
        """The safe stones, safe blocks, blocks, rounds and blocks without a liberty."""
        return (self.safe_stones.bit_count(), self.safe_count, len(self.blocks), self.round_count,
                sum(not block.liberties for block in self.blocks))

    @property
    def airless(self) -> int:
        """The stones of blocks without a liberty."""
        stones = 0
        for block in self.blocks:
            if not block.liberties:
                stones |= block.mask
        return stones

    @property
    def safe_stones(self) -> int:
        stones = 0
        for index in self.steps[-1].blocks:
            stones |= self.blocks[index].mask
        return stones

    @property
    def safe_count(self) -> int:
        return len(self.steps[-1].blocks)

    @property
    def round_count(self) -> int:
        return len(self.steps) - 1

    def is_safe(self, block: int) -> bool:
        return block in self.steps[-1].blocks


def healthy_needs(mask: int, empties: int, inner_empties: int, suicide: bool) -> int | None:
    """What a block next to the region ``mask`` (empty points ``empties``) must have among its
    neighbours for the region to be healthy for it: every empty point, and under the suicide
    rules every point.  None when the region holds a point of ``inner_empties`` (empty points
    with no stone of the colour beside them): such a point lies inside the region, which makes
    it not small and healthy for no block.  A single point is small and healthy for every block
    beside it, which the callers know without asking."""
    if empties & inner_empties:
        return None
    return mask if suicide else empties


def covered_twice(bit_sets: Iterable[int]) -> tuple[int, int]:
    """The bits set in at least one, and in at least two, of ``bit_sets``: counting to two with
    two integer operations a set, which finds the blocks with two healthy regions left."""
    once = twice = 0
    for bits in bit_sets:
        twice |= once & bits
        once |= bits
    return once, twice


def numbered_analysis(board: Board, colour: Colour, suicide: bool) -> NumberedAnalysis:
    """The analysis of ``colour`` on ``board`` from scratch."""
    blocks, regions, around = _blocks_and_regions(board, colour, suicide)
    steps = cast_out(range(len(blocks)), range(len(regions)), regions)
    final = steps[-1]
    territory = 0
    for r in final.regions:
        region = regions[r]
        if not final.blocks.isdisjoint(region.healthy_for):
            territory |= region.mask
    return NumberedAnalysis(blocks, regions, steps, territory, board.empty_points, around)


def _blocks_and_regions(board: Board, colour: Colour,
                        suicide: bool) -> tuple[tuple[Block, ...], tuple[Region, ...], list[int]]:
    """The numbered blocks and enclosed regions of ``colour``, with NB(R) and healthiness, and
    the neighbours of each block: the hot path of an analysis from scratch, written for speed
    on bit sets (see the benchmark before changing it)."""
    geom = board.geometry
    neighbours = geom.neighbours
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
    block_neighbourhoods = geom.neighbourhoods(block_masks)
    point_at = geom.point_at
    blocks = tuple([new_tuple(Block, (i, colour, mask, around & empty, point_at[(mask & -mask).bit_length() - 1]))
                    for i, (mask, around) in enumerate(zip(block_masks, block_neighbourhoods))])
    remaining = geom.on & ~own
    describe = RegionDescriber(geom, own, empty, block_masks, block_neighbourhoods.__getitem__, suicide)
    singles = remaining & ~neighbours(remaining)
    single_neighbours = blocks_beside(block_neighbourhoods, singles)
    regions: list[Region] = []
    while remaining:
        mask = remaining & -remaining
        if mask & singles:
            regions.append(describe(len(regions), mask, tuple(single_neighbours.get(mask, ()))))
        else:
            mask = component(mask, remaining)
            regions.append(describe(len(regions), mask))
        remaining ^= mask
    return blocks, tuple(regions), block_neighbourhoods


def blocks_beside(neighbourhoods: Iterable[int], points: int) -> dict[int, list[int]]:
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


class RegionDescriber:
    """Makes the numbered :class:`Region` of a point set of one colour's board: its empty
    points, NB(R), the blocks it is healthy for and whether it is small."""

    __slots__ = ("own", "empty", "neighbours", "point_at", "inner_empties", "block_masks",
                 "neighbourhood", "suicide")

    def __init__(self, geom: Geometry, own: int, empty: int, block_masks: list[int],
                 neighbourhood: Callable[[int], int], suicide: bool) -> None:
        """``neighbourhood(i)``: the neighbours of block ``i``."""
        neighbours = geom.neighbours
        self.own = own
        self.empty = empty
        self.neighbours = neighbours
        self.point_at = geom.point_at
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
        healthy: tuple[int, ...]
        if not mask & (mask - 1):
            small, healthy = True, adjacent
        else:
            needs = healthy_needs(mask, empties, self.inner_empties, self.suicide)
            small = needs is not None
            neighbourhood = self.neighbourhood
            healthy = () if needs is None else tuple([i for i in adjacent if not needs & ~neighbourhood(i)])
        first = self.point_at[(mask & -mask).bit_length() - 1]
        return new_tuple(Region, (index, mask, empties, adjacent, healthy, small, first))


def cast_out(blocks: Iterable[int], regions: Iterable[int], all_regions: tuple[Region, ...]) -> tuple[Step, ...]:
    """Run the casting-out sequence from Z_0 = ``blocks`` and R_0 = ``regions`` to its fixed point.

    Sets of blocks are bit sets, and a round looks at each region still in play rather than at
    each block, since boards have many more blocks than enclosed regions (see
    :func:`covered_twice`).  Only regions healthy for some block take part in the count.  A block
    that leaves has fewer than two healthy regions left, so its reason names at most one.
    """
    blocks = blocks if isinstance(blocks, range) else frozenset(blocks)
    alive = (1 << len(blocks)) - 1 if blocks == range(len(blocks)) else bits_of(blocks)
    kept = sorted(regions)
    around = {}
    healthy = {}
    for r in kept:
        region = all_regions[r]
        around[r] = bits_of(region.neighbours)
        if region.healthy_for:
            # A single point's region is healthy for all its neighbours: the same tuple.
            healthy[r] = around[r] if region.healthy_for is region.neighbours else bits_of(region.healthy_for)
    step = Step(0, frozenset(blocks), frozenset(kept))
    steps = [step]
    while True:
        once, twice = covered_twice(healthy.values())
        leaving = alive & ~twice
        if not leaving:
            return tuple(steps)
        one_left = leaving & once
        reasons = {}
        if one_left:
            for r, bits in healthy.items():
                if bits & one_left:
                    for b in bit_indices(bits & one_left):
                        reasons[b] = (r,)
        leaving_blocks = bit_indices(leaving)
        removed_blocks = tuple(map(new_tuple, repeat(BlockCastOut),
                                   zip(leaving_blocks, map(reasons.get, leaving_blocks, repeat(())))))
        gone = [r for r in kept if around[r] & leaving]
        removed_regions = tuple([new_tuple(RegionCastOut, (r, _cast_out_neighbours(all_regions[r], around[r], leaving)))
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
    return tuple(bit_indices(around & leaving))
