"""Problem mode driven through the real window: collections of each convention opened from the
Exercises menu, moves clicked on the board, gobenson's replies from the tree, and the panel's
Hint, Show solution, Retry and Next."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gobenson_gui.core.board import Colour
from gobenson_gui.gui.features import exercises, problems

from .driving import click, menu_action

DATA = Path(__file__).resolve().parents[1] / "data" / "problems"
AA, BA, CA = (0, 0), (1, 0), (2, 0)
"""The straight three's points along the top edge (A7, B7, C7 of the 7x7 problems)."""


def open_problems(window, monkeypatch, name):
    monkeypatch.setattr(exercises.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(DATA / name), "")))
    window.problems.problem_seed = 1
    menu_action(window, "Open problems\u2026").trigger()
    assert window.controller.session.exercise is not None
    return window.exercise_mode.panel


def press(qtbot, button):
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def stone(window, point):
    return window.views[0].picture.board.get(point)


def test_a_right_move_of_a_goproblems_collection_is_right_and_says_what_is_true_at_the_end(
        window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "goproblems.sgf")
    assert "Problem 1 of 3, score 0" == panel.progress.text()
    assert panel.title.text() == "Black to live \u00b7 Black to play and live. Find the CORRECT move."
    assert "Black to live." == panel.question.text()  # a target derived from the answer is not told before
    assert not panel.check_button.isVisible() and panel.show_button.text() == "Show solution"
    assert window.views[0].picture.highlight == 0
    click(qtbot, window, BA)
    result = panel.result.toPlainText()
    assert result.startswith("Right: this line is one the problem calls right.\nRIGHT: two eyes.\n"
                             "The line decides the black block at D7 (derived from the book's right line).")
    picture = window.views[0].picture
    assert picture.highlight & picture.board.geometry.bit((3, 0))  # the target, told once the line ends
    assert "At the end of this line: the target unconditionally alive." in result and "vital regions" in result
    assert "score 1" in panel.progress.text() and not panel.hint_button.isEnabled()


def test_a_wrong_move_is_answered_from_the_tree_and_ends_wrong(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "goproblems.sgf")
    click(qtbot, window, AA)
    assert stone(window, AA) is Colour.BLACK and stone(window, BA) is Colour.WHITE  # gobenson's refutation
    assert panel.result.toPlainText() == "Wrong: this line is one the problem calls wrong.\n" \
                                         "White takes the vital point."
    assert panel.answer.text() == "Moves: B A7, W B7."
    click(qtbot, window, CA)  # the line has ended: no more moves
    assert stone(window, CA) is None
    press(qtbot, panel.retry_button)
    assert stone(window, AA) is None and panel.result.toPlainText() == ""
    assert "score 0" in panel.progress.text()


def test_a_move_the_tree_lacks_is_wrong(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "goproblems.sgf")
    click(qtbot, window, (5, 5))
    assert panel.result.toPlainText() == "Wrong: the problem's tree has no such move."


def test_a_right_line_that_contradicts_the_problem_is_called_so(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "goproblems.sgf")
    press(qtbot, panel.next_button)
    assert panel.question.text().startswith("White to kill")
    click(qtbot, window, AA)
    result = panel.result.toPlainText()
    assert "the target unconditionally alive" in result
    assert result.endswith("This contradicts what the problem asks (white to kill).")


def test_the_annotation_properties_mark_the_kill_right_and_the_bad_move_wrong(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "annotated.sgf")
    assert "the white block at A6" in panel.question.text()  # marked by TR, so not guessed
    click(qtbot, window, BA)
    assert stone(window, AA) is Colour.WHITE and panel.result.toPlainText() == ""
    click(qtbot, window, CA)
    assert "the target captured" in panel.result.toPlainText()
    assert panel.result.toPlainText().startswith("Right")
    press(qtbot, panel.retry_button)
    click(qtbot, window, AA)
    assert panel.result.toPlainText().startswith("Wrong")


def test_uligo_wrong_variations_end_wrong_and_the_others_right(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "uligo.sgf")
    click(qtbot, window, CA)
    assert panel.result.toPlainText().startswith("Wrong")
    press(qtbot, panel.retry_button)
    click(qtbot, window, BA)
    click(qtbot, window, CA)
    assert panel.result.toPlainText().startswith("Right")


def test_a_hint_marks_the_next_right_move_and_a_hinted_solve_scores_nothing(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "annotated.sgf")
    press(qtbot, panel.hint_button)
    assert window.views[0].picture.markup == {BA: "CR"}
    click(qtbot, window, BA)
    assert window.views[0].picture.markup == {}
    press(qtbot, panel.hint_button)
    assert window.views[0].picture.markup == {CA: "CR"}
    click(qtbot, window, CA)
    assert panel.result.toPlainText().startswith("Right") and "score 0" in panel.progress.text()
    while panel.next_button.isEnabled():
        press(qtbot, panel.next_button)
    assert "Problem 1 (" in panel.result.toPlainText()
    assert "): not solved: the right line came after a hint." in panel.result.toPlainText()


def test_show_solution_plays_out_a_right_line(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "annotated.sgf")
    press(qtbot, panel.show_button)
    assert window.views[0].picture.labels == {BA: "1", CA: "3"}  # white's 2 was captured
    assert panel.result.toPlainText().startswith("A right line: B B7, W A7, B C7.\n"
                                                 "At the end of this line: the target captured.")
    click(qtbot, window, AA)
    assert stone(window, AA) is None  # a solution on show takes no moves


def test_a_folder_is_one_set_and_its_review_gives_the_score(window, qtbot, monkeypatch):
    monkeypatch.setattr(exercises.QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *args, **kwargs: str(DATA)))
    menu_action(window, "Open problem folder\u2026").trigger()
    panel = window.exercise_mode.panel
    assert panel.progress.text() == "Problem 1 of 25, score 0"
    click(qtbot, window, BA)  # annotated.sgf's first problem comes first
    click(qtbot, window, CA)
    for _ in range(25):
        press(qtbot, panel.next_button)
    review = panel.result.toPlainText()
    assert review.startswith("Done: 1 of 25 solved.") and "Problem 2 (White to live): not solved." in review
    assert review.endswith("notes.sgf: skipped, not read as SGF: not a readable SGF file (no SGF data)")


@pytest.mark.parametrize("content, message", [("(;SZ[5]AB[aa])", "the collection holds no problems"),
                                              ("not sgf at all", "")])
def test_a_file_that_is_no_collection_is_said_in_a_dialog(window, monkeypatch, tmp_path, content, message):
    path = tmp_path / "not.sgf"
    path.write_text(content)
    monkeypatch.setattr(exercises.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(path), "")))
    said = []
    monkeypatch.setattr(problems, "show_error", lambda parent, title, text: said.append((title, text)))
    menu_action(window, "Open problems\u2026").trigger()
    assert window.controller.session.exercise is None
    (title, text), = said
    assert title == "Not a problem collection" and message in text


def go_to(qtbot, panel, number):
    for _ in range(number - 1):
        press(qtbot, panel.next_button)


def play_to_the_end(qtbot, window, points):
    """Click the student's moves among ``points`` until the line ends (the replies come from the tree)."""
    for point in points:
        if stone(window, point) is None and window.controller.session.exercise.ended is False:
            click(qtbot, window, point)


@pytest.mark.parametrize("number, right, wrong, said", [
    (1, [BA, AA, CA], [AA], "this line is one the problem calls wrong"),  # N[正解] and N[变化]; N[失败]
    (2, [BA], [AA], "黑棋失败。"),                                          # failures only: the rest is right
    (5, [BA, AA, CA], [AA], "calls wrong"),                               # Correct Answer, Also correct; Wrong
    (6, [BA, AA, CA], [CA], "calls wrong"),                               # uliGo's older TR
    (7, [BA], [], ""),                                                    # RIGHT beside a tenuki B[zz]
])
def test_each_convention_plays_right_and_wrong_in_the_editor(window, qtbot, monkeypatch, number, right, wrong, said):
    panel = open_problems(window, monkeypatch, "conventions.sgf")
    go_to(qtbot, panel, number)
    play_to_the_end(qtbot, window, right)
    result = panel.result.toPlainText()
    assert result.startswith("Right: this line is one the problem calls right.") and "Wrong" not in result
    if wrong:
        press(qtbot, panel.retry_button)
        play_to_the_end(qtbot, window, wrong)
        result = panel.result.toPlainText()
        assert result.startswith("Wrong") and said in result


def test_an_also_correct_line_is_right_and_says_so(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "conventions.sgf")
    go_to(qtbot, panel, 5)
    said = set()
    for _ in range(6):  # gobenson's replies vary: both right lines come up
        press(qtbot, panel.retry_button)
        play_to_the_end(qtbot, window, [BA, AA, CA])
        result = panel.result.toPlainText()
        assert result.startswith("Right: this line is one the problem calls right.")
        said.add(result.splitlines()[1])
    assert said <= {"Correct Answer", "Also correct."}


def test_the_only_line_is_the_answer_and_a_file_without_marks_grades_nothing(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "conventions.sgf")
    go_to(qtbot, panel, 3)
    assert panel.question.text() == "Black to live."  # 黒先活
    click(qtbot, window, BA)
    assert panel.result.toPlainText().startswith("Right: this line is one the problem calls right.")
    press(qtbot, panel.next_button)
    assert panel.question.text() == "Black to live."  # 흑선 활
    click(qtbot, window, AA)
    assert panel.result.toPlainText() == "This file marks no answer: its lines are neither right nor wrong."
    assert "score 1" in panel.progress.text()


def test_a_question_the_file_does_not_state_is_neutral(window, qtbot, monkeypatch):
    panel = open_problems(window, monkeypatch, "conventions.sgf")
    go_to(qtbot, panel, 6)
    assert panel.question.text() == "Black to play."


def test_a_folder_with_a_file_that_is_no_sgf_plays_the_rest_and_says_what_it_skipped(window, qtbot, monkeypatch):
    monkeypatch.setattr(exercises.QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *args, **kwargs: str(DATA / "with_bad_file")))
    menu_action(window, "Open problem folder\u2026").trigger()
    panel = window.exercise_mode.panel
    assert panel.progress.text() == "Problem 1 of 1, score 0"
    assert window.statusBar().currentMessage().startswith("notes.sgf: skipped, not read as SGF")
    click(qtbot, window, BA)
    assert panel.result.toPlainText().startswith("Right: this line is one the problem calls right.\nCorrect.")
    press(qtbot, panel.next_button)
    assert panel.result.toPlainText().endswith("notes.sgf: skipped, not read as SGF: "
                                               "not a readable SGF file (no SGF data)")
