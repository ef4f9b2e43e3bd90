"""``gobenson gtp``: the engine driven as GoGui and gogui-regress drive it, through the real
subprocess; and its regression runner on the project's ``.tst`` suite and on files made here."""

from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gobenson_gui.gtp.protocol import LARGEST_INT, MAX_LINE_BYTES
from gobenson_gui.core.words import gtp as words

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_sgf"
ENGINE = [sys.executable, "-m", "gobenson_gui", "gtp"]


LATIN_1 = {**os.environ, "LC_ALL": "C.ISO-8859-1", "PYTHONIOENCODING": "latin-1", "GOBENSON_LANG": "ja"}
"""A locale whose character set lacks most of what a person may type: Python's standard streams
are Latin-1 under it (PYTHONIOENCODING as the locale would, where the system has none such)."""


def session(commands: str | bytes, *options: str, env: dict[str, str] | None = None) -> list[str]:
    """The answers of a whole session, fed ``commands`` on standard input, each without its
    closing empty line."""
    data = commands.encode() if isinstance(commands, str) else commands
    done = subprocess.run([*ENGINE, *options], input=data, capture_output=True, timeout=60, env=env)
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    text = done.stdout.decode()
    assert text.endswith("\n\n") or text == ""
    return text[:-2].split("\n\n") if text else []


def stones(board: str) -> str:
    """The stones of a ``showboard`` answer, in reading order, its status and column letters left out."""
    return "".join(symbol for row in board.splitlines()[2:] for symbol in row.split()[1:] if symbol in "XO")


def test_ids_are_echoed_and_failures_answered_with_a_question_mark():
    answers = session("7 protocol_version\nname\n12 frobnicate\n3 play b\n")
    assert answers == ["=7 2", "= gobenson", "?12 unknown command", "?3 syntax error: expected a colour and a vertex"]


def test_empty_lines_comments_and_control_characters_are_no_commands():
    answers = session("\n   \n# only a comment\n\x01name # trailing comment\n\tknown_command\tplay\n")
    assert answers == ["= gobenson", "= true"]


def test_a_lone_cr_is_dropped_as_gtp_says_not_taken_for_a_line_end():
    """GTP 2.2: CR is removed like every control character; GNU Go answers such a line once."""
    assert session("1 name\r2 name\n") == ["?1 unknown command"]  # one command: 1 name2 name
    assert session("1 name\r\n2 protocol_version\r\n") == ["=1 gobenson", "=2 2"]


def test_answers_are_utf_8_whatever_the_locale():
    """GTP's own words are ASCII; what a person typed goes back as UTF-8, the bytes it came in,
    where the locale's character set has no such letters."""
    done = subprocess.run(ENGINE, input="boardsize 碁盤\nloadsgf 碁.sgf\n1 name\n".encode(), capture_output=True,
                          timeout=60, env=LATIN_1)
    assert done.returncode == 0 and done.stderr == b""
    answers = done.stdout.decode("utf-8").split("\n\n")
    assert answers[0] == "? " + words.not_a_number("碁盤")
    assert answers[1].startswith("? cannot load file:") and answers[2:] == ["=1 gobenson", ""]


def test_a_line_over_the_bound_is_answered_and_the_next_read():
    setup = "2 gogui-setup " + " ".join(f"b {column}{row}" for column in "ABCDEFGHJKLMNOPQRST" for row in range(1, 20))
    answers = session(f"7 {'x' * 3 * MAX_LINE_BYTES}\n8 name\n{setup}\n3 name # {'#' * MAX_LINE_BYTES}\n"
                      f"{' ' * MAX_LINE_BYTES} name\n")
    assert answers[:2] == ["?7 " + words.line_too_long(MAX_LINE_BYTES), "=8 gobenson"]
    assert answers[2:4] == ["=2 ", "=3 gobenson"]  # a long setup, a command whose comment runs past the bound
    assert answers[4:] == ["? " + words.line_too_long(MAX_LINE_BYTES)]


def test_numbers_past_gtps_ints_are_refused_in_the_engines_words():
    """Python reads no more than 4,300 digits and says so in its own words: none reach it."""
    many = "9" * 5000
    answers = session(f"boardsize {many}\nboardsize 2147483648\nloadsgf {SAMPLES / 'welcome.sgf'} {many}\n"
                      f"gobenson-half_step_gfx black {many}\nplay b A{many}\nplay b A²\n")
    assert answers[:4] == ["? " + words.number_too_large(LARGEST_INT)] * 4
    assert answers[4:] == ["? invalid coordinate: 'A9999999999999999999...' names no row of a 19-row board",
                           "? invalid coordinate: 'A²' names no row of a 19-row board"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_loadsgf_refuses_a_fifo_a_device_and_a_folder(tmp_path):
    """Reading a FIFO waits for a writer that never comes: the engine would hang for good."""
    fifo = tmp_path / "game.sgf"
    os.mkfifo(fifo)
    answers = session(f"loadsgf {fifo}\nloadsgf {os.devnull}\nloadsgf {tmp_path}\nname\n")
    assert answers == ["? " + words.not_a_regular_file(str(fifo)), "? " + words.not_a_regular_file(os.devnull),
                       "? " + words.not_a_regular_file(str(tmp_path)), "= gobenson"]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT is a POSIX signal")
def test_sigint_ends_the_engine_quietly():
    engine = subprocess.Popen(ENGINE, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        engine.stdin.write(b"name\n")
        engine.stdin.flush()
        assert engine.stdout.readline() == b"= gobenson\n"  # the engine is reading its commands
        engine.send_signal(signal.SIGINT)
        assert engine.wait(timeout=60) == 128 + signal.SIGINT
        assert engine.stderr.read() == b""
    finally:
        engine.kill()
        engine.wait()


def test_quit_ends_the_session_and_what_follows_is_not_read():
    assert session("quit\nname\n") == ["= "]


def test_end_of_input_ends_cleanly_mid_session():
    assert session("boardsize 9\nplay b E5") == ["= ", "= "]


def test_moves_capture_and_undo_takes_them_back_one_by_one():
    answers = session("boardsize 5\nplay w A1\nplay b B1\nplay b A2\nshowboard\nplay b A2\n"
                      "undo\nshowboard\nundo\nundo\nundo\n")
    assert answers[:4] == ["= "] * 4
    assert stones(answers[4]) == "XX"  # A2 took A1's last liberty
    assert answers[5] == "? illegal move: the point is already occupied"
    assert answers[6] == "= " and sorted(stones(answers[7])) == ["O", "X"]
    assert answers[8:] == ["= ", "= ", "? " + words.NOTHING_TO_UNDO]


def test_ko_cannot_be_retaken_at_once():
    # Black captures the white stone at B2 by playing C2 ... a classic ko shape on a 4x4 board.
    answers = session("boardsize 4\ngogui-setup b B1 b A2 b B3 w C1 w D2 w C3 w B2\n"
                      "play b C2\nplay w B2\nplay w D4\nplay b D3\nplay w B2\n")
    assert answers[2] == "= "  # black takes the ko
    assert answers[3].startswith("? illegal move: the move retakes a ko at once")
    assert answers[-1] == "= "  # after a move elsewhere, white may take back


def test_suicide_is_refused_or_played_by_the_rules():
    commands = "boardsize 3\ngogui-setup w B1 w A2\nplay b A1\n"
    assert session(commands)[-1].startswith("? illegal move: the move is suicide")
    assert session(commands, "--rules", "suicide")[-1] == "= "
    assert session("gobenson-rules\ngobenson-rules suicide\ngobenson-rules\ngobenson-rules seki\n")[:3] == \
        ["= no-suicide", "= suicide", "= suicide"]


def test_board_sizes_square_rectangular_and_out_of_range():
    answers = session("boardsize 13 7\nplay b N7\nplay b O7\nrectangular_boardsize 52 2\nplay b BB2\n"
                      "boardsize 53\nboardsize 0\nboardsize nine\n")
    assert answers[:5] == ["= ", "= ", "? invalid coordinate: 'O7' names no column of a 13-column board", "= ", "= "]
    assert answers[5].startswith("? unacceptable size")
    assert answers[6].startswith("? unacceptable size")
    assert answers[7] == "? syntax error: nine is not a number"


def test_columns_past_z_go_on_with_two_letters_skipping_i():
    answers = session("boardsize 27\nplay b AB1\nplay b AC1\nplay b AI1\nshowboard\nunconditional_status ab1\n")
    assert answers[1] == "= "
    assert answers[2].startswith("? invalid coordinate: 'AC1'")
    assert answers[3].startswith("? invalid coordinate: 'AI1'")
    header, *_rows, bottom = answers[4].splitlines()[1:]
    assert header.split()[-3:] == ["Z", "AA", "AB"] and bottom.split()[-1] == "X"
    assert answers[5] == "= undecided"
    assert session("boardsize 52\nplay w ZZ1\n")[1].startswith("? invalid coordinate: 'ZZ1'")


def test_genmove_fails_clearly():
    assert session("genmove b\n") == ["? " + words.DOES_NOT_PLAY]


def test_loadsgf_gives_the_position_before_the_move_number():
    game = SAMPLES / "blood-vomiting-game-1835-with-variations.sgf"
    answers = session(f"loadsgf {game} 1\nshowboard\nloadsgf {game} 3\nshowboard\nloadsgf {game} 100000\n"
                      f"loadsgf {SAMPLES / 'missing.sgf'}\nloadsgf {game} 0\n")
    assert answers[0] == "= black"
    assert stones(answers[1]) == ""  # before move 1: the empty board
    assert answers[2] == "= black"
    assert sorted(stones(answers[3])) == ["O", "X"]  # moves 1 and 2 played
    assert answers[4].startswith("? cannot load file: move 100000 is past the end")
    assert answers[5].startswith("? cannot load file:")
    assert answers[6] == "? syntax error: expected a move number from 1"


def test_setup_may_leave_blocks_without_liberties():
    answers = session("boardsize 3\ngogui-setup b A1 w A2 w B1\ngogui-setup_player w\nshowboard\n"
                      "unconditional_status A1\n")
    assert answers[1] == "= " and "!" in answers[3]  # the marked board flags the airless block
    assert answers[4] == "= undecided"


def test_verdicts_in_gnu_go_and_fuego_words():
    answers = session(f"loadsgf {SAMPLES / 'sensei_example2.sgf'}\nunconditional_status A4\n"
                      "unconditional_status A5\nunconditional_status C1\nunconditional_status B2\n"
                      "go_safe benson black\ngo_safe benson white\ngo_safe static\n"
                      "final_status_list alive\nfinal_status_list dead\nfinal_status_list seki\n")
    assert answers[1:5] == ["= black_territory", "= alive", "= undecided", "= undecided"]
    assert answers[5] == "= 14 A5 B5 C5 D5 A4 B4 C4 D4 A3 B3 C3 D3 A2 A1"
    assert answers[6] == "= 0"
    assert answers[7] == "? " + words.ONLY_BENSON
    assert answers[8] == "= A5 B5 C5 D5 B4 D4 A3 B3 C3 D3 A2 A1"
    assert answers[9:] == ["= ", "= "]


def test_dead_stones_are_those_in_pass_alive_territory():
    answers = session("boardsize 5\ngogui-setup b A2 b B2 b C2 b D2 b E2 b B1 b D1 w A1\n"
                      "unconditional_status A1\nfinal_status_list dead\n")
    assert answers[2:] == ["= dead", "= A1"]


def test_gobenson_commands_answer_from_the_analysis():
    answers = session(f"loadsgf {SAMPLES / 'sensei_example2.sgf'}\ngobenson-explain C1\ngobenson-capture C1\n"
                      "gobenson-capture A5\ngobenson-regions_gfx A5\ngobenson-half_step_gfx black 1\n"
                      "gobenson-half_step_gfx black 3\ngobenson-support A5 C1\ngobenson-support A5 A7\n"
                      "gobenson-explain B2\ngobenson-safe_gfx\ngobenson-territory_gfx\n")
    assert answers[1].startswith("= The block at C1 is not unconditionally alive: cast out in round 1")
    assert answers[2].startswith("= w ") and all(word == "w" for word in answers[2].split()[1::2])
    assert answers[3] == "? " + words.cannot_be_captured("A5")
    regions = answers[4].removeprefix("= ").splitlines()
    assert regions[0].startswith("CIRCLE A5") and regions[-1].startswith("TEXT The block at A5 is unconditionally")
    assert any(line.startswith("LABEL ") for line in regions)
    assert answers[5].splitlines()[-1] == "TEXT Half-step 1 of 2: round 1, blocks leave"
    assert answers[6] == "? syntax error: half-step 3 is not one of 0 to 2"
    assert answers[7].splitlines()[-1] == "  S(Y) = the blocks of Y in Z, the support of Y: A5"
    assert answers[8] == "? " + words.mixed_colours("A5", "A7")
    assert answers[9] == "? " + words.no_stone("B2")
    assert answers[10].startswith("= BLACK A5") and "WHITE" not in answers[10]
    assert answers[11] == "= BLACK A4 C4"


def test_analyze_commands_are_in_gogui_format_and_known():
    listed = session("gogui-analyze_commands\n")[0].removeprefix("= ").splitlines()
    assert len(listed) == len(words.ANALYZE_LABELS)
    names = set()
    for line in listed:
        kind, label, command = line.split("/")
        assert kind in ("gfx", "var", "string") and label in words.ANALYZE_LABELS.values()
        names.add(command.split()[0])
    known = session("".join(f"known_command {name}\n" for name in sorted(names)) + "list_commands\n")
    assert known[:-1] == ["= true"] * len(names)
    assert names <= set(known[-1].removeprefix("= ").splitlines())


def test_the_project_suite_passes_through_the_runner():
    suites = sorted(str(path) for path in (ROOT / "tests" / "gtp").glob("*.tst"))
    assert suites
    done = subprocess.run([*ENGINE, "--regress", *suites], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("0 not as the file expects") == len(suites)


def test_the_runner_reports_failures_known_failures_and_negations(tmp_path):
    suite = tmp_path / "mixed.tst"
    suite.write_text("boardsize 5\n1 name\n#? [gobenson]\n2 name\n#? [gnugo]\n3 name\n#? [gnugo]*\n"
                     "4 name\n#? [gobenson]*\n5 name\n#? [!gnugo]\n")
    done = subprocess.run([*ENGINE, "--regress", str(suite)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        words.regress_result(str(suite), "2", "FAILED", "gobenson", "gnugo"),
        words.regress_result(str(suite), "4", "PASSED", "gobenson", "gobenson"),
        words.regress_summary(str(suite), 5, 2)]


def test_the_runner_judges_as_gogui_regress_and_regress_awk_both_do(tmp_path):
    """A failure answer fails in gogui-regress whatever the pattern, while regress.awk matches
    its message; regress.awk reads the first line of an answer, gogui-regress all of it."""
    suite = tmp_path / "runners.tst"
    suite.write_text("boardsize 3\n1 play b Z9\n#? [invalid coordinate: .*]\n2 showboard\n#? [.*A B C.*]\n"
                     "3 play b Z9\n#? [alive]*\n")
    done = subprocess.run([*ENGINE, "--regress", str(suite)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"{suite}:1: FAILED in gogui-regress, passed in regress.awk: got \"? invalid")
    assert lines[1].startswith(f"{suite}:2: passed in gogui-regress, FAILED in regress.awk: got ")
    assert lines[2:] == [words.regress_summary(str(suite), 3, 2)]  # 3 fails in both, as it is known to


def test_the_runner_says_what_a_malformed_file_lacks_and_fails_it(tmp_path):
    """GNU Go's unconditional.tst has expectations without their ``]``: gogui-regress refuses
    them, regress.awk counts them; neither drops them silently, nor does gobenson."""
    suite = tmp_path / "malformed.tst"
    suite.write_text("#? [alive]\n1 name\n#? [gobenson\n2 name\n#? gobenson]\n3 name\n#?\n"
                     "name\n#? [gobenson]\n4 name\n5 name\n#? [gobenson]\n5 name\n#? [gobenson]\n6 name\n#? [(]\n")
    done = subprocess.run([*ENGINE, "--regress", str(suite)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    fault = words.regress_fault
    assert done.stdout.splitlines()[:8] == [
        fault(str(suite), 1, words.EXPECTATION_WITHOUT_COMMAND),
        fault(str(suite), 3, words.lacks_bracket("[gobenson", "]")),
        fault(str(suite), 5, words.lacks_bracket("gobenson]", "[")),
        fault(str(suite), 7, words.EMPTY_EXPECTATION),
        fault(str(suite), 9, words.EXPECTATION_WITHOUT_NUMBER),
        fault(str(suite), 10, words.no_expectation("4")),
        fault(str(suite), 13, words.number_again("5", 11)),
        fault(str(suite), 16, words.bad_pattern("[(]", "missing ), unterminated subpattern at position 0"))]
    assert done.stdout.splitlines()[8:] == [words.regress_summary(str(suite), 2, 0)]


def test_the_runner_names_a_pattern_too_large_or_too_deep_for_python(tmp_path):
    suite = tmp_path / "patterns.tst"
    deep = "(" * 5000 + ")" * 5000
    suite.write_text(f"1 name\n#? [a{{99999999999}}]\n2 name\n#? [{deep}]\n3 name\n#? [gobenson]\n")
    done = subprocess.run([*ENGINE, "--regress", str(suite)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stderr == ""
    assert done.stdout.splitlines() == [
        words.regress_fault(str(suite), 2, words.bad_pattern("[a{99999999999}]", "the repetition number is too large")),
        words.regress_fault(str(suite), 4, words.bad_pattern(f"[{deep}]", words.NESTED_TOO_DEEPLY)),
        words.regress_summary(str(suite), 1, 0)]


def test_the_runner_reads_its_file_as_the_engine_reads_its_input(tmp_path):
    """A lone CR ends no line there either, and the report escapes what the locale cannot write."""
    suite = tmp_path / "bytes.tst"
    suite.write_bytes("1 name\r2 name\n#? [.*]\n3 name\n#? [碁]\n".encode())
    done = subprocess.run([*ENGINE, "--regress", str(suite)], capture_output=True, timeout=60, env=LATIN_1)
    assert done.returncode == 1 and done.stderr == b""
    report = [words.regress_result(str(suite), "1", "FAILED in gogui-regress, passed in regress.awk",
                                   "? unknown command", ".*"),
              words.regress_result(str(suite), "3", "FAILED", "gobenson", "碁"),
              words.regress_summary(str(suite), 2, 2)]
    assert done.stdout == "".join(line + "\n" for line in report).encode("latin-1", "backslashreplace")


def test_an_empty_answer_has_the_space_gtp_2_and_regress_awk_want():
    assert session("21 boardsize 9\nboardsize 9\n21 showboard\n")[:2] == ["=21 ", "= "]
    assert session("21 showboard\n")[0].startswith("=21 \n")


def test_the_runner_names_a_file_it_cannot_read(tmp_path):
    missing = tmp_path / "none.tst"
    done = subprocess.run([*ENGINE, "--regress", str(missing)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "none.tst" in done.stderr


VERTICES = st.sampled_from(["A1", "a1", "T19", "Z25", "AA26", "BB52", "I5", "J0", "pass", "PASS", "C3", "-1", "A99"])
WORDS = st.sampled_from(["protocol_version", "boardsize", "rectangular_boardsize", "clear_board", "komi", "play",
                         "undo", "showboard", "gogui-setup", "gogui-setup_player", "set_position", "gobenson-rules",
                         "unconditional_status", "go_safe", "benson", "final_status_list", "alive", "dead",
                         "gobenson-explain", "gobenson-regions_gfx", "gobenson-safe_gfx", "gobenson-territory_gfx",
                         "gobenson-half_step_gfx", "gobenson-capture", "gobenson-support", "known_command",
                         "genmove", "b", "w", "black", "white", "suicide", "0", "1", "2", "5", "52", "53", "7.5",
                         "#", "12", "\t", "\x00"])
LINES = st.one_of(
    st.lists(st.one_of(WORDS, VERTICES), min_size=1, max_size=8).map(" ".join).map(str.encode),
    st.binary(max_size=40).map(lambda raw: raw.replace(b"\n", b"")),  # CR, NUL, bytes that are not UTF-8
    st.text(max_size=12).map(lambda text: text.replace("\n", "").encode()),  # any letter, no-break spaces too
    st.tuples(st.sampled_from([b"boardsize ", b"play b A", b"gobenson-half_step_gfx black ", b"komi ", b"7 "]),
              st.integers(4000, 6000)).map(lambda wanted: wanted[0] + b"9" * wanted[1]),  # past int()'s limit
    st.integers(1, 3).map(lambda times: b"8 gogui-setup" + b" b A1" * (times * MAX_LINE_BYTES // 5)),  # too long
)
CONTROLS = bytes([*range(9), *range(10, 32), 127])


def holds_a_command(line: bytes) -> bool:
    """Whether the engine answers ``line``, as GTP's section 2.2 says in bytes: one over the
    bound always (those made above have no comment)."""
    text = line.translate(None, CONTROLS).replace(b"\t", b" ").split(b"#", 1)[0]
    return len(line) > MAX_LINE_BYTES or text.strip(b" ") != b""


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(LINES, min_size=1, max_size=40), st.booleans())
def test_random_lines_never_stop_the_engine(lines, latin_1):
    """Whatever the lines and the locale, the engine answers each command once, in UTF-8, and is
    still there to answer the last."""
    lines = [line for line in lines if b"quit" not in line.translate(None, CONTROLS).lower()]
    commands = b"".join(line + b"\n" for line in lines) + b"99999 name\n"
    done = subprocess.run(ENGINE, input=commands, capture_output=True, timeout=120, env=LATIN_1 if latin_1 else None)
    assert done.returncode == 0 and done.stderr == b""
    answers = done.stdout.decode("utf-8")[:-2].split("\n\n")
    assert len(answers) == sum(map(holds_a_command, lines)) + 1
    assert answers[-1] == "=99999 gobenson"
    assert all(re.match(r"[=?]\d* ", answer) for answer in answers)  # GTP 2: a space after status and id
    assert not any(words.engine_failed("") in answer for answer in answers)


def test_each_answer_comes_before_the_next_command_is_sent():
    """As GoGui drives an engine: a command, then its answer is awaited before the next is written."""
    buffered = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    engine = subprocess.Popen(ENGINE, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              env=buffered)
    try:
        for command, expected in (("1 name\n", b"=1 gobenson\n"), ("2 boardsize 9\n", b"=2 \n"),
                                  ("3 play b E5\n", b"=3 \n"), ("4 unconditional_status E5\n", b"=4 undecided\n")):
            engine.stdin.write(command.encode())
            engine.stdin.flush()
            ready, _, _ = select.select([engine.stdout], [], [], 60)
            assert ready, f"no answer to {command!r}"
            assert engine.stdout.readline() == expected and engine.stdout.readline() == b"\n"
        engine.stdin.write(b"quit\n")
        engine.stdin.flush()
        assert engine.wait(timeout=60) == 0
    finally:
        engine.kill()
        engine.wait()


def test_gtp_is_spoken_in_english_whatever_the_language_chosen():
    """Controllers compare GTP's answers, and .tst files state them in English: --lang, which
    changes the analysis's words, leaves the engine's answers as they are, those whose words the
    command line and the Python API translate (a point that is none, unknown rules) included."""
    commands = ("boardsize 53\nloadsgf no-such-file.sgf\nloadsgf " + str(SAMPLES / "welcome.sgf") + " 99\n"
                "boardsize 4\nplay b Z99\ngobenson-rules chinese\n")
    english = session(commands)
    for language in ("ja", "de"):
        done = subprocess.run([sys.executable, "-m", "gobenson_gui", "--lang", language, "gtp"],
                              input=commands.encode(), capture_output=True, timeout=60)
        assert done.returncode == 0 and done.stdout.decode()[:-2].split("\n\n") == english
    assert all(answer.startswith("?") for answer in english[:3] + english[4:])
    assert english[4:] == ["? invalid coordinate: 'Z99' names no column of a 4-column board",
                           "? unknown rules 'chinese' (choose no-suicide, suicide)"]
