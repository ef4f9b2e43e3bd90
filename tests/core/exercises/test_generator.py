"""The generator: every exercise has one checked answer -- by the analysis and, on small boards,
by the exhaustive lookahead -- and a seed always gives the same bytes."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gobenson_gui.core import lookahead
from gobenson_gui.core.analysis import analyze_colour
from gobenson_gui.core.board import Colour
from gobenson_gui.core.exercises import Exercise, ExerciseError, Kind, generate, grade, solution, write_set
from gobenson_gui.core.exercises.generator import (FIRST_ATTEMPTS, MAX_COUNT, GenerationCancelled, exercise_for,
                                                     random_position)
from gobenson_gui.core.exercises.solver import MAX_STONES, add_stones, fewest_stones_to_save
from gobenson_gui.core.rules import Rules

from ...oracle import fewest_saving_moves, safe_blocks
from .helpers import diagram, points, toggled

SMALL_ENOUGH = 10
"""Empty points up to which the exhaustive lookahead checks an answer."""

seeds = st.integers(0, 2**32)
small_sizes = st.tuples(st.integers(4, 5), st.integers(4, 5))


def one(kind: Kind, size, seed: int):
    exercise, = generate(kind, 1, *size, seed)
    return exercise


def small(board) -> bool:
    return bin(board.empty_points).count("1") <= SMALL_ENOUGH


def assert_only_answer(exercise, items):
    """The model answer is right, and choosing any one item differently is wrong."""
    answer = solution(exercise)
    assert grade(exercise, answer).solved
    geom = exercise.board.geometry
    for item in items:
        assert not grade(exercise, toggled(answer, set(geom.points(item.mask)), item.first)).solved


@settings(max_examples=25, deadline=None)
@given(seeds, small_sizes)
def test_safe_exercises_have_one_answer_confirmed_by_lookahead(seed, size):
    exercise = one(Kind.SAFE, size, seed)
    side = analyze_colour(exercise.board, exercise.colour, exercise.rules)
    assert 0 < len(side.safe) < len(side.blocks)
    assert_only_answer(exercise, side.blocks)
    if small(exercise.board):
        by_search = safe_blocks(exercise.board, exercise.colour, exercise.rules)
        assert sorted(by_search) == sorted(block.mask for block in side.safe)


@settings(max_examples=25, deadline=None)
@given(seeds, small_sizes)
def test_vital_exercises_have_one_answer(seed, size):
    exercise = one(Kind.VITAL, size, seed)
    side = analyze_colour(exercise.board, exercise.colour, exercise.rules)
    block = side.block_at(exercise.target).index
    beside = [region for region in side.regions if block in region.neighbours]
    assert len(beside) > len(side.vital_regions(block)) >= 2
    assert_only_answer(exercise, beside)
    if small(exercise.board):
        assert exercise.target_block() in safe_blocks(exercise.board, exercise.colour)


@settings(max_examples=25, deadline=None)
@given(seeds, small_sizes)
def test_capture_exercises_can_be_captured(seed, size):
    exercise = one(Kind.CAPTURE, size, seed)
    moves = solution(exercise)
    assert len(moves) >= 2
    assert grade(exercise, moves).solved
    assert not grade(exercise, moves[:-1]).solved
    if small(exercise.board):
        assert exercise.target_block() in lookahead.capturable_blocks(exercise.board, exercise.colour)


@settings(max_examples=20, deadline=None)
@given(seeds, small_sizes)
def test_make_safe_limit_is_the_fewest_stones(seed, size):
    exercise = one(Kind.MAKE_SAFE, size, seed)
    board, colour, target = exercise.board, exercise.colour, exercise.target
    stones = solution(exercise)
    assert len(stones) == exercise.stone_limit
    assert grade(exercise, stones).solved
    saved = add_stones(board, stones, colour, exercise.rules)
    if small(saved):
        assert saved.block_at(target) in safe_blocks(saved, colour)
    if small(board):
        assert fewest_saving_moves(board, target, exercise.rules, exercise.stone_limit) == exercise.stone_limit


@settings(max_examples=40, deadline=None)
@given(seeds, st.tuples(st.integers(3, 4), st.integers(3, 4)), st.sampled_from(list(Rules)))
def test_the_make_safe_search_finds_the_fewest_moves_the_brute_force_finds(seed, size, rules):
    """On random small positions, every unsafe block: the search's answer is as short as the
    shortest of all sequences of up to three moves that the lookahead confirms, or both find none."""
    board, colour = random_position(random.Random(seed), *size, (0, 3))
    assume(small(board))
    side = analyze_colour(board, colour, rules)
    for block in side.blocks:
        if side.is_safe(block.index):
            continue
        stones = fewest_stones_to_save(board, block.first, rules, MAX_STONES)
        fewest = fewest_saving_moves(board, block.first, rules, MAX_STONES)
        assert (None if stones is None else len(stones)) == fewest
        if stones is not None:
            exercise = Exercise(Kind.MAKE_SAFE, board, colour, rules, block.first, max(1, fewest))
            assert grade(exercise, stones).solved


SAVED_AFTER_A_CAPTURE = "O X X O\n. O X .\nX O O .\n"
"""White's A3 needs two stones: D2 captures black's three stones, then B3 makes a second eye."""


def test_a_capture_frees_a_point_for_the_next_stone():
    board = diagram(SAVED_AFTER_A_CAPTURE)
    exercise = exercise_for(board, Kind.MAKE_SAFE, Colour.WHITE, points(board, "A3")[0])
    assert exercise.stone_limit == 2
    assert solution(exercise) == points(board, "D2 B3")
    assert grade(exercise, points(board, "D2 B3")).solved
    assert fewest_saving_moves(board, exercise.target, exercise.rules, 2) == 2


def test_the_generated_set_of_the_report_asks_for_two_stones_where_two_do():
    fourth = generate(Kind.MAKE_SAFE, 10, 4, 3, 67)[3]
    assert fourth.board == diagram(SAVED_AFTER_A_CAPTURE)
    assert fourth.stone_limit == 2


def test_a_two_stone_exercise_has_no_one_stone_answer():
    exercise = next(e for e in generate(Kind.MAKE_SAFE, 5, 4, 4, 1) if e.stone_limit == 2)
    assert grade(exercise, solution(exercise)).solved
    assert fewest_saving_moves(exercise.board, exercise.target, exercise.rules, 1) is None


@settings(max_examples=15, deadline=None)
@given(seeds, small_sizes)
def test_rules_exercises_have_one_answer_confirmed_by_lookahead(seed, size):
    exercise = one(Kind.RULES, size, seed)
    side = analyze_colour(exercise.board, exercise.colour, Rules.NO_SUICIDE)
    assert solution(exercise)
    assert_only_answer(exercise, side.blocks)
    if small(exercise.board):
        safe = [set(safe_blocks(exercise.board, exercise.colour, rules)) for rules in Rules]
        differ = {exercise.board.block_at(point) for point in solution(exercise)}
        assert safe[0] ^ safe[1] == differ


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(list(Kind)), seeds, st.tuples(st.integers(4, 7), st.integers(4, 7)))
def test_the_same_seed_gives_the_same_bytes(kind, seed, size):
    assert write_set(generate(kind, 2, *size, seed)) == write_set(generate(kind, 2, *size, seed))


def test_different_seeds_give_different_sets():
    assert write_set(generate(Kind.SAFE, 3, 5, 5, 1)) != write_set(generate(Kind.SAFE, 3, 5, 5, 2))


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_a_difficulty_asked_for_is_the_difficulty_given(level):
    exercises = generate(Kind.SAFE, 3, 7, 7 if level > 1 else 5, 0, level)
    assert [exercise.difficulty for exercise in exercises] == [level] * 3


def test_bigger_boards_and_more_rounds_are_harder():
    easy = generate(Kind.SAFE, 20, 4, 4, 0)
    hard = generate(Kind.SAFE, 20, 9, 9, 0)
    assert sum(e.difficulty for e in easy) < sum(e.difficulty for e in hard)


@pytest.mark.parametrize("size, message", [
    ((2, 5), "columns must be from 3 to 13 to generate exercises, not 2"),
    ((5, 14), "rows must be from 3 to 13 to generate exercises, not 14"),
])
def test_sizes_out_of_range_are_refused(size, message):
    with pytest.raises(ExerciseError, match=message):
        generate(Kind.SAFE, 1, *size, 0)


def test_too_few_good_positions_is_said():
    with pytest.raises(ExerciseError, match="found only 0 of 1 safe exercise of difficulty 5 on 3x3 in 400 tries"):
        generate(Kind.SAFE, 1, 3, 3, 0, 5)


@pytest.mark.parametrize("count", [0, MAX_COUNT + 1])
def test_a_count_out_of_range_is_refused(count):
    with pytest.raises(ExerciseError, match=f"a set holds 1 to {MAX_COUNT} exercises, not {count}"):
        generate(Kind.SAFE, count, 5, 5, 0)


def test_a_difficulty_no_exercise_of_the_size_has_is_refused_before_any_position_is_tried():
    tried = []
    with pytest.raises(ExerciseError, match="every exercise on a board of 49 points or more has difficulty 2 or "
                                            "more; 7x7 has 49"):
        generate(Kind.MAKE_SAFE, 10, 7, 7, 0, 1, progress=lambda found, tries: tried.append(tries) or True)
    assert tried == []


def test_a_combination_that_makes_nothing_gives_up_as_soon_for_many_exercises_as_for_one():
    for count in (1, MAX_COUNT):
        with pytest.raises(ExerciseError, match=f"found only 0 of {count} safe exercises? on 3x3 in "
                                                f"{FIRST_ATTEMPTS} tries"):
            generate(Kind.SAFE, count, 3, 3, 0)


def test_the_progress_callback_sees_every_try_and_can_stop_the_generator():
    seen = []

    def stop_after_the_first(found: int, tries: int) -> bool:
        seen.append((found, tries))
        return found == 0
    with pytest.raises(GenerationCancelled):
        generate(Kind.SAFE, 5, 5, 5, 0, progress=stop_after_the_first)
    assert [tries for _, tries in seen] == list(range(1, len(seen) + 1))
    assert seen[-1][0] == 1 and all(found == 0 for found, _ in seen[:-1])
