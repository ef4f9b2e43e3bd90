"""The words of the verdict at the end of a line a problem calls right: what is true there for
the target, and that an engine gave no status (the command line's check says more, in
:mod:`gobenson_gui.cli.words`)."""

from __future__ import annotations

from .i18n import _, deferred

OUTCOMES = {
    "captured": deferred("the target captured"),
    "unconditionally alive": deferred("the target unconditionally alive"),
    "seki": deferred("the target in seki"),
    "ko": deferred("the target in a ko"),
    "in atari": deferred("the target in atari, the attacker to move"),
    "open": deferred("the target's life still open (an engine would decide it)"),
}
"""What is true at the end of a line, by the check's outcome."""
NO_TARGET = deferred("nothing proven, as the problem names no target (an engine would read the blocks the line "
                     "decides)")
"""The end of a line of a problem without a target (its outcome is open)."""


def outcome_words(outcome: str, targeted: bool) -> str:
    """What is true at the end of a line, by the check's ``outcome``; ``targeted`` is false when the
    problem has no target."""
    return str(OUTCOMES[outcome] if targeted else NO_TARGET)


def at_the_end(outcome: str, targeted: bool = True) -> str:
    return _("At the end of this line: {outcome}.").format(outcome=outcome_words(outcome, targeted))


def contradicts(asked: str) -> str:
    return _("This contradicts what the problem asks ({asked}).").format(asked=asked)


# -- an engine's reading -------------------------------------------------------------------------

def no_status(engine: str) -> str:
    return _("The engine {engine} gave no status for the target's block.").format(engine=engine)


