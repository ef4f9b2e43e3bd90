"""Windows that fit the screen they open on: the editor, its dialogs and the presentation.

A window manager puts a frame (title bar and borders) around every window, and that frame takes
screen room too: a window whose client area is as tall as the screen's free area has its bottom
edge -- the editor's status bar, a dialog's Close button -- below the screen.  So the sizes here
are of the frame, worked out from the client area and the frame's margins.  Before a window is
first shown the window manager has not framed it yet, and :data:`FRAME_GUESS` stands in for its
margins; the editor fits itself again once the real ones are known.

:func:`placed` is pure, so that the sizing can be tested for any screen.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_GUESS = QMargins(6, 32, 6, 6)
"""A title bar and thin borders: the margins assumed before the window manager has told its own."""


def placed(wanted: QRect, available: QRect, frame: QMargins) -> QRect:
    """The client area nearest to ``wanted`` whose frame (``frame`` around it) lies inside
    ``available``: shrunk where it is too large, then moved where it sticks out."""
    width = min(wanted.width(), available.width() - frame.left() - frame.right())
    height = min(wanted.height(), available.height() - frame.top() - frame.bottom())
    left = min(max(wanted.left(), available.left() + frame.left()), available.right() - frame.right() - width + 1)
    top = min(max(wanted.top(), available.top() + frame.top()), available.bottom() - frame.bottom() - height + 1)
    return QRect(left, top, width, height)


def centred(size: QSize, available: QRect) -> QRect:
    """A rectangle of ``size`` in the middle of ``available`` (sticking out if larger)."""
    wanted = QRect(QPoint(0, 0), size)
    wanted.moveCenter(available.center())
    return wanted


def frame_margins(window: QWidget) -> QMargins:
    """The frame the window manager puts around ``window``, or :data:`FRAME_GUESS` while it has
    not told it (before the window is first shown, or with no window manager to ask)."""
    handle = window.windowHandle()
    margins = handle.frameMargins() if handle is not None else QMargins()
    return FRAME_GUESS if margins.isNull() else margins


def available_area(window: QWidget, where: QPoint | None = None) -> QRect:
    """The free area (without panels and docks) of the screen at ``where``, else of the screen
    ``window`` is on, else of the primary screen."""
    screen = QGuiApplication.screenAt(where) if where is not None else None
    screen = screen or window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_dialog(dialog: QWidget, preferred: QSize) -> None:
    """Give ``dialog`` its ``preferred`` size, or what of it its screen has room for, frame
    included, so that its buttons stay on the screen."""
    room = available_area(dialog.parentWidget() or dialog)
    frame = frame_margins(dialog)
    dialog.resize(min(preferred.width(), room.width() - frame.left() - frame.right()),
                  min(preferred.height(), room.height() - frame.top() - frame.bottom()))


TITLE_BAR_CONTROLS = 140
"""The room a window manager's title bar takes besides the title: the window's icon and its
minimise, maximise and close buttons."""


def keep_title_whole(dialog: QWidget) -> None:
    """Make ``dialog`` wide enough for the window manager to show its title whole: a small
    dialog's title bar otherwise cuts it short ("New e… se set").  Title bars set their text in
    bold.  Called once the dialog has its layout: an explicit minimum size stands in for the
    layout's, so it must hold the contents too."""
    bold = QFont(dialog.font())
    bold.setBold(True)
    needed = QFontMetrics(bold).horizontalAdvance(dialog.windowTitle()) + TITLE_BAR_CONTROLS
    contents = dialog.minimumSizeHint()
    dialog.setMinimumSize(max(needed, contents.width()), contents.height())


def activate(widget: QWidget) -> None:
    """Lay ``widget`` out now, rather than when the event loop next runs: its sizes are wanted."""
    layout = widget.layout()
    if layout is not None:
        layout.activate()
