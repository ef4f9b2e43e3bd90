"""``gobenson exercises``: generate, make, answers and check end to end, and one-line errors."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gobenson_gui.cli import main

SAMPLES = Path(__file__).resolve().parent.parent / "sample_sgf"
KINDS = ("safe", "vital", "capture", "make-safe", "rules")


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def generated(capsys, tmp_path, kind, count=3, seed="7"):
    path = str(tmp_path / f"{kind}.sgf")
    status, _, err = run(capsys, "exercises", "generate", "--kind", kind, "--count", str(count),
                         "--size", "5x5", "--seed", seed, "-o", path)
    assert (status, err) == (0, "")
    return path


def answer_key(capsys, path) -> dict:
    status, out, _ = run(capsys, "exercises", "answers", path)
    assert status == 0
    return json.loads(out)


@pytest.mark.parametrize("kind", KINDS)
def test_generate_then_check_right_and_wrong_answers(kind, capsys, tmp_path, files):
    path = generated(capsys, tmp_path, kind)
    key = answer_key(capsys, path)
    assert sorted(key) == ["1", "2", "3"]
    right = files("right.json", json.dumps(key))
    status, out, _ = run(capsys, "exercises", "check", path, "--answers", right)
    assert status == 0
    assert out.rstrip().endswith("score: 3 of 3 exercises solved")
    assert "\u2717" not in out  # no cross on any item
    wrong = dict(key, **{"1": key["1"][:-1]})  # the first answer loses its last point
    status, out, _ = run(capsys, "exercises", "check", path, "--answers", files("wrong.json", json.dumps(wrong)),
                         "--format", "json")
    assert status == 0
    report = json.loads(out)
    assert (report["solved"], report["total"]) == (2, 3)
    first = report["exercises"][0]
    assert not first["solved"] and first["answer"] == key["1"] and 1 <= first["difficulty"] <= 5
    assert any(not mark["correct"] and mark["reason"] for mark in first["marks"])


def test_wrong_safe_answer_prints_the_reason_and_a_right_answer(capsys, tmp_path, files):
    path = generated(capsys, tmp_path, "safe", count=1)
    status, out, _ = run(capsys, "exercises", "check", path, "--answers", files("a.json", '{"1": []}'))
    assert status == 0
    assert re.match(r"1\. safe 1 \(seed 7\), difficulty [1-5]: Which (black|white) blocks", out)
    assert "you said not safe, which is wrong. The block at" in out and "is unconditionally alive" in out
    assert "a right answer: " in out and "score: 0 of 1 exercise solved" in out


def test_unanswered_exercises_are_not_solved(capsys, tmp_path, files):
    path = generated(capsys, tmp_path, "capture", count=2)
    key = answer_key(capsys, path)
    _status, out, _ = run(capsys, "exercises", "check", path, "--answers", files("a.json", json.dumps({"2": key["2"]})))
    assert "not answered" in out and "score: 1 of 2 exercises solved" in out


def test_names_and_sgf_points_both_answer(capsys, tmp_path, files):
    sample = str(SAMPLES / "sensei_example1.sgf")
    path = str(tmp_path / "set.sgf")
    assert run(capsys, "exercises", "make", sample, "--kind", "safe", "--colour", "black", "-o", path)[0] == 0
    _status, out, _ = run(capsys, "exercises", "check", path, "--answers", files("a.json", '{"1": ["A6", "ac"]}'))
    assert "score: 1 of 1 exercise solved" in out


def test_the_same_seed_writes_the_same_bytes(capsys, tmp_path):
    first = Path(generated(capsys, tmp_path / "..", "make-safe")).read_bytes()
    second = Path(generated(capsys, tmp_path, "make-safe")).read_bytes()
    assert first == second
    assert first != Path(generated(capsys, tmp_path, "make-safe", seed="8")).read_bytes()


def test_make_appends_to_a_set(capsys, tmp_path):
    sample = str(SAMPLES / "sensei_example1.sgf")
    path = str(tmp_path / "set.sgf")
    assert run(capsys, "exercises", "make", sample, "--kind", "vital", "--point", "A6", "-o", path)[0] == 0
    assert run(capsys, "exercises", "make", sample, "--kind", "make-safe", "--point", "ce", "-o", path,
               "--append")[0] == 0
    assert run(capsys, "exercises", "make", sample, "--kind", "capture", "--point", "E6", "--title", "Take E6",
               "-o", path, "--append")[0] == 0
    data = Path(path).read_bytes()
    assert data.count(b"(;") == 3 and b"GBN[1]" in data and b"GN[Take E6]" in data
    assert answer_key(capsys, path)["1"] == ["ab", "bc"]


@pytest.mark.parametrize("argv, message", [
    (["make", "{sample}", "--kind", "capture", "--point", "A6", "-o", "{out}"],
     "sensei_example1.sgf: the block at A6 is already unconditionally alive"),
    (["make", "{sample}", "--kind", "safe", "-o", "{out}"], "say whose blocks the question is about"),
    (["make", "{sample}", "--kind", "vital", "--point", "Z9", "-o", "{out}"], "--point 'Z9' is not a point"),
    (["make", "{sample}", "--kind", "capture", "--point", "C6", "-o", "{out}"], "--point C6: there is no stone there"),
    (["make", "{sample}", "--kind", "capture", "--point", "E6", "--colour", "white", "-o", "{out}"],
     "the target E6 is not a white stone"),
    (["make", "{missing}", "--kind", "safe", "--colour", "black", "-o", "{out}"], "nothing.sgf: No such file"),
    (["make", "{sample}", "--kind", "safe", "--colour", "black", "-o", "{sample}", "--append"],
     "sensei_example1.sgf: game 1: it is not an exercise (no GBEX property)"),
    (["generate", "--kind", "safe", "--size", "2x9", "-o", "{out}"], "columns must be from 3 to 13"),
    (["generate", "--kind", "safe", "--count", "101", "-o", "{out}"],
     "out.sgf: a set holds 1 to 100 exercises, not 101"),
    (["generate", "--kind", "vital", "--size", "9", "--difficulty", "1", "-o", "{out}"],
     "out.sgf: every exercise on a board of 49 points or more has difficulty 2 or more"),
    (["generate", "--kind", "safe", "--size", "5", "-o", "{folder}/set.sgf"], "set.sgf: "),
    (["check", "{missing}", "--answers", "{sample}"], "nothing.sgf: No such file"),
    (["check", "{sample}", "--answers", "{sample}"], "game 1: it is not an exercise"),
])
def test_bad_input_is_one_line_and_status_1(argv, message, capsys, tmp_path):
    names = {"sample": str(SAMPLES / "sensei_example1.sgf"), "out": str(tmp_path / "out.sgf"),
             "missing": str(tmp_path / "nothing.sgf"), "folder": str(tmp_path / "no" / "such")}
    before = (SAMPLES / "sensei_example1.sgf").read_bytes()
    status, out, err = run(capsys, "exercises", *[part.format(**names) for part in argv])
    assert status == 1 and out == ""
    assert err.count("\n") == 1 and message in err, err
    assert (SAMPLES / "sensei_example1.sgf").read_bytes() == before
    assert not (tmp_path / "out.sgf").exists()


@pytest.mark.parametrize("answers, message", [
    ("not json", "answers.json: not JSON"),
    ('["cc"]', "answers.json: expected an object mapping exercise numbers to point lists"),
    ('{"4": []}', "answers.json: '4' is not an exercise number (the set has 1 to 1)"),
    ('{"1": "cc"}', "answers.json: exercise 1: expected a list of points"),
    ('{"1": ["zz"]}', "answers.json: exercise 1: 'zz' is off the 5x5 board"),
    ('{"1": ["AA"]}', "answers.json: exercise 1: 'AA' is off the 5x5 board (in SGF points, A-Z are the columns "
                      "and rows 27 to 52)"),
    ('{"1": [[[1]]]}', "answers.json: exercise 1: a list is not a point (a string like cc or C3)"),
    ('{"1": [' + "9" * 30 + ']}', "answers.json: exercise 1: 99999999999999999999... is not a point"),
    ('{"1": ' + "[" * 1000 + "]" * 1000 + "}", "answers.json: its lists or objects are nested too deeply to read"),
    ("[" * 100_000 + "]" * 100_000, "answers.json: its lists or objects are nested too deeply to read"),
    ('{"1": [' + "1" * 5000 + ']}', "answers.json: it holds a number too long to read"),
    ('{"\u00b2": []}', "answers.json: '²' is not an exercise number (the set has 1 to 1)"),
    ('{"' + "1" * 5000 + '": []}', "answers.json: '11111111111111111111...' is not an exercise number"),
    ('{"01": [], "1e0": []}', "answers.json: '1e0' is not an exercise number"),
    (b"\xff\xfe{", "answers.json: not JSON"),
    ('{"1": ["Q99"]}', "answers.json: exercise 1: 'Q99' is not a point (an SGF point like cc or a name like C3)"),
    ('{"1": [3]}', "answers.json: exercise 1: 3 is not a point (a string like cc or C3)"),
])
def test_bad_answers_files_are_named(answers, message, capsys, tmp_path, files):
    """One line naming the problem, never a traceback or Python's own words."""
    path = generated(capsys, tmp_path, "safe", count=1)
    status, out, err = run(capsys, "exercises", "check", path, "--answers", files("answers.json", answers))
    assert status == 1 and out == ""
    assert err.count("\n") == 1 and message in err, err


@pytest.mark.parametrize("argv", [
    ["generate", "--kind", "riddle", "-o", "x.sgf"],
    ["generate", "--kind", "safe", "--size", "big", "-o", "x.sgf"],
    ["generate", "--kind", "safe", "--count", "0", "-o", "x.sgf"],
    ["generate", "--kind", "safe", "--count", "\u00b2", "-o", "x.sgf"],
    ["generate", "--kind", "safe", "--seed", "one", "-o", "x.sgf"],
    ["generate", "--kind", "safe", "--difficulty", "6", "-o", "x.sgf"],
    ["generate", "--kind", "safe"],
    ["check", "set.sgf"],
    [],
])
def test_usage_errors_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as leaving:
        main(["exercises", *argv])
    assert leaving.value.code == 2


def test_a_limit_no_placement_meets_is_graded_and_said(capsys, files):
    lone = files("lone.sgf", "(;SZ[5]AB[cc]GBEX[make-safe]GBTG[cc]GBN[2])")
    status, out, _ = run(capsys, "exercises", "check", lone, "--answers", files("a.json", '{"1": ["B2"]}'))
    assert status == 0
    assert "no right answer: no 2 stones make the block unconditionally alive" in out
    assert "score: 0 of 1 exercise solved" in out
    status, out, err = run(capsys, "exercises", "answers", lone)
    assert status == 1 and out == ""
    assert err == f"gobenson: {lone}: exercise 1: no 2 stones make the block unconditionally alive\n"


BIG_BOARD = "(;SZ[30]AB[AA][BA]AW[aa])"
"""A 30x30 board whose black stone AA (the 27th column and row) is an upper-case SGF point."""


def test_every_command_reads_an_upper_case_sgf_point_as_sgf_does(capsys, tmp_path, files):
    board = files("big.sgf", BIG_BOARD)
    status, out, err = run(capsys, "kill", "--point", "AA", "--format", "json", board)
    assert (status, err) == (0, "") and json.loads(out)["point"] == "AA"
    path = str(tmp_path / "set.sgf")
    assert run(capsys, "exercises", "make", board, "--kind", "capture", "--point", "AA", "-o", path)[:2] == (0, "")
    assert b"GBTG[AA]" in Path(path).read_bytes()
    assert run(capsys, "exercises", "make", board, "--kind", "capture", "--point", "AB", "-o", path)[0] == 1


@pytest.mark.parametrize("command", [["kill", "{file}"], ["exercises", "make", "{file}", "--kind", "capture",
                                                         "-o", "{out}"]])
def test_an_upper_case_sgf_point_off_a_small_board_says_what_upper_case_means(command, capsys, tmp_path):
    argv = [part.format(file=SAMPLES / "sensei_example1.sgf", out=tmp_path / "set.sgf") for part in command]
    status, out, err = run(capsys, *argv, "--point", "AA")
    assert (status, out) == (1, "")
    assert err.endswith(": --point 'AA' is off the 6x6 board (in SGF points, A-Z are the columns and rows 27 to "
                        "52)\n")


def test_the_answer_key_ends_quietly_when_its_reader_goes_away(capsys, tmp_path):
    """``gobenson exercises answers SET.sgf | head``: the reader has gone before the key is printed."""
    path = generated(capsys, tmp_path, "capture", count=20)
    process = subprocess.Popen(
        [sys.executable, "-m", "gobenson_gui", "exercises", "answers", path], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, env=dict(os.environ, PYTHONPATH=str(SAMPLES.parent)))
    process.stdout.close()
    error = process.stderr.read()
    assert process.wait(timeout=60) == 128 + 13
    assert error == b""


def test_make_safe_made_by_a_teacher_asks_for_the_two_stones_that_do_it(capsys, tmp_path, files):
    """White D2 captures three black stones, then B3 saves A3: two stones, played in that order."""
    record = files("capture.sgf", "(;SZ[4:3]AB[ba][ca][cb][ac]AW[aa][da][bb][bc][cc])")
    path = str(tmp_path / "set.sgf")
    assert run(capsys, "exercises", "make", record, "--kind", "make-safe", "--point", "A3", "-o", path)[:2] == (0, "")
    assert b"GBN[2]" in Path(path).read_bytes()
    assert answer_key(capsys, path) == {"1": ["db", "ba"]}
    status, _, err = run(capsys, "exercises", "make", record, "--kind", "make-safe", "--point", "A3", "--limit", "2",
                         "-o", path)
    assert (status, err) == (0, "")
