"""What a problem collection of many right lines on a big board costs ``problems check``: prints
figures, asserts nothing.

    python benchmarks/big_problems.py [--repeats N]

Each collection is one problem whose root holds stones over a ninth of the board for each colour
and a marked target, followed by variations of three moves ending ``C[RIGHT]``, written until
the file is about 84 KB (the size of the file a fault campaign found taking 15 s at 52x52).
For each board size it prints the right lines, the best of N in-process times of checking them
(:func:`check_problem`, after the file is read) per right line, and the wall time of the whole
command, ``gobenson problems check FILE --jobs 1``, in a process of its own.
"""

from __future__ import annotations

import argparse
import random
import string
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from gobenson_gui.core.problems import check_problem, collection, read_games

LETTERS = string.ascii_lowercase + string.ascii_uppercase


def crafted_collection(size: int, kilobytes: int = 84) -> bytes:
    """One problem of right lines of three moves each on a ``size`` board, ``kilobytes`` long."""
    rng = random.Random(5)
    points = [LETTERS[column] + LETTERS[row] for column in range(size) for row in range(size)]
    rng.shuffle(points)
    share = len(points) // 9
    black, white, free = points[:share], points[share:2 * share], points[2 * share:]
    parts = [f"(;GM[1]FF[4]SZ[{size}]PL[B]C[Black to kill]AB" + "".join(f"[{p}]" for p in black)
             + "AW" + "".join(f"[{p}]" for p in white) + f"TR[{white[0]}]"]
    length, line = len(parts[0]), 0
    while length < kilobytes * 1000:
        moves = (free[line % len(free)], free[(line * 7 + 3) % len(free)], free[(line * 13 + 5) % len(free)])
        parts.append("(;B[{}];W[{}];B[{}]C[RIGHT])".format(*moves))
        length += len(parts[-1])
        line += 1
    return ("".join(parts) + ")").encode()


def checking_time(data: bytes, repeats: int) -> tuple[int, float]:
    """The right lines checked, and the best seconds of checking them all."""
    document, _tenuki = collection(data, None)
    problems = [problem for problem in read_games(document) if not isinstance(problem, ValueError)]
    best, lines = float("inf"), 0
    for _ in range(repeats):
        start = time.perf_counter()
        lines = sum(len(check_problem(problem).verdicts) for problem in problems)
        best = min(best, time.perf_counter() - start)
    return lines, best


def command_time(data: bytes) -> float:
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "collection.sgf"
        path.write_bytes(data)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "gobenson_gui", "problems", "check", str(path), "--jobs", "1"],
                       capture_output=True, check=False)
        return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"{'board':>6} {'KB':>4} {'right lines':>11} {'ms a line':>9} {'command s':>9}")
    for size in (19, 52):
        data = crafted_collection(size)
        lines, seconds = checking_time(data, args.repeats)
        print(f"{size:>4}x{size:<2}{len(data) // 1000:>4} {lines:>11} {1000 * seconds / lines:>9.3f} "
              f"{command_time(data):>9.2f}")


if __name__ == "__main__":
    main()
