"""Drawing a board and its analysis overlays with QPainter.

One painter serves the editor's view, the PNG/SVG export and ``gobenson render``, so an exported
picture is exactly what the editor shows.  It draws only what a :class:`BoardPicture` tells it:
deciding what to show is :mod:`picture`'s job.

Colours come from Okabe and Ito's palette, which stays distinct for the common colour-vision
deficiencies; every overlay also has a shape of its own (diamond = safe, square = territory,
solid fill = vital region, hatching = healthy region, strike = cast out, dashed ring and ``!`` =
illegal), so no meaning rests on hue alone.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen,
                           QPixmap, QPolygonF, QRadialGradient)

from ..core.board import Colour
from ..core.coords import column_name
from ..core.geometry import Link, Point, Wrap
from ..view.picture import BoardPicture, RegionKind

ORANGE = QColor("#E69F00")
SKY = QColor("#56B4E9")
GREEN = QColor("#009E73")
BLUE = QColor("#0072B2")
VERMILLION = QColor("#D55E00")
WOOD = QColor("#DDB468")
INK = QColor("#1E1A14")
PAPER = QColor("#F6F3EC")
PURPLE = QColor("#CC79A7")


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the points of a C x R board fall in a W x H area."""

    columns: int
    rows: int
    cell: float
    left: float
    top: float
    margin: float

    def centre(self, point: Point) -> QPointF:
        return QPointF(self.left + point[0] * self.cell, self.top + point[1] * self.cell)

    def point_at(self, x: float, y: float) -> Point | None:
        """The point nearest to (x, y), or None off the board."""
        column = round((x - self.left) / self.cell)
        row = round((y - self.top) / self.cell)
        if 0 <= column < self.columns and 0 <= row < self.rows:
            return (column, row)
        return None

    @property
    def board_rect(self) -> QRectF:
        """The wood: the grid plus the margin that holds coordinates."""
        return QRectF(self.left - self.margin, self.top - self.margin,
                      (self.columns - 1) * self.cell + 2 * self.margin,
                      (self.rows - 1) * self.cell + 2 * self.margin)


def coordinate_pixels(cell: float) -> float:
    """Coordinates grow with the board but stay small beside big cells."""
    return max(7.0, min(cell * 0.42, 17.0))


def board_layout(width: float, height: float, columns: int, rows: int) -> Layout:
    """The largest board that fits, with room for coordinates on every edge.

    Big cells snap to whole pixels so that grid lines fall on pixel boundaries and stay crisp.
    """
    def fit(text: float) -> float:
        border = 2 * (0.55 + 2.2 * text)  # edge stones, then a line of coordinates, in cells
        return min(width / (columns - 1 + border), height / (rows - 1 + border))

    cell = fit(0.42)
    cell = max(1.0, fit(coordinate_pixels(cell) / cell))
    if cell >= 8:
        cell = math.floor(cell)
    margin = cell * 0.55 + coordinate_pixels(cell) * 2.2
    left = round((width - (columns - 1) * cell) / 2)
    top = round((height - (rows - 1) * cell) / 2)
    return Layout(columns, rows, cell, left, top, margin)


def hoshi_points(columns: int, rows: int) -> list[Point]:
    """Star points where boards conventionally have them: 3-3 or 4-4 corners, sides and centre
    on odd boards from 15 (and the centre of odd boards other than 7)."""
    if min(columns, rows) < 7:
        return []
    near_x, near_y = (3 if columns >= 13 else 2), (3 if rows >= 13 else 2)
    far_x, far_y = columns - near_x - 1, rows - near_y - 1
    mid_x, mid_y = columns // 2, rows // 2
    points = [(near_x, near_y), (far_x, near_y), (near_x, far_y), (far_x, far_y)]
    if columns % 2 and rows % 2 and columns != 7 and rows != 7:
        points.append((mid_x, mid_y))
    if columns % 2 and columns >= 15:
        points += [(mid_x, near_y), (mid_x, far_y)]
    if rows % 2 and rows >= 15:
        points += [(near_x, mid_y), (far_x, mid_y)]
    return points


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
    runs = []
    for lines, length, at in ((rows, columns, lambda line, i: (i, line)),
                              (columns, rows, lambda line, i: (line, i))):
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
                    wrap: Wrap = Wrap.NONE) -> None:
    """Wood, grid, star points and coordinates; missing points are holes in the wood; a wrapped
    side has no edge line but lines running on past it (see :func:`draw_wrapped_sides`)."""
    cell = layout.cell
    painter.fillRect(layout.board_rect, WOOD)
    if missing:
        painter.setPen(QPen(WOOD.darker(140), max(1.0, cell / 30)))
        painter.setBrush(PAPER)
        painter.drawPath(cells_path(layout, sorted(missing)).simplified())
    painter.setRenderHint(QPainter.Antialiasing, False)
    line = max(1.0, round(cell / 40))
    for start, end in grid_runs(layout.columns, layout.rows, missing):
        vertical = start[0] == end[0]
        on_edge = start[0] in (0, layout.columns - 1) if vertical else start[1] in (0, layout.rows - 1)
        on_edge = on_edge and not (wrap.columns if vertical else wrap.rows)  # a wrapped side is no edge
        painter.setPen(QPen(INK, line * 2 if on_edge else line))  # the board's edge is thicker
        painter.drawLine(layout.centre(start), layout.centre(end))
    painter.setRenderHint(QPainter.Antialiasing, True)
    if wrap is not Wrap.NONE:
        draw_wrapped_sides(painter, layout, missing, wrap, line)
    painter.setPen(Qt.NoPen)
    painter.setBrush(INK)
    radius = max(1.5, cell * 0.1)
    for point in hoshi_points(layout.columns, layout.rows):
        if point not in missing:
            painter.drawEllipse(layout.centre(point), radius, radius)
    painter.setPen(INK)
    right = layout.left + (layout.columns - 1) * cell
    bottom = layout.top + (layout.rows - 1) * cell
    text = coordinate_pixels(cell)
    painter.setFont(pixel_font(text * (0.85 if layout.columns > 25 else 1.0)))
    offset = cell * 0.55 + text * 1.1
    for column in range(layout.columns):
        x = layout.left + column * cell
        for y in (layout.top - offset, bottom + offset):
            painter.drawText(QRectF(x - cell, y - cell / 2, 2 * cell, cell), Qt.AlignCenter, column_name(column))
    for row in range(layout.rows):
        y = layout.top + row * cell
        text = str(layout.rows - row)
        for x in (layout.left - offset, right + offset):
            painter.drawText(QRectF(x - cell, y - cell / 2, 2 * cell, cell), Qt.AlignCenter, text)


def draw_stone(painter: QPainter, centre: QPointF, cell: float, colour: Colour) -> None:
    """A stone with a soft highlight and shadow, like a real one under a lamp."""
    radius = cell * 0.48
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawEllipse(centre + QPointF(radius * 0.08, radius * 0.12), radius, radius)
    light = centre - QPointF(radius * 0.35, radius * 0.4)
    gradient = QRadialGradient(light, radius * 1.4)
    if colour is Colour.BLACK:
        gradient.setColorAt(0.0, QColor("#6A6A6A"))
        gradient.setColorAt(0.35, QColor("#262626"))
        gradient.setColorAt(1.0, QColor("#050505"))
        painter.setPen(Qt.NoPen)
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
    painter.setPen(QPen(QColor("white"), max(1.2, cell / 22), Qt.SolidLine, Qt.RoundCap))
    r = radius * 0.55
    if agree:
        painter.drawPolyline(QPolygonF([spot + QPointF(-r, 0), spot + QPointF(-r * 0.25, r * 0.7),
                                        spot + QPointF(r, -r * 0.6)]))
    else:
        painter.drawLine(spot + QPointF(-r, -r), spot + QPointF(r, r))
        painter.drawLine(spot + QPointF(-r, r), spot + QPointF(r, -r))


def draw_selection(painter: QPainter, path: QPainterPath) -> None:
    """The selected points: a light wash inside a dashed outline."""
    wash = QColor(SKY)
    wash.setAlpha(60)
    painter.fillPath(path, wash)
    pen = QPen(BLUE, 2, Qt.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(path.simplified())


def draw_strike(painter: QPainter, centre: QPointF, cell: float, colour: QColor) -> None:
    """A diagonal stroke through a stone that has been cast out."""
    reach = cell * 0.34
    painter.setPen(QPen(colour, max(1.5, cell / 10), Qt.SolidLine, Qt.RoundCap))
    painter.drawLine(centre + QPointF(-reach, reach), centre + QPointF(reach, -reach))


def draw_strike_in(painter: QPainter, centre: QPointF, cell: float, colour: str) -> None:
    """draw_strike with the colour by name, so that its sprites can be told apart."""
    draw_strike(painter, centre, cell, QColor(colour))


def draw_ring(painter: QPainter, centre: QPointF, cell: float, colour: QColor, dashed: bool = False,
              scale: float = 0.5, weight: float = 1 / 9) -> None:
    pen = QPen(colour, max(1.2, cell * weight))
    if dashed:
        pen.setStyle(Qt.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.NoBrush)
    painter.drawEllipse(centre, cell * scale, cell * scale)


def draw_leaving_ring(painter: QPainter, centre: QPointF, cell: float) -> None:
    """A block leaving in the half-step shown."""
    draw_ring(painter, centre, cell, ORANGE)


def draw_highlight_ring(painter: QPainter, centre: QPointF, cell: float) -> None:
    """The block in focus."""
    draw_ring(painter, centre, cell, BLUE, scale=0.53, weight=1 / 16)


def draw_keyboard_cursor(painter: QPainter, centre: QPointF, cell: float) -> None:
    """The board's keyboard cursor: a square frame around the point, dark on a wide light edge,
    so that it reads on the wood, on stones of either colour and beside any overlay."""
    rect = QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell)
    width = max(1.5, cell / 16)
    painter.setBrush(Qt.NoBrush)
    for colour, weight in ((PAPER, 3 * width), (INK, width)):
        painter.setPen(QPen(colour, weight, Qt.SolidLine, Qt.SquareCap, Qt.MiterJoin))
        painter.drawRect(rect)


def draw_illegal_mark(painter: QPainter, centre: QPointF, cell: float) -> None:
    """A dashed ring and an exclamation mark: a block without liberties."""
    draw_ring(painter, centre, cell, VERMILLION, dashed=True)
    painter.setPen(VERMILLION)
    painter.setFont(pixel_font(cell * 0.6, bold=True))
    painter.drawText(QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell), Qt.AlignCenter, "!")


def cell_rects(layout: Layout, points: list[Point]) -> list[QRectF]:
    """The squares around some points, each run of neighbours along a row (in reading order)
    joined into one rectangle: a big region of a 52x52 board is a few dozen of them."""
    cell = layout.cell
    left, top = layout.left - cell / 2, layout.top - cell / 2
    rects = []
    first = last = None
    for point in [*points, None]:
        if point is not None and last is not None and point == (last[0] + 1, last[1]):
            last = point
            continue
        if first is not None:
            rects.append(QRectF(left + first[0] * cell, top + first[1] * cell, (last[0] - first[0] + 1) * cell, cell))
        first = last = point
    return rects


def cells_path(layout: Layout, points: list[Point]) -> QPainterPath:
    """The squares around some points, as one shape to fill or clip to."""
    path = QPainterPath()
    path.setFillRule(Qt.WindingFill)
    for rect in cell_rects(layout, points):
        path.addRect(rect)
    return path


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
    tile.fill(Qt.transparent)
    with painting(tile) as painter:
        painter.setRenderHint(QPainter.Antialiasing, True)
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
        painter.setPen(Qt.NoPen)
        painter.setBrush(vital_colour())
        painter.drawRects(rects)
        painter.restore()
        return
    hatch = HATCHES.get(kind)
    if hatch is None:
        return
    colour, both_ways = hatch
    painter.save()
    painter.setPen(QPen(colour, HATCH_PEN, Qt.SolidLine, Qt.FlatCap))
    for rect in rects:
        for rising in (True, False) if both_ways else (True,):
            for start, end in hatch_segments(rect, HATCH_SPACING, rising):
                painter.drawLine(start, end)
    painter.restore()


HALO_DIRECTIONS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
"""The letter is written in paper this way and that around the ink: a halo in any painter,
the SVG's included."""


def draw_region_letter(painter: QPainter, centre: QPointF, cell: float, letter: str, bold: bool) -> None:
    """The region's name as a letter two thirds of a point high, centred on the point: ink inside
    a light halo, so that it reads on wood, stones and hatching alike, on a small board, on a
    projector and on paper (never smaller than :data:`LETTER_PIXELS`)."""
    font = pixel_font(max(cell * 0.66, LETTER_PIXELS), bold)
    box = QRectF(centre.x() - cell * LETTER_SPAN / 2, centre.y() - cell * LETTER_SPAN / 2,
                 cell * LETTER_SPAN, cell * LETTER_SPAN)
    halo = max(1.0, font.pixelSize() * 0.09)
    painter.save()
    painter.setFont(font)
    painter.setPen(PAPER)
    for dx, dy in HALO_DIRECTIONS:
        painter.drawText(box.translated(dx * halo, dy * halo), Qt.AlignCenter | Qt.TextDontClip, letter)
    painter.setPen(INK)
    painter.drawText(box, Qt.AlignCenter | Qt.TextDontClip, letter)
    painter.restore()


def draw_markup(painter: QPainter, centre: QPointF, cell: float, shape: str, on: Colour | None) -> None:
    """SGF markup: triangle, square, circle or cross, in ink that reads on what is below."""
    painter.setPen(QPen(_contrast(on), max(1.2, cell / 14)))
    painter.setBrush(Qt.NoBrush)
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


def draw_label(painter: QPainter, centre: QPointF, cell: float, text: str, on: Colour | None) -> None:
    """An SGF label; on an empty point the grid behind it is covered so the text stands out."""
    box = QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell)
    font = pixel_font(cell * (0.55 if len(text) < 3 else 0.36), bold=True)
    if on is None:
        width = QFontMetricsF(font).horizontalAdvance(text) + cell * 0.12
        painter.setPen(Qt.NoPen)
        painter.setBrush(WOOD)
        painter.drawRoundedRect(QRectF(centre.x() - width / 2, centre.y() - cell * 0.36, width, cell * 0.72),
                                cell * 0.3, cell * 0.3)
    painter.setPen(_contrast(on))
    painter.setFont(font)
    painter.drawText(box, Qt.AlignCenter | Qt.TextDontClip, text)


def draw_move_number(painter: QPainter, centre: QPointF, cell: float, number: int, colour: Colour) -> None:
    """A move's number on its stone, smaller than a label so that a ring around it still fits."""
    painter.setPen(_contrast(colour))
    painter.setFont(pixel_font(cell * (0.4 if number < 100 else 0.3), bold=True))
    painter.drawText(QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell),
                     Qt.AlignCenter | Qt.TextDontClip, str(number))


def draw_arrow(painter: QPainter, start: QPointF, end: QPointF, cell: float, head: bool) -> None:
    """An SGF line (LN), or an arrow (AR) with its head at ``end``."""
    painter.setPen(QPen(VERMILLION, max(1.5, cell / 12), Qt.SolidLine, Qt.RoundCap))
    painter.drawLine(start, end)
    if not head:
        return
    angle = math.atan2(end.y() - start.y(), end.x() - start.x())
    size = cell * 0.3
    painter.setBrush(VERMILLION)
    painter.drawPolygon(QPolygonF([end] + [end - QPointF(size * math.cos(angle + turn), size * math.sin(angle + turn))
                                           for turn in (0.45, -0.45)]))


def draw_last_move(painter: QPainter, centre: QPointF, cell: float, colour: Colour,
                   around_number: bool = False) -> None:
    """A ring in the middle of the stone; around its move number, one along the stone's edge."""
    painter.setPen(QPen(_contrast(colour), max(1.2, cell / 16)))
    painter.setBrush(Qt.NoBrush)
    radius = cell * (0.4 if around_number else 0.2)
    painter.drawEllipse(centre, radius, radius)


# -- the whole board -----------------------------------------------------------------------------


@contextmanager
def painting(device) -> Iterator[QPainter]:
    """A QPainter on ``device`` that is ended however the drawing ends: a painter left active
    when its widget or pixmap goes away takes the whole program down.  Raises OSError when
    the device cannot be drawn on."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot draw on this device")
    try:
        yield painter
    finally:
        painter.end()


MAX_SPRITES = 1024
"""Stones and marks, and a card for each region letter of the largest boards."""
MAX_LAYERS = 6
"""Cached layers of stones and of verdict marks: a few positions' worth, for stepping back."""
LETTER_SPAN = 2.4
"""A region letter is centred on its point and may be more than a cell wide (``aa``)."""
LETTER_PIXELS = 10
"""The smallest region letter, which still reads on the smallest boards."""


WRAP_REACH = 0.5
"""How far, in cells, grid lines run on past a wrapped side: to where an edge stone ends."""


def draw_wrapped_sides(painter: QPainter, layout: Layout, missing: frozenset[Point], wrap: Wrap,
                       width: float) -> None:
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
    faded = QColor(INK)
    faded.setAlpha(0)
    for points, outward in sides:
        for point in points:
            if point in missing:
                continue
            start = layout.centre(point)
            end = start + outward * reach
            fade = QLinearGradient(start, end)
            fade.setColorAt(0, INK)
            fade.setColorAt(1, faded)
            painter.setPen(QPen(QBrush(fade), width, Qt.SolidLine, Qt.FlatCap))
            painter.drawLine(start, end)
    rect = layout.board_rect
    inset = min(layout.margin * 0.5, cell * 0.6)
    size = max(4.0, min(layout.margin * 0.3, cell * 0.35))
    corners = (rect.topLeft() + QPointF(inset, inset), rect.topRight() + QPointF(-inset, inset),
               rect.bottomLeft() + QPointF(inset, -inset), rect.bottomRight() + QPointF(-inset, -inset))
    for corner in corners:
        for points, outward in sides:
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
    painter.setPen(QPen(BLUE, max(1.0, size / 6), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.setBrush(Qt.NoBrush)
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
    painter.setBrush(Qt.NoBrush)
    for pair in sorted(links):
        painter.setPen(QPen(PURPLE, max(1.5, cell / 12), Qt.SolidLine, Qt.RoundCap))
        painter.drawPath(link_path(layout, pair))
    painter.setPen(Qt.NoPen)
    painter.setBrush(PURPLE)
    radius = max(2.0, cell * 0.14)
    for pair in links:
        for point in pair:
            painter.drawEllipse(layout.centre(point), radius, radius)
    painter.restore()


class BoardPainter:
    """Paints a :class:`BoardPicture`; keeps pixmaps of the background and of stones, since a
    52x52 board redrawn at every edit must not redraw thousands of gradients.

    Painting never raises: a failure draws the bare position instead and is handed to
    ``report`` once (a repaint that fails the same way again is not reported again), so a
    defect shows up as one message rather than an error at every repaint.
    """

    def __init__(self, cached: bool = True, report: Callable[[Exception], None] | None = None) -> None:
        self.cached = cached
        self.report = report
        self.failures: list[Exception] = []
        """The distinct failures met so far, each reported once."""
        self._background: tuple[tuple, QPixmap] | None = None
        self._sprites: dict[tuple, QPixmap] = {}
        self._brushes: dict[tuple, QBrush] = {}
        self._layers: dict[tuple, QPixmap] = {}
        self._painted_once: set[tuple] = set()

    def paint(self, painter: QPainter, width: float, height: float, picture: BoardPicture) -> Layout | None:
        """Draw ``picture`` in a ``width`` x ``height`` area; the layout used, or None when not
        even the bare position could be drawn."""
        for shown in (picture, BoardPicture(picture.board)):
            painter.save()
            try:
                return self._paint_picture(painter, width, height, shown)
            except Exception as error:  # a defect: drawn as far as it goes, reported, never raised
                self._failed(error)
            finally:
                painter.restore()
        return None

    def _failed(self, error: Exception) -> None:
        key = (type(error), str(error))
        if any((type(seen), str(seen)) == key for seen in self.failures):
            return
        self.failures.append(error)
        if self.report is not None:
            self.report(error)

    def _paint_picture(self, painter: QPainter, width: float, height: float, picture: BoardPicture) -> Layout:
        board = picture.board
        layout = board_layout(width, height, board.columns, board.rows)
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setRenderHint(QPainter.TextAntialiasing, True)
        geom = board.geometry
        self._paint_background(painter, layout, width, height, geom.missing, geom.wrap)
        if geom.links:
            draw_links(painter, layout, geom.links)
        cell = layout.cell
        centre = layout.centre
        self._paint_regions(painter, layout, picture)
        if picture.selection:
            draw_selection(painter, cells_path(layout, geom.points(picture.selection)))
        painter.setOpacity(0.3)
        for point, colour in picture.ghosts.items():
            draw_stone(painter, centre(point), cell, colour)
        painter.setOpacity(1.0)
        self._layer(painter, layout, width, height, ("stones", board.black, board.white, picture.cast_out),
                    lambda inner: [self._sprites_at(inner, layout, geom.points(board.stones(colour) & ~picture.cast_out),
                                                    draw_stone, colour) for colour in Colour])
        for colour in Colour:
            dimmed = board.stones(colour) & picture.cast_out
            if dimmed:
                painter.setOpacity(0.4)
                self._sprites_at(painter, layout, geom.points(dimmed), draw_stone, colour)
                painter.setOpacity(1.0)
                grey = "#C8C8C8" if colour is Colour.BLACK else "#505050"
                for strike in (grey, ORANGE.name()):
                    struck = dimmed & picture.leaving if strike == ORANGE.name() else dimmed & ~picture.leaving
                    self._sprites_at(painter, layout, geom.points(struck), draw_strike_in, strike)
        self._sprites_at(painter, layout, geom.points(picture.leaving), draw_leaving_ring)
        self._sprites_at(painter, layout, geom.points(picture.highlight), draw_highlight_ring)
        safe = {colour: picture.safe & board.stones(colour) for colour in Colour}
        self._layer(painter, layout, width, height,
                    ("verdict", picture.black_territory, picture.white_territory, *safe.values()),
                    lambda inner: self._paint_verdict(inner, layout, picture, safe))
        for mask, agree in ((picture.agree, True), (picture.disagree, False)):
            self._sprites_at(painter, layout, geom.points(mask), draw_verdict_mark, agree)
        for point in geom.points(picture.illegal):
            draw_illegal_mark(painter, centre(point), cell)
        for point, number in picture.move_numbers.items():
            if point not in picture.labels:  # the node's own label says more
                draw_move_number(painter, centre(point), cell, number, board.get(point))
        if picture.last_move is not None and board.get(picture.last_move) is not None \
                and picture.last_move not in picture.labels:  # a number or letter marks it already
            draw_last_move(painter, centre(picture.last_move), cell, board.get(picture.last_move),
                           around_number=picture.last_move in picture.move_numbers)
        for point in picture.dimmed:
            wash = QColor(PAPER)
            wash.setAlpha(150)
            painter.fillRect(QRectF(centre(point) - QPointF(cell / 2, cell / 2), QSizeF(cell, cell)), wash)
        for point, owner in picture.marked_territory.items():
            draw_territory_mark(painter, centre(point), cell, owner)
        for point, shape in picture.markup.items():
            draw_markup(painter, centre(point), cell, shape, board.get(point))
        for point, text in picture.labels.items():
            draw_label(painter, centre(point), cell, text, board.get(point))
        for kind, start, end in picture.lines:
            draw_arrow(painter, centre(start), centre(end), cell, kind == "AR")
        span = max(LETTER_SPAN, 2 * LETTER_PIXELS / cell)
        for region in picture.regions:
            if region.at is None:  # a label of the file names the region, or covers all of it
                continue
            self._sprites_at(painter, layout, [region.at], draw_region_letter, region.letter, region.kind is RegionKind.VITAL,
                             span=span)
        return layout

    def _paint_verdict(self, painter: QPainter, layout: Layout, picture: BoardPicture,
                       safe: dict[Colour, int]) -> None:
        """Territory squares and safe diamonds: thousands of marks on a big finished board."""
        geom = picture.board.geometry
        for mask, owner in ((picture.black_territory, Colour.BLACK), (picture.white_territory, Colour.WHITE)):
            self._sprites_at(painter, layout, geom.points(mask), draw_territory_mark, owner)
        for colour, mask in safe.items():
            self._sprites_at(painter, layout, geom.points(mask), draw_safe_mark, colour)

    def _layer(self, painter: QPainter, layout: Layout, width: float, height: float, key: tuple, draw) -> None:
        """``draw(painter)`` through a transparent pixmap of the whole area, kept while ``key``
        and the size stay: hovers and half-steps redraw the board over unchanged stones and marks.
        The first paint of a key draws directly, so that an edit, which changes the stones, pays
        for no pixmap it may never reuse."""
        ratio = painter.device().devicePixelRatioF()
        key = (*key, width, height, layout.columns, layout.rows, ratio)
        pixmap = self._layers.get(key)
        if pixmap is None and (not self.cached or key not in self._painted_once):
            if len(self._painted_once) >= MAX_LAYERS:
                self._painted_once.clear()
            self._painted_once.add(key)
            draw(painter)
            return
        if pixmap is None:
            pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.transparent)
            with painting(pixmap) as inner:
                inner.setRenderHint(QPainter.Antialiasing, True)
                draw(inner)
            if len(self._layers) >= MAX_LAYERS:
                self._layers.pop(next(iter(self._layers)))
            self._layers[key] = pixmap
        painter.drawPixmap(0, 0, pixmap)

    def _paint_regions(self, painter: QPainter, layout: Layout, picture: BoardPicture) -> None:
        """Every region of a kind in one fill (regions are disjoint), then what is cast out and
        what leaves on top."""
        geom = picture.board.geometry
        layers = dict.fromkeys((RegionKind.VITAL, RegionKind.HEALTHY, RegionKind.CAST_OUT), 0)
        for region in picture.regions:
            if region.kind in layers:
                layers[region.kind] |= region.mask
        layers[RegionKind.CAST_OUT] |= picture.cast_out_regions
        layers[RegionKind.LEAVING] = picture.leaving_regions
        ratio = painter.device().devicePixelRatioF()
        for kind, mask in layers.items():
            if not mask:
                continue
            if not self.cached:
                draw_region_fill(painter, cell_rects(layout, geom.points(mask)), kind)
                continue
            brush = self._brushes.get((kind, ratio))
            if brush is None:
                brush = self._brushes[kind, ratio] = region_brush(kind, ratio)
            painter.save()
            painter.setRenderHint(QPainter.Antialiasing, False)  # cells meet without seams
            painter.setPen(Qt.NoPen)
            painter.setBrush(brush)
            painter.drawRects(cell_rects(layout, geom.points(mask)))
            painter.restore()

    def _paint_background(self, painter: QPainter, layout: Layout, width: float, height: float,
                          missing: frozenset[Point], wrap: Wrap = Wrap.NONE) -> None:
        if not self.cached:
            draw_background(painter, layout, missing, wrap)
            return
        ratio = painter.device().devicePixelRatioF()
        key = (width, height, layout.columns, layout.rows, missing, wrap, ratio)
        if self._background is None or self._background[0] != key:
            pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.transparent)
            with painting(pixmap) as inner:
                inner.setRenderHint(QPainter.Antialiasing, True)
                inner.setRenderHint(QPainter.TextAntialiasing, True)
                draw_background(inner, layout, missing, wrap)
            self._background = (key, pixmap)
        painter.drawPixmap(0, 0, self._background[1])

    def _sprites_at(self, painter: QPainter, layout: Layout, points: list[Point], draw, *args,
                    span: float = 1.2) -> None:
        """``draw(painter, centre, cell, *args)`` at each point, pasted from a pixmap ``span``
        cells wide made once per size: a 52x52 board has thousands of stones and marks, too many
        for gradients, and hundreds of region letters."""
        cell = layout.cell
        if not self.cached:
            for point in points:
                draw(painter, layout.centre(point), cell, *args)
            return
        if not points:
            return
        ratio = painter.device().devicePixelRatioF()
        key = (draw, args, cell, ratio, span)
        pixmap = self._sprites.get(key)
        if pixmap is None:
            side = math.ceil(cell * span)
            pixmap = QPixmap(max(1, round(side * ratio)), max(1, round(side * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.transparent)
            with painting(pixmap) as inner:
                inner.setRenderHint(QPainter.Antialiasing, True)
                draw(inner, QPointF(side / 2, side / 2), cell, *args)
            if len(self._sprites) > MAX_SPRITES:
                self._sprites.clear()
            self._sprites[key] = pixmap
        half = pixmap.width() / ratio / 2
        left, top = layout.left - half, layout.top - half
        draw_pixmap = painter.drawPixmap
        for column, row in points:
            draw_pixmap(QPointF(left + column * cell, top + row * cell), pixmap)


def legend_icon(kind: str, size: int, ratio: float = 1.0) -> QPixmap:
    """A small sample of one overlay, drawn by the board's own primitives, for the legend."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(WOOD)
    with painting(pixmap) as painter:
        painter.setRenderHint(QPainter.Antialiasing, True)
        draw_legend_sample(painter, kind, size)
    return pixmap


def draw_legend_sample(painter: QPainter, kind: str, size: float) -> None:
    """The sample of ``kind`` in a ``size`` square."""
    centre = QPointF(size / 2, size / 2)
    cell = size * 0.9
    square = [QRectF(0, 0, size, size)]
    samples = {
        "safe": lambda: (draw_stone(painter, centre, cell, Colour.BLACK),
                         draw_safe_mark(painter, centre, cell, Colour.BLACK)),
        "territory": lambda: draw_territory_mark(painter, centre, cell * 1.6, Colour.BLACK),
        "vital": lambda: draw_region_fill(painter, square, RegionKind.VITAL),
        "healthy": lambda: draw_region_fill(painter, square, RegionKind.HEALTHY),
        "cast out": lambda: (painter.setOpacity(0.4), draw_stone(painter, centre, cell, Colour.WHITE),
                             painter.setOpacity(1.0), draw_strike(painter, centre, cell, QColor("#505050"))),
        "leaving": lambda: (draw_stone(painter, centre, cell * 0.7, Colour.BLACK),
                            draw_ring(painter, centre, cell * 0.7, ORANGE, scale=0.62)),
        "illegal": lambda: (draw_stone(painter, centre, cell, Colour.WHITE), draw_illegal_mark(painter, centre, cell)),
        "region letter": lambda: draw_region_letter(painter, centre, cell, "a", False),
    }
    samples[kind]()

