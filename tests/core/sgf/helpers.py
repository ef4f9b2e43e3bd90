"""Shared helpers of the SGF tests."""

from __future__ import annotations

from pathlib import Path

from hypothesis import strategies as st

from gobenson_gui.core.sgf.commands import Edit
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.errors import EditError
from gobenson_gui.core.sgf import tree
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


def games_as_read(document: Document) -> list:
    """What the document's file, written and read again, must give back (see
    :func:`gobenson_gui.core.sgf.tree.games_as_read`)."""
    return tree.games_as_read(document.games)


MUTATIONS = st.lists(st.tuples(st.sampled_from(["set", "cut", "copy", "insert"]), st.integers(0, 10**6),
                               st.binary(min_size=1, max_size=6)), min_size=1, max_size=6)
"""Damage to a file, a few bytes at a time: a byte set, bytes cut out, a stretch of the file copied
elsewhere, bytes inserted (an ``x`` among them made a ``[``)."""


def mutated(data: bytes, mutations: list[tuple[str, int, bytes]]) -> bytes:
    """``data`` with :data:`MUTATIONS`' damage done, one mutation after another."""
    damaged = bytearray(data)
    for kind, at, fragment in mutations:
        at %= len(damaged) + 1
        if kind == "set":
            damaged[at:at + 1] = fragment[:1]
        elif kind == "cut":
            del damaged[at:at + fragment[0]]
        elif kind == "copy":
            damaged[at:at] = data[fragment[0] * 40:][:fragment[-1]]
        else:
            damaged[at:at] = fragment.replace(b"x", b"[")
    return bytes(damaged)
