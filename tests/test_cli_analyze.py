"""``gobenson analyze``: formats, node choice, standard input and bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gobenson_gui.cli import analyze as analyze_command
from gobenson_gui.cli import main
from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.coords import sgf_point
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import read_games

SENSEI_STYLE = """$$B Two eyes and a dead stone
$$ +-----------+
$$ | . X . X O |
$$ | X X X X O |
$$ | O O O O . |
$$ +-----------+
"""

# Black lives with eyes at A3 and C3; white's two stones at the right lie in a third region all of
# whose empty points are black liberties, so they are dead and the region is black territory.
GAME = b"(;GM[1]FF[4]SZ[5:3]AB[ba][da][ab:db];W[ec];B[ac];W[eb])"


def run(capsys, *argv: str):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_text_format_marks_safe_stones_and_territory(files, capsys):
    status, out, err = run(capsys, "analyze", files("eyes.txt", SENSEI_STYLE))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert "node 0 (5x3, rules no-suicide)" in lines[0]
    assert lines[1].split() == ["A", "B", "C", "D", "E"]
    assert lines[2].split() == ["3", "b", "#", "b", "#", "O"]
    assert "Black: 1 of 1 block unconditionally alive (at B3), 6 stones" in out
    assert "round 1: the block at E3 has only 1 healthy region (b) left (needs 2)" in out
    assert "# @  black / white stones that are unconditionally alive (safe)" in out


def test_json_format_follows_the_documented_shape(files, capsys):
    status, out, _ = run(capsys, "analyze", "--format", "json", "--node", "all", files("game.sgf", GAME))
    assert status == 0
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["node"] for r in records] == [0, 1, 2, 3]
    last = records[-1]
    assert (last["columns"], last["rows"], last["rules"], last["illegal"]) == (5, 3, "no-suicide", [])
    black = last["black"]
    assert black["safe"] == ["ba", "da", "ab", "bb", "cb", "db", "ac"]
    assert black["territory"] == ["aa", "ca", "ea", "eb", "bc", "cc", "dc", "ec"]
    assert black["blocks"] == [black["safe"]]
    assert black["regions"] == [["aa"], ["ca"], ["ea", "eb", "bc", "cc", "dc", "ec"]]
    assert black["steps"] == [{"blocks": [0], "regions": [0, 1, 2]}]
    white = last["white"]
    assert white["blocks"] == [["eb", "ec"]]
    assert white["safe"] == [] and white["steps"][-1] == {"blocks": [], "regions": []}
    assert white["steps"][0]["blocks"] == [0] and len(white["steps"]) == 2


def test_json_is_one_compact_line_per_node_and_pretty_indents_it(files, capsys):
    game = files("game.sgf", GAME)
    _, compact, _ = run(capsys, "analyze", "--format", "json", "--node", "all", game)
    lines = compact.splitlines()
    assert len(lines) == 4
    assert all(line == json.dumps(json.loads(line), separators=(",", ":")) for line in lines)
    status, pretty, _ = run(capsys, "analyze", "--format", "json", "--pretty", "--node", "last", game)
    assert status == 0 and pretty.startswith('{\n  "file": ')
    assert json.loads(pretty) == json.loads(lines[-1])


def test_json_escapes_the_file_name_and_lists_illegal_and_missing_points(files, capsys):
    name = files('odd "name" \u00e9.sgf', b"(;SZ[3]MISSING[cc]AB[aa]AW[ba][ab])")
    status, out, _ = run(capsys, "analyze", "--format", "json", name)
    assert status == 0 and out.count("\n") == 1
    record = json.loads(out)
    assert (record["file"], record["illegal"], record["missing"]) == (name, ["aa"], ["cc"])
    assert out.strip() == json.dumps(record, separators=(",", ":"))


def test_summary_has_one_line_per_node_and_node_index(files, capsys):
    game = files("game.sgf", GAME)
    status, out, _ = run(capsys, "analyze", "--format", "summary", "--node", "2", game)
    assert status == 0
    assert out.strip() == (f"{game} node 2: black 7 safe stones in 1/1 block, 0 rounds; "
                           "white 0 safe stones in 0/1 block, 1 round")


AIRLESS = b"(;GM[1]FF[4]SZ[3];B[bb];AW[ab][ba][cb][bc];AE[ab][ba][cb][bc])"
"""A black stone whose four liberties are filled by setup, then cleared again."""


@pytest.fixture
def fresh_summary_parts(monkeypatch):
    """The summary lines' parts as a new process has them: none made, none telling of blocks
    without liberties."""
    for name, colour in (("_BLACK_PARTS", "black"), ("_WHITE_PARTS", "white")):
        monkeypatch.setattr(analyze_command, name, analyze_command._ColourParts(colour))


def test_summary_says_illegal_only_of_the_nodes_with_blocks_without_liberties(files, capsys, fresh_summary_parts):
    legal, airless = files("legal.sgf", GAME), files("airless.sgf", AIRLESS)
    status, out, _ = run(capsys, "analyze", "--format", "summary", "--node", "all", legal, airless)
    assert status == 0
    lines = out.splitlines()
    assert len(lines) == 4 + 4 and not any("ILLEGAL" in line for line in lines[:4])
    assert [line.endswith("; ILLEGAL (1 block without liberties)") for line in lines[4:]] == [False, False, True,
                                                                                             False]
    _, again, _ = run(capsys, "analyze", "--format", "summary", "--node", "all", legal)
    assert again.splitlines() == lines[:4]


def test_summary_counts_the_blocks_without_liberties_of_both_colours(files, capsys, fresh_summary_parts):
    both = files("both.txt", "X O\n")
    status, out, _ = run(capsys, "analyze", "--format", "summary", both)
    assert status == 0 and out == (f"{both} node 0: black 0 safe stones in 0/1 block, 1 round; "
                                   "white 0 safe stones in 0/1 block, 1 round; ILLEGAL (2 blocks without liberties)\n")


def test_a_summary_line_alone_is_the_line_of_a_whole_record(files, fresh_summary_parts):
    """``--engine`` prints a record's summary line by line (:func:`format_summary`): the same lines."""
    for name, data in (("legal.sgf", GAME), ("airless.sgf", AIRLESS)):
        positions = main_line_positions(read_games(files(name, data))[0])
        chosen = list(enumerate(positions))
        _, whole = analyze_command.summary_text(name, chosen, Rules.NO_SUICIDE)
        alone = [analyze_command.format_summary(name, index, analyze(board)) for index, board in chosen]
        assert whole.splitlines() == alone


def test_suicide_rules_change_the_verdict(files, capsys):
    board = files("example5.txt", "X . O X\n. X X X\n")
    _, strict, _ = run(capsys, "analyze", "--format", "summary", board)
    _, loose, _ = run(capsys, "analyze", "--format", "summary", "--rules", "suicide", board)
    assert "black 5 safe stones in 2/2 blocks" in strict
    assert "black 0 safe stones in 0/2 blocks" in loose


def test_rectangular_and_large_boards_with_compressed_setup(files, capsys):
    big = files("big.sgf", b"(;GM[1]FF[4]SZ[40:30]AB[AA:DD]AW[aa:bb])")
    status, out, _ = run(capsys, "analyze", "--format", "json", big)
    assert status == 0
    record = json.loads(out)
    assert (record["columns"], record["rows"]) == (40, 30)
    assert record["black"]["blocks"][0][:2] == ["AA", "BA"]


def test_standard_input(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", type("Stdin", (), {"buffer": __import__("io").BytesIO(b"X . X\n")})())
    status, out, _ = run(capsys, "analyze", "--format", "summary", "-")
    assert status == 0 and out.startswith("- node 0: black 0 safe stones in 0/2 blocks")


@pytest.mark.parametrize("data, message", [
    (b"(;GM[1]SZ[9];b[aa])", "the name before [aa] has no capital letters"),
    (b"(;GM[2]SZ[9])", "not a game of Go (GM[2])"),
    (b"(;SZ[53])", "SZ[53]: board sizes run from 1 to 52"),
    (b"(;SZ[0])", "SZ[0]: board sizes run from 1 to 52"),
    (b"(;SZ[abc])", "SZ[abc] is not a board size"),
    (b"(;SZ[5]AB[zz])", "AB[zz] is off the 5x5 board"),
    (b"(;SZ[5];B[aa];W[zz])", "node 2: W[zz] is off the 5x5 board"),
    (b"\x00\xff\xfe binary", "neither SGF nor a text diagram"),
    (b"hello world\n", "is not a row of X, O and ."),
])
def test_bad_input_is_one_line_and_the_other_files_still_run(files, capsys, data, message):
    bad = files("bad.sgf", data)
    good = files("good.txt", "X . X\n")
    status, out, err = run(capsys, "analyze", "--format", "summary", bad, good)
    assert status == 1
    assert err == f"gobenson: {bad}: {err.split(': ', 2)[2]}"
    assert message in err and err.count("\n") == 1
    assert "Traceback" not in err
    assert f"{good} node 0" in out


def test_missing_file_and_missing_node(files, capsys):
    status, _, err = run(capsys, "analyze", "/nonexistent/file.sgf")
    assert status == 1 and err == "gobenson: /nonexistent/file.sgf: No such file or directory\n"
    status, _, err = run(capsys, "analyze", "--node", "9", files("game.sgf", GAME))
    assert status == 1 and "there is no node 9 (the main line has nodes 0 to 3)" in err


@pytest.mark.parametrize("argv", [["analyze"], ["analyze", "--node", "x", "f"], ["analyze", "--rules", "ko", "f"],
                                  ["analyze", "--format", "xml", "f"], ["--frobnicate"],
                                  ["analyze", "--pretty", "f"], ["analyze", "--format", "summary", "--pretty", "f"]])
def test_usage_errors_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert "usage: gobenson" in capsys.readouterr().err


def test_analyze_runs_where_qt_cannot_be_imported(tmp_path, files):
    """A PySide6 that fails to import stands first on the path: analyze must not notice."""
    blocker = tmp_path / "blocker" / "PySide6"
    blocker.mkdir(parents=True)
    (blocker / "__init__.py").write_text("raise ImportError('Qt is not available here')\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(blocker.parent), str(Path(__file__).parents[1])]))
    result = subprocess.run(
        [sys.executable, "-c", "import sys, gobenson_gui.cli as c; r = c.main(sys.argv[1:]); "
                               "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]; "
                               "sys.exit(r)",
         "analyze", "--format", "summary", files("g.sgf", GAME)],
        capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    assert "black 7 safe stones" in result.stdout


def test_editor_without_a_display_says_so(monkeypatch, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    status = main([])
    assert status == 1
    assert "no display to open the editor on" in capsys.readouterr().err


def test_sgf_behind_a_byte_order_mark_or_leading_text_is_read_as_sgf(files, capsys):
    for name, data in (("bom.sgf", b"\xef\xbb\xbf(\n;SZ[5]AB[aa];W[ee])"),
                       ("titled.sgf", b"Game record\n(\n;SZ[5]AB[aa];W[ee])")):
        status, out, err = run(capsys, "analyze", "--format", "json", files(name, data))
        assert status == 0 and "error" not in err, name
        assert json.loads(out)["columns"] == 5


def test_what_was_read_leniently_is_said_once_on_stderr(files, capsys):
    occupied = files("occupied.sgf", b"(;SZ[5]AB[cc];W[cc])")
    status, out, err = run(capsys, "analyze", "--format", "summary", occupied)
    assert status == 0 and out
    assert err.splitlines() == [f"gobenson: {occupied}: note: game 1, node 1: W[cc] is played on an occupied "
                                "point (a black stone was there)"]


def test_annotate_names_damaged_text(files, capsys, tmp_path):
    damaged = files("damaged.sgf", b"(;CA[UTF-8]SZ[5]PB[Lee \xff]AB[aa])")
    status, _out, err = run(capsys, "annotate", damaged, "-o", str(tmp_path / "out.sgf"))
    assert status == 0
    assert "PB: not valid UTF-8" in err and err.count("\n") == 1
    assert b"PB[Lee \xff]" in (tmp_path / "out.sgf").read_bytes()


PARTNERS = """
X . X . X
X X . X X
"""
"""The blocks at A2 and E2 live only with the one at C2 between them (Benson's section 7)."""


def test_support_names_y_its_class_z_and_s_of_y(files, capsys):
    path = files("partners.txt", PARTNERS)
    status, out, err = run(capsys, "analyze", "--support", "C2", path)
    assert status == 0 and err == ""
    assert out.splitlines() == [
        f"{path}, node 0 (rules no-suicide)",
        "Black, Y = the chosen block: C2",
        "  [Y]  = the blocks joined to Y through small regions: A2, C2, E2",
        "  Z    = the largest unconditionally alive set inside [Y]: A2, C2, E2",
        "  S(Y) = the blocks of Y in Z, the support of Y: C2"]


def test_support_takes_each_colour_apart_and_each_block_once(files, capsys):
    """B2 names black's block at B3; E1 and E2 (SGF ec, eb) name one white block."""
    status, out, err = run(capsys, "analyze", "--support", "bb,ec,E2", files("game.sgf", GAME))
    assert status == 0 and err == ""
    assert out.splitlines()[1:] == [
        "Black, Y = the chosen block: B3",
        "  [Y]  = the blocks joined to Y through small regions: B3",
        "  Z    = the largest unconditionally alive set inside [Y]: B3",
        "  S(Y) = the blocks of Y in Z, the support of Y: B3",
        "White, Y = the chosen block: E2",
        "  [Y]  = the blocks joined to Y through small regions: E2",
        "  Z    = the largest unconditionally alive set inside [Y]: none",
        "  S(Y) = the blocks of Y in Z, the support of Y: none"]


def test_support_refuses_empty_points_other_formats_and_empty_names(files, capsys):
    status, out, err = run(capsys, "analyze", "--support", "A2,C1", files("partners.txt", PARTNERS))
    assert status == 1 and out == "" and "--support C1: there is no stone there" in err
    with pytest.raises(SystemExit):
        main(["analyze", "--support", "C2", "--format", "json", files("partners.txt", PARTNERS)])
    assert "--support goes with --format text" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["analyze", "--support", "C2,,A2", files("partners.txt", PARTNERS)])
    assert "expected points separated by commas" in capsys.readouterr().err


SAMPLES = Path(__file__).resolve().parents[1] / "sample_sgf"


@pytest.mark.parametrize("sample", sorted(SAMPLES.glob("*.sgf")), ids=lambda path: path.stem)
def test_json_of_every_node_says_what_a_fresh_analysis_says(sample, capsys):
    """json keeps text from the node before where the analysis kept its parts: every line must
    still be the node's own analysis, made afresh and read through its numbered objects."""
    status, out, _ = run(capsys, "analyze", "--node", "all", "--format", "json", str(sample))
    assert status == 0
    positions = main_line_positions(read_games(str(sample))[0])
    lines = out.splitlines()
    assert len(lines) == len(positions)
    for line, board in zip(lines, positions):
        written = json.loads(line)
        analysis = analyze(board)

        def names(mask: int) -> list[str]:
            return [sgf_point(point) for point in board.geometry.points(mask)]  # noqa: B023 (called in this loop)

        for side in (analysis.black, analysis.white):
            assert written[side.colour.value] == {
                "safe": names(side.safe_stones), "territory": names(side.territory),
                "blocks": [names(block.mask) for block in side.blocks],
                "regions": [names(region.mask) for region in side.regions],
                "steps": [{"blocks": sorted(step.blocks), "regions": sorted(step.regions)} for step in side.steps]}


def test_regions_are_named_after_the_labels_of_their_own_node(files, capsys):
    """``--node all`` in text: a label names its region in its node's reasons, not in the others'."""
    record = files("labelled.sgf", b"(;GM[1]FF[4]SZ[5:3]AB[ba][da][ab:db];W[ec];B[ac]LB[aa:Q];W[eb])")
    status, out, _ = run(capsys, "analyze", "--node", "all", record)
    assert status == 0
    nodes = out.split(f"{record}, node ")[1:]
    assert [("region Q (at A3)" in node, "region a (at A3)" in node) for node in nodes] == [
        (False, False), (False, True), (True, False), (False, True)]
