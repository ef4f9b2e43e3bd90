"""A problem: the position, the side to move, the solution tree with each line right or wrong,
the group the problem is about and what the problem claims becomes of it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from ..board import Board, Colour
from ..geometry import Point
from ..rules import Rules, play_at


class ProblemError(ValueError):
    """A game that cannot be played as a problem: the message names what is wrong with it."""


class Claim(StrEnum):
    """What the problem's words ask the side to move to do: kill, live, make a ko or a seki."""

    KILL = "kill"
    LIVE = "live"
    KO = "ko"
    SEKI = "seki"


class TargetSource(StrEnum):
    """Where the target came from: the problem's marks, or the book's right line, after the
    fact (the group whose fate the line decides: see :func:`.reading.derive_target`)."""

    MARKED = "marked"
    DERIVED = "derived"


@dataclass(frozen=True)
class Branch:
    """A move of the solution tree and the replies below it.  ``right`` is true when a line the
    collection calls right passes through the move; ``mark`` names what decided it at a line's
    end (see :mod:`.reading`)."""

    colour: Colour
    point: Point | None
    """None for a pass."""
    right: bool
    mark: str
    comment: str = ""
    children: tuple[Branch, ...] = ()

    def lines(self) -> Iterator[tuple[Branch, ...]]:
        """Every line from this move to the end of a branch."""
        stack: list[tuple[Branch, ...]] = [(self,)]
        while stack:
            line = stack.pop()
            children = line[-1].children
            if not children:
                yield line
            stack.extend(line + (child,) for child in reversed(children))


@dataclass(frozen=True)
class Problem:
    title: str
    board: Board
    to_move: Colour
    tree: tuple[Branch, ...]
    """The first moves of the solution tree."""
    target: Point | None
    """A stone of the group the problem is about; None when the file marks none and its right
    line decides none."""
    target_source: TargetSource | None
    claim: Claim | None
    """What the file's words ask; None when they ask nothing ("Black to play")."""
    convention: str
    """The conventions the lines were read by (see :data:`.reading.CONVENTIONS`)."""
    marks_answer: bool = True
    """False for a file of several lines and no mark at all: no line is right or wrong."""
    rules: Rules = Rules.NO_SUICIDE
    comment: str = ""
    notes: tuple[str, ...] = ()
    """What was read other than as written (a tenuki move read as a pass)."""

    @property
    def defender(self) -> Colour | None:
        """The owner of the target; None without one."""
        return None if self.target is None else self.board.get(self.target)

    def target_block(self, board: Board | None = None) -> int:
        """The target's block on ``board`` (the start by default); no points without a target."""
        return 0 if self.target is None else (board or self.board).block_at(self.target)

    def lines(self) -> Iterator[tuple[Branch, ...]]:
        """Every line of the tree, from a first move to the end of a branch."""
        for first in self.tree:
            yield from first.lines()

    def right_lines(self) -> list[tuple[Branch, ...]]:
        return [line for line in self.lines() if line[-1].right]

    def board_after(self, line: tuple[Branch, ...]) -> Board:
        """The position at the end of ``line`` (moves a record allows, a suicide included)."""
        board = self.board
        for branch in line:
            board = after_move(board, branch)
        return board


def after_move(board: Board, branch: Branch) -> Board:
    """The position after ``branch``'s move on ``board``, as a record allows it: a suicide
    included; a pass, or a move onto a stone, changes nothing."""
    if branch.point is None or board.get(branch.point) is not None:
        return board
    played = play_at(board, board.geometry.bit(branch.point), branch.colour, suicide_allowed=True)
    assert played is not None, "a suicide is allowed here"
    return played[0]
