"""The tests' oracle for unconditional life: Benson's section 3 definition, searched directly by
:mod:`gobenson_gui.core.lookahead`, which his Theorems 1 and 2 make equal to the static test."""

from __future__ import annotations

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.lookahead import capturable_blocks
from gobenson_gui.core.rules import Rules


def safe_blocks(board: Board, colour: Colour, rules: Rules | str = Rules.NO_SUICIDE,
                budget: int = 2_000_000) -> list[int]:
    """The blocks of ``colour`` no sequence of opponent moves can capture."""
    lost = capturable_blocks(board, colour, rules, budget)
    return [block for block in board.blocks(colour) if block not in lost]
