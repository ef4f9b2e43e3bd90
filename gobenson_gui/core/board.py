"""The board model: an immutable arrangement of black and white stones on a C x R grid.

Immutability lets the editor's undo stack, the analysis cache and the lookahead search share
boards freely; an edit makes a new board in a few integer operations.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from .fast import new_tuple
from .geometry import Geometry, Point, geometry
from .words.naming import not_a_colour


class Colour(str, Enum):
    BLACK = "black"
    WHITE = "white"

    @property
    def opponent(self) -> Colour:
        return WHITE if self is BLACK else BLACK

    @property
    def letter(self) -> str:
        """The SGF letter of the colour: B or W."""
        return "B" if self is BLACK else "W"

    @classmethod
    def from_letter(cls, letter: str) -> Colour:
        try:
            return {"B": cls.BLACK, "W": cls.WHITE}[letter.upper()]
        except KeyError:
            raise ValueError(not_a_colour(letter)) from None


BLACK, WHITE = Colour
"""The colours by plain names, for the hot paths: on Python 3.11 each lookup of a member through
its enum (``Colour.BLACK``) goes through the enum's ``__getattr__``, which costs as much as a
function call, and a replay looks the colours up for every move."""


class Board(NamedTuple):
    """Stones on a board; ``black`` and ``white`` are point sets in the :mod:`geometry` layout.
    A named tuple: equal and hashed by its fields, and the cheapest immutable object to make,
    which a replay does for every move and a search for every position it reads."""

    geometry: Geometry
    black: int = 0
    white: int = 0

    @classmethod
    def empty(cls, columns: int, rows: int, missing: frozenset[Point] = frozenset()) -> Board:
        return cls(geometry(columns, rows, frozenset(missing)))

    @property
    def columns(self) -> int:
        return self.geometry.columns

    @property
    def rows(self) -> int:
        return self.geometry.rows

    @property
    def empty_points(self) -> int:
        return self.geometry.on & ~(self.black | self.white)

    def stones(self, colour: Colour) -> int:
        return self.black if colour is BLACK else self.white

    def get(self, point: Point) -> Colour | None:
        bit = self.geometry.bit(point)
        if self.black & bit:
            return BLACK
        if self.white & bit:
            return WHITE
        return None

    def with_point(self, point: Point, colour: Colour | None) -> Board:
        """A copy with ``point`` set to ``colour`` (None empties it); no capture happens here."""
        return self.with_stones(self.geometry.bit(point), colour)

    def with_stones(self, points: int, colour: Colour | None) -> Board:
        """A copy with every point of the set ``points`` (of the board) set to ``colour`` (None
        empties them), as setup does; no capture happens here."""
        black = self.black & ~points
        white = self.white & ~points
        if colour is BLACK:
            black |= points
        elif colour is WHITE:
            white |= points
        return new_tuple(Board, (self.geometry, black, white))

    def blocks(self, colour: Colour) -> list[int]:
        """The blocks of a colour as point sets, ordered by their first point."""
        return self.geometry.components(self.stones(colour))

    def liberties(self, block: int) -> int:
        return self.geometry.neighbours(block) & self.empty_points

    def block_at(self, point: Point) -> int:
        """The block holding ``point`` (0 if the point is empty)."""
        colour = self.get(point)
        if colour is None:
            return 0
        return self.geometry.component(self.geometry.bit(point), self.stones(colour))

    def illegal_blocks(self) -> list[int]:
        """Blocks without a liberty: such an arrangement cannot arise in a game."""
        empty = self.empty_points
        neighbours = self.geometry.neighbours
        return [
            block
            for colour in Colour
            for block in self.blocks(colour)
            if not neighbours(block) & empty
        ]
