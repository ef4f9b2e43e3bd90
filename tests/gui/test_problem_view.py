"""The student's view of a problem: a 19x19 problem is shown in its corner, clicks on that part
play the points under them, the Whole board key shows all of it and back, and the move list
names the colours in the language spoken."""

from __future__ import annotations

import pytest

from gobenson_gui.core.board import Colour
from gobenson_gui.gui.features import exercises

from .driving import click, menu_action

CORNER = ("(;GM[1]FF[4]SZ[19]PL[B]AB[ab][bb][cb][db][eb]AW[ac][bc][cc][dc][ec][fc][fb][fa]"
          "C[Black to play and live.](;B[ba]C[RIGHT])(;B[ca];W[ba]))")
"""A corner problem of the GoProblems kind (RIGHT marks the answer) on a 19x19 board."""
SMALL = "(;GM[1]FF[4]SZ[9]PL[B]AB[ab][bb][cb]AW[ac][bc][cc][dc][db][da](;B[ba]C[RIGHT])(;B[ca];W[ba]))"


def open_problem(window, monkeypatch, tmp_path, text):
    path = tmp_path / "problem.sgf"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(exercises.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(path), "")))
    window.problems.problem_seed = 1
    window.registry["open-problems"].trigger()
    assert window.controller.session.exercise is not None
    return window.exercise_mode.panel


def test_a_corner_problem_opens_in_its_corner_and_clicks_there_play_the_point_under_them(
        window, qtbot, monkeypatch, tmp_path):
    open_problem(window, monkeypatch, tmp_path, CORNER)
    view = window.views[0]
    shown = view.picture.view
    assert shown is not None and shown[:2] == (0, 0) and shown[2] < 18 and shown[3] < 18
    first_column, first_row, last_column, last_row = shown
    stones = view.picture.board.geometry.points(view.picture.board.black | view.picture.board.white)
    assert all(first_column <= column <= last_column and first_row <= row <= last_row for column, row in stones)
    layout = view.board_layout()
    whole = view.rect()
    assert all(whole.contains(layout.centre(point).toPoint()) for point in stones)
    assert layout.cell > view.width() / 19  # bigger than the whole board's cells
    assert layout.point_at(layout.centre((18, 18)).x(), layout.centre((18, 18)).y()) is None
    click(qtbot, window, (1, 0))
    assert view.picture.board.get((1, 0)) is Colour.BLACK
    assert window.exercise_mode.panel.result.toPlainText().startswith("Right")


def test_the_whole_board_key_shows_all_of_it_and_back(window, qtbot, monkeypatch, tmp_path):
    open_problem(window, monkeypatch, tmp_path, CORNER)
    view = window.views[0]
    action = menu_action(window, "Whole board")
    assert action.isEnabled() and not action.isChecked() and action.shortcut().toString() == "Z"
    zoomed = view.picture.view
    action.trigger()
    assert view.picture.view is None and action.isChecked()
    click(qtbot, window, (2, 0))  # the whole board's layout maps the click
    assert view.picture.board.get((2, 0)) is Colour.BLACK
    action.trigger()
    assert view.picture.view == zoomed and not action.isChecked()


def test_a_small_board_is_shown_whole(window, monkeypatch, tmp_path):
    open_problem(window, monkeypatch, tmp_path, SMALL)
    assert window.views[0].picture.view is None


@pytest.mark.parametrize("language", ["fr"])
def test_a_problem_in_french_names_black_n_in_its_move_list(window, qtbot, monkeypatch, tmp_path):
    panel = open_problem(window, monkeypatch, tmp_path, CORNER)
    click(qtbot, window, (2, 0))  # wrong: White answers at B19
    answer = panel.answer.text()
    assert "N C19" in answer and "B B19" in answer, answer
