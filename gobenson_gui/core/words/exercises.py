"""The words of exercises: the questions, the grader's reasons, and what the exercise mode
tells the student while answering, after Check and at the end of a set."""

from __future__ import annotations

from . import counted, sentence_start

# -- questions ---------------------------------------------------------------------------------


def which_alive(colour: str, rules: str) -> str:
    return f"Which {colour} blocks are unconditionally alive? ({rules} rules)"


def which_rules_decide(colour: str) -> str:
    return (f"Which {colour} blocks are unconditionally alive under one rule set "
            "(no-suicide, suicide) and not under the other?")


def which_vital(colour: str, where: str, rules: str) -> str:
    return f"Which regions are vital to the {colour} block at {where}? ({rules} rules)"


def capture_it(colour: str, where: str, rules: str) -> str:
    return f"Capture the {colour} block at {where}; {colour} always passes. ({rules} rules)"


def make_it_safe(colour: str, where: str, rules: str, stones: int) -> str:
    return counted("Add at most {n} {colour} stone to make the block at {where} unconditionally alive. "
                   "({rules} rules)",
                   "Add at most {n} {colour} stones to make the block at {where} unconditionally alive. "
                   "({rules} rules)", stones, colour=colour, where=where, rules=rules)


def generated_title(kind: str, number: int, seed: int) -> str:
    return f"{kind} {number} (seed {seed})"


def found_too_few(found: int, wanted: int, kind: str, level: int | None, columns: int, rows: int,
                  tries: int) -> str:
    """The generator gave up before it found ``wanted`` exercises."""
    if level:
        return counted("found only {found} of {n} {kind} exercise of difficulty {level} on {columns}x{rows} "
                       "in {tries} tries",
                       "found only {found} of {n} {kind} exercises of difficulty {level} on {columns}x{rows} "
                       "in {tries} tries", wanted, found=found, kind=kind, level=level, columns=columns,
                       rows=rows, tries=tries)
    return counted("found only {found} of {n} {kind} exercise on {columns}x{rows} in {tries} tries",
                   "found only {found} of {n} {kind} exercises on {columns}x{rows} in {tries} tries",
                   wanted, found=found, kind=kind, columns=columns, rows=rows, tries=tries)


# -- the grader's reasons and what the student said ----------------------------------------------

SAFE, NOT_SAFE = "safe", "not safe"
RULES_DECIDE, RULES_DO_NOT_MATTER = "the rules decide", "the rules do not matter"
VITAL, NOT_VITAL = "vital", "not vital"
CHOSEN, CAPTURED, NOT_CAPTURED, PLACED = "chosen", "captured", "not captured", "placed"
A_POINT_OF_THE_BOARD = "a point of the board"
A_POINT_OF_A_REGION = "a point of a region"


def move_number(number: int) -> str:
    return f"move {number}"


def stone_number(number: int) -> str:
    return f"stone {number}"


def a_stone_of(colour: str) -> str:
    return f"a {colour} stone"


def beside_block(block: str) -> str:
    """What a chosen point of a vital exercise should be, ``block`` as :func:`block_label`."""
    return f"a point of a region next to {block}"


def is_not(where: str, what: str) -> str:
    return f"{where} is not {what}"


def is_illegal(where: str, error: object) -> str:
    return f"{where} is illegal: {error}"


def captures_the_block(where: str) -> str:
    return f"{where} captures the block"


def is_legal(where: str) -> str:
    return f"{where} is legal"


def captured_in(moves: int) -> str:
    return counted("the block is captured in {n} move", "the block is captured in {n} moves", moves)


def allows(stones: int) -> str:
    return counted("the exercise allows {n} stone", "the exercise allows {n} stones", stones)


def block_gone(where: str) -> str:
    return f"the block at {where} is gone: a stone took its last liberty"


def under_rules(rules: str, explanation: str) -> str:
    return f"Under {rules} rules: {explanation}"


# -- the exercise mode -------------------------------------------------------------------------

def new_exercise(kind: str) -> str:
    """The name of the edit that adds an exercise, e.g. in the Undo menu."""
    return f"New {kind} exercise"


def difficulty(level: int) -> str:
    return f"difficulty {level}"


def progress(number: int, exercises: int, score: int) -> str:
    return f"Exercise {number} of {exercises}, score {score}"


def as_sentence(reason: str) -> str:
    """A grader's reason as a note of its own: capitalised, with a full stop."""
    return sentence_start(reason) + "."


def take_one_back(stones: int) -> str:
    return counted("The exercise allows {n} stone; take one back first.",
                   "The exercise allows {n} stones; take one back first.", stones)


def fewest_solution(stones: int, names: str) -> str:
    return f"A solution with the fewest stones ({stones}): {names}."


def right_answer(names: str) -> str:
    return f"The right answer (shaded): {names}."


NONE = "none"
NOTHING_YET = "nothing yet"


def no_solution(error: object) -> str:
    return f"No solution can be shown: {error}."


def moves_played(names: str) -> str:
    return f"Moves played: {names}."


def stones_added(added: int, most: int, names: str) -> str:
    return f"Stones added ({added} of at most {most}): {names}."


def chosen(names: str) -> str:
    return f"Chosen: {names}."


RIGHT = "Right!"


def not_quite(right: int, marks: int) -> str:
    return f"Not quite: {right} of {marks} right."


def mark_line(correct: bool, where: str, said: str, reason: str | None) -> str:
    """A tick or a cross, the item and what the student said of it, and the reason if given."""
    sign = "\u2713" if correct else "\u2717"
    if reason is None:
        return f"{sign} {where} ({said})"
    return f"{sign} {where} ({said}): {reason}"


def fewest_unknown(error: object) -> str:
    return f"The fewest stones could not be worked out: {error}."


def fewest_reached(stones: int) -> str:
    return counted("{n} is the fewest stones that do it.", "{n} is the fewest stones that do it.", stones)


def can_be_done_with(stones: int) -> str:
    return counted("It can be done with {n}.", "It can be done with {n}.", stones)


def set_done(score: int, exercises: int) -> str:
    return f"Done: {score} of {exercises} solved."


def not_answered(number: int) -> str:
    return f"\nExercise {number}: not answered."


def answered_wrongly(number: int, question: str) -> str:
    return f"\nExercise {number}: {question}"


# -- exercises that cannot be asked or made ------------------------------------------------------

def unknown_kind(text: str, kinds: str) -> str:
    return f"unknown exercise kind {text!r} (choose {kinds})"


def illegal_position(where: str) -> str:
    return f"the position is illegal: the block at {where} has no liberty"


def difficulty_out_of_range(level: object) -> str:
    return f"difficulty {level} is not from 1 to 5"


NO_STONE_LIMIT = "a make-safe exercise needs a stone limit of 1 or more"
RULES_TAKE_NO_RULES = "a rules exercise compares both rule sets; it takes no rules of its own"


def limit_not_for(kind: str) -> str:
    return f"a stone limit belongs to make-safe exercises, not {kind}"


def no_target_for(kind: str) -> str:
    return f"a {kind} exercise asks about every block; it has no target"


def no_stones_to_ask_about(colour: str) -> str:
    return f"there are no {colour} stones to ask about"


def needs_target(kind: str) -> str:
    return f"a {kind} exercise needs a target block"


def has_no_target(kind: str) -> str:
    """An exercise asked for its marked block though its kind has none."""
    return f"a {kind} exercise has no target block"


def has_no_stone_limit(kind: str) -> str:
    return f"a {kind} exercise has no stone limit"


def target_off_board(target: object) -> str:
    return f"the target {target} is not a point of the board"


def target_not_of(where: str, colour: str) -> str:
    return f"the target {where} is not a {colour} stone"


def no_vital_regions(where: str) -> str:
    return f"the block at {where} is not unconditionally alive, so it has no vital regions"


def already_alive(where: str) -> str:
    return f"the block at {where} is already unconditionally alive"


def set_size_out_of_range(most: int, count: int) -> str:
    return f"a set holds 1 to {most} exercises, not {count}"


def side_out_of_range(side: str, most: int, value: int) -> str:
    """``side`` is ``columns`` or ``rows``, as the options name them."""
    return f"{side} must be from 3 to {most} to generate exercises, not {value}"


def too_large_for_level_one(points: int, columns: int, rows: int) -> str:
    size = columns * rows
    return (f"every exercise on a board of {points} points or more has difficulty "
            f"2 or more; {columns}x{rows} has {size}")


def search_too_large(budget: int) -> str:
    return f"finding the fewest stones needs more than {budget} positions; try a smaller position"


def limit_not_enough(stones: int) -> str:
    return counted("no {n} stone makes the block unconditionally alive",
                   "no {n} stones make the block unconditionally alive", stones)


def not_a_whole_number(prop: str, text: str) -> str:
    return f"{prop}[{text}] is not a whole number"


NOT_AN_EXERCISE = "it is not an exercise (no GBEX property)"
TARGET_NOT_ONE_POINT = "GBTG names more than one point"
WHOSE_QUESTION = "GBCO is missing and GBTG names no stone: whose blocks does the question ask about?"
EMPTY_SET = "the set holds no exercises"
