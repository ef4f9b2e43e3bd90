"""A lenient SGF reader: the games of a file as trees of raw values, with their places in the
file and a note for every repair.

sgfmill's parser refuses the small faults that other programs (sgfmill's own higher layers
excepted, Sabaki, GNU Go) read past: a property without values, a value outside a node, an empty
variation, a record that lacks its last ``)``.  This reader repairs them the way those programs
do, and says so, so that one stray byte does not cost the user a whole record.  It is a single
pass of one regular expression over the bytes, with an explicit stack: no recursion however deep
the variations nest.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import SgfError
from .tree import Node

_TOKEN = re.compile(rb"""
    \[ (?P<value> [^\\\]]* (?: \\. [^\\\]]* )* ) \]
  | (?P<name> [A-Za-z]+ )
  | (?P<open> \( )
  | (?P<node> ; )
  | (?P<close> \) )
  | (?P<cut> \[ .* )                  # a value the file ends inside
  | (?P<stray> [^\s\[;()A-Za-z]+ )
""", re.VERBOSE | re.DOTALL)
_GAME_START = re.compile(rb"\(\s*;")
_DIAGRAM_LINE = re.compile(rb"^[ \t]*\$\$", re.MULTILINE)
_SMALL_LETTERS = bytes(range(ord("a"), ord("z") + 1))
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


@dataclass
class ReadGame:
    """One game as read: its root, where it stands in the file, and what was repaired in it."""
    root: Node
    start: int
    end: int
    """Just after its closing ``)`` (or where the file ends, for a cut-off record)."""
    repairs: list[str] = field(default_factory=list)
    cut_off: bool = False
    """The file ends inside this game."""


def game_starts(data: bytes, start: int = 0) -> re.Match | None:
    """Where the next game (``(`` then ``;``) begins."""
    return _GAME_START.search(data, start)


def utf16_text(data: bytes) -> str | None:
    """The text of a UTF-16 file (known by its byte-order mark), None for other data."""
    if not data.startswith(UTF16_BOMS):
        return None
    try:
        return data.decode("utf-16")
    except UnicodeDecodeError:
        raise SgfError("the file starts as UTF-16 but is not valid UTF-16") from None


def looks_like_sgf(data: bytes) -> bool:
    """Whether ``data`` is meant as SGF rather than a text diagram: it holds the start of a game,
    ``(`` then ``;``, before any diagram line (``$$``).  A byte-order mark, text before the game
    or line breaks inside ``( ;`` do not hide it."""
    if data.startswith(UTF16_BOMS):
        data = data.decode("utf-16", "replace").encode("utf-8")
    start = game_starts(data)
    if start is None:
        return False
    diagram = _DIAGRAM_LINE.search(data, 0, start.start())
    return diagram is None


class _Builder:
    """The state of reading one game: the node being filled, the property being read and the
    nodes the open variations hang from."""

    def __init__(self) -> None:
        self.root: Node | None = None
        self.node: Node | None = None
        self.in_node = False
        self.name: str | None = None
        self.values: list[bytes] = []
        self.parents: list[Node | None] = []
        self.repairs: list[str] = []

    def repair(self, text: str) -> None:
        if text not in self.repairs:
            self.repairs.append(text)

    def end_property(self) -> None:
        name, self.name = self.name, None
        if name is None:
            return
        if not self.values:
            self.repair(f"dropped {name or 'a property'} that had no value")
            return
        values = self.node.properties.setdefault(name, [])
        if values:
            self.repair(f"joined the repeated values of {name}")
        values.extend(self.values)

    def start_node(self) -> None:
        self.end_property()
        node = Node(parent=self.node)
        if self.node is None:
            self.root = node
        else:
            self.node.children.append(node)
        self.node, self.in_node = node, True

    def open_variation(self) -> None:
        self.end_property()
        self.parents.append(self.node)
        self.in_node = False

    def close_variation(self) -> None:
        self.end_property()
        self.node = self.parents.pop()
        self.in_node = False

    def property_name(self, raw: bytes) -> None:
        self.end_property()
        if not self.in_node:
            self.repair("dropped a property that stood outside a node")
            return
        self.name, self.values = raw.translate(None, _SMALL_LETTERS).decode("ascii"), []

    def value(self, raw: bytes) -> None:
        if self.name is None:
            self.repair("dropped a value that belonged to no property")
        else:
            self.values.append(raw)


def read_game(data: bytes, start: int) -> ReadGame:
    """The game whose ``(`` is at ``start``: read up to its matching ``)``, repairing what
    other programs repair."""
    builder = _Builder()
    previous = None
    end = len(data)
    cut_off = True
    for match in _TOKEN.finditer(data, start):
        kind = match.lastgroup
        if previous == "open" and kind in ("open", "close"):
            builder.repair("dropped an empty variation")
        previous = kind
        if kind == "value":
            builder.value(match.group("value"))
        elif kind == "name":
            builder.property_name(match.group("name"))
        elif kind == "node":
            builder.start_node()
        elif kind == "open":
            builder.open_variation()
        elif kind == "close":
            builder.close_variation()
            if not builder.parents:
                end, cut_off = match.end(), False
                break
        elif kind == "cut":
            builder.repair("dropped the value the file ends inside")
            break
        else:
            builder.repair(f"skipped stray text {match.group()[:10]!r}")
    builder.end_property()
    if cut_off:
        builder.repair(f"closed the record, which lacks {len(builder.parents)} ')' at its end")
    return ReadGame(builder.root, start, end, builder.repairs, cut_off)
