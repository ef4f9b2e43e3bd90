"""``gobenson problems check``: a line per suspect problem of collections in each convention,
json for every problem, and the batch options."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core.words.i18n import LANGUAGES, set_language

DATA = Path(__file__).parent / "data" / "problems"


def run(capsys, *argv):
    status = main(["problems", "check", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_folder_of_collections_gives_a_line_per_suspect_problem(capsys):
    status, out, err = run(capsys, str(DATA), "--jobs", "1")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert [line.split(": problem ")[0].rsplit("/", 1)[1] + " " + line.split(": problem ")[1].split(" ")[0].rstrip(",")
            for line in lines] == ["annotated.sgf 3", "goproblems.sgf 2", "goproblems.sgf 3", "uligo.sgf 3"]
    annotated, kill, unmarked, uligo = lines
    assert "black to live" in annotated and "B A7 ends with the target in atari, the attacker to move" in annotated
    assert "white to kill" in kill and "W A7, B B7 ends with the target unconditionally alive" in kill
    assert "vital regions" in kill  # Benson's reason comes with it
    assert unmarked.endswith("no line is marked right")
    assert "(guessed)" in uligo and "B A7, W B7 ends with the target unconditionally alive" in uligo


def test_json_gives_every_problem_with_each_right_lines_outcome(capsys):
    status, out, _ = run(capsys, str(DATA / "annotated.sgf"), "--format", "json")
    records = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and [record["problem"] for record in records] == [1, 2, 3]
    first = records[0]
    assert first["claim"] == "kill" and first["target"] == "ab" and first["target_source"] == "marked"
    assert first["convention"] == "properties" and first["suspect"] is False
    assert first["right_lines"] == [{"moves": ["B[ba]", "W[aa]", "B[ca]"], "mark": "TE", "outcome": "captured",
                                     "contradicts": False}]
    assert [record["suspect"] for record in records] == [False, False, True]


def test_two_processes_print_what_one_does(capsys):
    assert run(capsys, str(DATA), "--jobs", "1")[1] == run(capsys, str(DATA), "--jobs", "2")[1]


def test_the_summary_csv_has_a_row_per_collection(capsys, tmp_path):
    table = tmp_path / "summary.csv"
    run(capsys, str(DATA), "--jobs", "1", "--summary-csv", str(table))
    rows = list(csv.DictReader(io.StringIO(table.read_text())))
    assert [(Path(row["file"]).name, row["status"], row["games"]) for row in rows] == [
        ("annotated.sgf", "ok", "3"), ("goproblems.sgf", "ok", "3"), ("uligo.sgf", "ok", "3")]


def test_a_game_without_moves_is_said_in_its_line_and_the_others_are_checked(capsys, files):
    name = files("mixed.sgf", "(;SZ[5]AB[aa])(;SZ[7]GN[Black to live]AB[ab][bb][cb][ca]"
                              "AW[ac][bc][cc][dc][db][da](;B[aa]TE[1]))")
    status, out, _ = run(capsys, name)
    first, second = out.splitlines()
    assert status == 0
    assert first == f"{name}: problem 1 cannot be played: it has no moves to play: a problem needs a solution tree"
    assert second.startswith(f"{name}: problem 2 (Black to live)")


@pytest.mark.parametrize("content, message", [(None, "No such file"), ("(;SZ[5]AB[zz])", "")])
def test_a_file_that_cannot_be_read_is_one_line_and_status_1(capsys, files, tmp_path, content, message):
    name = str(tmp_path / "missing.sgf") if content is None else files("broken.sgf", content)
    status, out, err = run(capsys, name)
    assert status == 1 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith(f"gobenson: {name}: ") and message in err


@pytest.fixture
def speaking_again():
    """The test switches the language; English again afterwards."""
    yield
    set_language("en")


def test_json_is_the_same_in_every_language_and_the_lines_are_the_languages(capsys, speaking_again):
    outputs = {language: (run(capsys, str(DATA), "--lang", language, "--jobs", "1", "--format", "json")[1],
                          run(capsys, str(DATA), "--lang", language, "--jobs", "1")[1])
               for language in LANGUAGES}
    assert len({json_text for json_text, _ in outputs.values()}) == 1
    assert "Schwarz lebt" in outputs["de"][1] and "黒が活きる" in outputs["ja"][1]
