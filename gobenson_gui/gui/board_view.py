"""The board widget: draws the picture it is given and reports clicks and hovers as points.

It holds no game state: the controller sends it a
:class:`~gobenson_gui.view.picture.BoardPicture` of the session's scene and reacts to the
signals, so the same widget serves both boards of the side-by-side view.

With the keyboard focus the board has a cursor of its own, moved by Shift and the arrow keys
(the arrows alone walk through the record, as everywhere in the window), and Enter or Space
acts there as a click would.  Its accessible description reads the point under the cursor, so
a screen reader can tell the position and the verdict without a pointer.  Painting goes
through QPainter on the widget, which Qt scales to the screen's device pixel ratio, so lines and
stones stay sharp on HiDPI screens.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from functools import partial

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QContextMenuEvent, QFocusEvent, QKeySequence, QMouseEvent, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..core.board import Board
from ..core.geometry import Point
from ..core.words.i18n import N_, _
from ..drawing.board_layout import Layout, board_layout
from ..drawing.board_marks import BoardStyle, draw_keyboard_cursor, painting
from ..drawing.board_painter import BoardPainter
from ..view.picture import BoardPicture

CURSOR_MOVES = ((N_("Board cursor left"), "Shift+Left", (-1, 0)), (N_("Board cursor right"), "Shift+Right", (1, 0)),
                (N_("Board cursor up"), "Shift+Up", (0, -1)), (N_("Board cursor down"), "Shift+Down", (0, 1)))
"""The keys that move the board's keyboard cursor, one point each: Shift with the arrows, which
alone move through the record."""
CURSOR_ACTS = ((N_("Click at the board cursor"), ("Return", "Enter", "Space"),
                Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier),
               (N_("Right-click at the board cursor (the other colour, or remove)"), ("Shift+Return", "Shift+Enter",
                                                                                  "Shift+Space"),
                Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier),
               (N_("Ctrl+click at the board cursor (type a label)"), ("Ctrl+Return", "Ctrl+Enter"),
                Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier))
"""The keys that act at the cursor as a mouse button would: (text, keys, button, modifiers)."""
KEYBOARD_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                    Qt.FocusReason.ShortcutFocusReason)
"""The ways of giving the board the keyboard focus that show its cursor: Tab, Shift+Tab and F6."""
BOARD_NAME = N_("Go board")


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
    keyboard_moved = Signal(object)
    """The point the keyboard cursor moved to."""
    activated = Signal(object, object, object)
    """(point, Qt.MouseButton, Qt.KeyboardModifiers) for Enter or Space at the keyboard cursor."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(_(BOARD_NAME))
        self.board_painter = BoardPainter(report=report_later)
        self.picture = BoardPicture(Board.empty(19, 19))
        self._hovered: Point | None = None
        self._pressed: Point | None = None
        self.keyboard_point: Point | None = None
        """The keyboard cursor: a point of the grid, which may be a missing one."""
        self._cursor_shown = False
        """Whether the keyboard placed the cursor last (a mouse press hides its frame)."""
        self.reader: Callable[[BoardPicture, Point], str] | None = None
        """Words for the point under the cursor, read as the board's accessible description."""
        self.cursor_actions = [self._cursor_action(_(text), [keys], partial(self.move_cursor, *step))
                               for text, keys, step in CURSOR_MOVES]
        self.cursor_actions += [self._cursor_action(_(text), keys, partial(self.act, button, held))
                                for text, keys, button, held in CURSOR_ACTS]

    def _cursor_action(self, text: str, keys: Iterable[str], slot: Callable[[], object]) -> QAction:
        """A key of the cursor, as an action of the board alone (so that it fights no key of
        the window's and Help > Keyboard shortcuts lists it)."""
        action = QAction(text, self)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        action.triggered.connect(lambda checked=False: slot())
        self.addAction(action)
        return action

    def sizeHint(self) -> QSize:
        return QSize(640, 640)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 160)

    def set_picture(self, picture: BoardPicture) -> None:
        """Show ``picture``; a board of another shape forgets the point under the mouse and a
        drag begun on the old one, whose points mean nothing on the new one."""
        if picture.board.geometry != self.picture.board.geometry:
            self._hovered = self._pressed = None
            if self.keyboard_point is not None:
                self.keyboard_point = _on_grid(self.keyboard_point, picture.board)
        self.picture = picture
        self._read_cursor()
        self.update()

    def board_layout(self) -> Layout:
        board = self.picture.board
        return board_layout(self.width(), self.height(), board.columns, board.rows, self.picture.view)

    def point_at(self, position: QPointF) -> Point | None:
        return self.board_layout().point_at(position.x(), position.y())

    def centre_of(self, point: Point) -> QPointF:
        """Where a point is drawn, in widget coordinates (tests click there)."""
        return self.board_layout().centre(point)

    def set_style(self, style: BoardStyle) -> None:
        """Draw the board in ``style`` (Preferences' colours and letter size) from now on."""
        if style != self.board_painter.style:
            self.board_painter.style = style
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        with painting(self) as painter:
            painter.fillRect(self.rect(), self.palette().window())
            layout = self.board_painter.paint(painter, self.width(), self.height(), self.picture)
            point = self.keyboard_point
            if layout is not None and point is not None and self.cursor_visible():
                draw_keyboard_cursor(painter, layout.centre(point), layout.cell)

    def cursor_visible(self) -> bool:
        """The cursor is drawn while the board has the keyboard focus and the keyboard placed it."""
        return self._cursor_shown and self.keyboard_point is not None and self.hasFocus()

    # -- the keyboard cursor -------------------------------------------------------------------

    def move_cursor(self, columns: int, rows: int) -> None:
        """Move the cursor by ``columns`` and ``rows``: it stops at the edges of the grid, and
        goes round a side that wraps.  Missing points are stepped on too (the tool that takes
        them off the board puts them back there)."""
        if self.keyboard_point is None:
            self.place_cursor(self._cursor_start())
            return
        geom = self.picture.board.geometry
        column, row = self.keyboard_point
        self.place_cursor((_step(column, columns, geom.columns, geom.wrap.columns),
                           _step(row, rows, geom.rows, geom.wrap.rows)))

    def place_cursor(self, point: Point) -> None:
        """Show the cursor on ``point``: the point under the mouse follows it."""
        self.keyboard_point = point
        self._cursor_shown = True
        self._hovered = point
        self.keyboard_moved.emit(point)
        self._read_cursor()
        self.update()

    def take_keyboard(self) -> None:
        """Give the board the keyboard focus and show its cursor (F6), also when a click gave
        it the focus already."""
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if not self._cursor_shown:
            self.place_cursor(self._cursor_start())

    def act(self, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        """Enter or Space: ``button`` at the cursor; when it is hidden, the key only shows it."""
        if self.keyboard_point is None or not self._cursor_shown:
            self.place_cursor(self._cursor_start())
            return
        self.activated.emit(self.keyboard_point, button, modifiers)

    def _cursor_start(self) -> Point:
        """Where the cursor shows first: where it was (the point last clicked), else under the
        mouse, else in the middle of the board."""
        board = self.picture.board
        return self.keyboard_point or self._hovered or (board.columns // 2, board.rows // 2)

    def _read_cursor(self) -> None:
        """Put the words for the point under the cursor in the accessible description (Qt tells
        assistive technology that it changed); only while the keyboard moves the cursor, so that
        hovers with the mouse cost nothing more."""
        if not self._cursor_shown or self.reader is None or self.keyboard_point is None:
            return
        text = self.reader(self.picture, self.keyboard_point)
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)

    def focusInEvent(self, event: QFocusEvent) -> None:
        if event.reason() in KEYBOARD_REASONS:
            self.place_cursor(self._cursor_start())
        elif event.reason() == Qt.FocusReason.ActiveWindowFocusReason:
            self._cursor_shown = False  # back from a dialog or another window: the keys show it again
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()  # the cursor goes with the focus
        super().focusOutEvent(event)

    # -- the mouse -----------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = self.point_at(event.position())
        self._pressed = point if event.button() == Qt.MouseButton.LeftButton else None
        if point is not None:
            self.keyboard_point, self._cursor_shown = point, False  # the keys go on from the point clicked
            self.update()
            self.clicked.emit(point, event.button(), event.modifiers())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pressed is not None and event.button() == Qt.MouseButton.LeftButton:
            self.released.emit(self._pressed, self.point_at(event.position()))
        self._pressed = None

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """The menu key opens the menu of the point under the keyboard cursor, when it is shown."""
        by_mouse = event.reason() == QContextMenuEvent.Reason.Mouse
        cursor = self.keyboard_point
        if not by_mouse and cursor is not None and self.cursor_visible():
            self.menu_requested.emit(cursor, self.mapToGlobal(self.centre_of(cursor).toPoint()), False)
            return
        point = self.point_at(QPointF(event.pos()))
        if point is not None:
            self.menu_requested.emit(point, event.globalPos(), by_mouse)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = self.point_at(event.position())
        if self._pressed is not None and point is not None and point != self._hovered \
                and event.buttons() & Qt.MouseButton.LeftButton:
            self.dragged.emit(self._pressed, point)
        self._set_hovered(point)

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hovered(None)

    def _set_hovered(self, point: Point | None) -> None:
        if point != self._hovered:
            self._hovered = point
            self.hovered.emit(point)


def _step(at: int, by: int, size: int, wraps: bool) -> int:
    """``at`` moved ``by`` along a side of ``size`` points: round a wrapped side, else stopped at
    its ends."""
    return (at + by) % size if wraps else max(0, min(at + by, size - 1))


def _on_grid(point: Point, board: Board) -> Point:
    """``point`` moved onto a grid of another shape, at the nearest edge if it falls outside."""
    return min(point[0], board.columns - 1), min(point[1], board.rows - 1)


def show_boards(views: list[BoardView], boards: list[tuple[str, BoardPicture]]) -> None:
    """Put each captioned picture on a view of the pair; the second view shows only when there
    are two (the colours side by side)."""
    for view, (_caption, picture) in zip(views, boards):
        view.set_picture(picture)
    views[1].setVisible(len(boards) > 1)


def report_later(error: Exception) -> None:
    """Hand a drawing failure to the exception hook (the error dialog) once the paint event is
    over: a dialog opened inside it would paint inside a paint."""
    QTimer.singleShot(0, lambda: sys.excepthook(type(error), error, error.__traceback__))
