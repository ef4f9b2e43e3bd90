"""What a board drawing shows, decided from an analysis: which stones are marked safe, which
regions are shaded, what is cast out at the half-step on the slider.

Qt-free, so that the editor, the exports and ``gobenson render`` make the same decisions and
tests can check them without drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum, StrEnum
from typing import TypeVar

from ..core.analysis import Analysis, ColourAnalysis
from ..core.annotation_profile import SAFE_MARK, Profile
from ..core.benson import Block
from ..core.board import Board, Colour
from ..core.geometry import Point
from ..core.sgf.properties import dimmed_points, node_labels, node_lines, node_moves, point_marks, territory_marks
from ..core.sgf.tree import Node
from ..core.sgf.values import UTF8
from .names import Names
from .stepping import HalfStep, verdict

T = TypeVar("T")

class RegionMode(StrEnum):
    """Which regions the board shades: none, those of the block under the mouse or selected, or
    every region.  Text, since the handout still names them as text."""

    OFF = "off"
    FOCUS = "focus"
    ALL = "all"


class Whose(StrEnum):
    """Whose casting-out the boards show: black's, white's or both side by side.  Text, as
    ``gobenson render --colour`` and the handout name it."""

    BLACK = "black"
    WHITE = "white"
    BOTH = "both"

    @property
    def colours(self) -> list[Colour]:
        return list(Colour) if self is Whose.BOTH else [Colour(self.value)]


class RegionKind(Enum):
    """How a region is shaded (see :func:`gobenson_gui.drawing.board_marks.draw_region_fill`)."""

    VITAL = "vital to a safe block: solid"
    HEALTHY = "healthy for a block still in the sequence: hatched"
    CAST_OUT = "lost by a cast-out block before it left, or cast out so far while stepping: cross-hatched"
    LEAVING = "leaving in the half-step shown (no mark has it: BoardPicture.leaving_regions): cross-hatched"
    PLAIN = "none of these: its letter alone"


@dataclass(frozen=True, slots=True)
class RegionMark:
    """A region to show: its points, its letter and where the letter goes."""

    mask: int
    letter: str
    at: Point | None
    """None when every point of the region has a label of the file: the letter is left out."""
    kind: RegionKind


@dataclass(frozen=True)
class BoardPicture:
    """Everything one board drawing shows; masks are point sets of ``board.geometry``."""

    board: Board
    last_move: Point | None = None
    markup: Mapping[Point, str] = field(default_factory=dict)
    """SGF markup shapes by point: TR, SQ, CR, MA or SL."""
    labels: Mapping[Point, str] = field(default_factory=dict)
    marked_territory: Mapping[Point, Colour] = field(default_factory=dict)
    """SGF territory marks (TB, TW), as the annotator writes them."""
    dimmed: tuple[Point, ...] = ()
    """Points the SGF dims (DD)."""
    lines: tuple[tuple[str, Point, Point], ...] = ()
    """SGF arrows (AR) and lines (LN) with their ends."""
    safe: int = 0
    black_territory: int = 0
    white_territory: int = 0
    regions: tuple[RegionMark, ...] = ()
    cast_out: int = 0
    """Stones of blocks already cast out: dimmed and struck through."""
    cast_out_regions: int = 0
    leaving: int = 0
    """Stones of the blocks leaving in the half-step shown."""
    leaving_regions: int = 0
    """Points of the regions leaving in the half-step shown."""
    illegal: int = 0
    highlight: int = 0
    """The block under the mouse or selected."""
    selection: int = 0
    """Points the user selected (where the search's attacker may play)."""
    agree: int = 0
    """Stones of blocks on which the exhaustive search agreed with Benson's test."""
    disagree: int = 0
    alive_in_play: int = 0
    """A stone of each block an engine calls alive in play that is not unconditionally alive."""
    engine_wrong: int = 0
    """A stone of each unconditionally alive block an engine calls dead."""
    ghosts: Mapping[Point, Colour] = field(default_factory=dict)
    """Stones that stood here earlier (captured while replaying a kill): drawn faint."""
    move_numbers: Mapping[Point, int] = field(default_factory=dict)
    """The number of the move that played each stone still on the board (View > Move numbers)."""
    view: tuple[int, int, int, int] | None = None
    """The part of the board shown (first column, first row, last column, last row), as a
    problem's corner or side is; None: the whole board."""


SMALL_BOARD = 13
"""Boards smaller than this (in both directions) are shown whole: a part would gain little."""
VIEW_MARGIN = 2
"""Lines shown beyond a problem's stones and moves, so that its shape is seen in its setting."""
EDGE_SNAP = 4
"""A part that comes this near a board's edge reaches it: the edge is part of the problem."""


def problem_view(columns: int, rows: int, points: Iterable[Point]) -> tuple[int, int, int, int] | None:
    """The part of a board a problem whose stones and moves are ``points`` is shown in, as every
    problem trainer shows it: their bounds, ``VIEW_MARGIN`` lines more, reaching every edge they
    come within ``EDGE_SNAP`` lines of; None (the whole board) on a small board, or when the part
    would be nearly all of it."""
    points = list(points)
    if not points or (columns < SMALL_BOARD and rows < SMALL_BOARD):
        return None

    def span(values: list[int], size: int) -> tuple[int, int]:
        first, last = max(0, min(values) - VIEW_MARGIN), min(size - 1, max(values) + VIEW_MARGIN)
        return (0 if first <= EDGE_SNAP else first), (size - 1 if last >= size - 1 - EDGE_SNAP else last)

    first_column, last_column = span([point[0] for point in points], columns)
    first_row, last_row = span([point[1] for point in points], rows)
    if (last_column - first_column + 1) * (last_row - first_row + 1) > 0.75 * columns * rows:
        return None
    return first_column, first_row, last_column, last_row


@dataclass(frozen=True, slots=True)
class Overlays:
    """Which overlays are on (each has a toggle in the analysis panel)."""

    safe: bool = True
    territory: bool = True
    regions: RegionMode = RegionMode.FOCUS
    cast_out: bool = True
    illegal: bool = True


def node_picture(board: Board, node: Node, charset: str = UTF8) -> BoardPicture:
    """The node's own marks on ``board``: its move as the last move, its markup and labels (in
    its game's ``charset``)."""
    geom = board.geometry
    moves = node_moves(node, geom)
    return BoardPicture(
        board, moves[-1].point if moves else None, point_marks(node, geom), node_labels(node, geom, charset),
        marked_territory=territory_marks(node, geom), dimmed=tuple(dimmed_points(node, geom)),
        lines=tuple(node_lines(node, geom)))


def line_move_numbers(line: list[Node], board: Board) -> dict[Point, int]:
    """The stones of ``board`` played by the moves of ``line`` (the nodes from the root to the
    one shown), each with its move's number counted from 1 (passes count): the last move at a
    point, and only while a stone of its colour stands there."""
    geom = board.geometry
    played: dict[Point, tuple[int, Colour]] = {}
    number = 0
    for node in line:
        for move in node_moves(node, geom):
            number += 1
            if move.point is not None:
                played[move.point] = (number, move.colour)
    return {point: number for point, (number, colour) in played.items() if board.get(point) is colour}


def _union(masks: Iterable[int]) -> int:
    result = 0
    for mask in masks:
        result |= mask
    return result


class _Lettering:
    """Where the letters of one side's regions go, given the node's labels."""

    def __init__(self, board: Board, names: Sequence[str], labels: Mapping[Point, str]) -> None:
        self.board = board
        self.names = names
        self.labels = labels
        self.labelled = board.geometry.mask(labels)

    def mark(self, region: int, mask: int, kind: RegionKind) -> RegionMark:
        return RegionMark(mask, self.names[region], self._letter_point(mask, self.names[region]), kind)

    def _letter_point(self, mask: int, name: str) -> Point | None:
        """Where a region's letter goes: its first empty point, else its first point, leaving
        out the labelled points so that the letter never covers a label of the file; nowhere
        when a label of the region is its name already."""
        free = mask & ~self.labelled
        geometry = self.board.geometry
        if not free or any(self.labels[point] == name for point in geometry.points(mask & self.labelled)):
            return None
        return geometry.first_point(free & self.board.empty_points or free)


def named_region_marks(board: Board, regions: Iterable[tuple[int, str]]) -> tuple[RegionMark, ...]:
    """Regions, each as its points and letter, drawn with the letter at their first empty point:
    the regions the words of an exercise or a problem name, where no other region is shown."""
    geom = board.geometry
    return tuple(RegionMark(mask, letter, geom.first_point(mask & board.empty_points or mask), RegionKind.PLAIN)
                 for mask, letter in regions)


def _explained_marks(side: ColourAnalysis, block: Block, lettering: _Lettering) -> tuple[RegionMark, ...]:
    """The regions the explanation of a cast-out block names, so that the board shows what the
    panel says: the healthy region it still had when it left, and those it had lost before (as
    cast out)."""
    removal = side.block_removal(block.index)
    assert removal is not None, "the explained block is not safe, so it was cast out"
    still_healthy = removal.healthy
    return tuple(lettering.mark(r, side.regions[r].mask,
                                RegionKind.HEALTHY if r in still_healthy else RegionKind.CAST_OUT)
                 for r in side.explained_regions(block.index))


def _region_marks(side: ColourAnalysis, state: HalfStep, focus: Block | None,
                  mode: RegionMode, lettering: _Lettering) -> tuple[RegionMark, ...]:
    if mode == RegionMode.OFF:
        return ()
    focused = None  # the block whose regions are shaded, or None for every region
    if mode == RegionMode.FOCUS:
        if focus is None or focus.colour is not side.colour:
            return ()
        if state.is_verdict and not side.is_safe(focus.index):
            return _explained_marks(side, focus, lettering)
        focused = focus.index
    vital: set[tuple[int, int]] = set()
    if state.is_verdict:
        vital = {(region.index, block) for block in side.final.blocks for region in side.vital_regions(block)} \
            if focused is None else {(region.index, focused) for region in side.vital_regions(focused)}
    marks = []
    for region in side.regions:
        if focused is not None and focused not in region.neighbours:
            continue
        judged = [focused] if focused is not None else [b for b in region.healthy_for if b in state.blocks]
        if region.index not in state.regions:
            kind = RegionKind.PLAIN
        elif any((region.index, b) in vital for b in judged):
            kind = RegionKind.VITAL
        elif any(b in region.healthy_for and b in state.blocks for b in judged):
            kind = RegionKind.HEALTHY
        else:
            kind = RegionKind.PLAIN
        marks.append(lettering.mark(region.index, region.mask, kind))
    return tuple(marks)


def _not_overlaid(marks: Mapping[Point, T], overlay: Callable[[T], int], board: Board) -> dict[Point, T]:
    """``marks`` without those an overlay already shows: ``overlay`` gives, for a kind of mark,
    the points the overlay marks the same way.  The annotator's squares on safe stones and TB/TW
    (or the portable profile's crosses and circles) on pass-alive territory are then drawn once,
    as the overlay, while that overlay is on."""
    return {point: mark for point, mark in marks.items() if not overlay(mark) & board.geometry.bit(point)}


def _half_step_marks(side: ColourAnalysis, state: HalfStep, lettering: _Lettering) -> tuple[RegionMark, ...]:
    """The regions the words of a half-step name (:func:`.stepping.describe`): those leaving,
    or the healthy region each leaving block still had, so that a board stepped through with no
    block in focus (as in presentation) shows the regions it speaks of."""
    if state.index == 0:
        return ()
    if state.regions_phase:
        return tuple(lettering.mark(r, side.regions[r].mask, RegionKind.PLAIN) for r in state.leaving_regions)
    step = side.steps[state.round]
    healthy = sorted({removal.healthy[0] for removal in step.removed_blocks if removal.healthy})
    return tuple(lettering.mark(r, side.regions[r].mask, RegionKind.HEALTHY) for r in healthy)


def compose(analysis: Analysis, names: Names, colour: Colour, state: HalfStep | None, overlays: Overlays,
            focus: Block | None = None, base: BoardPicture | None = None,
            other_regions: bool = True) -> BoardPicture:
    """The picture of ``analysis`` with ``colour``'s sequence at half-step ``state``, its regions
    lettered with ``names``.

    ``state`` None is the plain verdict, as shown while editing.  While stepping, the stepped
    colour shows its safe stones and territory only at the verdict; its cast-out blocks are
    dimmed and struck, what leaves in the half-step is outlined.  The other colour always shows
    its verdict.  ``base`` carries the node's own marks (last move, markup, labels); ``focus`` is
    the block under the mouse or selected.  The regions of a focus of the other colour are shown
    (at their verdict) only if ``other_regions``, which the side-by-side boards turn off so that
    each shows its own colour's regions.
    """
    board = analysis.board
    base = base or BoardPicture(board)
    stepped = analysis.of(colour)
    at_verdict = state is None or state.is_verdict
    safe = _union(side.safe_stones for side in (analysis.black, analysis.white)
                  if side is not stepped or at_verdict)
    territory = {side.colour: side.territory if side is not stepped or at_verdict else 0
                 for side in (analysis.black, analysis.white)}
    region_side: ColourAnalysis | None = stepped
    if focus is not None and focus.colour is not colour:
        region_side = analysis.of(focus.colour) if other_regions else None
    regions: tuple[RegionMark, ...] = ()
    if state is not None and focus is None and overlays.regions == RegionMode.FOCUS:
        regions = _half_step_marks(stepped, state, _Lettering(board, names[colour], base.labels))
    elif region_side is not None:
        region_state = (state or verdict(stepped)) if region_side is stepped else verdict(region_side)
        regions = _region_marks(region_side, region_state, focus, overlays.regions,
                                _Lettering(board, names[region_side.colour], base.labels))
    cast_out = cast_out_regions = leaving = leaving_regions = 0
    if overlays.cast_out and state is not None:
        cast_out = _union(b.mask for b in stepped.blocks if b.index not in state.blocks)
        shown = {region.mask for region in regions}
        cast_out_regions = _union(r.mask for r in stepped.regions
                                  if r.index not in state.regions and r.mask in shown)
        leaving = _union(stepped.blocks[i].mask for i in state.leaving_blocks)
        leaving_regions = _union(stepped.regions[i].mask for i in state.leaving_regions)
    safe = safe if overlays.safe else 0
    territory = territory if overlays.territory else dict.fromkeys(territory, 0)
    overlaid_shapes = {SAFE_MARK: safe, **{prop: territory[owner]
                                           for owner, prop in Profile.PORTABLE.territory_marks.items()}}
    return replace(
        base,
        markup=_not_overlaid(base.markup, lambda shape: overlaid_shapes.get(shape, 0), board),
        marked_territory=_not_overlaid(base.marked_territory, territory.__getitem__, board),
        safe=safe,
        black_territory=territory[Colour.BLACK],
        white_territory=territory[Colour.WHITE],
        regions=regions,
        cast_out=cast_out,
        cast_out_regions=cast_out_regions,
        leaving=leaving,
        leaving_regions=leaving_regions,
        illegal=_union(b.mask for b in analysis.illegal) if overlays.illegal else 0,
        highlight=focus.mask if focus is not None else 0,
    )
