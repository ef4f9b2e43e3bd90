"""Positions along a game: setup properties, then the node's move, with captures and ko."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from types import ModuleType
from typing import NamedTuple

from .. import cores
from ..board import BLACK, WHITE, Board, Colour
from ..coords import shown
from ..fast import new_tuple
from ..geometry import Point
from ..rules import play_at
from .properties import has_setup, move_masks, player, root_text, setup_masks
from .tree import GameTree, Node
from ..words import reading as words
from ..words.i18n import _  # the colour's word: "black", as core.report says it


class Position(NamedTuple):
    """The board at a node, who plays next, and where that player may not play (simple ko).  A
    named tuple: replaying a record makes one a node, which :func:`..fast.new_tuple` makes in one call."""

    board: Board
    to_play: Colour
    ko_point: Point | None = None


def start_position(game: GameTree) -> Position:
    """The empty board (without its missing points) before the root; white plays first in a
    handicap game (``HA`` >= 2)."""
    try:
        white_first = int(root_text(game, "HA").strip() or "0") >= 2
    except ValueError:
        white_first = False
    return Position(Board(game.geometry), WHITE if white_first else BLACK)


def step(position: Position, node: Node, label: str | Callable[[], str], notes: list[str] | None = None) -> Position:
    """The position after ``node`` given the position before it.

    Setup applies each of ``AE``, ``AB`` and ``AW`` as one set operation, so a rectangle costs
    the same however large it is.  Records replay as they were played: a suicide in a record is
    applied, since the record's own rules allowed it, and a move on an occupied point replaces
    the stone there before capturing as usual (as other SGF readers do), with a note naming
    ``label`` added to ``notes`` (a function that gives the label: a replay makes it only for
    such a note).
    """
    board = position.board
    geom = board.geometry
    setup = has_setup(node)
    if setup:
        for colour, points in setup_masks(node, geom):
            if points:
                board = board.with_stones(points, colour)
    mover = ko = None
    for mover, bit, raw in move_masks(node, geom):
        ko = None
        if not bit:
            continue
        if (board.black | board.white) & bit:
            if notes is not None:
                there = BLACK if board.black & bit else WHITE
                where = label if isinstance(label, str) else label()
                notes.append(words.occupied(where, f"{mover.letter}[{shown(raw)}]", _(there.value)))
            board = board.with_stones(bit, None)
        played = play_at(board, bit, mover, suicide_allowed=True)
        assert played is not None, "only a suicide that is not allowed is refused"
        board, ko = played[0], played[3]
    if mover is None:
        to_play = player(node) or position.to_play
        ko = None if setup or to_play is not position.to_play else position.ko_point
    else:
        opponent = mover.opponent
        to_play = player(node) or opponent
        if to_play is not opponent:
            ko = None
    return new_tuple(Position, (board, to_play, ko))


def add_notes(game: GameTree, notes: list[str]) -> None:
    """Add ``notes`` to the game's notes, leaving out those it has already (a game replayed
    again finds the same ones)."""
    known = set(game.notes)
    for note in notes:
        if note not in known:
            known.add(note)
            game.notes.append(note)


def main_line_positions(game: GameTree, number: int = 1) -> list[Board]:
    """The position at every node of the main line, the root's first.  What the replay read
    leniently is added to ``game.notes``, naming the game as game ``number``.  The compiled
    core, where it is in use, replays the plain nodes (see :func:`_replay_plain`), and
    :func:`step` the others."""
    position = start_position(game)
    positions: list[Board] = []
    notes: list[str] = []
    line = game.main_line()
    compiled = cores.compiled
    while True:
        if compiled is not None:
            position = _replay_plain(compiled, position, line, positions)
        index = len(positions)
        if index == len(line):
            break
        # The main line comes first in file order, so its node numbers are the file's.
        position = step(position, line[index], partial(words.at_node, number, index), notes)
        positions.append(position.board)
    add_notes(game, notes)
    return positions


def _replay_plain(compiled: ModuleType, position: Position, line: list[Node], positions: list[Board]) -> Position:
    """The nodes of ``line`` after those in ``positions`` replayed in C for as long as they are
    plain -- a move written plainly on an empty point, or no move, and no setup or ``PL`` -- as
    :func:`step` would replay them; their boards added to ``positions``; the position after
    the last of them."""
    board = position.board
    geom = board.geometry
    boards, mover, ko = compiled.replay(cores.graph(geom), board, line, len(positions))
    positions.extend(boards)
    if mover < 0:
        return position
    return new_tuple(Position, (boards[-1], WHITE if mover == 0 else BLACK, geom.first_point(ko) if ko else None))
