"""SGF game records on top of sgfmill's grammar layer (sgfmill's ``Sgf_game`` cannot hold
rectangular boards or boards over 26, which gobenson must)."""

from .errors import SgfError
from .tree import GameTree, Node, load_games, read_games

__all__ = ["GameTree", "Node", "SgfError", "load_games", "read_games"]
