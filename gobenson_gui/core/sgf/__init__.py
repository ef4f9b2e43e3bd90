"""SGF game records on top of sgfmill's grammar layer (sgfmill's ``Sgf_game`` cannot hold
rectangular boards or boards over 26, which gobenson must): the tree (:mod:`.tree`), positions
(:mod:`.replay`), the editable document (:mod:`.document`), its reversible edits
(:mod:`.commands`) and the analysis annotator (:mod:`.annotate`)."""

from .document import Document
from .errors import EditError, SgfError
from .tree import GameTree, Node, load_games, read_games

__all__ = ["Document", "EditError", "GameTree", "Node", "SgfError", "load_games", "read_games"]
