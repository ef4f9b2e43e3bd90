"""Exercises as SGF: written and read back, made by a teacher from any record, and refused with
a message naming the game when a property is wrong."""

from __future__ import annotations

import pytest

from gobenson_gui.core.analysis import analyze_colour
from gobenson_gui.core.board import Colour
from gobenson_gui.core.exercises import Exercise, ExerciseError, Kind, grade, read_set, solution, write_set
from gobenson_gui.core.exercises.model import TARGETED
from gobenson_gui.core.exercises.generator import exercise_for
from gobenson_gui.core.geometry import Wrap, geometry
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf import reader
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.errors import SgfError
from tests.boards import with_geometry

from .helpers import ONE_EYE, SAMPLES, diagram, points, sample

BLACK, WHITE = Colour.BLACK, Colour.WHITE


def read_bytes(data: bytes) -> list[Exercise]:
    """The exercises of the SGF file ``data``, read as a person opens it."""
    return read_set(Document.from_bytes(data))


def test_a_set_is_read_from_the_games_already_read_and_the_cursor_stays(monkeypatch):
    made = [Exercise(Kind.SAFE, sample("sensei_example1.sgf"), BLACK),
            Exercise(Kind.MAKE_SAFE, diagram(), BLACK, target=points(diagram(), "C3")[0], stone_limit=2)]
    document = Document.from_bytes(write_set(made))
    document.select_game(1)
    shown = document.cursor_state()
    games_parsed = []
    parse = reader.read_game
    monkeypatch.setattr(reader, "read_game",
                        lambda *args, **kwargs: games_parsed.append(args) or parse(*args, **kwargs))
    assert read_set(document) == made
    assert games_parsed == []
    assert document.cursor_state() == shown


def test_every_field_survives_a_round_trip():
    board = diagram()
    original = [
        Exercise(Kind.MAKE_SAFE, board, BLACK, Rules.SUICIDE, points(board, "C3")[0], 2, 4, "Two eyes, please"),
        Exercise(Kind.SAFE, sample("sensei_example1.sgf"), BLACK, difficulty=2),
    ]
    data = write_set(original)
    assert data.count(b"(;") == 2
    assert b"GBEX[make-safe]" in data and b"GBTG[ca]" in data and b"GBN[2]" in data and b"GBD[4]" in data
    assert read_bytes(data) == original


BOARD_KINDS = {
    "missing points": sample("unusual_goban_3_missing_middle_point.sgf"),
    "a link": sample("unusual_goban_2_wormhole.sgf"),
    "wrapped columns": sample("wrap_cylinder_wall_goes_round.sgf"),
    "wrapped rows": with_geometry(sample("wrap_cylinder_wall_goes_round.sgf"), geometry(7, 7, wrap=Wrap.ROWS)),
    "wrapped columns and rows": sample("wrap_torus_two_bands.sgf"),
    "a rectangle": sample("rectangular-13x7-constructed.sgf"),
    "missing points, links and wrap at once": with_geometry(diagram(ONE_EYE),
        geometry(5, 3, frozenset({(4, 0)}), frozenset({((0, 2), (4, 2))}), Wrap.COLUMNS)),
}


@pytest.mark.parametrize("shape", BOARD_KINDS)
@pytest.mark.parametrize("kind", list(Kind))
def test_every_kind_of_exercise_keeps_the_board_shape(shape, kind):
    """Written and read back, the exercise is the same on the same board, and so is its answer:
    the first question of the kind each colour's blocks make."""
    board = BOARD_KINDS[shape]
    made = []
    for colour in Colour:
        side = analyze_colour(board, colour)
        for block in side.blocks if kind in TARGETED else side.blocks[:1]:
            try:
                made.append(exercise_for(board, kind, colour, block.first if kind in TARGETED else None))
                break
            except ExerciseError:  # not a question this block makes
                continue
    if not made:
        pytest.skip(f"no {kind.value} exercise on a board with {shape}")
    read = read_bytes(write_set(made))
    assert read == made
    for exercise in read:
        assert exercise.board.geometry == board.geometry
        assert grade(exercise, solution(exercise)).solved


def test_a_safe_exercise_on_the_wormhole_keeps_its_safe_white_block():
    board = sample("unusual_goban_2_wormhole.sgf")
    data = write_set([exercise_for(board, Kind.SAFE, WHITE)])
    assert b"LINKS[aa:da]" in data
    exercise, = read_bytes(data)
    assert len(solution(exercise)) == 2  # the linked stones and the chain B1-C1: both safe


def test_question_hides_the_verdict():
    exercise = Exercise(Kind.SAFE, sample("sensei_example1.sgf"), BLACK)
    text = write_set([exercise]).decode()
    assert "Which black blocks are unconditionally alive? (no-suicide rules)" in text
    assert "A6" not in text and "SQ[" not in text


def teacher_file(name: str, properties: bytes) -> bytes:
    """A sample record with exercise properties added to its root, as a teacher would."""
    data = (SAMPLES / name).read_bytes()
    return data.replace(b"(;", b"(;" + properties, 1)


def test_a_teacher_makes_an_exercise_from_a_sample_record():
    data = teacher_file("sensei_example2.sgf", b"GBEX[safe]GBCO[B]")
    exercise, = read_bytes(data)
    assert exercise.board == sample("sensei_example2.sgf")
    assert exercise.colour is BLACK and exercise.rules is Rules.NO_SUICIDE


def test_the_target_gives_the_colour():
    board = sample("sensei_example1.sgf")
    data = teacher_file("sensei_example1.sgf", b"GBEX[vital]GBTG[aa]")
    exercise, = read_bytes(data)
    assert exercise.colour is BLACK and exercise.target == points(board, "A6")[0]


@pytest.mark.parametrize("properties, message", [
    (b"", "game 1: it is not an exercise (no GBEX property)"),
    (b"GBEX[riddle]", "game 1: unknown exercise kind 'riddle'"),
    (b"GBEX[safe]", "game 1: GBCO is missing"),
    (b"GBEX[safe]GBCO[X]", "game 1: 'X' is not a colour"),
    (b"GBEX[safe]GBCO[B]GBRU[japanese]", "game 1: unknown rules 'japanese'"),
    (b"GBEX[make-safe]GBTG[ea]GBN[two]", "game 1: GBN[two] is not a whole number"),
    (b"GBEX[capture]GBTG[zz]", "game 1: GBTG[zz] is off the 6x6 board"),
    (b"GBEX[capture]GBTG[aa][ba]", "game 1: GBTG names more than one point"),
    (b"GBEX[capture]GBTG[aa]", "game 1: the block at A6 is already unconditionally alive"),
    (b"GBEX[vital]GBTG[ea]", "game 1: the block at E6 is not unconditionally alive, so it has no vital regions"),
    (b"GBEX[make-safe]GBTG[ea]", "game 1: a make-safe exercise needs a stone limit of 1 or more"),
    (b"GBEX[safe]GBCO[B]GBTG[aa]", "game 1: a safe exercise asks about every block; it has no target"),
    (b"GBEX[capture]GBTG[ea]GBCO[W]", "game 1: the target E6 is not a white stone"),
    (b"GBEX[safe]GBCO[B]GBD[9]", "game 1: difficulty 9 is not from 1 to 5"),
    (b"GBEX[rules]GBCO[B]GBRU[suicide]", "game 1: a rules exercise compares both rule sets"),
])
def test_wrong_properties_are_named(properties, message):
    with pytest.raises(ExerciseError) as error:
        read_bytes(teacher_file("sensei_example1.sgf", properties))
    assert str(error.value).startswith(message)


def test_an_illegal_position_is_refused():
    with pytest.raises(ExerciseError, match="the position is illegal: the block at A2 has no liberty"):
        Exercise(Kind.SAFE, diagram("X O\nO .\n"), BLACK)


def test_broken_sgf_is_an_sgf_error():
    with pytest.raises(SgfError):
        read_bytes(b"GBEX[safe] is no SGF at all")


def test_exercise_for_finds_the_fewest_stones_and_measures_difficulty():
    board = diagram()
    exercise = exercise_for(board, Kind.MAKE_SAFE, BLACK, points(board, "A3")[0])
    assert exercise.stone_limit == 1 and 1 <= exercise.difficulty <= 5
    with pytest.raises(ExerciseError, match="already unconditionally alive"):
        exercise_for(sample("sensei_example1.sgf"), Kind.MAKE_SAFE, BLACK, (0, 0))


def test_a_teachers_limit_no_placement_meets_is_refused():
    board = diagram("X . X O .\nX X X O O\n. . . . .\n")
    lone = diagram(". . . . .\n. . X . .\n. . . . .\n")
    assert exercise_for(board, Kind.MAKE_SAFE, BLACK, (0, 0), stone_limit=3).stone_limit == 3
    with pytest.raises(ExerciseError, match="no 2 stones make the block unconditionally alive"):
        exercise_for(lone, Kind.MAKE_SAFE, BLACK, (2, 1), stone_limit=2)


def test_the_position_is_the_one_at_the_end_of_the_main_line():
    record = b"(;SZ[4]AB[ba][ab][bb]GBEX[capture]GBTG[ba];W[ca];B[dd](;W[ac])(;W[cc]))"
    exercise, = read_bytes(record)
    board = exercise.board
    assert board.get((2, 0)) is WHITE and board.get((3, 3)) is BLACK and board.get((0, 2)) is WHITE
    assert board.get((2, 2)) is None  # a variation, not the main line


def test_a_colour_without_stones_is_no_question():
    with pytest.raises(ExerciseError, match="there are no white stones to ask about"):
        Exercise(Kind.SAFE, diagram("X . X\nX X X\n"), WHITE)


def test_the_title_is_read_in_the_files_character_set():
    data = "(;CA[ISO-8859-1]SZ[5]GN[Müller \\] set]GBEX[safe]GBCO[B]AB[aa][ba][ab])".encode("latin-1")
    assert read_bytes(data)[0].title == "Müller ] set"


def test_the_target_and_stone_limit_are_read_only_from_the_kinds_that_have_them():
    board = diagram()
    make_safe = Exercise(Kind.MAKE_SAFE, board, BLACK, target=points(board, "C3")[0], stone_limit=2)
    assert make_safe.marked == points(board, "C3")[0] and make_safe.stones_allowed == 2
    safe = Exercise(Kind.SAFE, board, BLACK)
    with pytest.raises(ExerciseError, match="a safe exercise has no target block"):
        _ = safe.marked
    with pytest.raises(ExerciseError, match="a safe exercise has no stone limit"):
        _ = safe.stones_allowed
