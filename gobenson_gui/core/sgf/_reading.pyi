"""The compiled reading's interface (the module is C: _reading.c)."""

from collections.abc import Mapping, Sequence, Set as AbstractSet
from typing import TypeVar

from .reader import NodeType, TreeNode

N = TypeVar("N", bound=TreeNode)

def read_game(data: bytes, start: int, node_type: NodeType[N]) -> tuple[N, int, list[N]] | None: ...
def nodes_to_check(nodes: Sequence[TreeNode], plain: Mapping[bytes, int], names: AbstractSet[str], /) -> list[int]: ...
