"""gobenson for Python programs: Benson's analysis of a position as plain, immutable objects.

Build a :class:`Position` from a text diagram (:func:`from_diagram`), an SGF record
(:func:`from_sgf`: a node of its first game's main line) or lists of points
(:func:`from_points`), then :func:`analyze` it.  The :class:`Analysis` holds, for each colour,
its blocks (safe or not, with the sentence that says why), its enclosed regions (named by the
letters the editor and ``gobenson analyze`` use), its pass-alive territory and every step of the
casting-out with its reasons; :func:`capture` gives the moves that capture a block that is not
safe.  The words are gobenson's own, in the language it speaks (``GOBENSON_LANG``, else the
system's; :func:`gobenson_gui.core.words.i18n.set_language` switches it): the same sentences
``gobenson analyze`` prints.

Points are named two ways everywhere: as people read them (``C3``, rows counted from the bottom,
no column I) and as SGF writes them (``cg``).  Blocks are named by their first stone in reading
order, regions by their letter.  What cannot be read is a :class:`ValueError` whose message is one
line naming the problem.

This module is the stable entry point: what ``__all__`` names keeps its meaning; everything else
in the package may change.  It loads no Qt.

Every function, and :class:`Position`, checks the types of its arguments before any work: a value
of a type its signature does not name (None for a string, a list for a position) is a
:class:`ValueError` too, naming the function, the argument and both types.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import os
import types
import typing
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

from .core.analysis import ColourAnalysis, analyze as analyze_board
from .core.board import Board, Colour
from .core.coords import parse_point, point_name, quoted, sgf_point
from .core.diagram import parse_diagram
from .core.geometry import Geometry, Point
from .core.kill import kill_sequence
from .core.report import (analysis_paragraph, colour_sentence, explain_block, explain_round, marked_board,
                          reason_line)
from .core.rules import Rules
from .core.words import api as words
from .core.sgf.properties import node_labels
from .core.sgf.replay import main_line_positions
from .core.sgf.tree import load_games, on_main_line, read_games
from .view.names import names_from_scratch

_Parameters = ParamSpec("_Parameters")
_Result = TypeVar("_Result")


# -- the types of arguments ----------------------------------------------------------------------


def _fits(value: object, hint: Any) -> bool:
    """Whether ``value`` is of the type ``hint`` (as :func:`typing.get_type_hints` gives it) names,
    in the forms the API's signatures use.  A bool is no int here, a string no iterable of
    strings: both are slips, not choices.  An iterable's items are checked as they are read."""
    origin, parameters = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return any(_fits(value, option) for option in parameters)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if parameters[1:] == (Ellipsis,):
            return all(_fits(item, parameters[0]) for item in value)
        return len(value) == len(parameters) and all(map(_fits, value, parameters))
    if origin is os.PathLike:
        return isinstance(value, os.PathLike) and isinstance(value.__fspath__(), str)
    if origin is Iterable:
        return isinstance(value, Iterable) and not isinstance(value, (str, bytes, bytearray))
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


@functools.cache
def _hints(annotated: Callable[..., object]) -> dict[str, Any]:
    """The evaluated annotations of a function or a class, worked out once, on first use: a
    signature may name a class defined after it."""
    return typing.get_type_hints(annotated)


def _refusal(function: str, argument: str, expected: object, value: object) -> ValueError:
    return ValueError(words.wrong_type(function, argument, str(expected), type(value).__name__))


def _items_checked(items: Iterable[object], hint: Any, function: str, argument: str) -> Iterator[object]:
    """The items of an iterable argument as the function reads them, each checked against the
    iterable's item type: the iterable may be a generator, read only once, or endless."""
    (item_hint,) = typing.get_args(hint)
    for index, item in enumerate(items):
        if not _fits(item, item_hint):
            raise _refusal(function, f"{argument}[{index}]", item_hint.__name__, item)
        yield item


def _checked(function: Callable[_Parameters, _Result]) -> Callable[_Parameters, _Result]:
    """``function`` with its arguments' types checked against its signature before it runs: the
    one place the API refuses a wrong type, so that no function fails on one in its own way."""
    signature = inspect.signature(function)

    @functools.wraps(function)
    def checked(*args: _Parameters.args, **kwargs: _Parameters.kwargs) -> _Result:
        hints = _hints(function)
        bound = signature.bind(*args, **kwargs)
        for name, value in bound.arguments.items():
            hint = hints.get(name)
            if hint is None:  # self
                continue
            if not _fits(value, hint):
                raise _refusal(function.__qualname__, name, signature.parameters[name].annotation, value)
            if typing.get_origin(hint) is Iterable:
                bound.arguments[name] = _items_checked(value, hint, function.__qualname__, name)
        return typing.cast(Callable[..., _Result], function)(*bound.args, **bound.kwargs)

    return checked


__all__ = ["Analysis", "Block", "Capture", "Position", "Region", "Side", "Step", "analyze", "capture",
           "from_diagram", "from_points", "from_sgf"]


@dataclass(frozen=True, slots=True)
class Position:
    """A board to analyse, with the rules it is analysed under."""

    board: Board
    """The stones, in gobenson's own form; read the analysis rather than this."""
    rules: Rules = Rules.NO_SUICIDE
    labels: tuple[tuple[Point, str], ...] = ()
    """The node's labels (SGF ``LB``): a single-letter label names the region it stands in."""
    notes: tuple[str, ...] = ()
    """What of the record was read leniently or repaired, a line each."""

    def __post_init__(self) -> None:
        """The fields checked against their types, as :func:`_checked` checks a function's arguments."""
        hints = _hints(Position)
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if not _fits(value, hints[field.name]):
                raise _refusal(Position.__name__, field.name, field.type, value)

    @property
    def columns(self) -> int:
        return self.board.columns

    @property
    def rows(self) -> int:
        return self.board.rows


@dataclass(frozen=True, slots=True)
class Block:
    """A block of stones of one colour, and Benson's verdict on it."""

    colour: str
    """``black`` or ``white``."""
    at: str
    """Its first stone in reading order, by which sentences and steps name it (e.g. ``E6``)."""
    stones: tuple[str, ...]
    """Its stones as names, in reading order."""
    sgf: tuple[str, ...]
    """The same stones as SGF points."""
    liberties: tuple[str, ...]
    safe: bool
    """Unconditionally alive: no sequence of the opponent's moves captures it while its owner passes."""
    cast_out_in: int | None
    """The round of the casting-out that removed it; None when it is safe."""
    vital_regions: tuple[str, ...]
    """The regions (by letter) vital to it, when it is safe: the ones that keep it alive."""
    explanation: str
    """Why it is safe or not, as the editor's panel and the annotator say it."""


@dataclass(frozen=True, slots=True)
class Region:
    """A region enclosed by one colour: a connected set of points without that colour's stones."""

    name: str
    """Its letter, as sentences, the editor and ``gobenson analyze`` name it (a node's label may choose it)."""
    at: str
    """Its first point in reading order."""
    points: tuple[str, ...]
    sgf: tuple[str, ...]
    small: bool
    """Benson's *small*: every empty point of it is next to a stone of the colour."""
    neighbours: tuple[str, ...]
    """The blocks (by :attr:`Block.at`) next to it."""
    healthy_for: tuple[str, ...]
    """The blocks for which it is healthy: each of its empty points is a liberty of theirs."""
    vital_to: tuple[str, ...]
    """The safe blocks it is vital to; a region vital to any is pass-alive territory."""

    @property
    def territory(self) -> bool:
        """Whether it is part of the colour's pass-alive territory."""
        return bool(self.vital_to)


@dataclass(frozen=True, slots=True)
class Step:
    """One round of the casting-out: the blocks and regions still in (Z_i and R_i of Benson's
    paper), and why the others left in this round.  Round 0 is the start."""

    round: int
    blocks: tuple[str, ...]
    regions: tuple[str, ...]
    reasons: tuple[str, ...]
    """A sentence per block and region that left in this round, blocks first."""


@dataclass(frozen=True, slots=True)
class Side:
    """Everything Benson's algorithm found for one colour."""

    colour: str
    blocks: tuple[Block, ...]
    """In reading order of their first stones."""
    regions: tuple[Region, ...]
    """In reading order of their first points."""
    territory: tuple[str, ...]
    """The points of pass-alive territory."""
    territory_sgf: tuple[str, ...]
    steps: tuple[Step, ...]
    """From the start (round 0) to the fixed point (the last)."""
    sentence: str
    """The verdict in a sentence, e.g. ``Black: 2 of 3 blocks unconditionally alive ...``."""
    reasons: tuple[str, ...]
    """The steps' reasons as ``gobenson analyze`` prints them, a line each, with colour and round."""

    @property
    def safe(self) -> tuple[Block, ...]:
        """The unconditionally alive blocks."""
        return tuple(block for block in self.blocks if block.safe)

    @_checked
    def block(self, point: str) -> Block | None:
        """The block with a stone at ``point`` (a name like ``C3`` or an SGF point), if any."""
        return next((block for block in self.blocks if point in block.stones or point in block.sgf), None)

    @_checked
    def region(self, name: str) -> Region | None:
        """The region called ``name``, if any."""
        return next((region for region in self.regions if region.name == name), None)


@dataclass(frozen=True, slots=True)
class Analysis:
    """Benson's analysis of a position, for both colours."""

    position: Position
    black: Side
    white: Side
    illegal: tuple[str, ...]
    """The blocks (by their first stone) without a liberty: such a board cannot arise in play."""
    board: str
    """The board drawn in text, safe stones and territory marked, as ``gobenson analyze`` draws it."""
    paragraph: str
    """Both colours' verdicts, as the annotator writes them into a record."""

    @_checked
    def side(self, colour: str) -> Side:
        """``black`` or ``white``."""
        if colour not in (Colour.BLACK.value, Colour.WHITE.value):
            raise ValueError(words.not_a_colour(quoted(colour)))
        return self.black if colour == Colour.BLACK.value else self.white


@dataclass(frozen=True, slots=True)
class Capture:
    """How the opponent captures a block that is not safe while its owner passes (Benson's Theorem 2)."""

    block: str
    """The block, by its first stone."""
    attacker: str
    moves: tuple[str, ...]
    """The attacker's moves, in order; the last one captures."""
    sgf: tuple[str, ...]


# -- positions ------------------------------------------------------------------------------------


@_checked
def from_diagram(text: str, rules: str = Rules.NO_SUICIDE.value) -> Position:
    """The position of a text diagram: rows of ``X`` (black), ``O`` (white) and ``.``, or a
    Sensei's Library ``$$`` diagram (its numbered moves played)."""
    return Position(parse_diagram(text), Rules.parse(rules))


@_checked
def from_sgf(record: bytes | str | os.PathLike[str], node: int | str = "last",
             rules: str = Rules.NO_SUICIDE.value) -> Position:
    """A node of the main line of the first game of an SGF record, as ``gobenson analyze
    --node`` chooses it: ``record`` is the file's bytes, or names the file; ``node`` is ``last``
    or a node number (0 is the root)."""
    if node == "all":
        raise ValueError(words.one_node_only())
    games = load_games(record) if isinstance(record, bytes) else read_games(os.fspath(record))
    game = games[0]
    line = game.main_line()
    ((index, board),) = on_main_line(list(enumerate(main_line_positions(game))), node)
    labels = node_labels(line[index], game.geometry, game.charset)
    return Position(board, Rules.parse(rules), tuple(labels.items()), tuple(game.notes))


@_checked
def from_points(size: int | tuple[int, int], black: Iterable[str] = (), white: Iterable[str] = (),
                rules: str = Rules.NO_SUICIDE.value) -> Position:
    """The board of ``size`` (a square's side, or columns and rows) with stones at the points
    ``black`` and ``white`` (names like ``C3`` or SGF points like ``cg``)."""
    columns, rows = (size, size) if isinstance(size, int) else size
    board = Board.empty(columns, rows)
    for colour, points in ((Colour.BLACK, black), (Colour.WHITE, white)):
        for text in points:
            point = parse_point(text, board.geometry)
            if board.get(point) is not None:
                raise ValueError(words.stone_twice(quoted(text)))
            board = board.with_point(point, colour)
    return Position(board, Rules.parse(rules))


# -- the analysis ---------------------------------------------------------------------------------


@_checked
def analyze(position: Position) -> Analysis:
    """Benson's analysis of ``position``, its regions named as ``gobenson analyze`` names them."""
    found = analyze_board(position.board, position.rules)
    names = names_from_scratch(found, dict(position.labels))
    rows = position.rows
    return Analysis(position, _side(found.black, names[Colour.BLACK]), _side(found.white, names[Colour.WHITE]),
                    tuple(point_name(block.first, rows) for block in found.illegal), marked_board(found),
                    analysis_paragraph(found))


def _named(geometry: Geometry, mask: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The points of ``mask`` as names and as SGF points, in reading order."""
    points = geometry.points(mask)
    return tuple(point_name(point, geometry.rows) for point in points), tuple(map(sgf_point, points))


def _side(side: ColourAnalysis, names: Sequence[str]) -> Side:
    geometry = side.geometry
    block_names = [point_name(block.first, geometry.rows) for block in side.blocks]
    vital_to: dict[int, list[str]] = {}
    blocks = []
    for block in side.blocks:
        vital = side.vital_regions(block.index)
        for region in vital:
            vital_to.setdefault(region.index, []).append(block_names[block.index])
        stones, sgf = _named(geometry, block.mask)
        blocks.append(Block(side.colour.value, block_names[block.index], stones, sgf,
                            _named(geometry, block.liberties)[0], side.is_safe(block.index),
                            side.cast_out_round(block.index), tuple(names[region.index] for region in vital),
                            explain_block(side, block.index, names)))
    regions = []
    for region in side.regions:
        points, sgf = _named(geometry, region.mask)
        regions.append(Region(names[region.index], point_name(region.first, geometry.rows), points, sgf,
                              region.small, tuple(block_names[b] for b in region.neighbours),
                              tuple(block_names[b] for b in region.healthy_for),
                              tuple(vital_to.get(region.index, ()))))
    steps = tuple(Step(step.round, tuple(block_names[b] for b in sorted(step.blocks)),
                       tuple(names[r] for r in sorted(step.regions)),
                       tuple(explain_round(side, step.round, names))) for step in side.steps)
    territory, territory_sgf = _named(geometry, side.territory)
    return Side(side.colour.value, tuple(blocks), tuple(regions), territory, territory_sgf, steps,
                colour_sentence(side),
                tuple(reason_line(side.colour, step.round, text) for step in steps for text in step.reasons))


@_checked
def capture(position: Position, point: str) -> Capture | None:
    """The moves by which the opponent captures the block with a stone at ``point`` (a name or
    an SGF point) while its owner passes, built as in Benson's Theorem 2; None when the block
    is safe.  A ValueError when there is no stone at ``point``."""
    geometry = position.board.geometry
    kill = kill_sequence(position.board, parse_point(point, geometry), position.rules)
    if kill is None:
        return None
    return Capture(point_name(geometry.first_point(kill.block), geometry.rows), kill.attacker.value,
                   tuple(point_name(move, geometry.rows) for move in kill.moves), tuple(map(sgf_point, kill.moves)))
