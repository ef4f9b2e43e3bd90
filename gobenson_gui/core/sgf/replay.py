"""Positions along a game: setup properties, then the node's move, with captures and ko."""

from __future__ import annotations

from dataclasses import dataclass

from ..board import Board, Colour
from ..geometry import Point
from ..rules import IllegalMove, Rules, play
from .errors import SgfError
from .tree import GameTree, Node
from .values import parse_move, parse_point_list, shown

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


def step(position: Position, node: Node, label: str) -> Position:
    """The position after ``node`` given the position before it.

    Records replay as they were played: a suicide in a record is applied, since the record's own
    rules allowed it, but a move on an occupied point is an error.  ``label`` names the node in
    error messages.
    """
    board = position.board
    geom = board.geometry
    for prop, colour in SETUP:
        values = node.get(prop)
        if values:
            board = board.with_points(parse_point_list(values, geom, prop), colour)
    mover = ko = None
    for prop in ("B", "W"):
        values = node.get(prop)
        if values is None:
            continue
        mover, ko = Colour.from_letter(prop), None
        point = parse_move(values[0], geom, prop)
        if point is None:
            continue
        try:
            result = play(board, point, mover, Rules.SUICIDE)
        except IllegalMove as error:
            raise SgfError(f"{label}: {prop}[{shown(values[0])}]: {error}") from None
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


def main_line_positions(game: GameTree) -> list[Board]:
    """The position at every node of the main line, the root's first."""
    position = start_position(game)
    positions = []
    for index, node in enumerate(game.main_line()):
        position = step(position, node, f"node {index}")
        positions.append(position.board)
    return positions

