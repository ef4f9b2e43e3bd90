"""What is true at the end of a line the collection calls right, and whether it contradicts
what the problem claims.  Only facts are stated, each with where it comes from; what they
leave undecided is *open*, and an attached engine's reading is given beside it, named as such.

The outcomes, tried in this order on the position at the line's end:

* ko (:func:`is_ko`): the target is a single stone and a ko is fought over it, so that its fate
  changes with an immediate retake.  Either the attacker is to move and the target stands alone
  in atari, its capture a ko capture (one stone taken, the capturing stone left alone with the
  target's point as its one liberty) -- the target may just have taken a stone in a ko itself;
  or the defender is to move, the target's stone was just taken so, and a defender's stone on
  its point would capture the taker back the same way.  A ko elsewhere, however near, is no ko
  for the target;
* captured: the target's stone is gone;
* unconditionally alive: the target's block is safe by Benson's test, with the analysis's reason;
* seki (:func:`is_seki`): the target's block and the blocks it lives or dies with -- every block
  of either colour that touches them or their liberties and is not unconditionally alive -- hold
  an enemy block; every liberty of theirs is an eye (a point whose neighbours are all one
  colour's stones) or a shared liberty that neither side can fill: a stone there may not be
  played, or it captures nothing and stands in atari, and once the other side takes it the
  other side's blocks there are unconditionally alive, or each keeps an eye of its own beside the
  space of the two or more stones it took.  So the outside cannot be captured (it is
  unconditionally alive), nobody can approach, and filling a liberty loses: a dead shape, whose
  filler's sacrifice leaves the eye space too small (a lone stone on the vital point of a straight
  three), and a ko, where a fill captures, are never seki; a seki the proof cannot reach is open;
* in atari: the target's block has one liberty and the attacker is to move;
* otherwise open: not settled without reading.  An engine attached through :class:`Judge` tells
  what it reads (alive, dead, seki or ko), given beside the outcome and never taken for a fact.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from enum import StrEnum
from itertools import islice
from typing import Protocol

from ..analysis import Analysis, analyze, analyze_colour
from ..board import Board, Colour
from ..geometry import Point
from ..report import explain_block, lettered
from ..rules import Rules, play_at
from .model import Branch, Claim, Problem, after_move


MAX_CHECKED_LINES = 10_000
"""Right lines the check of one file looks at, as the SGF reader reads files of up to so many
nodes: it bounds the time a file takes (a line costs an analysis, which a crafted file can
ask for thousands of times); a file of more is cut short, and said to be."""


class Outcome(StrEnum):
    CAPTURED = "captured"
    ALIVE = "unconditionally alive"
    SEKI = "seki"
    KO = "ko"
    IN_ATARI = "in atari"
    OPEN = "open"


CONTRADICTING = {Claim.KILL: frozenset({Outcome.ALIVE, Outcome.SEKI, Outcome.KO}),
                 Claim.LIVE: frozenset({Outcome.CAPTURED, Outcome.IN_ATARI, Outcome.KO})}
"""The outcomes that contradict each claim: a ko is neither an unconditional kill nor life.  A
claim of a ko or a seki is contradicted by none: the side making it may do better."""


@dataclass(frozen=True)
class EngineReading:
    """What an engine read of the target's block: ``status`` is GTP's ``alive``, ``dead`` or
    ``seki``, or ``ko`` from an engine asked who wins moving first; None when it failed,
    ``failure`` then saying why in one sentence."""

    engine: str
    status: str | None
    failure: str = ""
    at: Point | None = None
    """A stone of the block read, when the problem has no target (None: the target's block)."""
    colour: Colour | None = None
    """That block's colour."""

    @property
    def failed(self) -> bool:
        return self.status is None


class Judge(Protocol):
    """An engine attached to the check: its reading of the block of ``target`` on ``board``,
    ``to_move`` to play."""

    def read(self, board: Board, target: Point, to_move: Colour) -> EngineReading: ...


@dataclass(frozen=True)
class LineVerdict:
    line: tuple[Branch, ...]
    outcome: Outcome
    explanation: str
    """The analysis's reason when the target is unconditionally alive; "" otherwise."""
    contradicts: bool
    engine: tuple[EngineReading, ...] = ()
    """The attached engine's readings: of the target's block where it stands; without a target,
    of each block the line decides (:func:`decided_blocks`); the last a failure, if one."""


def _takes_in_ko(board: Board, point: Point, colour: Colour, taken: Point) -> bool:
    """Whether ``colour`` playing at ``point`` captures the one stone at ``taken`` in a ko."""
    played = play_at(board, board.geometry.bit(point), colour, suicide_allowed=False)
    return played is not None and played[3] == taken


def is_ko(board: Board, target: Point, defender: Colour, to_move: Colour) -> bool:
    """The ko test of the module's doc."""
    geom = board.geometry
    here = board.get(target)
    if here is None:
        taker = _taker(board, target, defender)
        return to_move is defender and taker is not None and _takes_in_ko(board, target, defender, taker)
    if here is not defender or to_move is defender:
        return False
    block = board.block_at(target)
    liberties = board.liberties(block)
    return block == geom.bit(target) and liberties.bit_count() == 1 and \
        _takes_in_ko(board, geom.first_point(liberties), defender.opponent, target)


def _taker(board: Board, target: Point, defender: Colour) -> Point | None:
    """An attacker's stone in atari beside the empty ``target``, which a defender's stone there
    would capture."""
    geom = board.geometry
    for point in geom.points(geom.neighbours(geom.bit(target)) & board.stones(defender.opponent)):
        if board.liberties(board.block_at(point)) == geom.bit(target):
            return point
    return None


def _blocks_of(board: Board, stones: int) -> list[int]:
    blocks = []
    while stones:
        block = board.block_at(board.geometry.first_point(stones))
        blocks.append(block)
        stones &= ~block
    return blocks


def _safe(analysis: Analysis) -> dict[Colour, int]:
    return {colour: analysis.of(colour).safe_stones for colour in Colour}


def _seki_group(board: Board, target: Point, safe: dict[Colour, int]) -> int:
    """The stones the target lives or dies with: its block and, from block to block, every
    block touching them or their liberties that is not unconditionally alive."""
    geom = board.geometry
    unsafe = (board.stones(Colour.BLACK) & ~safe[Colour.BLACK]) | (board.stones(Colour.WHITE) & ~safe[Colour.WHITE])
    group = board.block_at(target)
    while True:
        near = geom.neighbours(group | board.liberties(group)) & unsafe & ~group
        if not near:
            return group
        for block in _blocks_of(board, near):
            group |= block


def _is_eye(board: Board, bit: int, colour: Colour | None = None) -> bool:
    """Whether the empty point ``bit`` has stones of one colour (``colour``, when given) all round."""
    around = board.geometry.neighbours(bit)
    return any(around & ~board.stones(each) == 0 for each in ((colour,) if colour else Colour))


def _keeps_eyes(board: Board, stones: int, colour: Colour) -> bool:
    """Whether every block of ``stones`` has an eye of its own on ``board``."""
    geom = board.geometry
    return all(any(_is_eye(board, geom.bit(point), colour) for point in geom.points(board.liberties(block)))
               for block in _blocks_of(board, stones))


def _fill_loses(board: Board, bit: int, colour: Colour, group: int, rules: Rules) -> bool:
    """Whether a stone of ``colour`` at ``bit`` may not be played, or captures nothing and is
    taken at once, after which the other side's stones of ``group`` are unconditionally alive, or
    each of their blocks keeps an eye of its own and the block taken had two stones or more."""
    played = play_at(board, bit, colour, rules is Rules.SUICIDE)
    if played is None:
        return True
    after, captured, suicided, _ko = played
    if captured:
        return False
    other = colour.opponent
    standing = group & board.stones(other)
    taken_stones = 1
    if not suicided:
        block = after.geometry.component(bit, after.stones(colour))
        liberty = after.liberties(block)
        if liberty.bit_count() != 1:
            return False
        taken = play_at(after, liberty, other, suicide_allowed=False)
        if taken is None:
            return False
        after, taken_stones = taken[0], block.bit_count()
    return standing & ~analyze_colour(after, other, rules).safe_stones == 0 or \
        (taken_stones >= 2 and _keeps_eyes(after, standing, other))


def is_seki(board: Board, target: Point, rules: Rules, analysis: Analysis | None = None) -> bool:
    """The seki test of the module's doc, for the target's block; ``analysis``, of ``board``,
    when the caller has it."""
    geom = board.geometry
    colour = board.get(target)
    assert colour is not None, "the target stands"
    group = _seki_group(board, target, _safe(analysis or analyze(board, rules)))
    if not group & board.stones(colour.opponent):
        return False
    blocks = _blocks_of(board, group)
    if any(board.liberties(block).bit_count() < 2 for block in blocks):
        return False
    shared = geom.points(board.liberties(group))
    return all(_is_eye(board, geom.bit(point)) or
               all(_fill_loses(board, geom.bit(point), each, group, rules) for each in Colour)
               for point in shared)


def outcome(problem: Problem, board: Board, to_move: Colour, analysis: Analysis | None = None) -> tuple[Outcome, str]:
    """The outcome for the target on ``board`` with ``to_move`` to play, and the analysis's
    reason when the target is unconditionally alive.  Without a target, it is open.
    ``analysis``, of ``board``, when the caller has it."""
    target = problem.target
    defender = problem.defender
    if target is None or defender is None:
        return Outcome.OPEN, ""
    if is_ko(board, target, defender, to_move):
        return Outcome.KO, ""
    if board.get(target) is not defender:
        return Outcome.CAPTURED, ""
    analysis = analysis or analyze(board, problem.rules)
    side = analysis.of(defender)
    if side.safe_stones & board.geometry.bit(target):  # the blocks are numbered only to say why
        block = side.block_at(target)
        assert block is not None, "the target stands"
        return Outcome.ALIVE, explain_block(side, block.index, lettered(side))
    if is_seki(board, target, problem.rules, analysis):
        return Outcome.SEKI, ""
    if to_move is not defender and board.liberties(board.block_at(target)).bit_count() == 1:
        return Outcome.IN_ATARI, ""
    return Outcome.OPEN, ""


def decided_blocks(problem: Problem, board: Board, line: tuple[Branch, ...],
                   analysis: Analysis | None = None) -> list[Point]:
    """Without a target, the blocks whose fate the line decides, for an engine to read: a stone
    of each block, on ``board`` at the line's end, that holds a move of the line or touches one
    and is not unconditionally alive (that is proven already)."""
    geom = board.geometry
    moves = 0
    for branch in line:
        if branch.point is not None:
            moves |= geom.bit(branch.point)
    safe = _safe(analysis or analyze(board, problem.rules))
    unsafe = (board.stones(Colour.BLACK) & ~safe[Colour.BLACK]) | (board.stones(Colour.WHITE) & ~safe[Colour.WHITE])
    return [geom.first_point(block) for block in _blocks_of(board, (moves | geom.neighbours(moves)) & unsafe)]


def _readings(problem: Problem, board: Board, line: tuple[Branch, ...], to_move: Colour,
              judge: Judge, analysis: Analysis) -> tuple[EngineReading, ...]:
    """The engine's readings at the end of ``line``, up to its first failure."""
    target = problem.target
    if target is not None:
        return (judge.read(board, target, to_move),) if board.get(target) is problem.defender else ()
    readings: list[EngineReading] = []
    for point in decided_blocks(problem, board, line, analysis):
        reading = replace(judge.read(board, point, to_move), at=point, colour=board.get(point))
        readings.append(reading)
        if reading.failed:
            break
    return tuple(readings)


def line_verdict(problem: Problem, line: tuple[Branch, ...], judge: Judge | None = None,
                 start: Analysis | None = None, board: Board | None = None) -> LineVerdict:
    """The verdict at the end of ``line``, and ``judge``'s readings there.  ``start``, the
    analysis of the problem's board, is what the analysis at the line's end follows from: it
    redoes only what the line's few moves can reach, where one from scratch would redo the
    board.  ``board``, the position at the line's end, when the caller has it."""
    board = problem.board_after(line) if board is None else board
    analysis = analyze(board, problem.rules, previous=start)
    to_move = line[-1].colour.opponent
    found, why = outcome(problem, board, to_move, analysis)
    readings = _readings(problem, board, line, to_move, judge, analysis) if judge is not None else ()
    contradicts = problem.claim is not None and found in CONTRADICTING.get(problem.claim, ())
    return LineVerdict(line, found, why, contradicts, readings)


@dataclass(frozen=True)
class ProblemCheck:
    """The verdicts of a problem's right lines; suspect when it marks an answer and has no right
    line, or one contradicts the claim."""

    problem: Problem
    verdicts: tuple[LineVerdict, ...]

    @property
    def suspect(self) -> bool:
        if not self.problem.marks_answer:
            return False
        return not self.verdicts or any(verdict.contradicts for verdict in self.verdicts)

    @property
    def engine_failure(self) -> EngineReading | None:
        """The engine's failure on this problem, after which it was asked nothing more."""
        return next((reading for verdict in self.verdicts for reading in verdict.engine if reading.failed), None)


def right_lines_within(problem: Problem, most: int) -> list[tuple[Branch, ...]] | None:
    """The problem's right lines, or None when it has more than ``most``: they are counted
    no further than that."""
    lines = list(islice((line for line in problem.lines() if line[-1].right), most + 1))
    return None if len(lines) > most else lines


def _line_ends(problem: Problem, lines: Iterable[tuple[Branch, ...]]) -> Iterator[tuple[tuple[Branch, ...], Board]]:
    """Each line with the position at its end.  The lines of a tree come in its order, each
    sharing the moves before its branch with the line before: those positions are kept, so
    every move of the tree is played once, not once a line through it."""
    boards = [problem.board]
    before: tuple[Branch, ...] = ()
    for line in lines:
        shared = next((depth for depth, (mine, theirs) in enumerate(zip(line, before)) if mine is not theirs),
                      min(len(line), len(before)))
        del boards[shared + 1:]
        for branch in line[shared:]:
            boards.append(after_move(boards[-1], branch))
        before = line
        yield line, boards[-1]


def check_problem(problem: Problem, judge: Judge | None = None,
                  lines: Iterable[tuple[Branch, ...]] | None = None) -> ProblemCheck:
    """The verdict of every right line (or of ``lines``, some of them, in the tree's order);
    once the engine fails, the rest go without it."""
    verdicts: list[LineVerdict] = []
    start = analyze(problem.board, problem.rules)
    for line, board in _line_ends(problem, problem.right_lines() if lines is None else lines):
        verdict = line_verdict(problem, line, judge, start, board)
        if any(reading.failed for reading in verdict.engine):
            judge = None
        verdicts.append(verdict)
    return ProblemCheck(problem, tuple(verdicts))
