"""Edit-to-repaint latency of the editor, offscreen: median time from a simulated click on the
board widget to the end of the repaint that shows the edit and its new analysis.

    python benchmarks/edit_latency.py [--clicks N]

Targets: 16 ms at 19x19 (one frame at 60 Hz), 33 ms at 52x52.  Positions are finished random
games set up in the root node, so the analysis has real groups to find.  Two kinds of click:
``play`` plays a legal move (a new node, one move replayed), ``setup`` adds a stone to the root's
setup, which makes the document replay the whole setup of the position.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gobenson_gui.core.coords import sgf_point  # noqa: E402
from gobenson_gui.core.randomgame import finished_positions  # noqa: E402
from gobenson_gui.core.rules import IllegalMove, play  # noqa: E402
from gobenson_gui.core.sgf.document import Document  # noqa: E402
from gobenson_gui.gui.main_window import MainWindow  # noqa: E402

TARGETS_MS = {19: 16.0, 52: 33.0}


def position_document(size: int) -> Document:
    board = finished_positions(size, size, 1, seed=7)[0]
    document = Document.new(size, size)
    geom = board.geometry
    root = document.game.root
    setup = {prop: [sgf_point(p).encode() for p in geom.points(mask)]
             for prop, mask in (("AB", board.black), ("AW", board.white))}
    document.replace_properties(root, {**root.properties, **setup})
    return document


def measure(window: MainWindow, size: int, tool: str, clicks: int) -> list[float]:
    control = window.controller
    control.replace_document(position_document(size))
    window.tool_actions[tool].trigger()
    view = window.views[0]
    board = control.board
    empty = board.geometry.points(board.empty_points)
    random.Random(size).shuffle(empty)
    timings = []
    for point in empty:
        if len(timings) == clicks:
            break
        position = control.document.position()
        try:
            play(position.board, point, position.to_play, control.rules, position.ko_point)
        except IllegalMove:
            continue  # refused moves repaint nothing new: not what is measured
        where = view.centre_of(point).toPoint()
        start = time.perf_counter()
        QTest.mouseClick(view, Qt.LeftButton, Qt.NoModifier, where)
        view.repaint()
        timings.append((time.perf_counter() - start) * 1000)
    return timings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60, help="clicks per board size (default: 60)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    window = MainWindow()
    window.resize(1360, 900)
    window.show()
    app.processEvents()
    for size, target in TARGETS_MS.items():
        for tool, kind in (("play", "play"), ("setup-alternate", "setup")):
            timings = measure(window, size, tool, args.clicks)
            median = statistics.median(timings)
            verdict = "ok" if median <= target else "SLOW"
            print(f"{size}x{size} {kind:5}: median {median:5.1f} ms, 90th percentile "
                  f"{statistics.quantiles(timings, n=10)[-1]:5.1f} ms over {len(timings)} clicks "
                  f"(target {target:.0f} ms: {verdict})")
    window.controller.undo_stack.setClean()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
