"""How fast gobenson goes through every node of a game record, beside a plain transcription of
Benson's paper timed in the same run: prints medians, asserts nothing.

    python benchmarks/record_speed.py [--quick]

Records: the main line of the Blood-vomiting game (sample_sgf, 247 nodes of real moves), a
3,000-node record of the same real moves (see long_records.py), and random 19x19 games of 300
moves (see benson_speed.py).  Per node, in processor time, median of the repeats:

- the plain transcription (plain_benson.py), both colours, the analysis alone: the reference;
- gobenson's analysis of each node from scratch, both colours;
- gobenson's analysis of each node starting from the node before's, as ``analyze`` does;
- the whole of ``gobenson analyze --node all`` in this process, summary and json: reading the
  file, replaying it, analysing and printing (the interpreter's start-up left out).

Before timing, the transcription's verdicts are checked against gobenson's on every tenth node.
Targets: the whole pipeline at least 20 times faster than the reference; json no more than 1.5
times summary.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import tempfile
import time

from benson_speed import SAMPLES, game_record, processor_name
from long_records import long_record
from plain_benson import safe_blocks

from gobenson_gui import cli
from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import read_games

REAL_GAME = "blood-vomiting-game-1835-with-variations.sgf"


def per_node_ms(function, nodes: int, repeats: int) -> float:
    """Median processor time of ``function`` over ``repeats`` runs, per node, in ms."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        function()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000 / nodes


def paired_per_node_ms(first, second, nodes: int, repeats: int) -> tuple[float, float, float]:
    """Median processor times of two functions run by turns, per node, in ms, and the median
    of the ratios second/first of each turn: run side by side, both meet the same moments of a
    shared machine, which a ratio of separate medians did not."""
    firsts, seconds = [], []
    for _ in range(repeats):
        for function, times in ((first, firsts), (second, seconds)):
            start = time.process_time()
            function()
            times.append(time.process_time() - start)
    ratio = statistics.median(b / a for a, b in zip(firsts, seconds))
    return statistics.median(firsts) * 1000 / nodes, statistics.median(seconds) * 1000 / nodes, ratio


def check_reference(positions) -> None:
    for board in positions[::10]:
        analysis = analyze(board)
        for colour in Colour:
            ours = {frozenset(board.geometry.points(block.mask)) for block in analysis.of(colour).safe}
            if ours != safe_blocks(board, colour):
                raise SystemExit(f"the transcription disagrees with gobenson on a {colour.value} position")


def fresh(positions) -> None:
    for board in positions:
        analyze(board)


def following(positions) -> None:
    previous = None
    for board in positions:
        previous = analyze(board, previous=previous)


def pipeline(path: str, output: str) -> None:
    with contextlib.redirect_stdout(io.StringIO()):
        cli.main(["analyze", "--node", "all", "--jobs", "1", "--format", output, path])


def measure(name: str, path: str, repeats: int) -> None:
    positions = main_line_positions(read_games(path)[0])
    nodes = len(positions)
    check_reference(positions)
    reference_repeats = max(1, repeats // 5)
    reference = per_node_ms(lambda: [safe_blocks(board, colour) for board in positions for colour in Colour],
                            nodes, reference_repeats)
    scratch = per_node_ms(lambda: fresh(positions), nodes, repeats)
    reused = per_node_ms(lambda: following(positions), nodes, repeats)
    summary, json, json_to_summary = paired_per_node_ms(lambda: pipeline(path, "summary"),
                                                        lambda: pipeline(path, "json"), nodes, repeats)
    print(f"{name} ({nodes} nodes), ms per node:")
    print(f"  plain transcription, analysis alone    {reference:7.3f}   (reference)")
    print(f"  gobenson analysis from scratch          {scratch:7.3f}   {reference / scratch:5.1f}x faster")
    print(f"  gobenson analysis from the node before  {reused:7.3f}   {reference / reused:5.1f}x faster")
    print(f"  analyze --node all --format summary     {summary:7.3f}   {reference / summary:5.1f}x faster"
          "   (target >= 20x)")
    print(f"  analyze --node all --format json        {json:7.3f}   {reference / json:5.1f}x faster,"
          f" {json_to_summary:.2f}x summary, run by turns   (target <= 1.5x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer records and repeats")
    quick = parser.parse_args().quick
    repeats = 3 if quick else 11
    print(f"machine: {processor_name()}, {os.cpu_count()} cores")
    measure("Blood-vomiting game, main line", os.path.join(SAMPLES, REAL_GAME), repeats)
    with tempfile.TemporaryDirectory() as folder:
        long_path = os.path.join(folder, "long.sgf")
        long_record(19, 1000 if quick else 3000).save(long_path)
        measure("real moves replayed, long record", long_path, max(1, repeats // 3))
        for seed in (7,) if quick else (7, 8, 9):
            game = os.path.join(folder, f"random{seed}.sgf")
            with open(game, "wb") as handle:
                handle.write(game_record(300, seed=seed))
            measure(f"random 19x19 game, seed {seed}", game, repeats)


if __name__ == "__main__":
    main()
