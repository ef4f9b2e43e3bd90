"""The SGF properties gobenson understands, in one table (:data:`PROPERTIES`: identifier ->
what the property does, the type of its values, the words people read for it), and typed
accessors that read a node's values through it.

Every other module asks this one which properties are marks, setup or game information, and
reads a node's move, setup, marks, labels, lines, comment and game information through the
accessors below instead of parsing raw values itself (:mod:`.values` does the parsing).
Properties missing from the table are kept and written back untouched, as every property is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from ..board import Colour
from ..geometry import Geometry, Point
from ..words.i18n import Deferred, deferred, pdeferred
from .values import (UTF8, RawGame, RawNode, decode_simple_text, decode_text, joined_text, move_mask, parse_label,
                     parse_move, parse_point_list, parse_point_pair, point_list_mask)


class Kind(Enum):
    """What a property does, which also says where it may stand: the game information, root,
    board and exercise properties in the root, the others in any node."""

    MOVE = "move"
    """``B``, ``W``: a move; FF[4] puts no setup in the same node."""
    SETUP = "setup"
    """``AB``, ``AW``, ``AE``, ``PL``: a position set up, and who plays next."""
    MARK = "mark"
    """A shape on a point; a point holds one of them, or the selection."""
    SELECTION = "selection"
    """``SL``: points selected, drawn but not edited by gobenson."""
    TERRITORY = "territory"
    DIMMING = "dimming"
    LABEL = "label"
    LINE = "line"
    COMMENT = "comment"
    GAME_INFO = "game info"
    """Who played, where, the result...: in the root."""
    ROOT = "root"
    """The file's format, game, character set, board size and gobenson's rules (which
    exercises share): root only."""
    BOARD = "board"
    """The root properties that shape the board: gobenson's own (see :data:`MISSING`) and q5Go's
    (see :data:`TORUS`)."""
    EXERCISE = "exercise"
    """gobenson's own root properties that make a game an exercise (see
    :mod:`gobenson_gui.core.exercises.sgf_form`)."""


class Value(Enum):
    """How a property's values read (see :mod:`.values`)."""

    MOVE = "a point or a pass"
    POINT = "a point of the board"
    POINTS = "a list of points and compressed rectangles of the board"
    GRID_POINTS = "a list of points and compressed rectangles of the grid"
    POINT_PAIRS = "a list of point pairs aa:bb"
    LABELS = "a list of aa:text"
    TEXT = "text, line breaks kept"
    SIMPLE_TEXT = "one line of text"
    NUMBER = "a whole number"
    REAL = "a number"
    COLOUR = "B or W"
    SIZE = "n or columns:rows"
    CHOICE = "one of a few words"


@dataclass(frozen=True, slots=True)
class PropertyType:
    """One row of the table: what a property does and how its values read."""

    kind: Kind
    value: Value
    name: Deferred | None = None
    """The words people read for it, for the properties the editor names in its menus, undo
    texts and game information dialog (the game information without one is read, not edited)."""
    colour: Colour | None = None
    """The colour the property stands for: of a move, a setup stone, a territory mark."""


MISSING = "MISSING"
"""Root property: the points of the ``SZ`` grid that are not on the board, as an SGF point list
(``MISSING[ee]``, or ``MISSING[aa:cc]`` for a rectangle).  gobenson writes a point taken out in
the editor as a single point, and the missing points of an imported diagram with rows and
rectangles compressed, as it writes ``AB``/``AW``.  No stone, move or markup may name a missing
point.  Other programs skip the property and show the whole grid."""

LINKS = "LINKS"
"""Root property: pairs of points joined as neighbours although the grid does not join them (a
wormhole), one ``aa:cc`` value a link (``LINKS[aa:cc][dd:ff]``).  Two linked stones of a colour
are one block, and each point is a liberty of the block on the other.  Removing a point in the
editor removes its links.  Other programs skip the property and show the plain grid."""

WRAP = "WRAP"
"""Root property: ``WRAP[columns]`` joins the last column to the first (a cylinder),
``WRAP[rows]`` the last row to the first, ``WRAP[both]`` both (a torus); no ``WRAP``, no
joins.  Other programs skip the property and show the plain grid."""

TORUS = "TO"
"""q5Go's root property of a wrapped board, read only in its games (:data:`Q5GO_GAMES`): ``TO[1]``
joins the last column to the first, ``TO[2]`` the last row to the first, ``TO[3]`` both (the bits
of q5Go's ``torus_h`` and ``torus_v``; see :mod:`.forms`)."""

MASK = "MASK"
"""q5Go's root property of the points not on the board, a point list like :data:`MISSING`, read
only in its games (:data:`Q5GO_GAMES`)."""

Q5GO_WRAPPED = b"q5go-1"
Q5GO_MASKED = b"q5go-2"
Q5GO_GAMES = (Q5GO_WRAPPED, Q5GO_MASKED)
"""The ``GM`` values q5Go gives a variant board: ``q5go-2`` when points are removed, else
``q5go-1`` for a wrapped board.  Other programs refuse them as games that are not Go."""

RULES = "GBRU"
"""gobenson's root property naming the rules of a game, ``no-suicide`` or ``suicide`` -- the
vocabulary of the exercises, so that a game has one way of saying it."""

PROPERTIES: dict[str, PropertyType] = {
    # Translators: what a stone property puts on a point, in the Undo menu and in why a point cannot be removed
    "B": PropertyType(Kind.MOVE, Value.MOVE, deferred("black move"), Colour.BLACK),
    "W": PropertyType(Kind.MOVE, Value.MOVE, deferred("white move"), Colour.WHITE),
    "AB": PropertyType(Kind.SETUP, Value.POINTS, deferred("black stone"), Colour.BLACK),
    "AW": PropertyType(Kind.SETUP, Value.POINTS, deferred("white stone"), Colour.WHITE),
    "AE": PropertyType(Kind.SETUP, Value.POINTS, deferred("setup emptying it (AE)")),
    "PL": PropertyType(Kind.SETUP, Value.COLOUR),
    # Translators: a mark on a point, in the Undo menu ("Add triangle at D4") and what a screen reader says
    "TR": PropertyType(Kind.MARK, Value.POINTS, deferred("triangle")),
    "SQ": PropertyType(Kind.MARK, Value.POINTS, deferred("square")),
    "CR": PropertyType(Kind.MARK, Value.POINTS, deferred("circle")),
    "MA": PropertyType(Kind.MARK, Value.POINTS, deferred("cross")),
    "TB": PropertyType(Kind.TERRITORY, Value.POINTS, deferred("black territory"), Colour.BLACK),
    "TW": PropertyType(Kind.TERRITORY, Value.POINTS, deferred("white territory"), Colour.WHITE),
    "DD": PropertyType(Kind.DIMMING, Value.POINTS, deferred("dimming")),
    "SL": PropertyType(Kind.SELECTION, Value.POINTS),
    "LB": PropertyType(Kind.LABEL, Value.LABELS),
    # Translators: a line drawn between two points, in the Undo menu ("Add arrow from C3 to D4")
    "AR": PropertyType(Kind.LINE, Value.POINT_PAIRS, deferred("arrow")),
    "LN": PropertyType(Kind.LINE, Value.POINT_PAIRS, deferred("line")),
    "C": PropertyType(Kind.COMMENT, Value.TEXT),
    # Translators: the fields of the game information dialog (File > Game info); Black and White name the players
    "PB": PropertyType(Kind.GAME_INFO, Value.SIMPLE_TEXT, pdeferred("game information field", "Black")),
    "BR": PropertyType(Kind.GAME_INFO, Value.SIMPLE_TEXT, pdeferred("game information field", "Black's rank")),
    "PW": PropertyType(Kind.GAME_INFO, Value.SIMPLE_TEXT, pdeferred("game information field", "White")),
    "WR": PropertyType(Kind.GAME_INFO, Value.SIMPLE_TEXT, pdeferred("game information field", "White's rank")),
    "GN": PropertyType(Kind.GAME_INFO, Value.SIMPLE_TEXT, pdeferred("game information field", "Game name")),
    "EV": PropertyType(Kind.GAME_INFO, Value.SIMPLE_TEXT, pdeferred("game information field", "Event")),
    "DT": PropertyType(Kind.GAME_INFO, Value.SIMPLE_TEXT, pdeferred("game information field", "Date")),
    "RE": PropertyType(Kind.GAME_INFO, Value.SIMPLE_TEXT, pdeferred("game information field", "Result")),
    "KM": PropertyType(Kind.GAME_INFO, Value.REAL, pdeferred("game information field", "Komi")),
    "RU": PropertyType(Kind.GAME_INFO, Value.SIMPLE_TEXT, pdeferred("game information field", "Rules")),
    "GC": PropertyType(Kind.GAME_INFO, Value.TEXT, pdeferred("game information field", "Comment")),
    "HA": PropertyType(Kind.GAME_INFO, Value.NUMBER),
    "FF": PropertyType(Kind.ROOT, Value.NUMBER),
    "GM": PropertyType(Kind.ROOT, Value.NUMBER),
    "CA": PropertyType(Kind.ROOT, Value.SIMPLE_TEXT),
    "SZ": PropertyType(Kind.ROOT, Value.SIZE),
    RULES: PropertyType(Kind.ROOT, Value.CHOICE),
    MISSING: PropertyType(Kind.BOARD, Value.GRID_POINTS),
    LINKS: PropertyType(Kind.BOARD, Value.POINT_PAIRS),
    WRAP: PropertyType(Kind.BOARD, Value.CHOICE),
    TORUS: PropertyType(Kind.BOARD, Value.NUMBER),
    MASK: PropertyType(Kind.BOARD, Value.GRID_POINTS),
    "GBEX": PropertyType(Kind.EXERCISE, Value.CHOICE),
    "GBCO": PropertyType(Kind.EXERCISE, Value.COLOUR),
    "GBTG": PropertyType(Kind.EXERCISE, Value.POINT),
    "GBN": PropertyType(Kind.EXERCISE, Value.NUMBER),
    "GBD": PropertyType(Kind.EXERCISE, Value.NUMBER),
}


def of_kind(*kinds: Kind) -> tuple[str, ...]:
    """The identifiers of the properties of ``kinds``, in table order."""
    return tuple(ident for ident, prop in PROPERTIES.items() if prop.kind in kinds)


def named(*kinds: Kind) -> dict[str, Deferred]:
    """Identifier -> the words people read, for the named properties of ``kinds``."""
    return {ident: name for ident in of_kind(*kinds) if (name := PROPERTIES[ident].name) is not None}


MOVES = of_kind(Kind.MOVE)
SETUP_STONES = tuple(ident for ident in of_kind(Kind.SETUP) if PROPERTIES[ident].value is Value.POINTS)
SETUP_PROPERTY = {PROPERTIES[ident].colour: ident for ident in SETUP_STONES}
"""The setup property that puts a colour on a point (None: empties it)."""
SHAPES = of_kind(Kind.MARK, Kind.SELECTION)
"""The point marks the board draws as shapes; FF[4] allows one of them on a point."""
TERRITORY = of_kind(Kind.TERRITORY)


def coloured(idents: Iterable[str]) -> dict[str, Colour]:
    """The colour each of ``idents`` stands for, all of them properties of one colour (the
    moves, the territory marks)."""
    return {ident: colour for ident in idents if (colour := PROPERTIES[ident].colour) is not None}


TERRITORY_PROPERTY = {colour: ident for ident, colour in coloured(TERRITORY).items()}
MARKS = named(Kind.MARK, Kind.TERRITORY, Kind.DIMMING)
"""The marks the editor puts on points and takes off, with their names."""
EXCLUSIVE_MARKS = (SHAPES, TERRITORY)
"""A mark put on a point replaces another mark of its group there (a point is black's or
white's territory)."""
MARK_PROPERTIES = of_kind(Kind.MARK, Kind.TERRITORY, Kind.DIMMING, Kind.SELECTION)
"""Every property that marks points, those the editor does not edit included."""


def compresses(prop: str) -> bool:
    """Whether gobenson writes rows of points of list property ``prop`` as compressed rectangles
    (``AB[aa:ca]``): not for marks, one point a value, since q5Go (``add_marks`` in its
    ``src/sgf2board.cc``) reads only the first point of a mark's rectangle, while it expands
    those of setup stones, ``VW`` and ``MASK``, as every reader does."""
    return prop not in MARK_PROPERTIES
LINES = named(Kind.LINE)
STONE_PROPERTIES = named(Kind.SETUP, Kind.MOVE)
"""The properties that put a stone on a point or empty it, with their names."""
GAME_INFO = named(Kind.GAME_INFO)
"""The game information the editor edits, with the names people read, in the order shown."""
BOARD_PROPERTIES = of_kind(Kind.BOARD)
"""The root properties that shape the board: no other node may hold them."""
POSITION_PROPERTIES = frozenset(of_kind(Kind.MOVE, Kind.SETUP, Kind.BOARD))
"""The properties whose change changes the position at a node and below it."""
POINT_LIST_PROPERTIES = tuple(ident for ident, prop in PROPERTIES.items() if prop.value is Value.POINTS)
"""The lists of points of the board, which an edit shrinks point by point (see
:func:`.values.without_points`)."""


# -- typed accessors ---------------------------------------------------------------------------


class Move(NamedTuple):
    colour: Colour
    point: Point | None
    """None for a pass."""
    raw: bytes
    """The value as the file writes it, for messages that quote it."""


_MOVE_COLOURS = tuple(coloured(MOVES).items())
_SETUP_ORDER = tuple((SETUP_PROPERTY[colour], colour) for colour in (None, Colour.BLACK, Colour.WHITE))
"""Emptied points first, then black's and white's stones: the order a setup applies in."""


def node_moves(node: RawNode, geom: Geometry) -> list[Move]:
    """The node's moves, black's first (a node normally holds one, or none)."""
    properties = node.properties
    return [Move(colour, parse_move(values[0], geom, prop), values[0])
            for prop, colour in _MOVE_COLOURS if (values := properties.get(prop)) is not None]


def move_masks(node: RawNode, geom: Geometry) -> list[tuple[Colour, int, bytes]]:
    """The node's moves as :func:`node_moves` reads them, each point a set of the board (empty
    for a pass).  Every replay reads every node through here and :func:`setup_masks`, so both
    stay lean: a plain loop, which costs less than a comprehension's own frame."""
    properties = node.properties
    moves: list[tuple[Colour, int, bytes]] = []
    for prop, colour in _MOVE_COLOURS:
        values = properties.get(prop)
        if values is not None:
            moves.append((colour, move_mask(values[0], geom, prop), values[0]))
    return moves


def setup_masks(node: RawNode, geom: Geometry) -> list[tuple[Colour | None, int]]:
    """The node's setup properties as (colour, points) in the order they apply: emptied points
    first, then black's and white's stones; each set of points a mask of the board."""
    properties = node.properties
    return [(colour, point_list_mask(values, geom, prop))
            for prop, colour in _SETUP_ORDER if (values := properties.get(prop))]


def has_setup(node: RawNode) -> bool:
    """Whether the node sets up stones; asked of every node of a replay, before its setup."""
    return not node.properties.keys().isdisjoint(SETUP_STONES)


def player(node: RawNode) -> Colour | None:
    """Who plays next by the node's ``PL``; None without one (or with a value that names no one)."""
    values = node.properties.get("PL")
    if values and values[0].strip().upper() in (b"B", b"W"):
        return Colour.from_letter(values[0].strip().decode())
    return None


def _points(node: RawNode, geom: Geometry, prop: str) -> list[Point]:
    return parse_point_list(node.get(prop) or [], geom, prop)


def point_marks(node: RawNode, geom: Geometry) -> dict[Point, str]:
    """The node's shapes by point (see :data:`SHAPES`); of two on a point, the later in the
    table."""
    return {point: prop for prop in SHAPES for point in _points(node, geom, prop)}


def edited_marks(node: RawNode, geom: Geometry) -> list[tuple[str, Point]]:
    """The marks the editor puts on and takes off (see :data:`MARKS`) as (property, point), in
    table order."""
    return [(prop, point) for prop in MARKS for point in _points(node, geom, prop)]


_MARKUP = frozenset((*MARKS, *of_kind(Kind.LABEL)))


def marks_and_labels(node: RawNode) -> dict[str, list[bytes]]:
    """The node's edited marks and its labels as the file writes them, to be copied onto another
    node unparsed."""
    return {prop: values for prop, values in node.properties.items() if prop in _MARKUP}


def territory_marks(node: RawNode, geom: Geometry) -> dict[Point, Colour]:
    return {point: colour for colour, prop in TERRITORY_PROPERTY.items() for point in _points(node, geom, prop)}


def dimmed_points(node: RawNode, geom: Geometry) -> list[Point]:
    return _points(node, geom, "DD")


def node_labels(node: RawNode, geom: Geometry, charset: str = UTF8) -> dict[Point, str]:
    """The node's labels, their text in its game's ``charset``."""
    return dict(parse_label(value, geom, charset) for value in node.get("LB") or [])


def node_lines(node: RawNode, geom: Geometry) -> list[tuple[str, Point, Point]]:
    """The node's arrows and lines: (``AR`` or ``LN``, start, end)."""
    return [(prop, *parse_point_pair(value, geom, prop)) for prop in LINES for value in node.get(prop) or []]


def text(node: RawNode, prop: str, charset: str = UTF8) -> str:
    """A text property of the node as people read it (escapes gone, in the game's ``charset``),
    line breaks kept for Text values; "" when the node lacks it."""
    values = node.get(prop)
    if not values:
        return ""
    if PROPERTIES[prop].value is Value.TEXT:
        return decode_text(joined_text(values), charset)
    return decode_simple_text(values[0], charset)


def comment(node: RawNode, charset: str = UTF8) -> str:
    return text(node, "C", charset)


def is_exercise(game: RawGame) -> bool:
    """Whether the game is an exercise: ``GBEX`` in its root makes it one, whatever its value
    (a wrong one is for the exercise reader to name)."""
    return "GBEX" in game.root.properties


def root_text(game: RawGame, prop: str) -> str:
    """A text property of the game's root, in the game's character set."""
    return text(game.root, prop, game.charset)


def game_info(game: RawGame) -> dict[str, str]:
    """The game information of ``game`` as text, "" for what it lacks."""
    return {prop: root_text(game, prop) for prop in GAME_INFO}
