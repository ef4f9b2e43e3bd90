"""What the Python API (``gobenson_gui.api``) says of input it cannot use."""

from __future__ import annotations

from .i18n import _


def one_node_only() -> str:
    """``from_sgf`` was asked for every node: a position is one."""
    return _("a position is one node: last or a node number")


def stone_twice(point: str) -> str:
    """``from_points`` was given the same point twice, e.g. ``'C3' is given a stone twice``."""
    return _("{point} is given a stone twice").format(point=point)


def wrong_type(function: str, argument: str, expected: str, given: str) -> str:
    """An argument of a type the function does not take, e.g. ``from_points: size must be int |
    tuple[int, int], not str``: the function, the argument and the types are Python's names."""
    return _("{function}: {argument} must be {expected}, not {given}").format(
        function=function, argument=argument, expected=expected, given=given)


def not_a_colour(text: str) -> str:
    """``Analysis.side`` was asked for a colour there is no side of."""
    return _("{text} is not a colour: black or white").format(text=text)
