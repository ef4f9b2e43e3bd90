"""The lesson page grades exercises as ``exercises check`` does: for every kind, on right answers and on
wrong ones of every sort (nothing chosen, too much, a stray point, an illegal move, a move that
captures nothing, too many stones, stones that save nothing), the page's lines are the grader's,
word for word and in other languages too, and those ``exercises check`` prints."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core.analysis import analyze_colour
from gobenson_gui.core.exercises import Exercise, Kind, generate, grade, solution, write_set
from gobenson_gui.core.geometry import Point
from gobenson_gui.core.rules import IllegalMove, play
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.words.i18n import set_language
from gobenson_gui.view.exercise_session import grade_lines
from gobenson_gui.view.lesson.page import Lesson

from .node import index, needs_node, run_node

pytestmark = needs_node
PER_KIND = 4


@pytest.fixture(scope="module")
def exercises() -> list[Exercise]:
    return [exercise for kind in Kind for exercise in generate(kind, PER_KIND, 6, 6, 11)]


def _legal(board, point: Point, colour) -> bool:
    try:
        play(board, point, colour)
    except IllegalMove:
        return False
    return True


def answers(exercise: Exercise) -> Iterator[tuple[Point, ...]]:
    """The right answer, then wrong ones of every sort the kind allows."""
    board, geom = exercise.board, exercise.board.geometry
    right = solution(exercise)
    yield right
    yield ()
    empty = geom.points(board.empty_points)
    occupied = geom.points(board.black | board.white)
    if exercise.kind in (Kind.SAFE, Kind.RULES):
        side = analyze_colour(board, exercise.colour, exercise.rules)
        yield tuple(block.first for block in side.blocks)
        yield (*right, empty[0])  # a point that is no stone of the colour
        yield right[1:]
    elif exercise.kind is Kind.VITAL:
        side = analyze_colour(board, exercise.colour, exercise.rules)
        block = side.block_of(exercise.marked).index
        beside = [region.first for region in side.regions if block in region.neighbours]
        yield tuple(beside)
        yield (*right[:1], exercise.marked)  # a stone: no point of a region
    elif exercise.kind is Kind.CAPTURE:
        attacker = exercise.colour.opponent
        yield (occupied[0],)  # illegal: occupied
        yield tuple(point for point in empty if _legal(board, point, attacker))[:1]
        yield (*right, *empty[:2])  # moves after the capture are not looked at
    else:
        yield (occupied[0],)
        yield tuple(point for point in empty if _legal(board, point, exercise.colour))[:1]
        yield (*right, *(point for point in empty if point not in right))[:exercise.stones_allowed + 2]


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def graded(exercises: list[Exercise], tmp_path, language: str) -> tuple[list, list]:
    """The page's lines and the grader's, answer by answer, in ``language``."""
    set_language(language)
    lesson = Lesson()
    lesson.add(Document.from_bytes(write_set(exercises)))
    data = lesson.data()
    batch, expected = [], []
    for number, exercise in enumerate(exercises):
        for answer in answers(exercise):
            batch.append([number, [index(point, exercise.board.geometry) for point in answer]])
            expected.append(grade_lines(grade(exercise, answer)))
    said = run_node("grade", {"words": data["words"], "geometries": data["geometries"],
                              "exercises": data["slides"], "answers": batch}, tmp_path)
    return said, expected


@pytest.mark.parametrize("language", ["en", "fr", "ja"])
def test_the_page_grades_every_kind_as_the_grader_does(exercises, tmp_path, english_afterwards, language):
    said, expected = graded(exercises, tmp_path, language)
    assert len(said) >= 4 * len(exercises)
    assert said == expected
    heads = {lines[0] for lines in expected}
    assert len(heads) >= 3, "right, not quite and not solved all met"


def test_the_page_prints_the_lines_exercises_check_prints(exercises, tmp_path, capsys):
    """One right and one wrong answer of each kind, as a student's ANSWERS.json holds them."""
    chosen = [exercise for kind in Kind for exercise in [e for e in exercises if e.kind is kind][:2]]
    right_and_wrong = {str(number): list(solution(exercise) if number % 2 else ())
                       for number, exercise in enumerate(chosen, 1)}
    path, key = tmp_path / "set.sgf", tmp_path / "answers.json"
    path.write_bytes(write_set(chosen))
    key.write_text(json.dumps({number: [f"{chr(97 + c)}{chr(97 + r)}" for c, r in points]
                               for number, points in right_and_wrong.items()}))
    assert main(["exercises", "check", str(path), "--answers", str(key)]) == 0
    printed = [line[3:] for line in capsys.readouterr().out.splitlines()
               if line.startswith("   ") and not line.startswith("   a right answer")]
    lesson = Lesson()
    lesson.add(Document.from_bytes(path.read_bytes()))
    data = lesson.data()
    batch = [[number - 1, [index(point, chosen[number - 1].board.geometry) for point in points]]
             for number, points in ((int(key), points) for key, points in right_and_wrong.items())]
    said = run_node("grade", {"words": data["words"], "geometries": data["geometries"], "exercises": data["slides"],
                              "answers": batch}, tmp_path)
    assert [line for lines in said for line in lines] == printed
    assert {lines[0] for lines in said} >= {"Right!", "Not solved."}
