"""Starting the editor: the QApplication, its style and icon, one editor per user and display (a
later start hands its file over, see :mod:`.running_editor`), and a safety net for unexpected errors.

An exception that escapes a slot would otherwise only be printed (or, in some Qt set-ups, end
the program).  The hook shows it in a dialog instead; since every edit goes through a command
that is applied before it is recorded, a failed edit leaves the document as it was.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QWidget

from ..core.words.i18n import _
from .dialogs import show_error
from .data import APPLICATION_ICON_SIZES, RESOURCES, WELCOME, application_icon_svg
from .languages import missing_font_notice, start_language
from .running_editor import EditorServer, bring_forward, hand_over, server_name
from .settings import open_settings, settings_notice
from .words import unexpected_error

if TYPE_CHECKING:  # imported where the window is made, once the language is chosen
    from .main_window import MainWindow

QUIT_WHEN_SHOWN = "GOBENSON_QUIT_WHEN_SHOWN"
"""Set (to anything), the editor prints its window's title and quits once its event loop runs,
with the file open: the bundle's smoke test (packaging/smoke_test.sh) starts it so, offscreen."""


def install_excepthook(parent_of_dialog: Callable[[], QWidget]) -> None:
    """Show uncaught exceptions in a dialog; ``parent_of_dialog()`` gives the window to use."""

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, error, trace))
        sys.stderr.write(details)
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        show_error(parent_of_dialog(), _("Unexpected error"),
                   unexpected_error(error), details)

    sys.excepthook = hook


def application_icon_image(size: int) -> QImage:
    """gobenson's icon at ``size`` pixels, as ``gobenson desktop`` installs it."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(application_icon_svg(size))).render(painter)
    painter.end()
    return image


def application_icon() -> QIcon:
    icon = QIcon()
    for size in APPLICATION_ICON_SIZES:
        icon.addPixmap(QPixmap.fromImage(application_icon_image(size)))
    return icon


def application(argv: list[str]) -> QApplication:
    """The application, made with ``argv`` (the program's name, then Qt's own options) if there is
    none yet; a style sheet given with ``-stylesheet`` takes the place of gobenson's."""
    app = cast(QApplication, QApplication.instance() or QApplication(argv))  # the editor makes no other kind
    app.setApplicationName("gobenson")
    app.setOrganizationName("gobenson")
    app.setDesktopFileName("gobenson")  # so that a window manager finds the menu entry, gobenson.desktop
    app.setWindowIcon(application_icon())
    style = RESOURCES / "style.qss"
    if style.exists() and not any(option.startswith("-stylesheet") for option in argv[1:]):
        app.setStyleSheet(style.read_text())
    return app


def main(files: list[str] | None = None, qt_options: list[str] | None = None, language: str | None = None) -> int:
    """Open the editor on work recovered from a session that ended badly, else on ``files``
    (the first one), else on the welcome position; ``qt_options`` (``-style fusion``...) go to Qt.
    It speaks ``language`` (``--lang``), else ``GOBENSON_LANG``'s, else the one of Preferences.
    When the user's editor already runs on this display, it is given ``files`` instead."""
    name = server_name(qt_options or ())
    if name is not None and hand_over(name, files or []):
        return 0
    app = application(["gobenson", *(qt_options or [])])
    settings = open_settings()
    start_language(settings, language)
    from .main_window import MainWindow  # in the language spoken; after the hand-over, which needs none of it

    window = MainWindow(settings=settings)
    if name is not None:
        serve_files(name, window)
    install_excepthook(lambda: window if window.isVisible() else QWidget())
    if os.environ.get(QUIT_WHEN_SHOWN):
        QTimer.singleShot(0, lambda: (print(window.windowTitle().replace("[*]", "")), app.quit()))
    window.show()
    settings_notice(window, settings)
    missing_font_notice(window, settings)
    if window.file.offer_recovery():
        return app.exec()  # the recovered work is shown instead of a file or the welcome position
    if files:
        window.file.open_path(files[0], confirmed=True)
    elif WELCOME.exists():
        window.file.open_path(str(WELCOME), sample=True, confirmed=True)
    return app.exec()


def serve_files(name: str, window: MainWindow) -> EditorServer:
    """Take the files later starts hand over (see :mod:`.running_editor`): bring the window
    forward and open the first, asking about unsaved changes as File > Open does."""
    def take(paths: list[str]) -> None:
        bring_forward(window)
        if paths:
            window.file.open_path(paths[0])

    return EditorServer(name, take, parent=window)
