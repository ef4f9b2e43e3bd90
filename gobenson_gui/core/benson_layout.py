"""Benson's analysis as point sets, and the analysis of a board that follows another."""

from __future__ import annotations

from bisect import insort
from itertools import chain, compress
from operator import not_
from typing import NamedTuple, Sequence

from .benson import _make
from .board import Board, Colour
from .geometry import Geometry


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
