"""The Go Text Protocol, version 2, apart from any engine: how a line becomes a command, how an
answer is written, and GNU Go's regression files (``.tst``) that check an engine's answers.

A command line is cleaned as GTP section 2.2 says (control characters but tab and newline
dropped, tabs become spaces, everything after ``#`` dropped; a line left empty is no command),
may start with a numeric id that the answer repeats (``=12 alive``), and is answered by
``= result`` or ``? message`` and an empty line.  An answer never holds an empty line itself: it
would end the answer early for the controller.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass


class GtpError(ValueError):
    """A command that fails; its message is the text after ``?``."""


@dataclass(frozen=True, slots=True)
class Command:
    id: str
    """The numeric id given before the command, or empty."""
    name: str
    arguments: tuple[str, ...]


def clean(line: str) -> str:
    """``line`` as GTP reads it: without control characters (but tab), tabs as spaces, no comment."""
    kept = "".join(c for c in line if c == "\t" or (c >= " " and c != "\x7f"))
    return kept.replace("\t", " ").split("#", 1)[0].strip()


def parse_command(line: str) -> Command | None:
    """The command on ``line``, or None for a line GTP ignores (empty, or only a comment)."""
    words = clean(line).split()
    if not words:
        return None
    id_ = words.pop(0) if words[0].isdecimal() and words[0].isascii() else ""
    if not words:
        return Command(id_, "", ())
    return Command(id_, words[0], tuple(words[1:]))


def answer(command: Command, result: str, success: bool = True) -> str:
    """The whole answer to ``command``: status, id, the result without empty lines, and the empty
    line that ends it."""
    lines = [line.rstrip() for line in result.splitlines() if line.strip()]
    body = "\n".join(lines)
    head = ("=" if success else "?") + command.id
    if not body:
        return f"{head}\n\n"
    # A result that starts with a line break (a board) starts on the line after the status.
    return f"{head}\n{body}\n\n" if result.startswith("\n") else f"{head} {body}\n\n"


# -- GNU Go's regression files ------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Expectation:
    """A ``#? [pattern]`` line: the answer to the command before it must match ``pattern`` whole
    (a regular expression), or must not with ``[!pattern]``; ``*`` after the brackets marks a
    test known to fail."""

    pattern: str
    negated: bool
    known_failure: bool

    def met_by(self, result: str) -> bool:
        matched = re.fullmatch(self.pattern, result.strip(), re.DOTALL) is not None
        return matched is not self.negated


EXPECTATION = re.compile(r"#\?\s*\[(!?)(.*)\](\*?)\s*$")


@dataclass(frozen=True, slots=True)
class RegressTest:
    line: str
    """The command line as written (its id names the test)."""
    expectation: Expectation | None
    """What its answer must be, if the file says."""


def read_tst(text: str) -> Iterator[RegressTest]:
    """The commands of a ``.tst`` file, each with the ``#?`` line that follows it, if any."""
    pending: str | None = None
    for line in text.splitlines():
        found = EXPECTATION.match(line.strip())
        if found:
            if pending is not None:
                negated, pattern, star = found.groups()
                yield RegressTest(pending, Expectation(pattern, negated == "!", star == "*"))
                pending = None
            continue
        if parse_command(line) is None:
            continue
        if pending is not None:
            yield RegressTest(pending, None)
        pending = line
    if pending is not None:
        yield RegressTest(pending, None)


@dataclass(frozen=True, slots=True)
class RegressOutcome:
    name: str
    """The test's id (or its line, if it has none)."""
    result: str
    expectation: Expectation
    passed: bool

    @property
    def unexpected(self) -> bool:
        """Failed where it should pass, or passed where it is known to fail."""
        return self.passed is self.expectation.known_failure


def run_tests(tests: Iterator[RegressTest], respond: Callable[[str], tuple[str, bool]]) -> Iterator[RegressOutcome]:
    """Send every command to ``respond`` (the line -> the result and whether it succeeded), and
    judge those with an expectation; a failure answer is the result ``? message``, as GNU Go's
    runner compares it."""
    for test in tests:
        result, success = respond(test.line)
        if test.expectation is None:
            continue
        shown = result if success else f"? {result}"
        command = parse_command(test.line)
        name = command.id if command is not None and command.id else test.line.strip()
        yield RegressOutcome(name, shown, test.expectation, test.expectation.met_by(shown))
