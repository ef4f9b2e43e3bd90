"""The compiled reading's interface (the module is C: _reading.c)."""

from typing import TypeVar

from .reader import NodeType, TreeNode

N = TypeVar("N", bound=TreeNode)

def read_game(data: bytes, start: int, node_type: NodeType[N]) -> tuple[N, int, list[N]] | None: ...
