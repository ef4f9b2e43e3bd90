"""Long game records for the editor's benchmarks, built reproducibly from real moves.

The main line of the Blood-vomiting game (sample_sgf, 247 nodes) is replayed again and again,
each time under the next of the eight symmetries of the square, until the record has the nodes
asked for.  On 19x19 a node of ``AE`` clears the board between replays; on larger boards the
replays go to the four corners in turn and the board is cleared after every fourth.  Every
50th move gets a variation beside it: the same move with a comment, then a pass.  The file
loads like any other (the document replays and checks every node).
"""

from __future__ import annotations

from pathlib import Path

from gobenson_gui.core.coords import sgf_point
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.properties import node_moves

SOURCE = Path(__file__).resolve().parents[1] / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf"
VARIATION_EVERY = 50
SOURCE_SIZE = 19


def _source_moves() -> list[tuple[str, tuple[int, int] | None]]:
    game = Document.open(SOURCE).game
    geom = game.geometry
    return [(move.colour.letter, move.point) for node in game.main_line() for move in node_moves(node, geom)]


def _symmetry(point: tuple[int, int], which: int) -> tuple[int, int]:
    x, y = point
    last = SOURCE_SIZE - 1
    if which & 1:
        x = last - x
    if which & 2:
        y = last - y
    if which & 4:
        x, y = y, x
    return x, y


def long_record(size: int, nodes: int) -> Document:
    """A ``size`` x ``size`` record of at least ``nodes`` nodes, the cursor on its last node."""
    moves = _source_moves()
    corners = [(0, 0), (size - SOURCE_SIZE, 0), (0, size - SOURCE_SIZE), (size - SOURCE_SIZE, size - SOURCE_SIZE)]
    per_board = 1 if size < 2 * SOURCE_SIZE else len(corners)
    line: list[str] = []
    variations: list[str] = []
    """Each opens before its move in ``line`` and goes after the rest of the line."""
    stones: set[str] = set()
    replay = 0
    count = 1
    while count < nodes:
        if replay and replay % per_board == 0:
            line.append(";AE" + "".join(f"[{point}]" for point in sorted(stones)))
            stones.clear()
            count += 1
        dx, dy = corners[replay % per_board]
        for number, (colour, point) in enumerate(moves, 1):
            if point is None:
                text = ""
            else:
                x, y = _symmetry(point, replay % 8)
                text = sgf_point((x + dx, y + dy))
                stones.add(text)
            node = f";{colour}[{text}]"
            if number % VARIATION_EVERY == 0:
                other = "W" if colour == "B" else "B"
                variations.append(f"(;{colour}[{text}]C[the same move, in a variation];{other}[])")
                line.append("(" + node)
                count += 3
                continue
            line.append(node)
            count += 1
        replay += 1
    closing = "".join(")" + variation for variation in reversed(variations))
    text = f"(;FF[4]GM[1]CA[UTF-8]SZ[{size}]" + "".join(line) + closing + ")"
    document = Document.from_bytes(text.encode())
    document.go_last()
    return document

