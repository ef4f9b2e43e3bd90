"""The one error type for bad SGF input."""


class SgfError(ValueError):
    """An SGF file gobenson cannot use; the message names the problem and, where it helps, the
    place (game, node, property)."""
