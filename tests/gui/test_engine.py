"""The Engine menu: a GTP engine asked off the GUI thread, its statuses in play drawn on the board
and said for the block under the mouse; an engine that fails is one notice and the editor goes on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from gobenson_gui.core.sgf.diagrams import diagram_document
from gobenson_gui.gtp import words as engine_words
from gobenson_gui.gtp.client import DEFAULT_TIMEOUT
from gobenson_gui.gui import main_window, words
from gobenson_gui.gui.engine_settings import COMMAND_KEY, TIMEOUT_KEY, engine_timeout
from tests.engines.helpers import EXAMPLE2_DIAGRAM, FAULT_PROGRAM, GNUGO, fault, needs_gnugo

from .driving import click, hover, menu_action

A5, C1, D7 = (0, 2), (2, 6), (3, 0)


@pytest.fixture
def notices(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(main_window, "show_notice", lambda parent, title, text: shown.append(text))
    return shown


@pytest.fixture
def example(window):
    window.controller.replace_document(diagram_document(EXAMPLE2_DIAGRAM))
    return window


def bit(window, point) -> int:
    return window.controller.session.board.geometry.bit(point)


def compare_with(qtbot, window, command: str) -> None:
    """Set the engine's command line and press Ctrl+Shift+E (Engine > Compare with engine)."""
    window.settings.setValue(COMMAND_KEY, command)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def wait_for_the_engine(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.engine.running, timeout=30000)


@needs_gnugo
def test_gnu_go_s_alive_in_play_is_marked_and_said_for_the_block_under_the_mouse(qtbot, example, notices):
    compare_with(qtbot, example, GNUGO)
    wait_for_the_engine(qtbot, example)
    picture = example.views[0].picture
    assert picture.alive_in_play == bit(example, C1) and picture.engine_wrong == 0
    assert notices == [] and example.statusBar().currentMessage() == words.answered("GNU Go")
    hover(qtbot, example, C1)
    qtbot.waitUntil(lambda: "Alive in play (GNU Go), but not unconditionally alive: White captures it if Black "
                            "always passes — see How does it die?" in example.analysis_panel.explanation.toPlainText())
    hover(qtbot, example, A5)
    qtbot.waitUntil(lambda: "Unconditionally alive: nothing captures it, even if it always passes (GNU Go was not "
                            "asked)" in example.analysis_panel.explanation.toPlainText())


def test_an_engine_calling_a_pass_alive_block_dead_is_marked_wrong(qtbot, example):
    compare_with(qtbot, example, fault("liar"))
    wait_for_the_engine(qtbot, example)
    assert example.views[0].picture.engine_wrong == bit(example, A5)
    hover(qtbot, example, (1, 3))  # B4, of A5's block
    qtbot.waitUntil(lambda: "the engine is wrong here" in example.analysis_panel.explanation.toPlainText())


def test_the_marks_go_when_the_board_changes(qtbot, example):
    """The legend has a row for each of the engine's triangles while they are drawn."""
    keys = [part.text() for part in example.analysis_panel.engine_keys if part.text()]
    assert keys == ["Alive in play only (engine)", "Called dead by the engine"]
    assert not any(part.isVisible() for part in example.analysis_panel.engine_keys)
    compare_with(qtbot, example, fault("alive"))
    wait_for_the_engine(qtbot, example)
    assert example.views[0].picture.alive_in_play & bit(example, D7)
    assert all(part.isVisible() for part in example.analysis_panel.engine_keys)
    click(qtbot, example, (6, 6))  # a stone played: another position, which the engine was not asked about
    qtbot.waitUntil(lambda: example.views[0].picture.alive_in_play == 0)
    assert not any(part.isVisible() for part in example.analysis_panel.engine_keys)


@pytest.mark.parametrize(("mode", "message"), [
    ("crash", engine_words.crashed(FAULT_PROGRAM, "final_status_list")),
    ("garbage", engine_words.garbage(FAULT_PROGRAM, "final_status_list", "Segmentation fault? no, just noise")),
    ("unknown-command", engine_words.unknown_command(FAULT_PROGRAM, "final_status_list")),
])
def test_an_engine_that_fails_is_one_notice_and_the_editor_goes_on(qtbot, example, notices, mode, message):
    compare_with(qtbot, example, fault(mode))
    wait_for_the_engine(qtbot, example)
    assert notices == [message]
    assert example.views[0].picture.alive_in_play == 0
    assert menu_action(example, "Compare with engine").isEnabled()
    click(qtbot, example, (6, 6))
    assert example.controller.session.board.get((6, 6)) is not None


def test_a_hanging_engine_is_stopped_after_the_time_limit(qtbot, example, notices):
    example.settings.setValue(TIMEOUT_KEY, 1)
    compare_with(qtbot, example, fault("hang"))
    wait_for_the_engine(qtbot, example)
    assert notices == [engine_words.timed_out(FAULT_PROGRAM, "final_status_list", 1)]


def test_stop_ends_a_slow_engine_and_says_so(qtbot, example, notices):
    compare_with(qtbot, example, fault("slow"))
    stop = menu_action(example, "Stop engine")
    asking_status = words.progress(0, 4)  # the position being set up: the slow status is next
    qtbot.waitUntil(lambda: example.statusBar().currentMessage() == asking_status, timeout=30000)
    assert stop.isEnabled() and not menu_action(example, "Compare with engine").isEnabled()
    stop.trigger()
    wait_for_the_engine(qtbot, example)
    assert example.statusBar().currentMessage() == str(engine_words.CANCELLED)
    assert notices == [] and not stop.isEnabled()


def test_blocks_arrive_one_by_one_and_cancel_keeps_those_read(qtbot, example, notices):
    """GNU Go's owl reads block by block: C1's status is drawn as soon as it is read, the status
    bar counts the blocks (A5's, unconditionally alive, is not asked), and Cancel stops the
    engine with C1's mark kept."""
    compare_with(qtbot, example, fault("owl-slow"))
    bar, cancel = example.engine.progress_bar, example.engine.cancel_button
    qtbot.waitUntil(lambda: example.statusBar().currentMessage() == words.progress(1, 4), timeout=30000)
    assert example.views[0].picture.alive_in_play == bit(example, C1)
    assert bar.isVisible() and (bar.value(), bar.maximum()) == (1, 4) and cancel.isVisible()
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    wait_for_the_engine(qtbot, example)
    assert example.statusBar().currentMessage() == str(engine_words.CANCELLED) and notices == []
    assert example.views[0].picture.alive_in_play == bit(example, C1)
    assert not bar.isVisible() and not cancel.isVisible()
    hover(qtbot, example, A5)
    qtbot.waitUntil(lambda: "Unconditionally alive: nothing captures it, even if it always passes (Fault engine "
                            "was not asked)" in example.analysis_panel.explanation.toPlainText())


def test_a_missing_engine_is_said_at_once(qtbot, example, notices):
    compare_with(qtbot, example, "no-such-engine --mode gtp")
    assert notices == [engine_words.not_found("no-such-engine")] and not example.engine.running


def test_a_rectangular_board_is_refused_before_any_engine_starts(qtbot, window, notices):
    window.controller.replace_document(diagram_document("X . .\n. . .\n"))
    compare_with(qtbot, window, fault("crash"))
    assert notices == [engine_words.not_square(3, 2)] and not window.engine.running


def test_engine_settings_open_the_preferences_on_the_command_line_and_keep_it(qtbot, window):
    dialog = window.engine.edit_settings()
    qtbot.waitExposed(dialog)
    form = dialog.engine
    assert dialog.focusWidget() is form.command
    form.command.clear()
    qtbot.keyClicks(form.command, "katago gtp -config gtp.cfg")
    form.timeout.setValue(12)
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert window.settings.value(COMMAND_KEY) == "katago gtp -config gtp.cfg"
    assert float(window.settings.value(TIMEOUT_KEY)) == 12
    again = window.engine.edit_settings()
    assert again.engine.command.text() == "katago gtp -config gtp.cfg" and again.engine.timeout.value() == 12
    again.reject()


def test_closing_the_window_stops_a_running_engine(qtbot, example):
    compare_with(qtbot, example, fault("slow"))
    qtbot.waitUntil(lambda: example.engine.running)
    thread = example.engine.engine_thread
    example.controller.undo_stack.setClean()
    example.close()
    assert not example.engine.running and thread.isFinished()


@pytest.mark.parametrize(("stored", "seconds"), [
    ("12", 12.0), ("soon", DEFAULT_TIMEOUT), ("nan", DEFAULT_TIMEOUT), ("0", 1.0), ("99999", 3600.0)])
def test_a_stored_time_limit_is_read_within_what_the_form_allows(window, stored, seconds):
    window.settings.setValue(TIMEOUT_KEY, stored)
    assert engine_timeout(window.settings) == seconds
