"""Decoding and encoding SGF property values: board size, points, point lists, composed values
and text.

Values are raw bytes as they stand between the brackets (escapes untouched), in the character set
of their game (``GameTree.charset``, see :mod:`.charset`), which the text helpers take.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Protocol

from ..coords import parse_sgf_point, sgf_point, shown
from ..geometry import MAX_SIZE, Geometry, Link, Point, Wrap, link
from ..words import reading as words
from ..words.editor import charset_lacks
from .errors import EditError, SgfError

UTF8 = "utf-8"


def parse_size(values: list[bytes] | None) -> tuple[int, int]:
    """Columns and rows from ``SZ[n]`` or ``SZ[columns:rows]``; 19x19 when absent."""
    if not values:
        return 19, 19
    text = values[0].decode("ascii", "replace").strip()
    parts = text.split(":")
    try:
        if len(parts) == 1:
            columns = rows = int(parts[0])
        elif len(parts) == 2:
            columns, rows = int(parts[0]), int(parts[1])
        else:
            raise ValueError
    except ValueError:
        raise SgfError(words.not_a_board_size(shown(values[0]))) from None
    if not (1 <= columns <= MAX_SIZE and 1 <= rows <= MAX_SIZE):
        raise SgfError(words.board_size_range(text, MAX_SIZE))
    return columns, rows


def format_size(columns: int, rows: int) -> bytes:
    """``SZ`` value: square boards as ``n``, never ``n:n``."""
    return str(columns).encode() if columns == rows else f"{columns}:{rows}".encode()


class RawNode(Protocol):
    """A node as the readers of its raw values see it: the tree's nodes, named so by the modules
    the tree itself reads through (character sets, properties)."""

    @property
    def properties(self) -> dict[str, list[bytes]]: ...

    def get(self, prop: str) -> list[bytes] | None: ...


class RawGame(Protocol):
    """A game as the readers of its raw values see it: its root and its character set."""

    @property
    def root(self) -> RawNode: ...

    @property
    def charset(self) -> str: ...


def _grid_point(value: bytes, prop: str) -> Point:
    """The point two SGF letters name, on the board or not; spaces around them are allowed, as
    other readers allow them."""
    try:
        return parse_sgf_point(value.strip().decode("ascii"))  # quoting comes only for errors
    except ValueError:  # UnicodeDecodeError included
        raise SgfError(words.not_a_point(prop, shown(value))) from None


@lru_cache(maxsize=1 << 16)
def parse_point(value: bytes, geometry: Geometry, prop: str) -> Point:
    """The point of a value.  Remembered: a setup of thousands of stones is read again after
    every edit of it."""
    point = _grid_point(value, prop)
    if not geometry.contains(point):
        raise SgfError(words.not_on_the_board(prop, value.strip().decode(), geometry.columns, geometry.rows,
                                              missing=geometry.in_grid(point)))
    return point


def is_pass(value: bytes, geometry: Geometry) -> bool:
    """A B/W value that passes: ``[]``, or ``[tt]`` on boards up to 19x19."""
    return value == b"" or (value == b"tt" and geometry.columns <= 19 and geometry.rows <= 19)


def parse_move(value: bytes, geometry: Geometry, prop: str) -> Point | None:
    """The point of a B/W move, None for a pass."""
    if is_pass(value, geometry):
        return None
    return parse_point(value, geometry, prop)


@lru_cache(maxsize=1 << 16)
def move_mask(value: bytes, geometry: Geometry, prop: str) -> int:
    """The point of a B/W move as a set of the board, empty for a pass.  Remembered: checking a
    record and replaying it read every move through here."""
    point = parse_move(value, geometry, prop)
    return 0 if point is None else geometry.bit(point)


@lru_cache(maxsize=64)
def plain_moves(geometry: Geometry) -> dict[bytes, int]:
    """Every B/W value written plainly -- the two letters of a point of the board, or a pass --
    with its point as a set of the board (empty for a pass): nearly every move of a record is
    one, so that checking a record passes over such a move with one look-up here.  Other values
    (spaces around the letters, points off the board) are parsed, and refused, by
    :func:`parse_move`."""
    plain = {sgf_point(point).encode("ascii"): geometry.bit(point) for point in geometry.all_points()}
    plain[b""] = 0
    if is_pass(b"tt", geometry):
        plain[b"tt"] = 0
    return plain


def _rectangle_corners(value: bytes, prop: str) -> tuple[Point, Point]:
    """The top left and bottom right corners of a compressed rectangle like ``aa:cc`` (corners
    either way), on the board or not."""
    first, _, last = value.partition(b":")
    (c1, r1), (c2, r2) = _grid_point(first, prop), _grid_point(last, prop)
    return (min(c1, c2), min(r1, r2)), (max(c1, c2), max(r1, r2))


def runs_off_board(value: bytes, geometry: Geometry, prop: str) -> bool:
    """Whether a list value is a compressed rectangle reaching past the grid, which
    :func:`rectangle_mask` reads clipped to it."""
    if b":" not in value:
        return False
    _, (right, bottom) = _rectangle_corners(value, prop)
    return right >= geometry.columns or bottom >= geometry.rows


@lru_cache(maxsize=1 << 16)
def rectangle_mask(value: bytes, geometry: Geometry, prop: str) -> int:
    """The points of one list value, a point or a compressed rectangle like ``aa:cc``, as a set
    of the board: a few integer operations, however large the rectangle.  A rectangle that runs
    off the grid is clipped to it, as GNU Go clips it (:func:`runs_off_board` tells which are).
    Remembered, as :func:`parse_point` is: a setup of thousands of stones is read again at every
    edit of it."""
    if b":" not in value:
        return geometry.bit(parse_point(value, geometry, prop))
    (left, top), (right, bottom) = _rectangle_corners(value, prop)
    if left >= geometry.columns or top >= geometry.rows:
        return 0
    corners = (left, top), (min(right, geometry.columns - 1), min(bottom, geometry.rows - 1))
    rectangle = geometry.rectangle(*corners)
    holes = rectangle & ~geometry.on
    if holes:
        raise SgfError(words.takes_in_missing_point(prop, shown(value), sgf_point(geometry.first_point(holes)),
                                                    geometry.columns, geometry.rows))
    return rectangle


def point_list_mask(values: list[bytes], geometry: Geometry, prop: str) -> int:
    """The points of a list property as a set of the board, expanding compressed rectangles;
    ``[]`` stands for none."""
    mask = 0
    for value in values:
        if value:
            mask |= rectangle_mask(value, geometry, prop)
    return mask


def parse_point_list(values: list[bytes], geometry: Geometry, prop: str) -> list[Point]:
    """The points of a list property, each once, in reading order (see :func:`point_list_mask`):
    however often a file repeats a rectangle, the list is no longer than the board."""
    return geometry.points(point_list_mask(values, geometry, prop))


def format_point_list(points: Iterable[Point], compress: bool = True) -> list[bytes]:
    """Values for a set of points, rows of neighbouring points compressed to ``aa:ca``-style
    rectangles (unless not ``compress``: one point a value), in reading order."""
    remaining = set(points)
    if not compress:
        return [sgf_point(point).encode() for point in sorted(remaining, key=lambda p: (p[1], p[0]))]
    values = []
    for column, row in sorted(remaining, key=lambda p: (p[1], p[0])):
        if (column, row) not in remaining:
            continue
        end = column
        while (end + 1, row) in remaining:
            end += 1
        bottom = row
        while all((c, bottom + 1) in remaining for c in range(column, end + 1)):
            bottom += 1
        remaining.difference_update((c, r) for r in range(row, bottom + 1) for c in range(column, end + 1))
        start = sgf_point((column, row))
        values.append(start.encode() if (end, bottom) == (column, row)
                      else f"{start}:{sgf_point((end, bottom))}".encode())
    return values


def without_points(values: list[bytes], points: set[Point], geometry: Geometry, prop: str,
                   compress: bool = True) -> list[bytes]:
    """``values`` less ``points``: untouched values stay as they were; the values that lose a
    point give way, where the first of them stood, to what is left of them all, compressed
    unless not ``compress`` (so that a file repeating one large rectangle costs one compression,
    not one per copy)."""
    removed = geometry.mask(points)
    result: list[bytes] = []
    left = kept = 0
    place = None
    for value in values:
        own = rectangle_mask(value, geometry, prop) if value else 0
        if own & removed:
            left |= own & ~removed
            place = len(result) if place is None else place
        else:
            result.append(value)
            kept |= own
    if place is not None:  # a point an untouched value still names is not written twice
        result[place:place] = format_point_list(geometry.points(left & ~kept), compress)
    return result


def parse_point_pair(value: bytes, geometry: Geometry, prop: str) -> tuple[Point, Point]:
    """The two points of an ``AR``/``LN`` value ``aa:bb``."""
    first, colon, last = value.partition(b":")
    if not colon:
        raise SgfError(words.not_two_points(prop, shown(value)))
    return parse_point(first, geometry, prop), parse_point(last, geometry, prop)


def format_point_pair(start: Point, end: Point) -> bytes:
    return f"{sgf_point(start)}:{sgf_point(end)}".encode()


def parse_links(values: list[bytes], geometry: Geometry, prop: str) -> frozenset[Link]:
    """The links of a ``LINKS`` property, each ``aa:cc`` joining two points of the board
    (``[]`` stands for none)."""
    links = set()
    for value in values:
        if value:
            first, second = parse_point_pair(value, geometry, prop)
            if first == second:
                raise SgfError(words.links_itself(prop, shown(value)))
            links.add(link(first, second))
    return frozenset(links)


def parse_wrap(values: list[bytes] | None, prop: str) -> Wrap:
    """The sides a ``WRAP[columns|rows|both]`` property joins; none when absent."""
    if not values:
        return Wrap.NONE
    text = values[0].decode("utf-8", "replace").strip().lower()
    if len(values) > 1 or text not in (Wrap.COLUMNS, Wrap.ROWS, Wrap.BOTH):
        shown_values = "".join(f"[{shown(value)}]" for value in values)
        raise SgfError(words.not_a_wrap(prop, shown_values))
    return Wrap(text)


def parse_torus(values: list[bytes] | None, prop: str) -> Wrap:
    """The sides q5Go's ``TO[n]`` joins: bit 1 the columns, bit 2 the rows; none when absent."""
    if not values:
        return Wrap.NONE
    if len(values) > 1 or values[0] not in (b"0", b"1", b"2", b"3"):
        shown_values = "".join(f"[{shown(value)}]" for value in values)
        raise SgfError(words.not_a_torus(prop, shown_values))
    bits = int(values[0])
    return Wrap.joining(bool(bits & 1), bool(bits & 2))


def format_torus(wrap: Wrap) -> bytes:
    """The value of q5Go's ``TO`` for ``wrap`` (see :func:`parse_torus`)."""
    return str(wrap.columns + 2 * wrap.rows).encode()


def parse_label(value: bytes, geometry: Geometry, charset: str = UTF8) -> tuple[Point, str]:
    """The point and the text of an ``LB`` value ``aa:text``, the text in the game's ``charset``."""
    point, colon, text = value.partition(b":")
    if not colon:
        raise SgfError(words.not_a_label(shown(value)))
    return parse_point(point, geometry, "LB"), decode_simple_text(text, charset)


def format_label(point: Point, text: str, charset: str = UTF8) -> bytes:
    return sgf_point(point).encode() + b":" + encode_text(text, charset).replace(b":", b"\\:")


_LINE_BREAK = re.compile(r"\n\r|\r\n|\n|\r")
_OTHER_WHITESPACE = str.maketrans("\t\v\f", "   ")
_ESCAPE_OR_LINE_BREAK = re.compile(r"\\(.?)|\n", re.DOTALL)


def _unescaped(text: str, line_break: str) -> str:
    """Decoded SGF text as people read it: line breaks made ``line_break``, other whitespace
    spaces, a ``\\`` before a line break dropped with it and before any other character dropped.
    Done on decoded text, as the ``\\`` byte may be the second byte of a character (十 in
    Shift_JIS is 0x8F 0x5C)."""
    def replaced(match: re.Match[str]) -> str:
        if match.group() == "\n":
            return line_break
        escaped = match.group(1)
        return "" if escaped == "\n" else escaped
    return _ESCAPE_OR_LINE_BREAK.sub(replaced, _LINE_BREAK.sub("\n", text).translate(_OTHER_WHITESPACE))


def decode_text(value: bytes, charset: str = UTF8, errors: str = "replace") -> str:
    """A Text value (comments) as a string: escapes removed, line breaks kept.  Bytes not valid in
    the game's ``charset`` show as replacement characters, or with ``errors="surrogateescape"``
    (for text an edit keeps) stay as stand-ins that :func:`encode_text` turns back into them."""
    return _unescaped(value.decode(charset, errors), "\n")


def joined_text(values: list[bytes]) -> bytes:
    """A Text property's values as one (a file may repeat ``C[a]C[b]``, which is read as
    ``C[a][b]``): each kept byte for byte, a blank line between."""
    return b"\n\n".join(values)


def decode_simple_text(value: bytes, charset: str = UTF8) -> str:
    """A SimpleText value (names, labels): escapes removed, line breaks made spaces."""
    return _unescaped(value.decode(charset, "replace"), " ")


def encode_text(text: str, charset: str = UTF8) -> bytes:
    """``text`` as a value in the game's ``charset``, ``\\`` and ``]`` escaped before encoding
    (never a byte of a two-byte character); :class:`EditError` naming the first character that
    set cannot hold (the game is left as it is, never re-encoded behind the user's back).
    Stand-ins for undecodable bytes become those bytes again."""
    escaped = text.replace("\\", "\\\\").replace("]", "\\]")
    try:
        return escaped.encode(charset, "surrogateescape")
    except UnicodeEncodeError as error:
        raise EditError(charset_lacks(charset, repr(escaped[error.start]))) from None
