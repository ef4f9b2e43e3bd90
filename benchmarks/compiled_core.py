"""The compiled core beside the pure one and a plain transcription of Benson's paper, in one run:
prints every figure the compiled core is held to, as medians, and asserts nothing.

    python benchmarks/compiled_core.py [--quick]

The five-game set is 1,111 positions of five 19x19 games: the Blood-vomiting game's main line
(sample_sgf, 247 nodes) and four reproducible random games of 215 moves (randomgame.py).  Each
figure is taken for the compiled core and, in the same run, for the pure one
(``GOBENSON_CORE=pure``); processor time, as the other benchmarks take it:

- a fresh analysis of each position, both colours: the median over the positions, each timed
  by repeats (target: at most 6 us); beside it the transcription (plain_benson.py);
- each position analysed from the node before it in its game, as ``analyze`` and the editor do
  (at most 4 us);
- ``gobenson analyze --node all --format summary`` over the five games in this process (the
  interpreter's start-up left out), per node (at most 12 us): the median of the runs after the
  first; that median less the command's own cost, which does not grow with the nodes (a run
  over five files of one node); and the first run of a new process, whose summary lines are all
  made anew;
- ``gobenson gtp``: each game replayed by ``play``, each move followed by ``go_safe benson``,
  the engine's time for that command (the analysis included), median over the moves (at most
  15 us);
- a fresh analysis of finished 52x52 positions (at most 60 us), and its cost per point over
  that of finished 19x19 positions (at most 1.2).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from itertools import pairwise

from benson_speed import SAMPLES, game_record, processor_name
from plain_benson import safe_blocks
from randomgame import finished_positions
from record_speed import REAL_GAME

from gobenson_gui import cli
from gobenson_gui.core import cores
from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.coords import point_name
from gobenson_gui.core.sgf.properties import node_moves
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import read_games
from gobenson_gui.gtp.server import GtpEngine

RANDOM_SEEDS = (7, 8, 9, 10)
RANDOM_MOVES = 215


def core(name: str) -> contextlib.AbstractContextManager[None]:
    """The core that analyses inside the block: "compiled" or "pure"."""
    return cores.chosen(cores.built if name == "compiled" else None)


def five_games(folder: str) -> list[str]:
    """The five-game set as SGF files in ``folder``."""
    paths = [os.path.join(SAMPLES, REAL_GAME)]
    for seed in RANDOM_SEEDS:
        path = os.path.join(folder, f"random{seed}.sgf")
        with open(path, "wb") as handle:
            handle.write(game_record(RANDOM_MOVES, seed=seed))
        paths.append(path)
    return paths


def each_us(function: Callable[[], object], repeats: int) -> float:
    """The processor time of one call of ``function``, in microseconds: ``repeats`` calls timed
    together, since a call takes about as long as reading the clock."""
    start = time.process_time()
    for _ in range(repeats):
        function()
    return (time.process_time() - start) / repeats * 1e6


def median_each_us(calls: Sequence[Callable[[], object]], repeats: int) -> float:
    """The median over ``calls`` of each one's time, each called once before it is timed (the
    first analysis on a board of a new shape makes the board's graph)."""
    for call in calls:
        call()
    return statistics.median(each_us(call, repeats) for call in calls)


def fresh_us(boards: Sequence[Board], repeats: int) -> float:
    return median_each_us([lambda board=board: analyze(board) for board in boards], repeats)


def following_us(pairs: Sequence[tuple[Board, Board]], repeats: int) -> float:
    """Each board analysed from the analysis of the one before it, given as (before, board)."""
    previous = [analyze(before) for before, _ in pairs]
    return median_each_us([lambda board=board, before=before: analyze(board, previous=before)
                           for (_, board), before in zip(pairs, previous)], repeats)


def successive_pairs(games: Sequence[Sequence[Board]]) -> list[tuple[Board, Board]]:
    """Each position of the games with the one before it in its game."""
    return [pair for game in games for pair in pairwise(game)]


def transcription_us(boards: Sequence[Board]) -> float:
    return median_each_us([lambda board=board: [safe_blocks(board, colour) for colour in Colour]
                           for board in boards], 1)


FIRST_RUN = """
import contextlib, io, sys, time
from gobenson_gui import cli

def run(files):
    with contextlib.redirect_stdout(io.StringIO()):
        cli.main(["analyze", "--node", "all", "--format", "summary", "--jobs", "1", *files])

root_only, *paths = sys.argv[1:]
run([root_only])
start = time.process_time()
run(paths)
print(time.process_time() - start)
"""
"""The first run over the games in a new process, after a run over a one-node file has loaded
what the command loads: its summary lines all made anew, and none of the benchmark's own
objects for the garbage collector to go through."""


def summary_us_per_node(paths: list[str], nodes: int, repeats: int, folder: str,
                        pure: bool) -> tuple[float, float, float]:
    """``analyze --node all --format summary`` over ``paths``, per node: the median of runs in
    this process after one untimed; that median less the command's own cost, which does not
    grow with the nodes (its parser, a file opened and read, its row of the batch), taken as the
    median run over as many files of one node, per node past those; and the median of first
    runs in new processes (:data:`FIRST_RUN`)."""
    def run(files: list[str]) -> None:
        with contextlib.redirect_stdout(io.StringIO()):
            cli.main(["analyze", "--node", "all", "--format", "summary", "--jobs", "1", *files])

    root_only = os.path.join(folder, "root.sgf")
    with open(root_only, "wb") as handle:
        handle.write(b"(;GM[1]FF[4]SZ[19])\n")
    run(paths)
    whole = statistics.median(each_us(lambda: run(paths), 1) for _ in range(repeats))
    fixed = statistics.median(each_us(lambda: run([root_only] * len(paths)), 1) for _ in range(repeats))
    environment = dict(os.environ, GOBENSON_CORE="pure") if pure else dict(os.environ)
    firsts = [float(subprocess.run([sys.executable, "-c", FIRST_RUN, root_only, *paths], env=environment,
                                   capture_output=True, text=True, check=True).stdout) * 1e6 / nodes
              for _ in range(repeats)]
    return whole / nodes, (whole - fixed) / (nodes - len(paths)), statistics.median(firsts)


def go_safe_us(paths: list[str], repeats: int) -> float:
    """``go_safe benson`` after each ``play`` of the games, engine time, median over the moves
    of the median of ``repeats`` replays."""
    per_move: list[list[float]] = []
    for _ in range(repeats):
        times = []
        for path in paths:
            game = read_games(path)[0]
            engine = GtpEngine("benchmark")
            engine.respond(f"boardsize {game.geometry.columns}")
            for node in game.main_line():
                for move in node_moves(node, game.geometry):
                    where = "pass" if move.point is None else point_name(move.point, game.geometry.rows)
                    engine.respond(f"play {move.colour.letter} {where}")
                    start = time.process_time()
                    engine.respond("go_safe benson")
                    times.append((time.process_time() - start) * 1e6)
        per_move.append(times)
    return statistics.median(statistics.median(column) for column in zip(*per_move))


def report(name: str, compiled: float, pure: float, unit: str, target: str, extra: str = "") -> None:
    print(f"  {name:<52} {compiled:9.2f} {unit} compiled {pure:10.2f} {unit} pure "
          f"({pure / compiled:5.1f}x){extra}   target {target}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions and repeats")
    quick = parser.parse_args().quick
    repeats = 5 if quick else 20
    if cores.compiled is None:
        raise SystemExit(f"the compiled core is not in use ({cores.core_in_use().value}): build it first")
    load = os.getloadavg()[0]
    print(f"machine: {processor_name()}, {os.cpu_count()} cores, load average {load:.2f} at the start")

    with tempfile.TemporaryDirectory() as folder:
        paths = five_games(folder)
        games = [main_line_positions(read_games(path)[0]) for path in paths]
        boards = [board for game in games for board in game]
        pairs = successive_pairs(games)
        if quick:
            boards, pairs = boards[::5], pairs[::5]
        print(f"five 19x19 games, {len(boards)} positions:")
        times = {}
        for name in ("compiled", "pure"):
            with core(name):
                times[name] = (fresh_us(boards, repeats), following_us(pairs, repeats))
        transcription = transcription_us(boards[::10] if not quick else boards[::20])
        report("fresh analysis, both colours", times["compiled"][0], times["pure"][0], "us", "<= 6 us",
               f", transcription {transcription:,.0f} us ({transcription / times['compiled'][0]:,.0f}x)")
        report("analysis from the node before", times["compiled"][1], times["pure"][1], "us", "<= 4 us")

        nodes = sum(len(game) for game in games)
        pipeline = {}
        engine = {}
        for name in ("compiled", "pure"):
            with core(name):
                pipeline[name] = summary_us_per_node(paths, nodes, 3 if quick else 7, folder, name == "pure")
                engine[name] = go_safe_us(paths, 1 if quick else 3)
        report("analyze --node all --format summary, a node", pipeline["compiled"][0], pipeline["pure"][0], "us",
               "<= 12 us")
        report("  the same, the command's own cost taken off", pipeline["compiled"][1], pipeline["pure"][1], "us",
               "<= 12 us")
        report("  the same, the first run of a new process", pipeline["compiled"][2], pipeline["pure"][2], "us",
               "<= 12 us")
        report("gtp: go_safe benson after a play, engine time", engine["compiled"], engine["pure"], "us",
               "<= 15 us")

    small = finished_positions(19, 19, 5 if quick else 20, seed=1)
    large = finished_positions(52, 52, 2 if quick else 5, seed=100)
    sizes = {}
    for name in ("compiled", "pure"):
        with core(name):
            sizes[name] = (fresh_us(small, repeats), fresh_us(large, max(2, repeats // 4)))
    print(f"finished positions ({len(small)} at 19x19, {len(large)} at 52x52), fresh analysis, both colours:")
    report("19x19", sizes["compiled"][0], sizes["pure"][0], "us", "-")
    report("52x52", sizes["compiled"][1], sizes["pure"][1], "us", "<= 60 us")
    ratios = {name: (large_us / (52 * 52)) / (small_us / (19 * 19)) for name, (small_us, large_us) in sizes.items()}
    print(f"  {'cost per point, 52x52 over 19x19':<52} {ratios['compiled']:9.2f}    compiled "
          f"{ratios['pure']:10.2f}    pure          target <= 1.2")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
