"""How many records an hour one machine analyses: prints medians, asserts nothing.

    python benchmarks/batch_speed.py [--records 300] [--jobs 1 2 ...] [--repeats 3] [--keep FOLDER]

Builds a collection reproducibly in a temporary folder (or FOLDER, kept for timing other
versions): copies of the real games of sample_sgf/ and random legal 19x19 games of 100 to 300
moves (see benchmarks/randomgame.py), about the length of real records, in sub-folders of
50.  Then times ``gobenson analyze --node all --format summary FOLDER --jobs N`` as a command,
output thrown away, wall time with start-up, and prints the median per ``--jobs`` with the
records per hour and nodes per second it comes to.  Wall time, since that is what more
processes shorten: on a busy machine the figures vary from run to run.
"""

from __future__ import annotations

import argparse
import csv
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from benson_speed import REAL_GAMES, SAMPLES, game_record

from gobenson_gui.cli.batch import default_jobs

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir)
RECORDS_PER_FOLDER = 50
REAL_GAME_EVERY = 10
"""One record in ten is a copy of a real game, the others random games."""


def build_collection(folder: str, records: int, seed: int = 1) -> None:
    """``records`` SGF files in sub-folders of ``folder``, the same for the same ``seed``."""
    rng = random.Random(seed)
    for number in range(records):
        shelf = os.path.join(folder, f"shelf{number // RECORDS_PER_FOLDER:03}")
        os.makedirs(shelf, exist_ok=True)
        if number % REAL_GAME_EVERY == 0:
            real = REAL_GAMES[number // REAL_GAME_EVERY % len(REAL_GAMES)]
            shutil.copyfile(os.path.join(SAMPLES, real), os.path.join(shelf, f"{number:05}-{real}"))
        else:
            with open(os.path.join(shelf, f"{number:05}-random.sgf"), "wb") as handle:
                handle.write(game_record(rng.randint(100, 300), seed=rng.randrange(2**32)))


def command(folder: str, jobs: int, *extra: str) -> list[str]:
    return [sys.executable, "-m", "gobenson_gui", "analyze", "--node", "all", "--format", "summary",
            "--jobs", str(jobs), *extra, folder]


def environment() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=os.path.abspath(ROOT))


def wall_seconds(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, env=environment())  # bad records are reported, not fatal
    return time.perf_counter() - start


def node_count(folder: str) -> int:
    """Nodes analysed over the collection, as the summary table counts them."""
    with tempfile.TemporaryDirectory() as scratch:
        table = os.path.join(scratch, "summary.csv")
        subprocess.run(command(folder, default_jobs(), "--summary-csv", table), stdout=subprocess.DEVNULL,
                       env=environment())
        with open(table, newline="") as handle:
            return sum(int(row["nodes"]) for row in csv.DictReader(handle))


def measure(folder: str, records: int, jobs_list: list[int], repeats: int) -> None:
    nodes = node_count(folder)
    print(f"collection: {records} records, {nodes:,} nodes, {default_jobs()} processors available")
    for jobs in jobs_list:
        seconds = statistics.median(wall_seconds(command(folder, jobs)) for _ in range(repeats))
        print(f"analyze --node all --format summary --jobs {jobs}: {seconds:.2f} s, "
              f"{records * 3600 / seconds:,.0f} records/hour, {nodes / seconds:,.0f} nodes/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=300, help="records in the collection (default: 300)")
    parser.add_argument("--jobs", type=int, nargs="+", help="--jobs values to time (default: 1 and every count "
                                                            "up to the processors, doubling)")
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure (default: 3)")
    parser.add_argument("--keep", metavar="FOLDER", help="build the collection here and leave it")
    args = parser.parse_args()
    jobs_list = args.jobs or sorted({1, default_jobs()} | {2**k for k in range(8) if 2**k <= default_jobs()})
    if args.keep:
        build_collection(args.keep, args.records)
        measure(args.keep, args.records, jobs_list, args.repeats)
        return
    with tempfile.TemporaryDirectory() as folder:
        build_collection(folder, args.records)
        measure(folder, args.records, jobs_list, args.repeats)


if __name__ == "__main__":
    main()
