"""The Go Text Protocol, version 2, apart from any engine: how a line becomes a command, how an
answer is written, and GNU Go's regression files (``.tst``) that check an engine's answers.

GTP is bytes, read and written as UTF-8 whatever the locale: its own words (statuses, ids,
commands, vertices) are ASCII, and what a person typed or a file holds (a file name, a label)
goes back as it came.  A line ends at LF alone and holds at most :data:`MAX_LINE_BYTES`.  It is
cleaned as GTP section 2.2 says (CR and every other control character but tab dropped, tabs
become spaces, everything after ``#`` dropped; a line left empty is no command), may start with
a numeric id that the answer repeats (``=12 alive``), and is answered by ``= result`` or
``? message`` and an empty line, the space after the status always there.  An answer never
holds an empty line itself: it would end the answer early for the controller.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import BinaryIO

from ..core.words import gtp as words


class GtpError(ValueError):
    """A command that fails; its message is the text after ``?``."""


@dataclass(frozen=True, slots=True)
class Command:
    id: str
    """The numeric id given before the command, or empty."""
    name: str
    arguments: tuple[str, ...]


ENCODING = "utf-8"

MAX_LINE_BYTES = 64 * 1024
"""The longest command line read whole, far above the longest a controller sends: a setup of
every point of a 52x52 board is under 20 KiB, a ``loadsgf`` path at most 4 KiB."""


@dataclass(frozen=True, slots=True)
class Line:
    text: str
    """The line without its LF; only its first :data:`MAX_LINE_BYTES` when it is not whole."""
    whole: bool
    """False for a line longer than the bound, whose rest was skipped."""


def read_lines(stream: BinaryIO, limit: int = MAX_LINE_BYTES) -> Iterator[Line]:
    """The lines of a byte stream as GTP splits them -- at LF alone, a CR being one of the
    control characters a line drops -- decoded as UTF-8, a byte that is not read as U+FFFD.  A
    line longer than ``limit`` bytes is given by its start, the rest read past in pieces of
    ``limit`` and dropped, so that no line can fill the memory."""
    while chunk := stream.readline(limit + 1):
        whole = chunk.endswith(b"\n") or len(chunk) <= limit
        if not whole:
            skip_line(stream, limit)
        yield Line(decode(chunk[:limit].removesuffix(b"\n")), whole)


def decode(data: bytes) -> str:
    """GTP's bytes as text: UTF-8, a byte that is not read as U+FFFD, so that no input stops the engine."""
    return data.decode(ENCODING, "replace")


def skip_line(stream: BinaryIO, piece: int) -> None:
    """Read past the rest of a line, ``piece`` bytes at a time."""
    while (rest := stream.readline(piece)) and not rest.endswith(b"\n"):
        continue


LARGEST_INT = 2**31 - 1
"""GTP's int entity: 0 to 2^31 - 1."""


def is_int(text: str) -> bool:
    return text.isdecimal() and text.isascii()


def parse_int(text: str) -> int:
    """An argument that is GTP's int; GtpError says why ``text`` is none (its digits are
    counted before they are read, so that thousands of them cost nothing)."""
    if not is_int(text):
        raise GtpError(words.not_a_number(text))
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(LARGEST_INT)) or int(digits) > LARGEST_INT:
        raise GtpError(words.number_too_large(LARGEST_INT))
    return int(digits)


CONTROLS = dict.fromkeys([*range(ord("\t")), *range(ord("\n"), ord(" ")), 0x7F])
"""ASCII's control characters but HT, which GTP removes from a line first (LF, which it keeps,
has ended the line before)."""


def clean(line: str) -> str:
    """``line`` as GTP section 2.2 reads it: without control characters (CR among them) but tab,
    tabs as spaces, no comment."""
    return line.translate(CONTROLS).replace("\t", " ").split("#", 1)[0]


def parse_command(line: str) -> Command | None:
    """The command on ``line``, or None for a line GTP ignores (empty, or only a comment); its
    words are parted by spaces, GTP's only whitespace (a no-break space is part of a word)."""
    words = [word for word in clean(line).split(" ") if word]
    if not words:
        return None
    id_ = words.pop(0) if is_int(words[0]) else ""
    if not words:
        return Command(id_, "", ())
    return Command(id_, words[0], tuple(words[1:]))


def answer(command: Command, result: str, success: bool = True) -> str:
    """The whole answer to ``command``: status, id, the result without empty lines, and the empty
    line that ends it."""
    lines = [line.rstrip() for line in result.splitlines() if line.strip()]
    body = "\n".join(lines)
    # GTP 2 puts a space after the status and id whatever follows (``=12 \n\n`` when empty), as
    # GNU Go writes it and regress.awk reads it; a result that starts with a line break (a
    # board) starts on the line after.
    head = ("=" if success else "?") + command.id + " "
    return f"{head}\n{body}\n\n" if result.startswith("\n") and body else f"{head}{body}\n\n"


# -- GNU Go's regression files ------------------------------------------------------------------
#
# Two runners read them, and a file is run here as both run it.  gogui-regress
# (``net.sf.gogui.tools.regress.Regress``) matches the pattern with Java's regular expressions
# against the whole answer after its status, fails every test answered ``?`` whatever the pattern,
# and refuses a pattern that lacks a bracket.  GNU Go's ``regression/regress.awk`` reads the
# answers whose status and number are followed by a space (``=12 alive``), matches the first line,
# the status taken off, and counts the ``#?`` lines against the numbered answers: a numbered
# command without its ``#?`` line, or a ``#?`` line after a command without a number, makes it
# report "Possible crash!"; it judges a ``#?`` line by the first word of the line before, a blank
# or a comment too, which gogui-regress refuses.  So a test is a numbered command and the ``#?``
# line right after it,
# ``#? [pattern]`` or ``#? [!pattern]``, ``*`` after the brackets for a known failure; anything
# else is a fault of the file, reported with its line.

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
        written = answer(command, result, success)
        shown = written[len(command.id) + 1:].strip()
        yield RegressOutcome(command.id, shown if success else f"? {shown}", test.expectation,
                             test.expectation.verdicts(written))
