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

from dataclasses import dataclass
from bisect import insort
from itertools import chain, compress, repeat
from operator import not_
from typing import Iterable, NamedTuple, Sequence

from .board import Board, Colour
from .geometry import Geometry, Point
from .rules import Rules


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


class Area(NamedTuple):
    """A region as the analysis keeps it: point sets only, which stay true however the blocks
    around it are numbered, so that an analysis that follows an edit keeps most areas as they are."""

    mask: int
    empties: int
    touching: int
    """NB(R) as stones: the stones of the colour next to the region, or for a single point the
    whole blocks next to it, which come cheaper there (either way, stones of exactly the
    blocks next to it)."""
    healthy: int
    """The stones of the blocks the region is healthy for."""
    small: bool


class Round(NamedTuple):
    """Z_i as stones and R_i as region indices."""

    alive: int
    regions: Sequence[int]
    """Increasing; a range for all of them."""


class Layout(NamedTuple):
    """One colour's analysis as point sets: what the analysis that follows an edit computes and
    keeps from one board to the next, and what the fast readers (the summary, json, the batch
    table) read directly."""

    own: int
    empty: int
    blocks: tuple[int, ...]
    """The blocks' stones, in reading order of their first points (their indices)."""
    areas: tuple[Area, ...]
    """The enclosed regions, in reading order of their first points."""
    airless: int
    """The stones of blocks without a liberty."""
    rounds: tuple[Round, ...]
    """The start, then one entry per round that cast something out; the fixed point last."""
    territory: int
    """Pass-alive territory: points of final regions healthy for at least one safe block."""


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


class ColourAnalysis:
    """Everything Benson's algorithm found for one colour, in two forms, each made from the
    other when first asked for.

    The :class:`Layout` holds point sets only; the analysis that follows an edit works on it,
    and the summary, json and the batch table read it.  The numbered blocks and regions and
    the steps with their reasons are what the editor, the explanations and the annotator
    read.  An analysis from scratch makes the numbered form (the searches read nothing else);
    one that follows an edit makes the layout, and a run over every node of a record that
    prints a summary or json never needs anything more.
    """

    __slots__ = ("colour", "rules", "geometry", "_layout", "_empty", "_territory",
                 "_around", "_blocks", "_regions", "_steps")

    def __init__(self, colour: Colour, rules: Rules, geometry: Geometry, layout: Layout | None = None,
                 numbered: _Numbered | None = None) -> None:
        """Either ``layout`` or ``numbered``."""
        self.colour = colour
        self.rules = rules
        self.geometry = geometry
        self._layout = layout
        if numbered is None:
            self._blocks = self._regions = self._steps = self._territory = self._empty = self._around = None
        else:
            self._blocks, self._regions, self._steps, self._territory, self._empty, self._around = numbered

    @property
    def layout(self) -> Layout:
        if self._layout is None:
            self._layout = self._layout_from_numbers()
        return self._layout

    def _layout_from_numbers(self) -> Layout:
        """The layout of an analysis made in numbered form: the point sets of its blocks,
        regions and steps."""
        masks = tuple([block.mask for block in self._blocks])
        own = airless = 0
        for block in self._blocks:
            own |= block.mask
            if not block.liberties:
                airless |= block.mask
        neighbours = self.geometry.neighbours

        def stones(indices) -> int:
            union = 0
            for index in indices:
                union |= masks[index]
            return union

        areas = []
        for region in self._regions:
            mask = region.mask
            healthy = stones(region.healthy_for)
            # See Area.touching: a single point's region holds its neighbouring blocks whole.
            touching = stones(region.neighbours) if not mask & (mask - 1) else neighbours(mask) & own
            areas.append(_make(Area, (mask, region.empties, touching, healthy, region.small)))
        rounds = [_make(Round, (own, range(len(areas))))]
        rounds += [_make(Round, (stones(step.blocks), tuple(sorted(step.regions)))) for step in self._steps[1:]]
        return _make(Layout, (own, self._empty, masks, tuple(areas), airless, tuple(rounds), self._territory))

    # -- what either form tells at once --------------------------------------------------------

    @property
    def block_masks(self) -> tuple[int, ...]:
        if self._layout is None:
            return tuple([block.mask for block in self._blocks])
        return self._layout.blocks

    @property
    def region_masks(self) -> tuple[int, ...]:
        parts = self._regions if self._layout is None else self._layout.areas
        return tuple([part.mask for part in parts])

    @property
    def territory(self) -> int:
        return self._territory if self._layout is None else self._layout.territory

    @property
    def safe_stones(self) -> int:
        if self._layout is not None:
            return self._layout.rounds[-1].alive
        stones = 0
        for index in self._steps[-1].blocks:
            stones |= self._blocks[index].mask
        return stones

    @property
    def safe_count(self) -> int:
        """How many blocks are safe."""
        if self._layout is None:
            return len(self._steps[-1].blocks)
        safe = self.safe_stones
        return sum(map(bool, map(safe.__and__, self._layout.blocks))) if safe else 0

    @property
    def round_count(self) -> int:
        """Rounds of casting out that removed something before the fixed point."""
        return len(self._steps if self._layout is None else self._layout.rounds) - 1

    def airless_blocks(self) -> list[Block]:
        """The blocks without a liberty, read from whichever form there is."""
        if self._layout is None:
            return [block for block in self._blocks if not block.liberties]
        airless = self._layout.airless
        return [block for block in self.blocks if block.mask & airless] if airless else []

    def is_safe(self, block: int) -> bool:
        if self._steps is not None:
            return block in self._steps[-1].blocks
        return bool(self._layout.blocks[block] & self.safe_stones)

    def step_sets(self) -> list[tuple[Sequence[int], Sequence[int]]]:
        """Z_i and R_i of every round as increasing indices, without the reasons: all that a
        reader of the sets needs, for much less than :attr:`steps` costs.  All blocks or all
        regions, as at the start, come as a range."""
        layout = self.layout
        everyone = range(len(layout.blocks))
        return [(everyone if step.alive == layout.own else
                 tuple(compress(everyone, map(step.alive.__and__, layout.blocks))) if step.alive else (),
                 step.regions) for step in layout.rounds]

    # -- numbered blocks and regions, and the steps with reasons, made when asked for ----------

    def _neighbourhoods(self) -> list[int]:
        """The neighbours of every block, which both the blocks' liberties and the regions'
        neighbouring blocks are read from."""
        if self._around is None:
            neighbours = self.geometry.neighbours
            self._around = [neighbours(mask) for mask in self.layout.blocks]
        return self._around

    @property
    def blocks(self) -> tuple[Block, ...]:
        if self._blocks is None:
            empty, point_at, colour = self.layout.empty, self.geometry.point_at, self.colour
            self._blocks = tuple([_make(Block, (index, colour, mask, around & empty,
                                                point_at[(mask & -mask).bit_length() - 1]))
                                  for index, (mask, around) in enumerate(zip(self.layout.blocks, self._neighbourhoods()))])
        return self._blocks

    @property
    def regions(self) -> tuple[Region, ...]:
        if self._regions is None:
            masks = self.layout.blocks
            indices = range(len(masks))
            point_at = self.geometry.point_at
            singles = 0
            for area in self.layout.areas:
                if not area.mask & (area.mask - 1):
                    singles |= area.mask
            beside = _blocks_beside(self._neighbourhoods(), singles)
            regions = []
            for index, area in enumerate(self.layout.areas):
                mask = area.mask
                if mask & singles:
                    # A single point's region is healthy for every block around it: the same
                    # tuple, which cast_out recognises.
                    adjacent = tuple(beside.get(mask, ()))
                    healthy = adjacent if area.healthy else ()
                else:
                    adjacent = tuple(compress(indices, map(area.touching.__and__, masks)))
                    healthy = tuple(compress(indices, map(area.healthy.__and__, masks))) if area.healthy else ()
                regions.append(_make(Region, (index, mask, area.empties, adjacent, healthy, area.small,
                                              point_at[(mask & -mask).bit_length() - 1])))
            self._regions = tuple(regions)
        return self._regions

    @property
    def steps(self) -> tuple[Step, ...]:
        """Z_0/R_0 first, one entry per round that cast something out, the fixed point last;
        each with the reasons of what left."""
        if self._steps is None:
            self._steps = cast_out(range(len(self.layout.blocks)), range(len(self.layout.areas)), self.regions)
        return self._steps

    @property
    def final(self) -> Step:
        return self.steps[-1]

    @property
    def safe(self) -> list[Block]:
        blocks = self.blocks
        return [blocks[index] for index in range(len(blocks)) if self.is_safe(index)]

    def block_at(self, point: Point) -> Block | None:
        bit = self.geometry.bit(point)
        return next((block for block in self.blocks if block.mask & bit), None)

    def region_at(self, point: Point) -> Region | None:
        bit = self.geometry.bit(point)
        return next((region for region in self.regions if region.mask & bit), None)

    def vital_regions(self, block: int) -> list[Region]:
        """The regions vital to a safe block in the set of safe blocks (empty if not safe)."""
        if not self.is_safe(block):
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

    def of(self, colour: Colour) -> ColourAnalysis:
        return self.black if colour is Colour.BLACK else self.white

    @property
    def illegal(self) -> tuple[Block, ...]:
        """Blocks without liberties: the arrangement cannot arise in play."""
        return tuple(self.black.airless_blocks() + self.white.airless_blocks())


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


class _AreaDescriber:
    """Makes the :class:`Area` of a point set of one colour's board, for the analysis that
    follows an edit: its empty points, the stones next to it, the blocks it is healthy for and
    whether it is small, judged as :class:`_RegionDescriber` judges numbered regions."""

    __slots__ = ("own", "empty", "neighbours", "blocks", "neighbourhoods", "suicide")

    def __init__(self, geom: Geometry, own: int, empty: int, blocks: Sequence[int], suicide: bool) -> None:
        self.own = own
        self.empty = empty
        self.neighbours = geom.neighbours
        self.blocks = blocks
        self.neighbourhoods: dict[int, int] = {}
        """The neighbours of blocks, by block, as they are needed."""
        self.suicide = suicide

    def __call__(self, mask: int) -> Area:
        """The area of the points ``mask``."""
        empties = mask & self.empty
        if not mask & (mask - 1):
            # A single point's region is small, and healthy for every block around it.
            touching = self.neighbours(mask) & self.own
            beside = 0
            for block in compress(self.blocks, map(touching.__and__, self.blocks)):
                beside |= block
            return _make(Area, (mask, empties, beside, beside, True))
        touching = self.neighbours(mask) & self.own
        if empties & ~self.neighbours(touching):
            # An empty point with no own stone beside it lies inside the region (all its
            # neighbours are region points), which makes the region not small and healthy for
            # no block.
            return _make(Area, (mask, empties, touching, 0, False))
        must_touch = mask if self.suicide else empties
        neighbourhoods = self.neighbourhoods
        healthy = 0
        for block in compress(self.blocks, map(touching.__and__, self.blocks)):
            around = neighbourhoods.get(block)
            if around is None:
                around = neighbourhoods[block] = self.neighbours(block)
            if not must_touch & ~around:
                healthy |= block
        return _make(Area, (mask, empties, touching, healthy, True))


def _layout_after(before: Layout, board: Board, colour: Colour, suicide: bool) -> Layout:
    """The layout of ``colour`` on ``board``, reusing the blocks and regions of ``before`` (the
    same colour's layout of another board of the same geometry) that the change cannot reach.

    Let D be the points where this colour's stones changed.  A block or region that neither
    holds a point of D nor neighbours one is still a maximal connected set of the new board, so
    the flood fills run only over the rest.  A kept block keeps its liberty or lack of one when
    no point beside it changed from or to empty; a kept region keeps its description when its
    empty points did not change and every block around it was kept, since the description
    reads nothing else.  Nothing is numbered, so what is kept is kept as it is.
    """
    own = board.stones(colour)
    empty = board.empty_points
    if own == before.own and empty == before.empty:
        return before
    geom = board.geometry
    neighbours = geom.neighbours
    changed = own ^ before.own
    near = changed | neighbours(changed) if changed else 0
    emptiness_changed = empty ^ before.empty

    if near:
        blocks, new_blocks, dropped = _redrawn(before.blocks, before.blocks, near, own, before.own, geom)
        for mask in new_blocks:
            insort(blocks, mask, key=_lowest_bit)
        blocks = tuple(blocks)
        areas, new_areas, _ = _redrawn(before.areas, [area.mask for area in before.areas], near,
                                       geom.on & ~own, geom.on & ~before.own, geom)
    else:
        blocks, new_blocks, dropped = before.blocks, [], 0
        areas, new_areas = before.areas, []
    # A kept block's liberties changed only where a point beside it changed from or to empty.
    airless = before.airless & ~dropped
    rechecked = new_blocks
    libertied = neighbours(emptiness_changed) & own & before.own & ~dropped
    # Kept blocks need a look only if one of them had no liberty or a stone beside a change
    # has no empty point beside it now; otherwise every such block still has a liberty.
    if libertied and (airless or libertied & ~neighbours(empty)):
        rechecked = chain(new_blocks, [mask for mask in blocks if mask & libertied])
    for mask in rechecked:
        if neighbours(mask) & empty:
            airless &= ~mask
        else:
            airless |= mask

    describe = _AreaDescriber(geom, own, empty, blocks, suicide)
    # Regions next to a block that left, or whose empty points changed, are described again (a
    # new block holds a changed point or a point of a block that left, so a region beside one
    # is beside those).
    judged_again = near | emptiness_changed | (neighbours(dropped) if dropped else 0)
    areas = [describe(area.mask) if area.mask & judged_again else area for area in areas]
    for mask in new_areas:
        insort(areas, describe(mask), key=_first_area_bit)
    return _finished(own, empty, blocks, tuple(areas), airless, before)


def _redrawn(items, masks, near: int, within: int, within_before: int, geom: Geometry):
    """How the blocks (or regions) ``items`` with the point sets ``masks``, the connected parts
    of ``within_before`` in reading order, become those of ``within``: the items clear of
    ``near`` stay, the rest of ``within`` is flood-filled.

    ``near`` (not empty) holds the points that joined or left ``within`` and their
    neighbours.  Returns the items that stay (a list, in reading order), the point sets of the
    new parts and the union of the items that left.  Boards have dozens of blocks, so the
    scans over them are kept lean: compress runs in C, and the hit test is a list
    comprehension.
    """
    hits = [near & mask for mask in masks]
    dropped = 0
    leaving = 0
    for mask in compress(masks, hits):
        dropped |= mask
        leaving += 1
    left = within & ~(within_before & ~dropped)
    new = []
    added = within & ~within_before
    if added and not added & (added - 1) and not within_before & ~within:
        # One point joined and none left (a stone played, for its blocks): every part it hit
        # lies beside it, so the point and those parts are one new part.
        new.append(left)
        left = 0
    elif leaving == 1 and not left & ~dropped and _still_connected(left, dropped & ~left, geom):
        new.append(left)
        left = 0
    while left:
        mask = geom.component(left & -left, left)
        new.append(mask)
        left ^= mask
    return list(compress(items, map(not_, hits))), new, dropped


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


def _lowest_bit(mask: int) -> int:
    return mask & -mask


def _first_area_bit(area: Area) -> int:
    return area.mask & -area.mask


def _finished(own: int, empty: int, blocks: tuple[int, ...], areas: tuple[Area, ...], airless: int,
              before: Layout) -> Layout:
    """The layout with its casting-out and territory.  When the stones are those of ``before``
    and every region is next to the same stones and healthy for the same blocks (as after most
    moves of the other colour), the rounds of ``before`` are the answer again: they read
    nothing else."""
    if (own == before.own and len(areas) == len(before.areas)
            and all(new is old or (new.touching == old.touching and new.healthy == old.healthy)
                    for new, old in zip(areas, before.areas))):
        rounds = before.rounds
    else:
        rounds = _rounds(own, areas)
    final = rounds[-1]
    safe = final.alive
    territory = 0
    for r in final.regions:
        area = areas[r]
        if area.healthy & safe:
            territory |= area.mask
    return _make(Layout, (own, empty, blocks, areas, airless, rounds, territory))


def _rounds(own: int, areas: tuple[Area, ...]) -> tuple[Round, ...]:
    """Benson's casting-out on stones: a block's stones lie in the healthy stones of every region
    healthy for it, so the stones covered twice by the regions still in play are those of the
    blocks with two healthy regions, and a region leaves when stones next to it leave.  The same
    sequence as :func:`cast_out`, for a few big-integer operations per region and round."""
    kept = range(len(areas))
    touching = [area.touching for area in areas]
    counted_in = [(r, area.healthy) for r, area in enumerate(areas) if area.healthy]
    alive = own
    rounds = [_make(Round, (alive, kept))]
    while True:
        once = twice = 0
        for _, healthy in counted_in:
            twice |= once & healthy
            once |= healthy
        leaving = alive & ~twice
        if not leaving:
            return tuple(rounds)
        alive ^= leaving
        kept = [r for r in kept if not touching[r] & leaving]
        counted_in = [entry for entry in counted_in if not touching[entry[0]] & leaving]
        rounds.append(_make(Round, (alive, tuple(kept))))


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
    return ColourAnalysis(colour, rules, board.geometry, numbered=_numbered(board, colour, rules is Rules.SUICIDE))


def analyze(board: Board, rules: Rules | str = Rules.NO_SUICIDE, previous: Analysis | None = None) -> Analysis:
    """Benson's analysis of both colours.

    ``previous``, an analysis of another board of the same geometry (typically the node
    before), lets the analysis reuse what the difference between the boards cannot have
    changed; the result is the same as without it.
    """
    if rules.__class__ is not Rules:
        rules = Rules.parse(rules)
    suicide = rules is Rules.SUICIDE
    geom = board.geometry
    if previous is not None and previous.rules is rules and previous.board.geometry == geom:
        before = previous.board
        if before.black == board.black and before.white == board.white:
            return previous
        black = ColourAnalysis(Colour.BLACK, rules, geom, _layout_after(previous.black.layout, board, Colour.BLACK, suicide))
        white = ColourAnalysis(Colour.WHITE, rules, geom, _layout_after(previous.white.layout, board, Colour.WHITE, suicide))
    else:
        black = ColourAnalysis(Colour.BLACK, rules, geom, numbered=_numbered(board, Colour.BLACK, suicide))
        white = ColourAnalysis(Colour.WHITE, rules, geom, numbered=_numbered(board, Colour.WHITE, suicide))
    return Analysis(board, rules, black, white)


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
