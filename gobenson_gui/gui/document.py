"""The open SGF file as the editor edits it: games, a cursor, positions, and every edit as a
reversible command object (``apply`` / ``undo``) that changes only this model.

Qt-free: the undo stack wraps these commands (see :mod:`.undo`), tests drive them directly.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from sgfmill import sgf_grammar

from ..core.board import Board, Colour
from ..core.coords import sgf_point
from ..core.geometry import Point
from ..core.rules import IllegalMove, Rules, play
from ..core.sgf.replay import apply_node
from ..core.sgf.tree import GameTree, Node, load_games
from ..core.sgf.values import format_size, parse_move, parse_point_list

SETUP_PROPERTIES = {Colour.BLACK: "AB", Colour.WHITE: "AW", None: "AE"}
MARKUP_PROPERTIES = ("TR", "SQ", "CR", "MA")
ANNOTATION_HEADING = "Unconditional life (Benson):"


# -- commands -------------------------------------------------------------------------------------


@dataclass
class ChangeProperties:
    """Set some properties of a node (None removes one); undo restores what was there."""

    description: str
    node: Node
    changes: dict[str, list[bytes] | None]
    before: dict[str, list[bytes] | None] = field(default_factory=dict)

    def apply(self, document: "Document") -> None:
        self.before = {prop: self.node.properties.get(prop) for prop in self.changes}
        _set_properties(self.node, self.changes)
        document.edited(self.node)
        document.node = self.node

    def undo(self, document: "Document") -> None:
        _set_properties(self.node, self.before)
        document.edited(self.node)
        document.node = self.node


@dataclass
class CommandGroup:
    """Several commands as one edit (annotating a whole game); undone in reverse order."""

    description: str
    commands: list
    node: Node | None = None
    """Where the cursor returns on undo."""

    def apply(self, document: "Document") -> None:
        for command in self.commands:
            command.apply(document)
        document.node = self.node or document.node

    def undo(self, document: "Document") -> None:
        for command in reversed(self.commands):
            command.undo(document)
        document.node = self.node or document.node


@dataclass
class AddNode:
    """Add ``node`` as the last child of ``parent`` and go there."""

    description: str
    parent: Node
    node: Node

    def apply(self, document: "Document") -> None:
        self.node.parent = self.parent
        self.parent.children.append(self.node)
        document.node = self.node

    def undo(self, document: "Document") -> None:
        self.parent.children.remove(self.node)
        document.node = self.parent


@dataclass
class DeleteNode:
    """Remove a node and everything after it; undo puts the branch back where it was."""

    description: str
    node: Node
    index: int = 0

    def apply(self, document: "Document") -> None:
        parent = self.node.parent
        self.index = parent.children.index(self.node)
        parent.children.remove(self.node)
        document.node = parent

    def undo(self, document: "Document") -> None:
        self.node.parent.children.insert(self.index, self.node)
        document.node = self.node


@dataclass
class PromoteVariation:
    """Make a variation its parent's first child (the main line from there)."""

    description: str
    node: Node
    index: int = 0

    def apply(self, document: "Document") -> None:
        siblings = self.node.parent.children
        self.index = siblings.index(self.node)
        siblings.insert(0, siblings.pop(self.index))

    def undo(self, document: "Document") -> None:
        siblings = self.node.parent.children
        siblings.insert(self.index, siblings.pop(0))


def _set_properties(node: Node, values: dict[str, list[bytes] | None]) -> None:
    for prop, value in values.items():
        if value:
            node.properties[prop] = list(value)
        else:
            node.properties.pop(prop, None)


# -- the document ---------------------------------------------------------------------------------


def _points_value(points) -> list[bytes]:
    return [sgf_point(point).encode() for point in sorted(points, key=lambda p: (p[1], p[0]))]


def text_of(raw: bytes) -> str:
    return sgf_grammar.text_value(raw).decode("utf-8", "replace")


class Document:
    """The games of one file, which one is open, and the cursor within it."""

    def __init__(self, games: list[GameTree], path: Path | None = None) -> None:
        self.games = games
        self.path = path
        self.game = games[0]
        self.node = self.game.root
        self._positions: dict[int, tuple[Node, Board]] = {}

    @classmethod
    def new(cls, columns: int, rows: int) -> "Document":
        root = Node({"GM": [b"1"], "FF": [b"4"], "CA": [b"UTF-8"], "AP": [b"gobenson:0.1"],
                     "SZ": [format_size(columns, rows)]})
        return cls([GameTree(root)])

    @classmethod
    def load(cls, path: str | Path, data: bytes | None = None) -> "Document":
        """Raises SgfError for unusable files, OSError when the file cannot be read."""
        path = Path(path)
        return cls(load_games(path.read_bytes() if data is None else data), path)

    def choose_game(self, index: int) -> None:
        self.game = self.games[index]
        self.node = self.game.root

    # -- positions ----------------------------------------------------------------------------

    def position(self, node: Node | None = None) -> Board:
        """The position at a node, replayed from the nearest known position above it."""
        node = node or self.node
        path = []
        walk = node
        while walk is not None and id(walk) not in self._positions:
            path.append(walk)
            walk = walk.parent
        board = Board.empty(*self.game.size) if walk is None else self._positions[id(walk)][1]
        for step in reversed(path):
            board = apply_node(board, step, "this node")
            self._positions[id(step)] = (step, board)
        return board

    @property
    def board(self) -> Board:
        return self.position(self.node)

    def edited(self, node: Node) -> None:
        """Forget the positions a change to ``node`` may have changed: its own and below."""
        pending = [node]
        while pending:
            current = pending.pop()
            self._positions.pop(id(current), None)
            pending.extend(current.children)

    def move_of(self, node: Node) -> tuple[Colour, Point | None] | None:
        for prop in ("B", "W"):
            values = node.get(prop)
            if values is not None:
                return Colour.from_letter(prop), parse_move(values[0], self.game.geometry, prop)
        return None

    def to_move(self) -> Colour:
        """Who plays next: PL if the node says, else the opponent of the last move, else black."""
        walk = self.node
        while walk is not None:
            if walk.get("PL"):
                return Colour.from_letter(walk.get("PL")[0].decode("ascii", "replace").strip() or "B")
            move = self.move_of(walk)
            if move is not None:
                return move[0].opponent
            walk = walk.parent
        return Colour.BLACK

    def ko_point(self) -> Point | None:
        move = self.move_of(self.node)
        if move is None or move[1] is None or self.node.parent is None:
            return None
        before = self.position(self.node.parent)
        try:
            return play(before, move[1], move[0], Rules.SUICIDE).ko_point
        except IllegalMove:
            return None

    # -- what a node holds --------------------------------------------------------------------

    def comment(self, node: Node | None = None) -> str:
        values = (node or self.node).get("C")
        return text_of(values[0]) if values else ""

    def markup(self, node: Node | None = None) -> dict[Point, str]:
        node = node or self.node
        geom = self.game.geometry
        return {point: prop for prop in MARKUP_PROPERTIES
                for point in parse_point_list(node.get(prop) or [], geom, prop)}

    def labels(self, node: Node | None = None) -> dict[Point, str]:
        node = node or self.node
        geom = self.game.geometry
        labels = {}
        for value in node.get("LB") or []:
            where, _, text = value.partition(b":")
            labels[parse_point_list([where], geom, "LB")[0]] = text_of(text)
        return labels

    # -- navigation ---------------------------------------------------------------------------

    def go_to(self, node: Node) -> None:
        self.node = node

    def line_to(self) -> list[Node]:
        """The nodes from the root to the cursor."""
        line = [self.node]
        while line[-1].parent is not None:
            line.append(line[-1].parent)
        return line[::-1]

    def forward(self) -> bool:
        if self.node.children:
            self.node = self.node.children[0]
            return True
        return False

    def back(self) -> bool:
        if self.node.parent is not None:
            self.node = self.node.parent
            return True
        return False

    def switch_variation(self, delta: int) -> bool:
        """Go to the previous (-1) or next (+1) sibling of the current node, if any."""
        parent = self.node.parent
        if parent is None:
            return False
        index = parent.children.index(self.node) + delta
        if 0 <= index < len(parent.children):
            self.node = parent.children[index]
            return True
        return False

    def to_start(self) -> None:
        self.node = self.game.root

    def to_end(self) -> None:
        while self.forward():
            pass

    # -- edits: each returns a command for the undo stack -------------------------------------

    def set_stone(self, point: Point, colour: Colour | None) -> ChangeProperties | AddNode:
        """Setup: make ``point`` hold ``colour`` (None: empty) from this position on.  On a node
        with a move (where SGF forbids setup) the stone goes into a new setup node after it."""
        if self.move_of(self.node) is not None:
            node = Node()
            change = self._setup_change(node, self.board, point, colour)
            _set_properties(node, change)
            return AddNode(f"Set up {point_word(colour)}", self.node, node)
        parent_board = self.position(self.node.parent) if self.node.parent else Board.empty(*self.game.size)
        return ChangeProperties(f"Set up {point_word(colour)}", self.node,
                                self._setup_change(self.node, parent_board, point, colour))

    def _setup_change(self, node: Node, before: Board, point: Point, colour: Colour | None):
        geom = self.game.geometry
        lists = {prop: set(parse_point_list(node.get(prop) or [], geom, prop))
                 for prop in SETUP_PROPERTIES.values()}
        for points in lists.values():
            points.discard(point)
        if before.get(point) is not colour:
            lists[SETUP_PROPERTIES[colour]].add(point)
        return {prop: _points_value(points) or None for prop, points in lists.items()}

    def play(self, point: Point | None, colour: Colour, rules: Rules) -> AddNode | None:
        """A move by the rules as a new child node; None when that move is already a child
        (the cursor goes there instead).  Raises IllegalMove."""
        if point is not None:
            play(self.board, point, colour, rules, self.ko_point())
        value = b"" if point is None else sgf_point(point).encode()
        for child in self.node.children:
            if child.get(colour.letter) == [value]:
                self.node = child
                return None
        move = "pass" if point is None else "move"
        return AddNode(f"{colour.value.capitalize()} {move}", self.node, Node({colour.letter: [value]}))

    def set_comment(self, text: str) -> ChangeProperties:
        value = [sgf_grammar.escape_text(text.encode("utf-8"))] if text else None
        return ChangeProperties("Edit comment", self.node, {"C": value})

    def toggle_markup(self, point: Point, shape: str) -> ChangeProperties:
        """Put ``shape`` (TR, SQ, CR, MA) on a point, or take it off if it is there already."""
        current = self.markup()
        shapes = {prop: {p for p, s in current.items() if s == prop} for prop in MARKUP_PROPERTIES}
        had = current.get(point)
        for points in shapes.values():
            points.discard(point)
        if had != shape:
            shapes[shape].add(point)
        return ChangeProperties("Markup", self.node, {prop: _points_value(points) or None
                                                     for prop, points in shapes.items()})

    def set_label(self, point: Point, text: str | None) -> ChangeProperties:
        labels = self.labels()
        labels.pop(point, None)
        if text:
            labels[point] = text
        value = [sgf_point(p).encode() + b":" + sgf_grammar.escape_text(t.encode("utf-8"))
                 for p, t in sorted(labels.items(), key=lambda item: (item[0][1], item[0][0]))]
        return ChangeProperties("Label", self.node, {"LB": value or None})

    def annotate(self, node: Node, text: str) -> ChangeProperties:
        """Put an analysis at the end of a node's comment, replacing an earlier one."""
        comment = self.comment(node)
        kept = comment.split(ANNOTATION_HEADING)[0].rstrip()
        annotated = f"{kept}\n\n{ANNOTATION_HEADING}\n{text}" if kept else f"{ANNOTATION_HEADING}\n{text}"
        return ChangeProperties("Annotate", node, {"C": [sgf_grammar.escape_text(annotated.encode("utf-8"))]})

    def all_nodes(self) -> list[Node]:
        """Every node of the open game, in file order."""
        nodes, pending = [], [self.game.root]
        while pending:
            node = pending.pop()
            nodes.append(node)
            pending.extend(reversed(node.children))
        return nodes

    def clear_markup(self) -> ChangeProperties:
        return ChangeProperties("Clear markup", self.node, {prop: None for prop in (*MARKUP_PROPERTIES, "LB")})

    def delete_node(self) -> DeleteNode | None:
        return None if self.node.parent is None else DeleteNode("Delete node", self.node)

    def promote(self) -> PromoteVariation | None:
        parent = self.node.parent
        if parent is None or parent.children[0] is self.node:
            return None
        return PromoteVariation("Promote variation", self.node)

    # -- saving -------------------------------------------------------------------------------

    def serialise(self) -> bytes:
        return b"".join(_serialise_game(game) for game in self.games)

    def save(self, path: str | Path) -> None:
        """Write the file whole or not at all: a temporary file beside it, then a rename."""
        path = Path(path)
        data = self.serialise()
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        self.path = path


def point_word(colour: Colour | None) -> str:
    return "empty point" if colour is None else f"{colour.value} stone"


def _serialise_game(game: GameTree) -> bytes:
    """SGF text of a game tree, iteratively (long games must not hit the recursion limit)."""
    out = [b"("]
    pending: list[Node | bytes] = [game.root]
    while pending:
        item = pending.pop()
        if isinstance(item, bytes):
            out.append(item)
            continue
        out.append(b";" + b"".join(prop.encode() + b"".join(b"[" + value + b"]" for value in values)
                                   for prop, values in item.properties.items()))
        if len(item.children) == 1:
            pending.append(item.children[0])
        else:
            for child in reversed(item.children):
                pending.extend((b")", child, b"("))  # popped as ( child ... )
    out.append(b")\n")
    return b"".join(out)
