"""Positions along a game: setup properties, then the node's move, with captures and ko."""

from __future__ import annotations

from dataclasses import dataclass

from ..board import Board, Colour
from ..geometry import Point
from ..rules import Rules, play
from .tree import GameTree, Node
from .values import parse_move, point_list_mask, shown

SETUP = (("AE", None), ("AB", Colour.BLACK), ("AW", Colour.WHITE))


@dataclass(frozen=True, slots=True)
class Position:
    """The board at a node, who plays next, and where that player may not play (simple ko)."""

    board: Board
    to_play: Colour
    ko_point: Point | None = None


def start_position(game: GameTree) -> Position:
    """The empty board (without its missing points) before the root; white plays first in a
    handicap game (``HA`` >= 2)."""
    handicap = game.root.get("HA")
    try:
        white_first = bool(handicap) and int(handicap[0].strip() or b"0") >= 2
    except ValueError:
        white_first = False
    return Position(Board(game.geometry), Colour.WHITE if white_first else Colour.BLACK)


def step(position: Position, node: Node, label: str, notes: list[str] | None = None) -> Position:
    """The position after ``node`` given the position before it.

    Setup applies each of ``AE``, ``AB`` and ``AW`` as one set operation, so a rectangle costs
    the same however large it is.  Records replay as they were played: a suicide in a record is
    applied, since the record's own rules allowed it, and a move on an occupied point replaces
    the stone there before capturing as usual (as other SGF readers do), with a note naming
    ``label`` added to ``notes``.
    """
    board = position.board
    geom = board.geometry
    for prop, colour in SETUP:
        points = point_list_mask(node.get(prop) or [], geom, prop)
        if points:
            board = board.with_stones(points, colour)
    mover = ko = None
    for prop in ("B", "W"):
        values = node.get(prop)
        if values is None:
            continue
        mover, ko = Colour.from_letter(prop), None
        point = parse_move(values[0], geom, prop)
        if point is None:
            continue
        there = board.get(point)
        if there is not None:
            if notes is not None:
                notes.append(f"{label}: {prop}[{shown(values[0])}] is played on an occupied point "
                             f"(a {there.value} stone was there)")
            board = board.with_point(point, None)
        result = play(board, point, mover, Rules.SUICIDE)
        board, ko = result.board, result.ko_point
    to_play = _player(node.get("PL")) or (mover.opponent if mover else position.to_play)
    if mover is not None:
        ko = ko if to_play is mover.opponent else None
    elif any(node.get(prop) for prop, _ in SETUP) or to_play is not position.to_play:
        ko = None
    else:
        ko = position.ko_point
    return Position(board, to_play, ko)


def _player(values: list[bytes] | None) -> Colour | None:
    if values and values[0].strip().upper() in (b"B", b"W"):
        return Colour.from_letter(values[0].strip().decode())
    return None


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
    leniently is added to ``game.notes``, naming the game as game ``number``."""
    position = start_position(game)
    positions = []
    notes: list[str] = []
    for index, node in enumerate(game.main_line()):
        # The main line comes first in file order, so its node numbers are the file's.
        position = step(position, node, f"game {number}, node {index}", notes)
        positions.append(position.board)
    add_notes(game, notes)
    return positions
