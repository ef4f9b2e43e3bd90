"""How long small files that name huge numbers of points take to open: prints medians, asserts
nothing.

    python benchmarks/hostile_sgf.py [--repeats N]

A compressed rectangle such as ``AB[aa:ZZ]`` names every point of a 52x52 board in nine bytes,
so a few kilobytes can name millions of points.  Each figure is the median time of
``Document.from_bytes`` (reading, checking, and replaying the first game, as opening a file in
the editor does), or of the refusal when the file is over gobenson's limits.  A real game is
timed alongside for comparison.  Last, the median time to build the edit that removes one stone
from 500 copies of ``AB[aa:ZZ]`` marked all over by 500 of ``TR[aa:ZZ]``, which rewrites the list.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from gobenson_gui.core.sgf.commands import SetStone
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.errors import SgfError

SAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "sample_sgf")


def repeated_rectangles(kilobytes: int) -> bytes:
    """One 52x52 root whose AB lists the whole board again and again."""
    return b"(;SZ[52]AB" + b"[aa:ZZ]" * (kilobytes * 1024 // 7) + b")"


def filling_and_emptying(pairs: int) -> bytes:
    """A 52x52 line of nodes that fill the whole board with black, then empty it."""
    return b"(;SZ[52]" + b";AB[aa:ZZ];AE[aa:ZZ]" * pairs + b")"


def marked_everywhere(kilobytes: int) -> bytes:
    """One 52x52 root whose squares and dimming cover the whole board again and again."""
    return b"(;SZ[52]SQ" + b"[aa:ZZ]" * (kilobytes * 512 // 7) + b"DD" + b"[aa:ZZ]" * (kilobytes * 512 // 7) + b")"


def real_game() -> bytes:
    with open(os.path.join(SAMPLES, "real_hosai_goseigen_1943.sgf"), "rb") as file:
        return file.read()


CASES = {
    "7 KB of AB[aa:ZZ] at 52x52": repeated_rectangles(7),
    "70 KB of AB[aa:ZZ] at 52x52": repeated_rectangles(70),
    "500 x ;AB[aa:ZZ];AE[aa:ZZ] at 52x52": filling_and_emptying(500),
    "7 KB of SQ/DD[aa:ZZ] at 52x52": marked_everywhere(7),
    "a real 19x19 game": real_game(),
}


def edit_time(repeats: int) -> float:
    """Median ms to build the removal of one stone from many copies of one rectangle."""
    document = Document.from_bytes(b"(;SZ[52]AB" + b"[aa:ZZ]" * 500 + b"TR" + b"[aa:ZZ]" * 500 + b")")
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        SetStone(document, (5, 5), None)
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def open_once(data: bytes) -> tuple[float, str]:
    started = time.perf_counter()
    try:
        Document.from_bytes(data)
        outcome = "loaded"
    except SgfError as error:
        outcome = f"refused: {error}"
    return time.perf_counter() - started, outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="loads per file (default 5)")
    args = parser.parse_args()
    for name, data in CASES.items():
        runs = [open_once(data) for _ in range(args.repeats)]
        median = statistics.median(seconds for seconds, _ in runs) * 1000
        print(f"{name:40} {len(data) / 1024:6.1f} KB  {median:9.1f} ms  {runs[0][1]}")
    print(f"{'removing a stone from 500 x AB[aa:ZZ]':50} {edit_time(args.repeats):9.1f} ms")


if __name__ == "__main__":
    main()
