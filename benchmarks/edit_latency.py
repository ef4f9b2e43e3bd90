"""Latency of the editor, offscreen: median time from a user's action to the end of the repaint
that shows it, on long records.

    python benchmarks/edit_latency.py [--repeats N] [--only TEXT]

Targets: 16 ms at 19x19 (one frame at 60 Hz), 33 ms at 52x52, whatever the record's length.
Records: long ones built from the moves of a real game (see long_records.py), with the cursor on
the last node of the main line; finished random games set up in the root node, so the analysis
has real groups to find; and the 52x52 sample.  Actions:

``play``      a click that plays a legal move (a new node), then undone (not timed);
``setup``     a click with the Black stones tool (at a move node: a new setup node), then undone;
``comment``   a comment typed and handed on, as the comment box does after a pause;
``hover``     the mouse moved to the next point of a walk over the board;
``half-step`` one step of the casting-out slider, with "All regions" shown;
``forward``   the Right key, as when it is held down: from the start of the record, one node
              forward, its analysis and the repaint, again and again (never undone).
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
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gobenson_gui.core.coords import sgf_point  # noqa: E402
from randomgame import finished_positions  # noqa: E402
from gobenson_gui.core.rules import IllegalMove, play  # noqa: E402
from gobenson_gui.core.sgf.document import Document  # noqa: E402
from gobenson_gui.gui.controller import FRAME_MS, Navigation  # noqa: E402
from gobenson_gui.gui.main_window import MainWindow  # noqa: E402
from gobenson_gui.view.picture import RegionMode  # noqa: E402
from long_records import long_record  # noqa: E402

TARGETS_MS = {19: 16.0, 52: 33.0}
SAMPLE_52 = ROOT / "sample_sgf" / "board-52x52-constructed.sgf"


def position_document(size: int) -> Document:
    board = finished_positions(size, size, 1, seed=7)[0]
    document = Document.new(size, size)
    geom = board.geometry
    root = document.game.root
    setup = {prop: [sgf_point(p).encode() for p in geom.points(mask)]
             for prop, mask in (("AB", board.black), ("AW", board.white))}
    document.replace_properties(root, {**root.properties, **setup})
    return document


def records() -> list[tuple[str, int, callable]]:
    """(name, board size, maker) of every record measured."""
    return [
        ("19x19 random game, 1 node", 19, lambda: position_document(19)),
        ("19x19 record, 3,060 nodes", 19, lambda: long_record(19, 3000)),
        ("19x19 record, 10,200 nodes", 19, lambda: long_record(19, 10000)),
        ("52x52 random game, 1 node", 52, lambda: position_document(52)),
        ("52x52 record, 3,051 nodes", 52, lambda: long_record(52, 3000)),
        ("52x52 record, 10,170 nodes", 52, lambda: long_record(52, 10000)),
        ("52x52 sample", 52, lambda: Document.open(SAMPLE_52)),
    ]


def timed(app: QApplication, action) -> float:
    """Milliseconds from the action to the end of the repaints and layouts it causes."""
    start = time.perf_counter()
    action()
    app.processEvents()
    return (time.perf_counter() - start) * 1000


def legal_points(window: MainWindow, count: int) -> list:
    control = window.controller
    position = control.session.document.position()
    empty = position.board.geometry.points(position.board.empty_points)
    random.Random(len(empty)).shuffle(empty)
    points = []
    for point in empty:
        try:
            play(position.board, point, position.to_play, control.session.rules, position.ko_point)
        except IllegalMove:
            continue
        points.append(point)
        if len(points) == count:
            break
    return points


def clicks(app: QApplication, window: MainWindow, tool: str, repeats: int) -> list[float]:
    """Clicks with ``tool`` on legal points, each undone after it is timed."""
    window.registry["tool-" + tool].trigger()
    view = window.views[0]
    timings = []
    for point in legal_points(window, repeats):
        where = view.centre_of(point).toPoint()
        timings.append(timed(app, lambda where=where: (QTest.mouseClick(view, Qt.MouseButton.LeftButton,
                                                                        Qt.KeyboardModifier.NoModifier, where),
                                                       view.repaint())))
        window.controller.undo_stack.undo()
        app.processEvents()
    return timings


def comments(app: QApplication, window: MainWindow, repeats: int) -> list[float]:
    box = window.comment
    timings = []
    for number in range(repeats):
        box.setPlainText(f"Note {number} on this position.")
        timings.append(timed(app, box.commit))
    return timings


def hovers(app: QApplication, window: MainWindow, repeats: int) -> list[float]:
    """A walk of the mouse over the board: over stones, empty points, and again."""
    view = window.views[0]
    board = window.controller.session.board
    walk = [(i % board.columns, (i * 7) % board.rows) for i in range(repeats)]
    timings = []
    for point in walk:
        QTest.qWait(FRAME_MS + 4)  # hovers within a frame wait for its end: time each one alone
        timings.append(timed(app, lambda point=point: QTest.mouseMove(view, view.centre_of(point).toPoint())))
    return timings


def half_steps(app: QApplication, window: MainWindow, repeats: int) -> list[float]:
    regions = window.analysis_panel.regions
    regions.setCurrentIndex(regions.findData(RegionMode.ALL))
    control = window.controller
    QTest.mouseMove(window.views[0], window.views[0].rect().topLeft())  # no block in focus
    app.processEvents()
    control.move_slider(0)
    app.processEvents()
    timings = []
    direction = 1
    for _ in range(repeats):
        if control.session.slider_length() == 1:
            break
        if not 0 <= control.session.slider_index() + direction < control.session.slider_length():
            direction = -direction
        timings.append(timed(app, lambda direction=direction: control.move_slider_by(direction)))
    regions.setCurrentIndex(regions.findData(RegionMode.FOCUS))
    control.leave()
    app.processEvents()
    return timings


def forwards(app: QApplication, window: MainWindow, repeats: int) -> list[float]:
    """Right pressed again and again from the start of the record, as a held key repeats it."""
    window.controller.navigate(Navigation.START)
    app.processEvents()
    view = window.views[0]
    view.setFocus()
    timings = []
    for _ in range(repeats):
        if not window.controller.session.document.cursor.children:
            break
        before = window.controller.session.document.cursor
        timings.append(timed(app, lambda: (QTest.keyClick(view, Qt.Key.Key_Right), view.repaint())))
        if window.controller.session.document.cursor is before:
            raise SystemExit("the Right key did not move to the next node")
    return timings


def report(name: str, size: int, kind: str, timings: list[float]) -> None:
    if not timings:
        print(f"{name:28} {kind:9}: nothing to measure")
        return
    target = TARGETS_MS[size]
    median = statistics.median(timings)
    ninetieth = statistics.quantiles(timings, n=10)[-1] if len(timings) > 1 else timings[0]
    verdict = "ok" if median <= target else "SLOW"
    print(f"{name:28} {kind:9}: median {median:6.1f} ms, 90th percentile {ninetieth:6.1f} ms over "
          f"{len(timings)} (target {target:.0f} ms: {verdict})", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30, help="actions of each kind per record (default: 30)")
    parser.add_argument("--only", default="", help="measure only the records whose name contains this text")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    window = MainWindow()
    window.resize(1360, 900)
    window.show()
    app.processEvents()
    for name, size, make in records():
        if args.only not in name:
            continue
        window.controller.replace_document(make())
        app.processEvents()
        report(name, size, "play", clicks(app, window, "play", args.repeats))
        report(name, size, "setup", clicks(app, window, "setup-black", args.repeats))
        report(name, size, "comment", comments(app, window, args.repeats))
        report(name, size, "hover", hovers(app, window, args.repeats))
        report(name, size, "half-step", half_steps(app, window, args.repeats))
        report(name, size, "forward", forwards(app, window, args.repeats))
        window.controller.undo_stack.setClean()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
