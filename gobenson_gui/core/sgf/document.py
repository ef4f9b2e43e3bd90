"""The open SGF file as gobenson edits it: a collection of games, the game on show, a cursor,
and the position at every node.

The document changes only through the commands of :mod:`.commands` (which call the editing
primitives at the end of this class), so that the position cache can forget exactly the
positions an edit changes.  Positions are replayed from the nearest remembered ancestor: every
64th node of each line is kept as a checkpoint, and recently asked-for nodes are remembered, so
that stepping through a 100,000-move game stays cheap without holding every board.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import NamedTuple

from ..board import Board
from ..geometry import Geometry, Wrap
from ..rules import Rules
from ..atomic import write_atomic
from .errors import SgfError
from .forms import Form, games_in_form
from .replay import Position, add_notes, start_position, step
from .properties import LINKS, MISSING, POSITION_PROPERTIES, RULES, WRAP, root_text
from .tree import GameTree, Node, load_games, on_main_line, read_games, serialise_games
from .values import format_point_list, format_point_pair, format_size
from ..words import reading as words
from ..words.files import NO_FILE_NAME
from ..words.i18n import _

CHECKPOINT_EVERY = 64
RECENT_POSITIONS = 2048
SUICIDE_RULE_SETS = frozenset(("nz", "newzealand", "goe", "ing", "tromptaylor"))
"""``RU`` values (lower case, letters only) of the rule sets that allow suicide."""


class CursorState(NamedTuple):
    game_index: int
    node: Node


def game_rules(game: GameTree, default: Rules = Rules.NO_SUICIDE) -> Rules:
    """The rules of ``game``: its ``GBRU`` (:data:`.properties.RULES`); without one (or with a
    value gobenson does not know), ``suicide`` when ``RU`` names a rule set that allows it,
    ``no-suicide`` when it names another; ``default`` when the game names no rules at all."""
    own = root_text(game, RULES)
    if own:
        try:
            return Rules.parse(own.strip())
        except ValueError:
            pass
    letters = "".join(c for c in root_text(game, "RU").lower() if c.isalpha())
    if not letters:
        return default
    return Rules.SUICIDE if letters in SUICIDE_RULE_SETS else Rules.NO_SUICIDE


def new_game(columns: int, rows: int, wrap: Wrap = Wrap.NONE) -> GameTree:
    """An empty Go game of C x R in FF[4], UTF-8, its sides joined as ``wrap`` says."""
    root = Node({"FF": [b"4"], "GM": [b"1"], "CA": [b"UTF-8"], "SZ": [format_size(columns, rows)]})
    if wrap is not Wrap.NONE:
        root.properties[WRAP] = [wrap.value.encode()]
    return GameTree(root)


def game_on(geom: Geometry) -> GameTree:
    """An empty game on the board ``geom``: its size and every property that shapes it (missing
    points, links, wrapped sides), so that :attr:`GameTree.geometry` reads ``geom`` back."""
    game = new_game(geom.columns, geom.rows, geom.wrap)
    if geom.missing:
        game.root.properties[MISSING] = format_point_list(geom.missing)
    if geom.links:
        game.root.properties[LINKS] = [format_point_pair(*pair) for pair in sorted(geom.links)]
    return game


class Document:
    """Games of one SGF file, the one on show (``game``) and the current node (``cursor``)."""

    def __init__(self, games: list[GameTree], path: str | Path | None = None) -> None:
        if not games:
            raise SgfError(_(words.NO_GAME))
        self.games = games
        self.path = Path(path) if path is not None else None
        self.default_rules = Rules.NO_SUICIDE
        """The rules of a game that names none (the editor's preference)."""
        self.form = Form.Q5GO if any(game.in_q5go_form for game in games) else None
        """The form a save gives variant boards (see :mod:`.forms`); None: each game's as it is.
        A file q5Go wrote is saved for q5Go again, a point taken out in the editor included."""
        self._checked: set[int] = set()
        self._checkpoints: dict[Node, tuple[Position, int]] = {}
        self._recent: OrderedDict[Node, tuple[Position, int]] = OrderedDict()
        self.revision = 0
        """How many times an editing primitive changed the games: what is made from them (the
        position on show, its analysis, move numbers) is kept until this changes."""
        self.game_index = 0
        self.cursor = games[0].root
        self.select_game(0)

    # -- files ------------------------------------------------------------------------------------

    @classmethod
    def from_bytes(cls, data: bytes, path: str | Path | None = None) -> Document:
        return cls(load_games(data), path)

    @classmethod
    def open(cls, path: str | Path) -> Document:
        return cls(read_games(path), path)

    @classmethod
    def new(cls, columns: int = 19, rows: int = 19, wrap: Wrap = Wrap.NONE) -> Document:
        return cls([new_game(columns, rows, wrap)])

    def to_bytes(self, form: Form | None = None) -> bytes:
        """Every game of the collection as SGF, the ones not on show included, their boards in
        ``form`` (None: each game as it is); :class:`SgfError` when a board cannot be said so."""
        return serialise_games(games_in_form(self.games, form))

    def save(self, path: str | Path | None = None, form: Form | None = None) -> None:
        """Write atomically to ``path`` (default: where the document came from), in ``form``
        (default: :attr:`form`), which later saves keep; a failure is a
        :class:`~..atomic.WriteError` or :class:`SgfError` saying why, and leaves the old file
        whole."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise SgfError(_(NO_FILE_NAME))
        form = form or self.form
        write_atomic(target, self.to_bytes(form))
        self.path = target
        self.form = form

    # -- games ------------------------------------------------------------------------------------

    @property
    def game(self) -> GameTree:
        return self.games[self.game_index]

    @property
    def geometry(self) -> Geometry:
        return self.game.geometry

    @property
    def rules(self) -> Rules:
        """The rules moves are played by in the editor, those of the game on show (see
        :func:`game_rules`); records replay as they were played.  The editor changes them with
        the undoable :class:`.commands.SetRules`."""
        return game_rules(self.game, self.default_rules)

    @property
    def notes(self) -> list[str]:
        """What was read leniently or repaired in every game, in game order (see
        :attr:`.tree.GameTree.notes`); a game's replay notes come when it is first shown."""
        return [note for game in self.games for note in game.notes]

    def select_game(self, index: int) -> None:
        """Show game ``index`` (from 0) with the cursor on its root.  The first time a game is
        shown every node of it is replayed, and its moves on occupied points join its notes."""
        if not 0 <= index < len(self.games):
            raise SgfError(words.no_such_game(index + 1, len(self.games)))
        game = self.games[index]
        if id(game) not in self._checked:
            self._replay_all(game, index + 1)
            self._checked.add(id(game))
        self.game_index = index
        self.cursor = game.root

    def game_of(self, node: Node) -> GameTree:
        if node is self.cursor:
            return self.game  # the usual case, without a walk up a long line
        root = node.root()
        for game in self.games:
            if game.root is root:
                return game
        raise ValueError("the node belongs to no game of this document")

    def main_line_nodes(self, which: str | int) -> list[Node]:
        """The main-line nodes of the game on show that ``which`` chooses: ``all``, ``last`` or
        an index (see :func:`.tree.on_main_line`), as ``--node`` asks."""
        return on_main_line(self.game.main_line(), which)

    # -- the cursor -------------------------------------------------------------------------------

    def cursor_state(self) -> CursorState:
        return CursorState(self.game_index, self.cursor)

    def restore_cursor(self, state: CursorState) -> None:
        self.game_index, self.cursor = state

    def go_to(self, node: Node) -> None:
        """Put the cursor on ``node``, showing its game."""
        game = self.game_of(node)
        self.game_index = next(i for i, g in enumerate(self.games) if g is game)
        self.cursor = node

    def _move(self, node: Node | None) -> bool:
        if node is None:
            return False
        self.cursor = node
        return True

    def next_node(self) -> bool:
        """Down the current line (to the first child); False at its end."""
        return self._move(self.cursor.children[0] if self.cursor.children else None)

    def previous_node(self) -> bool:
        return self._move(self.cursor.parent)

    def _sibling(self, offset: int) -> Node | None:
        parent = self.cursor.parent
        if parent is None:
            return None
        index = parent.children.index(self.cursor) + offset
        return parent.children[index] if 0 <= index < len(parent.children) else None

    def next_variation(self) -> bool:
        """To the next sibling of the cursor; False if it is the last."""
        return self._move(self._sibling(1))

    def previous_variation(self) -> bool:
        return self._move(self._sibling(-1))

    def go_first(self) -> None:
        """To the root: the first node of the main line."""
        self.cursor = self.game.root

    def go_last(self) -> None:
        """To the last node of the main line."""
        self.cursor = self.game.main_line()[-1]

    # -- positions --------------------------------------------------------------------------------

    def position(self, node: Node | None = None) -> Position:
        """The position at ``node`` (the cursor by default): after its setup and its move."""
        node = node or self.cursor
        pending = []
        walker: Node | None = node
        cached = None
        while walker is not None:
            cached = self._recent.get(walker) or self._checkpoints.get(walker)
            if cached is not None:
                break
            pending.append(walker)
            walker = walker.parent
        if cached is None:
            position, depth = start_position(self.game_of(node)), -1
        else:
            position, depth = cached
        for walker in reversed(pending):
            depth += 1
            position = step(position, walker, f"node {depth}")
            if depth % CHECKPOINT_EVERY == 0:
                self._checkpoints[walker] = (position, depth)
        self._recent[node] = (position, depth)
        self._recent.move_to_end(node)
        if len(self._recent) > RECENT_POSITIONS:
            self._recent.popitem(last=False)
        return position

    def board(self, node: Node | None = None) -> Board:
        return self.position(node).board

    def position_before(self, node: Node) -> Position:
        """The position a node starts from: its parent's, or the empty board for a root."""
        if node.parent is None:
            return start_position(self.game_of(node))
        return self.position(node.parent)

    def _replay_all(self, game: GameTree, number: int) -> None:
        conflicts = self.replay_below(start_position(game), [game.root], number, depth=0)
        add_notes(game, [note for _, note in conflicts])

    def replay_below(self, start: Position, nodes: list[Node], game: int | None = None,
                     depth: int | None = None) -> list[tuple[Node, str]]:
        """Replay ``nodes`` and everything below them from ``start``; returns the nodes whose
        move lands on an occupied point, in file order, each with a note naming it (nodes
        counted in file order, in game number ``game`` if given).  With ``depth`` (that of ``nodes`` in their
        game) the replay keeps checkpoints; without, it only checks, which lets an edit try out
        properties before it makes them."""
        conflicts: list[tuple[Node, str]] = []
        notes: list[str] = []
        pending = [(node, start, depth) for node in reversed(nodes)]
        index = 0
        while pending:
            node, before, level = pending.pop()
            after = step(before, node, words.at_node(game, index), notes)
            if notes:
                conflicts.extend((node, note) for note in notes)
                notes.clear()
            index += 1
            if level is not None and level % CHECKPOINT_EVERY == 0:
                self._checkpoints[node] = (after, level)
            below = None if level is None else level + 1
            pending.extend((child, after, below) for child in reversed(node.children))
        return conflicts

    def forget_positions(self, node: Node) -> None:
        """Drop the remembered positions of ``node`` and everything below it."""
        for below in node.walk():
            self._checkpoints.pop(below, None)
            self._recent.pop(below, None)

    # -- editing primitives, for the commands ---------------------------------------------------

    def replace_properties(self, node: Node, properties: dict[str, list[bytes]]) -> None:
        """Give ``node`` (a copy of) ``properties``, forgetting positions the change affects."""
        old = node.properties
        self.revision += 1
        node.properties = {prop: list(values) for prop, values in properties.items()}
        if any(old.get(prop) != node.properties.get(prop) for prop in POSITION_PROPERTIES):
            self.forget_positions(node)

    def attach(self, parent: Node, child: Node, index: int | None = None) -> None:
        """Make ``child`` a child of ``parent`` at ``index`` (default: last)."""
        self.revision += 1
        child.parent = parent
        parent.children.insert(len(parent.children) if index is None else index, child)

    def detach(self, child: Node) -> int:
        """Take ``child`` (with its subtree) out of the tree; returns the index it had."""
        parent = child.parent
        assert parent is not None, "the root is never detached"
        index = parent.children.index(child)
        self.revision += 1
        del parent.children[index]
        child.parent = None
        return index

    def add_game(self, game: GameTree, index: int) -> None:
        self.revision += 1
        self.games.insert(index, game)

    def remove_game(self, index: int) -> GameTree:
        self.revision += 1
        game = self.games.pop(index)
        self._checked.discard(id(game))
        self.forget_positions(game.root)
        return game
