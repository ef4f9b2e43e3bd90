"""``gobenson thumbnail`` on files a file manager may meet: what it notes on how a file was read
is one line however many repairs there are, and a file of more nodes than a thumbnail is worth
is refused before it is parsed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gobenson_gui.cli.thumbnail import MOST_NODES

ROOT = Path(__file__).resolve().parents[1]


def thumbnail(*argv: str) -> subprocess.CompletedProcess:
    """In a process of its own: the command limits its own CPU time and memory."""
    return subprocess.run([sys.executable, "-m", "gobenson_gui", "thumbnail", *argv], capture_output=True,
                          text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_a_note_at_every_node_is_one_line_with_the_count(tmp_path):
    repaired = tmp_path / "occupied.sgf"
    repaired.write_bytes(b"(;SZ[19]" + b";B[aa]" * 2000 + b")")  # every move after the first on a stone
    done = thumbnail(str(repaired), str(tmp_path / "t.png"))
    assert done.returncode == 0 and (tmp_path / "t.png").is_file()
    assert done.stderr == (f"gobenson: {repaired}: note: game 1, node 2: B[aa] is played on an occupied point "
                           "(a black stone was there) (and 1998 more notes on how the file was read)\n")


def test_a_single_note_is_said_as_it_is(tmp_path):
    repaired = tmp_path / "once.sgf"
    repaired.write_bytes(b"(;SZ[9];B[aa];W[aa])")
    done = thumbnail(str(repaired), str(tmp_path / "t.png"))
    assert done.returncode == 0
    assert done.stderr == (f"gobenson: {repaired}: note: game 1, node 2: W[aa] is played on an occupied point "
                           "(a black stone was there)\n")


def test_a_file_of_more_nodes_than_a_thumbnail_reads_is_refused_before_it_is_parsed(tmp_path):
    many = tmp_path / "many.sgf"
    many.write_bytes(b"(;SZ[19]" + b";B[aa]" * MOST_NODES + b")")
    done = thumbnail(str(many), str(tmp_path / "t.png"))
    assert done.returncode == 1 and not (tmp_path / "t.png").exists()
    assert done.stderr == (f"gobenson: {many}: the file has {MOST_NODES + 1} nodes; thumbnails are drawn for "
                           f"files of up to {MOST_NODES}\n")
