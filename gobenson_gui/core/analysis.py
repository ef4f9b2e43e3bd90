"""Benson's analysis of a board for both colours, read in either of its two forms."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from typing import Sequence

from .benson import Block, BlockCastOut, Region, RegionCastOut, Step, _Numbered, _blocks_beside, _make, _numbered, cast_out
from .benson_layout import Area, Layout, Round, _layout_after
from .board import Board, Colour
from .geometry import Geometry, Point
from .rules import Rules


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
