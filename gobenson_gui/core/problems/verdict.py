"""What is true at the end of a line the collection calls right, and whether it contradicts
what the problem claims.

The outcomes, tried in this order on the position at the line's end:

* captured: the target's stone is gone;
* alive: the target's block is unconditionally alive (Benson), with the analysis's reason;
* seki: the target shares liberties with an enemy block and neither side can approach -- every
  liberty of either block that is not shared is an eye of its own colour (a point whose
  neighbours are all that colour's stones), a stone of either colour on a shared liberty would
  stand in atari (or may not be played), and each block has an eye or touches an enemy stone
  besides the other block (a lone stone inside an eye space, as on the vital point of a
  straight three, shares liberties with the group around it but is no seki: it is dead);
* ko: a single-stone capture that can be retaken at once, near the target (within two steps of
  its stones);
* in atari: the target has one liberty and the attacker is to move, so it can be taken at once;
* otherwise open: not settled without reading.  Only an engine tells whether it lives in play;
  an engine attachment answers through :class:`LifeJudge` (none is built in).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from ..analysis import analyze_colour
from ..board import Board, Colour
from ..geometry import Point
from ..report import explain_block, lettered
from ..rules import Rules, play_at
from .model import Branch, Claim, Problem


class Outcome(StrEnum):
    CAPTURED = "captured"
    ALIVE = "unconditionally alive"
    SEKI = "seki"
    KO = "ko"
    IN_ATARI = "in atari"
    ALIVE_IN_PLAY = "alive in play"
    DEAD_IN_PLAY = "dead in play"
    OPEN = "open"


CONTRADICTING = {Claim.KILL: frozenset({Outcome.ALIVE, Outcome.SEKI, Outcome.KO, Outcome.ALIVE_IN_PLAY}),
                 Claim.LIVE: frozenset({Outcome.CAPTURED, Outcome.IN_ATARI, Outcome.KO, Outcome.DEAD_IN_PLAY})}
"""The outcomes that contradict each claim: a ko is neither an unconditional kill nor life."""


class LifeJudge(Protocol):
    """What an attached engine answers for a position the analysis leaves open: whether the
    block of ``target`` lives with ``to_move`` to play (None: it cannot tell)."""

    def lives_in_play(self, board: Board, target: Point, to_move: Colour) -> bool | None: ...


@dataclass(frozen=True)
class LineVerdict:
    line: tuple[Branch, ...]
    outcome: Outcome
    explanation: str
    """The analysis's reason when the target is unconditionally alive; "" otherwise."""
    contradicts: bool


def _is_eye_of(board: Board, point: Point, colour: Colour) -> bool:
    geom = board.geometry
    return geom.neighbours(geom.bit(point)) & ~board.stones(colour) == 0


def _stands_in_atari(board: Board, bit: int, colour: Colour, rules: Rules) -> bool:
    """Whether a stone of ``colour`` played at ``bit`` would have one liberty, or may not be played."""
    played = play_at(board, bit, colour, rules is Rules.SUICIDE)
    if played is None or played[2]:
        return True
    after = played[0]
    block = after.geometry.component(bit, after.stones(colour))
    return after.liberties(block).bit_count() <= 1


def _holds_apart(board: Board, block: int, other: int, shared: int, colour: Colour) -> bool:
    """Whether ``block`` (of ``colour``) is more than a stone inside ``other``'s eye space: its
    liberties not shared with ``other`` are all its own eyes, and it has one of them or touches
    an enemy stone outside ``other``."""
    geom = board.geometry
    eyes = geom.points(board.liberties(block) & ~shared)
    if not all(_is_eye_of(board, point, colour) for point in eyes):
        return False
    return bool(eyes) or bool(geom.neighbours(block) & board.stones(colour.opponent) & ~other)


def is_seki(board: Board, target: Point, rules: Rules) -> bool:
    """The seki test of the module's doc, for the target's block and each enemy block beside it."""
    geom = board.geometry
    colour = board.get(target)
    assert colour is not None, "the target stands"
    own = board.block_at(target)
    own_liberties = board.liberties(own)
    for enemy in board.blocks(colour.opponent):
        shared = own_liberties & board.liberties(enemy)
        if not shared:
            continue
        apart = _holds_apart(board, own, enemy, shared, colour) and \
            _holds_apart(board, enemy, own, shared, colour.opponent)
        if apart and all(_stands_in_atari(board, geom.bit(point), each, rules)
                         for point in geom.points(shared) for each in Colour):
            return True
    return False


def has_ko_near(board: Board, target: Point) -> bool:
    """A ko within two steps of the target's stones: an empty point where a move captures one
    stone and could be retaken at once."""
    geom = board.geometry
    block = board.block_at(target)
    near = geom.neighbours(block | geom.neighbours(block)) | geom.neighbours(block)
    for point in geom.points(near & board.empty_points):
        for colour in Colour:
            played = play_at(board, geom.bit(point), colour, suicide_allowed=False)
            if played is not None and played[3] is not None:
                return True
    return False


def outcome(problem: Problem, board: Board, to_move: Colour, judge: LifeJudge | None = None) -> tuple[Outcome, str]:
    """The outcome for the target on ``board`` with ``to_move`` to play, and the analysis's
    reason when the target is unconditionally alive."""
    target = problem.target
    owner = problem.board.get(target)
    if board.get(target) is not owner or owner is None:
        return Outcome.CAPTURED, ""
    side = analyze_colour(board, owner, problem.rules)
    block = side.block_at(target)
    assert block is not None, "the target stands"
    if side.is_safe(block.index):
        return Outcome.ALIVE, explain_block(side, block.index, lettered(side))
    if is_seki(board, target, problem.rules):
        return Outcome.SEKI, ""
    if has_ko_near(board, target):
        return Outcome.KO, ""
    if to_move is not owner and board.liberties(board.block_at(target)).bit_count() == 1:
        return Outcome.IN_ATARI, ""
    lives = judge.lives_in_play(board, target, to_move) if judge is not None else None
    if lives is None:
        return Outcome.OPEN, ""
    return (Outcome.ALIVE_IN_PLAY if lives else Outcome.DEAD_IN_PLAY), ""


def line_verdict(problem: Problem, line: tuple[Branch, ...], judge: LifeJudge | None = None) -> LineVerdict:
    found, why = outcome(problem, problem.board_after(line), line[-1].colour.opponent, judge)
    return LineVerdict(line, found, why, found in CONTRADICTING[problem.claim])


@dataclass(frozen=True)
class ProblemCheck:
    """The verdicts of a problem's right lines; suspect when it has none or one contradicts the claim."""

    problem: Problem
    verdicts: tuple[LineVerdict, ...]

    @property
    def suspect(self) -> bool:
        return not self.verdicts or any(verdict.contradicts for verdict in self.verdicts)


def check_problem(problem: Problem, judge: LifeJudge | None = None) -> ProblemCheck:
    return ProblemCheck(problem, tuple(line_verdict(problem, line, judge) for line in problem.right_lines()))
