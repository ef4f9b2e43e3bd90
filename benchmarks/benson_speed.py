"""How fast gobenson's analysis is: prints medians, asserts nothing.

    python benchmarks/benson_speed.py [--quick]

Positions are the final positions of reproducible random games played to the end (see
benchmarks/randomgame.py): every group left has its eyes and the dame are filled, like a
finished game.  Figures:

- full analysis (both colours, every casting-out step, territory) of 19x19 finished positions,
  and of the final positions of the professional games in sample_sgf/;
- the 19x19 finished positions again on a torus with two links (what the extra neighbours of
  wrapped sides and links cost; the plain board does not pay it);
- the same on 52x52 finished positions;
- the memory one 52x52 analysis result holds;
- ``gobenson analyze --node all`` over a 300-move 19x19 game, wall time with start-up, for the
  summary and json formats, and the start-up of ``gobenson analyze`` on a one-point board.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from itertools import pairwise

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.coords import sgf_point
from gobenson_gui.core.geometry import Wrap, geometry
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import read_games
from randomgame import finished_positions, playout

SAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "sample_sgf")
REAL_GAMES = ("real_goseigen_karigane_1941.sgf", "real_hosai_goseigen_1943.sgf",
              "blood-vomiting-game-1835-with-variations.sgf")


def median_ms(function, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def full_analysis(board):
    """The analysis with everything the editor shows made: both colours' numbered blocks and
    regions, and every step with its reasons (the analysis makes them only when asked)."""
    analysis = analyze(board)
    return analysis, [(side.blocks, side.regions, side.steps) for side in (analysis.black, analysis.white)]


def analysis_times(boards, repeats: int) -> float:
    """Median over positions of each position's median analysis time, in ms."""
    return statistics.median(median_ms(lambda b=board: full_analysis(b), repeats) for board in boards)


def result_bytes(board) -> int:
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    result = full_analysis(board)
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    size = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    del result
    return size


def game_record(moves: int, seed: int) -> bytes:
    """A 19x19 random game of ``moves`` moves as SGF."""
    positions = playout(19, 19, random.Random(seed), max_moves=moves)
    nodes = []
    colour = Colour.BLACK
    for before, after in pairwise(positions):
        placed = after.stones(colour) & ~before.stones(colour)
        where = sgf_point(after.geometry.first_point(placed)) if placed else ""
        nodes.append(f";{colour.letter}[{where}]")
        colour = colour.opponent
    return ("(;GM[1]FF[4]SZ[19]" + "".join(nodes) + ")").encode()


def command_wall_ms(argv: list[str], repeats: int) -> float:
    return median_ms(lambda: subprocess.run(argv, check=True, stdout=subprocess.DEVNULL), repeats)


def processor_name() -> str:
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions and repeats")
    quick = parser.parse_args().quick
    count, repeats = (10, 20) if quick else (50, 100)

    print(f"machine: {processor_name()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    small = finished_positions(19, 19, count, seed=1)
    stones = statistics.median(bin(b.black | b.white).count("1") for b in small)
    print(f"19x19 finished positions ({count}, median {stones:.0f} stones): "
          f"full analysis median {analysis_times(small, repeats):.3f} ms   (target <= 0.3 ms)")

    torus = geometry(19, 19, links=frozenset({((0, 0), (18, 18)), ((9, 0), (9, 9))}), wrap=Wrap.BOTH)
    print(f"the same positions on a 19x19 torus with 2 links: "
          f"full analysis median {analysis_times([Board(torus, b.black, b.white) for b in small], repeats):.3f} ms")

    real = [main_line_positions(read_games(os.path.join(SAMPLES, name))[0])[-1] for name in REAL_GAMES]
    print(f"19x19 final positions of the {len(real)} professional games in sample_sgf/: "
          f"full analysis median {analysis_times(real, repeats):.3f} ms")

    large = finished_positions(52, 52, 2 if quick else 5, seed=100)
    stones = statistics.median(bin(b.black | b.white).count("1") for b in large)
    print(f"52x52 finished positions ({len(large)}, median {stones:.0f} stones): "
          f"full analysis median {analysis_times(large, repeats // 4):.3f} ms   (target <= 3 ms)")
    print(f"52x52 analysis result in memory: {result_bytes(large[0]) / 1e6:.2f} MB   (target < 2 MB)")

    with tempfile.TemporaryDirectory() as folder:
        game = os.path.join(folder, "game300.sgf")
        with open(game, "wb") as handle:
            handle.write(game_record(300, seed=7))
        tiny = os.path.join(folder, "tiny.txt")
        with open(tiny, "w") as handle:
            handle.write(".\n")
        command = [sys.executable, "-m", "gobenson_gui", "analyze"]
        runs = 3 if quick else 7
        for output in ("summary", "json"):
            wall = command_wall_ms(command + ["--node", "all", "--format", output, game], runs)
            print(f"analyze --node all --format {output}, 300-move game: {wall:.0f} ms wall   (target <= 500 ms)")
        print(f"analyze start-up (1x1 board): {command_wall_ms(command + [tiny], runs):.0f} ms wall   "
              "(target well under 500 ms)")


if __name__ == "__main__":
    main()
