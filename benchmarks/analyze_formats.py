"""What each output format of ``gobenson analyze`` costs: prints medians, asserts nothing.

    python benchmarks/analyze_formats.py [--quick]

Runs ``gobenson analyze --node all`` in this process over the 300-move 19x19 game of
benson_speed.py, output thrown away, and prints per node the processor time of each format
(reading and replaying the record included, start-up not) and the bytes it prints.  Processor
time rather than wall time, so that other programs on the machine disturb the figures less.
Target: json no more than 1.5 times summary.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import tempfile
import time

from benson_speed import game_record

from gobenson_gui import cli

FORMATS = ("summary", "json", "text")
MOVES = 300


def run_once(argv: list[str]) -> tuple[float, int]:
    """Processor seconds of one run, and the characters it printed."""
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink):
        start = time.process_time()
        cli.main(argv)
        seconds = time.process_time() - start
    return seconds, len(sink.getvalue())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    repeats = 3 if parser.parse_args().quick else 11
    with tempfile.TemporaryDirectory() as folder:
        game = os.path.join(folder, "game.sgf")
        with open(game, "wb") as handle:
            handle.write(game_record(MOVES, seed=7))
        nodes = MOVES + 1
        medians = {}
        for output in FORMATS:
            runs = [run_once(["analyze", "--node", "all", "--format", output, game]) for _ in range(repeats)]
            medians[output] = statistics.median(seconds for seconds, _ in runs) * 1000 / nodes
            print(f"analyze --format {output}: {medians[output]:.3f} ms and {runs[0][1] // nodes} bytes per node")
        print(f"json / summary: {medians['json'] / medians['summary']:.2f}   (target <= 1.5)")


if __name__ == "__main__":
    main()
