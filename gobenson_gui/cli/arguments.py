"""The arguments the ``gobenson`` commands share, read one way everywhere: whole numbers (in
ASCII digits only), ``--rules``, ``--node``, the points named on the command line, and what
``render`` and ``handout`` draw."""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias, TypeVar

from ..core.board import Board
from ..core.coords import cut, parse_point
from ..core.geometry import Point
from ..core.rules import Rules
from ..core.sgf.document import Document
from ..core.sgf.forms import Form
from ..core.sgf.tree import Node, on_main_line
from ..core.words.i18n import LANGUAGE_ALIASES, LANGUAGES
from ..gtp.client import DEFAULT_TIMEOUT
from . import words
from .output import InputError

T = TypeVar("T")

Commands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
"""The commands of gobenson's parser, to which each command's module adds its own (``add_command``)."""

LANGUAGE_OPTION = "--lang"
LANGUAGE_CODES = (*LANGUAGES, *LANGUAGE_ALIASES)
"""What ``--lang`` takes: a catalog's code, or another name of one (``zh_Hans``, ``zh_HK``...)."""


def language_option(argv: list[str]) -> tuple[str | None, list[str]]:
    """(the language ``--lang CODE`` or ``--lang=CODE`` asks for, the other arguments): a global
    option, taken wherever it stands before ``--`` so that it may come before or after the command.
    Raises ValueError for a missing or unknown CODE."""
    language, rest = None, []
    arguments = iter(argv)
    for argument in arguments:
        if argument == "--":
            rest += [argument, *arguments]
        elif argument == LANGUAGE_OPTION or argument.startswith(LANGUAGE_OPTION + "="):
            _, given, value = argument.partition("=")
            language = value if given else next(arguments, None)
            if language not in LANGUAGE_CODES:
                raise ValueError(words.unknown_language(LANGUAGE_OPTION, language, LANGUAGES))
        else:
            rest.append(argument)
    return language, rest


def ascii_integer(text: str) -> int | None:
    """``text`` as an integer written in ASCII digits after an optional minus, else None.
    Python's ``int`` also reads ``²``'s kin, other scripts' digits, spaces and underscores, and
    refuses thousands of digits: none of that is a number on gobenson's command line."""
    digits = text[1:] if text.startswith("-") else text
    if not (digits.isascii() and digits.isdigit()):
        return None
    try:
        return int(text)
    except ValueError:  # more digits than Python reads
        return None


@dataclass(frozen=True)
class WholeNumber:
    """An argument type: a whole number from ``low`` to ``high`` (None: no limit), refused in
    gobenson's own words, naming what was ``expected``."""

    low: int
    high: int | None = None
    expected: str = "a whole number"

    def __call__(self, text: str) -> int:
        number = ascii_integer(text)
        if number is None or number < self.low or (self.high is not None and number > self.high):
            raise argparse.ArgumentTypeError(words.expected_within(self.expected, self.low, self.high, text))
        return number


positive = WholeNumber(1)
whole = WholeNumber(0)


def seconds(text: str) -> float:
    """A time limit: a number above 0."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(words.expected(str(words.SECONDS), text))
    return value


def add_engine_arguments(parser: argparse.ArgumentParser, what: str) -> None:
    """``--engine COMMAND`` and ``--engine-timeout SECONDS``, read alike by every command that
    attaches a GTP engine; ``what`` says what the engine is asked."""
    parser.add_argument("--engine", metavar="COMMAND",
                        help=f"{what}; COMMAND is its command line, e.g. \"gnugo --mode gtp\" or "
                             "\"katago gtp -config gtp.cfg -model model.bin.gz\". Square boards up to 25x25 only")
    parser.add_argument("--engine-timeout", type=seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"how long the engine may take over one command (default: {DEFAULT_TIMEOUT:g})")


MAX_RENDER_PIXELS = 4000
"""The largest board side ``render --size`` draws: two such boards side by side take about
270 MB and a few seconds; far larger ones run out of memory or past what a QImage can hold."""

board_pixels = WholeNumber(1, MAX_RENDER_PIXELS, "a whole number of pixels")


def add_rules_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", choices=[r.value for r in Rules], default=Rules.NO_SUICIDE.value,
                        help="whether suicide is legal (default: no-suicide, Benson's rules)")


def add_sgf_form_argument(parser: argparse.ArgumentParser, required: bool = False) -> None:
    """``--sgf-form``: the properties a written SGF file gives a board with holes or joined sides."""
    kept = "" if required else " (default: each game as it was read)"
    parser.add_argument("--sgf-form", choices=[form.value for form in Form], required=required, metavar="gobenson|q5go",
                        help="gobenson: its own MISSING, WRAP and LINKS; q5go: q5Go's GM[q5go-1|2] games with "
                             "TO and MASK, refused for a board with links" + kept)


def sgf_form(args: argparse.Namespace) -> Form | None:
    """The ``--sgf-form`` asked for, or None (each game as it was read)."""
    return Form(args.sgf_form) if args.sgf_form else None


class OutputFormat(StrEnum):
    """``--format`` of ``analyze`` (all three) and ``kill`` (text and json)."""

    TEXT = "text"
    JSON = "json"
    SUMMARY = "summary"


class NodeKind(StrEnum):
    """What ``--node`` chooses; LAST and ALL are the words :func:`on_main_line` takes."""

    LAST = "last"
    ALL = "all"
    INDEX = "index"


@dataclass(frozen=True)
class NodeChoice:
    """``--node``: the last main-line node, all of them, or one index (0 is the root)."""

    kind: NodeKind
    index: int = 0

    @classmethod
    def parse(cls, text: str) -> NodeChoice:
        if text in (NodeKind.LAST, NodeKind.ALL):
            return cls(NodeKind(text))
        index = ascii_integer(text)
        if index is None or index < 0:
            raise argparse.ArgumentTypeError(words.expected("last, all or a node number", text))
        return cls(NodeKind.INDEX, index)

    @property
    def which(self) -> str | int:
        """The choice as :func:`on_main_line` takes it."""
        return self.index if self.kind is NodeKind.INDEX else self.kind.value

    def select(self, positions: list[T]) -> list[tuple[int, T]]:
        """The chosen positions of a main line, each with its node number."""
        return on_main_line(list(enumerate(positions)), self.which)

    def nodes(self, document: Document) -> list[Node]:
        return document.main_line_nodes(self.which)


def single_node(text: str) -> NodeChoice:
    """``--node`` of the commands that take one node: ``last`` or a number."""
    if text == NodeKind.ALL:
        raise argparse.ArgumentTypeError(str(words.ONE_NODE_ONLY))
    return NodeChoice.parse(text)


def add_drawing_arguments(parser: argparse.ArgumentParser, output_help: str) -> None:
    """FILE, -o OUT, --node and --colour: what ``render`` and ``handout`` draw, and where."""
    parser.add_argument("file", metavar="FILE",
                        help="an SGF file (its first game) or a text diagram; - reads standard input")
    parser.add_argument("-o", "--output", required=True, metavar="OUT", help=output_help)
    parser.add_argument("--node", type=single_node, default=NodeChoice(NodeKind.LAST), metavar="last|N",
                        help="main-line node to draw; 0 is the root (default: last)")
    parser.add_argument("--colour", choices=("black", "white", "both"), default="black",
                        help="whose casting-out sequence to show; both: two boards side by side (default: black)")


def point_on(value: object, board: Board) -> Point:
    """The point ``value`` names on ``board``: an SGF point (``cc``) or a GTP-style name
    (``C3``), told apart as :func:`~gobenson_gui.core.coords.parse_point` does.  ``value``
    may come from JSON, so anything but a string is refused too."""
    if not isinstance(value, str):
        raise InputError(words.not_a_point(type_name(value)))
    try:
        return parse_point(value, board.geometry)
    except ValueError as error:
        raise InputError(str(error)) from None


def type_name(value: object) -> str:
    """How a JSON value that should have been a string is named in a refusal."""
    names: dict[type, str] = {list: "a list", dict: "an object"}
    return names.get(type(value)) or cut(json.dumps(value))


def stone_at(text: str, board: Board, option: str = "--point") -> Point:
    """The stone named in ``option``."""
    try:
        point = point_on(text, board)
    except InputError as error:
        raise InputError(words.option_problem(option, error)) from None
    if board.get(point) is None:
        raise InputError(words.no_stone_there(option, text))
    return point


def point_list(text: str) -> tuple[str, ...]:
    """``--support``: points separated by commas, checked against each board later."""
    points = tuple(part.strip() for part in text.split(","))
    if not all(points):
        raise argparse.ArgumentTypeError(words.expected("points separated by commas, like C3,E5", text))
    return points
