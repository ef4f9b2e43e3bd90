"""The engine client and the comparison: GNU Go for real, and the fault engine for each way an
engine can fail (one message, and gobenson goes on)."""

from __future__ import annotations

import re
import sys
import threading

import pytest

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.words import engine as words
from gobenson_gui.gtp import client as gtp_client
from gobenson_gui.gtp import words as gtp_words
from gobenson_gui.gtp.client import EngineCancelled, EngineError, GtpClient
from gobenson_gui.gtp.statuses import compare_with_engine, position_problem
from gobenson_gui.view.engine_comparison import EngineComparison
from tests.engines.helpers import EXAMPLE2_SQUARE, FAULT_ENGINE, FAULT_PROGRAM, GNUGO, fault, needs_gnugo

ANALYSIS = analyze(EXAMPLE2_SQUARE)


def comparison(command: str, timeout: float = 20) -> EngineComparison:
    with GtpClient(command, timeout) as client:
        return compare_with_engine(client, ANALYSIS)


def statuses(result: EngineComparison) -> dict[str, tuple[str | None, bool]]:
    return {f"{block.colour.value} {block.first}": (block.status, block.unconditionally_alive)
            for block in result.blocks}


@needs_gnugo
def test_gnu_go_calls_example_2_alive_though_benson_does_not():
    result = comparison(GNUGO)
    assert result.engine == "GNU Go"
    assert statuses(result) == {"black (0, 2)": (None, True), "black (2, 6)": ("alive", False),
                                "white (0, 0)": ("dead", False), "white (3, 0)": ("dead", False),
                                "white (1, 1)": ("dead", False)}
    c1 = next(block for block in result.blocks if block.first == (2, 6))
    assert c1.alive_only_in_play and not c1.engine_wrong
    assert c1.sentence(result.engine) == ("alive in play (GNU Go), but not unconditionally alive: White captures it "
                                          "if Black always passes — see How does it die?")


def test_an_engine_that_calls_a_pass_alive_block_dead_is_said_to_be_wrong():
    result = comparison(fault("liar"))
    wrong = [block.first for block in result.blocks if block.engine_wrong]
    assert wrong == [(0, 2)]
    assert result.blocks[0].sentence("Fault engine") == words.engine_wrong("Fault engine")


def test_gnu_go_s_final_status_is_asked_per_block_when_the_lists_are_unknown():
    result = comparison(fault("final-status"))
    assert {block.status for block in result.blocks if not block.unconditionally_alive} == {"alive"}


def test_an_engine_slow_to_start_is_given_time_for_its_first_answer():
    """The time limit is per command once the engine runs: the first answer has the start-up's
    allowance (KataGo loads its network before it answers)."""
    result = comparison(fault("slow-start"), 1)
    assert {block.status for block in result.blocks} == {"alive"}


def test_an_owl_engine_is_asked_block_by_block_only_of_the_blocks_benson_does_not_prove_alive():
    """GNU Go's owl reads one block at a time: each answer comes with the blocks read so far; the
    whole-board final_status_list, which the fault engine never answers, is not asked, and A5's
    block, unconditionally alive, is not asked at all."""
    seen: list[tuple[dict, int, int]] = []
    with GtpClient(fault("owl"), 1) as client:
        result = compare_with_engine(client, ANALYSIS, lambda answer, done, total: seen.append(
            (dict(answer.statuses), done, total)))
    assert [(len(statuses), done, total) for statuses, done, total in seen] == [(n, n, 4) for n in range(5)]
    assert seen[1][0] == {(2, 6): "alive"}
    assert statuses(result) == {"black (0, 2)": (None, True), "black (2, 6)": ("alive", False),
                                "white (0, 0)": ("dead", False), "white (3, 0)": ("dead", False),
                                "white (1, 1)": ("dead", False)}
    assert result.blocks[0].sentence("Fault engine") == words.not_asked("Fault engine")


def test_a_whole_board_engine_is_counted_in_blocks_too():
    seen: list[tuple[int, int]] = []
    with GtpClient(fault("alive"), 20) as client:
        compare_with_engine(client, ANALYSIS, lambda answer, done, total: seen.append((done, total)))
    assert seen == [(0, 4), (4, 4)]


@pytest.mark.parametrize(("mode", "timeout", "message"), [
    ("crash", 20, gtp_words.crashed(FAULT_PROGRAM, "final_status_list")),
    ("hang", 1, gtp_words.timed_out(FAULT_PROGRAM, "final_status_list", 1)),
    ("garbage", 20, gtp_words.garbage(FAULT_PROGRAM, "final_status_list", "Segmentation fault? no, just noise")),
    ("flood", 20, gtp_words.garbage(FAULT_PROGRAM, "final_status_list", ("= " + "A1 " * 27)[:80])),
    ("unknown-command", 20, gtp_words.unknown_command(FAULT_PROGRAM, "final_status_list")),
])
def test_an_engine_that_fails_gives_one_message(mode, timeout, message):
    with pytest.raises(EngineError) as raised:
        comparison(fault(mode), timeout)
    assert str(raised.value) == message.replace(FAULT_PROGRAM, raised.value.args[0].split()[2])


@pytest.mark.parametrize(("command", "message"), [
    ("no-such-engine --gtp", gtp_words.not_found("no-such-engine")),
    ('engine "unclosed', gtp_words.bad_command_line("No closing quotation")),
    ("", str(gtp_words.NO_COMMAND)),
])
def test_an_engine_that_cannot_start_gives_one_message(command, message):
    with pytest.raises(EngineError, match="^" + re.escape(message) + "$"):
        GtpClient(command)


def test_a_program_named_alone_is_found_in_usr_games_as_debian_installs_gnu_go(tmp_path, monkeypatch):
    """A root shell's PATH leaves out /usr/games, where `gnugo --mode gtp` lives on Debian."""
    games = tmp_path / "games"
    games.mkdir()
    engine = games / "fault-engine"
    engine.write_text(f"#!{sys.executable}\n" + FAULT_ENGINE.read_text())
    engine.chmod(0o755)
    monkeypatch.setattr(gtp_client, "DEBIAN_GAMES", str(games))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert [block.first for block in comparison("fault-engine liar").blocks if block.engine_wrong] == [(0, 2)]


def test_cancel_stops_a_slow_engine_from_another_thread():
    client = GtpClient(fault("slow"), 120)
    asked = threading.Event()

    def progress(answer, done: int, total: int) -> None:
        asked.set()  # the position is being set up: the slow status comes next

    threading.Thread(target=lambda: asked.wait(60) and client.cancel(), daemon=True).start()
    with pytest.raises(EngineCancelled):
        compare_with_engine(client, ANALYSIS, progress)
    client.close()


@pytest.mark.parametrize(("board", "message"), [
    (Board.empty(4, 7), gtp_words.not_square(4, 7)),
    (Board.empty(26, 26), gtp_words.too_large(26, 25)),
    (Board.empty(3, 3, frozenset({(1, 1)})), str(gtp_words.ODD_BOARD)),
    (parse_diagram("X O .\nO . .\n. . ."), str(gtp_words.ILLEGAL_POSITION)),
])
def test_boards_gtp_cannot_describe_are_refused_before_the_engine_starts(board, message):
    assert position_problem(board) == message
    with GtpClient(fault("crash")) as client, pytest.raises(EngineError, match="^" + re.escape(message) + "$"):
        compare_with_engine(client, analyze(board))


def test_a_legal_position_is_set_up_stone_by_stone_without_captures():
    """Every block keeps a liberty, so no play captures: the engine holds the very stones."""
    board = parse_diagram("X O .\n. X O\nX O .")
    with GtpClient(fault("alive")) as client:
        result = compare_with_engine(client, analyze(board))
    assert {block.first for block in result.blocks if block.status == "alive"} == \
        {block.first for colour in Colour for block in analyze(board).of(colour).blocks}
