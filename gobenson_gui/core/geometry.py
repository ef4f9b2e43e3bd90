"""The bit layout of a board: every set of points is one Python int.

Point (column, row) -- row 0 at the top, as in SGF -- is bit ``row * stride + column`` with
``stride = columns + 1``.  The spare column between rows is never part of a set, so shifting a
set one bit left or right cannot wrap from the end of one row to the start of the next.  Bit
order is therefore reading order (top row first, left to right), which makes "the first point of
a block" simply its lowest bit.

Python's arbitrary-precision ints make union, intersection and neighbourhood a handful of machine
operations for a whole 19x19 (or 52x52) board, which is what keeps the analysis fast in CPython.

Benson's theory holds on any board graph, so a grid may also lack some of its points (a hole in
the board): they are simply left out of ``on``, the set of points that exist, and every set
operation stays inside ``on``.  It may also have more adjacencies than the grid's: *links* join
two points as neighbours (a wormhole), and *wrap* joins the last column to the first, the last
row to the first, or both (a cylinder or a torus).  Those boards are a
:class:`LinkedGeometry`, which adds the extra neighbours after the shift-based step; the plain
grid keeps its shifts alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum
from functools import lru_cache

Point = tuple[int, int]
Link = tuple[Point, Point]

MAX_SIZE = 52


class BoardSizeError(ValueError):
    """A board dimension outside 1..52."""


class Wrap(str, Enum):
    """Which sides of the grid are joined: the last column to the first (a cylinder standing
    up), the last row to the first (a cylinder lying down), or both (a torus)."""

    NONE = "none"
    COLUMNS = "columns"
    ROWS = "rows"
    BOTH = "both"

    # Hash as the equal string does, so that geometry(..., wrap="both") and wrap=Wrap.BOTH
    # share one cached geometry.
    __hash__ = str.__hash__

    @classmethod
    def joining(cls, columns: bool, rows: bool) -> Wrap:
        """The wrap that joins the columns, the rows, both or neither."""
        return (cls.NONE, cls.COLUMNS, cls.ROWS, cls.BOTH)[columns + 2 * rows]

    @property
    def columns(self) -> bool:
        return self in (Wrap.COLUMNS, Wrap.BOTH)

    @property
    def rows(self) -> bool:
        return self in (Wrap.ROWS, Wrap.BOTH)


class Geometry:
    """Size-dependent constants and set operations for one C x R board, possibly with missing
    points; shared by every board of that shape (see :func:`geometry`)."""

    __slots__ = ("columns", "rows", "stride", "on", "missing", "links", "wrap", "point_at", "_row_starts", "_hash")

    _hash: int  # set by the first __hash__

    is_grid = True
    """Only the grid's four directions join points: the hot paths may use the shifts inline."""

    def __init__(self, columns: int, rows: int, missing: frozenset[Point] = frozenset()) -> None:
        for name, value in (("columns", columns), ("rows", rows)):
            if not isinstance(value, int) or not 1 <= value <= MAX_SIZE:
                raise BoardSizeError(f"{name} must be a whole number from 1 to {MAX_SIZE}, not {value!r}")
        self.columns = columns
        self.rows = rows
        self.stride = columns + 1
        row_bits = (1 << columns) - 1
        on = 0
        for row in range(rows):
            on |= row_bits << (row * self.stride)
        for point in missing:
            if not self.in_grid(point):
                raise ValueError(f"missing point {point} is outside the {columns}x{rows} grid")
            on &= ~(1 << (point[1] * self.stride + point[0]))
        self.on = on
        self.missing = frozenset(missing)
        self.links: frozenset[Link] = frozenset()
        self.wrap = Wrap.NONE
        # _row_starts[n]: the first bit of each of the first n rows (see rectangle).
        self._row_starts = [0]
        for row in range(rows):
            self._row_starts.append(self._row_starts[-1] | 1 << (row * self.stride))
        # Bit index -> point, so that converting sets to points is a list look-up.
        self.point_at = [(index % self.stride, index // self.stride) for index in range(rows * self.stride)]

    def _key(self) -> tuple[int, int, frozenset[Point], frozenset[Link], Wrap]:
        return self.columns, self.rows, self.missing, self.links, self.wrap

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Geometry) and self._key() == other._key()

    def __hash__(self) -> int:
        """Computed once: geometries key the caches of parsed SGF values, looked up per value."""
        try:
            return self._hash
        except AttributeError:
            self._hash = hash(self._key())
            return self._hash

    def __repr__(self) -> str:
        missing = f", missing={sorted(self.missing)}" if self.missing else ""
        links = f", links={sorted(self.links)}" if self.links else ""
        wrap = f", wrap={self.wrap.value!r}" if self.wrap is not Wrap.NONE else ""
        return f"{type(self).__name__}({self.columns}, {self.rows}{missing}{links}{wrap})"

    # -- points ---------------------------------------------------------------------------------

    def in_grid(self, point: Point) -> bool:
        """Inside the C x R rectangle (the point may still be missing)."""
        column, row = point
        return 0 <= column < self.columns and 0 <= row < self.rows

    def contains(self, point: Point) -> bool:
        """A point of the board: inside the grid and not missing."""
        return self.in_grid(point) and bool(self.on >> (point[1] * self.stride + point[0]) & 1)

    def bit(self, point: Point) -> int:
        """The one-point set holding ``point``; raises ValueError off the board."""
        if not self.contains(point):
            where = "a missing point of" if self.in_grid(point) else "off"
            raise ValueError(f"point {point} is {where} the {self.columns}x{self.rows} board")
        column, row = point
        return 1 << (row * self.stride + column)

    def mask(self, points: Iterable[Point]) -> int:
        result = 0
        for point in points:
            result |= self.bit(point)
        return result

    def rectangle(self, corner: Point, opposite: Point) -> int:
        """Every point of the grid in the rectangle between two corners, missing points included
        (``rectangle & ~on`` holds those).  A few big-integer operations, whatever its area: the
        top row times the first bit of each row is that row shifted down to every row."""
        (c1, r1), (c2, r2) = corner, opposite
        for point in corner, opposite:
            if not self.in_grid(point):
                raise ValueError(f"point {point} is off the {self.columns}x{self.rows} board")
        left, top = min(c1, c2), min(r1, r2)
        row = (1 << (abs(c2 - c1) + 1)) - 1
        return row * self._row_starts[abs(r2 - r1) + 1] << (top * self.stride + left)

    def points(self, mask: int) -> list[Point]:
        """The points of a set in reading order."""
        point_at = self.point_at
        result = []
        while mask:
            low = mask & -mask
            result.append(point_at[low.bit_length() - 1])
            mask ^= low
        return result

    def first_point(self, mask: int) -> Point:
        """The first point of a non-empty set in reading order."""
        return self.point_at[(mask & -mask).bit_length() - 1]

    def all_points(self) -> list[Point]:
        """Every point of the board in reading order (missing points left out)."""
        return [(column, row) for row in range(self.rows) for column in range(self.columns)
                if (column, row) not in self.missing]

    # -- set operations -------------------------------------------------------------------------

    def neighbours(self, mask: int) -> int:
        """Every point adjacent to some point of ``mask`` (possibly including points of it)."""
        stride = self.stride
        return ((mask << 1) | (mask >> 1) | (mask << stride) | (mask >> stride)) & self.on

    def neighbourhoods(self, masks: Sequence[int]) -> list[int]:
        """The neighbours of each set of ``masks``: on the plain grid in one comprehension, which
        spares a call per set (every block of a board, in an analysis from scratch)."""
        stride, on = self.stride, self.on
        return [((m << 1) | (m >> 1) | (m << stride) | (m >> stride)) & on for m in masks]

    def still_connected(self, rest: int, taken: int) -> bool:
        """Whether ``rest``, a connected set less the one point ``taken``, is still connected,
        told from the 3x3 box around the point, which spares the flood fill of a large region
        after a stone is played in it.  If the neighbours of the point in ``rest`` are connected
        inside the box, any path through the point can go round it.  False means not known."""
        if not taken or taken & (taken - 1) or not rest:
            return False
        stride = self.stride
        row = taken | taken << 1 | taken >> 1
        box = (row | row << stride | row >> stride) & rest
        ports = ((taken << 1) | (taken >> 1) | (taken << stride) | (taken >> stride)) & rest
        joined = self.component(ports & -ports, box)
        return not ports & ~joined

    def component(self, seed: int, within: int) -> int:
        """The connected part of ``within`` that contains the points of ``seed``."""
        stride = self.stride
        grown = seed
        while True:
            # Horizontal runs fill in one step by carry propagation: adding the seed to the set
            # flips every bit of each run from the seed bit upwards (the spare column stops it).
            # The whole run then spreads a step left, up and down.
            run = (((within + grown) ^ within) & within) | grown
            spread = (run | (run >> 1) | (run << stride) | (run >> stride)) & within
            if spread == grown:
                return grown
            grown = spread

    def components(self, mask: int) -> list[int]:
        """The maximal connected subsets of ``mask``, ordered by their first point."""
        result = []
        while mask:
            part = self.component(mask & -mask, mask)
            result.append(part)
            mask ^= part
        return result


def link(first: Point, second: Point) -> Link:
    """A link as geometries keep it: its two points in reading order, so that a link and its
    reverse are one."""
    return (first, second) if (first[1], first[0]) <= (second[1], second[0]) else (second, first)


class LinkedGeometry(Geometry):
    """A board with more adjacencies than its grid: links and wrapped sides (see
    :func:`geometry`).  Each set operation is the grid's, plus the extra neighbours the few
    points on a wrapped side or at a link end have."""

    __slots__ = ("_linked", "_link_ends", "_wrap_terms")

    is_grid = False

    def __init__(self, columns: int, rows: int, missing: frozenset[Point] = frozenset(),
                 links: frozenset[Link] = frozenset(), wrap: Wrap | str = Wrap.NONE) -> None:
        super().__init__(columns, rows, missing)
        try:
            self.wrap = Wrap(wrap)
        except ValueError:
            raise ValueError(f"wrap must be one of {', '.join(w.value for w in Wrap)}, not {wrap!r}") from None
        self.links = frozenset(link(*pair) for pair in links)
        # _linked[bit of a link end]: the bits of the points linked to it.
        self._linked: dict[int, int] = {}
        for first, second in self.links:
            if first == second:
                raise ValueError(f"a link joins two different points, not {first} to itself")
            for end in first, second:
                if not self.contains(end):
                    where = "a missing point of" if self.in_grid(end) else "off"
                    raise ValueError(f"the link {first}-{second} ends at {end}, {where} the {columns}x{rows} board")
            for end, other in ((first, second), (second, first)):
                bit = self.bit(end)
                self._linked[bit] = self._linked.get(bit, 0) | self.bit(other)
        self._link_ends = sum(self._linked)
        # (side, shift) pairs: the points of ``side`` have a neighbour ``shift`` bits up (a
        # negative shift: down).  A line of one or two points gains no new neighbour by wrapping.
        self._wrap_terms: list[tuple[int, int]] = []
        if self.wrap.columns and columns > 2:
            first_column = self._row_starts[rows]
            span = columns - 1
            self._wrap_terms += [(first_column, span), (first_column << span, -span)]
        if self.wrap.rows and rows > 2:
            span = (rows - 1) * self.stride
            first_row = (1 << columns) - 1
            self._wrap_terms += [(first_row, span), (first_row << span, -span)]

    def _extra(self, mask: int) -> int:
        """The neighbours of ``mask`` that the grid's shifts miss (points missing included)."""
        extra = 0
        for side, shift in self._wrap_terms:
            extra |= (mask & side) << shift if shift > 0 else (mask & side) >> -shift
        ends = mask & self._link_ends
        while ends:
            low = ends & -ends
            ends ^= low
            extra |= self._linked[low]
        return extra

    def neighbours(self, mask: int) -> int:
        return super().neighbours(mask) | self._extra(mask) & self.on

    def neighbourhoods(self, masks: Sequence[int]) -> list[int]:
        return [self.neighbours(mask) for mask in masks]

    def still_connected(self, rest: int, taken: int) -> bool:
        """Not known: the 3x3 box misses the extra neighbours."""
        return False

    def component(self, seed: int, within: int) -> int:
        """The grid's flood fill, restarted from the extra neighbours it reaches until there
        are no new ones: few rounds, since only wrapped sides and link ends add any."""
        grown = super().component(seed, within)
        while True:
            beyond = self._extra(grown) & within & ~grown
            if not beyond:
                return grown
            grown = super().component(grown | beyond, within)


@lru_cache(maxsize=64)
def geometry(columns: int, rows: int, missing: frozenset[Point] = frozenset(),
             links: frozenset[Link] = frozenset(), wrap: Wrap | str = Wrap.NONE) -> Geometry:
    """The shared geometry of a C x R board without the points ``missing``, with the extra
    neighbours of ``links`` (pairs of points) and ``wrap``: a :class:`LinkedGeometry` if it
    has any, else the plain :class:`Geometry`.  ValueError names a bad link or wrap."""
    if links or wrap != Wrap.NONE:
        return LinkedGeometry(columns, rows, missing, links, wrap)
    return Geometry(columns, rows, missing)
