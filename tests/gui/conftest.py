"""Shared positions for the editor's tests."""

from __future__ import annotations

import pytest

from gobenson_gui.core.diagram import parse_diagram

WELCOME_DIAGRAM = """
. X . X . . O . O
X X X X . . O O O
. . . X . . O . .
X X X X . . O O O
. . . . . . . . .
. . . . . . . . .
O O O . . . X X X
. . O . . . X . .
O . O . . . X . X
"""


@pytest.fixture
def welcome_board():
    """Safe groups at the top (black left, white right), unsafe ones at the bottom."""
    return parse_diagram(WELCOME_DIAGRAM)
