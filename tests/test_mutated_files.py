"""Damaged files through the commands that meet them in bulk or unasked: ``problems check`` on a
collection on a big board, which checks no more right lines than its bound and says where it
stops, and the thumbnailer, whose notes on a file stay one line.  Either way one-line messages,
never a traceback."""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.cli import main, problems, thumbnail
from tests.core.sgf.helpers import MUTATIONS, SAMPLES, mutated

BOUND = 12
"""The right lines a file's check reads, lowered so that the mutants meet the bound."""


def _big_collection() -> bytes:
    """Three problems on a 52x52 board, each of six right lines of two or three moves."""
    stones = "AB[aa][ba][ca][Za][Zb]AW[ab][bb][cb][Yb][Yc]TR[ab]"
    lines = "".join(f"(;B[{chr(ord('e') + n)}z];W[{chr(ord('e') + n)}y]" + (";B[Zz]" if n % 2 else "") + "C[RIGHT])"
                    for n in range(6))
    return "".join(f"(;GM[1]SZ[52]PL[B]C[Black to kill]{stones}{lines})" for _ in range(3)).encode()


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(argv))
    return status, out.getvalue(), err.getvalue()


def _said_in_lines(err: str) -> None:
    assert "Traceback" not in err
    assert all(line.startswith("gobenson: ") for line in err.splitlines())


@settings(max_examples=60, deadline=None)
@given(MUTATIONS)
def test_mutated_big_board_collections_are_checked_within_the_bound(mutations):
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        patch.setattr(problems, "MAX_CHECKED_LINES", BOUND)
        path = Path(folder) / "collection.sgf"
        path.write_bytes(mutated(_big_collection(), mutations))
        status, out, err = _run("problems", "check", str(path), "--format", "json", "--jobs", "1")
    records = [json.loads(line) for line in out.splitlines()]
    assert status in (0, 1)
    _said_in_lines(err)
    assert sum(len(record.get("right_lines", ())) for record in records) <= BOUND
    assert all("cut_short" not in record for record in records[:-1])


THUMBNAIL_SOURCES = [(SAMPLES / "sensei_example1.sgf").read_bytes(), (SAMPLES / "welcome.sgf").read_bytes(),
                     b"(;SZ[19]" + b";B[aa]" * 300 + b")",  # a note at every node
                     b"(;SZ[9];B[aa])(;SZ[9]C[\x86\\]x];W[bb])"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(THUMBNAIL_SOURCES), MUTATIONS)
def test_mutated_files_give_the_thumbnailer_one_line_at_most(data, mutations):
    """In this process, without the CPU and memory limits the command sets itself."""
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        patch.setattr(thumbnail, "limit_resources", lambda name: None)
        source, picture = Path(folder) / "file.sgf", Path(folder) / "file.png"
        source.write_bytes(mutated(data, mutations))
        status, out, err = _run("thumbnail", str(source), str(picture))
        drawn = picture.is_file()
    assert out == "" and err.count("\n") <= 1
    _said_in_lines(err)
    assert (status == 0) == drawn
