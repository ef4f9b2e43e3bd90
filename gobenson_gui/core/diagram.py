"""Plain-text board diagrams: rows of ``X`` (black), ``O`` (white) and ``.`` (empty).

Reads both the bare form and Sensei's Library diagrams: lines that start with ``$$``, a title
line (``$$B Title`` says black moves first; ``c`` and ``m<n>`` options are accepted), ``|`` and
``-`` borders that say which sides are board edges, ``,`` for hoshi, marked stones and points
(circle ``B W C``, square ``# @ S``, triangle ``Y Q T``, cross ``Z P M`` on black, white and
empty), labels ``a``-``z`` and numbered moves ``1``-``9``, ``0`` (=10), played in order with
captures.  :func:`diagram_document` turns a diagram into an SGF document (setup, markup, one node
per numbered move) and :func:`node_diagram` writes any node back as a ``$$`` diagram.

``_`` (:data:`MISSING_SYMBOL`) is a point missing from the board, read and written: Sensei's
Library draws ``_`` as empty space without an intersection, and a board with holes is drawn
just so (an SGF file keeps the holes in its ``MISSING`` root property).

Sensei's Library has no notation for linked points or wrapped sides (``LINKS``, ``WRAP``): a
diagram drawn without them would show another board, so such a board has no diagram
(:class:`DiagramError` says so).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .board import Board, Colour
from .coords import sgf_point
from .geometry import Geometry, Point
from .rules import IllegalMove, Rules, play
from .sgf.document import Document, new_game
from .sgf.properties import MISSING, node_labels, node_moves, point_marks, root_text
from .sgf.tree import Node
from .sgf.values import encode_text, format_label, format_point_list, shown

# symbol -> (stone, SGF mark) for every symbol that is not a numbered move
SYMBOLS: dict[str, tuple[Colour | None, str | None]] = {
    "X": (Colour.BLACK, None), "O": (Colour.WHITE, None), ".": (None, None), ",": (None, None),
    "+": (None, None),
    "B": (Colour.BLACK, "CR"), "W": (Colour.WHITE, "CR"), "C": (None, "CR"),
    "#": (Colour.BLACK, "SQ"), "@": (Colour.WHITE, "SQ"), "S": (None, "SQ"),
    "Y": (Colour.BLACK, "TR"), "Q": (Colour.WHITE, "TR"), "T": (None, "TR"),
    "Z": (Colour.BLACK, "MA"), "P": (Colour.WHITE, "MA"), "M": (None, "MA"),
}
MISSING_SYMBOL = "_"
LABELS = "abcdefghijklmnopqrstuvwxyz"
MOVE_SYMBOLS = "1234567890"
SYMBOL_OF = {(stone, mark): symbol for symbol, (stone, mark) in SYMBOLS.items()
             if symbol not in ",+"}
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

    def points(self):
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
                           or len(body) == 1 and set(body[0]) <= _KNOWN)


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
                if header and (header.group(1) or header.group(2) or not body or not (_is_row(body) or _is_border(body))):
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


def _play_moves(board: Board, moves: list[Point], first: Colour):
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
    for _, _, board in _play_moves(board, diagram.moves(), diagram.first_player):
        pass
    return board


def notation_problem(geom: Geometry) -> str | None:
    """Why no text diagram can show the board ``geom`` (its links or wrapped sides); None when
    one can."""
    if geom.is_grid:
        return None
    return "a text diagram has no notation for linked points or wrapped sides, and this board has them"


def _check_notation(geom: Geometry) -> None:
    """Refuse a board whose links or wrapped sides a diagram cannot show."""
    problem = notation_problem(geom)
    if problem is not None:
        raise DiagramError(problem)


def _grid_row(cells: dict[Point, str], columns: int, row: int) -> str:
    """One row of symbols separated by spaces; a point without a cell is missing."""
    return " ".join(cells.get((column, row), MISSING_SYMBOL) for column in range(columns))


# -- diagrams and SGF documents --------------------------------------------------------------------

SECTION_SIZE = 19
"""A diagram that lacks an edge shows part of a board: of a 19x19 board unless it is larger."""


def _placement(shown: int, near: bool, far: bool) -> tuple[int, int]:
    """Board length and offset of a diagram side: where its edges say it lies."""
    if near and far:
        return shown, 0
    length = max(SECTION_SIZE, shown)
    return length, (length - shown if far and not near else 0)


def diagram_document(text: str) -> Document:
    """An SGF document of a diagram: the stones as setup in the root (``GN`` = the title; ``PL``
    when white is to play), one node per numbered move, and the marks and labels on the last
    node.  A diagram that lacks an edge is placed where its edges say on a 19x19 board."""
    diagram = read_diagram(text)
    setup = diagram.setup()
    edges = diagram.edges
    columns, left = _placement(diagram.columns, edges["left"], edges["right"])
    rows, top = _placement(diagram.rows, edges["top"], edges["bottom"])
    game = new_game(columns, rows)
    root = game.root

    def at(point: Point) -> Point:
        return (point[0] + left, point[1] + top)

    if setup.geometry.missing:
        root.properties[MISSING] = format_point_list(at(point) for point in setup.geometry.missing)
    if diagram.title:
        root.properties["GN"] = [encode_text(diagram.title)]
    for colour, prop in ((Colour.BLACK, "AB"), (Colour.WHITE, "AW")):
        stones = [at(p) for p in setup.geometry.points(setup.stones(colour))]
        if stones:
            root.properties[prop] = format_point_list(stones)
    moves = diagram.moves()
    if diagram.first_player is Colour.WHITE and not moves:
        root.properties["PL"] = [b"W"]
    last = root
    for colour, point, _ in _play_moves(setup, moves, diagram.first_player):
        child = Node({colour.letter: [sgf_point(at(point)).encode()]}, parent=last)
        last.children.append(child)
        last = child
    marks: dict[str, list[Point]] = {}
    for point, symbol in diagram.points():
        if symbol in LABELS:
            last.properties.setdefault("LB", []).append(format_label(at(point), symbol))
        elif symbol in SYMBOLS and SYMBOLS[symbol][1]:
            marks.setdefault(SYMBOLS[symbol][1], []).append(at(point))
    for prop, points in marks.items():
        last.properties[prop] = format_point_list(points)
    document = Document([game])
    document.go_to(last)
    return document


def node_diagram(document: Document, node: Node | None = None, numbered_from: Node | None = None) -> str:
    """A Sensei's Library diagram of ``node`` (the cursor by default): the whole board with its
    edges, the node's circles, squares, triangles, crosses and one-letter labels on empty
    points.  With ``numbered_from`` (an ancestor at most 10 moves up) the board is the one at
    ``numbered_from`` and the moves after it are numbered 1-10; other markup SGF has (territory,
    arrows, longer labels) has no diagram symbol and is left out."""
    node = node or document.cursor
    moves: list[tuple[Colour, Point]] = []
    base = node
    if numbered_from is not None:
        numbered = []
        while base is not numbered_from:
            if base.parent is None:
                raise DiagramError("the numbering must start at an ancestor of the node")
            numbered.append(base)
            base = base.parent
        moves = [_numbered_move(document, move) for move in reversed(numbered)]
        if len(moves) > len(MOVE_SYMBOLS):
            raise DiagramError(f"a diagram numbers at most 10 moves, not {len(moves)}")
    position = document.position(base)
    board, geom = position.board, position.board.geometry
    _check_notation(geom)
    cells = {point: SYMBOL_OF[(board.get(point), None)] for point in geom.all_points()}
    for point, shape in point_marks(node, geom).items():
        if (board.get(point), shape) in SYMBOL_OF:  # the notation has no selection (SL)
            cells[point] = SYMBOL_OF[(board.get(point), shape)]
    game = document.game_of(node)
    for point, text in node_labels(node, geom, game.charset).items():
        if len(text) == 1 and text in LABELS and board.get(point) is None:
            cells[point] = text
    for number, (_, point) in enumerate(moves, 1):
        if board.get(point) is not None or cells[point] in MOVE_SYMBOLS:
            raise DiagramError(f"move {number} is on a point the diagram already shows a stone on")
        cells[point] = MOVE_SYMBOLS[number - 1]
    first = moves[0][0] if moves else position.to_play
    title = root_text(game, "GN")
    lines = [f"$${first.letter}" + (f" {title}" if title else "")]
    border = "$$ +" + "-" * (2 * geom.columns + 1) + "+"
    lines.append(border)
    for row in range(geom.rows):
        lines.append("$$ | " + _grid_row(cells, geom.columns, row) + " |")
    lines.append(border)
    return "\n".join(lines) + "\n"


def _numbered_move(document: Document, node: Node) -> tuple[Colour, Point]:
    geom = document.game_of(node).geometry
    for move in node_moves(node, geom):
        if move.point is not None:
            return move.colour, move.point
    raise DiagramError("only moves on the board can be numbered (a node without one, or a pass)")
