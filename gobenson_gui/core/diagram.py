"""Plain-text board diagrams: rows of ``X`` (black), ``O`` (white) and ``.`` (empty).

Reads both the bare form and Sensei's Library diagrams: lines that start with ``$$``, a title
line (``$$B Title`` says black moves first), ``|`` and ``-`` borders, ``,`` for hoshi, marked
stones (``B W # @ Y Q Z P``), marked or labelled empty points (``C S T M``, ``a``-``z``) and
numbered moves ``1``-``9``, ``0`` (=10), which are played in order with captures.
"""

from __future__ import annotations

from .board import Board, Colour
from .rules import Rules, play

BLACK_SYMBOLS = set("XB#YZ")
WHITE_SYMBOLS = set("OW@QP")
EMPTY_SYMBOLS = set(".,+_CSTM") | set("abcdefghijklmnopqrstuvwxyz")
MOVE_SYMBOLS = "1234567890"
_BORDER = set("-+|= ")


class DiagramError(ValueError):
    """A text that is not a board diagram; the message names the line."""


def _rows(text: str) -> tuple[list[str], Colour]:
    first_player = Colour.BLACK
    rows = []
    sensei = any(line.lstrip().startswith("$$") for line in text.splitlines())
    title_seen = False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if sensei:
            if not line.startswith("$$"):
                continue
            line = line[2:]
            if not title_seen and not rows and line[:1] in ("B", "W") and (len(line) == 1 or line[1] == " "):
                first_player = Colour.from_letter(line[0])
                title_seen = True
                continue
            if not title_seen and not rows and line.strip() and not set(line.strip()) <= _BORDER \
                    and not _is_row(line):
                title_seen = True
                continue
            title_seen = True
        if not line.strip() or set(line) <= _BORDER:
            continue
        if not _is_row(line):
            raise DiagramError(f"line {number}: {raw.strip()!r} is not a row of X, O and .")
        rows.append(line.replace("|", " ").split())
    return ["".join(row) for row in rows], first_player


def _is_row(line: str) -> bool:
    body = line.replace("|", " ").split()
    known = BLACK_SYMBOLS | WHITE_SYMBOLS | EMPTY_SYMBOLS | set(MOVE_SYMBOLS)
    return bool(body) and all(len(token) == 1 and token in known for token in body) \
        or bool(body) and len(body) == 1 and set(body[0]) <= known


def parse_diagram(text: str) -> Board:
    """The position a diagram shows (numbered moves played); :class:`DiagramError` if it is none."""
    rows, first_player = _rows(text)
    if not rows:
        raise DiagramError("no board rows found (expected rows of X, O and .)")
    columns = len(rows[0])
    for number, row in enumerate(rows, 1):
        if len(row) != columns:
            raise DiagramError(f"board row {number} has {len(row)} points, the first has {columns}")
    try:
        board = Board.empty(columns, len(rows))
    except ValueError as error:
        raise DiagramError(str(error)) from None
    moves = {}
    for row, line in enumerate(rows):
        for column, symbol in enumerate(line):
            point = (column, row)
            if symbol in BLACK_SYMBOLS:
                board = board.with_point(point, Colour.BLACK)
            elif symbol in WHITE_SYMBOLS:
                board = board.with_point(point, Colour.WHITE)
            elif symbol in MOVE_SYMBOLS:
                moves[MOVE_SYMBOLS.index(symbol)] = point
    colour = first_player
    for number in sorted(moves):
        board = play(board, moves[number], colour, Rules.SUICIDE).board
        colour = colour.opponent
    return board


def board_to_text(board: Board) -> str:
    """The bare diagram form of a board, one row a line, points separated by spaces."""
    lines = []
    for row in range(board.rows):
        symbols = []
        for column in range(board.columns):
            colour = board.get((column, row))
            symbols.append("X" if colour is Colour.BLACK else "O" if colour is Colour.WHITE else ".")
        lines.append(" ".join(symbols))
    return "\n".join(lines) + "\n"
