"""The words of the verdict at the end of a line a problem calls right: what is true there for
the target, and, with an engine attached, what the engine reads."""

from __future__ import annotations

from .i18n import _

OUTCOMES = {
    "captured": _("the target captured"),
    "unconditionally alive": _("the target unconditionally alive"),
    "seki": _("the target in seki"),
    "ko": _("a ko beside the target"),
    "in atari": _("the target in atari, the attacker to move"),
    "alive in play": _("the target alive in play (by the engine)"),
    "dead in play": _("the target dead in play (by the engine)"),
    "open": _("the target's life still open (an engine would decide it)"),
}
"""What is true at the end of a line, by the check's outcome."""


def line_ends(moves: str, outcome: str) -> str:
    return _("the right line {moves} ends with {outcome}").format(moves=moves, outcome=OUTCOMES[outcome])


def at_the_end(outcome: str) -> str:
    return _("At the end of this line: {outcome}.").format(outcome=OUTCOMES[outcome])


def contradicts(asked: str) -> str:
    return _("This contradicts what the problem asks ({asked}).").format(asked=asked)
