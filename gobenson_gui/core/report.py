"""Words and marks that present an analysis: shared by the command line, the SGF annotator and
the editor's panel, so all three say the same thing."""

from __future__ import annotations

from .benson import Analysis, ColourAnalysis
from .board import Colour
from .coords import column_name, point_name
from .diagram import MISSING_SYMBOL
from .geometry import Geometry

SAFE_SYMBOL = {Colour.BLACK: "#", Colour.WHITE: "@"}
STONE_SYMBOL = {Colour.BLACK: "X", Colour.WHITE: "O"}
TERRITORY_SYMBOL = {Colour.BLACK: "b", Colour.WHITE: "w"}
DEAD_SYMBOL = {Colour.BLACK: "x", Colour.WHITE: "o"}

LEGEND = ("X O  stones that are not unconditionally alive\n"
          "# @  black / white stones that are unconditionally alive (safe)\n"
          "b w  empty points of black's / white's pass-alive territory\n"
          "x o  black / white stones inside the other colour's pass-alive territory\n"
          "!    a stone of a block without liberties (illegal arrangement)\n"
          f"{MISSING_SYMBOL}    a point missing from the board")


def rounds(side: ColourAnalysis) -> int:
    """Rounds of casting out that removed something before the fixed point: the round of the
    last half-step of the step slider (see :func:`half_step_round`), so that the summary, the
    slider, the captions and the explanations ("cast out in round 2") count alike."""
    return len(side.steps) - 1


def half_step_round(index: int) -> int:
    """The round half-step ``index`` belongs to: 0 is the start, then every round is two
    half-steps (its blocks leave, then its regions)."""
    return (index + 1) // 2


def rounds_phrase(side: ColourAnalysis) -> str:
    count = rounds(side)
    return f"{count} round{'s' if count != 1 else ''}"


def colour_sentence(side: ColourAnalysis) -> str:
    """E.g. ``Black: 2 of 5 blocks unconditionally alive (the blocks at A6 and A3), 9 stones;
    fixed point after 2 rounds.``"""
    safe = side.safe
    name = side.colour.value.capitalize()
    if not side.blocks:
        return f"{name}: no stones."
    stones = bin(side.safe_stones).count("1")
    if safe:
        rows = side.geometry.rows
        where = ", ".join(point_name(block.first, rows) for block in safe)
        alive = f"{len(safe)} of {len(side.blocks)} blocks unconditionally alive (at {where}), {stones} stones"
    else:
        alive = f"none of {len(side.blocks)} blocks unconditionally alive"
    territory = bin(side.territory).count("1")
    extra = f", {territory} points of pass-alive territory" if territory else ""
    return f"{name}: {alive}{extra}; fixed point after {rounds_phrase(side)}."


def analysis_paragraph(analysis: Analysis) -> str:
    """A short paragraph on both colours, as written into annotated SGF comments."""
    lines = [colour_sentence(analysis.black), colour_sentence(analysis.white)]
    if analysis.illegal:
        rows = analysis.board.rows
        where = ", ".join(point_name(block.first, rows) for block in analysis.illegal)
        lines.append(f"Illegal arrangement: blocks without liberties at {where}.")
    return "\n".join(lines)


def diagram(analysis: Analysis) -> str:
    """The board with safe stones, territory and illegal blocks marked (see :data:`LEGEND`)."""
    board = analysis.board
    geom = board.geometry
    illegal = 0
    for block in analysis.illegal:
        illegal |= block.mask
    marks = {}
    for colour in Colour:
        side = analysis.of(colour)
        for point in geom.points(side.territory):
            stone = board.get(point)
            marks[point] = DEAD_SYMBOL[stone] if stone else TERRITORY_SYMBOL[colour]
        for point in geom.points(side.safe_stones):
            marks[point] = SAFE_SYMBOL[colour]
    for point in geom.points(illegal):
        marks[point] = "!"
    width = len(str(board.rows))
    cell = len(column_name(board.columns - 1))
    header = " " * (width + 1) + " ".join(f"{column_name(c):<{cell}}" for c in range(board.columns))
    lines = [header.rstrip()]
    for row in range(board.rows):
        cells = []
        for column in range(board.columns):
            point = (column, row)
            if not geom.contains(point):
                cells.append(f"{MISSING_SYMBOL:<{cell}}")
                continue
            stone = board.get(point)
            symbol = marks.get(point) or (STONE_SYMBOL[stone] if stone else ".")
            cells.append(f"{symbol:<{cell}}")
        lines.append((f"{board.rows - row:>{width}} " + " ".join(cells)).rstrip())
    if not geom.is_grid:
        lines.append(topology_line(geom))
    return "\n".join(lines)


def topology_line(geom: Geometry) -> str:
    """The joins a board has beyond its grid, which the drawing cannot show, e.g. ``Linked:
    A1-E5.  Wrapped: the last column is next to the first.``"""
    parts = []
    if geom.links:
        pairs = ", ".join(f"{point_name(a, geom.rows)}-{point_name(b, geom.rows)}" for a, b in sorted(geom.links))
        parts.append(f"Linked: {pairs}.")
    sides = [f"the last {side} is next to the first" for side, wrapped in
             (("column", geom.wrap.columns), ("row", geom.wrap.rows)) if wrapped]
    if sides:
        parts.append(f"Wrapped: {' and '.join(sides)}.")
    return "  ".join(parts)


def reasons(side: ColourAnalysis) -> list[str]:
    """One line per round that cast something out, then the verdict of every block."""
    lines = []
    for step in side.steps[1:]:
        for text in side.explain_step(step.round):
            lines.append(f"  {side.colour.value}, round {step.round}: {text}")
    return lines
