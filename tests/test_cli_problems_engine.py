"""``gobenson problems check --engine``: what a GTP engine reads of the target's block at the end
of each right line, named as the engine's, in text and json, with ``--jobs``; an engine that
fails is one line and the check goes on without it for that problem."""

from __future__ import annotations

import json

import pytest

from gobenson_gui.cli import main
from gobenson_gui.gtp import words as engine_words
from tests.engines.helpers import FAULT_PROGRAM, GNUGO, fault, needs_gnugo

LIVES = "(;SZ[7]GN[White to live]PL[W]TR[ac]AB[ab][bb][cb][db][da][eb][fb]AW[ac][bc][cc][dc][ec][fc][gc][gb]" \
        "(;W[ca]C[RIGHT]))"
"""White's marked block (A5) makes its second eye with C7: open for Benson (Black's stones
around are not alive), alive in play for GNU Go."""

KILLS = "(;SZ[7]GN[Black to kill]PL[B]TR[aa]AB[ba][cb][bc]AW[aa](;B[dd]C[RIGHT]))"
"""A right line that ends with the marked stone in atari, White to move: open for Benson, dead
for GNU Go."""

NOT_SQUARE = "(;SZ[7:5]GN[White to live]PL[W]TR[ac]AB[ab][bb][cb][db][da][eb][fb]" \
             "AW[ac][bc][cc][dc][ec][fc][gc][gb](;W[ca]C[RIGHT]))"


def run(capsys, *argv: str):
    status = main(["problems", "check", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def records(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines()]


@needs_gnugo
def test_text_says_what_gnu_go_reads_at_the_end_of_each_right_line(files, capsys):
    status, out, err = run(capsys, "--engine", GNUGO, files("lives.sgf", LIVES))
    assert status == 0 and err == ""
    assert out.endswith("lives.sgf: problem 1: the right line W C7 ends with the target's life still open "
                        "(an engine would decide it) — GNU Go: alive in play\n")


@needs_gnugo
def test_json_adds_the_engines_name_and_status_to_each_right_line(files, capsys):
    name = files("both.sgf", LIVES + KILLS)
    _, plain, _ = run(capsys, "--format", "json", name)
    status, out, err = run(capsys, "--format", "json", "--engine", GNUGO, name)
    assert status == 0 and err == ""
    lives, kills = found = records(out)
    assert lives["right_lines"][0]["outcome"] == kills["right_lines"][0]["outcome"] == "open"
    assert lives["right_lines"][0].pop("engine") == {"name": "GNU Go", "status": "alive"}
    assert kills["right_lines"][0].pop("engine") == {"name": "GNU Go", "status": "dead"}
    assert found == records(plain) and '"engine"' not in plain


def test_each_worker_of_jobs_asks_its_own_engine(files, capsys):
    names = [files(f"{index}.sgf", LIVES) for index in range(3)]
    status, out, err = run(capsys, "--format", "json", "--jobs", "2", "--engine", fault("alive"), *names)
    assert status == 0 and err == ""
    assert [record["right_lines"][0]["engine"] for record in records(out)] == [
        {"name": "Fault engine", "status": "alive"}] * 3


def test_an_engine_that_fails_is_one_line_and_the_check_goes_on_without_it(files, capsys):
    status, out, err = run(capsys, "--engine", fault("crash"), files("two.sgf", LIVES + LIVES))
    assert status == 0 and err == "" and "Traceback" not in out
    failure = engine_words.crashed(FAULT_PROGRAM, "final_status_list")
    assert out.splitlines() == [f"{path}: problem {number}: {failure} This problem is checked without the engine."
                                for path, number in [(out.split(": ")[0], 1), (out.split(": ")[0], 2)]]


def test_json_names_the_failure_and_keeps_the_facts(files, capsys):
    status, out, _ = run(capsys, "--format", "json", "--engine", fault("unknown-command"), files("one.sgf", LIVES))
    line, = records(out)[0]["right_lines"]
    assert status == 0 and line["outcome"] == "open"
    assert line["engine"] == {"name": "", "status": None,
                              "failure": engine_words.unknown_command(FAULT_PROGRAM, "final_status_list")}


def test_an_engine_that_hangs_is_stopped_after_the_timeout(files, capsys):
    status, out, _ = run(capsys, "--engine", fault("hang"), "--engine-timeout", "1", files("one.sgf", LIVES))
    assert status == 0 and engine_words.timed_out(FAULT_PROGRAM, "final_status_list", 1) in out


def test_a_board_gtp_cannot_name_goes_without_the_engine(files, capsys):
    status, out, _ = run(capsys, "--engine", fault("alive"), files("wide.sgf", NOT_SQUARE + LIVES))
    assert status == 0
    wide, square = out.splitlines()
    assert engine_words.not_square(7, 5) in wide and "This problem is checked without the engine." in wide
    assert square.endswith("— Fault engine: alive in play")


def test_an_engine_that_cannot_start_is_one_line_and_the_check_stops(files, capsys):
    status, out, err = run(capsys, "--engine", "no-such-engine-here", files("one.sgf", LIVES))
    assert (status, out) == (1, "")
    assert err.strip() == f"gobenson: --engine: {engine_words.not_found('no-such-engine-here')}"


def test_the_engine_options_read_as_analyzes_do(capsys):
    helps = []
    for command in (["problems", "check"], ["analyze"]):
        with pytest.raises(SystemExit):
            main([*command, "--help"])
        helps.append(" ".join(capsys.readouterr().out.split()))
    for words in ("; COMMAND is its command line, e.g. \"gnugo --mode gtp\" or", "Square boards up to 25x25 only",
                  "--engine-timeout SECONDS how long the engine may take over one command (default: 30)"):
        assert all(words in text for text in helps)


NO_TARGET = "(;SZ[7]PL[B]AB[eb][fb][bc][cc][dc][be]AW[da][ab][bb][cb][db](;B[ba]))"
"""Black's one line, unmarked, names no target and neither captures nor ends unconditionally
alive: the engine reads the blocks the line decides."""


def test_without_a_target_the_engine_reads_each_block_the_line_decides(files, capsys):
    name = files("plain.sgf", NO_TARGET)
    status, out, _ = run(capsys, "--format", "json", "--engine", fault("alive"), name)
    record, = records(out)
    assert status == 0 and record["target"] is None
    assert record["right_lines"][0]["engine"] == {"name": "Fault engine", "blocks": [
        {"at": "ba", "colour": "black", "status": "alive"}, {"at": "da", "colour": "white", "status": "alive"}]}
    status, out, _ = run(capsys, "--engine", fault("alive"), name)
    assert out.endswith(": problem 1: the right line B B7 ends with nothing proven, as the problem names no target "
                        "(an engine would read the blocks the line decides) — Fault engine: the black block at B7 "
                        "alive in play, the white block at D7 alive in play\n")


KO = "(;SZ[9]PL[W]TR[bb]AB[ba][ab][bc]AW[bb][ca][db][cc](;W[ee]C[RIGHT]))"
"""White's marked stone at B8 stands alone in atari, Black to move, and its capture is a ko
capture: the line ends in a ko for the target, which the engine's reading sits beside."""


def test_a_ko_for_the_target_is_said_so_beside_the_engines_reading(files, capsys):
    status, out, _ = run(capsys, "--engine", fault("alive"), files("ko.sgf", KO))
    assert status == 0
    assert out.endswith("ko.sgf: problem 1: the right line W E5 ends with the target in a ko — Fault engine: "
                        "alive in play\n")
