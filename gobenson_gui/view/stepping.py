"""The casting-out sequence as half-steps, the unit of the editor's step slider.

Each round of Benson's sequence is shown in two halves: first the blocks with fewer than two
healthy regions leave, then the regions those blocks touched.  Half-step 0 is the start (Z_0,
R_0); half-step ``2k - 1`` has round k's blocks gone, ``2k`` its regions too; the last half-step
is the verdict.  Pure Python, so the command line's ``render --step`` and the slider agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.analysis import Analysis, ColourAnalysis
from ..core.board import Colour
from ..core.report import block_reason, colour_name, colour_word, region_reason, rounds
from ..core.words.stepping import (NOTHING_LEFT, departure_line, fixed_point_line, half_step_caption, half_step_head,
                                   half_step_phrase, half_step_round, resting_caption, start_line)


def half_step_count(side: ColourAnalysis) -> int:
    """How many half-steps the slider offers for one colour (at least 1: the start)."""
    return 2 * rounds(side) + 1


@dataclass(frozen=True, slots=True)
class HalfStep:
    """What is left, and what has just left, after one half-step of a colour's sequence."""

    index: int
    round: int
    blocks: frozenset[int]
    """Blocks still in the sequence (Z of this half-step)."""
    regions: frozenset[int]
    """Regions still in the sequence (R of this half-step)."""
    leaving_blocks: tuple[int, ...]
    """Blocks that left in this very half-step (empty in a region half-step)."""
    leaving_regions: tuple[int, ...]
    is_verdict: bool

    @property
    def regions_phase(self) -> bool:
        return self.index > 0 and self.index % 2 == 0


def half_step(side: ColourAnalysis, index: int) -> HalfStep:
    """Half-step ``index`` of a colour's sequence, clamped to the verdict."""
    last = half_step_count(side) - 1
    index = max(0, min(index, last))
    round_ = half_step_round(index)
    step = side.steps[round_]
    if index == 0:
        return HalfStep(0, 0, step.blocks, step.regions, (), (), last == 0)
    if index % 2:  # the round's blocks have gone, its regions not yet
        return HalfStep(index, round_, step.blocks, side.steps[round_ - 1].regions,
                        tuple(r.block for r in step.removed_blocks), (), False)
    return HalfStep(index, round_, step.blocks, step.regions, (),
                    tuple(r.region for r in step.removed_regions), index == last)


@dataclass(frozen=True, slots=True)
class CastingOut:
    """The casting-out of one colour, or of both side by side, as the slider steps through it
    (a :class:`~.modes.StepSequence`): with both, the longer sequence counts and the shorter one
    shows its verdict meanwhile; the words follow the first colour."""

    analysis: Analysis
    colours: tuple[Colour, ...]

    @property
    def length(self) -> int:
        return max(half_step_count(self.analysis.of(colour)) for colour in self.colours)

    def caption(self, index: int) -> str:
        state = half_step(self.analysis.of(self.colours[0]), index)
        return half_step_caption(index, self.length - 1, half_step_phrase(state.index))

    def resting_caption(self) -> str:
        """The words while the slider rests at the verdict, before any stepping."""
        return resting_caption(self.length)


def verdict(side: ColourAnalysis) -> HalfStep:
    return half_step(side, half_step_count(side) - 1)


def describe(side: ColourAnalysis, state: HalfStep, names: Sequence[str]) -> list[str]:
    """The lines that explain a half-step: what left and why, or where the sequence stands;
    ``names`` are the side's region names."""
    name = colour_name(side.colour)
    if state.index == 0:
        return [start_line(name, colour_word(side.colour), len(side.blocks), len(side.regions))]
    step = side.steps[state.round]
    if state.regions_phase:
        lines = [region_reason(side, r, names) for r in step.removed_regions]
    else:
        lines = [block_reason(side, r, names) for r in step.removed_blocks]
    head = half_step_head(name, state.index)
    lines = [head] + [departure_line(line) for line in lines] if lines else [head, str(NOTHING_LEFT)]
    if state.is_verdict:
        lines.append(fixed_point_line(len(state.blocks), len(side.blocks)))
    return lines
