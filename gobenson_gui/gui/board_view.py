"""The board widget: draws the picture it is given and reports clicks and hovers as points.

It holds no game state: the controller composes a :class:`~.picture.BoardPicture` and reacts to
the signals, so the same widget serves both boards of the side-by-side view.  Painting goes
through QPainter on the widget, which Qt scales to the screen's device pixel ratio, so lines and
stones stay sharp on HiDPI screens.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QContextMenuEvent, QMouseEvent, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..core.board import Board
from ..core.geometry import Point
from .board_paint import BoardPainter, Layout, board_layout, painting
from .picture import BoardPicture


class BoardView(QWidget):
    clicked = Signal(object, object, object)
    """(point, Qt.MouseButton, Qt.KeyboardModifiers) for a press on a point of the board."""
    hovered = Signal(object)
    """The point under the mouse, or None when it leaves the board."""
    dragged = Signal(object, object)
    """(point pressed, point under the mouse) while the left button is held down."""
    released = Signal(object, object)
    """(point pressed, point under the mouse or None off the board) when the left button that
    pressed a point of the board comes up."""
    menu_requested = Signal(object, object, bool)
    """(point, global QPoint, by the mouse) for a context menu on a point of the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setFocusPolicy(Qt.ClickFocus)
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self.board_painter = BoardPainter(report=report_later)
        self.picture = BoardPicture(Board.empty(19, 19))
        self._hovered: Point | None = None
        self._pressed: Point | None = None

    def sizeHint(self) -> QSize:
        return QSize(640, 640)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 160)

    def set_picture(self, picture: BoardPicture) -> None:
        """Show ``picture``; a board of another shape forgets the point under the mouse and a
        drag begun on the old one, whose points mean nothing on the new one."""
        if picture.board.geometry != self.picture.board.geometry:
            self._hovered = self._pressed = None
        self.picture = picture
        self.update()

    def board_layout(self) -> Layout:
        board = self.picture.board
        return board_layout(self.width(), self.height(), board.columns, board.rows)

    def point_at(self, position: QPointF) -> Point | None:
        return self.board_layout().point_at(position.x(), position.y())

    def centre_of(self, point: Point) -> QPointF:
        """Where a point is drawn, in widget coordinates (tests click there)."""
        return self.board_layout().centre(point)

    def paintEvent(self, event: QPaintEvent) -> None:
        with painting(self) as painter:
            painter.fillRect(self.rect(), self.palette().window())
            self.board_painter.paint(painter, self.width(), self.height(), self.picture)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = self.point_at(event.position())
        self._pressed = point if event.button() == Qt.LeftButton else None
        if point is not None:
            self.clicked.emit(point, event.button(), event.modifiers())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pressed is not None and event.button() == Qt.LeftButton:
            self.released.emit(self._pressed, self.point_at(event.position()))
        self._pressed = None

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        point = self.point_at(QPointF(event.pos()))
        if point is not None:
            self.menu_requested.emit(point, event.globalPos(), event.reason() == QContextMenuEvent.Mouse)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = self.point_at(event.position())
        if self._pressed is not None and point is not None and point != self._hovered \
                and event.buttons() & Qt.LeftButton:
            self.dragged.emit(self._pressed, point)
        self._set_hovered(point)

    def leaveEvent(self, event) -> None:
        self._set_hovered(None)

    def _set_hovered(self, point: Point | None) -> None:
        if point != self._hovered:
            self._hovered = point
            self.hovered.emit(point)


def show_boards(views: list[BoardView], boards: list[tuple[str, BoardPicture]]) -> None:
    """Put each captioned picture on a view of the pair; the second view shows only when there
    are two (the colours side by side)."""
    for view, (_, picture) in zip(views, boards):
        view.set_picture(picture)
    views[1].setVisible(len(boards) > 1)


def report_later(error: Exception) -> None:
    """Hand a drawing failure to the exception hook (the error dialog) once the paint event is
    over: a dialog opened inside it would paint inside a paint."""
    QTimer.singleShot(0, lambda: sys.excepthook(type(error), error, error.__traceback__))
