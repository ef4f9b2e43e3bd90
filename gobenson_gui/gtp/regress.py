"""GNU Go's regression files (``.tst``), which check an engine's answers, run as its two runners
run them.

Two runners read them, and a file is run here as both run it.  gogui-regress
(``net.sf.gogui.tools.regress.Regress``) matches the pattern with Java's regular expressions
against the whole answer after its status, fails every test answered ``?`` whatever the pattern,
and refuses a pattern that lacks a bracket.  GNU Go's ``regression/regress.awk`` reads the
answers whose status and number are followed by a space (``=12 alive``), matches the first line,
the status taken off, and counts the ``#?`` lines against the numbered answers: a numbered
command without its ``#?`` line, or a ``#?`` line after a command without a number, makes it
report "Possible crash!"; it judges a ``#?`` line by the first word of the line before, a blank
or a comment too, which gogui-regress refuses.  So a test is a numbered command and the ``#?``
line right after it, ``#? [pattern]`` or ``#? [!pattern]``, ``*`` after the brackets for a known
failure; anything else is a fault of the file, reported with its line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..core.words import gtp as words
from .protocol import Command, format_answer, parse_answer, parse_command

PATTERN_FLAGS = re.DOTALL | re.MULTILINE
"""A pattern matches the whole answer, its lines included."""


@dataclass(frozen=True, slots=True)
class Expectation:
    """A ``#? [pattern]`` line: the answer to the command before it must match ``pattern`` whole
    (a regular expression), or must not with ``[!pattern]``; ``*`` after the brackets marks a
    test known to fail."""

    pattern: str
    negated: bool
    known_failure: bool

    def matches(self, text: str) -> bool:
        matched = re.fullmatch(self.pattern, text, PATTERN_FLAGS) is not None
        return matched is not self.negated

    def verdicts(self, written: str) -> tuple[bool, bool]:
        """Whether the answer as the engine writes it (``=12 alive`` and the empty line) passes
        in gogui-regress -- a success whose text after the first space matches -- and in
        regress.awk -- whose first line, status and id taken off, matches."""
        status, _, rest = written.partition(" ")
        gogui = status.startswith("=") and self.matches(rest.strip())
        awk = self.matches(rest.split("\n", 1)[0].lstrip(" "))
        return gogui, awk


EXPECTATION_MARK = "#?"


@dataclass(frozen=True, slots=True)
class RegressTest:
    line: str
    """The command line as written (its id names the test)."""
    expectation: Expectation | None
    """What its answer must be, if the file says."""


@dataclass(frozen=True, slots=True)
class Fault:
    """A line of a ``.tst`` file that the two runners would not read alike."""

    line: int
    """Counted from 1."""
    what: str


@dataclass(slots=True)
class TstFile:
    commands: list[RegressTest]
    """Every command in order; those with an expectation are the tests."""
    faults: list[Fault]


def parse_expectation(text: str) -> Expectation | str:
    """The expectation of a ``#?`` line without its mark, or what it lacks."""
    text = text.strip()
    star = text.endswith("*")
    body = text[:-1].rstrip() if star else text
    if not body:
        return words.EMPTY_EXPECTATION
    if not body.startswith("["):
        return words.lacks_bracket(text, "[")
    if not body.endswith("]"):
        return words.lacks_bracket(text, "]")
    pattern = body[1:-1].strip()
    negated = pattern.startswith("!")
    pattern = pattern[1:] if negated else pattern
    try:
        re.compile(pattern, PATTERN_FLAGS)
    except (re.error, OverflowError) as error:  # OverflowError: a repetition count too large
        return words.bad_pattern(text, str(error))
    except RecursionError:
        return words.bad_pattern(text, words.NESTED_TOO_DEEPLY)
    return Expectation(pattern, negated, star)


def read_tst(text: str) -> TstFile:
    """The commands of a ``.tst`` file, each numbered one with the ``#?`` line that follows it,
    and the file's faults (see the comment above)."""
    commands: list[RegressTest] = []
    faults: list[Fault] = []
    pending: tuple[int, str, Command] | None = None
    seen: dict[str, int] = {}

    def flush() -> None:
        if pending is not None:
            number, line, command = pending
            if command.id:
                faults.append(Fault(number, words.no_expectation(command.id)))
            commands.append(RegressTest(line, None))

    for number, line in enumerate(text.split("\n"), 1):  # a CR ends no line in GTP
        stripped = line.strip()
        if stripped.startswith(EXPECTATION_MARK):
            found = parse_expectation(stripped[len(EXPECTATION_MARK):])
            if pending is None:
                faults.append(Fault(number, words.EXPECTATION_WITHOUT_COMMAND))
                continue
            _, command_line, before = pending
            pending = None
            if not before.id:
                faults.append(Fault(number, words.EXPECTATION_WITHOUT_NUMBER))
                commands.append(RegressTest(command_line, None))
            elif isinstance(found, str):
                faults.append(Fault(number, found))
                commands.append(RegressTest(command_line, None))
            else:
                commands.append(RegressTest(command_line, found))
            continue
        command = parse_command(line)
        flush()  # a #? line must follow its command right away, in both runners
        pending = None
        if command is None:
            continue
        if command.id in seen:
            faults.append(Fault(number, words.number_again(command.id, seen[command.id])))
        elif command.id:
            seen[command.id] = number
        pending = (number, line, command)
    flush()
    return TstFile(commands, faults)


@dataclass(frozen=True, slots=True)
class RegressOutcome:
    name: str
    """The test's id."""
    result: str
    """The answer's text after its status and id, ``? message`` for a failure."""
    expectation: Expectation
    passed: tuple[bool, bool]
    """In gogui-regress and in regress.awk (see :meth:`Expectation.verdicts`)."""

    @property
    def unexpected(self) -> bool:
        """Failed where it should pass, or passed where it is known to fail, in either runner."""
        return self.expectation.known_failure in self.passed


def run_tests(tests: list[RegressTest], respond: Callable[[str], tuple[str, bool]]) -> Iterator[RegressOutcome]:
    """Send every command to ``respond`` (the line -> the result and whether it succeeded), and
    judge those with an expectation on the answer as it is written."""
    for test in tests:
        result, success = respond(test.line)
        command = parse_command(test.line)
        if test.expectation is None or command is None:
            continue
        written = format_answer(success, command.id, result)
        shown = parse_answer(written)
        assert shown is not None  # it was written here
        yield RegressOutcome(command.id, shown.text if success else f"? {shown.text}", test.expectation,
                             test.expectation.verdicts(written))
