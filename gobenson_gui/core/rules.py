"""Moves and captures under the two rule sets gobenson knows.

``no-suicide`` is Benson's rule 2 (a move that leaves its own block without a liberty, after
captures, is illegal); under ``suicide`` such a move is legal and removes the player's own block.
The one function :func:`place` does the work on bit sets so that the SGF replay, the editor and
the lookahead search all follow exactly the same rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from . import cores
from .board import BLACK, Board, Colour
from .coords import cut
from .fast import new_tuple
from .geometry import Geometry, Point
from .words import moves as words
from .words.naming import unknown_rules
from .words.i18n import _


class Rules(str, Enum):
    NO_SUICIDE = "no-suicide"
    SUICIDE = "suicide"

    @classmethod
    def parse(cls, text: str | Rules) -> Rules:
        if isinstance(text, cls):
            return text
        try:
            return cls(text)
        except ValueError:
            names = ", ".join(rule.value for rule in cls)
            raise ValueError(unknown_rules(cut(text), names)) from None


class IllegalMove(ValueError):
    """A move the rules forbid; the message says why, in the language spoken when it was raised
    (GTP answers inside ``speaking("en")``, so its controllers read English)."""


def place(geom: Geometry, own: int, other: int, bit: int, suicide_allowed: bool) -> tuple[int, int, int, int] | None:
    """Put a stone of ``own`` at the empty point ``bit`` and apply captures.

    Returns ``(own, other, captured, suicided)`` after the move, or None when the move is suicide
    and suicide is not allowed.  ``captured`` is the set of ``other`` stones removed;
    ``suicided`` the set of ``own`` stones removed by a legal suicide.  The compiled core does
    the same where it is in use (every replay places a stone a node).
    """
    compiled = cores.compiled
    if compiled is not None:
        placed: tuple[int, int, int, int] | None = compiled.place(cores.graph(geom), own, other, bit, suicide_allowed)
        return placed
    own |= bit
    empty = geom.on & ~(own | other)
    neighbours = geom.neighbours
    component = geom.component
    around = neighbours(bit)
    captured = 0
    touching = around & other
    while touching:
        stone = touching & -touching
        touching ^= stone
        if neighbours(stone) & empty:
            continue  # a liberty beside the stone itself: its block stays, no flood fill needed
        block = component(stone, other)
        touching &= ~block
        if not neighbours(block) & empty:
            captured |= block
    if captured:
        other &= ~captured
        empty |= captured
    # An empty point beside the stone (a captured one, if any) is a liberty of its block.
    if around & empty:
        return own, other, captured, 0
    block = component(bit, own)
    if neighbours(block) & empty:
        return own, other, captured, 0
    if not suicide_allowed:
        return None
    return own & ~block, other, captured, block


@dataclass(frozen=True, slots=True)
class MoveResult:
    board: Board
    captured: int
    """Stones of the opponent removed by the move."""
    suicided: int
    """The mover's own stones removed by a suicide (``suicide`` rules only)."""
    ko_point: Point | None
    """Where the opponent may not immediately play back (simple ko), if anywhere."""


def play(board: Board, point: Point, colour: Colour, rules: Rules = Rules.NO_SUICIDE,
         ko_point: Point | None = None) -> MoveResult:
    """Play a move by the rules; raises :class:`IllegalMove` naming the reason."""
    geom = board.geometry
    try:
        bit = geom.bit(point)
    except ValueError:
        raise IllegalMove(_(words.OFF_THE_BOARD).format(point=point, columns=geom.columns, rows=geom.rows)) from None
    if (board.black | board.white) & bit:
        raise IllegalMove(_(words.OCCUPIED))
    if ko_point == point:
        raise IllegalMove(_(words.KO))
    result = play_at(board, bit, colour, Rules.parse(rules) is Rules.SUICIDE)
    if result is None:
        raise IllegalMove(_(words.SUICIDE))
    return MoveResult(*result)


def play_at(board: Board, bit: int, colour: Colour,
            suicide_allowed: bool) -> tuple[Board, int, int, Point | None] | None:
    """The move of ``colour`` at ``bit``, an empty point of the board, as :func:`play` makes it
    once its checks pass: the fields of its :class:`MoveResult` as a plain tuple, which costs
    less to make; None for a suicide that is not allowed.  The SGF replay, which knows its
    points to be on the board and empties an occupied one first, calls it directly."""
    geom = board.geometry
    black = colour is BLACK
    own, other = (board.black, board.white) if black else (board.white, board.black)
    after = place(geom, own, other, bit, suicide_allowed)
    if after is None:
        return None
    own, other, captured, suicided = after
    ko = None
    # A simple ko: one stone captured, and the stone played stands alone with that point as its
    # only liberty -- all its neighbours but the captured point are the opponent's.
    if captured and captured & (captured - 1) == 0 and geom.neighbours(bit) & ~other == captured:
        ko = geom.first_point(captured)
    result = new_tuple(Board, (geom, own, other) if black else (geom, other, own))
    return result, captured, suicided, ko
