"""Positions and point names shared by the exercise tests."""

from __future__ import annotations

from pathlib import Path

from gobenson_gui.core.board import Board
from gobenson_gui.core.coords import parse_point_name
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import read_games

SAMPLES = Path(__file__).resolve().parents[3] / "sample_sgf"

ONE_EYE = "X . X O .\nX X X O O\n. . . . .\n"
"""Black's block at A3 has one eye (B3) and three outside liberties; white's block is small."""


def sample(name: str) -> Board:
    return main_line_positions(read_games(SAMPLES / name)[0])[-1]


def diagram(text: str = ONE_EYE) -> Board:
    return parse_diagram(text)


def points(board: Board, names: str) -> tuple:
    """Space-separated names like ``A6 B4`` as points of ``board``."""
    return tuple(parse_point_name(name, board.columns, board.rows) for name in names.split())


def toggled(answer, item_points, first):
    """``answer`` with one block or region (its points ``item_points``, first point ``first``)
    chosen the other way: its points taken out, or its first point added."""
    inside = [p for p in answer if p in item_points]
    return [p for p in answer if p not in inside] if inside else [*answer, first]
