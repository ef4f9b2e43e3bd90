"""The Go Text Protocol, version 2, both ways and apart from any engine: how bytes become lines,
how a command and an answer are each parsed and printed -- once, for gobenson's engine
(:mod:`.server`) and for its client of another (:mod:`.client`) alike.

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

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import IO, NamedTuple

from ..core.fast import new_tuple
from ..core.words import gtp as words


class GtpError(ValueError):
    """A command that fails; its message is the text after ``?``."""


class Command(NamedTuple):
    """A command line as read: a named tuple, the cheapest object to make, since an engine
    reads one a command."""

    id: str
    """The numeric id given before the command, or empty."""
    name: str
    arguments: tuple[str, ...] = ()

    def __str__(self) -> str:
        """The command as a controller writes it, without the LF that ends it."""
        return " ".join(word for word in (self.id, self.name, *self.arguments) if word)


class Answer(NamedTuple):
    """An answer as :func:`parse_answer` reads it."""

    success: bool
    """``=`` or ``?``."""
    id: str
    """The command's id, repeated, or empty."""
    text: str
    """The result, or why the command failed."""


def format_answer(success: bool, id_: str, text: str) -> str:
    """The whole answer as an engine writes it: status, id, the text without empty lines (a text
    that starts with a line break, a board, from the line after the status), and the empty line
    that ends it."""
    if text.isprintable():  # one line (most answers): no line break nor any other control character
        body = text.rstrip() if text.strip() else ""
    else:
        body = "\n".join([line.rstrip() for line in text.splitlines() if line.strip()])
    # GTP 2 puts a space after the status and id whatever follows (``=12 \n\n`` when empty), as
    # GNU Go writes it and regress.awk reads it.
    head = ("=" if success else "?") + id_ + " "
    return f"{head}\n{body}\n\n" if text.startswith("\n") and body else f"{head}{body}\n\n"


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


def read_lines(stream: IO[bytes], limit: int = MAX_LINE_BYTES) -> Iterator[Line]:
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


def skip_line(stream: IO[bytes], piece: int) -> None:
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
    if not line.isprintable():  # nearly every line a controller sends is; a tab is not
        line = line.translate(CONTROLS).replace("\t", " ")
    return line.split("#", 1)[0]


def parse_command(line: str) -> Command | None:
    """The command on ``line``, or None for a line GTP ignores (empty, or only a comment); its
    words are parted by spaces, GTP's only whitespace (a no-break space is part of a word)."""
    words = list(filter(None, clean(line).split(" ")))  # in C: an engine parts every command line
    if not words:
        return None
    id_ = words.pop(0) if is_int(words[0]) else ""
    if not words:
        return new_tuple(Command, (id_, "", ()))
    return new_tuple(Command, (id_, words[0], tuple(words[1:])))


def answer_lines(next_line: Callable[[], str]) -> list[str]:
    """The lines of the next answer, each asked of ``next_line``: the empty lines before it
    passed over, up to the empty line that ends it (left out)."""
    line = next_line()
    while not line.strip():
        line = next_line()
    lines = []
    while line.strip():
        lines.append(line)
        line = next_line()
    return lines


def parse_answer(text: str) -> Answer | None:
    """An answer as a controller reads it (its lines, joined): its status, id and text, the
    text stripped; None for what is not GTP."""
    text = text.strip()
    if text[:1] not in ("=", "?"):
        return None
    after = text[1:]
    rest = after.lstrip("0123456789")
    return Answer(text[0] == "=", after[:len(after) - len(rest)], rest.strip())
