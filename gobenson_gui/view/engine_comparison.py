"""Ordinary life beside unconditional life: each block's status in play, as an engine judges it,
next to Benson's verdict, with the sentence a student needs.  The one record the editor, the
command line and the tests read."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import reduce
from operator import or_

from ..core.analysis import Analysis
from ..core.board import Colour
from ..core.coords import point_name
from ..core.geometry import Point
from ..core.report import colour_name
from ..core.words import engine as words
from .engine_client import CRITICAL, EngineAnswer, GtpClient, Progress, ask_statuses


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


def compare_with_engine(client: GtpClient, analysis: Analysis, progress: Progress | None = None) -> EngineComparison:
    """Ask ``client`` about ``analysis``'s board and set its answers beside Benson's."""
    return compare(analysis, ask_engine(client, analysis, progress))


def ask_engine(client: GtpClient, analysis: Analysis, progress: Progress | None = None) -> EngineAnswer:
    """What ``client`` says of ``analysis``'s board: the status in play of each block Benson
    does not prove alive (the others live whatever the engine reads)."""
    firsts = [block.first for colour in Colour for block in analysis.of(colour).blocks
              if not analysis.of(colour).is_safe(block.index)]
    return ask_statuses(client, analysis.board, firsts, progress)
