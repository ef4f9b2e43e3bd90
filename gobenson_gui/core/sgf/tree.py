"""The game tree of an SGF file: nodes holding raw property values, with parents and children.

Values stay raw bytes, exactly as read (in the game's character set, see :mod:`.charset`), and
each node keeps its properties in file order, so that properties gobenson does not interpret
survive a save untouched; a game saved unedited is written back as the very bytes it was read
from.  Reading (:mod:`.reader`, which repairs what other programs repair and notes it),
walking and writing are all iterative: a 100,000-node main line is no recursion risk.  Files
beyond :data:`MAX_NODES` nodes or :data:`MAX_VALUES` values are refused before parsing, which
bounds the time and memory a hostile file can take.

A board may lack some points of its grid, and may join points the grid does not: gobenson keeps
these in private root properties, :data:`.properties.MISSING`, :data:`.properties.LINKS` and
:data:`.properties.WRAP`, that other programs skip as unknown properties.  It also reads q5Go's
form of such boards, games of ``GM[q5go-1]`` or ``GM[q5go-2]`` with :data:`.properties.TORUS` and
:data:`.properties.MASK` (see :mod:`.forms`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar, TypeVar

from sgfmill import sgf_grammar

from ..coords import SGF_LETTERS, cut_number, quoted, shown
from ..geometry import Geometry, Wrap, geometry
from . import reader
from .charset import choose_charset, declared_label
from .errors import SgfError
from .properties import BOARD_PROPERTIES, LINKS, MASK, MISSING, PROPERTIES, Q5GO_GAMES, TORUS, WRAP, Value
from .values import (UTF8, format_size, move_mask, parse_label, parse_links, parse_point_list, parse_point_pair,
                     parse_size, parse_torus, parse_wrap, plain_moves, point_list_mask, runs_off_board)
from ..words import reading as words
from ..words.i18n import _

UTF8_BOM = b"\xef\xbb\xbf"
MAX_NODES = 300_000
MAX_VALUES = 1_000_000
MAX_POINTS = 10_000_000
"""Points the values of a file may name.  A compressed rectangle counts every point it spans (a
9-byte ``AB[aa:ZZ]`` names 2,704), any other value one; this bound is counted on the raw text, so
an arrow written like a rectangle counts its span too."""
MAX_FILE_BYTES = 64 * 1024 * 1024

_VALUE_BUT_RECTANGLE = re.compile(rb"\[(?![a-zA-Z]{2}:[a-zA-Z]{2}\])[^\\\]]*(?:\\.[^\\\]]*)*\]", re.DOTALL)
"""A property value, unless it is exactly a compressed rectangle like ``[aa:cc]``."""
_RECTANGLE = re.compile(rb"\[([a-zA-Z])([a-zA-Z]):([a-zA-Z])([a-zA-Z])\]")
_LETTER_INDEX = {letter.encode(): index for index, letter in enumerate(SGF_LETTERS)}


@dataclass(eq=False, slots=True)
class Node:
    properties: dict[str, list[bytes]] = field(default_factory=dict)
    children: list[Node] = field(default_factory=list, repr=False)
    parent: Node | None = field(default=None, repr=False)

    made_from_fields: ClassVar[bool] = True
    """Its ``__init__`` (the dataclass's) only sets the three fields, so the compiled reader
    makes a node by setting them (see :class:`.reader.TreeNode`): calling a Python ``__init__``
    for every node took longer than reading the node."""

    def get(self, prop: str) -> list[bytes] | None:
        return self.properties.get(prop)

    def has_move(self) -> bool:
        return "B" in self.properties or "W" in self.properties

    def root(self) -> Node:
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    def depth(self) -> int:
        depth, node = 0, self
        while node.parent is not None:
            depth, node = depth + 1, node.parent
        return depth

    def walk(self) -> Iterator[Node]:
        """This node and every node below it, in file order (preorder)."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            children = node.children
            if len(children) == 1:  # most nodes: the next one of a line
                stack.append(children[0])
            elif children:
                stack.extend(reversed(children))


@dataclass(eq=False)
class GameTree:
    root: Node
    notes: list[str] = field(default_factory=list)
    """One-line sentences, each naming its place, about what was read leniently or repaired."""
    charset: str = UTF8
    """The Python codec of the game's text values (see :mod:`.charset`)."""
    source: bytes | None = None
    """The bytes the game was read from, written back while the game is unedited; None once an
    edit changes it (see :meth:`edited`)."""
    before: bytes = b""
    after: bytes = b""
    """Raw bytes of the file kept before the game (text before the first game) and after its
    ``)`` (what stands between it and the next game, games that could not be read), written back
    verbatim; the file's last game is followed by a line break even where the file lacks one."""

    def edited(self) -> None:
        """The game changed: from now on it is written from its tree."""
        self.source = None

    @property
    def size(self) -> tuple[int, int]:
        return parse_size(self.root.get("SZ"))

    @property
    def in_q5go_form(self) -> bool:
        """A game q5Go wrote for a variant board, its ``GM`` one of :data:`Q5GO_GAMES`."""
        kind = self.root.get("GM") or [b""]
        return kind[0].strip() in Q5GO_GAMES

    @property
    def geometry(self) -> Geometry:
        """The board: the grid of ``SZ`` less the points of :data:`MISSING`, with the extra
        neighbours of :data:`LINKS` and :data:`WRAP`; in a game of q5Go's form, also less the
        points of its :data:`MASK`, with the sides its :data:`TORUS` joins."""
        columns, rows = self.size
        root = self.root
        grid = geometry(columns, rows)
        missing = frozenset(parse_point_list(root.get(MISSING) or [], grid, MISSING))
        wrap = parse_wrap(root.get(WRAP), WRAP)
        if self.in_q5go_form:
            missing |= frozenset(parse_point_list(root.get(MASK) or [], grid, MASK))
            torus = parse_torus(root.get(TORUS), TORUS)
            wrap = Wrap.joining(wrap.columns or torus.columns, wrap.rows or torus.rows)
        links = parse_links(root.get(LINKS) or [], geometry(columns, rows, missing), LINKS)
        return geometry(columns, rows, missing, links, wrap)

    def main_line(self) -> list[Node]:
        """The root and, from each node, its first child."""
        node = self.root
        nodes = [node]
        while children := node.children:
            node = children[0]
            nodes.append(node)
        return nodes


def _span(first: bytes, last: bytes) -> int:
    """How many columns (or rows) two SGF letters span, both included."""
    return abs(_LETTER_INDEX[first] - _LETTER_INDEX[last]) + 1


T = TypeVar("T")


def on_main_line(line: list[T], which: str | int) -> list[T]:
    """The items of a main line (nodes, positions...) that ``which`` chooses: ``all``, ``last``
    or an index N (0 is the root) -- the one reading of ``--node`` every command shares."""
    if which == "all":
        return line
    if which == "last":
        return line[-1:]
    try:
        index = int(which)
    except ValueError:
        raise SgfError(words.not_a_node_choice(quoted(str(which)))) from None
    if not 0 <= index < len(line):
        raise SgfError(words.no_such_node(cut_number(index), len(line) - 1))
    return [line[index]]


def _counts(text: bytes) -> tuple[int, int, int]:
    """The ``;``, the ``[`` and the points they name of SGF ``text``: a rectangle value like
    ``[aa:cc]`` counts every point it spans, any other ``[`` one."""
    values = text.count(b"[")
    spans = sum(_span(c1, c2) * _span(r1, r2) - 1 for c1, r1, c2, r2 in _RECTANGLE.findall(text))
    return text.count(b";"), values, values + spans


def _check_bounds(data: bytes) -> None:
    """Refuse, before any parsing, a file whose size, nodes, values or named points are past
    the limits; regular expressions and counting only, so a hostile file costs little."""
    if len(data) > MAX_FILE_BYTES:
        raise SgfError(words.file_too_large(len(data) // 2**20, MAX_FILE_BYTES // 2**20))
    # Counted on the bytes as they are, text inside values (a ";", a "[", words like a rectangle)
    # can only add to each count: a file within the limits so is within them.
    nodes, values, points = _counts(data)
    if nodes <= MAX_NODES and values <= MAX_VALUES and points <= MAX_POINTS:
        return
    # Every value becomes [], except rectangles, which stay to be measured.
    nodes, values, points = _counts(_VALUE_BUT_RECTANGLE.sub(b"[]", data))
    if nodes > MAX_NODES:
        raise SgfError(words.too_many_nodes(nodes, MAX_NODES))
    if values > MAX_VALUES:
        raise SgfError(words.too_many_values(values, MAX_VALUES))
    if points > MAX_POINTS:
        raise SgfError(words.too_many_points(points, MAX_POINTS))


_READS = {prop: kind.value for prop, kind in PROPERTIES.items()}
"""How each known property's values read."""
_POINT_LISTS = (Value.POINTS, Value.GRID_POINTS)
_NOTHING_TO_CHECK = frozenset(prop for prop, reads in _READS.items()
                              if prop not in BOARD_PROPERTIES
                              and reads not in (*_POINT_LISTS, Value.POINT_PAIRS, Value.LABELS))
"""The properties :func:`_check_values` need not read: moves, which it looks up in
:func:`.values.plain_moves`, and those that name no points (board properties, checked
in the root alone, left out)."""


def property_mask(prop: str, values: list[bytes], geom: Geometry) -> int:
    """The points a property names, as a set of the board (a move: its first value; none for a
    pass or a property without points); :class:`SgfError` for a point that is not on the board."""
    reads = _READS.get(prop)
    if reads is Value.MOVE:  # the commonest by far: checking a record asks this of every move
        return move_mask(values[0], geom, prop)
    if reads is Value.POINTS:
        return point_list_mask(values, geom, prop)
    if reads is Value.POINT_PAIRS:
        return geom.mask(point for value in values for point in parse_point_pair(value, geom, prop))
    if reads is Value.LABELS:
        return geom.mask(parse_label(value, geom)[0] for value in values)
    return 0


def _needs_no_check(properties: dict[str, list[bytes]], plain: dict[bytes, int]) -> bool:
    """Whether a node's points need no check: a move written plainly (a key of ``plain``, see
    :func:`.values.plain_moves`) beside properties that name no points (times, comments) -- most
    nodes of a record."""
    if not properties.keys() <= _NOTHING_TO_CHECK:
        return False
    black, white = properties.get("B"), properties.get("W")
    return (black is None or (bool(black) and black[0] in plain)) and \
        (white is None or (bool(white) and white[0] in plain))


def _nodes_to_check(nodes: list[Node], plain: dict[bytes, int]) -> list[int]:
    """The indices of the ``nodes`` whose points must be checked (see :func:`_needs_no_check`):
    found in one call to the compiled reading where it is in use, since the test of every node
    in Python cost as much as reading the node."""
    compiled = reader.compiled_reading()
    if compiled is not None:
        found: list[int] = compiled.nodes_to_check(nodes, plain, _NOTHING_TO_CHECK)
        return found
    return [index for index, node in enumerate(nodes) if not _needs_no_check(node.properties, plain)]


def _check_values(nodes: list[Node], geom: Geometry, number: int, notes: list[str]) -> None:
    """Every point gobenson reads must be a point of the board: say where one is not (``nodes``:
    the game's nodes in file order, root first), and add to ``notes`` each rectangle that runs
    off the board, which is read clipped to it."""
    root = nodes[0]
    for index in _nodes_to_check(nodes, plain_moves(geom)):
        node = nodes[index]
        properties = node.properties
        try:
            if "" in properties:  # sgfmill drops the small letters of old names like "a"
                raise SgfError(words.no_capital_letters(shown(properties[''][0])))
            if node is not root and not properties.keys().isdisjoint(BOARD_PROPERTIES):
                prop = next(prop for prop in BOARD_PROPERTIES if prop in properties)
                raise SgfError(words.root_only(prop))
            for prop, values in properties.items():
                property_mask(prop, values, geom)
                if _READS.get(prop) in _POINT_LISTS:
                    notes.extend(words.runs_off_board(words.at_node(number, index), f"{prop}[{shown(value)}]",
                                                      geom.columns, geom.rows)
                                 for value in values if runs_off_board(value, geom, prop))
        except SgfError as error:
            raise SgfError(words.located(words.at_node(number, index), str(error))) from None


def _checked(game: GameTree, number: int, split_by: str | None = None, nodes: list[Node] | None = None) -> None:
    """Choose the game's character set (``split_by``: the one the reader split its values by, if
    any) and check that it is a game of Go gobenson can show: :class:`SgfError` naming the game
    and node if not.  ``nodes``: the game's nodes in file order, where the reader kept them."""
    if nodes is None:
        nodes = list(game.root.walk())
    all_ascii = game.source is not None and game.source.isascii()
    game.charset = choose_charset(nodes, number, game.notes, all_ascii, split_by)
    kind = game.root.get("GM")
    if kind and kind[0].strip() not in (b"", b"1") and not game.in_q5go_form:
        raise SgfError(words.not_go(number, shown(kind[0])))
    try:
        size = game.size
        geom = game.geometry
    except SgfError as error:
        raise SgfError(words.located(words.in_game(number), str(error))) from None
    if "SZ" in game.root.properties and game.root.properties["SZ"] != [format_size(*size)]:
        game.root.properties["SZ"] = [format_size(*size)]  # SZ[19], never SZ[19:19]
        game.edited()
    _check_values(nodes, geom, number, game.notes)


def _declare_utf8(game: GameTree) -> None:
    """A game transcoded from UTF-16: its ``CA`` (if it has one, or now needs one) says UTF-8."""
    if "CA" in game.root.properties or any(not value.isascii() for node in game.root.walk()
                                           for values in node.properties.values() for value in values):
        game.root.properties["CA"] = [b"UTF-8"]
    game.edited()


def load_games(data: bytes) -> list[GameTree]:
    """Every game of an SGF collection, read leniently (see :mod:`.reader`); :class:`SgfError`
    when the first game is not usable SGF (the message names the game and node).  A later game
    that cannot be read is kept as raw bytes after the game before it, and a note says so."""
    _check_bounds(data)
    file_notes: list[str] = []
    utf16 = reader.utf16_text(data)
    if utf16 is not None:
        data = utf16.encode(UTF8)
        file_notes.append(str(words.UTF16))
    start = reader.game_starts(data)
    if start is None:
        raise SgfError(_(words.NO_SGF_DATA))
    if data[:start.start()].removeprefix(UTF8_BOM).strip():
        file_notes.append(str(words.TEXT_BEFORE))
    games: list[GameTree] = []
    position: int | None = start.start()
    number = 0
    while position is not None:
        number += 1
        read = (reader.read_game(data, position, Node) if utf16 is not None
                else reader.read_by_characters(data, position, Node))
        following = reader.game_starts(data, read.end)
        gap_end = following.start() if following else len(data)
        gap = data[read.end:gap_end]
        if following is None and not gap:
            gap = b"\n"
        game = GameTree(read.root, notes=file_notes if not games else [], source=data[position:read.end],
                        after=gap)
        if utf16 is not None:
            _declare_utf8(game)
        try:
            if read.cut_off and games:
                raise SgfError(words.cut_off(number))
            _checked(game, number, read.split_by, read.nodes)
        except SgfError as error:
            if not games:
                raise
            games[-1].after += data[position:gap_end]
            file_notes.append(words.kept_as_it_was(str(error)))
        else:
            if gap.strip():
                game.notes.append(words.text_after(words.in_game(number)))
            if read.repairs:
                game.notes.append(words.repaired(words.in_game(number), read.repairs))
                game.edited()
            games.append(game)
        position = following.start() if following else None
    games[0].before = data[:start.start()]
    return games


def read_games(path: str | Path) -> list[GameTree]:
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise SgfError(error.strerror or str(error)) from None
    return load_games(data)


def _node_pieces(node: Node) -> list[bytes]:
    """A node's properties as pieces for line wrapping, the ``;`` joined to the first."""
    pieces = [prop.encode("ascii") + b"".join(b"[" + value + b"]" for value in values)
              for prop, values in node.properties.items()]
    return [b";" + (pieces[0] if pieces else b"")] + pieces[1:]


_SPLIT_BY_CHARSET = re.compile(rb"[\x80-\xff](?=[\\\]]|\Z)")
"""A byte beyond ASCII before a ``\\`` or ``]``, or at a value's end (before its ``]``): in
Shift_JIS, GBK or Big5 the two bytes may be one character, so where the value ends depends on
the character set the file is read in."""


def _undeclared(game: GameTree) -> bool:
    """Whether the game's values end where they were read only in the set it was read in (a
    value holds a byte of :data:`_SPLIT_BY_CHARSET`, the set is not UTF-8) and its root does not
    name that set first.  A reader of such a game guesses the set from the text it reads, which
    may run past the game's end into the next: an edit or a repair of the game or of its
    neighbours can make another guess, splitting the values, and with them the nodes and games,
    elsewhere than they were read."""
    root = game.root
    return game.charset != UTF8 and next(iter(root.properties), None) != "CA" and \
        any(_SPLIT_BY_CHARSET.search(value) for node in root.walk()
            for values in node.properties.values() for value in values)


def _declared_root(game: GameTree) -> Node:
    """The root as a game written from its tree begins: naming its character set first when
    the game is :func:`_undeclared`."""
    root = game.root
    if not _undeclared(game):
        return root
    properties = {"CA": root.properties.get("CA") or [declared_label(game.charset).encode("ascii")]}
    properties.update((prop, values) for prop, values in root.properties.items() if prop != "CA")
    return Node(properties, root.children)


def _formatted(game: GameTree) -> bytes:
    """The game's tree as SGF text, properties in the order the nodes hold them (sgfmill's own
    serialiser sorts them) but ``CA`` first (see :func:`_declared_root`), lines wrapped near 79
    columns between properties."""
    pieces = [b"("]
    stack: list[Node | bytes] = [b")", _declared_root(game)]
    while stack:
        item = stack.pop()
        if isinstance(item, bytes):
            pieces.append(item)
            continue
        pieces.extend(_node_pieces(item))
        if len(item.children) == 1:
            stack.append(item.children[0])
        else:
            for child in reversed(item.children):
                stack.extend((b")", child, b"("))
    formatted: bytes = sgf_grammar.block_format(pieces)
    return formatted


def serialise_game(game: GameTree, declaring: bool = False) -> bytes:
    """The game as SGF: an unedited game as the very bytes it was read from, an edited one
    formatted from its tree; with the raw bytes kept around it.  An edited game ends its line
    unless kept bytes follow it, which are written as they followed its ``)``.

    ``CA`` is added here only to a game written from its tree whose values' ends depend on the
    character set (see :func:`_undeclared`), and ``declaring`` writes even an unedited such game
    from its tree (see :func:`serialise_games`); otherwise the edits that put text in a game
    declare its set (see :func:`.commands.text_edits`), so unchanged text reads as it did.
    """
    if game.source is not None and not (declaring and _undeclared(game)):
        return game.before + game.source + game.after
    return game.before + _formatted(game) + (game.after or b"\n")


def serialise_games(games: list[GameTree]) -> bytes:
    """The games as SGF that reads back as these games.  Where that depends on a guessed
    character set (a game :func:`_undeclared`: rare, a damaged or undeclared file), the bytes
    are read back to make sure; if they read otherwise (an unedited game's guess ran into a
    neighbour that changed), every such game is written from its tree naming its set, and
    :class:`SgfError` says so should even that read otherwise: nothing is written then."""
    data = b"".join(serialise_game(game) for game in games)
    if not any(map(_undeclared, games)) or _reads_back(data, games):
        return data
    data = b"".join(serialise_game(game, declaring=True) for game in games)
    if _reads_back(data, games):
        return data
    raise SgfError(words.would_not_read_back(len(games)))


def games_as_read(games: list[GameTree]) -> list[list[tuple[list[tuple[str, list[bytes]]], int]]]:
    """Each game's nodes in file order as their properties (``CA`` apart, which a save may add)
    and their numbers of children: what the games' bytes must read back as."""
    return [[([(prop, values) for prop, values in node.properties.items() if prop != "CA"], len(node.children))
             for node in game.root.walk()] for game in games]


def _reads_back(data: bytes, games: list[GameTree]) -> bool:
    try:
        return games_as_read(load_games(data)) == games_as_read(games)
    except SgfError:
        return False
