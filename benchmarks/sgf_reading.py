"""Reading and writing big SGF files: median times of ``load_games`` and of saving.

    python benchmarks/sgf_reading.py [--runs N]

Two records: a 100,000-move main line with a comment every 50 moves, and a tree of 30,000 short
variations.  Target: reading is no slower than with sgfmill's strict parser, which gobenson used
before its lenient reader (see README.md, Speed, for the figures before and after).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benson_speed import median_ms

from gobenson_gui.core.sgf.tree import load_games, serialise_games

LETTERS = "abcdefghijklmnopqrs"


def long_main_line() -> bytes:
    moves = []
    for index in range(100_000):
        if index % 300 == 0 and index:
            moves.append(";AE[aa:ss]")
        moves.append(f";{'BW'[index % 2]}[{LETTERS[index % 19]}{LETTERS[index // 19 % 15]}]")
        if index % 50 == 0:
            moves.append(f"C[move {index}: a comment with \\] an escape]")
    return ("(;GM[1]FF[4]SZ[19]" + "".join(moves) + ")\n").encode()


def many_variations() -> bytes:
    rng = random.Random(5)
    parts = ["(;GM[1]FF[4]SZ[19]"]
    for _ in range(15_000):
        parts.append("(;B[{}{}];W[{}{}])".format(*(rng.choice(LETTERS) for _ in range(4))))
    return ("".join(parts) + ")\n").encode()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    for name, data in (("100,000-move main line", long_main_line()), ("30,000 variations", many_variations())):
        games = load_games(data)
        games[0].source = None  # time the formatting of the tree, not the copy of the bytes read
        read = median_ms(lambda data=data: load_games(data), runs) / 1000
        write = median_ms(lambda games=games: serialise_games(games), runs) / 1000
        print(f"{name} ({len(data) / 2**20:.1f} MB): read {read:.3f} s, write {write:.3f} s (median of {runs})")


if __name__ == "__main__":
    main()
