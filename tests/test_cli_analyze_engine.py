"""``gobenson analyze --engine``: each block's status in play beside Benson's verdict, in text
and json, with GNU Go and the fault engine; an engine that fails is one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gobenson_gui.cli import main
from gobenson_gui.cli import words as cli_words
from gobenson_gui.core.words import engine as words
from gobenson_gui.gtp import words as gtp_words
from tests.engines.helpers import EXAMPLE2_DIAGRAM, FAULT_PROGRAM, GNUGO, fault, needs_gnugo



def run(capsys, *argv: str):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@needs_gnugo
def test_text_sets_gnu_go_s_status_beside_benson_s(files, capsys):
    status, out, err = run(capsys, "analyze", "--engine", GNUGO, files("ex2.txt", EXAMPLE2_DIAGRAM))
    assert status == 0 and err == ""
    assert "In play, according to GNU Go:\n" in out
    assert ("  Black block at C1: alive in play (GNU Go), but not unconditionally alive: White captures it if "
            "Black always passes — see How does it die?\n") in out
    assert "  White block at A7: dead in play (GNU Go), and not unconditionally alive either.\n" in out


@needs_gnugo
def test_json_adds_the_engine_key_only_when_an_engine_is_given(files, capsys):
    name = files("ex2.txt", EXAMPLE2_DIAGRAM)
    _, plain, _ = run(capsys, "analyze", "--format", "json", name)
    status, out, err = run(capsys, "analyze", "--format", "json", "--engine", GNUGO, name)
    assert status == 0 and err == ""
    with_engine = json.loads(out)
    engine = with_engine.pop("engine")
    assert with_engine == json.loads(plain) and "engine" not in json.loads(plain)
    assert engine["name"] == "GNU Go"
    assert {(block["at"], block["status"], block["unconditionally_alive"]) for block in engine["blocks"]} == {
        ("ac", None, True), ("cg", "alive", False), ("aa", "dead", False), ("da", "dead", False),
        ("bb", "dead", False)}


@needs_gnugo
def test_gnu_go_reads_a_finished_19x19_game_block_by_block_within_the_default_limit(capsys):
    """The final position of the blood-vomiting game: GNU Go's whole-board final_status_list
    takes half a minute of processor time there, beyond the default limit on a busy machine;
    its owl reading of the 79 blocks, each question under the limit, takes about a second."""
    sample = str(Path(__file__).parent.parent / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf")
    status, out, err = run(capsys, "analyze", "--engine", GNUGO, sample)
    assert status == 0 and err == ""
    lines = out.split("In play, according to GNU Go:\n")[1].splitlines()
    blocks = [line for line in lines if line.startswith(("  Black block at ", "  White block at "))]
    assert len(blocks) == 79 and any("critical in play (GNU Go)" in line for line in blocks)
    assert "  White block at S14: dead in play (GNU Go), and not unconditionally alive either." in blocks


def test_the_time_limit_is_each_block_s_not_the_whole_board_s(files, capsys):
    """An engine reading block by block is never asked the whole board at once: this one never
    answers final_status_list, and answers each block's owl question within the second allowed."""
    status, out, err = run(capsys, "analyze", "--engine", fault("owl"), "--engine-timeout", "1",
                           files("ex2.txt", EXAMPLE2_DIAGRAM))
    assert status == 0 and err == ""
    assert "  Black block at C1: alive in play (Fault engine), but not unconditionally alive" in out
    assert "  Black block at A5: " + words.not_asked("Fault engine") + "\n" in out


def test_json_pretty_holds_the_same_engine_key(files, capsys):
    name = files("ex2.txt", EXAMPLE2_DIAGRAM)
    _, compact, _ = run(capsys, "analyze", "--format", "json", "--engine", fault("liar"), name)
    _, pretty, _ = run(capsys, "analyze", "--format", "json", "--pretty", "--engine", fault("liar"), name)
    assert json.loads(compact) == json.loads(pretty)
    assert json.loads(compact)["engine"]["blocks"][0] == {"colour": "black", "at": "ac", "status": "dead",
                                                          "unconditionally_alive": True}


def test_an_engine_calling_a_pass_alive_block_dead_is_said_to_be_wrong(files, capsys):
    status, out, err = run(capsys, "analyze", "--engine", fault("liar"), files("ex2.txt", EXAMPLE2_DIAGRAM))
    assert status == 0 and err == ""
    assert "  Black block at A5: " + words.engine_wrong("Fault engine") + "\n" in out


def test_an_engine_that_cannot_start_is_one_line_for_the_whole_command(files, capsys):
    status, out, err = run(capsys, "analyze", "--engine", "no-such-engine", files("a.txt", EXAMPLE2_DIAGRAM),
                           files("b.txt", EXAMPLE2_DIAGRAM))
    assert status == 1 and out == ""
    assert err == cli_words.problem("--engine", gtp_words.not_found("no-such-engine")) + "\n"


@pytest.mark.parametrize(("mode", "message"), [
    ("crash", gtp_words.crashed(FAULT_PROGRAM, "final_status_list")),
    ("garbage", gtp_words.garbage(FAULT_PROGRAM, "final_status_list", "Segmentation fault? no, just noise")),
    ("unknown-command", gtp_words.unknown_command(FAULT_PROGRAM, "final_status_list")),
])
def test_an_engine_that_fails_is_one_line_for_the_file(files, capsys, mode, message):
    name = files("ex2.txt", EXAMPLE2_DIAGRAM)
    status, out, err = run(capsys, "analyze", "--engine", fault(mode), name)
    assert status == 1 and out == ""
    assert err == cli_words.problem(name, message) + "\n"


def test_a_hanging_engine_is_stopped_after_the_timeout(files, capsys):
    name = files("ex2.txt", EXAMPLE2_DIAGRAM)
    status, out, err = run(capsys, "analyze", "--engine", fault("hang"), "--engine-timeout", "1", name)
    assert status == 1 and out == ""
    assert err == cli_words.problem(name, gtp_words.timed_out(FAULT_PROGRAM, "final_status_list", 1)) + "\n"


def test_a_rectangular_board_is_refused_in_one_line(capsys):
    """GTP's boardsize takes one number: Sensei's Example 2 as drawn (4x7) cannot be sent."""
    sample = str(Path(__file__).parent.parent / "sample_sgf" / "sensei_example2.sgf")
    status, out, err = run(capsys, "analyze", "--engine", fault("alive"), sample)
    assert status == 1 and out == ""
    assert err == cli_words.problem(sample, gtp_words.not_square(4, 7)) + "\n"


@pytest.mark.parametrize("value", ["0", "-1", "soon", "inf", "nan"])
def test_the_timeout_must_be_a_positive_number(capsys, value):
    with pytest.raises(SystemExit):
        main(["analyze", "--engine-timeout", value, "x.txt"])
    assert str(cli_words.SECONDS) in capsys.readouterr().err
