"""Plain-text board diagrams: rows of ``X`` (black), ``O`` (white) and ``.`` (empty).

Reads both the bare form and Sensei's Library diagrams: lines that start with ``$$``, a title
line (``$$B Title`` says black moves first; ``c`` and ``m<n>`` options are accepted), ``|`` and
``-`` borders that say which sides are board edges, ``,`` for hoshi, marked stones and points
(circle ``B W C``, square ``# @ S``, triangle ``Y Q T``, cross ``Z P M`` on black, white and
empty), labels ``a``-``z`` and numbered moves ``1``-``9``, ``0`` (=10), played in order with
captures.  :mod:`.sgf.diagrams` turns a diagram into an SGF document and writes any node back as
a ``$$`` diagram; :mod:`.notation` holds the symbols.

``_`` (:data:`MISSING_SYMBOL`) is a point missing from the board, read and written: Sensei's
Library draws ``_`` as empty space without an intersection, and a board with holes is drawn
just so (an SGF file keeps the holes in its ``MISSING`` root property).

Sensei's Library has no notation for linked points or wrapped sides (``LINKS``, ``WRAP``): a
diagram drawn without them would show another board, so such a board has no diagram
(:class:`DiagramError` says so).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from .board import Board, Colour
from .coords import shown
from .geometry import Geometry, Point
from .notation import LABELS, MISSING_SYMBOL, MOVE_SYMBOLS, SYMBOLS
from .rules import IllegalMove, Rules, play

_KNOWN = set(SYMBOLS) | set(LABELS) | set(MOVE_SYMBOLS) | {MISSING_SYMBOL}
_BORDER = set("-+|= ")
_HEADER = re.compile(r"([BW])?(c)?(?:m\d+)?(?:\s(.*))?")


class DiagramError(ValueError):
    """A text that is not a board diagram; the message names the line."""


@dataclass
class Diagram:
    """What a diagram shows, before its numbered moves are played."""

    symbols: list[str]
    """One string per row, one symbol per point."""
    first_player: Colour = Colour.BLACK
    title: str = ""
    edges: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(("top", "bottom", "left", "right"), True))
    """Which sides of the diagram are edges of the board (all, for a bare diagram)."""

    @property
    def columns(self) -> int:
        return len(self.symbols[0])

    @property
    def rows(self) -> int:
        return len(self.symbols)

    def points(self) -> Iterator[tuple[Point, str]]:
        for row, line in enumerate(self.symbols):
            for column, symbol in enumerate(line):
                yield (column, row), symbol

    def moves(self) -> list[Point]:
        """The numbered moves in order."""
        numbered: dict[int, Point] = {}
        for point, symbol in self.points():
            if symbol in MOVE_SYMBOLS:
                if MOVE_SYMBOLS.index(symbol) in numbered:
                    raise DiagramError(f"move {symbol} appears twice")
                numbered[MOVE_SYMBOLS.index(symbol)] = point
        return [numbered[number] for number in sorted(numbered)]

    def setup(self) -> Board:
        """The stones drawn as stones (not as numbers) on the board without its missing points,
        no move played."""
        missing = frozenset(point for point, symbol in self.points() if symbol == MISSING_SYMBOL)
        try:
            board = Board.empty(self.columns, self.rows, missing)
        except ValueError as error:
            raise DiagramError(str(error)) from None
        for point, symbol in self.points():
            stone = SYMBOLS.get(symbol, (None, None))[0]
            if stone is not None:
                board = board.with_point(point, stone)
        return board


def _tokens(line: str) -> list[str]:
    body = line.replace("|", " ").split()
    if len(body) == 1 and len(body[0]) > 1:
        return list(body[0])
    return body


def _is_row(line: str) -> bool:
    body = line.replace("|", " ").split()
    return bool(body) and (all(len(token) == 1 and token in _KNOWN for token in body)
                           or (len(body) == 1 and set(body[0]) <= _KNOWN))


def _is_border(line: str) -> bool:
    return bool(line.strip()) and set(line) <= _BORDER and "|" not in line


def read_diagram(text: str) -> Diagram:
    """The rows, first player, title and edges of a diagram; :class:`DiagramError` if it is none."""
    lines = text.splitlines()
    sensei = any(line.lstrip().startswith("$$") for line in lines)
    diagram = Diagram([])
    rows: list[str] = []
    header_allowed = sensei
    borders_before = borders_after = False
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if sensei:
            if not line.startswith("$$"):
                continue
            line = line[2:]
            if header_allowed:
                header_allowed = False
                header = _HEADER.fullmatch(line)
                body = header.group(3) if header else None
                if header and (header.group(1) or header.group(2) or not body
                               or not (_is_row(body) or _is_border(body))):
                    diagram.first_player = Colour.from_letter(header.group(1) or "B")
                    diagram.title = (body or "").strip()
                    continue
                if not _is_row(line) and not _is_border(line):
                    diagram.title = line.strip()
                    continue
        if not line.strip():
            continue
        if set(line.strip()) <= _BORDER:
            if rows:
                borders_after = True
            else:
                borders_before = True
            continue
        if not _is_row(line):
            raise DiagramError(f"line {number}: '{shown(raw.strip().encode())}' is not a row of X, O and .")
        if not rows and sensei:
            stripped = line.strip()
            diagram.edges = {"top": borders_before, "bottom": False,
                             "left": stripped.startswith("|"), "right": stripped.endswith("|")}
        rows.append("".join(_tokens(line)))
    if not rows:
        raise DiagramError("no board rows found (expected rows of X, O and .)")
    if sensei:
        diagram.edges["bottom"] = borders_after
    for number, row in enumerate(rows, 1):
        if len(row) != len(rows[0]):
            raise DiagramError(f"board row {number} has {len(row)} points, the first has {len(rows[0])}")
    diagram.symbols = rows
    return diagram


def play_moves(board: Board, moves: list[Point], first: Colour) -> Iterator[tuple[Colour, Point, Board]]:
    """Each position after each numbered move, played with captures."""
    colour = first
    for number, point in enumerate(moves, 1):
        try:
            board = play(board, point, colour, Rules.SUICIDE).board
        except IllegalMove as error:
            raise DiagramError(f"move {number % 10}: {error}") from None
        yield colour, point, board
        colour = colour.opponent


def parse_diagram(text: str) -> Board:
    """The position a diagram shows (numbered moves played); :class:`DiagramError` if it is none."""
    diagram = read_diagram(text)
    board = diagram.setup()
    for _, _, played in play_moves(board, diagram.moves(), diagram.first_player):
        board = played
    return board


def notation_problem(geom: Geometry) -> str | None:
    """Why no text diagram can show the board ``geom`` (its links or wrapped sides); None when
    one can."""
    if geom.is_grid:
        return None
    return "a text diagram has no notation for linked points or wrapped sides, and this board has them"


def check_notation(geom: Geometry) -> None:
    """Refuse a board whose links or wrapped sides a diagram cannot show."""
    problem = notation_problem(geom)
    if problem is not None:
        raise DiagramError(problem)


def grid_row(cells: dict[Point, str], columns: int, row: int) -> str:
    """One row of symbols separated by spaces; a point without a cell is missing."""
    return " ".join(cells.get((column, row), MISSING_SYMBOL) for column in range(columns))
