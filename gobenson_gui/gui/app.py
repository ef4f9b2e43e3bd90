"""Starting the editor: the QApplication, its style, and a safety net for unexpected errors.

An exception that escapes a slot would otherwise only be printed (or, in some Qt set-ups, end
the program).  The hook shows it in a dialog instead; since every edit goes through a command
that is applied before it is recorded, a failed edit leaves the document as it was.
"""

from __future__ import annotations

import sys
import traceback

from PySide6.QtWidgets import QApplication, QWidget

from ..core.words.editor import unexpected_error
from ..core.words.i18n import _
from .dialogs import show_error
from .data import RESOURCES, WELCOME
from .panels import icon


def install_excepthook(parent_of_dialog) -> None:
    """Show uncaught exceptions in a dialog; ``parent_of_dialog()`` gives the window to use."""

    def hook(kind, error, trace) -> None:
        details = "".join(traceback.format_exception(kind, error, trace))
        sys.stderr.write(details)
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        show_error(parent_of_dialog(), _("Unexpected error"),
                   unexpected_error(error), details)

    sys.excepthook = hook


def application(argv: list[str]) -> QApplication:
    """The application, made with ``argv`` (the program's name, then Qt's own options) if there is
    none yet; a style sheet given with ``-stylesheet`` takes the place of gobenson's."""
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("gobenson")
    app.setOrganizationName("gobenson")
    app.setWindowIcon(icon("setup-alternate"))
    style = RESOURCES / "style.qss"
    if style.exists() and not any(option.startswith("-stylesheet") for option in argv[1:]):
        app.setStyleSheet(style.read_text())
    return app


def main(files: list[str] | None = None, qt_options: list[str] | None = None) -> int:
    """Open the editor on work recovered from a session that ended badly, else on ``files``
    (the first one), else on the welcome position; ``qt_options`` (``-style fusion``...) go to Qt."""
    from .main_window import MainWindow

    app = application(["gobenson", *(qt_options or [])])
    window = MainWindow()
    install_excepthook(lambda: window if window.isVisible() else QWidget())
    window.show()
    if window.offer_recovery():
        return app.exec()  # the recovered work is shown instead of a file or the welcome position
    if files:
        window.open_path(files[0], confirmed=True)
    elif WELCOME.exists():
        window.open_path(str(WELCOME), remember=False, confirmed=True)
    return app.exec()
