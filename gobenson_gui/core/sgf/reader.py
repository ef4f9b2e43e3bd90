"""A lenient SGF reader: the games of a file as trees of raw values, with their places in the
file and a note for every repair.

sgfmill's strict parser refuses small faults that other programs (Sabaki, GNU Go) read past: a
property without values, a value outside a node, an empty variation, a record that lacks its
last ``)``.  This reader repairs them the way those programs
do, and says so, so that one stray byte does not cost the user a whole record.  It is a single
pass of one regular expression over the bytes, with an explicit stack: no recursion however deep
the variations nest.

Where the compiled core is in use, a game that needs no repair is read by its C twin,
:mod:`._reading`, into the same nodes; that module gives up on the first fault it meets, and
this reader then reads the game as always.

The reader builds trees of whatever node type it is handed (as sgfmill's ``make_tree`` and
KaTrain's ``_NODE_CLASS`` are), so that it does not import the tree module that reads through
it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from .charset import likely_charset, two_byte_leads
from .errors import SgfError
from .. import cores
from ..words import reading as words
from ..words.i18n import _

try:
    from . import _reading
except ImportError:  # not built: no C compiler where the package was installed
    _reading = None  # type: ignore[assignment]


class _Grammar(NamedTuple):
    token: re.Pattern[bytes]
    value: re.Pattern[bytes]


@cache
def _grammar(leads: bytes) -> _Grammar:
    """The patterns that split a game into tokens and a property's values, where ``leads`` (see
    :func:`.charset.two_byte_leads`) begin two-byte characters: such a character is taken whole
    inside a value, so that its second byte is never read as ``\\`` or ``]``."""
    if leads:
        lead = b"[" + b"".join(b"\\x%02x" % byte for byte in leads) + b"]"
        plain = rb"[^\\\]" + lead[1:]
        content = plain + rb"* (?: (?: \\. | " + lead + rb". ) " + plain + rb"* )*"
    else:
        content = rb"[^\\\]]* (?: \\. [^\\\]]* )*"
    value = rb"\[ (" + content + rb") \]"
    # A property's first value has a group of its own, so that the commonest property, with one
    # value, needs no second search for its values.
    token = re.compile(rb"""
        (?P<name> [A-Za-z]+ ) \s* (?P<values> (?: \[ (?P<first> """ + content + rb""" ) \] \s*
                                                 (?P<more> (?: """ + value + rb""" \s* )* ) )? )
      | (?P<value> """ + value + rb""" )
      | (?P<open> \( )
      | (?P<node> ; )
      | (?P<close> \) )
      | (?P<cut> \[ .* )                  # a value the file ends inside
      | (?P<stray> [^\s\[;()A-Za-z]+ )
    """, re.VERBOSE | re.DOTALL)
    return _Grammar(token, re.compile(value, re.VERBOSE | re.DOTALL))


_GAME_START = re.compile(rb"\(\s*;")
_DIAGRAM_LINE = re.compile(rb"^[ \t]*\$\$", re.MULTILINE)
_SMALL_LETTERS = bytes(range(ord("a"), ord("z") + 1))
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


class TreeNode(Protocol):
    """What the reader needs of a node: its properties by name and its children.  A node class
    whose ``__init__`` only sets the three fields a node is made from may say so with a true
    ``made_from_fields``: the compiled reader then sets them itself."""

    properties: dict[str, list[bytes]]
    children: list[Any]


N = TypeVar("N", bound=TreeNode)
NodeType = Callable[[dict[str, list[bytes]], list[Any], Any], N]
"""Makes a node from its properties, its children and its parent (None for a root)."""


@dataclass
class ReadGame(Generic[N]):
    """One game as read: its root, where it stands in the file, and what was repaired in it."""
    root: N
    end: int
    """Just after its closing ``)`` (or where the file ends, for a cut-off record)."""
    repairs: list[str] = field(default_factory=list)
    cut_off: bool = False
    """The file ends inside this game."""
    split_by: str | None = None
    """The character set the values were split by (see :func:`read_by_characters`), byte by
    byte for a set without two-byte characters that hide SGF's bytes; None for ASCII text."""
    nodes: list[N] | None = None
    """Every node in file order, root first, where the reader kept them (the compiled one): the
    order of a walk of the tree, which a game's checks then need not make."""


def compiled_reading() -> ModuleType | None:
    """The compiled reading (:mod:`._reading`) where it is built and the compiled core is in use
    (``GOBENSON_CORE=pure`` reads in Python alone), else None."""
    return _reading if cores.compiled is not None else None


def game_starts(data: bytes, start: int = 0) -> re.Match[bytes] | None:
    """Where the next game (``(`` then ``;``) begins."""
    return _GAME_START.search(data, start)


def utf16_text(data: bytes) -> str | None:
    """The text of a UTF-16 file (known by its byte-order mark), None for other data."""
    if not data.startswith(UTF16_BOMS):
        return None
    try:
        return data.decode("utf-16")
    except UnicodeDecodeError:
        raise SgfError(_(words.BAD_UTF16)) from None


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


def _property_name(raw: bytes, names: dict[bytes, str]) -> str:
    """A name as sgfmill reads it: small letters of old names (``AddBlack``) dropped."""
    name = names.get(raw)
    if name is None:
        name = names[raw] = raw.translate(None, _SMALL_LETTERS).decode("ascii")
    return name


def read_game(data: bytes, start: int, node_type: NodeType[N], leads: bytes = b"") -> ReadGame[N]:
    """The game whose ``(`` is at ``start``: read up to its matching ``)`` into nodes of
    ``node_type``, repairing what other programs repair.  One token is a whole property, its
    name and all its values.
    ``leads``: the bytes that begin a two-byte character in the game's character set, whose
    second byte may look like ``\\`` or ``]`` (see :func:`.charset.two_byte_leads`)."""
    compiled = compiled_reading()
    if not leads and compiled is not None:
        regular = compiled.read_game(data, start, node_type)
        if regular is not None:
            return ReadGame(regular[0], regular[1], nodes=regular[2])
    grammar = _grammar(leads)
    root: N | None = None
    node: N | None = None
    in_node = False
    parents: list[N | None] = []
    repairs: list[str] = []
    names: dict[bytes, str] = {}
    previous = previous_kind = None
    end, cut_off = len(data), True

    def repair(text: str) -> None:
        if text not in repairs:
            repairs.append(text)

    for match in grammar.token.finditer(data, start):
        kind = match.lastgroup
        if previous == "open" and kind in ("open", "close"):
            repair(str(words.EMPTY_VARIATION))
        previous_kind, previous = previous, kind
        if kind == "values":
            raw_name, first, more = match.group("name", "first", "more")
            name = _property_name(raw_name, names)
            values = [] if first is None else [first, *grammar.value.findall(more)] if more else [first]
            if previous_kind == "open" and node is not None:
                # ``(N[..];B[..])``: a variation whose first node lacks its ``;`` (Hashimoto's
                # books as MultiGo wrote them): its properties make a node of their own.
                repair(str(words.NODE_WITHOUT_SEMICOLON))
                child = node_type({}, [], node)
                node.children.append(child)
                node, in_node = child, True
            if not in_node or node is None:
                repair(str(words.OUTSIDE_A_NODE))
            elif not values:
                repair(words.no_value(name or None))
            elif name in node.properties:
                repair(words.joined_values(name))
                node.properties[name].extend(values)
            else:
                node.properties[name] = values
        elif kind == "node":
            child = node_type({}, [], node)
            if node is None:
                root = child
            else:
                node.children.append(child)
            node, in_node = child, True
        elif kind == "open":
            parents.append(node)
            in_node = False
        elif kind == "close":
            node, in_node = parents.pop(), False
            if not parents:
                end, cut_off = match.end(), False
                break
        elif kind == "value":
            repair(str(words.STRAY_VALUE))
        elif kind == "cut":
            repair(str(words.CUT_VALUE))
            break
        else:
            repair(str(words.NOT_SGF))
    if cut_off:
        repair(words.closed_record(len(parents)))
    assert root is not None, "a game starts with '(' and ';' (game_starts)"
    return ReadGame(root, end, repairs, cut_off)


def read_by_characters(data: bytes, start: int, node_type: NodeType[N]) -> ReadGame[N]:
    """The game whose ``(`` is at ``start``, its values split character by character in its
    character set: where that set has two-byte characters that may end in the byte of ``\\`` or
    ``]`` (Shift_JIS, Big5, GBK...), the game is read again once its set is known from its ``CA``
    or its bytes, the first reading, byte by byte, having taken those bytes for SGF's escape and
    value end."""
    read = read_game(data, start, node_type)
    text = data[start:read.end]
    if text.isascii():
        return read
    codec = likely_charset(read.root.properties.get("CA"), text)
    leads = two_byte_leads(codec)
    split = read_game(data, start, node_type, leads) if leads else read
    split.split_by = codec
    return split
