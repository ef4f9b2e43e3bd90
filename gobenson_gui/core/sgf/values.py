"""Decoding SGF property values: board size, points and point lists."""

from __future__ import annotations

from ..coords import parse_sgf_point
from ..geometry import MAX_SIZE, Geometry, Point
from .errors import SgfError


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
        raise SgfError(f"SZ[{text}] is not a board size (SZ[n] or SZ[columns:rows])") from None
    if not (1 <= columns <= MAX_SIZE and 1 <= rows <= MAX_SIZE):
        raise SgfError(f"SZ[{text}]: board sizes run from 1 to {MAX_SIZE}")
    return columns, rows


def format_size(columns: int, rows: int) -> bytes:
    """``SZ`` value: square boards as ``n``, never ``n:n``."""
    return str(columns).encode() if columns == rows else f"{columns}:{rows}".encode()


def parse_point(value: bytes, geometry: Geometry, prop: str) -> Point:
    text = value.decode("ascii", "replace")
    try:
        point = parse_sgf_point(text)
    except ValueError:
        raise SgfError(f"{prop}[{text}] is not a point") from None
    if not geometry.contains(point):
        raise SgfError(f"{prop}[{text}] is off the {geometry.columns}x{geometry.rows} board")
    return point


def parse_move(value: bytes, geometry: Geometry, prop: str) -> Point | None:
    """The point of a B/W move, None for a pass (``[]``, or ``[tt]`` on boards up to 19x19)."""
    if value == b"" or (value == b"tt" and geometry.columns <= 19 and geometry.rows <= 19):
        return None
    return parse_point(value, geometry, prop)


def parse_point_list(values: list[bytes], geometry: Geometry, prop: str) -> list[Point]:
    """The points of a list property, expanding compressed rectangles like ``[aa:cc]``."""
    points = []
    for value in values:
        if b":" in value:
            first, _, last = value.partition(b":")
            (c1, r1), (c2, r2) = parse_point(first, geometry, prop), parse_point(last, geometry, prop)
            points.extend((c, r) for r in range(min(r1, r2), max(r1, r2) + 1)
                          for c in range(min(c1, c2), max(c1, c2) + 1))
        elif value:
            points.append(parse_point(value, geometry, prop))
    return points
