"""GNU Go beside Benson on a finished 19x19 game: how long ``gobenson analyze --engine`` takes.

    python benchmarks/engine_game.py

Asks GNU Go (``gnugo --mode gtp``) about the final position of the blood-vomiting game
(``sample_sgf/blood-vomiting-game-1835-with-variations.sgf``, 79 blocks) as ``analyze --engine``
does, block by block, and prints the wall time, the longest single question and the engine's
processor time.  Target: the whole answer well within the default time limit of one command
(30 s), also with another program loading a core; each question a small part of it.
"""

from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

from gobenson_gui.cli.inputs import load_positions
from gobenson_gui.core.analysis import analyze
from gobenson_gui.gtp.client import DEFAULT_TIMEOUT, GtpClient, default_command
from gobenson_gui.gtp.statuses import compare_with_engine

GAME = Path(__file__).resolve().parent.parent / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf"


def main() -> int:
    command = default_command()
    if not command:
        print("GNU Go is not installed (apt-get install gnugo)")
        return 1
    analysis = analyze(load_positions(str(GAME)).boards[-1])
    times: list[float] = []
    start = last = time.perf_counter()

    def progress(answer, done: int, total: int) -> None:
        nonlocal last
        now = time.perf_counter()
        if done:
            times.append(now - last)
        last = now

    with GtpClient(command) as client:
        result = compare_with_engine(client, analysis, progress)
    wall = time.perf_counter() - start
    engine_cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"{len(times)} blocks asked of {len(result.blocks)}: {wall:.2f} s wall, longest question "
          f"{max(times):.2f} s, GNU Go {engine_cpu.ru_utime + engine_cpu.ru_stime:.2f} s of processor time "
          f"(limit {DEFAULT_TIMEOUT:g} s a question)")
    return 0 if wall < DEFAULT_TIMEOUT else 1


if __name__ == "__main__":
    sys.exit(main())
