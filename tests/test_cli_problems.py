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


def test_a_folder_of_collections_gives_a_line_per_suspect_problem_and_a_note_per_skipped_game(capsys):
    status, out, err = run(capsys, str(DATA), "--jobs", "1")
    assert status == 0
    kill, = out.splitlines()
    assert kill.startswith(f"{DATA / 'goproblems.sgf'}: problem 2 (White to kill), white to kill, "
                           "the black block at D7 (derived from the book's right line): ")
    assert "W A7, B B7 ends with the target unconditionally alive" in kill and "vital regions" in kill
    assert err.splitlines() == [
        f"gobenson: {DATA / 'books.sgf'}: note: game 1: read the properties that follow a '(' without ';' as a node "
        "of their own",
        f"gobenson: {DATA / 'conventions.sgf'}: note: B[zz] (play elsewhere) read as a pass",
        f"gobenson: {DATA / 'conventions.sgf'}: note: game 8: it has no moves to play: a problem needs a solution tree",
        f"gobenson: {DATA / 'with_bad_file' / 'notes.sgf'}: note: skipped, not read as SGF: "
        "not a readable SGF file (no SGF data)"]


def test_json_gives_every_problem_with_each_right_lines_outcome(capsys):
    status, out, _ = run(capsys, str(DATA / "annotated.sgf"), "--format", "json")
    records = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and [record["problem"] for record in records] == [1, 2, 3]
    first = records[0]
    assert first["claim"] == "kill" and first["target"] == "ab" and first["target_source"] == "marked"
    assert first["convention"] == "properties" and first["suspect"] is False and first["marks_answer"] is True
    assert first["right_lines"] == [{"moves": ["B[ba]", "W[aa]", "B[ca]"], "mark": "TE", "outcome": "captured",
                                     "contradicts": False}]
    assert (records[2]["target"], records[2]["target_source"], records[2]["suspect"]) == (None, None, False)


def test_every_game_of_every_file_has_a_record_and_keeps_its_number(capsys):
    _, out, _ = run(capsys, str(DATA), "--jobs", "1", "--format", "json")
    records = [json.loads(line) for line in out.splitlines()]
    conventions = [record for record in records if record["file"].endswith("conventions.sgf")]
    assert [record["problem"] for record in conventions] == list(range(1, 9))
    assert conventions[7] == {"file": str(DATA / "conventions.sgf"), "problem": 8,
                              "skipped": "it has no moves to play: a problem needs a solution tree"}
    assert [(record["claim"], record["convention"], record["marks_answer"]) for record in conventions[:7]] == [
        ("kill", "node names", True), ("live", "comments, failures only", True), ("live", "only line", True),
        ("live", "no mark", False), ("kill", "comments", True), (None, "uligo TR", True), ("live", "comments", True)]
    assert [line["mark"] for line in conventions[4]["right_lines"]] == ["Correct", "Also correct"]
    assert conventions[6]["right_lines"][0]["moves"] == ["B[ba]"]  # the B[zz] line, a pass, is wrong
    bad = next(record for record in records if record["file"].endswith("notes.sgf"))
    assert bad["problem"] == 1 and "no SGF data" in bad["skipped"]


def test_two_processes_print_what_one_does(capsys):
    assert run(capsys, str(DATA), "--jobs", "1")[1] == run(capsys, str(DATA), "--jobs", "2")[1]


def test_the_summary_csv_has_a_row_per_collection(capsys, tmp_path):
    table = tmp_path / "summary.csv"
    run(capsys, str(DATA), "--jobs", "1", "--summary-csv", str(table))
    rows = list(csv.DictReader(io.StringIO(table.read_text())))
    assert [(Path(row["file"]).name, row["status"], row["games"]) for row in rows] == [
        ("annotated.sgf", "ok", "3"), ("books.sgf", "ok", "8"), ("conventions.sgf", "ok", "8"),
        ("goproblems.sgf", "ok", "3"), ("uligo.sgf", "ok", "3"), ("good.sgf", "ok", "1"), ("notes.sgf", "ok", "1")]


def test_a_game_without_moves_is_a_note_and_the_others_are_checked(capsys, files):
    name = files("mixed.sgf", "(;SZ[5]AB[aa])(;SZ[7]GN[Black to kill]AB[ab][bb][cb][ca]"
                              "AW[ac][bc][cc][dc][db][da](;B[aa]TE[1]))")
    status, out, err = run(capsys, name, "--format", "json")
    first, second = (json.loads(line) for line in out.splitlines())
    assert status == 0 and err == f"gobenson: {name}: note: game 1: it has no moves to play: " \
                                  "a problem needs a solution tree\n"
    assert first == {"file": name, "problem": 1, "skipped": "it has no moves to play: a problem needs a solution tree"}
    assert second["problem"] == 2 and second["title"] == "Black to kill"


def test_a_missing_file_is_one_line_and_status_1(capsys, tmp_path):
    name = str(tmp_path / "missing.sgf")
    status, out, err = run(capsys, name)
    assert status == 1 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith(f"gobenson: {name}: ") and "No such file" in err


@pytest.fixture
def speaking_again():
    """The test switches the language; English again afterwards."""
    yield
    set_language("en")


def test_json_is_the_same_in_every_language_and_the_lines_are_the_languages(capsys, speaking_again):
    outputs = {language: (run(capsys, str(DATA), "--lang", language, "--jobs", "1", "--format", "json")[1],
                          run(capsys, str(DATA), "--lang", language, "--jobs", "1")[1])
               for language in LANGUAGES}
    assert len({_without_reasons(json_text) for json_text, _ in outputs.values()}) == 1
    assert all(lines.count("\n") == 1 for _, lines in outputs.values())


def _without_reasons(json_text: str) -> str:
    """The records, the sentence saying why a game is skipped (in the language spoken) left out."""
    records = [json.loads(line) for line in json_text.splitlines()]
    return json.dumps([{key: value for key, value in record.items() if key != "skipped"} for record in records])


def test_the_conventions_of_published_books_in_json(capsys):
    status, out, err = run(capsys, str(DATA / "books.sgf"), "--format", "json")
    records = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and "read the properties that follow a '(' without ';' as a node of their own" in err
    assert [record["convention"] for record in records[:5]] == [
        "node names", "one answer", "node names, other defences", "comments", "comments"]
    assert [[line["mark"] for line in record["right_lines"]] for record in records[:5]] == [
        ["N[正解]"], ["one answer", "one answer"], ["N[正解]", "other defence"], ["Correct", "Correct"], ["正解"]]
    assert [record["claim"] for record in records] == ["live", None, None, None, None, "kill", "kill", "ko"]


def _collection(games: int, lines: int) -> str:
    """``games`` problems on a 52x52 board, each with ``lines`` right lines of one move."""
    stones = "AB[aa][ba][ca]AW[ab][bb][cb]"
    answers = "".join(f"(;B[{chr(ord('e') + n)}z]C[RIGHT])" for n in range(lines))
    return "".join(f"(;GM[1]SZ[52]PL[B]C[Black to kill]{stones}{answers})" for _ in range(games))


def test_a_file_of_more_right_lines_than_a_check_reads_is_cut_short_and_says_so(capsys, files, monkeypatch):
    from gobenson_gui.cli import problems

    monkeypatch.setattr(problems, "MAX_CHECKED_LINES", 7)
    path = files("long.sgf", _collection(4, 3))
    status, out, err = run(capsys, path, "--format", "json")
    records = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and [len(record.get("right_lines", ())) for record in records] == [3, 3, 0]
    said = "not checked, nor the 1 game after it: the check of a file reads at most 7 right lines"
    assert records[-1] == {"file": path, "problem": 3, "cut_short": said}
    assert err == f"gobenson: {path}: note: game 3: {said}\n"
    _status, out, err = run(capsys, path)
    assert out == "" and err == f"gobenson: {path}: note: game 3: {said}\n"


def test_a_problem_of_more_right_lines_than_a_check_reads_is_not_checked(capsys, files, monkeypatch):
    from gobenson_gui.cli import problems

    monkeypatch.setattr(problems, "MAX_CHECKED_LINES", 2)
    path = files("wide.sgf", _collection(1, 3))
    status, out, err = run(capsys, path)
    assert (status, out) == (0, "")
    assert err == f"gobenson: {path}: note: game 1: not checked: the check of a file reads at most 2 right lines\n"
