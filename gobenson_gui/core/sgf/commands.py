"""Every edit of a :class:`~.document.Document` as a small reversible command.

The protocol the editor's undo stack wraps (one Qt ``QUndoCommand`` per command)::

    command = PlayMove(document, point)      # checks the edit now: EditError says why not
    command.text                            # "Play black at C3", for the Edit menu
    command.apply(document)                 # do, or redo after an undo
    command.undo(document)                  # back exactly: properties, their order, tree, cursor

The Qt layer (``gui/undo.py``) applies a command once itself, so that one the document
refuses never reaches the stack, then pushes one undo-stack entry whose first ``redo`` (the one
``QUndoStack.push`` makes at once) does nothing, roughly::

    try:
        command = PlayMove(document, point)
    except EditError as error:              # nothing changed; show the one-line reason
        status_bar.showMessage(str(error))
    else:
        command.apply(document)
        stack.push(UndoEntry(document, command))  # redo: apply again; undo: command.undo

Several edits made as one, all or nothing, are one :class:`Compound` command.

A command is built against the document as it is; ``apply`` and ``undo`` must then alternate
in stack order, as an undo stack guarantees.  Commands that create nodes create them once, so
redoing brings back the very same node objects and commands further up the stack still find
them.  Commands change the model only; the view asks the document again after each one.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any, Protocol

from ..board import Board, Colour
from ..coords import point_name, sgf_point
from ..geometry import MAX_SIZE, Geometry, Point, Wrap, geometry, link
from ..rules import IllegalMove, Rules, play
from ..words import editor as words
from ..words.i18n import _  # colours by their values' words, "black" and "Black", as core.report says them
from .document import CursorState, Document, new_game
from .replay import Position, step
from .errors import EditError
from .charset import declared_label
from .properties import (EXCLUSIVE_MARKS, GAME_INFO, LINES, LINKS, MARK_PROPERTIES, MARKS, MASK, MISSING,
                         POINT_LIST_PROPERTIES, RULES, SETUP_PROPERTY, STONE_PROPERTIES, comment, game_info,
                         compresses, has_setup, node_moves)
from .tree import GameTree, Node, property_mask
from .values import (encode_text, format_label, format_point_list, format_point_pair, parse_label, parse_links,
                     parse_point_pair, point_list_mask, without_points)

Properties = dict[str, list[bytes]]


class Command(Protocol):
    text: str

    def apply(self, document: Document) -> None: ...

    def undo(self, document: Document) -> None: ...

    def edited_nodes(self) -> list[Node]: ...

    def reshaped_parents(self) -> list[Node]: ...


def copy_properties(properties: Properties) -> Properties:
    return {prop: list(values) for prop, values in properties.items()}


class Edit:
    """Base of the commands: apply remembers the cursor, undo puts it back after undoing.

    The base edit replaces the properties of some nodes (``edits``: node -> new properties)
    and/or adds one new node (``added``: parent, child) and then shows ``focus``.
    """

    text = ""

    def __init__(self, focus: Node, edits: dict[Node, Properties] | None = None,
                 added: tuple[Node, Node] | None = None) -> None:
        self._focus = focus
        self._after = {node: copy_properties(after) for node, after in (edits or {}).items()}
        self._before = {node: copy_properties(node.properties) for node in self._after}
        self._added = added
        self._cursor: CursorState | None = None
        self._sources: list[tuple[GameTree, bytes | None]] = []

    def apply(self, document: Document) -> None:
        self._cursor = document.cursor_state()
        self._sources = [(game, game.source) for game in document.games]
        self._do(document)
        document.game_of(self._focus).edited()  # every edit changes the game of its focus only
        document.go_to(self._focus)

    def undo(self, document: Document) -> None:
        self._undo(document)
        for game, source in self._sources:  # undone back to unedited: saved as read again
            game.source = source
        assert self._cursor is not None, "undone before it was applied"
        document.restore_cursor(self._cursor)

    def edited_nodes(self) -> list[Node]:
        """The nodes whose properties the command changes (apply and undo alike), so that a
        view of the tree can update only their rows."""
        return list(self._after)

    def reshaped_parents(self) -> list[Node]:
        """The nodes whose list of children the command changes (apply and undo alike)."""
        return [self._added[0]] if self._added is not None else []

    def _do(self, document: Document) -> None:
        if self._added is not None:
            document.attach(*self._added)
        for node, after in self._after.items():
            document.replace_properties(node, after)

    def _undo(self, document: Document) -> None:
        for node, before in self._before.items():
            document.replace_properties(node, before)
        if self._added is not None:
            document.detach(self._added[1])


class Compound:
    """Several edits as one command, all or nothing: ``edits`` are ``(command class, *args)``,
    each built against the document as the ones before it leave it.  Building them makes them
    and undoes them again, so that an edit the document refuses raises its :class:`EditError`
    with the document as it was; then ``apply`` makes them all and ``undo`` undoes them all."""

    def __init__(self, document: Document, text: str, edits: list[tuple[Any, ...]]) -> None:
        self.text = text
        self._commands: list[Command] = []
        try:
            for make_command, *args in edits:
                command = make_command(document, *args)
                command.apply(document)
                self._commands.append(command)
        finally:
            self.undo(document)

    def apply(self, document: Document) -> None:
        for command in self._commands:
            command.apply(document)

    def undo(self, document: Document) -> None:
        for command in reversed(self._commands):
            command.undo(document)

    def edited_nodes(self) -> list[Node]:
        return list(dict.fromkeys(node for command in self._commands for node in command.edited_nodes()))

    def reshaped_parents(self) -> list[Node]:
        return list(dict.fromkeys(node for command in self._commands for node in command.reshaped_parents()))


def _target(document: Document, node: Node | None) -> Node:
    return document.cursor if node is None else node


def _grid_name(geom: Geometry, point: Point) -> str:
    """The name people read of a point of the grid; EditError for a point off the grid."""
    if not geom.in_grid(point):  # English: the editor offers only points of the grid, a caller's slip another
        raise EditError(f"{point} is off the {geom.columns}x{geom.rows} board")
    return point_name(point, geom.rows)


def _name(document: Document, node: Node, point: Point) -> str:
    """The name people read of a point of the board; EditError for a point that is not on it."""
    geom = document.game_of(node).geometry
    name = _grid_name(geom, point)
    if not geom.contains(point):
        raise EditError(words.missing_point(name))
    return name


def add_points(properties: Properties, prop: str, points: list[Point]) -> None:
    """Append ``points`` to a list property (made last if new), rows of them compressed where
    :func:`.properties.compresses` says so; ``[]`` placeholders go."""
    values = [value for value in properties.get(prop, []) if value]
    properties[prop] = values + format_point_list(points, compresses(prop))


def _remove_points(properties: Properties, prop: str, points: set[Point], geom: Geometry) -> None:
    if prop not in properties:
        return
    left = without_points(properties[prop], points, geom, prop, compresses(prop))
    if left:
        properties[prop] = left
    else:
        del properties[prop]


def _check_later_moves(document: Document, text: str, edited: list[Node], now: list[Node]) -> None:
    """Refuse an edit of the position after which a later move of the tree would land on an
    occupied point.  ``edited`` are the nodes as the edit leaves them, ``now`` the nodes they
    stand for as they are, both starting from the position before ``now``.  A move that already
    landed on a stone (a record read leniently) does not refuse the edit; only a new one does."""
    start = document.position_before(now[0])
    conflicts = document.replay_below(start, edited)
    if conflicts:
        known = {node for node, _position in document.replay_below(start, now)}
        for node, note in conflicts:
            if node not in known:
                raise EditError(words.breaks_a_later_move(text, note))


# -- stones --------------------------------------------------------------------------------------


class SetStone(Edit):
    """Add, remove or recolour a stone as setup (``AB``/``AW``/``AE``).

    At a node that holds a move the setup goes into a new child node, since FF[4] forbids move
    and setup properties in one node.
    """

    def __init__(self, document: Document, point: Point, colour: Colour | None,
                 node: Node | None = None) -> None:
        node = _target(document, node)
        name = _name(document, node, point)
        now = document.board(node).get(point)
        if now is colour:
            raise EditError(words.already_coloured(name, None if colour is None else _(colour.value)))
        if colour is None:
            self.text = words.remove_stone(name)
        elif now is None:
            self.text = words.add_stone(_(colour.value), name)
        else:
            self.text = words.change_stone(name, _(colour.value))
        if node.has_move():
            child = Node({SETUP_PROPERTY[colour]: [sgf_point(point).encode()]})
            super().__init__(child, added=(node, child))
            return
        after = copy_properties(node.properties)
        for prop in SETUP_PROPERTY.values():
            _remove_points(after, prop, {point}, document.game_of(node).geometry)
        if document.position_before(node).board.get(point) is not colour:
            add_points(after, SETUP_PROPERTY[colour], [point])
        _check_later_moves(document, self.text, [Node(after, node.children)], [node])
        super().__init__(node, edits={node: after})


class PlayMove(Edit):
    """Play a move by the document's rules (captures; suicide refused under ``no-suicide``; a
    simple ko refused) in a new last child; ``point`` None passes.  If a child already holds the
    very move, the command just goes there."""

    def __init__(self, document: Document, point: Point | None, colour: Colour | None = None,
                 node: Node | None = None) -> None:
        node = _target(document, node)
        position = document.position(node)
        colour = colour or position.to_play
        if point is None:
            self.text = words.passes(_(colour.value.capitalize()))
        else:
            name = _name(document, node, point)
            self.text = words.play_at(_(colour.value), name)
            ko_point = position.ko_point if colour is position.to_play else None
            try:
                play(position.board, point, colour, document.rules, ko_point)
            except IllegalMove as error:
                raise EditError(words.cannot_play(_(colour.value), name, str(error))) from None
        geom = document.game_of(node).geometry
        for child in node.children:
            if not has_setup(child) and any(move.colour is colour and move.point == point
                                            for move in node_moves(child, geom)):
                super().__init__(child)
                return
        child = Node({colour.letter: [b"" if point is None else sgf_point(point).encode()]})
        super().__init__(child, added=(node, child))


class Pass(PlayMove):
    def __init__(self, document: Document, colour: Colour | None = None, node: Node | None = None) -> None:
        super().__init__(document, None, colour, node)


# -- the board ---------------------------------------------------------------------------------

class SetPointMissing(Edit):
    """Take a point of the shown game's grid off the board (``missing`` True) or put it back
    (False), in the root's ``MISSING`` (see :data:`.properties.MISSING`); a point q5Go's ``MASK``
    took out is put back there (see :mod:`.forms`).

    A point that a stone, a move or ``AE`` names anywhere in the game cannot go, since that would
    change the record: EditError names the first node that does.  Markup on the point -- marks,
    labels, and arrows and lines with an end there -- only annotates it, so it goes with the
    point from every node, and so do the links with an end there (:data:`.properties.LINKS`); undo
    brings them back, putting the point back does not.
    """

    def __init__(self, document: Document, point: Point, missing: bool) -> None:
        game = document.game
        geom = game.geometry
        name = _grid_name(geom, point)
        if (point in geom.missing) is missing:
            raise EditError(words.already_missing(name, missing))
        root = copy_properties(game.root.properties)
        if not missing:
            grid = geometry(geom.columns, geom.rows)
            for prop in (MISSING, MASK) if game.in_q5go_form else (MISSING,):
                _remove_points(root, prop, {point}, grid)
            self.text = words.restore_point(name)
            super().__init__(document.cursor, edits={game.root: root})
            return
        main_line = set(game.main_line())
        bit = geom.bit(point)
        edits = {}
        for node in game.root.walk():
            named = [prop for prop, values in node.properties.items() if property_mask(prop, values, geom) & bit]
            for prop in named:
                if prop in STONE_PROPERTIES:
                    raise EditError(words.cannot_remove_point(name, node.depth(), node not in main_line,
                                                              str(STONE_PROPERTIES[prop])))
            if named:
                edits[node] = _without_point(node.properties, named, point, geom)
        marked = len(edits)
        self.text = words.remove_point(name, marked)
        add_points(edits.setdefault(game.root, root), MISSING, [point])
        super().__init__(document.cursor, edits=edits)


class SetLink(Edit):
    """Join two points of the shown game's board as neighbours (``linked`` True) or part them
    (False), in the root's ``LINKS`` (see :data:`.properties.LINKS`).  The stones stay; every
    position of the game is read again on the new board."""

    def __init__(self, document: Document, first: Point, second: Point, linked: bool) -> None:
        game = document.game
        root = game.root
        names = _name(document, root, first), _name(document, root, second)
        if first == second:
            raise EditError(_(words.SAME_POINT_LINK))
        pair = link(first, second)
        geom = game.geometry
        if (pair in geom.links) is linked:
            raise EditError(words.link_state(*names, linked))
        after = copy_properties(root.properties)
        if linked:
            after[LINKS] = after.get(LINKS, []) + [format_point_pair(*pair)]
        else:
            after[LINKS] = [value for value in after[LINKS] if parse_links([value], geom, LINKS) != {pair}]
            if not after[LINKS]:
                del after[LINKS]
        self.text = words.link_points(*names, linked)
        super().__init__(document.cursor, edits={root: after})


def _without_point(properties: Properties, props: list[str], point: Point, geom: Geometry) -> Properties:
    """``properties`` less ``point`` in the markup properties ``props``: lists lose the point,
    labels, arrows and lines that name it go whole."""
    after = copy_properties(properties)
    for prop in props:
        if prop in POINT_LIST_PROPERTIES:
            _remove_points(after, prop, {point}, geom)
            continue
        after[prop] = [value for value in after[prop] if not property_mask(prop, [value], geom) & geom.bit(point)]
        if not after[prop]:
            del after[prop]
    return after


# -- comments and markup -------------------------------------------------------------------------


def text_edits(document: Document, node: Node, after: Properties, text: str) -> dict[Node, Properties]:
    """The edits that give ``node`` the properties ``after``, holding the newly typed ``text``.
    Non-ASCII text in a game that declares no character set also gives the root a ``CA`` naming
    the set it was encoded in, so that other programs read it right; a game whose text is
    unchanged never gets one."""
    game = document.game_of(node)
    edits = {node: after}
    if text.isascii() or "CA" in game.root.properties:
        return edits
    root_after = after if node is game.root else copy_properties(game.root.properties)
    root_after["CA"] = [declared_label(game.charset).encode("ascii")]
    edits[game.root] = root_after
    return edits


class SetComment(Edit):
    """Set the comment (``C``) of a node; an empty text removes it."""

    def __init__(self, document: Document, text: str, node: Node | None = None) -> None:
        node = _target(document, node)
        charset = document.game_of(node).charset
        if comment(node, charset) == text:
            raise EditError(_(words.COMMENT_UNCHANGED))
        after = copy_properties(node.properties)
        if text:
            after["C"] = [encode_text(text, charset)]
            self.text = _(words.EDIT_COMMENT if "C" in node.properties else words.ADD_COMMENT)
        else:
            del after["C"]
            self.text = _(words.REMOVE_COMMENT)
        super().__init__(node, edits=text_edits(document, node, after, text))


def _check_kind(kind: str, kinds: Collection[str]) -> None:
    if kind not in kinds:
        raise EditError(f"{kind} is not one of {', '.join(kinds)}")


def marks_at(document: Document, node: Node, point: Point) -> list[str]:
    """The mark properties (``TR``, ``SQ``..., see :data:`.properties.MARK_PROPERTIES`) that mark
    ``point`` at ``node``."""
    geom = document.game_of(node).geometry
    if not geom.contains(point):
        return []
    bit = geom.bit(point)
    return [prop for prop in MARK_PROPERTIES if point_list_mask(node.get(prop) or [], geom, prop) & bit]


class AddMark(Edit):
    """Mark a point: ``kind`` is one of :data:`MARKS`; replaces a mark of the same group there."""

    def __init__(self, document: Document, kind: str, point: Point, node: Node | None = None) -> None:
        _check_kind(kind, MARKS)
        node = _target(document, node)
        name = _name(document, node, point)
        present = marks_at(document, node, point)
        if kind in present:
            raise EditError(words.has_mark(name, str(MARKS[kind]), present=True))
        after = copy_properties(node.properties)
        for group in EXCLUSIVE_MARKS:
            if kind in group:
                for other in set(group) & set(present):
                    _remove_points(after, other, {point}, document.game_of(node).geometry)
        add_points(after, kind, [point])
        self.text = words.add_mark(str(MARKS[kind]), name)
        super().__init__(node, edits={node: after})


class RemoveMark(Edit):
    def __init__(self, document: Document, kind: str, point: Point, node: Node | None = None) -> None:
        _check_kind(kind, MARKS)
        node = _target(document, node)
        name = _name(document, node, point)
        if kind not in marks_at(document, node, point):
            raise EditError(words.has_mark(name, str(MARKS[kind]), present=False))
        after = copy_properties(node.properties)
        _remove_points(after, kind, {point}, document.game_of(node).geometry)
        self.text = words.remove_mark(str(MARKS[kind]), name)
        super().__init__(node, edits={node: after})


class SetLabel(Edit):
    """Label a point (``LB``), replacing its label in place; an empty text removes the label."""

    def __init__(self, document: Document, point: Point, text: str, node: Node | None = None) -> None:
        node = _target(document, node)
        name = _name(document, node, point)
        game = document.game_of(node)
        geom = game.geometry
        text = " ".join(text.split())
        labels = node.get("LB") or []
        index = next((i for i, value in enumerate(labels) if parse_label(value, geom)[0] == point), None)
        old = parse_label(labels[index], geom, game.charset)[1] if index is not None else ""
        if old == text:
            raise EditError(words.has_label(name, present=bool(text)))
        after = copy_properties(node.properties)
        new = [format_label(point, text, game.charset)] if text else []
        if index is None:
            after["LB"] = labels + new
            self.text = words.set_label(name, repr(text))
        else:
            after["LB"] = labels[:index] + new + labels[index + 1:]
            self.text = words.set_label(name, repr(text)) if text else words.remove_label(name)
        if not after["LB"]:
            del after["LB"]
        super().__init__(node, edits=text_edits(document, node, after, text))


def _line_index(document: Document, node: Node, kind: str, start: Point, end: Point) -> int | None:
    geom = document.game_of(node).geometry
    wanted = {(start, end), (end, start)} if kind == "LN" else {(start, end)}
    return next((i for i, value in enumerate(node.get(kind) or [])
                 if parse_point_pair(value, geom, kind) in wanted), None)


class AddLine(Edit):
    """Draw an arrow (``AR``) or a line (``LN``) from ``start`` to ``end``."""

    def __init__(self, document: Document, kind: str, start: Point, end: Point,
                 node: Node | None = None) -> None:
        _check_kind(kind, LINES)
        node = _target(document, node)
        names = _name(document, node, start), _name(document, node, end)
        if start == end:
            raise EditError(words.same_point_line(str(LINES[kind])))
        if _line_index(document, node, kind, start, end) is not None:
            raise EditError(words.has_line(str(LINES[kind]), *names, present=True))
        after = copy_properties(node.properties)
        after[kind] = after.get(kind, []) + [format_point_pair(start, end)]
        self.text = words.add_line(str(LINES[kind]), *names)
        super().__init__(node, edits={node: after})


class RemoveLine(Edit):
    def __init__(self, document: Document, kind: str, start: Point, end: Point,
                 node: Node | None = None) -> None:
        _check_kind(kind, LINES)
        node = _target(document, node)
        names = _name(document, node, start), _name(document, node, end)
        index = _line_index(document, node, kind, start, end)
        if index is None:
            raise EditError(words.has_line(str(LINES[kind]), *names, present=False))
        after = copy_properties(node.properties)
        del after[kind][index]
        if not after[kind]:
            del after[kind]
        self.text = words.remove_line(str(LINES[kind]), *names)
        super().__init__(node, edits={node: after})


# -- the game ------------------------------------------------------------------------------------


class SetRules(Edit):
    """Give the game on show the rules ``rules`` (``GBRU`` in its root), so that they are saved
    with it and the editor plays by them whenever the game is opened again."""

    def __init__(self, document: Document, rules: Rules | str) -> None:
        try:
            rules = Rules.parse(rules)
        except ValueError as error:
            raise EditError(str(error)) from None
        if rules is document.rules:
            raise EditError(words.same_rules(rules.value))
        root = copy_properties(document.game.root.properties)
        root[RULES] = [rules.value.encode("ascii")]
        self.text = words.set_rules(rules.value)
        super().__init__(document.cursor, edits={document.game.root: root})


class SetPlayer(Edit):
    """Make ``colour`` the one to play after the current node: ``PL`` there, or no ``PL`` when
    the node would give that colour the move without one."""

    def __init__(self, document: Document, colour: Colour) -> None:
        node = document.cursor
        if document.position(node).to_play is colour:
            raise EditError(words.plays_next_already(_(colour.value)))
        after = copy_properties(node.properties)
        after.pop("PL", None)
        _give_move(after, document.position_before(node), colour)
        self.text = words.to_play(_(colour.value.capitalize()))
        super().__init__(node, edits={node: after})


def _give_move(properties: Properties, before: Position, colour: Colour) -> None:
    """Add ``PL`` to the properties of a node that starts from ``before`` unless, without one,
    the node already gives ``colour`` the move."""
    if step(before, Node(properties), "").to_play is not colour:
        properties["PL"] = [colour.letter.encode("ascii")]


class SetupPosition(Edit):
    """A new child of the current node whose setup (``AB``, ``AW``, ``AE``: only the points that
    change) turns its position into ``board``, with ``colour`` to play and ``markup`` (marks and
    labels) added: a position pasted or typed in, below the one it replaces."""

    def __init__(self, document: Document, board: Board, colour: Colour,
                 markup: Properties | None = None) -> None:
        node = document.cursor
        before = document.position(node)
        now = before.board
        geom = now.geometry
        if board.geometry != geom:
            raise EditError(words.position_does_not_fit(board.columns, board.rows, geom.columns, geom.rows,
                                                        (board.columns, board.rows) == (geom.columns, geom.rows)))
        properties: Properties = {}
        for prop, change in (("AB", board.black & ~now.black), ("AW", board.white & ~now.white),
                             ("AE", (now.black | now.white) & ~(board.black | board.white))):
            if change:
                properties[prop] = format_point_list(geom.points(change))
        if not properties and before.to_play is colour and not markup:
            raise EditError(_(words.SAME_POSITION))
        _give_move(properties, before, colour)
        properties.update(copy_properties(markup or {}))
        child = Node(properties)
        self.text = _(words.SET_UP_POSITION)
        super().__init__(child, added=(node, child))


KOMI = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)")


class SetGameInfo(Edit):
    """Write the game information ``values`` (property -> text, see :data:`GAME_INFO`) into the
    root of the game on show, in its character set; an empty text removes the property.  Only
    what differs from the game's own text is written, so values left alone keep their bytes."""

    def __init__(self, document: Document, values: dict[str, str]) -> None:
        game = document.game
        now = game_info(game)
        after = copy_properties(game.root.properties)
        changed = []
        for prop, text in values.items():
            _check_kind(prop, GAME_INFO)
            text = text.strip()
            if text == now[prop]:
                continue
            if prop == "KM" and text and not KOMI.fullmatch(text):
                raise EditError(words.komi_not_a_number(repr(text)))
            if text:
                after[prop] = [encode_text(text, game.charset)]
            else:
                del after[prop]
            changed.append(text)
        if not changed:
            raise EditError(_(words.GAME_INFO_UNCHANGED))
        self.text = _(words.EDIT_GAME_INFO)
        super().__init__(document.cursor, edits=text_edits(document, game.root, after, "".join(changed)))


# -- the tree ------------------------------------------------------------------------------------


def _not_root(node: Node) -> Node:
    if node.parent is None:
        raise EditError(_(words.ROOT_NOT_DELETED))
    return node.parent


class PromoteVariation(Edit):
    """Make the line through ``node`` the main line: at every branch above it the way to
    ``node`` becomes the first child."""

    def __init__(self, document: Document, node: Node | None = None) -> None:
        node = _target(document, node)
        self._moves: list[tuple[Node, Node, int]] = []
        walker = node
        while walker.parent is not None:
            index = walker.parent.children.index(walker)
            if index:
                self._moves.append((walker, walker.parent, index))
            walker = walker.parent
        if not self._moves:
            raise EditError(_(words.ALREADY_MAIN_LINE))
        self.text = _(words.PROMOTE_VARIATION)
        super().__init__(node)

    def reshaped_parents(self) -> list[Node]:
        return [parent for _child, parent, _index in self._moves]

    def _do(self, document: Document) -> None:
        for child, parent, _index in self._moves:
            document.detach(child)
            document.attach(parent, child, 0)

    def _undo(self, document: Document) -> None:
        for child, parent, index in reversed(self._moves):
            document.detach(child)
            document.attach(parent, child, index)


class DeleteSubtree(Edit):
    """Delete ``node`` and everything below it."""

    def __init__(self, document: Document, node: Node | None = None) -> None:
        self._node = _target(document, node)
        self._parent = _not_root(self._node)
        self._index = 0
        self.text = _(words.DELETE_VARIATION if self._parent.children.index(self._node) else words.DELETE_FROM_HERE)
        super().__init__(self._parent)

    def reshaped_parents(self) -> list[Node]:
        return [self._parent]

    def _do(self, document: Document) -> None:
        self._index = document.detach(self._node)

    def _undo(self, document: Document) -> None:
        document.attach(self._parent, self._node, self._index)


class DeleteNode(Edit):
    """Delete ``node`` alone: its children take its place among its parent's children."""

    def __init__(self, document: Document, node: Node | None = None) -> None:
        self._node = _target(document, node)
        self._parent = _not_root(self._node)
        self._index = 0
        self.text = _(words.DELETE_NODE)
        _check_later_moves(document, self.text, self._node.children, [self._node])
        super().__init__(self._parent)

    def reshaped_parents(self) -> list[Node]:
        return [self._parent]

    def _do(self, document: Document) -> None:
        document.forget_positions(self._node)
        self._index = document.detach(self._node)
        for offset, child in enumerate(self._node.children):
            document.attach(self._parent, child, self._index + offset)

    def _undo(self, document: Document) -> None:
        for child in self._node.children:
            document.detach(child)
            child.parent = self._node
        document.attach(self._parent, self._node, self._index)
        document.forget_positions(self._node)


class NewGame(Edit):
    """Add an empty game of ``columns`` x ``rows`` to the collection and show it; ``wrap``
    joins its sides (see :data:`.properties.WRAP`)."""

    def __init__(self, document: Document, columns: int, rows: int, wrap: Wrap | str = Wrap.NONE) -> None:
        for value in (columns, rows):  # English: the New Game dialog offers only these sizes and sides
            if not isinstance(value, int) or not 1 <= value <= MAX_SIZE:
                raise EditError(f"board sizes run from 1 to {MAX_SIZE}, not {value!r}")
        if wrap not in tuple(Wrap):
            raise EditError(f"a board wraps {', '.join(w.value for w in Wrap)}, not {wrap!r}")
        wrap = Wrap(wrap)
        self._game = new_game(columns, rows, wrap)
        shape = {Wrap.NONE: "plane", Wrap.BOTH: "torus"}.get(wrap, "cylinder")
        self.text = words.new_game_of(columns, rows, shape)
        super().__init__(self._game.root)

    def _do(self, document: Document) -> None:
        document.add_game(self._game, len(document.games))

    def _undo(self, document: Document) -> None:
        document.remove_game(document.games.index(self._game))
