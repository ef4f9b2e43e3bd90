"""Where the editor keeps its settings, and the notice, at start, of a settings file that could
not be used (see :mod:`..core.settings`, which reads and writes it).

The file is ``settings.json`` in gobenson's folder of the user's configuration
(``$XDG_CONFIG_HOME/gobenson``, else ``~/.config/gobenson``); ``gobenson.conf`` beside it, which
earlier versions had Qt write, is read when there is no ``settings.json`` yet, and never written.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.settings import Settings, Value, load
from ..core.words import settings as words
from ..core.words.i18n import _

FILE_NAME = "settings.json"
EARLIER_FILE_NAME = "gobenson.conf"


def settings_folder() -> Path:
    """gobenson's folder in the user's configuration (tests point it elsewhere)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)) / "gobenson"


def open_settings() -> Settings:
    """The user's settings, as :func:`..core.settings.load` reads them (never raises)."""
    folder = settings_folder()
    return load(folder / FILE_NAME, folder / EARLIER_FILE_NAME)


def settings_notice(parent: QWidget, settings: Settings) -> QMessageBox | None:
    """Say, without blocking the start, that the settings file was set aside or cannot be read."""
    if not settings.notices:
        return None
    box = QMessageBox(QMessageBox.Icon.Warning, _("Settings not read"), "\n\n".join(settings.notices),
                      QMessageBox.StandardButton.Ok, parent)
    box.open()
    return box


def keep(settings: Settings, changes: Mapping[str, Value], say: Callable[[str], None] | None = None) -> bool:
    """Keep ``changes`` that follow from what the user did (not asked for in a dialog); when the
    file cannot be written, the editor goes on and ``say`` (else standard error) tells why."""
    try:
        settings.update(changes)
    except OSError as error:  # WriteError: its words name the file and say why
        message = words.settings_not_kept(error)
        if say is None:
            print(message, file=sys.stderr)
        else:
            say(message)
        return False
    return True


def text_list(value: object) -> list[str]:
    """A list of text as the settings hold it: earlier versions' file gives one item alone as
    text; anything that is no text is passed over."""
    if isinstance(value, str):
        return [value]
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []
