"""The words of exercises: the questions, the grader's reasons, and what the exercise mode
tells the student while answering, after Check and at the end of a set."""

from __future__ import annotations

from .i18n import N_, _, deferred
from . import counted, sentence_start

# -- questions ---------------------------------------------------------------------------------

def which_alive(colour: str, rules: str) -> str:
    return _("Which {colour} blocks are unconditionally alive? ({rules} rules)").format(colour=colour, rules=rules)


def which_rules_decide(colour: str) -> str:
    return (_("Which {colour} blocks are unconditionally alive under one rule set "
            "(no-suicide, suicide) and not under the other?").format(colour=colour))


def which_vital(colour: str, where: str, rules: str) -> str:
    return _("Which regions are vital to the {colour} block at {where}? ({rules} rules)").format(colour=colour,
                                                                                              where=where, rules=rules)


def capture_it(colour: str, where: str, rules: str) -> str:
    return _("Capture the {colour} block at {where}; {colour} always passes. ({rules} rules)").format(colour=colour,
                                                                                                   where=where,
                                                                                                   rules=rules)


def make_it_safe(colour: str, where: str, rules: str, stones: int) -> str:
    return counted("Add at most {n} {colour} stone to make the block at {where} unconditionally alive. "
                   "({rules} rules)",
                   "Add at most {n} {colour} stones to make the block at {where} unconditionally alive. "
                   "({rules} rules)", stones, colour=colour, where=where, rules=rules)


def generated_title(kind: str, number: int, seed: int) -> str:
    """``kind`` as the command line names it (``make-safe``), said in the language spoken."""
    return _("{kind} {number} (seed {seed})").format(kind=_(kind), number=number, seed=seed)


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

SAFE, NOT_SAFE = N_("safe"), N_("not safe")
RULES_DECIDE, RULES_DO_NOT_MATTER = N_("the rules decide"), N_("the rules do not matter")
VITAL, NOT_VITAL = N_("vital"), N_("not vital")
CHOSEN, CAPTURED, NOT_CAPTURED, PLACED = N_("chosen"), N_("captured"), N_("not captured"), N_("placed")
"""What the student said of an item, as the checker's json writes it; :func:`mark_line` says it in
the language spoken."""
A_POINT_OF_THE_BOARD = deferred("a point of the board")
A_POINT_OF_A_REGION = deferred("a point of a region")


def move_number(number: int) -> str:
    return _("move {number}").format(number=number)


def stone_number(number: int) -> str:
    return _("stone {number}").format(number=number)


def a_stone_of(colour: str) -> str:
    return _("a {colour} stone").format(colour=colour)


def beside_block(block: str) -> str:
    """What a chosen point of a vital exercise should be, ``block`` as :func:`block_label`."""
    return _("a point of a region next to {block}").format(block=block)


def is_not(where: str, what: str) -> str:
    return _("{where} is not {what}").format(where=where, what=what)


def is_illegal(where: str, error: str) -> str:
    """``error`` why, as :class:`.rules.IllegalMove` says it."""
    return _("{where} is illegal: {error}").format(where=where, error=error)


def captures_the_block(where: str) -> str:
    return _("{where} captures the block").format(where=where)


def is_legal(where: str) -> str:
    return _("{where} is legal").format(where=where)


def captured_in(moves: int) -> str:
    return counted("the block is captured in {n} move", "the block is captured in {n} moves", moves)


def allows(stones: int) -> str:
    return counted("the exercise allows {n} stone", "the exercise allows {n} stones", stones)


def liberties_left(where: str, liberties: int) -> str:
    """What a capture's moves failed to do: the block stands, with ``liberties`` still to take."""
    return counted("the block at {where} still has {n} liberty to take", "the block at {where} still has {n} liberties "
                   "to take", liberties, where=where)


def and_now(liberties: str, explanation: str) -> str:
    """The block stands and the moves made it unconditionally alive: ``explanation`` says why."""
    return _("{liberties}, and it cannot be captured now. {explanation}").format(liberties=liberties,
                                                                                 explanation=explanation)


def block_gone(where: str) -> str:
    return _("the block at {where} is gone: a stone took its last liberty").format(where=where)


def under_rules(rules: str, explanation: str) -> str:
    return _("Under {rules} rules: {explanation}").format(rules=rules, explanation=explanation)


# -- the exercise mode -------------------------------------------------------------------------

def difficulty(level: int) -> str:
    return _("difficulty {level}").format(level=level)


def progress(number: int, exercises: int, score: int, on_retry: int) -> str:
    """``score`` the exercises solved at the first try; ``on_retry`` those solved after Retry,
    which count apart."""
    text = _("Exercise {number} of {exercises}, score {score}").format(number=number, exercises=exercises, score=score)
    if on_retry:
        text += counted(" (and {n} solved on a retry)", " (and {n} solved on a retry)", on_retry)
    return text


def as_sentence(reason: str) -> str:
    """A grader's reason as a note of its own: capitalised, with a full stop."""
    return sentence_start(reason) + "."


def take_one_back(stones: int) -> str:
    return counted("The exercise allows {n} stone; take one back first.",
                   "The exercise allows {n} stones; take one back first.", stones)


def fewest_solution(stones: int, names: str) -> str:
    return _("A solution with the fewest stones ({stones}): {names}.").format(stones=stones, names=names)


def right_answer(names: str) -> str:
    return _("The right answer (shaded): {names}.").format(names=names)


def because(where: str, verdict: str, reason: str) -> str:
    """One item of a right answer shown, with the analysis's reason for it."""
    return _("{where} ({verdict}): {reason}").format(where=where, verdict=_(verdict), reason=reason)


NONE = deferred("none")
NOTHING_YET = deferred("nothing yet")


def no_solution(error: object) -> str:
    return _("No solution can be shown: {error}.").format(error=error)


def moves_played(names: str) -> str:
    return _("Moves played: {names}.").format(names=names)


def stones_added(added: int, most: int, names: str) -> str:
    return _("Stones added ({added} of at most {most}): {names}.").format(added=added, most=most, names=names)


def chosen(names: str) -> str:
    return _("Chosen: {names}.").format(names=names)


RIGHT = deferred("Right!")
NOT_SOLVED = deferred("Not solved.")


def not_quite(right: int, marks: int) -> str:
    return _("Not quite: {right} of {marks} right.").format(right=right, marks=marks)


def mark_line(correct: bool, where: str, said: str, reason: str) -> str:
    """A tick or a cross, the item, what became of it (a move, a block's fate), and the reason."""
    sign = "\u2713" if correct else "\u2717"
    return _("{sign} {where} ({said}): {reason}").format(sign=sign, where=where, said=_(said), reason=reason)


def claim_line(correct: bool, where: str, said: str, reason: str) -> str:
    """A tick or a cross on what the student said of a block or region, kept apart from the
    verdict, and the analysis's reason (as a sentence of its own)."""
    reason = sentence_start(reason)
    if correct:
        return _("\u2713 {where}: you said {said}, which is right. {reason}").format(where=where, said=_(said),
                                                                                  reason=reason)
    return _("\u2717 {where}: you said {said}, which is wrong. {reason}").format(where=where, said=_(said),
                                                                              reason=reason)


def fewest_unknown(error: object) -> str:
    return _("The fewest stones could not be worked out: {error}.").format(error=error)


def fewest_reached(stones: int) -> str:
    return counted("{n} is the fewest stones that do it.", "{n} is the fewest stones that do it.", stones)


def can_be_done_with(stones: int) -> str:
    return counted("It can be done with {n}.", "It can be done with {n}.", stones)


def set_done(score: int, exercises: int, on_retry: int) -> str:
    text = _("Done: {score} of {exercises} solved.").format(score=score, exercises=exercises)
    if on_retry:
        text += counted(" {n} more solved on a retry, which the score leaves out.",
                        " {n} more solved on a retry, which the score leaves out.", on_retry)
    return text


def solved_on_retry(number: int) -> str:
    return _("\nExercise {number}: solved on a retry.").format(number=number)


def not_answered(number: int) -> str:
    return _("\nExercise {number}: not answered.").format(number=number)


def answered_wrongly(number: int, question: str) -> str:
    return _("\nExercise {number}: {question}").format(number=number, question=question)


# -- exercises that cannot be asked or made ------------------------------------------------------

def unknown_kind(text: str, kinds: str) -> str:
    return _("unknown exercise kind {text!r} (choose {kinds})").format(text=text, kinds=kinds)


def difficulty_out_of_range(level: object) -> str:
    return _("difficulty {level} is not from 1 to 5").format(level=level)


NO_STONE_LIMIT = deferred("a make-safe exercise needs a stone limit of 1 or more")
RULES_TAKE_NO_RULES = deferred("a rules exercise compares both rule sets; it takes no rules of its own")


def limit_not_for(kind: str) -> str:
    return _("a stone limit belongs to make-safe exercises, not {kind}").format(kind=kind)


def no_target_for(kind: str) -> str:
    return _("a {kind} exercise asks about every block; it has no target").format(kind=kind)


def no_stones_to_ask_about(colour: str) -> str:
    return _("there are no {colour} stones to ask about").format(colour=colour)


def needs_target(kind: str) -> str:
    return _("a {kind} exercise needs a target block").format(kind=kind)


def has_no_target(kind: str) -> str:
    """An exercise asked for its marked block though its kind has none."""
    return _("a {kind} exercise has no target block").format(kind=kind)


def has_no_stone_limit(kind: str) -> str:
    return _("a {kind} exercise has no stone limit").format(kind=kind)


def target_off_board(target: object) -> str:
    return _("the target {target} is not a point of the board").format(target=target)


def target_not_of(where: str, colour: str) -> str:
    return _("the target {where} is not a {colour} stone").format(where=where, colour=colour)


def no_vital_regions(where: str) -> str:
    return _("the block at {where} is not unconditionally alive, so it has no vital regions").format(where=where)


def already_alive(where: str) -> str:
    return _("the block at {where} is already unconditionally alive").format(where=where)


def set_size_out_of_range(most: int, count: int) -> str:
    return _("a set holds 1 to {most} exercises, not {count}").format(most=most, count=count)


def side_out_of_range(side: str, most: int, value: int) -> str:
    """``side`` is ``columns`` or ``rows``, as the options name them."""
    return _("{side} must be from 3 to {most} to generate exercises, not {value}").format(side=side, most=most,
                                                                                       value=value)


def too_large_for_level_one(points: int, columns: int, rows: int) -> str:
    size = columns * rows
    return (_("every exercise on a board of {points} points or more has difficulty "
            "2 or more; {columns}x{rows} has {size}").format(points=points, columns=columns, rows=rows, size=size))


def search_too_large(budget: int) -> str:
    return (_("finding the fewest stones needs more than {budget} positions; try a smaller position")
            .format(budget=budget))


def limit_not_enough(stones: int) -> str:
    return counted("no {n} stone makes the block unconditionally alive",
                   "no {n} stones make the block unconditionally alive", stones)


def not_a_whole_number(prop: str, text: str) -> str:
    return _("{prop}[{text}] is not a whole number").format(prop=prop, text=text)


NOT_AN_EXERCISE = deferred("it is not an exercise (no GBEX property)")
TARGET_NOT_ONE_POINT = deferred("GBTG names more than one point")
WHOSE_QUESTION = deferred("GBCO is missing and GBTG names no stone: whose blocks does the question ask about?")
EMPTY_SET = deferred("the set holds no exercises")
