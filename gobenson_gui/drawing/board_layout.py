"""Where a board's points fall in pixels, and which point is under the mouse: the geometry that
the painter, the board widget and the exported scenes share."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath

from ..core.geometry import Point


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
    path.setFillRule(Qt.FillRule.WindingFill)
    for rect in cell_rects(layout, points):
        path.addRect(rect)
    return path
