"""Engine command lines for the tests: the fault engine in each of its modes, and GNU Go."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.gtp.client import default_command

FAULT_ENGINE = Path(__file__).with_name("fault_engine.py")
FAULT_PROGRAM = Path(sys.executable).name
"""How messages name the fault engine: by the program that runs it."""

GNUGO = default_command()
needs_gnugo = pytest.mark.skipif(not GNUGO, reason="GNU Go is not installed (apt-get install gnugo)")

EXAMPLE2_DIAGRAM = """
O . . O . . .
. O O . . . .
X X X X . . .
. X . X . . .
X X X X . . .
X . . . . . .
X . X . . . .
"""
EXAMPLE2_SQUARE = parse_diagram(EXAMPLE2_DIAGRAM)
"""Sensei's Example 2 (``sample_sgf/sensei_example2.sgf``, 4x7) on a square 7x7 board, as GTP
needs: the big chain A5 lives unconditionally on its eyes A4 and C4; C1 lives in play (GNU Go
calls it alive) but is not unconditionally alive, as its empty neighbours B2 and D2 are no
liberties of the big chain."""


def fault(mode: str) -> str:
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(FAULT_ENGINE))} {mode}"
