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
    """Where the points of a C x R board fall in a W x H area: all of them, or those of ``view``
    (first column, first row, last column, last row), the rest falling outside the area."""

    columns: int
    rows: int
    cell: float
    left: float
    top: float
    margin: float
    view: tuple[int, int, int, int] | None = None

    def centre(self, point: Point) -> QPointF:
        return QPointF(self.left + point[0] * self.cell, self.top + point[1] * self.cell)

    def point_at(self, x: float, y: float) -> Point | None:
        """The point nearest to (x, y), or None off the board."""
        column = round((x - self.left) / self.cell)
        row = round((y - self.top) / self.cell)
        first_column, first_row, last_column, last_row = self.view or (0, 0, self.columns - 1, self.rows - 1)
        if first_column <= column <= last_column and first_row <= row <= last_row:
            return (column, row)
        return None

    @property
    def shown_rect(self) -> QRectF:
        """What is drawn: the whole wood, or the wood of ``view``, cut half a cell beyond its
        last line where the view ends inside the board."""
        board = self.board_rect
        if self.view is None:
            return board
        first_column, first_row, last_column, last_row = self.view
        half = self.cell / 2
        left = board.left() if first_column == 0 else self.left + first_column * self.cell - half
        top = board.top() if first_row == 0 else self.top + first_row * self.cell - half
        right = board.right() if last_column == self.columns - 1 else self.left + last_column * self.cell + half
        bottom = board.bottom() if last_row == self.rows - 1 else self.top + last_row * self.cell + half
        return QRectF(left, top, right - left, bottom - top)

    @property
    def board_rect(self) -> QRectF:
        """The wood: the grid plus the margin that holds coordinates."""
        return QRectF(self.left - self.margin, self.top - self.margin,
                      (self.columns - 1) * self.cell + 2 * self.margin,
                      (self.rows - 1) * self.cell + 2 * self.margin)


def coordinate_pixels(cell: float) -> float:
    """Coordinates grow with the board but stay small beside big cells."""
    return max(7.0, min(cell * 0.42, 17.0))


def board_layout(width: float, height: float, columns: int, rows: int,
                 view: tuple[int, int, int, int] | None = None) -> Layout:
    """The largest board that fits, with room for coordinates on every edge; with ``view``
    (first column, first row, last column, last row), the largest that shows those points.

    Big cells snap to whole pixels so that grid lines fall on pixel boundaries and stay crisp.
    """
    first_column, first_row, last_column, last_row = view or (0, 0, columns - 1, rows - 1)
    shown_columns, shown_rows = last_column - first_column + 1, last_row - first_row + 1

    def fit(text: float) -> float:
        border = 2 * (0.55 + 2.2 * text)  # edge stones, then a line of coordinates, in cells
        return min(width / (shown_columns - 1 + border), height / (shown_rows - 1 + border))

    cell = fit(0.42)
    cell = max(1.0, fit(coordinate_pixels(cell) / cell))
    if cell >= 8:
        cell = math.floor(cell)
    margin = cell * 0.55 + coordinate_pixels(cell) * 2.2
    left = round((width - (shown_columns - 1) * cell) / 2) - first_column * cell
    top = round((height - (shown_rows - 1) * cell) / 2) - first_row * cell
    return Layout(columns, rows, cell, left, top, margin, view)


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
        if first is not None and last is not None:
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
