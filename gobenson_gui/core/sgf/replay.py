"""Positions along a game: setup properties, then the node's move, with captures."""

from __future__ import annotations

from ..board import Board, Colour
from ..rules import IllegalMove, Rules, play
from .errors import SgfError
from .tree import GameTree, Node
from .values import parse_move, parse_point_list

SETUP = (("AE", None), ("AB", Colour.BLACK), ("AW", Colour.WHITE))


def apply_node(board: Board, node: Node, label: str) -> Board:
    """The position after ``node`` given the position before it.

    Records replay as they were played: a suicide in a record is applied, since the record's own
    rules allowed it.  ``label`` names the node in error messages.
    """
    geom = board.geometry
    for prop, colour in SETUP:
        for point in parse_point_list(node.get(prop) or [], geom, prop):
            board = board.with_point(point, colour)
    for prop in ("B", "W"):
        values = node.get(prop)
        if values is None:
            continue
        point = parse_move(values[0], geom, prop)
        if point is None:
            continue
        try:
            board = play(board, point, Colour.from_letter(prop), Rules.SUICIDE).board
        except IllegalMove as error:
            raise SgfError(f"{label}: {prop}[{values[0].decode('ascii', 'replace')}]: {error}") from None
    return board


def main_line_positions(game: GameTree) -> list[Board]:
    """The position at every node of the main line, the root's first."""
    size = game.size
    board = Board.empty(*size)
    positions = []
    for index, node in enumerate(game.main_line()):
        board = apply_node(board, node, f"node {index}")
        positions.append(board)
    return positions
