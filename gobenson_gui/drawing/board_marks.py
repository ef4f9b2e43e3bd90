"""The marks a board is drawn with, in QPainter: the wood and grid, stones, the analysis
overlays, markup, wrapped sides and links, and the legend's samples.  :mod:`.board_painter`
puts them together from a :class:`~gobenson_gui.view.picture.BoardPicture`; deciding what to
show is :mod:`gobenson_gui.view.picture`'s job.

Colours come from Okabe and Ito's palette, which stays distinct for the common colour-vision
deficiencies; every overlay also has a shape of its own (diamond = safe, square = territory,
solid fill = vital region, hatching = healthy region, strike = cast out, dashed ring and ``!`` =
illegal), so no meaning rests on hue alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPaintDevice, QPainter,
                           QPainterPath, QPen, QPixmap, QPolygonF, QRadialGradient)

from ..core.board import Colour
from ..core.coords import column_name
from ..core.geometry import Link, Point, Wrap
from ..view.picture import RegionKind
from .board_layout import Layout, cells_path, coordinate_pixels, hoshi_points
from .words import CANNOT_DRAW

ORANGE = QColor("#E69F00")
SKY = QColor("#56B4E9")
GREEN = QColor("#009E73")
BLUE = QColor("#0072B2")
VERMILLION = QColor("#D55E00")
WOOD = QColor("#DDB468")
INK = QColor("#1E1A14")
PAPER = QColor("#F6F3EC")
PURPLE = QColor("#CC79A7")


class BoardStyle(NamedTuple):
    """What a person may choose of the board's look (the editor's Preferences): the wood's and
    the grid's colours, as ``#rrggbb``, and the region letters' size as a share of the usual
    two thirds of a point.  Hashable, so that the painter's caches key on it."""

    wood: str = WOOD.name()
    lines: str = INK.name()
    letters: float = 1.0


STANDARD_STYLE = BoardStyle()
"""The look of every board outside the editor's window: the command line's pictures, handouts."""


def pixel_font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


def _contrast(colour: Colour | None) -> QColor:
    """Ink that reads on a stone of ``colour`` (or on the wood)."""
    return QColor("white") if colour is Colour.BLACK else INK


# -- primitives, shared by the board and the legend --------------------------------------------


def grid_runs(columns: int, rows: int, missing: frozenset[Point]) -> list[tuple[Point, Point]]:
    """The grid lines as straight runs between points of the board: a line stops at the last
    point before a missing one, so a hole has no lines into it."""
    def across(line: int, i: int) -> Point:
        return i, line

    def down(line: int, i: int) -> Point:
        return line, i

    runs = []
    for lines, length, at in ((rows, columns, across), (columns, rows, down)):
        for line in range(lines):
            start = None
            for i in range(length + 1):
                if i < length and at(line, i) not in missing:
                    start = i if start is None else start
                    continue
                if start is not None and i - 1 > start:
                    runs.append((at(line, start), at(line, i - 1)))
                start = None
    return runs


def draw_background(painter: QPainter, layout: Layout, missing: frozenset[Point] = frozenset(),
                    wrap: Wrap = Wrap.NONE, style: BoardStyle = STANDARD_STYLE) -> None:
    """Wood, grid, star points and coordinates in the colours of ``style``; missing points are
    holes in the wood; a wrapped side has no edge line but lines running on past it (see
    :func:`draw_wrapped_sides`)."""
    cell = layout.cell
    wood, ink = QColor(style.wood), QColor(style.lines)
    painter.fillRect(layout.board_rect, wood)
    if missing:
        painter.setPen(QPen(wood.darker(140), max(1.0, cell / 30)))
        painter.setBrush(PAPER)
        painter.drawPath(cells_path(layout, sorted(missing)).simplified())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    line = max(1.0, round(cell / 40))
    for start, end in grid_runs(layout.columns, layout.rows, missing):
        vertical = start[0] == end[0]
        on_edge = start[0] in (0, layout.columns - 1) if vertical else start[1] in (0, layout.rows - 1)
        on_edge = on_edge and not (wrap.columns if vertical else wrap.rows)  # a wrapped side is no edge
        painter.setPen(QPen(ink, line * 2 if on_edge else line))  # the board's edge is thicker
        painter.drawLine(layout.centre(start), layout.centre(end))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if wrap is not Wrap.NONE:
        draw_wrapped_sides(painter, layout, missing, wrap, line, ink)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    radius = max(1.5, cell * 0.1)
    for point in hoshi_points(layout.columns, layout.rows):
        if point not in missing:
            painter.drawEllipse(layout.centre(point), radius, radius)
    painter.setPen(ink)
    right = layout.left + (layout.columns - 1) * cell
    bottom = layout.top + (layout.rows - 1) * cell
    text_size = coordinate_pixels(cell)
    painter.setFont(pixel_font(text_size * (0.85 if layout.columns > 25 else 1.0)))
    offset = cell * 0.55 + text_size * 1.1
    for column in range(layout.columns):
        x = layout.left + column * cell
        for y in (layout.top - offset, bottom + offset):
            painter.drawText(QRectF(x - cell, y - cell / 2, 2 * cell, cell), Qt.AlignmentFlag.AlignCenter,
                             column_name(column))
    for row in range(layout.rows):
        y = layout.top + row * cell
        number = str(layout.rows - row)
        for x in (layout.left - offset, right + offset):
            painter.drawText(QRectF(x - cell, y - cell / 2, 2 * cell, cell), Qt.AlignmentFlag.AlignCenter, number)


def draw_stone(painter: QPainter, centre: QPointF, cell: float, colour: Colour) -> None:
    """A stone with a soft highlight and shadow, like a real one under a lamp."""
    radius = cell * 0.48
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawEllipse(centre + QPointF(radius * 0.08, radius * 0.12), radius, radius)
    light = centre - QPointF(radius * 0.35, radius * 0.4)
    gradient = QRadialGradient(light, radius * 1.4)
    if colour is Colour.BLACK:
        gradient.setColorAt(0.0, QColor("#6A6A6A"))
        gradient.setColorAt(0.35, QColor("#262626"))
        gradient.setColorAt(1.0, QColor("#050505"))
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        gradient.setColorAt(0.0, QColor("#FFFFFF"))
        gradient.setColorAt(0.6, QColor("#ECEAE4"))
        gradient.setColorAt(1.0, QColor("#B9B5AC"))
        painter.setPen(QPen(QColor("#7A7468"), max(0.6, cell / 40)))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, radius, radius)


def draw_safe_mark(painter: QPainter, centre: QPointF, cell: float, colour: Colour) -> None:
    """A filled diamond: this stone is unconditionally alive."""
    size = cell * 0.2
    diamond = QPolygonF([centre + QPointF(0, -size), centre + QPointF(size, 0),
                         centre + QPointF(0, size), centre + QPointF(-size, 0)])
    painter.setPen(QPen(QColor("white") if colour is Colour.WHITE else INK, max(1.0, cell / 28)))
    painter.setBrush(SKY if colour is Colour.BLACK else BLUE)
    painter.drawPolygon(diamond)


def draw_territory_mark(painter: QPainter, centre: QPointF, cell: float, owner: Colour) -> None:
    """A small square of the owner's colour: pass-alive territory."""
    half = cell * 0.16
    painter.setPen(QPen(INK if owner is Colour.WHITE else QColor("#BBBBBB"), max(0.8, cell / 30)))
    painter.setBrush(QColor("#111111") if owner is Colour.BLACK else QColor("white"))
    painter.drawRect(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half))


def draw_verdict_mark(painter: QPainter, centre: QPointF, cell: float, agree: bool) -> None:
    """A disc in the stone's corner: a green tick where the search agreed with Benson's test, a
    vermillion cross where it did not."""
    spot = centre + QPointF(cell * 0.3, cell * 0.3)
    radius = cell * 0.17
    painter.setPen(QPen(QColor("white"), max(0.8, cell / 36)))
    painter.setBrush(GREEN if agree else VERMILLION)
    painter.drawEllipse(spot, radius, radius)
    painter.setPen(QPen(QColor("white"), max(1.2, cell / 22), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    r = radius * 0.55
    if agree:
        painter.drawPolyline(QPolygonF([spot + QPointF(-r, 0), spot + QPointF(-r * 0.25, r * 0.7),
                                        spot + QPointF(r, -r * 0.6)]))
    else:
        painter.drawLine(spot + QPointF(-r, -r), spot + QPointF(r, r))
        painter.drawLine(spot + QPointF(-r, r), spot + QPointF(r, -r))


def draw_engine_mark(painter: QPainter, centre: QPointF, cell: float, engine_wrong: bool) -> None:
    """A triangle in the stone's upper-left corner, once a block, where an engine's status in play
    differs from Benson's verdict: purple, pointing up, where the block lives in play but is not
    unconditionally alive; vermillion, pointing down, where the engine calls an unconditionally
    alive block dead."""
    spot = centre + QPointF(-cell * 0.3, -cell * 0.3)
    size = cell * 0.2
    tip = size if engine_wrong else -size
    triangle = QPolygonF([spot + QPointF(0, tip), spot + QPointF(size, -tip * 0.8), spot + QPointF(-size, -tip * 0.8)])
    painter.setPen(QPen(QColor("white"), max(0.8, cell / 36)))
    painter.setBrush(VERMILLION if engine_wrong else PURPLE)
    painter.drawPolygon(triangle)


def draw_selection(painter: QPainter, path: QPainterPath) -> None:
    """The selected points: a light wash inside a dashed outline."""
    wash = QColor(SKY)
    wash.setAlpha(60)
    painter.fillPath(path, wash)
    pen = QPen(BLUE, 2, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path.simplified())


def draw_strike(painter: QPainter, centre: QPointF, cell: float, colour: QColor) -> None:
    """A diagonal stroke through a stone that has been cast out."""
    reach = cell * 0.34
    painter.setPen(QPen(colour, max(1.5, cell / 10), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(centre + QPointF(-reach, reach), centre + QPointF(reach, -reach))


def draw_strike_in(painter: QPainter, centre: QPointF, cell: float, colour: str) -> None:
    """draw_strike with the colour by name, so that its sprites can be told apart."""
    draw_strike(painter, centre, cell, QColor(colour))


def draw_ring(painter: QPainter, centre: QPointF, cell: float, colour: QColor, dashed: bool = False,
              scale: float = 0.5, weight: float = 1 / 9) -> None:
    pen = QPen(colour, max(1.2, cell * weight))
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, cell * scale, cell * scale)


def draw_leaving_ring(painter: QPainter, centre: QPointF, cell: float) -> None:
    """A block leaving in the half-step shown."""
    draw_ring(painter, centre, cell, ORANGE)


def draw_highlight_ring(painter: QPainter, centre: QPointF, cell: float) -> None:
    """The block in focus."""
    draw_ring(painter, centre, cell, BLUE, scale=0.53, weight=1 / 16)


def draw_keyboard_cursor(painter: QPainter, centre: QPointF, cell: float) -> None:
    """The board's keyboard cursor: the four corners of a square around the point, dark on a wide
    light edge, so that it reads on the wood, on stones of either colour and beside any overlay,
    and is never taken for a mark of the record (a whole square is SGF's SQ)."""
    half, arm = cell / 2, cell * 0.3
    width = max(1.5, cell / 16)
    corners = QPainterPath()
    for x, y in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        corner = centre + QPointF(x * half, y * half)
        corners.moveTo(corner - QPointF(x * arm, 0))
        corners.lineTo(corner)
        corners.lineTo(corner - QPointF(0, y * arm))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, weight in ((PAPER, 3 * width), (INK, width)):
        painter.setPen(QPen(colour, weight, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
        painter.drawPath(corners)


def draw_illegal_mark(painter: QPainter, centre: QPointF, cell: float) -> None:
    """A dashed ring and an exclamation mark: a block without liberties."""
    draw_ring(painter, centre, cell, VERMILLION, dashed=True)
    painter.setPen(VERMILLION)
    painter.setFont(pixel_font(cell * 0.6, bold=True))
    painter.drawText(QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell), Qt.AlignmentFlag.AlignCenter,
                     "!")


HATCHES = {RegionKind.HEALTHY: (BLUE, False), RegionKind.CAST_OUT: (QColor(80, 80, 80, 150), True),
           RegionKind.LEAVING: (ORANGE, True)}
"""Hatched region kinds: the colour of their lines, and whether the lines cross."""
HATCH_SPACING = 8.0
HATCH_PEN = 1.6


def vital_colour() -> QColor:
    colour = QColor(GREEN)
    colour.setAlpha(120)
    return colour


def region_brush(kind: RegionKind, ratio: float) -> QBrush:
    """The fill of draw_region_fill as one brush (a tile of its hatching), so that the screen
    fills every region of a kind at once instead of drawing and clipping lines per region."""
    if kind is RegionKind.VITAL:
        return QBrush(vital_colour())
    colour, both_ways = HATCHES[kind]
    side = HATCH_SPACING
    tile = QPixmap(round(side * ratio), round(side * ratio))
    tile.setDevicePixelRatio(ratio)
    tile.fill(Qt.GlobalColor.transparent)
    with painting(tile) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(colour, HATCH_PEN))
        for shift in (-side, 0.0, side):  # neighbouring tiles' lines too, so that tiles join up
            painter.drawLine(QPointF(shift, side), QPointF(shift + side, 0))
            if both_ways:
                painter.drawLine(QPointF(shift, 0), QPointF(shift + side, side))
    return QBrush(tile)


def hatch_segments(rect: QRectF, spacing: float, rising: bool) -> list[tuple[QPointF, QPointF]]:
    """The diagonal hatch lines inside ``rect``, cut to it by arithmetic rather than a clip
    (SVG files from Qt carry no clip paths).  Lines lie on one lattice over the whole board
    (x + y, or x - y, a multiple of ``spacing``) so that touching rectangles join up."""
    left, right, top, bottom = rect.left(), rect.right(), rect.top(), rect.bottom()
    if rising:  # x + y = c, from bottom-left to top-right
        low, high = left + top, right + bottom
    else:  # x - y = c
        low, high = left - bottom, right - top
    segments = []
    step = math.ceil(low / spacing)
    while step * spacing <= high:
        c = step * spacing
        if rising:
            x_from, x_to = max(left, c - bottom), min(right, c - top)
            ends = (QPointF(x_from, c - x_from), QPointF(x_to, c - x_to))
        else:
            x_from, x_to = max(left, c + top), min(right, c + bottom)
            ends = (QPointF(x_from, x_from - c), QPointF(x_to, x_to - c))
        if x_to > x_from:
            segments.append(ends)
        step += 1
    return segments


def draw_region_fill(painter: QPainter, rects: list[QRectF], kind: RegionKind) -> None:
    """Solid green for vital regions, blue hatching for healthy ones, cross-hatching for regions
    cast out (grey) or leaving now (orange); plain regions get nothing.  Hatching is drawn as
    lines cut to each rectangle, so it stays vector and inside the region in SVG exports."""
    if kind is RegionKind.VITAL:
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(vital_colour())
        painter.drawRects(rects)
        painter.restore()
        return
    hatch = HATCHES.get(kind)
    if hatch is None:
        return
    colour, both_ways = hatch
    painter.save()
    painter.setPen(QPen(colour, HATCH_PEN, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    for rect in rects:
        for rising in (True, False) if both_ways else (True,):
            for start, end in hatch_segments(rect, HATCH_SPACING, rising):
                painter.drawLine(start, end)
    painter.restore()


HALO_DIRECTIONS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
"""The letter is written in paper this way and that around the ink: a halo in any painter,
the SVG's included."""


def draw_region_letter(painter: QPainter, centre: QPointF, cell: float, letter: str, bold: bool,
                       scale: float = 1.0) -> None:
    """The region's name as a letter two thirds of a point high (times ``scale``), centred on
    the point: ink inside a light halo, so that it reads on wood, stones and hatching alike, on
    a small board, on a projector and on paper (never smaller than :data:`LETTER_PIXELS`)."""
    font = pixel_font(max(cell * 0.66 * scale, LETTER_PIXELS), bold)
    box = QRectF(centre.x() - cell * LETTER_SPAN / 2, centre.y() - cell * LETTER_SPAN / 2,
                 cell * LETTER_SPAN, cell * LETTER_SPAN)
    halo = max(1.0, font.pixelSize() * 0.09)
    painter.save()
    painter.setFont(font)
    painter.setPen(PAPER)
    for dx, dy in HALO_DIRECTIONS:
        painter.drawText(box.translated(dx * halo, dy * halo), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip,
                         letter)
    painter.setPen(INK)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, letter)
    painter.restore()


def draw_markup(painter: QPainter, centre: QPointF, cell: float, shape: str, on: Colour | None) -> None:
    """SGF markup: triangle, square, circle or cross, in ink that reads on what is below."""
    painter.setPen(QPen(_contrast(on), max(1.2, cell / 14)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    size = cell * 0.25
    if shape == "TR":
        painter.drawPolygon(QPolygonF([centre + QPointF(0, -size * 1.1), centre + QPointF(size, size * 0.7),
                                       centre + QPointF(-size, size * 0.7)]))
    elif shape == "SQ":
        painter.drawRect(QRectF(centre.x() - size * 0.85, centre.y() - size * 0.85, size * 1.7, size * 1.7))
    elif shape == "CR":
        painter.drawEllipse(centre, size, size)
    elif shape == "SL":  # selected: a wash over the whole point
        wash = QColor(_contrast(on))
        wash.setAlpha(90)
        half = cell * 0.42
        painter.fillRect(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half), wash)
    else:
        painter.drawLine(centre + QPointF(-size, -size), centre + QPointF(size, size))
        painter.drawLine(centre + QPointF(-size, size), centre + QPointF(size, -size))


def draw_label(painter: QPainter, centre: QPointF, cell: float, text: str, on: Colour | None,
               wood: QColor = WOOD) -> None:
    """An SGF label; on an empty point the grid behind it is covered (with ``wood``, the board's
    colour) so the text stands out."""
    box = QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell)
    font = pixel_font(cell * (0.55 if len(text) < 3 else 0.36), bold=True)
    if on is None:
        width = QFontMetricsF(font).horizontalAdvance(text) + cell * 0.12
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(wood)
        painter.drawRoundedRect(QRectF(centre.x() - width / 2, centre.y() - cell * 0.36, width, cell * 0.72),
                                cell * 0.3, cell * 0.3)
    painter.setPen(_contrast(on))
    painter.setFont(font)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, text)


def draw_move_number(painter: QPainter, centre: QPointF, cell: float, number: int, colour: Colour | None) -> None:
    """A move's number on its stone, smaller than a label so that a ring around it still fits."""
    painter.setPen(_contrast(colour))
    painter.setFont(pixel_font(cell * (0.4 if number < 100 else 0.3), bold=True))
    painter.drawText(QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell),
                     Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, str(number))


def draw_arrow(painter: QPainter, start: QPointF, end: QPointF, cell: float, head: bool) -> None:
    """An SGF line (LN), or an arrow (AR) with its head at ``end``."""
    painter.setPen(QPen(VERMILLION, max(1.5, cell / 12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(start, end)
    if not head:
        return
    angle = math.atan2(end.y() - start.y(), end.x() - start.x())
    size = cell * 0.3
    painter.setBrush(VERMILLION)
    painter.drawPolygon(QPolygonF([end] + [end - QPointF(size * math.cos(angle + turn), size * math.sin(angle + turn))
                                           for turn in (0.45, -0.45)]))


def draw_last_move(painter: QPainter, centre: QPointF, cell: float, colour: Colour | None,
                   around_number: bool = False) -> None:
    """A ring in the middle of the stone; around its move number, one along the stone's edge."""
    painter.setPen(QPen(_contrast(colour), max(1.2, cell / 16)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = cell * (0.4 if around_number else 0.2)
    painter.drawEllipse(centre, radius, radius)


# -- the whole board -----------------------------------------------------------------------------


@contextmanager
def painting(device: QPaintDevice) -> Iterator[QPainter]:
    """A QPainter on ``device`` that is ended however the drawing ends: a painter left active
    when its widget or pixmap goes away takes the whole program down.  Raises OSError when
    the device cannot be drawn on."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(str(CANNOT_DRAW))
    try:
        yield painter
    finally:
        painter.end()


LETTER_SPAN = 2.4
"""A region letter is centred on its point and may be more than a cell wide (``aa``)."""
LETTER_PIXELS = 10
"""The smallest region letter, which still reads on the smallest boards."""


WRAP_REACH = 0.5
"""How far, in cells, grid lines run on past a wrapped side: to where an edge stone ends."""


def draw_wrapped_sides(painter: QPainter, layout: Layout, missing: frozenset[Point], wrap: Wrap,
                       width: float, ink: QColor = INK) -> None:
    """Show that the board goes on past a wrapped side: each line crossing it runs on and fades
    out, and arrows in the corners of the wood point the way it wraps."""
    cell = layout.cell
    reach = cell * WRAP_REACH
    sides = []  # (points on the side, outward direction)
    if wrap.columns:
        sides += [([(0, row) for row in range(layout.rows)], QPointF(-1, 0)),
                  ([(layout.columns - 1, row) for row in range(layout.rows)], QPointF(1, 0))]
    if wrap.rows:
        sides += [([(column, 0) for column in range(layout.columns)], QPointF(0, -1)),
                  ([(column, layout.rows - 1) for column in range(layout.columns)], QPointF(0, 1))]
    faded = QColor(ink)
    faded.setAlpha(0)
    for points, outward in sides:
        for point in points:
            if point in missing:
                continue
            start = layout.centre(point)
            end = start + outward * reach
            fade = QLinearGradient(start, end)
            fade.setColorAt(0, ink)
            fade.setColorAt(1, faded)
            painter.setPen(QPen(QBrush(fade), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawLine(start, end)
    rect = layout.board_rect
    inset = min(layout.margin * 0.5, cell * 0.6)
    size = max(4.0, min(layout.margin * 0.3, cell * 0.35))
    corners = (rect.topLeft() + QPointF(inset, inset), rect.topRight() + QPointF(-inset, inset),
               rect.bottomLeft() + QPointF(inset, -inset), rect.bottomRight() + QPointF(-inset, -inset))
    for corner in corners:
        for _, outward in sides:
            towards = QPointF(corner.x() - rect.center().x(), corner.y() - rect.center().y())
            if towards.x() * outward.x() + towards.y() * outward.y() > 0:  # this corner's side
                inward = QPointF(-math.copysign(1, towards.x()) * abs(outward.y()),
                                 -math.copysign(1, towards.y()) * abs(outward.x()))
                draw_wrap_arrow(painter, corner + inward * (size * 0.45), outward, size)  # two per corner on a torus


def draw_wrap_arrow(painter: QPainter, at: QPointF, outward: QPointF, size: float) -> None:
    """A small arrow at ``at`` pointing ``outward``: the board continues that way."""
    across = QPointF(-outward.y(), outward.x())
    tip = at + outward * (size / 2)
    tail = at - outward * (size / 2)
    painter.setPen(QPen(BLUE, max(1.0, size / 6), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(tail, tip)
    painter.drawPolyline(QPolygonF([tip - outward * (size * 0.4) + across * (size * 0.3), tip,
                                    tip - outward * (size * 0.4) - across * (size * 0.3)]))


MAX_BOW = 2.5
"""The most a link's curve is pulled aside, in cells."""


def link_path(layout: Layout, pair: Link) -> QPainterPath:
    """A link as a quadratic curve between its points, bowed away from the board's centre (so
    that links do not all cross in the middle) by a third of its length, at most
    :data:`MAX_BOW` cells (so that a long link along an edge stays on the wood)."""
    start, end = layout.centre(pair[0]), layout.centre(pair[1])
    middle = (start + end) / 2
    chord = end - start
    bow = QPointF(-chord.y(), chord.x())  # perpendicular, as long as the chord
    board_centre = QPointF(layout.left + (layout.columns - 1) * layout.cell / 2,
                           layout.top + (layout.rows - 1) * layout.cell / 2)
    away = middle - board_centre
    if bow.x() * away.x() + bow.y() * away.y() < 0:
        bow = -bow
    length = math.hypot(chord.x(), chord.y())
    bow *= min(1 / 3, MAX_BOW * layout.cell / length) if length else 0
    path = QPainterPath(start)
    path.quadTo(middle + bow, end)
    return path


def draw_links(painter: QPainter, layout: Layout, links: frozenset[Link]) -> None:
    """Each link as a purple arc with a dot at each end; drawn under the stones."""
    cell = layout.cell
    painter.save()
    painter.setClipRect(layout.board_rect)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for pair in sorted(links):
        painter.setPen(QPen(PURPLE, max(1.5, cell / 12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(link_path(layout, pair))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PURPLE)
    radius = max(2.0, cell * 0.14)
    for pair in links:
        for point in pair:
            painter.drawEllipse(layout.centre(point), radius, radius)
    painter.restore()


def legend_icon(kind: str, size: int, ratio: float = 1.0) -> QPixmap:
    """A small sample of one overlay, drawn by the board's own primitives, for the legend."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(WOOD)
    with painting(pixmap) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        draw_legend_sample(painter, kind, size)
    return pixmap


def draw_legend_sample(painter: QPainter, kind: str, size: float) -> None:
    """The sample of ``kind`` in a ``size`` square."""
    centre = QPointF(size / 2, size / 2)
    cell = size * 0.9
    square = [QRectF(0, 0, size, size)]

    def safe() -> None:
        draw_stone(painter, centre, cell, Colour.BLACK)
        draw_safe_mark(painter, centre, cell, Colour.BLACK)

    def cast_out() -> None:
        painter.setOpacity(0.4)
        draw_stone(painter, centre, cell, Colour.WHITE)
        painter.setOpacity(1.0)
        draw_strike(painter, centre, cell, QColor("#505050"))

    def leaving() -> None:
        draw_stone(painter, centre, cell * 0.7, Colour.BLACK)
        draw_ring(painter, centre, cell * 0.7, ORANGE, scale=0.62)

    def illegal() -> None:
        draw_stone(painter, centre, cell, Colour.WHITE)
        draw_illegal_mark(painter, centre, cell)

    def engine(wrong: bool) -> None:
        draw_stone(painter, centre, cell, Colour.BLACK)
        draw_engine_mark(painter, centre, cell, engine_wrong=wrong)

    samples: dict[str, Callable[[], None]] = {
        "safe": safe,
        "territory": lambda: draw_territory_mark(painter, centre, cell * 1.6, Colour.BLACK),
        "vital": lambda: draw_region_fill(painter, square, RegionKind.VITAL),
        "healthy": lambda: draw_region_fill(painter, square, RegionKind.HEALTHY),
        "cast out": cast_out,
        "leaving": leaving,
        "illegal": illegal,
        "region letter": lambda: draw_region_letter(painter, centre, cell, "a", False),
        "alive in play": lambda: engine(wrong=False),
        "engine wrong": lambda: engine(wrong=True),
    }
    samples[kind]()

