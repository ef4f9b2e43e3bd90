"""The game tree of an SGF file: nodes holding raw property values, with parents and children.

Values stay raw bytes, exactly as read, so that properties gobenson does not interpret survive a
save untouched.  Building the tree is iterative: a 100,000-node main line is no recursion risk.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from sgfmill import sgf_grammar

from ..geometry import Geometry, geometry
from .errors import SgfError
from .values import parse_size


@dataclass(eq=False)
class Node:
    properties: dict[str, list[bytes]] = field(default_factory=dict)
    children: list["Node"] = field(default_factory=list)
    parent: "Node | None" = None

    def get(self, prop: str) -> list[bytes] | None:
        return self.properties.get(prop)


@dataclass(eq=False)
class GameTree:
    root: Node

    @property
    def size(self) -> tuple[int, int]:
        return parse_size(self.root.get("SZ"))

    @property
    def geometry(self) -> Geometry:
        return geometry(*self.size)

    def main_line(self) -> list[Node]:
        """The root and, from each node, its first child."""
        nodes = [self.root]
        while nodes[-1].children:
            nodes.append(nodes[-1].children[0])
        return nodes


def _from_coarse(coarse: sgf_grammar.Coarse_game_tree) -> GameTree:
    root = Node(coarse.sequence[0])
    pending = [(root, coarse, 1)]
    while pending:
        parent, subtree, start = pending.pop()
        for properties in subtree.sequence[start:]:
            child = Node(properties, parent=parent)
            parent.children.append(child)
            parent = child
        for variation in reversed(subtree.children):
            pending.append((parent, variation, 0))
    # Children were pushed in reverse so that they pop, and are appended, in file order.
    return GameTree(root)


def load_games(data: bytes) -> list[GameTree]:
    """Every game of an SGF collection; :class:`SgfError` for data that is not usable SGF."""
    try:
        coarse_games = sgf_grammar.parse_sgf_collection(data)
    except ValueError as error:
        raise SgfError(f"not a readable SGF file ({error})") from None
    games = [_from_coarse(coarse) for coarse in coarse_games]
    for number, game in enumerate(games, 1):
        kind = game.root.get("GM")
        if kind and kind[0].strip() not in (b"", b"1"):
            raise SgfError(f"game {number} is not a game of Go (GM[{kind[0].decode('ascii', 'replace')}])")
        game.size  # noqa: B018 -- validates SZ now, so a bad size is reported on load
    return games


def read_games(path: str | Path) -> list[GameTree]:
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise SgfError(error.strerror or str(error)) from None
    return load_games(data)
