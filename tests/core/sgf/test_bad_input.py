"""Bad files: a one-line SgfError naming the problem, never a traceback, a hang or a RecursionError."""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.atomic import WriteError
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.errors import SgfError

from .helpers import MUTATIONS, OWN_SAMPLES, SAMPLES, games_as_read, load, mutated, node_at, path_from_root

BAD = {
    "empty file": (b"", "no SGF data"),
    "not sgf": (b"hello, world", "no SGF data"),
    "binary": (bytes(range(256)) * 4, "no SGF data"),
    "png header": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "no SGF data"),
    "size 0": (b"(;SZ[0])", r"SZ\[0\]: board sizes run from 1 to 52"),
    "size 53": (b"(;SZ[53])", r"SZ\[53\]: board sizes run from 1 to 52"),
    "rows 0": (b"(;SZ[19:0])", "1 to 52"),
    "size words": (b"(;SZ[big])", "is not a board size"),
    "size three parts": (b"(;SZ[1:2:3])", "is not a board size"),
    "not go": (b"(;GM[3])", "not a game of Go"),
    "first game broken size": (b"(;SZ[99])(;SZ[9])", r"game 1: SZ\[99\]"),
    "setup off the board": (b"(;SZ[9]AB[aa][jj])", r"game 1, node 0: AB\[jj\] is off the 9x9 board"),
    "move off the board": (b"(;SZ[9];B[aa];W[zz])", r"game 1, node 2: W\[zz\] is off the 9x9 board"),
    "not a point": (b"(;SZ[9];B[a])", r"B\[a\] is not a point"),
    "markup off the board": (b"(;SZ[5]TR[aa]SQ[ff])", r"SQ\[ff\] is off"),
    "label without text": (b"(;SZ[5]LB[aa])", "is not a label"),
    "label off the board": (b"(;SZ[5]LB[zz:A])", "off the 5x5 board"),
    "arrow with one point": (b"(;SZ[5]AR[aa])", "is not two points"),
    "name in small letters": (b"(;SZ[5];B[aa];a[bb])",
                              r"game 1, node 2: the name before \[bb\] has no capital letters"),
}


@pytest.mark.parametrize("data, message", BAD.values(), ids=BAD.keys())
def test_bad_files_raise_one_line_sgf_errors(data, message):
    with pytest.raises(SgfError, match=message) as raised:
        load(data)
    assert "\n" not in str(raised.value)


def test_a_huge_file_of_variations_is_refused_before_its_games_are_read(monkeypatch):
    """Refused quickly: from a count of its bytes, before the parser builds a single node (the
    time this takes is measured in benchmarks/hostile_sgf.py, not here)."""
    from gobenson_gui.core.sgf import reader

    def no_parsing(*args, **kwargs):
        raise AssertionError("the file was parsed before it was refused")

    monkeypatch.setattr(reader, "read_by_characters", no_parsing)
    monkeypatch.setattr(reader, "read_game", no_parsing)
    rng = random.Random(3)
    letters = "abcdefghijklmnopqrs"
    parts = [b"(;GM[1]FF[4]SZ[19]"]
    size = 0
    while size < 10_000_000:
        part = "(;B[{}{}];W[{}{}])".format(*(rng.choice(letters) for _ in range(4))).encode()
        parts.append(part)
        size += len(part)
    parts.append(b")")
    with pytest.raises(SgfError, match="nodes; gobenson reads files of up to"):
        load(b"".join(parts))


def test_too_many_values_in_one_node_are_refused():
    with pytest.raises(SgfError, match="property values"):
        load(b"(;SZ[19]XX" + b"[aa]" * 1_000_001 + b")")


def test_semicolons_in_comments_do_not_count_as_nodes():
    document = load(b"(;SZ[9]C[" + b";" * 400_000 + b"])")
    assert len(document.game.main_line()) == 1


def test_a_100000_node_main_line_loads_and_writes_without_recursion():
    letters = "abcdefghijklmnopqrs"
    laps = []
    for lap in range(0, 100_000, 300):
        # 300 moves in reading order, then the next lap clears the board with setup (AE).
        moves = "".join(f";{'BW'[i % 2]}[{letters[i % 19]}{letters[i // 19]}]" for i in range(300))
        laps.append(";AE[aa:ss]" + moves[1:] if lap else moves)
    data = ("(;SZ[19]" + "".join(laps) + ")").encode()
    document = load(data)
    document.go_last()
    assert path_from_root(document.cursor) == [0] * 100_200
    assert document.board().black
    assert Document.from_bytes(document.to_bytes()).to_bytes() == document.to_bytes()


def test_deeply_nested_variations_load_and_write_without_recursion():
    depth = 50_000
    data = b"(;SZ[9]" + b"(;C[x]" * depth + b")" * (depth + 1)
    document = load(data)
    document.go_last()
    assert len(path_from_root(document.cursor)) == depth
    assert node_at(Document.from_bytes(document.to_bytes()), [0] * depth) is not None


FUZZ_SOURCES = [(SAMPLES / name).read_bytes() for name in OWN_SAMPLES] + [
    "(;SZ[9]C[十字路口];B[aa])\n(;SZ[9]PB[本因坊]C[表];W[bb])\n".encode("shift_jis"),
    "(;SZ[9]C[許功];B[aa])(;SZ[9]C[圍棋];W[bb])".encode("big5"),
]
"""Real files, and collections of two games whose text is in a set of two-byte characters that
may end in a backslash or a bracket, written without CA (the sets their bytes suggest)."""

@settings(max_examples=200, deadline=None)
@given(st.sampled_from(FUZZ_SOURCES), MUTATIONS)
def test_mutated_real_files_only_raise_one_line_sgf_errors(data, mutations):
    try:
        document = load(mutated(data, mutations))
    except SgfError as error:
        assert "\n" not in str(error)
    else:
        saved = load(document.to_bytes())
        assert games_as_read(saved) == games_as_read(document)  # as many games, each as it was read
        assert saved.to_bytes() == document.to_bytes()


@pytest.mark.parametrize("cut", range(2, 400, 7))  # the last byte is a newline
def test_every_truncation_of_a_real_file_is_read_as_far_as_it_goes_and_noted(cut):
    document = load(FUZZ_SOURCES[0][:-cut])
    assert any("closed the record" in note for note in document.games[0].notes)
    assert load(document.to_bytes()).to_bytes() == document.to_bytes()


# -- saving ------------------------------------------------------------------------------------


def test_save_writes_the_document_and_keeps_permissions(tmp_path):
    target = tmp_path / "game.sgf"
    target.write_bytes(b"old")
    os.chmod(target, 0o640)
    document = load("(;SZ[9];B[aa])")
    document.save(target)
    assert target.read_bytes() == document.to_bytes()
    assert target.stat().st_mode & 0o777 == 0o640
    assert document.path == target
    assert Document.open(target).to_bytes() == document.to_bytes()


def test_saving_into_a_missing_folder_or_without_a_name_is_an_error_saying_so(tmp_path):
    with pytest.raises(WriteError, match=r"cannot save .*game\.sgf: No such file or directory"):
        load("(;SZ[9])").save(tmp_path / "missing" / "game.sgf")
    with pytest.raises(SgfError, match="no file name"):
        load("(;SZ[9])").save()


def test_opening_a_missing_file_is_an_sgf_error(tmp_path):
    with pytest.raises(SgfError, match="No such file"):
        Document.open(tmp_path / "absent.sgf")
