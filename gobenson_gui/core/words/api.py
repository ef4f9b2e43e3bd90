"""What the Python API (``gobenson_gui.api``) says of input it cannot use."""

from __future__ import annotations

from .i18n import _


def one_node_only() -> str:
    """``from_sgf`` was asked for every node: a position is one."""
    return _("a position is one node: last or a node number")


def stone_twice(point: str) -> str:
    """``from_points`` was given the same point twice, e.g. ``'C3' is given a stone twice``."""
    return _("{point} is given a stone twice").format(point=point)
