"""The words of problem collections: why a game is no problem, what the problem mode tells the
student, and the check's lines (the verdicts' words are in :mod:`.verdicts`)."""

from __future__ import annotations

from .i18n import _
from . import counted, sentence_start

NO_SOLUTION_TREE = _("it has no moves to play: a problem needs a solution tree")
NO_STONES = _("it has no stones for a problem to be about")
NO_PROBLEMS = _("the collection holds no problems")


def too_long(moves: int) -> str:
    return counted("a line is longer than {n} move: a game record, not a problem",
                   "a line is longer than {n} moves: a game record, not a problem", moves)


def in_file(name: str, error: object) -> str:
    return _("{name}: {error}").format(name=name, error=error)


def no_collections(folder: str) -> str:
    return _("{folder} holds no SGF files").format(folder=folder)


def in_game(number: int, error: object) -> str:
    return _("game {number}: {error}").format(number=number, error=error)


# -- the check ----------------------------------------------------------------------------------

NO_RIGHT_LINE = _("no line is marked right")
PASS = _("pass")


def claim(claim: str, colour: str) -> str:
    """What the problem asks, as the collection's own words say it."""
    if claim == "kill":
        return _("{colour} to kill").format(colour=colour)
    return _("{colour} to live").format(colour=colour)


def target(colour: str, where: str, guessed: bool) -> str:
    if guessed:
        return _("the {colour} block at {where} (guessed)").format(colour=colour, where=where)
    return _("the {colour} block at {where}").format(colour=colour, where=where)


def suspect(file: str, number: int, title: str, asked: str, target: str, findings: str) -> str:
    """The check's one line on a suspect problem."""
    if title:
        return _("{file}: problem {number} ({title}), {asked}, {target}: {findings}").format(
            file=file, number=number, title=title, asked=asked, target=target, findings=findings)
    return _("{file}: problem {number}, {asked}, {target}: {findings}").format(
        file=file, number=number, asked=asked, target=target, findings=findings)


def not_a_problem(file: str, number: int, error: object) -> str:
    return _("{file}: problem {number} cannot be played: {error}").format(file=file, number=number, error=error)


# -- the problem mode ---------------------------------------------------------------------------


def progress(number: int, problems: int, score: int) -> str:
    return _("Problem {number} of {problems}, score {score}").format(number=number, problems=problems, score=score)


def question(asked: str, target: str) -> str:
    return _("{asked}: {target}.").format(asked=sentence_start(asked), target=target)


def instructions(colour: str) -> str:
    return _("Play {colour}'s moves on the board; gobenson answers from the problem's tree. "
             "A line ends right or wrong.").format(colour=colour)


def moves_so_far(names: str) -> str:
    return _("Moves: {names}.").format(names=names)


NOT_IN_TREE = _("Wrong: the problem's tree has no such move.")
LINE_RIGHT = _("Right: this line is one the problem calls right.")
LINE_WRONG = _("Wrong: this line is one the problem calls wrong.")
NO_RIGHT_MOVE = _("No right move from here: Retry starts again.")
NOTHING_TO_SHOW = _("The problem has no line marked right to show.")


def solution(names: str) -> str:
    return _("A right line: {names}.").format(names=names)


def set_done(score: int, problems: int) -> str:
    return _("Done: {score} of {problems} solved.").format(score=score, problems=problems)


def not_solved(number: int, title: str) -> str:
    if title:
        return _("Problem {number} ({title}): not solved.").format(number=number, title=title)
    return _("Problem {number}: not solved.").format(number=number)
