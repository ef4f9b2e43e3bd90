"""Ordinary life beside unconditional life: each block's status in play, as an engine judges it,
next to Benson's verdict, with the sentence a student needs.  The one record the editor, the
command line and the tests read; :mod:`gobenson_gui.gtp.statuses` asks the engine."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import reduce
from operator import or_

from ..core.analysis import Analysis
from ..core.board import Board, Colour
from ..core.coords import point_name
from ..core.geometry import Point
from ..core.report import colour_name
from ..core.words import engine as words

STATUSES = ("alive", "dead", "seki")
CRITICAL = "critical"
"""The owl's status of a block that lives if its owner plays first there and dies if the opponent does."""


@dataclass(frozen=True, slots=True)
class EngineAnswer:
    """What an engine said of one board."""

    engine: str
    """Its name, as it gives it."""
    board: Board
    statuses: Mapping[Point, str]
    """``alive``, ``dead`` or ``seki`` by stone (by one stone a block when it answers only
    ``final_status``; ``alive``, ``dead`` or ``critical`` when it reads with GNU Go's owl)."""


@dataclass(frozen=True, slots=True)
class BlockComparison:
    colour: Colour
    first: Point
    """The block's first point in reading order, by which it is named."""
    mask: int
    first_bit: int
    """The bit of ``first`` in the board's geometry."""
    status: str | None
    """``alive``, ``dead``, ``seki`` or ``critical`` in play, as the engine says; None if it named
    no stone of it, or was not asked (Benson proves the block alive)."""
    unconditionally_alive: bool
    """Benson's verdict."""

    @property
    def alive_only_in_play(self) -> bool:
        """Lives in play, but only because its owner answers: the contrast the lesson is about."""
        return self.status in ("alive", "seki") and not self.unconditionally_alive

    @property
    def engine_wrong(self) -> bool:
        """The engine calls dead a block that nothing can capture."""
        return self.status == "dead" and self.unconditionally_alive

    def sentence(self, engine: str) -> str:
        if self.status is None:
            return words.not_asked(engine) if self.unconditionally_alive else words.no_status(engine)
        if self.engine_wrong:
            return words.engine_wrong(engine)
        if self.unconditionally_alive:
            return words.safe_and_alive(engine, self.status)
        if self.status == "dead":
            return words.dead_and_not_safe(engine)
        if self.status == CRITICAL:
            return words.critical_and_not_safe(engine)
        return words.alive_but_not_safe(engine, self.status, colour_name(self.colour),
                                        colour_name(self.colour.opponent))


@dataclass(frozen=True, slots=True)
class EngineComparison:
    engine: str
    """The engine's name, as it gives it."""
    blocks: tuple[BlockComparison, ...]

    def at(self, bit: int) -> BlockComparison | None:
        """The block holding the stone whose bit (in the board's geometry) is ``bit``, if any."""
        return next((block for block in self.blocks if block.mask & bit), None)

    def marked(self, chosen: Callable[[BlockComparison], bool]) -> int:
        """The first stones of the ``chosen`` blocks, where the board marks them (one mark a block)."""
        return reduce(or_, (block.first_bit for block in self.blocks if chosen(block)), 0)

    def lines(self, rows: int) -> list[str]:
        """Every block's sentence under a heading, as the command line prints them."""
        return [words.heading(self.engine), *(
            "  " + words.block_line(colour_name(block.colour), point_name(block.first, rows),
                                    block.sentence(self.engine)) for block in self.blocks)]


def compare(analysis: Analysis, answer: EngineAnswer) -> EngineComparison:
    """Each block of both colours with the status the engine gave its first stone."""
    statuses = answer.statuses
    blocks = []
    for colour in Colour:
        side = analysis.of(colour)
        for block in side.blocks:
            blocks.append(BlockComparison(colour, block.first, block.mask, block.mask & -block.mask,
                                          statuses.get(block.first), side.is_safe(block.index)))
    return EngineComparison(answer.engine, tuple(blocks))
