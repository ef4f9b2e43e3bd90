"""The words of the exhaustive search that checks Benson's verdict: why it is refused, why a
block it could not capture is not compared, and its result block by block."""

from __future__ import annotations

from .i18n import _, deferred
from . import counted


def too_many_in_selection(empty: int, most: int) -> str:
    return (_("The selection holds {empty} empty points; the search tries every arrangement of "
            "stones on them and can only manage about {most}. Select a smaller region.").format(empty=empty, most=most))


def too_many_on_board(empty: int, most: int) -> str:
    return (_("The board has {empty} empty points; the search tries every arrangement of stones on "
            "them and can only manage about {most}. Choose the Select tool and drag a "
            "rectangle around the part to search: the attacker will then play only there.").format(empty=empty,
                                                                                                  most=most))


def reachable_from_outside(points: list[str]) -> str:
    """A block's area reaches beyond the selection, at ``points`` (the first three are named)."""
    shown, more = ", ".join(points[:3]), len(points) - 3
    if more > 0:
        return (_("play outside the selection could reach it (at {shown} and {more} more)")
                .format(shown=shown, more=more))
    return _("play outside the selection could reach it (at {shown})").format(shown=shown)


def walls_may_gain_liberties(attacker: str) -> str:
    return (_("the {attacker} stones around it could gain liberties from captures outside the selection")
            .format(attacker=attacker))


NOTHING_SETTLED = deferred("The search could settle no block: see below why.")


def disagreement(blocks: int) -> str:
    return counted("The search and Benson's test disagree on {n} block.",
                   "The search and Benson's test disagree on {n} blocks.", blocks)


def agreement(some_not_compared: bool) -> str:
    if some_not_compared:
        return _("The search agrees with Benson's test on every block it settled.")
    return _("The search agrees with Benson's test on every block.")


WITHIN_SELECTION = (deferred("The attacker could play only inside the selection. A capture found there is a "
                    "capture; a block it could not capture there is compared only when play "
                    "elsewhere could not change that."))
ANYWHERE = deferred("The attacker could play anywhere on the board; the defender always passes.")


def _safe_word(safe: bool) -> str:
    return _("safe") if safe else _("capturable")


def block_verdict(agree: bool, colour: str, where: str, benson_safe: bool, search_safe: bool) -> str:
    """E.g. ``agree: black block at C3: Benson safe, search safe``."""
    mark = _("agree") if agree else _("DISAGREE")
    benson, search = _safe_word(benson_safe), _safe_word(search_safe)
    return _("{mark}: {colour} block at {where}: Benson {benson}, search {search}").format(mark=mark, colour=colour,
                                                                                        where=where, benson=benson,
                                                                                        search=search)


def not_compared(colour: str, where: str, reason: str) -> str:
    return (_("not compared: {colour} block at {where}: no capture inside the selection, but {reason}")
            .format(colour=colour, where=where, reason=reason))


VERIFICATION_HINT = deferred("Esc hides the search's verdicts.")
