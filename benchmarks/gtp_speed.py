"""How many GTP verdicts ``gobenson gtp`` answers a second: prints figures, asserts nothing.

    python benchmarks/gtp_speed.py [--quick]

On a finished random game at 19x19 and at 52x52 (randomgame.py), set up with ``gogui-setup``,
it times ``go_safe benson`` and ``unconditional_status P`` in the engine (the protocol's parsing
and answer included, the pipe not) in two cases: each asked after a ``play`` and after its
``undo``, so that every answer needs an analysis (the move and the undo counted in), and asked
again of the same position, which reuses its analysis.  Beside
them, a fresh ``analyze`` of the same position a second.  Processor time, as the other
benchmarks, so that other programs disturb the figures less.
"""

from __future__ import annotations

import argparse
import time

from randomgame import finished_positions

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Board
from gobenson_gui.core.coords import point_name
from gobenson_gui.gtp.server import GtpEngine


def setup_line(board: Board) -> str:
    geom, rows = board.geometry, board.rows
    stones = [f"b {point_name(p, rows)}" for p in geom.points(board.black)]
    stones += [f"w {point_name(p, rows)}" for p in geom.points(board.white)]
    return "gogui-setup " + " ".join(stones)


def per_second(work, repeats: int) -> float:
    start = time.process_time()
    for _ in range(repeats):
        work()
    return repeats / (time.process_time() - start)


def rates(engine: GtpEngine, move: str, command: str, repeats: int) -> tuple[float, float]:
    """``command``'s answers a second after a move (and its undo), and asked of the same position."""
    def after_a_move() -> None:
        engine.respond(move)
        engine.respond(command)
        engine.respond("undo")
        engine.respond(command)

    return 2 * per_second(after_a_move, repeats // 2), per_second(lambda: engine.respond(command), repeats)


def report(size: int, repeats: int) -> None:
    """The figures of one board size, a line per command."""
    board = finished_positions(size, size, 1)[0]
    engine = GtpEngine("benchmark")
    engine.respond(f"boardsize {size}")
    engine.respond(setup_line(board))
    move = f"play b {point_name(next(iter(board.geometry.points(board.empty_points))), size)}"
    stone = point_name(next(iter(board.geometry.points(board.black | board.white))), size)
    fresh = per_second(lambda: analyze(board), repeats)
    for command in ("go_safe benson", f"unconditional_status {stone}"):
        changed, same = rates(engine, move, command, repeats)
        print(f"{size:>4}x{size:<2} {command:<26} {changed:>16.0f} {same:>17.0f} {fresh:>17.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    repeats = 20 if parser.parse_args().quick else 200
    print(f"{'board':>6} {'command':<26} {'after a move /s':>16} {'same position /s':>17} {'fresh analyze /s':>17}")
    for size in (19, 52):
        report(size, repeats)


if __name__ == "__main__":
    main()
