"""Benson's section 7: the support of a chosen set of blocks."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .analysis import ColourAnalysis
from .benson import Step, cast_out


@dataclass(frozen=True, slots=True)
class Support:
    """Benson's section 7 for a chosen set Y of blocks."""

    chosen: frozenset[int]
    closure: frozenset[int]
    """[Y]: the blocks region-connected to a chosen one (joined through small regions)."""
    steps: tuple[Step, ...]
    """The casting-out sequence run inside [Y]."""

    @property
    def alive(self) -> frozenset[int]:
        """Z: the largest unconditionally alive set inside [Y] (Theorem 3)."""
        return self.steps[-1].blocks

    @property
    def support(self) -> frozenset[int]:
        """S(Y) = Y ∩ Z."""
        return self.chosen & self.alive


def support(analysis: ColourAnalysis, chosen: Iterable[int]) -> Support:
    """S(Y) for the blocks ``chosen`` (indices into ``analysis.blocks``)."""
    chosen = frozenset(chosen)
    joined: dict[int, set[int]] = {b.index: set() for b in analysis.blocks}
    for region in analysis.regions:
        if region.small:
            for b in region.neighbours:
                joined[b].update(region.neighbours)
    closure = set(chosen)
    frontier = list(chosen)
    while frontier:
        for other in joined[frontier.pop()]:
            if other not in closure:
                closure.add(other)
                frontier.append(other)
    start_regions = [r.index for r in analysis.regions
                     if r.small and set(r.neighbours) <= closure]
    return Support(chosen, frozenset(closure), cast_out(closure, start_regions, analysis.regions))
