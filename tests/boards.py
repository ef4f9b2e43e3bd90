"""Board helpers only the tests need."""

from __future__ import annotations

from gobenson_gui.core.board import Board
from gobenson_gui.core.geometry import Geometry


def with_geometry(board: Board, geom: Geometry) -> Board:
    """The stones of ``board`` on another shape of the same grid; stones on points it lacks are
    dropped."""
    return Board(geom, board.black & geom.on, board.white & geom.on)


def is_legal(board: Board) -> bool:
    """Whether every block has a liberty, as in any position of a game."""
    return not board.illegal_blocks()
