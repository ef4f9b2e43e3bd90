"""Board diagrams (see :mod:`..diagram`) as SGF documents, and any node of a document as a diagram."""

from __future__ import annotations

from ..board import Colour
from ..coords import sgf_point
from ..diagram import DiagramError, check_notation, grid_row, play_moves, read_diagram
from ..geometry import Point
from ..notation import LABELS, MOVE_SYMBOLS, SYMBOL_OF, SYMBOLS
from .document import Document, new_game
from .properties import MISSING, compresses, node_labels, node_moves, point_marks, root_text
from .tree import Node
from .values import encode_text, format_label, format_point_list


SECTION_SIZE = 19
"""A diagram that lacks an edge shows part of a board: of a 19x19 board unless it is larger."""


def _placement(shown: int, near: bool, far: bool) -> tuple[int, int]:
    """Board length and offset of a diagram side: where its edges say it lies."""
    if near and far:
        return shown, 0
    length = max(SECTION_SIZE, shown)
    return length, (length - shown if far and not near else 0)


def diagram_document(text: str) -> Document:
    """An SGF document of a diagram: the stones as setup in the root (``GN`` = the title; ``PL``
    when white is to play), one node per numbered move, and the marks and labels on the last
    node.  A diagram that lacks an edge is placed where its edges say on a 19x19 board."""
    diagram = read_diagram(text)
    setup = diagram.setup()
    edges = diagram.edges
    columns, left = _placement(diagram.columns, edges["left"], edges["right"])
    rows, top = _placement(diagram.rows, edges["top"], edges["bottom"])
    game = new_game(columns, rows)
    root = game.root

    def at(point: Point) -> Point:
        return (point[0] + left, point[1] + top)

    if setup.geometry.missing:
        root.properties[MISSING] = format_point_list(at(point) for point in setup.geometry.missing)
    if diagram.title:
        root.properties["GN"] = [encode_text(diagram.title)]
    for colour, prop in ((Colour.BLACK, "AB"), (Colour.WHITE, "AW")):
        stones = [at(p) for p in setup.geometry.points(setup.stones(colour))]
        if stones:
            root.properties[prop] = format_point_list(stones)
    moves = diagram.moves()
    if diagram.first_player is Colour.WHITE and not moves:
        root.properties["PL"] = [b"W"]
    last = root
    for colour, point, _ in play_moves(setup, moves, diagram.first_player):
        child = Node({colour.letter: [sgf_point(at(point)).encode()]}, parent=last)
        last.children.append(child)
        last = child
    marks: dict[str, list[Point]] = {}
    for point, symbol in diagram.points():
        if symbol in LABELS:
            last.properties.setdefault("LB", []).append(format_label(at(point), symbol))
        elif symbol in SYMBOLS and (mark := SYMBOLS[symbol][1]):
            marks.setdefault(mark, []).append(at(point))
    for prop, points in marks.items():
        last.properties[prop] = format_point_list(points, compresses(prop))
    document = Document([game])
    document.go_to(last)
    return document


def node_diagram(document: Document, node: Node | None = None, numbered_from: Node | None = None) -> str:
    """A Sensei's Library diagram of ``node`` (the cursor by default): the whole board with its
    edges, the node's circles, squares, triangles, crosses and one-letter labels on empty
    points.  With ``numbered_from`` (an ancestor at most 10 moves up) the board is the one at
    ``numbered_from`` and the moves after it are numbered 1-10; other markup SGF has (territory,
    arrows, longer labels) has no diagram symbol and is left out."""
    node = node or document.cursor
    moves: list[tuple[Colour, Point]] = []
    base = node
    if numbered_from is not None:
        numbered = []
        while base is not numbered_from:
            if base.parent is None:
                raise DiagramError("the numbering must start at an ancestor of the node")
            numbered.append(base)
            base = base.parent
        moves = [_numbered_move(document, move) for move in reversed(numbered)]
        if len(moves) > len(MOVE_SYMBOLS):
            raise DiagramError(f"a diagram numbers at most 10 moves, not {len(moves)}")
    position = document.position(base)
    board, geom = position.board, position.board.geometry
    check_notation(geom)
    cells = {point: SYMBOL_OF[(board.get(point), None)] for point in geom.all_points()}
    for point, shape in point_marks(node, geom).items():
        if (board.get(point), shape) in SYMBOL_OF:  # the notation has no selection (SL)
            cells[point] = SYMBOL_OF[(board.get(point), shape)]
    game = document.game_of(node)
    for point, text in node_labels(node, geom, game.charset).items():
        if len(text) == 1 and text in LABELS and board.get(point) is None:
            cells[point] = text
    for number, (_, point) in enumerate(moves, 1):
        if board.get(point) is not None or cells[point] in MOVE_SYMBOLS:
            raise DiagramError(f"move {number} is on a point the diagram already shows a stone on")
        cells[point] = MOVE_SYMBOLS[number - 1]
    first = moves[0][0] if moves else position.to_play
    title = root_text(game, "GN")
    lines = [f"$${first.letter}" + (f" {title}" if title else "")]
    border = "$$ +" + "-" * (2 * geom.columns + 1) + "+"
    lines.append(border)
    for row in range(geom.rows):
        lines.append("$$ | " + grid_row(cells, geom.columns, row) + " |")
    lines.append(border)
    return "\n".join(lines) + "\n"


def _numbered_move(document: Document, node: Node) -> tuple[Colour, Point]:
    geom = document.game_of(node).geometry
    for move in node_moves(node, geom):
        if move.point is not None:
            return move.colour, move.point
    raise DiagramError("only moves on the board can be numbered (a node without one, or a pass)")
