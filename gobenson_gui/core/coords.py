"""Names of points: SGF letters for files, GTP-style coordinates for people.

SGF names a point by column then row letter, counted from the top-left: ``a``-``z`` then
``A``-``Z`` (52 in all).  People read GTP-style names: a column letter that skips ``I`` (as on
printed boards) and a row number counted from the bottom, e.g. ``C3``.  Past the 25th column the
letters double (``AA``, ``AB`` ...), still skipping ``I``.

Where a person may write either (:func:`parse_point`), exactly two letters are an SGF point and
anything else a name: a name always has a row number, so the two never overlap.  Case matters in
an SGF point, as in SGF: ``AA`` is the 27th column and row, not ``aa``.
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import Geometry, Point
from .words import naming as words

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


@lru_cache(maxsize=64)
def column_indices(columns: int) -> dict[str, int]:
    """The columns of a board of ``columns`` columns by name: a GTP engine reads a point's name
    at every move."""
    return {column_name(column): column for column in range(columns)}


@lru_cache(maxsize=64)
def names_by_bit(geom: Geometry) -> list[str]:
    """Each point's name (:func:`point_name`) at its bit index in ``geom``'s sets (empty where
    no point is): an answer naming a hundred points picks them here rather than writing each."""
    names = [""] * (geom.rows * geom.stride)
    for point in geom.all_points():
        names[geom.bit(point).bit_length() - 1] = point_name(point, geom.rows)
    return names


def parse_point_name(text: str, columns: int, rows: int) -> Point:
    """Inverse of :func:`point_name`; accepts lower case."""
    text = text.strip().upper()
    split = 0
    while split < len(text) and text[split].isalpha():
        split += 1
    letters, digits = text[:split], text[split:]
    column = column_indices(columns).get(letters)
    if column is None:
        raise ValueError(f"{quoted(text)} names no column of a {columns}-column board")
    # ASCII digits only, counted before they are read: int() refuses thousands in its own words
    row = digits.lstrip("0")
    if not (digits.isascii() and digits.isdecimal()) or len(row) > len(str(rows)) or not 1 <= int(row or 0) <= rows:
        raise ValueError(f"{quoted(text)} names no row of a {rows}-row board")
    return (column, rows - int(row))


def parse_point(text: str, geom: Geometry) -> Point:
    """A point of the board ``geom`` written as an SGF point (``cc``, ``AA``) or a name (``C3``,
    ``c3``), as the module's doc tells them apart; ValueError says why ``text`` names none."""
    sgf = len(text) == 2 and text.isalpha()
    try:
        point = parse_sgf_point(text) if sgf else parse_point_name(text, geom.columns, geom.rows)
    except ValueError:
        raise ValueError(words.not_a_point(quoted(text))) from None
    if not geom.contains(point):
        outside = words.on_a_missing_point if geom.in_grid(point) else words.off_the_board
        error = outside(quoted(text), geom.columns, geom.rows)
        raise ValueError(words.with_upper_case_hint(error) if sgf and not text.islower() else error)
    return point


def quoted(text: str) -> str:
    """``text`` as a one-line message quotes what a person typed: in quotes, control characters
    escaped, cut short (:func:`cut`)."""
    return repr(cut(text))


def shown(value: bytes) -> str:
    """A raw value (of a file) as one-line error messages quote it: decoded, control characters
    escaped, cut short (:func:`cut`)."""
    return cut("".join(c if c.isprintable() else repr(c)[1:-1] for c in value.decode("utf-8", "replace")))


def cut(text: str, longest: int = 20) -> str:
    """``text`` cut short after ``longest`` characters, so that a message stays readable."""
    return text if len(text) <= longest else text[:longest] + "..."


def cut_number(number: int, longest: int = 20) -> str:
    """A whole number as a message writes it, cut short as :func:`cut` cuts text.  Python
    refuses to write a number of more than 4,300 digits, so only its leading digits are
    written: those of ``number`` floor-divided by a power of ten."""
    hidden = max(0, int(abs(number).bit_length() * _DIGITS_PER_BIT) - 2 * longest)
    leading = str(abs(number) // 10**hidden)
    return cut(("-" if number < 0 else "") + leading, longest + (number < 0))


_DIGITS_PER_BIT = 0.30102999566398
"""log10(2): a number of n bits has about n times this many decimal digits (never fewer)."""
