"""Names of points: SGF letters for files, GTP-style coordinates for people.

SGF names a point by column then row letter, counted from the top-left: ``a``-``z`` then
``A``-``Z`` (52 in all).  People read GTP-style names: a column letter that skips ``I`` (as on
printed boards) and a row number counted from the bottom, e.g. ``C3``.  Past the 25th column the
letters double (``AA``, ``AB`` ...), still skipping ``I``.
"""

from __future__ import annotations

from .geometry import Point

SGF_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SGF_INDEX = {letter: index for index, letter in enumerate(SGF_LETTERS)}
_COLUMN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def sgf_point(point: Point) -> str:
    column, row = point
    return SGF_LETTERS[column] + SGF_LETTERS[row]


def parse_sgf_point(text: str) -> Point:
    """The point named by two SGF letters; ValueError for anything else."""
    if len(text) != 2 or text[0] not in _SGF_INDEX or text[1] not in _SGF_INDEX:
        raise ValueError(f"{text!r} is not an SGF point")
    return (_SGF_INDEX[text[0]], _SGF_INDEX[text[1]])


def column_name(column: int) -> str:
    letters = _COLUMN_LETTERS
    if column < len(letters):
        return letters[column]
    first, second = divmod(column - len(letters), len(letters))
    return letters[first] + letters[second]


def point_name(point: Point, rows: int) -> str:
    """GTP-style name of a point on a board with ``rows`` rows, e.g. ``(2, 16)`` -> ``C3`` at 19x19."""
    column, row = point
    return f"{column_name(column)}{rows - row}"


def parse_point_name(text: str, columns: int, rows: int) -> Point:
    """Inverse of :func:`point_name`; accepts lower case."""
    text = text.strip().upper()
    split = 0
    while split < len(text) and text[split].isalpha():
        split += 1
    letters, digits = text[:split], text[split:]
    for column in range(columns):
        if column_name(column) == letters:
            break
    else:
        raise ValueError(f"{text!r} names no column of a {columns}-column board")
    if not digits.isdigit() or not 1 <= int(digits) <= rows:
        raise ValueError(f"{text!r} names no row of a {rows}-row board")
    return (column, rows - int(digits))
