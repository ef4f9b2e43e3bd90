"""Benson's analysis (see :mod:`.benson`) as point sets, and the analysis of a board that
follows another.

Blocks are their stones, regions are kept with the stones next to them and the stones of the
blocks they are healthy for, and the rounds with the stones still alive.  Point sets do not
change when a stone elsewhere shifts the numbering, so the analysis of the next node of a record
keeps all that a move cannot reach.  The fast readers (the summary, json, the batch table) read
this form alone; :mod:`.analysis` numbers it for the readers of reasons.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable, Sequence
from itertools import chain, compress
from operator import not_
from typing import NamedTuple, TypeVar

from .benson import covered_twice, healthy_needs
from .board import Board, Colour
from .fast import new_tuple
from .geometry import Geometry

T = TypeVar("T")


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

    @property
    def block_masks(self) -> tuple[int, ...]:
        return self.blocks

    @property
    def region_masks(self) -> tuple[int, ...]:
        return tuple([area.mask for area in self.areas])

    @property
    def block_count(self) -> int:
        return len(self.blocks)

    @property
    def summary_counts(self) -> tuple[int, int, int, int, int]:
        """The safe stones, safe blocks, blocks, rounds and blocks without a liberty."""
        airless = self.airless
        return (self.safe_stones.bit_count(), self.safe_count, len(self.blocks), self.round_count,
                sum(map(bool, map(airless.__and__, self.blocks))) if airless else 0)

    @property
    def safe_stones(self) -> int:
        return self.rounds[-1].alive

    @property
    def safe_count(self) -> int:
        safe = self.rounds[-1].alive
        return sum(map(bool, map(safe.__and__, self.blocks))) if safe else 0

    @property
    def round_count(self) -> int:
        return len(self.rounds) - 1

    def is_safe(self, block: int) -> bool:
        return bool(self.blocks[block] & self.rounds[-1].alive)


class AreaDescriber:
    """Makes the :class:`Area` of a point set of one colour's board, for the analysis that
    follows an edit: its empty points, the stones next to it, the blocks it is healthy for and
    whether it is small, judged by the rule :class:`.benson.RegionDescriber` uses."""

    __slots__ = ("own", "empty", "neighbours", "inner_empties", "blocks", "neighbourhoods", "suicide")

    def __init__(self, geom: Geometry, own: int, empty: int, blocks: Sequence[int], suicide: bool) -> None:
        self.own = own
        self.empty = empty
        self.neighbours = geom.neighbours
        self.inner_empties = empty & ~geom.neighbours(own)
        self.blocks = blocks
        self.neighbourhoods: dict[int, int] = {}
        """The neighbours of blocks, by block, as they are needed."""
        self.suicide = suicide

    def __call__(self, mask: int) -> Area:
        """The area of the points ``mask``."""
        empties = mask & self.empty
        touching = self.neighbours(mask) & self.own
        if not mask & (mask - 1):
            beside = 0
            for block in compress(self.blocks, map(touching.__and__, self.blocks)):
                beside |= block
            return new_tuple(Area, (mask, empties, beside, beside, True))
        needs = healthy_needs(mask, empties, self.inner_empties, self.suicide)
        if needs is None:
            return new_tuple(Area, (mask, empties, touching, 0, False))
        neighbourhoods = self.neighbourhoods
        healthy = 0
        for block in compress(self.blocks, map(touching.__and__, self.blocks)):
            around = neighbourhoods.get(block)
            if around is None:
                around = neighbourhoods[block] = self.neighbours(block)
            if not needs & ~around:
                healthy |= block
        return new_tuple(Area, (mask, empties, touching, healthy, True))


def layout_after(before: Layout, board: Board, colour: Colour, suicide: bool) -> Layout:
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

    blocks, areas, dropped = before.blocks, before.areas, 0
    new_blocks: list[int] = []
    new_areas: list[int] = []
    if near:
        kept_blocks, new_blocks, dropped = _redrawn(before.blocks, before.blocks, near, own, before.own, geom)
        for mask in new_blocks:
            insort(kept_blocks, mask, key=_lowest_bit)
        blocks = tuple(kept_blocks)
        kept_areas, new_areas, _ = _redrawn(before.areas, [area.mask for area in before.areas], near,
                                            geom.on & ~own, geom.on & ~before.own, geom)
        areas = tuple(kept_areas)
    # A kept block's liberties changed only where a point beside it changed from or to empty.
    airless = before.airless & ~dropped
    rechecked: Iterable[int] = new_blocks
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

    describe = AreaDescriber(geom, own, empty, blocks, suicide)
    # Regions next to a block that left, or whose empty points changed, are described again (a
    # new block holds a changed point or a point of a block that left, so a region beside one
    # is beside those).
    judged_again = near | emptiness_changed | (neighbours(dropped) if dropped else 0)
    described = [describe(area.mask) if area.mask & judged_again else area for area in areas]
    for mask in new_areas:
        insort(described, describe(mask), key=_first_area_bit)
    return _finished(own, empty, blocks, tuple(described), airless, before)


def _redrawn(items: Sequence[T], masks: Sequence[int], near: int, within: int, within_before: int,
             geom: Geometry) -> tuple[list[T], list[int], int]:
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
    elif leaving == 1 and not left & ~dropped and geom.still_connected(left, dropped & ~left):
        new.append(left)
        left = 0
    while left:
        mask = geom.component(left & -left, left)
        new.append(mask)
        left ^= mask
    return list(compress(items, map(not_, hits))), new, dropped


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
    return new_tuple(Layout, (own, empty, blocks, areas, airless, rounds, territory))


def _rounds(own: int, areas: tuple[Area, ...]) -> tuple[Round, ...]:
    """Benson's casting-out on stones: a block's stones lie in the healthy stones of every region
    healthy for it, so the stones covered twice by the regions still in play are those of the
    blocks with two healthy regions, and a region leaves when stones next to it leave.  The same
    sequence as :func:`.benson.cast_out`, for a few big-integer operations per region and round."""
    kept: Sequence[int] = range(len(areas))
    touching = [area.touching for area in areas]
    counted_in = {r: area.healthy for r, area in enumerate(areas) if area.healthy}
    alive = own
    rounds = [new_tuple(Round, (alive, kept))]
    while True:
        leaving = alive & ~covered_twice(counted_in.values())[1]
        if not leaving:
            return tuple(rounds)
        alive ^= leaving
        kept = [r for r in kept if not touching[r] & leaving]
        counted_in = {r: healthy for r, healthy in counted_in.items() if not touching[r] & leaving}
        rounds.append(new_tuple(Round, (alive, tuple(kept))))
