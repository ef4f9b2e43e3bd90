"""The words of the step slider: its captions and the lines that explain a half-step of the
casting-out sequence (the half-steps themselves are in the editor's stepping module)."""

from __future__ import annotations

from .i18n import _, deferred
from . import counted


def half_step_round(index: int) -> int:
    """The round half-step ``index`` belongs to: 0 is the start, then every round is two
    half-steps (its blocks leave, then its regions)."""
    return (index + 1) // 2


def half_step_phrase(index: int) -> str:
    """Where half-step ``index`` stands, e.g. ``round 2, regions leave``: the words the slider,
    the pictures' captions, the explanations and the handouts share."""
    if index == 0:
        return _("start")
    if index % 2:
        return _("round {round}, blocks leave").format(round=half_step_round(index))
    return _("round {round}, regions leave").format(round=half_step_round(index))


def half_step_caption(index: int, last: int, phrase: str) -> str:
    """E.g. ``Half-step 3 of 4: round 2, blocks leave``; the last one is the verdict."""
    if index == last:
        return _("Half-step {index} of {last}: {phrase} (the verdict)").format(index=index, last=last, phrase=phrase)
    return _("Half-step {index} of {last}: {phrase}").format(index=index, last=last, phrase=phrase)


def resting_caption(half_steps: int) -> str:
    """The slider's words while it rests at the verdict, before any stepping."""
    return counted("Verdict ({n} half-step; drag to step through)", "Verdict ({n} half-steps; drag to step through)",
                   half_steps)


def start_line(colour: str, colour_word: str, blocks: int, regions: int) -> str:
    """Where a colour's sequence starts: every block and region still counts."""
    return _("{colour}, {start}: all {blocks} and {regions} are in the running.").format(
        colour=colour, start=half_step_phrase(0), blocks=counted("{n} block", "{n} blocks", blocks),
        regions=counted("{n} {colour}-enclosed region", "{n} {colour}-enclosed regions", regions, colour=colour_word))


def half_step_head(colour: str, index: int) -> str:
    phrase = half_step_phrase(index)
    return _("{colour}, {phrase}:").format(colour=colour, phrase=phrase)


def departure_line(reason: str) -> str:
    """One block or region that left in a half-step, and why."""
    return _("  - {reason}.").format(reason=reason)


NOTHING_LEFT = deferred("  (none)")


def fixed_point_line(alive: int, blocks: int) -> str:
    return counted("Fixed point: {alive} of {n} block unconditionally alive.",
                   "Fixed point: {alive} of {n} blocks unconditionally alive.", blocks, alive=alive)
