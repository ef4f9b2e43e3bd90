"""The grader: right and wrong answers of every kind, marked per block, region or move, with
the analysis's own sentences as reasons."""

from __future__ import annotations

import pytest

from gobenson_gui.core.analysis import analyze_colour
from gobenson_gui.core.board import Colour
from gobenson_gui.core.coords import point_name
from gobenson_gui.core.exercises import CaptureAttempt, Exercise, Kind, grade
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.report import explain_block, lettered

from .helpers import diagram, points, sample

BLACK, WHITE = Colour.BLACK, Colour.WHITE


def marks_by_name(result, board):
    return {point_name(mark.where, board.rows): mark for mark in result.marks}


# -- safe -------------------------------------------------------------------------------------


@pytest.fixture
def example1():
    """Sensei's Example 1: A6 and A4 safe; E6 and C2 cast out in round 1, E2 in round 2."""
    board = sample("sensei_example1.sgf")
    return board, Exercise(Kind.SAFE, board, BLACK)


def test_safe_right_answer_marks_every_block_right(example1):
    board, exercise = example1
    result = grade(exercise, points(board, "A6 A4"))
    assert result.solved
    assert set(marks_by_name(result, board)) == {"A6", "A4", "E6", "C2", "E2"}
    assert result.right == 5


def test_any_stone_of_a_block_marks_the_whole_block(example1):
    board, exercise = example1
    assert grade(exercise, points(board, "B6 B3")).solved  # B6 is A6's, B3 is A4's


def test_safe_wrong_answer_gives_the_analysis_reasons(example1):
    board, exercise = example1
    side = analyze_colour(board, BLACK)
    result = grade(exercise, points(board, "A6 C2"))
    assert not result.solved
    marks = marks_by_name(result, board)
    assert not marks["C2"].correct and marks["C2"].said == "safe"
    assert not marks["A4"].correct and marks["A4"].said == "not safe"
    assert marks["A6"].correct and marks["E6"].correct and marks["E2"].correct
    for name, mark in marks.items():
        assert mark.reason == explain_block(side, side.block_at(points(board, name)[0]).index, lettered(side))
    assert "cast out in round 1" in marks["C2"].reason
    assert "cast out in round 2" in marks["E2"].reason
    assert marks["A4"].points == side.block_at(points(board, "A4")[0]).mask


def test_a_point_that_is_no_stone_of_the_colour_is_a_wrong_mark(example1):
    board, exercise = example1
    result = grade(exercise, points(board, "A6 A4 C3"))  # C3 is white
    assert not result.solved
    assert marks_by_name(result, board)["C3"].reason == "C3 is not a black stone"


# -- vital ------------------------------------------------------------------------------------


@pytest.fixture
def vital_a6():
    board = sample("sensei_example1.sgf")
    return board, Exercise(Kind.VITAL, board, BLACK, target=points(board, "A6")[0])


def test_vital_right_answer(vital_a6):
    board, exercise = vital_a6
    result = grade(exercise, points(board, "A5 B4"))
    assert result.solved
    # Every region beside A6 is graded: a (C6), b (A5), c (B4), d (E4).
    assert set(marks_by_name(result, board)) == {"C6", "A5", "B4", "E4"}


def test_vital_wrong_answers_name_the_region_cast_out(vital_a6):
    board, exercise = vital_a6
    result = grade(exercise, points(board, "A5 E4"))
    marks = marks_by_name(result, board)
    assert not result.solved
    assert not marks["E4"].correct and marks["E4"].said == "vital"
    assert marks["E4"].reason.startswith("region d (at E4) touches the block at E6 and the block at C2")
    assert not marks["B4"].correct and marks["B4"].said == "not vital"
    assert "the joiner c at B4" in marks["B4"].reason


def test_a_point_of_no_region_beside_the_block_is_a_wrong_mark(vital_a6):
    board, exercise = vital_a6
    result = grade(exercise, points(board, "A5 B4 F1"))
    assert not result.solved
    assert "F1 is not a point of a region next to the block at A6" in [m.reason for m in result.marks]


# -- capture ----------------------------------------------------------------------------------


@pytest.fixture
def capture():
    board = diagram()
    return board, Exercise(Kind.CAPTURE, board, BLACK, target=points(board, "A3")[0])


def test_capture_right_sequence(capture):
    board, exercise = capture
    result = grade(exercise, points(board, "A1 B1 C1 B3"))
    assert result.solved
    assert [m.said for m in result.marks] == ["move 1", "move 2", "move 3", "move 4", "captured"]
    assert result.marks[3].reason == "B3 captures the block"
    assert result.marks[-1].reason == "the block is captured in 4 moves"
    assert result.marks[-1].points == board.block_at(exercise.target)


def test_capture_illegal_move_stops_the_grading(capture):
    board, exercise = capture
    result = grade(exercise, points(board, "B3 A1"))  # B3 first is suicide
    assert not result.solved
    assert result.marks[0].reason == "B3 is illegal: the move is suicide, which the no-suicide rules forbid"
    assert [m.said for m in result.marks] == ["move 1", "not captured"]


def test_capture_unfinished_says_what_the_moves_failed_to_do(capture):
    """Not Benson's sentence on a block still to capture: the liberties the moves left it."""
    board, exercise = capture
    result = grade(exercise, points(board, "A1 B1"))
    verdict = result.marks[-1]
    assert not result.solved and not verdict.correct
    assert verdict.reason == "the block at A3 still has 2 liberties to take"
    assert verdict.regions == ()


def test_capture_attempt_shows_a_capture_from_where_the_student_stands(capture):
    board, exercise = capture
    attempt = CaptureAttempt(exercise)
    assert attempt.play(points(board, "B1")[0]).correct
    assert not attempt.play(points(board, "A3")[0]).correct  # occupied: the position is kept
    assert attempt.moves == [points(board, "B1")[0]]
    rest = attempt.show_me()
    for move in rest:
        assert attempt.play(move).correct
    assert attempt.captured and attempt.show_me() == ()


def test_suicide_rules_let_the_attacker_fill_the_eye_first(capture):
    board, exercise = capture
    loose = Exercise(Kind.CAPTURE, board, BLACK, Rules.SUICIDE, target=exercise.target)
    assert grade(loose, points(board, "B3 A1 B1 C1 B3")).solved


# -- make-safe --------------------------------------------------------------------------------


@pytest.fixture
def make_safe():
    board = diagram()
    return board, Exercise(Kind.MAKE_SAFE, board, BLACK, target=points(board, "A3")[0], stone_limit=1)


def test_make_safe_right_answer(make_safe):
    board, exercise = make_safe
    result = grade(exercise, points(board, "B1"))
    assert result.solved
    assert "2 vital regions" in result.marks[-1].reason


def test_make_safe_wrong_stone(make_safe):
    board, exercise = make_safe
    result = grade(exercise, points(board, "E1"))
    assert not result.solved
    assert result.marks[-1].said == "not safe"
    assert "is not unconditionally alive" in result.marks[-1].reason


def test_make_safe_too_many_stones(make_safe):
    board, exercise = make_safe
    result = grade(exercise, points(board, "B1 E1"))
    assert not result.solved
    assert result.marks[1].reason == "the exercise allows 1 stone"
    assert result.marks[-1].correct  # the block is safe, but with one stone too many


def test_make_safe_occupied_point(make_safe):
    board, exercise = make_safe
    result = grade(exercise, points(board, "D3"))
    assert not result.solved
    assert result.marks[0].reason == "D3 is illegal: the point is already occupied"


def test_make_safe_own_suicide_removes_the_block():
    board = diagram("X . X O .\nX X X O O\nO O O O .\n")  # black's last liberty is B3
    exercise = Exercise(Kind.MAKE_SAFE, board, BLACK, Rules.SUICIDE, target=points(board, "A3")[0],
                        stone_limit=1)
    result = grade(exercise, points(board, "B3"))
    assert not result.solved
    assert result.marks[-1].reason == "the block at A3 is gone: a stone took its last liberty"


def test_a_block_taken_by_its_own_suicide_stays_gone_when_a_stone_fills_its_point():
    board = diagram("X . X O .\nX X X O O\nO O O O .\n")
    exercise = Exercise(Kind.MAKE_SAFE, board, BLACK, Rules.SUICIDE, target=points(board, "A3")[0],
                        stone_limit=2)
    result = grade(exercise, points(board, "B3 A3"))
    assert not result.solved and len(result.marks) == 2
    assert result.marks[-1].reason == "the block at A3 is gone: a stone took its last liberty"


# -- rules ------------------------------------------------------------------------------------


@pytest.fixture
def example5():
    """Sensei's Example 5: A3 and D3 safe under no-suicide rules only."""
    board = sample("sensei_example5_suicide.sgf")
    return board, Exercise(Kind.RULES, board, BLACK)


def test_rules_right_answer(example5):
    board, exercise = example5
    assert grade(exercise, points(board, "A3 D3")).solved


def test_rules_wrong_answer_explains_both_rule_sets(example5):
    board, exercise = example5
    result = grade(exercise, points(board, "A3"))
    assert not result.solved
    mark = marks_by_name(result, board)["D3"]
    assert not mark.correct and mark.said == "the rules do not matter"
    assert mark.reason.startswith("Under no-suicide rules: The block at D3 is unconditionally alive")
    assert "Under suicide rules: The block at D3 is not unconditionally alive" in mark.reason


def test_rules_nothing_differs():
    board = sample("sensei_example6_safe.sgf")
    exercise = Exercise(Kind.RULES, board, BLACK)
    assert grade(exercise, ()).solved
    assert not grade(exercise, points(board, "B3")).solved
