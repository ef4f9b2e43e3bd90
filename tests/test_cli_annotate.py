"""``gobenson annotate``: marks and paragraphs written to OUT, node choice, rules and errors."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core.annotate import HEADING_PREFIX
from gobenson_gui.core.sgf.document import Document

GAME = b"(;GM[1]FF[4]SZ[5:3]AB[ba][da][ab:db]C[start];W[ec];B[ac];W[eb])"


def run(capsys, *argv: str):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = tmp_path / "game.sgf"
    path.write_bytes(GAME)
    return path


def comments(path: Path) -> list[str]:
    document = Document.open(path)
    return [(node.get("C") or [b""])[0].decode() for node in document.game.main_line()]


def test_annotates_the_first_node_and_where_the_verdict_changes_by_default(capsys, game, tmp_path):
    """W[ec] adds pass-alive territory, B[ac] a safe stone; W[eb] changes nothing."""
    out = tmp_path / "out.sgf"
    assert run(capsys, "annotate", str(game), "-o", str(out)) == (0, "", "")
    texts = comments(out)
    assert [HEADING_PREFIX in text for text in texts] == [True, True, True, False]
    assert [bool(node.properties.keys() & {"SQ", "TB"}) for node in Document.open(out).game.main_line()] == \
        [True, True, True, False]
    assert texts[0].startswith("start\n\n")
    root = Document.open(out).game.root
    assert root.get("SQ") and root.get("TB") == [b"aa", b"ca"]
    assert game.read_bytes() == GAME


def test_a_whole_game_record_gets_a_paragraph_where_the_verdict_changes_and_stays_small(capsys, tmp_path):
    """A paragraph at every move made a 2 KB record 79 KB; most moves change no verdict."""
    source = Path(__file__).resolve().parents[1] / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf"
    out = tmp_path / "out.sgf"
    assert run(capsys, "annotate", str(source), "-o", str(out))[0] == 0
    annotated = out.read_bytes()
    assert annotated.count(HEADING_PREFIX.encode()) < len(Document.open(source).game.main_line()) // 4
    assert len(annotated) < 1.5 * source.stat().st_size
    assert run(capsys, "annotate", str(out), "-o", str(out))[0] == 0
    assert out.read_bytes() == annotated


def test_node_choice_and_rules(capsys, game, tmp_path):
    out = tmp_path / "out.sgf"
    assert run(capsys, "annotate", str(game), "-o", str(out), "--node", "2", "--rules", "suicide")[0] == 0
    texts = comments(out)
    assert [HEADING_PREFIX in text for text in texts] == [False, False, True, False]
    assert "suicide rules" in texts[2]
    assert run(capsys, "annotate", str(game), "-o", str(out), "--node", "last")[0] == 0
    assert [HEADING_PREFIX in text for text in comments(out)] == [False, False, False, True]


def test_annotating_in_place_twice_is_idempotent(capsys, game):
    assert run(capsys, "annotate", str(game), "-o", str(game))[0] == 0
    once = game.read_bytes()
    assert run(capsys, "annotate", str(game), "-o", str(game))[0] == 0
    assert game.read_bytes() == once


@pytest.mark.parametrize("data, node, message", [
    (b"(;SZ[53])", "all", "board sizes run from 1 to 52"),
    (b"(;SZ[9];B[aa];W[zz])", "all", "off the 9x9 board"),
    (GAME, "9", "there is no node 9 (the main line has nodes 0 to 3)"),
])
def test_errors_name_the_file_on_one_line(capsys, tmp_path, data, node, message):
    path = tmp_path / "bad.sgf"
    path.write_bytes(data)
    status, out, err = run(capsys, "annotate", str(path), "-o", str(tmp_path / "out.sgf"), "--node", node)
    assert status == 1 and out == ""
    assert err.startswith(f"gobenson: {path}: ") and message in err and err.count("\n") == 1
    assert not (tmp_path / "out.sgf").exists()


def test_missing_file_and_unwritable_output(capsys, game, tmp_path):
    status, _, err = run(capsys, "annotate", str(tmp_path / "absent.sgf"), "-o", str(tmp_path / "o.sgf"))
    assert status == 1 and "No such file" in err
    status, _, err = run(capsys, "annotate", str(game), "-o", str(tmp_path / "no" / "o.sgf"))
    assert status == 1 and "cannot save" in err


def test_dash_writes_the_annotated_record_to_standard_output(capsysbinary, game, tmp_path):
    assert main(["annotate", str(game), "-o", "-"]) == 0
    out, err = capsysbinary.readouterr()
    main(["annotate", str(game), "-o", str(tmp_path / "out.sgf")])
    assert err == b"" and out == (tmp_path / "out.sgf").read_bytes()
    assert HEADING_PREFIX.encode() in out


def test_a_fifo_output_is_refused_on_one_line_and_stays_a_fifo(capsys, game, tmp_path):
    fifo = tmp_path / "pipe.sgf"
    os.mkfifo(fifo)
    status, out, err = run(capsys, "annotate", str(game), "-o", str(fifo))
    assert status == 1 and out == "" and err.count("\n") == 1
    assert err.startswith(f"gobenson: {game}: cannot save {fifo}: it is a FIFO (named pipe), not a regular file")
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_dash_with_several_files_is_refused(capsys, game, tmp_path):
    status, out, err = run(capsys, "annotate", str(game), str(game), "-o", "-")
    assert (status, out) == (1, "") and err == ("gobenson: -: standard output takes one annotated record: "
                                                "name one FILE\n")


@pytest.mark.parametrize("argv", [["annotate", "x.sgf"], ["annotate", "x.sgf", "-o", "y", "--node", "first"],
                                  ["annotate", "x.sgf", "-o", "y", "--rules", "chinese"]])
def test_usage_errors_exit_2(capsys, argv):
    with pytest.raises(SystemExit) as raised:
        main(argv)
    assert raised.value.code == 2


def test_runs_as_a_program(game, tmp_path):
    out = tmp_path / "out.sgf"
    done = subprocess.run([sys.executable, "-m", "gobenson_gui", "annotate", str(game), "-o", str(out)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == ""
    assert HEADING_PREFIX.encode() in out.read_bytes()


def test_annotating_an_annotated_file_writes_it_back_byte_for_byte(capsys, game, tmp_path):
    once = tmp_path / "once.sgf"
    assert run(capsys, "annotate", str(game), "-o", str(once))[0] == 0
    # As another editor might have laid it out: other white space between nodes and at the end.
    relaid = tmp_path / "relaid.sgf"
    relaid.write_bytes(once.read_bytes().replace(b"(;", b"(\r\n  ;", 1).replace(b"];", b"]\r\n;") + b"\r\n\r\n")
    again = tmp_path / "again.sgf"
    assert run(capsys, "annotate", str(relaid), "-o", str(again)) == (0, "", "")
    assert again.read_bytes() == relaid.read_bytes()


def test_the_portable_profile_writes_crosses_not_tb_and_is_idempotent_in_place(capsys, game):
    assert run(capsys, "annotate", str(game), "-o", str(game), "--profile", "portable")[0] == 0
    once = game.read_bytes()
    root = Document.open(game).game.root
    assert root.get("MA") == [b"aa", b"ca"] and root.get("TB") is None and root.get("SQ")
    assert run(capsys, "annotate", str(game), "-o", str(game), "--profile", "portable")[0] == 0
    assert game.read_bytes() == once
    assert run(capsys, "annotate", str(game), "-o", str(game))[0] == 0  # TB joins; no cross goes
    root = Document.open(game).game.root
    assert root.get("TB") == [b"aa", b"ca"] and root.get("MA") == [b"aa", b"ca"]


def test_an_unknown_profile_is_a_usage_error(capsys, game, tmp_path):
    status, _, err = run_usage(capsys, "annotate", str(game), "-o", str(tmp_path / "o.sgf"), "--profile", "sabaki")
    assert status == 2 and "--profile" in err


def run_usage(capsys, *argv: str):
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    out, err = capsys.readouterr()
    return stop.value.code, out, err
