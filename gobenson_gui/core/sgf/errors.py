"""The error types of the SGF layer."""


class SgfError(ValueError):
    """An SGF file gobenson cannot use; the message names the problem and, where it helps, the
    place (game, node, property)."""


class EditError(ValueError):
    """An edit that cannot be made (an illegal move, a mark already there); the message says
    why, and the document is unchanged."""
