"""Writing Benson's analysis into a game: marks on the board and a paragraph in the comment.

At each chosen node the annotator puts ``SQ`` on every stone Benson finds safe (both colours),
``TB``/``TW`` on black's/white's pass-alive territory, and a paragraph headed
:data:`HEADING_PREFIX` at the end of the comment.  It only adds: a user's mark stays, and a
stone that already carries one of CR/MA/SL/SQ/TR gets no square (FF[4] allows one of those on a
point); a point already in the other colour's TB/TW keeps it.  Annotating again replaces the
paragraph instead of adding a second, so the operation is idempotent.  Marks from an earlier
annotation of a position that has since changed are not taken back: gobenson cannot tell them
from the user's.
"""

from __future__ import annotations

from ..benson import analyze
from ..board import Colour
from ..report import analysis_paragraph
from ..rules import Rules
from .commands import Edit, Properties, add_points, copy_properties
from .document import Document
from .errors import EditError
from .tree import Node
from .values import decode_text, encode_text, parse_point_list

HEADING_PREFIX = "Unconditional life (Benson"
POINT_MARKS = ("CR", "MA", "SL", "SQ", "TR")
TERRITORY = {Colour.BLACK: "TB", Colour.WHITE: "TW"}


def heading(rules: Rules) -> str:
    return f"{HEADING_PREFIX}, {rules.value} rules):"


def main_line_nodes(document: Document, which: str | int) -> list[Node]:
    """The main-line nodes of the shown game that ``which`` chooses: ``all``, ``last`` or an
    index N (0 is the root)."""
    line = document.game.main_line()
    if which == "all":
        return line
    if which == "last":
        return line[-1:]
    try:
        index = int(which)
    except ValueError:
        raise EditError(f"{which!r} is not a node choice (all, last or a number)") from None
    if not 0 <= index < len(line):
        raise EditError(f"the main line has nodes 0 to {len(line) - 1}, not {index}")
    return [line[index]]


def with_paragraph(comment: str, paragraph: str) -> str:
    """``comment`` with gobenson's paragraph replaced by (or, if absent, ended with) ``paragraph``."""
    kept = []
    placed = False
    for part in comment.split("\n\n") if comment else []:
        if part.startswith(HEADING_PREFIX):
            if not placed:
                kept.append(paragraph)
                placed = True
        else:
            kept.append(part)
    if not placed:
        kept.append(paragraph)
    return "\n\n".join(kept)


def annotated_properties(document: Document, node: Node, rules: Rules) -> Properties:
    """The properties ``node`` has once annotated."""
    geom = document.game_of(node).geometry
    analysis = analyze(document.board(node), rules)
    after = copy_properties(node.properties)

    def marked(props) -> set:
        return {point for prop in props for point in parse_point_list(after.get(prop) or [], geom, prop)}

    safe = geom.points(analysis.black.safe_stones | analysis.white.safe_stones)
    taken = marked(POINT_MARKS)
    new = [point for point in safe if point not in taken]
    if new:
        add_points(after, "SQ", new)
    for colour, prop in TERRITORY.items():
        taken = marked(TERRITORY.values())
        new = [point for point in geom.points(analysis.of(colour).territory) if point not in taken]
        if new:
            add_points(after, prop, new)
    old = after.get("C")
    paragraph = heading(rules) + "\n" + analysis_paragraph(analysis)
    charset = document.game_of(node).charset
    kept = decode_text(old[0], charset, "surrogateescape") if old else ""
    after["C"] = [encode_text(with_paragraph(kept, paragraph), charset)]
    return after


class Annotate(Edit):
    """Annotate ``nodes`` (default: the cursor) with the analysis under ``rules``."""

    def __init__(self, document: Document, nodes: list[Node] | None = None,
                 rules: Rules | str = Rules.NO_SUICIDE) -> None:
        rules = Rules.parse(rules)
        nodes = nodes or [document.cursor]
        edits = {node: annotated_properties(document, node, rules) for node in nodes}
        self.text = "Annotate with the analysis" if len(nodes) == 1 else f"Annotate {len(nodes)} nodes"
        super().__init__(document.cursor, edits=edits)


def annotate(document: Document, which: str | int = "all", rules: Rules | str = Rules.NO_SUICIDE) -> int:
    """Annotate the chosen main-line nodes of the shown game in place; returns how many."""
    nodes = main_line_nodes(document, which)
    Annotate(document, nodes, rules).apply(document)
    return len(nodes)
