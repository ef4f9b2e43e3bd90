"""The words of the verdict at the end of a line a problem calls right: what is true there for
the target, and, with an engine attached, what the engine reads."""

from __future__ import annotations

from .i18n import N_, _, deferred

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


def _outcome(outcome: str, targeted: bool) -> str:
    return str(OUTCOMES[outcome] if targeted else NO_TARGET)


def line_ends(moves: str, outcome: str, targeted: bool = True) -> str:
    """A line's verdict; ``targeted`` is false when the problem has no target."""
    return _("the right line {moves} ends with {outcome}").format(moves=moves, outcome=_outcome(outcome, targeted))


def at_the_end(outcome: str, targeted: bool = True) -> str:
    return _("At the end of this line: {outcome}.").format(outcome=_outcome(outcome, targeted))


def contradicts(asked: str) -> str:
    return _("This contradicts what the problem asks ({asked}).").format(asked=asked)


# -- an engine's reading -------------------------------------------------------------------------

ENGINE_READS = {"alive": N_("{engine}: alive in play"), "dead": N_("{engine}: dead"),
                "seki": N_("{engine}: seki"), "ko": N_("{engine}: ko")}
"""An engine's reading of the target's block, named as the engine's, by GTP's status word."""


def engine_reads(engine: str, status: str) -> str:
    return _(ENGINE_READS[status]).format(engine=engine)


BLOCK_READS = {"alive": N_("the {colour} block at {where} alive in play"),
               "dead": N_("the {colour} block at {where} dead"),
               "seki": N_("the {colour} block at {where} in seki"),
               "ko": N_("the {colour} block at {where} in a ko")}
"""An engine's reading of a block the line decides, when the problem names no target."""


def block_reads(colour: str, where: str, status: str) -> str:
    return _(BLOCK_READS[status]).format(colour=colour, where=where)


def engine_reads_blocks(engine: str, blocks: list[str]) -> str:
    """What the engine reads of the blocks a line decides, named as the engine's."""
    return _("{engine}: {blocks}").format(engine=engine, blocks=", ".join(blocks))


def with_reading(verdict: str, reading: str) -> str:
    """A line's verdict and, beside it, what the engine reads."""
    return _("{verdict} — {reading}").format(verdict=verdict, reading=reading)


def no_status(engine: str) -> str:
    return _("The engine {engine} gave no status for the target's block.").format(engine=engine)


def engine_failed(failure: str) -> str:
    return _("{failure} This problem is checked without the engine.").format(failure=failure)


def engine_line(file: str, number: int, findings: str) -> str:
    """The check's line on what the engine reads at the end of a problem's right lines."""
    return _("{file}: problem {number}: {findings}").format(file=file, number=number, findings=findings)
