"""Where every ``gobenson`` command writes: its lines, its ``-o`` files, and the one line that
says what is wrong with a FILE.

Standard output failing (a reader that went away, a full disk) stops the whole command through
:class:`OutputError`, whichever command was writing; a FILE's own problem is said in a line and
the command goes on to the next.
"""

from __future__ import annotations

import os
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Protocol

from ..core.atomic import STANDARD_OUTPUT, write_output

from . import words

BROKEN_PIPE_STATUS = 128 + 13
"""The status of a program that SIGPIPE stopped, as shells report it."""


class InputError(ValueError):
    """A FILE argument (or a point named for it) that cannot be used; the message names the problem."""


class OutputError(Exception):
    """Standard output takes no more text: no FILE is to blame, so the whole command stops."""


class Failing(Protocol):
    """What keeps a FILE's failure beside saying it: a row of ``--summary-csv``."""

    def fail(self, message: str) -> None: ...


@contextmanager
def writing_output() -> Iterator[None]:
    try:
        yield
    except OSError as error:
        raise OutputError() from error


def emit_all(lines: Iterable[str]) -> None:
    """Print a command's output, a line (or record) at a time as it is made.  Only printing is
    guarded (as :func:`writing_output` does, inline since it runs for every node): the lines'
    own errors, such as a file that cannot be read, are the file's."""
    for line in lines:
        try:
            print(line)
        except OSError as error:
            raise OutputError() from error


def write_file(name: str, data: bytes) -> None:
    """Write ``-o``'s ``name`` whole (``-``: standard output, which failing stops the command as
    :func:`emit_all`'s printing does)."""
    with writing_to(name):
        write_output(name, data)


def writing_to(name: str) -> AbstractContextManager[None]:
    """Around the writing of ``-o``'s ``name``: standard output's failure is the command's, a
    file's is said as the output file's problem."""
    return writing_output() if name == STANDARD_OUTPUT else nullcontext()


def stop_output(error: OSError) -> int:
    """The exit status once standard output has failed: a reader that has gone (``| head``) ends
    the command quietly, as SIGPIPE would; any other failure is said once."""
    with open(os.devnull, "wb") as devnull:  # what is still buffered must not fail again at exit
        os.dup2(devnull.fileno(), sys.stdout.fileno())
    if isinstance(error, BrokenPipeError):
        return BROKEN_PIPE_STATUS
    print(words.output_failed(error.strerror or error), file=sys.stderr)
    return 1


def for_file(name: str, work: Callable[[], object], row: Failing | None = None) -> int:
    """Do a command's work on one FILE: 0, or 1 once the line saying what is wrong is printed
    (and put in the file's ``row`` of the summary table, if it has one)."""
    try:
        work()
    except (ValueError, OSError) as error:  # SgfError, EditError, DiagramError and InputError are ValueErrors
        message = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        if row is not None:
            row.fail(message)
        return say_problem(name, message)
    return 0


def say_problem(name: str, message: str) -> int:
    """Print the one line that says what is wrong with a FILE argument; 1 is the exit status."""
    print(words.problem(one_line(name), one_line(message)), file=sys.stderr)
    return 1


def say_note(name: str, note: str) -> None:
    """Say what of FILE was left out or read leniently; the command goes on."""
    print(words.note(one_line(name), note), file=sys.stderr)


def one_line(text: str) -> str:
    """``text`` with line breaks and other control characters escaped, as Python writes them; the
    no-break spaces French puts before ``:`` and ``;`` are kept."""
    return text if text.isprintable() else "".join(c if c.isprintable() or unicodedata.category(c) == "Zs"
                                                   else repr(c)[1:-1] for c in text)
