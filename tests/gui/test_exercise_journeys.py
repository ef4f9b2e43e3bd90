"""A teacher's own position made an exercise, saved and answered as a set; the grading's words,
which tell what the student said from the verdict and name only the regions drawn; retries and
hints counted apart; Show me stepped by the keys that step every sequence.  All through the
real window, as a person does it."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QSpinBox

from gobenson_gui.core.board import Colour
from gobenson_gui.core.exercises import Kind, solution
from gobenson_gui.core.exercises.generator import exercise_for
from gobenson_gui.gui.features import exercises

from .driving import WELCOME, click, hover
from .test_exercise_mode import SAFE_BLOCK, UNSAFE_BLOCK, open_set, press

REGION_NAMES = re.compile(r"\b(?:eye|joiner|region) ([a-z]{1,2}) \(?at\b|\bregion \(([a-z]{1,2})\)")
"""Where the analysis's words name a region by its letter."""


def named_letters(text: str) -> set[str]:
    return {first or second for first, second in REGION_NAMES.findall(text)}


def drawn_letters(window) -> set[str]:
    return {mark.letter for mark in window.views[0].picture.regions if mark.at is not None}


def in_the_dialog(act):
    """Run ``act`` on the modal dialog as soon as it is up (it accepts or rejects it)."""
    QTimer.singleShot(0, lambda: act(QApplication.activeModalWidget()))


def choose_kind(dialog, kind: str) -> None:
    box = dialog.findChild(QComboBox)
    box.setCurrentIndex(box.findText(kind))


def test_an_exercise_made_from_ones_own_position_is_opened_as_a_set_and_answered(window, qtbot, tmp_path,
                                                                                  monkeypatch, welcome_board):
    assert window.file.open_path(str(WELCOME), confirmed=True)
    hover(qtbot, window, UNSAFE_BLOCK)

    def capture(dialog):
        choose_kind(dialog, "capture")
        dialog.accept()
    in_the_dialog(capture)
    window.registry["make-exercise"].trigger()
    assert len(window.controller.session.document.games) == 2  # the position stays game 1
    saved = tmp_path / "lesson.sgf"
    assert window.file.save_to(str(saved))
    monkeypatch.setattr(exercises.QFileDialog, "getOpenFileName", lambda *args: (str(saved), ""))
    window.registry["open-set"].trigger()
    session = window.controller.session.exercise
    assert session is not None and len(session) == 1
    assert window.statusBar().currentMessage() == "Game 1 is not an exercise: it is left out of the set."
    panel = window.exercise_mode.panel
    assert panel.progress.text() == "Exercise 1 of 1, score 0"
    assert "Capture the black block at G3" in panel.question.text()
    for move in solution(session.exercise):
        click(qtbot, window, move)
    assert panel.result.toPlainText().startswith("Right!")
    press(qtbot, panel.leave_button)
    assert window.controller.session.document.game_index == 1  # back on the exercise answered, not the position


def test_a_file_with_no_exercise_is_still_said_to_be_none(window, monkeypatch):
    errors = []
    monkeypatch.setattr(exercises, "show_error", lambda parent, title, text: errors.append(text))
    monkeypatch.setattr(exercises.QFileDialog, "getOpenFileName", lambda *args: (str(WELCOME), ""))
    window.registry["open-set"].trigger()
    assert window.controller.session.exercise is None
    assert errors == [f"{WELCOME} holds no exercise: an exercise is a game with a GBEX property in its root. "
                      "It is open for editing."]


def test_the_make_exercise_dialog_names_the_target_and_offers_the_limit_for_make_safe_alone(window, qtbot):
    assert window.file.open_path(str(WELCOME), confirmed=True)
    hover(qtbot, window, (4, 4))
    hover(qtbot, window, UNSAFE_BLOCK)
    seen = []

    def look(dialog):
        target, limit = dialog.findChild(QLabel, "target"), dialog.findChild(QSpinBox)
        for kind in ("safe", "capture", "make-safe", "vital"):
            choose_kind(dialog, kind)
            seen.append((kind, target.text(), limit.isVisible()))
        dialog.reject()
    in_the_dialog(look)
    window.registry["make-exercise"].trigger()
    assert seen == [("safe", "every block of the colour chosen", False), ("capture", "the block at G3", False),
                    ("make-safe", "the block at G3", True), ("vital", "the block at G3", False)]


def answer_and_check(qtbot, window, panel, points):
    for point in points:
        click(qtbot, window, point)
    if panel.check_button.isEnabled():
        press(qtbot, panel.check_button)
    return panel.result.toPlainText()


@pytest.mark.parametrize("kind, target, answer", [
    (Kind.SAFE, None, [UNSAFE_BLOCK]),
    (Kind.VITAL, SAFE_BLOCK, [(0, 0)]),
    (Kind.CAPTURE, UNSAFE_BLOCK, [(4, 4)]),
    (Kind.MAKE_SAFE, UNSAFE_BLOCK, [(4, 4)]),
])
def test_every_region_the_feedback_names_is_drawn_with_its_letter(window, qtbot, tmp_path, welcome_board, kind,
                                                                   target, answer):
    limit = 2 if kind is Kind.MAKE_SAFE else None
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, kind, Colour.BLACK, target, stone_limit=limit)])
    checked = answer_and_check(qtbot, window, panel, answer)
    assert named_letters(checked) <= drawn_letters(window)
    press(qtbot, panel.retry_button)
    press(qtbot, panel.show_button)
    panel.slider.setValue(panel.slider.maximum())
    shown = panel.result.toPlainText()
    assert named_letters(shown) <= drawn_letters(window)
    if kind is not Kind.CAPTURE:  # whose words are moves and liberties
        assert named_letters(checked + shown), "the words name no region: the test would prove nothing"


def test_what_the_student_said_is_told_apart_from_the_verdict_and_right_answers_give_reasons(
        window, qtbot, tmp_path, welcome_board):
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.VITAL, Colour.BLACK, SAFE_BLOCK)])
    result = answer_and_check(qtbot, window, panel, [(0, 0)])
    lines = result.splitlines()
    assert lines[0].startswith("Not quite")
    wrong = [line for line in lines if line.startswith("\u2717")]
    right = [line for line in lines if line.startswith("\u2713")]
    assert wrong and all(", which is wrong. " in line and "you said " in line for line in wrong)
    assert right and all(", which is right. " in line and len(line.split("which is right. ")[1]) > 10
                         for line in right)
    assert not any(re.match(r"\S \w+ \((not )?vital\)", line) for line in lines)


def test_show_me_gives_the_reason_of_the_right_answer(window, qtbot, tmp_path, welcome_board):
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)])
    press(qtbot, panel.show_button)
    shown = panel.result.toPlainText().splitlines()
    assert shown[0] == "The right answer (shaded): B9."
    assert "B9 (safe): The block at B9 is unconditionally alive: " in shown[1]
    assert any(line.startswith("G3 (not safe): The block at G3 is not unconditionally alive") for line in shown)


def test_a_capture_of_useless_moves_says_the_liberties_left(window, qtbot, tmp_path, welcome_board):
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.CAPTURE, Colour.BLACK, UNSAFE_BLOCK)])
    result = answer_and_check(qtbot, window, panel, [(4, 4), (4, 3)])
    assert result.startswith("Not solved.\n")
    assert "of 3 right" not in result and "unconditionally alive" not in result
    assert result.splitlines()[-1].startswith("\u2717 G3 (not captured): the block at G3 still has ")
    assert result.endswith("liberties to take")


def test_an_exercise_solved_on_a_retry_counts_apart_from_the_score(window, qtbot, tmp_path, welcome_board):
    exercises = [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)] * 2
    panel = open_set(window, tmp_path, exercises)
    answer_and_check(qtbot, window, panel, [UNSAFE_BLOCK])
    press(qtbot, panel.retry_button)
    answer_and_check(qtbot, window, panel, [SAFE_BLOCK])
    assert panel.progress.text() == "Exercise 1 of 2, score 0 (and 1 solved on a retry)"
    press(qtbot, panel.next_button)
    answer_and_check(qtbot, window, panel, [SAFE_BLOCK])
    assert panel.progress.text() == "Exercise 2 of 2, score 1 (and 1 solved on a retry)"
    press(qtbot, panel.next_button)
    review = panel.result.toPlainText()
    assert review.startswith("Done: 1 of 2 solved. 1 more solved on a retry, which the score leaves out.")
    assert "Exercise 1: solved on a retry." in review


def test_show_me_is_stepped_by_right_ctrl_right_left_and_p(window, qtbot, tmp_path, welcome_board):
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.CAPTURE, Colour.BLACK, UNSAFE_BLOCK)])
    press(qtbot, panel.show_button)
    assert panel.slider.value() == 0 and panel.slider.maximum() >= 3
    board = window.views[0]
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert panel.slider.value() == 1 and window.views[0].picture.labels  # move 1 stands numbered
    qtbot.keyClick(board, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert panel.slider.value() == 2
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert panel.slider.value() == 1
    qtbot.keyClick(board, Qt.Key.Key_End)
    assert panel.slider.value() == panel.slider.maximum()
    qtbot.keyClick(board, Qt.Key.Key_P)  # from the end, play starts over and runs to the end
    qtbot.waitUntil(lambda: panel.slider.value() == panel.slider.maximum() and not window.controller.timer.isActive(),
                    timeout=10000)
    assert window.controller.session.exercise is not None and window.controller.session.document.game_index == 0


def test_a_problems_right_line_letters_the_regions_its_verdict_names(window, qtbot, monkeypatch):
    from .test_problem_mode import BA, open_problems

    panel = open_problems(window, monkeypatch, "goproblems.sgf")
    assert drawn_letters(window) == set()  # nothing before the line ends
    click(qtbot, window, BA)
    result = panel.result.toPlainText()
    assert "vital regions" in result and named_letters(result)
    assert named_letters(result) <= drawn_letters(window)
    press(qtbot, panel.retry_button)
    assert drawn_letters(window) == set()
