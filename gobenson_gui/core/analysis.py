"""Benson's analysis of a board for both colours, read in any of its forms: the numbered one and
the point sets of the pure core (:mod:`.benson`, :mod:`.benson_layout`), or the compiled core's
(:mod:`.cores`), from which the other two are made when asked for."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress
from typing import TYPE_CHECKING, NamedTuple

from . import cores
from .benson import (Block, BlockCastOut, NumberedAnalysis, Region, RegionCastOut, Step, blocks_beside, cast_out,
                     numbered_analysis)
from .benson_layout import Area, Layout, Round, layout_after
from .board import BLACK, WHITE, Board, Colour
from .fast import new_tuple
from .geometry import Geometry, Point
from .rules import Rules

if TYPE_CHECKING:
    from ._benson import Side
else:  # where the compiled core is not built, its analysis class stands on a stand-in and is never made
    Side = getattr(cores.built, "Side", type("Side", (), {"__slots__": ()}))

NO_SLOTS: tuple[str, ...] = ()
"""The base class's empty ``__slots__``, named: given as a literal, mypy would take it for the
class's whole set of fields and refuse the assignments the base class makes to its subclasses' fields."""

SUICIDE = Rules.SUICIDE
"""Looked up once, as :data:`.board.BLACK` and :data:`.board.WHITE` are."""

SummaryCounts = tuple[int, int, int, int, int]
"""What a summary line says of a colour (:attr:`ColourAnalysis.summary_counts`)."""


class ColourAnalysis:
    """Everything Benson's algorithm found for one colour.  It holds one *primary* form, the
    one its analysis made, and derives the others when first asked for.

    The pure core makes one of two forms (:class:`PureColourAnalysis`).  An analysis from
    scratch makes the :class:`.benson.NumberedAnalysis`: numbered blocks and regions and the
    steps with their reasons, what the editor, the explanations, the annotator and the searches
    read.  One that follows an edit makes the :class:`.benson_layout.Layout`, point sets only,
    which the next node's analysis reuses; a run over every node of a record that prints a
    summary or json reads nothing more.  The quick facts below come from the primary form,
    whichever it is.

    The compiled core's analysis (:class:`CompiledColourAnalysis`) is its own primary form: the
    compiled core tells the quick facts and gives both other forms' blocks and regions, and the
    steps with their reasons are made from those by the pure core's :func:`.benson.cast_out`, as
    for a layout.
    """

    __slots__ = NO_SLOTS  # the subclasses hold the fields: the pure core's in slots, the compiled core's in C

    colour: Colour
    rules: Rules
    geometry: Geometry
    _primary: NumberedAnalysis | Layout | Side
    _layout: Layout | None
    _blocks: tuple[Block, ...] | None
    _regions: tuple[Region, ...] | None
    _steps: tuple[Step, ...] | None
    _around: list[int] | None

    @property
    def layout(self) -> Layout:
        if self._layout is None:  # a layout is set when made: the primary form is the numbered one
            self._layout = self._layout_from_numbers()
        return self._layout

    def _layout_from_numbers(self) -> Layout:
        """The layout of an analysis made in numbered form: the point sets of its blocks,
        regions and steps."""
        numbered = self._primary
        assert isinstance(numbered, NumberedAnalysis)
        masks = numbered.block_masks
        own = 0
        for mask in masks:
            own |= mask
        neighbours = self.geometry.neighbours

        def stones(indices: Iterable[int]) -> int:
            union = 0
            for index in indices:
                union |= masks[index]
            return union

        areas = []
        for region in numbered.regions:
            mask = region.mask
            healthy = stones(region.healthy_for)
            # See Area.touching: a single point's region holds its neighbouring blocks whole.
            touching = stones(region.neighbours) if not mask & (mask - 1) else neighbours(mask) & own
            areas.append(new_tuple(Area, (mask, region.empties, touching, healthy, region.small)))
        rounds = [new_tuple(Round, (own, range(len(areas))))]
        rounds += [new_tuple(Round, (stones(step.blocks), tuple(sorted(step.regions)))) for step in numbered.steps[1:]]
        return new_tuple(Layout, (own, numbered.empty, masks, tuple(areas), numbered.airless, tuple(rounds),
                                  numbered.territory))

    # -- what the primary form tells at once ---------------------------------------------------

    @property
    def block_masks(self) -> tuple[int, ...]:
        return self._primary.block_masks

    @property
    def block_count(self) -> int:
        return self._primary.block_count

    @property
    def summary_counts(self) -> SummaryCounts:
        """What a summary line says of the colour, in one call (a record's summary asks it of
        every node): the safe stones, the safe blocks, the blocks, the rounds of casting-out
        and the blocks without a liberty."""
        return self._primary.summary_counts

    @property
    def summary_key(self) -> int:
        """:attr:`summary_counts` in one int (:func:`pack_counts`), cheaper to hash; the compiled
        core makes it itself."""
        return pack_counts(self.summary_counts)

    @property
    def region_masks(self) -> tuple[int, ...]:
        return self._primary.region_masks

    @property
    def territory(self) -> int:
        return self._primary.territory

    @property
    def safe_stones(self) -> int:
        return self._primary.safe_stones

    @property
    def safe_count(self) -> int:
        """How many blocks are safe."""
        return self._primary.safe_count

    @property
    def round_count(self) -> int:
        """Rounds of casting out that removed something before the fixed point."""
        return self._primary.round_count

    def airless_blocks(self) -> list[Block]:
        """The blocks without a liberty."""
        airless = self._primary.airless
        return [block for block in self.blocks if block.mask & airless] if airless else []

    def is_safe(self, block: int) -> bool:
        return self._primary.is_safe(block)

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
            self._around = self.geometry.neighbourhoods(self.layout.blocks)
        return self._around

    @property
    def blocks(self) -> tuple[Block, ...]:
        if self._blocks is None:
            empty, point_at, colour = self.layout.empty, self.geometry.point_at, self.colour
            neighbourhoods = zip(self.layout.blocks, self._neighbourhoods())
            self._blocks = tuple([new_tuple(Block, (index, colour, mask, around & empty,
                                                    point_at[(mask & -mask).bit_length() - 1]))
                                  for index, (mask, around) in enumerate(neighbourhoods)])
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
            beside = blocks_beside(self._neighbourhoods(), singles)
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
                regions.append(new_tuple(Region, (index, mask, area.empties, adjacent, healthy, area.small,
                                              point_at[(mask & -mask).bit_length() - 1])))
            self._regions = tuple(regions)
        return self._regions

    @property
    def steps(self) -> tuple[Step, ...]:
        """Z_0/R_0 first, one entry per round that cast something out, the fixed point last;
        each with the reasons of what left."""
        if self._steps is None:
            regions = self.regions  # numbered: the counts below need no point sets made for them
            self._steps = cast_out(range(self.block_count), range(len(regions)), regions)
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

    def block_of(self, stone: Point) -> Block:
        """The block of a stone known to be of this colour (:meth:`block_at` for any point)."""
        block = self.block_at(stone)
        if block is None:
            raise ValueError(f"no {self.colour.value} stone at {stone}")
        return block

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


class PureColourAnalysis(ColourAnalysis):
    """An analysis by the pure core, holding the numbered form or the layout."""

    __slots__ = ("colour", "rules", "geometry", "_primary", "_layout", "_around", "_blocks", "_regions", "_steps")

    def __init__(self, colour: Colour, rules: Rules, geometry: Geometry, primary: NumberedAnalysis | Layout) -> None:
        self.colour = colour
        self.rules = rules
        self.geometry = geometry
        self._primary = primary
        if isinstance(primary, NumberedAnalysis):
            self._layout = None
            self._blocks, self._regions, self._steps, _, _, self._around = primary
        else:
            self._layout = primary
            self._blocks = self._regions = self._steps = self._around = None


class CompiledColourAnalysis(Side, ColourAnalysis):  # type: ignore[misc]  # its fields and getters are C's
    """An analysis by the compiled core, made by it: the C type holds the fields, the quick
    facts come from its getters, and the other forms are made here when asked for."""

    __slots__ = ()

    @property
    def layout(self) -> Layout:
        if self._layout is None:
            self._layout = _layout_of(self)
        return self._layout

    @property
    def blocks(self) -> tuple[Block, ...]:
        return self._blocks if self._blocks is not None else self._numbered()[0]

    @property
    def regions(self) -> tuple[Region, ...]:
        return self._regions if self._regions is not None else self._numbered()[1]

    def _numbered(self) -> tuple[tuple[Block, ...], tuple[Region, ...]]:
        """The numbered blocks and regions as the compiled core found them, kept."""
        blocks, regions = self.numbered_parts()
        point_at, colour = self.geometry.point_at, self.colour
        self._blocks = tuple([new_tuple(Block, (index, colour, mask, liberties, point_at[first]))
                              for index, (mask, liberties, first) in enumerate(blocks)])
        self._regions = tuple([new_tuple(Region, (index, mask, empties, adjacent, healthy, small, point_at[first]))
                               for index, (mask, empties, adjacent, healthy, small, first) in enumerate(regions)])
        return self._blocks, self._regions


def _layout_of(side: Side) -> Layout:
    """The point-set form of the compiled core's analysis."""
    own, empty, blocks, areas, airless, rounds, territory = side.layout_parts()
    return new_tuple(Layout, (own, empty, blocks, tuple([new_tuple(Area, area) for area in areas]), airless,
                              (new_tuple(Round, (own, range(len(areas)))), *[new_tuple(Round, r) for r in rounds]),
                              territory))


class Analysis(NamedTuple):
    """Both colours' analyses of one board under one rule set.  Immutable, and compared by
    identity as every analysis is one of its own; a named tuple, since an analysis is made for
    every node of a record and a tuple is the cheapest object to make (a frozen dataclass
    took longer to set its four fields than the compiled core to analyse the board)."""

    board: Board
    rules: Rules
    black: ColourAnalysis
    white: ColourAnalysis

    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __hash__(self) -> int:
        return id(self)

    def of(self, colour: Colour) -> ColourAnalysis:
        return self.black if colour is BLACK else self.white

    @property
    def illegal(self) -> tuple[Block, ...]:
        """Blocks without liberties: the arrangement cannot arise in play."""
        return tuple(self.black.airless_blocks() + self.white.airless_blocks())


COUNT_BITS = 12
"""The bits of each count in a summary key: no count passes 52 x 52 = 2,704 points."""


def pack_counts(counts: SummaryCounts) -> int:
    """A colour's :attr:`~ColourAnalysis.summary_counts` as one int, the first count highest."""
    key = 0
    for count in counts:
        key = key << COUNT_BITS | count
    return key


def counts_of(key: int) -> SummaryCounts:
    """The :attr:`~ColourAnalysis.summary_counts` of a colour's :attr:`~ColourAnalysis.summary_key`."""
    mask = (1 << COUNT_BITS) - 1
    return (key >> 4 * COUNT_BITS & mask, key >> 3 * COUNT_BITS & mask, key >> 2 * COUNT_BITS & mask,
            key >> COUNT_BITS & mask, key & mask)


def summary_keys(boards: list[Board], rules: Rules,
                 previous: Analysis | None = None) -> tuple[list[int], list[int], Analysis]:
    """Black's and white's :attr:`~ColourAnalysis.summary_key` of each of ``boards`` (one at
    least), each board analysed from the one before as :func:`analyze` does, the first from
    ``previous``; and the last board's analysis.  All that a record's summary needs: the
    compiled core makes no analysis object for the other boards, whose making and dropping had
    cost a third as much as the analyses themselves."""
    compiled = cores.compiled
    if compiled is not None:
        black_keys: list[int]
        white_keys: list[int]
        last: Analysis
        black_keys, white_keys, last = compiled.summary_keys(boards, rules, previous)
        return black_keys, white_keys, last
    black_keys, white_keys = [], []
    analysis = previous
    for board in boards:
        analysis = analyze(board, rules, analysis)
        black_keys.append(analysis.black.summary_key)
        white_keys.append(analysis.white.summary_key)
    assert analysis is not None  # boards holds one at least
    return black_keys, white_keys, analysis


def analyze_colour(board: Board, colour: Colour, rules: Rules | str = Rules.NO_SUICIDE) -> ColourAnalysis:
    rules = Rules.parse(rules)
    geom = board.geometry
    compiled = cores.compiled
    if compiled is not None:
        side: ColourAnalysis = compiled.analyse_side(cores.graph(geom), board.stones(colour),
                                                     board.stones(colour.opponent), rules, colour)
        return side
    return PureColourAnalysis(colour, rules, geom, numbered_analysis(board, colour, rules is SUICIDE))


def analyze(board: Board, rules: Rules | str = Rules.NO_SUICIDE, previous: Analysis | None = None) -> Analysis:
    """Benson's analysis of both colours.

    ``previous``, an analysis of another board of the same geometry (typically the node
    before), lets the analysis reuse what the difference between the boards cannot have
    changed; the result is the same as without it.
    """
    if rules.__class__ is not Rules:
        rules = Rules.parse(rules)
    compiled = cores.compiled
    if compiled is not None:
        analysis: Analysis = compiled.analysis(board, rules, previous)
        return analysis
    suicide = rules is SUICIDE
    geom = board.geometry
    if previous is not None and previous.rules is rules:
        before = previous.board
        if before.geometry is geom or before.geometry == geom:
            if before.black == board.black and before.white == board.white:
                return previous
            black = PureColourAnalysis(BLACK, rules, geom, layout_after(previous.black.layout, board, BLACK, suicide))
            white = PureColourAnalysis(WHITE, rules, geom, layout_after(previous.white.layout, board, WHITE, suicide))
            return new_tuple(Analysis, (board, rules, black, white))
    black = PureColourAnalysis(BLACK, rules, geom, numbered_analysis(board, BLACK, suicide))
    white = PureColourAnalysis(WHITE, rules, geom, numbered_analysis(board, WHITE, suicide))
    return new_tuple(Analysis, (board, rules, black, white))


if cores.built is not None:
    cores.built.configure(CompiledColourAnalysis, Analysis, BLACK, WHITE, SUICIDE, cores.graph)
