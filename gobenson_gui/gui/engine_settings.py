"""The engine's settings: its command line and time limit, kept in QSettings under
``engine/command`` and ``engine/timeout``, in a form of their own that the Preferences hold
(Engine > Engine settings… opens them there)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDoubleSpinBox, QFormLayout, QLineEdit, QWidget

from ..core.words.i18n import _
from ..gtp.client import DEFAULT_TIMEOUT, default_command

COMMAND_KEY = "engine/command"
TIMEOUT_KEY = "engine/timeout"
LONGEST_TIMEOUT = 3600.0


def engine_command(settings: QSettings) -> str:
    """The command line set, else GNU Go's if it is installed, else nothing."""
    return str(settings.value(COMMAND_KEY, "") or "") or default_command()


def engine_timeout(settings: QSettings) -> float:
    """The time limit set, within what the form allows."""
    try:
        seconds = float(settings.value(TIMEOUT_KEY, DEFAULT_TIMEOUT))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return DEFAULT_TIMEOUT
    return min(max(seconds, 1.0), LONGEST_TIMEOUT) if seconds == seconds else DEFAULT_TIMEOUT


class EngineSettingsForm(QWidget):
    """The command line and the time limit, read from and written to ``settings``."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.command = QLineEdit(engine_command(settings))
        self.command.setPlaceholderText("gnugo --mode gtp")
        self.command.setToolTip(_("The engine's command line, e.g. gnugo --mode gtp, or "
                                  "katago gtp -config gtp.cfg -model model.bin.gz"))
        self.command.setMinimumWidth(360)
        self.timeout = QDoubleSpinBox()
        self.timeout.setRange(1.0, LONGEST_TIMEOUT)
        self.timeout.setDecimals(0)
        self.timeout.setSuffix(_(" s"))
        self.timeout.setValue(engine_timeout(settings))
        self.timeout.setToolTip(_("How long the engine may take over one command before it is stopped"))
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(_("&Command line:"), self.command)
        form.addRow(_("&Time limit:"), self.timeout)

    def restore_defaults(self) -> None:
        """The fields as they are with nothing set (saved only by :meth:`save`)."""
        self.command.setText(default_command())
        self.timeout.setValue(DEFAULT_TIMEOUT)

    def save(self) -> None:
        self.settings.setValue(COMMAND_KEY, self.command.text().strip())
        self.settings.setValue(TIMEOUT_KEY, self.timeout.value())
