"""``gobenson analyze``, ``kill`` and ``annotate`` on SGF files and text diagrams whose boards
lack points."""

from __future__ import annotations

import json

from gobenson_gui.core.sgf.document import Document

from .test_cli_analyze import run

RING = b"(;FF[4]GM[1]SZ[3]MISSING[bb]AW[aa:ca][ac:cc])"
"""3x3 without its middle point: two white rows sharing the side points as eyes."""
RING_TEXT = "O O O\n. _ .\nO O O\n"
BLACK_AND_WHITE = "X X X\n. _ .\nO O O\n"
"""Black and white rows share the side points: either captures the other with two moves."""


def test_analyze_draws_the_hole_and_finds_both_rows_alive(files, capsys):
    for name in (files("ring.sgf", RING), files("ring.txt", RING_TEXT)):
        status, out, err = run(capsys, "analyze", name)
        assert status == 0 and err == ""
        assert out.splitlines()[1:5] == ["  A B C", "3 @ @ @", "2 w _ w", "1 @ @ @"]
        assert "White: 2 of 2 blocks unconditionally alive (at A3, A1)" in out


def test_analyze_json_lists_the_hole_and_no_point_of_it_elsewhere(files, capsys):
    status, out, _ = run(capsys, "analyze", "--format", "json", files("ring.sgf", RING))
    record = json.loads(out)
    assert record["missing"] == ["bb"]
    white = record["white"]
    assert status == 0 and white["territory"] == ["ab", "cb"]
    assert white["safe"] == ["aa", "ba", "ca", "ac", "bc", "cc"]


def test_kill_plays_around_the_hole(files, capsys):
    status, out, _ = run(capsys, "kill", files("rows.txt", BLACK_AND_WHITE))
    assert status == 0
    assert out.splitlines() == ["black block at A3 (aa): white captures it in 2 moves: A2 C2",
                                "white block at A1 (ac): black captures it in 2 moves: A2 C2"]
    status, _, err = run(capsys, "kill", "--point", "B2", files("rows.txt", BLACK_AND_WHITE))
    assert status == 1 and err.count("\n") == 1 and "--point 'B2' is a missing point of the 3x3 board" in err


def test_annotate_keeps_the_hole_and_marks_around_it(files, capsys, tmp_path):
    out = tmp_path / "out.sgf"
    assert run(capsys, "annotate", files("ring.sgf", RING), "-o", str(out)) == (0, "", "")
    root = Document.open(out).game.root
    assert root.get("MISSING") == [b"bb"] and root.get("TW") == [b"ab", b"cb"]
    assert root.get("SQ") == [b"aa", b"ba", b"ca", b"ac", b"bc", b"cc"]  # one point a value, as q5Go reads marks


def test_a_stone_on_a_hole_is_one_error_line_naming_the_place(files, capsys):
    for command in ("analyze", "kill"):
        status, _out, err = run(capsys, command, files("bad.sgf", b"(;SZ[3]MISSING[bb];B[aa];W[bb])"))
        assert status == 1 and err.count("\n") == 1
        assert "game 1, node 2: W[bb] is on a missing point of the 3x3 board" in err
