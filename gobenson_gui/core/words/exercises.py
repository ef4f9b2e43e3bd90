"""The words of exercises: the questions, the grader's reasons, and what the exercise mode
tells the student while answering, after Check and at the end of a set."""

from __future__ import annotations

from . import counted

# -- questions ---------------------------------------------------------------------------------


def rules_note(rules: str) -> str:
    return f"({rules} rules)"


def which_alive(colour: str, rules: str) -> str:
    return f"Which {colour} blocks are unconditionally alive? {rules_note(rules)}"


def which_rules_decide(colour: str) -> str:
    return (f"Which {colour} blocks are unconditionally alive under one rule set "
            f"(no-suicide, suicide) and not under the other?")


def which_vital(colour: str, where: str, rules: str) -> str:
    return f"Which regions are vital to the {colour} block at {where}? {rules_note(rules)}"


def capture_it(colour: str, where: str, rules: str) -> str:
    return f"Capture the {colour} block at {where}; {colour} always passes. {rules_note(rules)}"


def make_it_safe(colour: str, where: str, rules: str, stones: int) -> str:
    return counted("Add at most {n} {colour} stone to make the block at {where} unconditionally alive. {rules}",
                   "Add at most {n} {colour} stones to make the block at {where} unconditionally alive. {rules}",
                   stones, colour=colour, where=where, rules=rules_note(rules))


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
    return reason[0].upper() + reason[1:] + "."


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
