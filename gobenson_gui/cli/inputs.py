"""How every ``gobenson`` command reads a FILE: a bounded read, then SGF or a text diagram.

One pipeline: :func:`read_input`, then :func:`load_positions` (the boards of a main line, for
``analyze`` and ``kill``) or :func:`load_document` (the game itself, for ``render``, ``handout``
and ``exercises make``).  A text diagram is read wherever an SGF file is, except by ``annotate``
(:func:`load_record`), which writes into the record it reads and refuses a diagram in a line.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from typing import BinaryIO, NamedTuple

from ..core.board import Board
from ..core.diagram import parse_diagram
from ..core.sgf.diagrams import diagram_document
from ..core.geometry import Point
from ..core.sgf.document import Document
from ..core.sgf.properties import is_exercise, node_labels
from ..core.sgf.reader import looks_like_sgf
from ..core.sgf.replay import main_line_positions
from ..core.sgf.tree import MAX_FILE_BYTES, Node, load_games
from . import words
from .output import InputError, say_note

MAX_DIAGRAM_BYTES = 2**20
"""A text diagram shows at most 52x52 points (about 6 KB with spaces); 1 MB leaves room for
text around it while keeping the line-by-line reader fast."""


def read_input(name: str) -> bytes:
    """The bytes of FILE (``-``: standard input), refused beyond :data:`MAX_FILE_BYTES`.

    Every command reads its input here, and no more than the limit is ever read, so a huge
    file costs a fraction of a second before the one-line refusal.
    """
    try:
        if name == "-":
            return _bounded(sys.stdin.buffer)
        with open(name, "rb") as handle:
            return _bounded(handle)
    except OSError as error:
        raise InputError(error.strerror or str(error)) from None


def _bounded(handle: BinaryIO) -> bytes:
    size = _file_size(handle)
    # As much as the file holds and a byte more, to see its end: a read of the whole limit had
    # Python set aside 64 MB for every file, which took three times as long as reading a small one.
    data = handle.read(MAX_FILE_BYTES + 1 if size is None else min(size, MAX_FILE_BYTES) + 1)
    if size is not None and size < len(data) <= MAX_FILE_BYTES:  # the file grew: read on to the limit
        data += handle.read(MAX_FILE_BYTES + 1 - len(data))
    if len(data) <= MAX_FILE_BYTES:
        return data
    most = megabytes(MAX_FILE_BYTES)
    raise InputError(words.file_too_large(megabytes(size), most) if size is not None and size > MAX_FILE_BYTES
                     else words.input_too_large(most))


def _file_size(handle: BinaryIO) -> int | None:
    """The size of the file ``handle`` reads, or None where that is unknown: a pipe (whose size is
    0), a stream without a file behind it."""
    try:
        return os.fstat(handle.fileno()).st_size or None
    except (OSError, ValueError):
        return None


def megabytes(size: int) -> str:
    return f"{size / 2**20:,.{0 if size % 2**20 == 0 else 1}f} MB"


def diagram_text(data: bytes) -> str:
    """The text of input that is not SGF, to be read as a diagram; refused if it cannot be one."""
    if len(data) > MAX_DIAGRAM_BYTES:
        raise InputError(words.diagram_too_large(megabytes(len(data)), megabytes(MAX_DIAGRAM_BYTES)))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(str(words.NOT_TEXT)) from None


def report_notes(name: str, notes: list[str]) -> None:
    """Say, a line each, what of FILE was left out or read leniently; the command goes on."""
    for note in notes:
        say_note(name, note)


def unread_games(count: int) -> list[str]:
    return [words.unread_games(count)] if count > 1 else []


class Positions(NamedTuple):
    """The main-line positions of a file, read for the analysis."""

    boards: list[Board]
    games: int
    """How many games the file holds (a diagram counts as one)."""
    labels: Callable[[int], Mapping[Point, str]]
    """The labels (LB) of the node of board ``index``, asked for only by the words that name
    regions (:mod:`..view.names`)."""


def first_game_positions(name: str, data: bytes) -> Positions:
    """The main-line positions of the first game of an SGF collection and how many games it
    holds, noting what was read leniently and any games after the first that go unread."""
    games = load_games(data)
    game = games[0]
    positions = main_line_positions(game)
    report_notes(name, game.notes + unread_games(len(games)))
    line: list[Node] = []

    def labels(index: int) -> Mapping[Point, str]:
        if not line:  # the main line found again, when a node's labels are first asked for
            line.extend(game.main_line())
        return node_labels(line[index], game.geometry, game.charset)

    return Positions(positions, len(games), labels)


def load_positions(name: str) -> Positions:
    """Main-line positions of the first game of an SGF file, or the one position of a diagram
    (whose labels are not read)."""
    data = read_input(name)
    if looks_like_sgf(data):
        return first_game_positions(name, data)
    return Positions([parse_diagram(diagram_text(data))], 1, lambda index: {})


NoteSayer = Callable[[str, list[str]], None]
"""How a command says the notes on how FILE was read: :func:`report_notes`, a line each, unless
it says them otherwise."""


def load_document(name: str, sets: bool = False, say_notes: NoteSayer = report_notes) -> Document:
    """FILE as a document, its first game on show: an SGF file, or a text diagram as the
    editor pastes one (its moves as nodes, its marks and labels on the last).  With ``sets``, a
    file of exercises is read whole (each of its games an exercise), and no note says that games
    after the first go unread."""
    return document_from(name, read_input(name), say_notes, sets)


def document_from(name: str, data: bytes, say_notes: NoteSayer = report_notes, sets: bool = False) -> Document:
    """:func:`load_document` of FILE's bytes ``data``, read already."""
    if looks_like_sgf(data):
        return _sgf_document(name, data, say_notes, sets)
    return diagram_document(diagram_text(data))


def load_record(name: str) -> Document:
    """An SGF FILE as a document, for a command that writes the record back: a diagram is
    refused rather than replaced by SGF."""
    data = read_input(name)
    if not looks_like_sgf(data) and _reads_as_diagram(data):
        raise InputError(str(words.DIAGRAM_NOT_RECORD))
    return _sgf_document(name, data)


def _reads_as_diagram(data: bytes) -> bool:
    try:
        parse_diagram(diagram_text(data))
    except ValueError:  # InputError and DiagramError
        return False
    return True


def _sgf_document(name: str, data: bytes, say_notes: NoteSayer = report_notes, sets: bool = False) -> Document:
    document = Document.from_bytes(data, None if name == "-" else name)
    whole = sets and any(is_exercise(game) for game in document.games)
    say_notes(name, document.notes + ([] if whole else unread_games(len(document.games))))
    return document
