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
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Collection, Iterable, Iterator, Mapping, NamedTuple

from .board import Board, Colour
from .geometry import Geometry, Point
from .rules import Rules


def region_letter(index: int) -> str:
    """The ``index``-th name of the series a, b, ... z, aa, ab ..."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    name = ""
    index += 1
    while index:
        index, remainder = divmod(index - 1, 26)
        name = letters[remainder] + name
    return name


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


@dataclass(frozen=True, slots=True, eq=False)
class ColourAnalysis:
    """Everything Benson's algorithm found for one colour."""

    colour: Colour
    rules: Rules
    geometry: Geometry
    blocks: tuple[Block, ...]
    regions: tuple[Region, ...]
    steps: tuple[Step, ...]
    """Z_0/R_0 first, one entry per round that cast something out, the fixed point last."""
    territory: int
    """Pass-alive territory: points of final regions healthy for at least one safe block."""
    names: tuple[str, ...] = ()
    """The regions' names by index, given by :func:`renamed`; empty for the plain series a, b,
    c ... in index order, which costs the analysis nothing until a name is asked for."""

    def region_name(self, region: int) -> str:
        return self.names[region] if self.names else region_letter(region)

    @property
    def final(self) -> Step:
        return self.steps[-1]

    @property
    def safe(self) -> list[Block]:
        return [self.blocks[i] for i in sorted(self.final.blocks)]

    @property
    def safe_stones(self) -> int:
        result = 0
        for index in self.final.blocks:
            result |= self.blocks[index].mask
        return result

    def is_safe(self, block: int) -> bool:
        return block in self.final.blocks

    def block_at(self, point: Point) -> Block | None:
        bit = self.geometry.bit(point)
        return next((block for block in self.blocks if block.mask & bit), None)

    def region_at(self, point: Point) -> Region | None:
        bit = self.geometry.bit(point)
        return next((region for region in self.regions if region.mask & bit), None)

    def vital_regions(self, block: int) -> list[Region]:
        """The regions vital to a safe block in the set of safe blocks (empty if not safe)."""
        if block not in self.final.blocks:
            return []
        return [self.regions[r] for r in sorted(self.final.regions)
                if block in self.regions[r].healthy_for]

    def cast_out_round(self, block: int) -> int | None:
        """The round in which a block was cast out, or None if it is safe."""
        for step in self.steps[1:]:
            if any(removal.block == block for removal in step.removed_blocks):
                return step.round
        return None

    def block_removal(self, block: int) -> BlockCastOut | None:
        """Why a block was cast out (None if it is safe)."""
        round_ = self.cast_out_round(block)
        if round_ is None:
            return None
        return next(r for r in self.steps[round_].removed_blocks if r.block == block)

    def lost_regions(self, block: int) -> list[RegionCastOut]:
        """The regions healthy for a cast-out block that left in the rounds before its own."""
        round_ = self.cast_out_round(block)
        if round_ is None:
            return []
        return [r for step in self.steps[1:round_] for r in step.removed_regions
                if block in self.regions[r.region].healthy_for]

    def explained_regions(self, block: int) -> list[int]:
        """The regions :func:`..report.explain_block` names, in its order: the vital regions of a
        safe block; for a cast-out one, the healthy region it still had, then those it lost."""
        removal = self.block_removal(block)
        if removal is None:
            return [region.index for region in self.vital_regions(block)]
        return [*removal.healthy, *(lost.region for lost in self.lost_regions(block))]


@dataclass(frozen=True, slots=True, eq=False)
class Analysis:
    """Both colours' analyses of one board under one rule set."""

    board: Board
    rules: Rules
    black: ColourAnalysis
    white: ColourAnalysis
    illegal: tuple[Block, ...] = field(default=())
    """Blocks without liberties: the arrangement cannot arise in play."""

    def of(self, colour: Colour) -> ColourAnalysis:
        return self.black if colour is Colour.BLACK else self.white


# -- names of regions ---------------------------------------------------------------------------

def _free_names(taken: Collection[str]) -> Iterator[str]:
    """The series a, b, c ... without the names in ``taken``."""
    index = 0
    while True:
        name = region_letter(index)
        if name not in taken:
            yield name
        index += 1


def region_names(regions: Iterable[Region], kept: Mapping[int, str] | None = None,
                 taken: Collection[str] = ()) -> tuple[str, ...]:
    """Names for ``regions`` (given in index order, which is reading order) that stay put while the board is edited.

    Stable means: a region whose point set is exactly that of a region in ``kept`` (point set
    to name, from the previous analysis of the same colour on the same geometry) keeps that
    name.  An edit that places or removes no stone in a region or next to it leaves its point
    set as it was, so the region keeps its letter however the rest of the board changes.  Other
    regions take, in reading order of their first point, the first names of the series a, b,
    c ... that no kept region holds and that are not in ``taken`` (compared without case: the
    letters the file's own labels use on this board).  Without ``kept`` this is just the series
    in reading order, skipping ``taken``.
    """
    regions = list(regions)
    kept = kept or {}
    refused = {name.lower() for name in taken}
    names = {region.index: kept[region.mask] for region in regions
             if region.mask in kept and kept[region.mask].lower() not in refused}
    fresh = _free_names(refused | set(names.values()))
    return tuple(names.get(region.index) or next(fresh) for region in regions)


def renamed(analysis: Analysis, previous: Analysis | None, taken: Collection[str] = ()) -> Analysis:
    """``analysis`` with its regions named by :func:`region_names`: keeping the names of
    ``previous`` (an analysis of an earlier board on the same geometry, or None) and avoiding
    ``taken``."""
    def named(side: ColourAnalysis) -> ColourAnalysis:
        kept = None
        if previous is not None and previous.board.geometry == analysis.board.geometry:
            before = previous.of(side.colour)
            kept = {region.mask: before.region_name(region.index) for region in before.regions}
        return replace(side, names=region_names(side.regions, kept, taken))
    return replace(analysis, black=named(analysis.black), white=named(analysis.white))


# -- the algorithm ------------------------------------------------------------------------------

# Builds a named tuple without the Python frame of its generated constructor: an analysis makes
# hundreds of blocks, regions and cast-outs, and this halves their cost.
_make = tuple.__new__


def _blocks_and_regions(board: Board, colour: Colour, suicide: bool):
    """The blocks and enclosed regions of ``colour``, with NB(R) and healthiness: the hot path of
    the analysis, written for speed on bit sets (see the benchmark before changing it)."""
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
    grid = geom.is_grid
    if grid:
        block_neighbourhoods = [((m << 1) | (m >> 1) | (m << stride) | (m >> stride)) & on for m in block_masks]
    else:
        block_neighbourhoods = [neighbours(m) for m in block_masks]
    blocks = []
    point_at = geom.point_at
    for i, mask in enumerate(block_masks):
        first = point_at[(mask & -mask).bit_length() - 1]
        blocks.append(_make(Block, (i, colour, mask, block_neighbourhoods[i] & empty, first)))
    numbered = list(enumerate(block_masks))
    # An empty point with no own stone beside it lies inside its region (all its neighbours are
    # region points), which makes the region not small and healthy for no block.
    inner_empties = empty & ~neighbours(own)
    remaining = on & ~own
    # Single-point regions (typically eyes) are common enough to deserve a shortcut: each is
    # small, and healthy for every block around it.
    singles = remaining & ~neighbours(remaining)
    # Their neighbouring blocks come cheapest from the blocks' side.
    single_neighbours: dict[int, list[int]] = {}
    for i, around in enumerate(block_neighbourhoods):
        hits = around & singles
        while hits:
            low = hits & -hits
            hits ^= low
            single_neighbours.setdefault(low, []).append(i)
    regions = []
    while remaining:
        mask = remaining & -remaining
        if not mask & singles:
            mask = component(mask, remaining)
        remaining ^= mask
        empties = mask & empty
        if mask & singles:
            adjacent = tuple(single_neighbours.get(mask, ()))
            small, healthy = True, adjacent
        else:
            if grid:
                touching = ((mask << 1) | (mask >> 1) | (mask << stride) | (mask >> stride)) & own
            else:
                touching = neighbours(mask) & own
            adjacent = tuple([i for i, block in numbered if block & touching])
            if mask & inner_empties:
                small, healthy = False, ()
            else:
                must_touch = mask if suicide else empties
                small = True
                healthy = tuple([i for i in adjacent if not must_touch & ~block_neighbourhoods[i]])
        first = point_at[(mask & -mask).bit_length() - 1]
        regions.append(_make(Region, (len(regions), mask, empties, adjacent, healthy, small, first)))
    return tuple(blocks), tuple(regions)


def _indices(bits: int) -> list[int]:
    """The positions of the set bits of ``bits``, in increasing order."""
    found = []
    while bits:
        low = bits & -bits
        found.append(low.bit_length() - 1)
        bits ^= low
    return found


def _index_tuple(bits: int) -> tuple[int, ...]:
    """:func:`_indices` as a tuple, quick for the usual zero or one bit of a cast-out block."""
    if not bits & (bits - 1):
        return (bits.bit_length() - 1,) if bits else ()
    return tuple(_indices(bits))


def cast_out(blocks: Iterable[int], regions: Iterable[int], all_regions: tuple[Region, ...]) -> tuple[Step, ...]:
    """Run the casting-out sequence from Z_0 = ``blocks`` and R_0 = ``regions`` to its fixed point.

    The sets of block and region indices are kept as bit sets, so that a round costs a few
    integer operations per block rather than dictionary work per block-region pair."""
    blocks = sorted(blocks)
    regions = sorted(regions)
    size = blocks[-1] + 1 if blocks else 0
    healthy = [0] * size  # per block: its healthy regions, as region bits
    around = [0] * size   # per block: its neighbouring regions
    alive = kept = 0
    for b in blocks:
        alive |= 1 << b
    for r in regions:
        bit = 1 << r
        kept |= bit
        region = all_regions[r]
        for b in region.neighbours:
            if b < size:
                around[b] |= bit
        for b in region.healthy_for:
            if b < size:
                healthy[b] |= bit
    steps = [Step(0, frozenset(blocks), frozenset(regions))]
    while True:
        leaving = [b for b in blocks if alive >> b & 1 and (healthy[b] & kept).bit_count() < 2]
        if not leaving:
            return tuple(steps)
        removed_blocks = tuple([_make(BlockCastOut, (b, _index_tuple(healthy[b] & kept))) for b in leaving])
        left = gone = 0
        for b in leaving:
            left |= 1 << b
            gone |= around[b]
        gone &= kept
        alive &= ~left
        kept &= ~gone
        removed_regions = tuple([
            _make(RegionCastOut, (r, tuple([b for b in all_regions[r].neighbours if left >> b & 1])))
            for r in _indices(gone)
        ])
        steps.append(Step(len(steps), frozenset(_indices(alive)), frozenset(_indices(kept)),
                          removed_blocks, removed_regions))


def analyze_colour(board: Board, colour: Colour, rules: Rules | str = Rules.NO_SUICIDE) -> ColourAnalysis:
    rules = Rules.parse(rules)
    blocks, regions = _blocks_and_regions(board, colour, rules is Rules.SUICIDE)
    steps = cast_out(range(len(blocks)), range(len(regions)), regions)
    final = steps[-1]
    territory = 0
    safe = final.blocks
    for r in final.regions:
        region = regions[r]
        if not safe.isdisjoint(region.healthy_for):
            territory |= region.mask
    return ColourAnalysis(colour, rules, board.geometry, blocks, regions, steps, territory)


def analyze(board: Board, rules: Rules | str = Rules.NO_SUICIDE) -> Analysis:
    """Benson's analysis of both colours, with the blocks that make the arrangement illegal."""
    rules = Rules.parse(rules)
    black = analyze_colour(board, Colour.BLACK, rules)
    white = analyze_colour(board, Colour.WHITE, rules)
    illegal = tuple([b for b in black.blocks if not b.liberties] + [b for b in white.blocks if not b.liberties])
    return Analysis(board, rules, black, white, illegal)


@dataclass(frozen=True, slots=True)
class Support:
    """Benson's section 7 for a chosen set Y of blocks."""

    chosen: frozenset[int]
    closure: frozenset[int]
    """[Y]: the blocks region-connected to a chosen one (joined through small regions)."""
    steps: tuple[Step, ...]
    """The casting-out sequence run inside [Y]."""

    @property
    def alive(self) -> frozenset[int]:
        """Z: the largest unconditionally alive set inside [Y] (Theorem 3)."""
        return self.steps[-1].blocks

    @property
    def support(self) -> frozenset[int]:
        """S(Y) = Y ∩ Z."""
        return self.chosen & self.alive


def support(analysis: ColourAnalysis, chosen: Iterable[int]) -> Support:
    """S(Y) for the blocks ``chosen`` (indices into ``analysis.blocks``)."""
    chosen = frozenset(chosen)
    joined: dict[int, set[int]] = {b.index: set() for b in analysis.blocks}
    for region in analysis.regions:
        if region.small:
            for b in region.neighbours:
                joined[b].update(region.neighbours)
    closure = set(chosen)
    frontier = list(chosen)
    while frontier:
        for other in joined[frontier.pop()]:
            if other not in closure:
                closure.add(other)
                frontier.append(other)
    start_regions = [r.index for r in analysis.regions
                     if r.small and set(r.neighbours) <= closure]
    return Support(chosen, frozenset(closure), cast_out(closure, start_regions, analysis.regions))
