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
from bisect import bisect_left, insort
from itertools import chain, compress, repeat
from operator import not_
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
    # Single-point regions (typically eyes) are common enough to deserve a shortcut: their
    # neighbouring blocks come cheapest from the blocks' side.
    singles = remaining & ~neighbours(remaining)
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
        if mask & singles:
            regions.append(describe(len(regions), mask, tuple(single_neighbours.get(mask, ()))))
        else:
            mask = component(mask, remaining)
            regions.append(describe(len(regions), mask))
        remaining ^= mask
    return tuple(blocks), tuple(regions)


class _RegionDescriber:
    """Makes the :class:`Region` of a point set of one colour's board: its empty points, NB(R),
    the blocks it is healthy for and whether it is small.  Shared by the fresh analysis and the
    one that starts from the analysis of a previous board, so both judge regions alike."""

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


def _blocks_and_regions_after(before: ColourAnalysis, before_board: Board, board: Board, suicide: bool):
    """What :func:`_blocks_and_regions` gives for ``board``, reusing the blocks and regions of
    ``before`` (the same colour's analysis of ``before_board``) that the change cannot reach.

    Let D be the points where this colour's stones changed.  A block or region that neither
    holds a point of D nor neighbours one is still a maximal connected set of the new board, so
    the flood fills run only over the rest.  Of those kept, a block keeps its liberties when no
    point beside it changed from or to empty; a region keeps its verdicts (NB(R), healthiness,
    smallness) when its empty points did not change and every block around it was kept, since
    those verdicts read nothing else.  What is kept is only renumbered, and what comes before
    the first change in reading order keeps even its number, so its tuple is reused as it is.
    """
    geom = board.geometry
    neighbours = geom.neighbours
    colour = before.colour
    own = board.stones(colour)
    empty = board.empty_points
    before_own = before_board.stones(colour)
    changed = own ^ before_own
    near = changed | neighbours(changed) if changed else 0
    emptiness_changed = empty ^ before_board.empty_points
    point_at = geom.point_at

    start, following, dropped = _reused_and_new(before.blocks, near, own, before_own, geom)
    blocks = list(before.blocks[:start])
    libertied = neighbours(emptiness_changed) & own
    if libertied:
        for block in blocks:
            if block.mask & libertied:
                blocks[block.index] = _make(Block, (block.index, colour, block.mask, neighbours(block.mask) & empty, block.first))
    renumbered = list(range(len(before.blocks)))
    for index, old in enumerate(following, start):
        if old.__class__ is int:
            blocks.append(_make(Block, (index, colour, old, neighbours(old) & empty, point_at[(old & -old).bit_length() - 1])))
            continue
        renumbered[old.index] = index
        mask = old.mask
        if mask & libertied:
            blocks.append(_make(Block, (index, colour, mask, neighbours(mask) & empty, old.first)))
        elif index == old.index:
            blocks.append(old)
        else:
            blocks.append(_make(Block, (index, colour, mask, old.liberties, old.first)))

    block_masks = [block.mask for block in blocks]
    neighbourhoods: dict[int, int] = {}

    def neighbourhood(index: int) -> int:
        around = neighbourhoods.get(index)
        if around is None:
            around = neighbourhoods[index] = neighbours(block_masks[index])
        return around

    remaining = geom.on & ~own
    describe = _RegionDescriber(geom, own, empty, block_masks, neighbourhood, suicide)
    # Regions that lost a neighbouring block, or whose empty points changed, are judged again;
    # blocks numbered from ``start`` on may have a new number.  A region clear of ``reshaped``
    # borders only kept blocks and no new one (a new block holds a changed point or a point
    # of a block that left), so its NB(R) is the old one renumbered.
    reshaped = near | (neighbours(dropped) if dropped else 0)
    judged_again = reshaped | emptiness_changed
    region_start, following, _ = _reused_and_new(before.regions, near, remaining, geom.on & ~before_own, geom)

    def judged(old: Region, index: int) -> Region:
        if old.mask & reshaped:
            return describe(index, old.mask)
        return describe(index, old.mask, tuple(map(renumbered.__getitem__, old.neighbours)))

    regions = []
    for index, old in enumerate(chain(before.regions[:region_start], following)):
        if old.__class__ is int:
            regions.append(describe(index, old))
        elif old.mask & judged_again:
            regions.append(judged(old, index))
        elif index == old.index and not (old.neighbours and old.neighbours[-1] >= start):
            regions.append(old)
        else:
            regions.append(_renumbered_region(old, index, renumbered))
    return tuple(blocks), tuple(regions)


def _renumbered_region(old: Region, index: int, renumbered: list[int]) -> Region:
    return _make(Region, (index, old.mask, old.empties, tuple([renumbered[b] for b in old.neighbours]),
                          tuple([renumbered[b] for b in old.healthy_for]), old.small, old.first))


def _reused_and_new(items, near: int, within: int, within_before: int, geom: Geometry):
    """How the blocks (or regions) ``items``, the connected parts of ``within_before``, become
    those of ``within``: the items clear of ``near`` stay, the rest of ``within`` is flood-filled.

    Returns ``start``, the number of items that come before any change in reading order (they
    keep their place and number); the items from there on in reading order, each either an item
    that stays or the point set (an int) of a new one; and the union of the items that left.
    Boards have dozens of blocks, so the scans over them are kept lean: compress and bisect run
    in C, and the hit test is a list comprehension, whose attribute reads beat map over an
    attrgetter.
    """
    hits = [near & item.mask for item in items] if near else ()
    leaving = list(compress(items, hits))
    dropped = 0
    for item in leaving:
        dropped |= item.mask
    start = leaving[0].index if leaving else len(items)
    left = within & ~(within_before & ~dropped)
    new = []
    if len(leaving) == 1 and not left & ~dropped and _still_connected(left, dropped & ~left, geom):
        new.append(left)
        left = 0
    while left:
        mask = geom.component(left & -left, left)
        new.append(mask)
        left ^= mask
    if new:
        start = bisect_left(items, new[0] & -new[0], 0, start, key=_first_bit)
    following = list(compress(items[start:], map(not_, hits[start:]))) if hits else list(items[start:])
    for mask in new:
        insort(following, mask, key=_first_bit)
    return start, following, dropped


def _still_connected(rest: int, taken: int, geom: Geometry) -> bool:
    """Whether ``rest``, a connected set less the one point ``taken``, is still connected, told
    from the 3x3 box around the point (plain grids only), which spares the flood fill of a
    large region after a stone is played in it.  If the neighbours of the point in ``rest``
    are connected inside the box, any path through the point can go round it.  False means
    not known."""
    if not geom.is_grid or not taken or taken & (taken - 1) or not rest:
        return False
    stride = geom.stride
    row = taken | taken << 1 | taken >> 1
    box = (row | row << stride | row >> stride) & rest
    ports = ((taken << 1) | (taken >> 1) | (taken << stride) | (taken >> stride)) & rest
    joined = geom.component(ports & -ports, box)
    return not ports & ~joined


def _first_bit(entry) -> int:
    """The first point, as a bit, of a block, a region or a bare point set."""
    mask = entry if entry.__class__ is int else entry.mask
    return mask & -mask


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


def analyze_colour(board: Board, colour: Colour, rules: Rules | str = Rules.NO_SUICIDE) -> ColourAnalysis:
    rules = Rules.parse(rules)
    return _analyze_colour(board, colour, rules, _blocks_and_regions(board, colour, rules is Rules.SUICIDE))


def _analyze_colour(board: Board, colour: Colour, rules: Rules, found, before: ColourAnalysis | None = None) -> ColourAnalysis:
    """The casting-out and territory over ``found``, the blocks and regions of ``board``.  When
    every region has the same NB(R) and healthiness as in ``before`` (as after most moves of
    the other colour), the casting-out of ``before`` is the answer again: it reads nothing else."""
    blocks, regions = found
    if (before is not None and len(blocks) == len(before.blocks) and len(regions) == len(before.regions)
            and all(new is old or (new.neighbours == old.neighbours and new.healthy_for == old.healthy_for)
                    for new, old in zip(regions, before.regions))):
        steps = before.steps
    else:
        steps = cast_out(range(len(blocks)), range(len(regions)), regions)
    final = steps[-1]
    territory = 0
    safe = final.blocks
    for r in final.regions:
        region = regions[r]
        if not safe.isdisjoint(region.healthy_for):
            territory |= region.mask
    return ColourAnalysis(colour, rules, board.geometry, blocks, regions, steps, territory)


def analyze(board: Board, rules: Rules | str = Rules.NO_SUICIDE, previous: Analysis | None = None) -> Analysis:
    """Benson's analysis of both colours, with the blocks that make the arrangement illegal.

    ``previous``, an analysis of another board of the same geometry (typically the node
    before), lets the analysis reuse what the difference between the boards cannot have
    changed; the result is the same as without it.
    """
    rules = Rules.parse(rules)
    suicide = rules is Rules.SUICIDE
    if previous is not None and previous.rules is rules and previous.board.geometry == board.geometry:
        before = previous.board
        if before.black == board.black and before.white == board.white:
            return previous
        black = _analyze_colour(board, Colour.BLACK, rules,
                                _blocks_and_regions_after(previous.black, before, board, suicide), previous.black)
        white = _analyze_colour(board, Colour.WHITE, rules,
                                _blocks_and_regions_after(previous.white, before, board, suicide), previous.white)
    else:
        black = _analyze_colour(board, Colour.BLACK, rules, _blocks_and_regions(board, Colour.BLACK, suicide))
        white = _analyze_colour(board, Colour.WHITE, rules, _blocks_and_regions(board, Colour.WHITE, suicide))
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
