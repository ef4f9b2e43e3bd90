"""Shared helpers of the SGF tests."""

from __future__ import annotations

from pathlib import Path

from gobenson_gui.core.sgf.commands import Edit
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.errors import EditError
from gobenson_gui.core.sgf.tree import Node

SAMPLES = Path(__file__).resolve().parents[3] / "sample_sgf"
OWN_SAMPLES = ("blood-vomiting-game-1835-with-variations.sgf", "rectangular-13x7-constructed.sgf",
               "board-52x52-constructed.sgf")


def load(text: str | bytes) -> Document:
    return Document.from_bytes(text.encode() if isinstance(text, str) else text)


def path_from_root(node: Node) -> list[int]:
    """Child indices leading from the root to ``node``: a node's address that survives reading
    the file again."""
    path = []
    while node.parent is not None:
        path.append(node.parent.children.index(node))
        node = node.parent
    path.reverse()
    return path


def node_at(document: Document, path: list[int]) -> Node:
    """The node of the shown game that ``path`` (see :func:`path_from_root`) leads to."""
    node = document.game.root
    for index in path:
        node = node.children[index]
    return node


def state(document: Document) -> tuple:
    """Everything an edit may change, for exact before/after comparisons."""
    return (document.to_bytes(), document.game_index, tuple(path_from_root(document.cursor)),
            [tuple(node.properties.items()) for game in document.games for node in game.root.walk()])


def roundtrip(document: Document) -> Document:
    return Document.from_bytes(document.to_bytes())


def apply_checked(document: Document, command) -> None:
    """Apply ``command``, and prove on the way that undo restores the document exactly and that
    redo brings back the very same result."""
    before = state(document)
    command.apply(document)
    after = state(document)
    command.undo(document)
    assert state(document) == before
    command.apply(document)
    assert state(document) == after


class NewVariation(Edit):
    """A test's way to branch a tree, which the editor does by playing elsewhere: a new, empty
    last sibling of ``node`` (the cursor by default)."""

    def __init__(self, document: Document, node: Node | None = None) -> None:
        parent = (node or document.cursor).parent
        if parent is None:
            raise EditError("the root node cannot have a variation")
        child = Node()
        self.text = "New variation"
        super().__init__(child, added=(parent, child))


def games_as_read(document: Document) -> list[list[tuple[dict[str, list[bytes]], int]]]:
    """Every game's nodes in file order, each as its properties and its number of children: what
    a file written and read again must give back (a ``CA`` naming the set the game was read in
    apart, which a save may add)."""
    return [[({prop: values for prop, values in node.properties.items() if prop != "CA"}, len(node.children))
             for node in game.root.walk()] for game in document.games]
