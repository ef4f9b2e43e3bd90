"""The words of problem collections: why a game is no problem, what the problem mode tells the
student, and the check's lines (the verdicts' words are in :mod:`.verdicts`)."""

from __future__ import annotations

from .i18n import _, deferred
from . import counted, sentence_start

NO_SOLUTION_TREE = deferred("it has no moves to play: a problem needs a solution tree")
NO_PROBLEMS = deferred("the collection holds no problems")


def too_long(moves: int) -> str:
    return counted("a line is longer than {n} move: a game record, not a problem",
                   "a line is longer than {n} moves: a game record, not a problem", moves)


def in_file(name: str, error: object) -> str:
    return _("{name}: {error}").format(name=name, error=error)


def no_collections(folder: str) -> str:
    return _("{folder} holds no SGF files").format(folder=folder)


def skipped(file: str, number: int, why: object) -> str:
    """The one-line note on a game a collection's reading skips or reads other than as written."""
    if file:
        return _("{file}: game {number}: {why}").format(file=file, number=number, why=why)
    return _("game {number}: {why}").format(number=number, why=why)


def tenuki(value: str) -> str:
    return _("{value} (play elsewhere) read as a pass").format(value=value)


# -- the check ----------------------------------------------------------------------------------

PASS = deferred("pass")


def claim(claim: str | None, colour: str) -> str:
    """What the problem asks, as the collection's own words say it; to play when they say nothing."""
    asked = {"kill": _("{colour} to kill"), "live": _("{colour} to live"), "ko": _("{colour} to make a ko"),
             "seki": _("{colour} to make a seki")}.get(claim or "", _("{colour} to play"))
    return asked.format(colour=colour)


def target(colour: str, where: str, derived: bool) -> str:
    if derived:
        return _("the {colour} block at {where} (derived from the book's right line)").format(
            colour=colour, where=where)
    return _("the {colour} block at {where}").format(colour=colour, where=where)


def skipped_file(error: object) -> str:
    return _("skipped, not read as SGF: {error}").format(error=error)


# -- the problem mode ---------------------------------------------------------------------------

def progress(number: int, problems: int, score: int) -> str:
    return _("Problem {number} of {problems}, score {score}").format(number=number, problems=problems, score=score)


def question(asked: str, target: str) -> str:
    """The question: what is asked, and the target when the file marks one."""
    if target:
        return _("{asked}: {target}.").format(asked=sentence_start(asked), target=target)
    return _("{asked}.").format(asked=sentence_start(asked))


def about(target: str) -> str:
    return _("The line decides {target}.").format(target=target)


def instructions(colour: str) -> str:
    return _("Play {colour}'s moves on the board; gobenson answers from the problem's tree. "
             "A line ends right or wrong.").format(colour=colour)


def moves_so_far(names: str) -> str:
    return _("Moves: {names}.").format(names=names)


NOT_IN_TREE = deferred("Wrong: the problem's tree has no such move.")
LINE_RIGHT = deferred("Right: this line is one the problem calls right.")
LINE_WRONG = deferred("Wrong: this line is one the problem calls wrong.")
MARKS_NO_ANSWER = deferred("This file marks no answer: its lines are neither right nor wrong.")
NO_RIGHT_MOVE = deferred("No right move from here: Retry starts again.")
NOTHING_TO_SHOW = deferred("The problem has no line marked right to show.")


def solution(names: str) -> str:
    return _("A right line: {names}.").format(names=names)


def set_done(score: int, problems: int) -> str:
    return _("Done: {score} of {problems} solved.").format(score=score, problems=problems)


def solved_after_hint(number: int, title: str) -> str:
    """A problem whose right line was reached after a hint: the score leaves it out."""
    if title:
        return _("Problem {number} ({title}): not solved: the right line came after a hint.").format(number=number,
                                                                                                     title=title)
    return _("Problem {number}: not solved: the right line came after a hint.").format(number=number)


def not_solved(number: int, title: str) -> str:
    if title:
        return _("Problem {number} ({title}): not solved.").format(number=number, title=title)
    return _("Problem {number}: not solved.").format(number=number)
