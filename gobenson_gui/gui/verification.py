"""Checking Benson's verdict by exhaustive search: when a position is small enough, the words
for the result, and the marks it puts on the board.

Qt-free; :mod:`search` runs the core's search off the GUI thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.board import Board, Colour
from ..core.coords import point_name
from ..core.geometry import Point
from ..core.lookahead import Verdict

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
        return (f"The selection holds {count} empty points; the search tries every arrangement of "
                f"stones on them and can only manage about {MAX_EMPTY}. Select a smaller region.")
    return (f"The board has {count} empty points; the search tries every arrangement of stones on "
            f"them and can only manage about {MAX_EMPTY}. Choose the Select tool and drag a "
            "rectangle around the part to search: the attacker will then play only there.")


@dataclass(frozen=True, slots=True)
class Verification:
    """The search's verdicts for both colours on ``board``; ``within`` is where the attacker
    could play (0: anywhere)."""

    board: Board
    within: int
    verdicts: tuple[tuple[Colour, Verdict], ...]

    def marked(self, agree: bool) -> int:
        """The stones of the blocks on which the search and Benson agree (or disagree)."""
        result = 0
        for _, verdict in self.verdicts:
            if verdict.agree == agree:
                result |= verdict.block
        return result


def _safe_word(safe: bool) -> str:
    return "safe" if safe else "capturable"


def verification_text(result: Verification) -> str:
    """A heading, what the search was allowed, and one line per block."""
    board = result.board
    geom = board.geometry
    disagreements = sum(not verdict.agree for _, verdict in result.verdicts)
    head = ("The search agrees with Benson's test on every block." if not disagreements
            else f"The search and Benson's test disagree on {disagreements} block{'s' * (disagreements != 1)}.")
    if result.within:
        scope = ("The attacker could play only inside the selection, so \"safe\" here means "
                 "\"cannot be captured by moves inside the selection\"; a block Benson finds "
                 "capturable may need moves outside it.")
    else:
        scope = "The attacker could play anywhere on the board; the defender always passes."
    lines = [head, scope, ""]
    for colour, verdict in result.verdicts:
        where = point_name(geom.first_point(verdict.block), board.rows)
        mark = "agree" if verdict.agree else "DISAGREE"
        lines.append(f"{mark}: {colour.value} block at {where}: Benson {_safe_word(verdict.benson_safe)}, "
                     f"search {_safe_word(verdict.search_safe)}")
    return "\n".join(lines)
