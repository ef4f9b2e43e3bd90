"""Checking Benson's verdict by exhaustive search: when a position is small enough, the words
for the result, and the marks it puts on the board.

Qt-free; :mod:`gobenson_gui.gui.search` runs the core's search off the GUI thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.board import Board, Colour
from ..core.coords import point_name
from ..core.geometry import Point
from ..core.lookahead import Verdict
from ..core.report import colour_word
from ..core.rules import Rules
from ..core.words.verification import (ANYWHERE, NOTHING_SETTLED, WITHIN_SELECTION, agreement, block_verdict,
                                       disagreement, not_compared, reachable_from_outside, too_many_in_selection,
                                       too_many_on_board, walls_may_gain_liberties)

MAX_EMPTY = 20
"""Empty points the attacker may play on beyond which the search is refused: it visits every
reachable arrangement, about three to the power of that many."""


def rectangle(board: Board, corner: Point, other: Point) -> int:
    """The points of the board in the rectangle spanned by two grid points."""
    (left, right), (top, bottom) = (sorted((corner[0], other[0])), sorted((corner[1], other[1])))
    geom = board.geometry
    return geom.mask(p for p in ((c, r) for r in range(top, bottom + 1) for c in range(left, right + 1))
                     if geom.contains(p))


def refusal(board: Board, selection: int) -> str | None:
    """Why the search is not started (too many points to search), or None to go ahead."""
    playable = board.empty_points & (selection or board.geometry.on)
    count = bin(playable).count("1")
    if count <= MAX_EMPTY:
        return None
    if selection:
        return too_many_in_selection(count, MAX_EMPTY)
    return too_many_on_board(count, MAX_EMPTY)


def unsettled(board: Board, colour: Colour, block: int, within: int, rules: Rules) -> str | None:
    """Why "the attacker found no capture inside ``within``" may not mean that ``colour``'s
    ``block`` is safe on the whole board; None when it does.

    With no suicide the attacker's stones never leave, so they wall the block's area: the
    connected points around it that are empty or the defender's.  Play beyond the walls cannot
    change that area, with one exception: captures out there can give a wall block liberties,
    which makes more moves inside legal.  So the restricted verdict holds for the whole board
    when the selection holds the whole area and no wall block without a liberty outside it
    touches defender stones outside it.  With suicide allowed a wall can leave, and only a
    selection of the whole connected board settles it.
    """
    geom = board.geometry
    attacker = board.stones(colour.opponent)
    if rules is Rules.SUICIDE:
        area = geom.component(block, geom.on)
    else:
        area = geom.component(block, geom.on & ~attacker)
    left_out = area & ~within
    if left_out:
        names = [point_name(point, board.rows) for point in geom.points(left_out & board.empty_points or left_out)]
        return reachable_from_outside(names)
    outside = geom.on & ~area
    for wall in geom.components(attacker & geom.neighbours(area)):
        wall = geom.component(wall, attacker)
        around = geom.neighbours(wall) & outside
        if not around & board.empty_points and around & board.stones(colour):
            return walls_may_gain_liberties(colour_word(colour.opponent))
    return None


@dataclass(frozen=True, slots=True)
class Verification:
    """The search's verdicts for both colours on ``board``; ``within`` is where the attacker
    could play (0: anywhere).  ``verdicts`` are the blocks the search settled; ``not_compared``
    the blocks it found safe only against play inside the selection, with the reason."""

    board: Board
    within: int
    verdicts: tuple[tuple[Colour, Verdict], ...]
    not_compared: tuple[tuple[Colour, int, str], ...] = ()

    @classmethod
    def of(cls, board: Board, within: int, rules: Rules, found: list[tuple[Colour, Verdict]]) -> Verification:
        """Sort the search's verdicts into settled ones and those a restricted attacker leaves
        open: a capture found inside the selection is a capture, "no capture" may not be."""
        settled, left_open = [], []
        for colour, verdict in found:
            reason = unsettled(board, colour, verdict.block, within, rules) \
                if within and verdict.search_safe else None
            if reason is None:
                settled.append((colour, verdict))
            else:
                left_open.append((colour, verdict.block, reason))
        return cls(board, within, tuple(settled), tuple(left_open))

    def marked(self, agree: bool) -> int:
        """The stones of the blocks on which the search and Benson agree (or disagree)."""
        result = 0
        for _, verdict in self.verdicts:
            if verdict.agree == agree:
                result |= verdict.block
        return result


def verification_text(result: Verification) -> str:
    """A heading, what the search was allowed, and one line per block."""
    board = result.board
    geom = board.geometry
    disagreements = sum(not verdict.agree for _, verdict in result.verdicts)
    if not result.verdicts:
        head = str(NOTHING_SETTLED)
    elif disagreements:
        head = disagreement(disagreements)
    else:
        head = agreement(bool(result.not_compared))
    lines = [head, str(WITHIN_SELECTION) if result.within else str(ANYWHERE), ""]
    for colour, verdict in result.verdicts:
        where = point_name(geom.first_point(verdict.block), board.rows)
        lines.append(block_verdict(verdict.agree, colour_word(colour), where, verdict.benson_safe, verdict.search_safe))
    for colour, block, reason in result.not_compared:
        lines.append(not_compared(colour_word(colour), point_name(geom.first_point(block), board.rows), reason))
    return "\n".join(lines)
