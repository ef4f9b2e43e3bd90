"""``gobenson exercises``: generate sets of exercises, make one from a record, grade a student's
answers, print the key.

ANSWERS.json maps exercise numbers (from 1, in file order, as strings) to lists of points, each
an SGF point (``cc``) or a name (``C3``): the stones of the blocks marked (safe, rules), points
of the regions chosen (vital), the moves in order (capture), the stones added in order
(make-safe).  An exercise left out is not answered.

Every action reads its files, says what is wrong with them and writes through the paths every
``gobenson`` command shares (:mod:`.inputs`, :mod:`.output`).
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any

from ..core.board import Colour
from ..core.coords import parse_sgf_point, point_name, quoted, sgf_point
from ..core.exercises import (
    Exercise,
    ExerciseError,
    Grade,
    Kind,
    generate,
    grade,
    read_set,
    solution,
    write_set,
)
from ..core.exercises.generator import MAX_COUNT, exercise_for
from ..core.exercises.sgf_form import to_game
from ..core.geometry import Point
from ..core.rules import Rules
from ..core.sgf.document import Document
from ..core.sgf.tree import GameTree, serialise_games
from .arguments import (
    Commands,
    WholeNumber,
    add_rules_argument,
    ascii_integer,
    point_on,
    positive,
    stone_at,
)
from .inputs import load_document, read_input
from .output import emit_all, for_file, write_file
from . import words
from ..view.exercise_session import grade_lines


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"([0-9]+)(?:x([0-9]+))?", text)
    if not match:
        raise argparse.ArgumentTypeError(words.expected("a size like 7 or 9x5", text))
    return int(match[1]), int(match[2] or match[1])


def _seed(text: str) -> int:
    seed = ascii_integer(text)
    if seed is None:
        raise argparse.ArgumentTypeError(words.expected("a whole number", text))
    return seed


OUTPUT_HELP = "the SGF file to write (- is standard output)"


def run_generate(args: argparse.Namespace) -> int:
    columns, rows = args.size
    return for_file(args.output, lambda: write_file(
        args.output, write_set(generate(Kind(args.kind), args.count, columns, rows, args.seed, args.difficulty))))


def read_exercises(name: str) -> list[Exercise]:
    """The exercises of the set FILE (``-``: standard input)."""
    return read_set(Document.from_bytes(read_input(name)))


def read_answers(data: bytes, exercises: list[Exercise]) -> dict[int, tuple[Point, ...]]:
    """The answers of ANSWERS.json by exercise number; :class:`ExerciseError` names the fault."""
    try:
        answers = json.loads(data)
    except UnicodeDecodeError:
        raise ExerciseError(str(words.ANSWERS_NOT_TEXT)) from None
    except json.JSONDecodeError as error:
        raise ExerciseError(words.not_json(error)) from None
    except RecursionError:
        raise ExerciseError(str(words.ANSWERS_TOO_DEEP)) from None
    except ValueError:  # Python refuses to read integers of thousands of digits
        raise ExerciseError(str(words.ANSWERS_NUMBER_TOO_LONG)) from None
    if not isinstance(answers, dict):
        raise ExerciseError(str(words.ANSWERS_NOT_AN_OBJECT))
    return {_exercise_number(key, len(exercises)): _answer(key, points, exercises)
            for key, points in answers.items()}


def _exercise_number(key: str, count: int) -> int:
    """A key of ANSWERS.json as an exercise number, from 1 to ``count`` in ASCII digits."""
    if key.isascii() and key.isdigit() and len(key.lstrip("0")) <= len(str(count)) and 1 <= int(key) <= count:
        return int(key)
    raise ExerciseError(words.not_an_exercise_number(quoted(key), count))


def _answer(key: str, points: object, exercises: list[Exercise]) -> tuple[Point, ...]:
    if not isinstance(points, list):
        raise ExerciseError(words.about_exercise(key, str(words.EXPECTED_POINTS)))
    board = exercises[int(key) - 1].board
    try:
        return tuple(point_on(point, board) for point in points)
    except ValueError as error:
        raise ExerciseError(words.about_exercise(key, error)) from None


def _grade_record(number: int, exercise: Exercise, result: Grade | None) -> dict[str, Any]:
    record: dict[str, Any] = {"number": number, "kind": exercise.kind.value, "title": exercise.title,
              "difficulty": exercise.difficulty, "question": exercise.question(), "answered": result is not None,
              "solved": bool(result and result.solved)}
    if result is not None:
        record["right"], record["total"] = result.right, len(result.marks)
        record["marks"] = [{"point": sgf_point(mark.where), "name": result.name(mark.where),
                            "correct": mark.correct, "said": mark.said, "reason": mark.reason}
                           for mark in result.marks]
    if not record["solved"]:
        try:
            record["answer"] = [sgf_point(point) for point in solution(exercise)]
        except ExerciseError as error:  # a hand-made make-safe limit no placement meets
            record["no_answer"] = str(error)
    return record


def _text_lines(record: dict[str, Any], rows: int, result: Grade | None) -> list[str]:
    """The record in words; the grade in the very lines the editor's panel shows."""
    lines = [words.exercise_heading(record["number"], record["title"] or record["kind"], record["difficulty"],
                                    record["question"])]
    if result is None:
        lines.append(str(words.NOT_ANSWERED))
    else:
        lines.extend(words.graded_line(line) for line in grade_lines(result))
    if "answer" in record:
        names = " ".join(_named(point, rows) for point in record["answer"]) or str(words.NOTHING)
        lines.append(words.a_right_answer(names))
    if "no_answer" in record:
        lines.append(words.no_right_answer(record["no_answer"]))
    return lines


def _named(point: str, rows: int) -> str:
    return point_name(parse_sgf_point(point), rows)


def run_check(args: argparse.Namespace) -> int:
    exercises, answers = [], {}
    if for_file(args.file, lambda: exercises.extend(read_exercises(args.file))) or \
            for_file(args.answers, lambda: answers.update(read_answers(read_input(args.answers), exercises))):
        return 1
    grades = [grade(exercise, answers[number]) if number in answers else None
              for number, exercise in enumerate(exercises, 1)]
    records = [_grade_record(number, exercise, result)
               for number, (exercise, result) in enumerate(zip(exercises, grades), 1)]
    solved = sum(record["solved"] for record in records)
    if args.format == "json":
        emit_all([json.dumps({"exercises": records, "solved": solved, "total": len(records)})])
    else:
        emit_all("\n".join(_text_lines(record, exercise.board.rows, result))
                 for record, exercise, result in zip(records, exercises, grades))
        emit_all([words.score(solved, len(records))])
    return 0


def answer_key(name: str) -> str:
    """A right ANSWERS.json for the set FILE, as text."""
    key = {}
    for number, exercise in enumerate(read_exercises(name), 1):
        try:
            key[str(number)] = [sgf_point(point) for point in solution(exercise)]
        except ExerciseError as error:
            raise ExerciseError(words.about_exercise(number, error)) from None
    return json.dumps(key, indent=1)


def run_answers(args: argparse.Namespace) -> int:
    """Print the answer key: a right ANSWERS.json for the set."""
    return for_file(args.file, lambda: emit_all([answer_key(args.file)]))


def made_exercise(args: argparse.Namespace) -> Exercise:
    """The exercise ``make`` asks for, on the last main-line position of the record's first game."""
    document = load_document(args.file)
    board = document.board(document.game.main_line()[-1])
    target = None if args.point is None else stone_at(args.point, board)
    colour = Colour(args.colour) if args.colour else board.get(target) if target else None
    if colour is None:
        raise ExerciseError(str(words.WHOSE_BLOCKS))
    return exercise_for(board, Kind(args.kind), colour, target, Rules(args.rules), args.limit, args.title or "")


def run_make(args: argparse.Namespace) -> int:
    made = []
    if for_file(args.file, lambda: made.append(made_exercise(args))):
        return 1
    return for_file(args.output, lambda: write_file(args.output, serialise_games(
        _kept_games(args) + [to_game(made[0])])))


def _kept_games(args: argparse.Namespace) -> list[GameTree]:
    """The games of the set ``--append`` adds to (none without it, or when there is no set yet)."""
    if not (args.append and Path(args.output).exists()):
        return []
    document = Document.from_bytes(read_input(args.output))
    read_set(document)  # appends only to a set of exercises
    return document.games


def add_command(commands: Commands) -> None:
    exercises = commands.add_parser(
        "exercises", help="generate exercises on unconditional life and grade answers to them",
        description="Exercises hide the verdict until the student answers; the analysis grades.")
    actions = exercises.add_subparsers(dest="action", metavar="ACTION", required=True)
    make = actions.add_parser("generate", help="write a set of fresh exercises to an SGF file",
                              description="Random positions, reproducible from the seed, each kept "
                                          "only when it makes a question with a checked answer.")
    make.add_argument("--kind", required=True, choices=[kind.value for kind in Kind],
                      help="safe: which blocks are safe; vital: which regions are vital; capture: "
                           "capture the block; make-safe: add stones to save it; rules: where the "
                           "suicide rule matters")
    make.add_argument("--count", type=positive, default=10, metavar="N",
                      help=f"how many, 1 to {MAX_COUNT} (default: 10)")
    make.add_argument("--size", type=_size, default=(6, 6), metavar="CxR",
                      help="board size, 3 to 13 each way (default: 6x6)")
    make.add_argument("--seed", type=_seed, default=0, metavar="S", help="random seed (default: 0)")
    make.add_argument("--difficulty", type=WholeNumber(1, 5, "a difficulty"), metavar="D",
                      help="only exercises of difficulty D, 1 to 5 (default: any)")
    make.add_argument("-o", "--output", required=True, metavar="SET.sgf", help=OUTPUT_HELP)
    make.set_defaults(run=run_generate)
    teacher = actions.add_parser("make", help="make an exercise from the last position of an SGF record",
                                 description="Turn the position at the end of the main line of FILE's "
                                             "first game into an exercise of the kind asked.")
    teacher.add_argument("file", metavar="FILE", help="an SGF record")
    teacher.add_argument("--kind", required=True, choices=[kind.value for kind in Kind], help="the question")
    teacher.add_argument("--point", metavar="P",
                         help="a stone of the marked block (vital, capture, make-safe): SGF point or name")
    teacher.add_argument("--colour", choices=[colour.value for colour in Colour],
                         help="whose blocks the question is about (default: the colour of --point)")
    add_rules_argument(teacher)
    teacher.add_argument("--limit", type=positive, metavar="N",
                         help="make-safe: the most stones allowed (default: the fewest that do it)")
    teacher.add_argument("--title", help="a name for the exercise (GN)")
    teacher.add_argument("-o", "--output", required=True, metavar="SET.sgf", help=OUTPUT_HELP)
    teacher.add_argument("--append", action="store_true",
                         help="add the exercise to the end of SET.sgf instead of replacing it")
    teacher.set_defaults(run=run_make)
    check = actions.add_parser("check", help="grade answers to a set, with reasons and a score",
                               description="Grade every exercise of SET.sgf against ANSWERS.json, "
                                           "a JSON object like {\"1\": [\"cc\", \"D4\"]}: exercise "
                                           "numbers to lists of points.")
    check.add_argument("file", metavar="SET.sgf", help="a set of exercises")
    check.add_argument("--answers", required=True, metavar="ANSWERS.json", help="the student's answers")
    check.add_argument("--format", choices=("text", "json"), default="text",
                       help="text: a line per block, region or move; json: one object (default: text)")
    check.set_defaults(run=run_check)
    key = actions.add_parser("answers", help="print a right ANSWERS.json for a set (the teacher's key)")
    key.add_argument("file", metavar="SET.sgf", help="a set of exercises")
    key.set_defaults(run=run_answers)
