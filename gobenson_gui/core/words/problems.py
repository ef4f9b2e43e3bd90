"""The words of problem collections: why a game is no problem, what the problem mode tells the
student, and the check's lines (the verdicts' words are in :mod:`.verdicts`)."""

from __future__ import annotations

from .i18n import _
from . import counted, sentence_start

NO_SOLUTION_TREE = _("it has no moves to play: a problem needs a solution tree")
NO_PROBLEMS = _("the collection holds no problems")


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


def some_skipped(first: str, count: int) -> str:
    """The status bar's word on the games and files a collection's reading skipped."""
    if count == 1:
        return _("{first} (listed again at the end of the set)").format(first=first)
    return counted("{first} (and {n} more note: all at the end of the set)",
                   "{first} (and {n} more notes: all at the end of the set)", count - 1, first=first)


def tenuki(value: str) -> str:
    return _("{value} (play elsewhere) read as a pass").format(value=value)


# -- the check ----------------------------------------------------------------------------------

NO_RIGHT_LINE = _("no line is marked right")
PASS = _("pass")


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


def suspect(file: str, number: int, title: str, asked: str, target: str, findings: str) -> str:
    """The check's one line on a suspect problem (``target`` "" when it has none)."""
    if not target:
        target = _("no target")
    if title:
        return _("{file}: problem {number} ({title}), {asked}, {target}: {findings}").format(
            file=file, number=number, title=title, asked=asked, target=target, findings=findings)
    return _("{file}: problem {number}, {asked}, {target}: {findings}").format(
        file=file, number=number, asked=asked, target=target, findings=findings)


def cut_short(most: int, after: int) -> str:
    """The note on the game where the check of a file stops: ``after`` games follow it."""
    if not after:
        return _("not checked: the check of a file reads at most {most} right lines").format(most=most)
    return counted("not checked, nor the {n} game after it: the check of a file reads at most {most} right lines",
                   "not checked, nor the {n} games after it: the check of a file reads at most {most} right lines",
                   after, most=most)


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


NOT_IN_TREE = _("Wrong: the problem's tree has no such move.")
LINE_RIGHT = _("Right: this line is one the problem calls right.")
LINE_WRONG = _("Wrong: this line is one the problem calls wrong.")
MARKS_NO_ANSWER = _("This file marks no answer: its lines are neither right nor wrong.")
NO_RIGHT_MOVE = _("No right move from here: Retry starts again.")
NOTHING_TO_SHOW = _("The problem has no line marked right to show.")


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
