"""The engine's settings: its command line and time limit, kept in the settings under
``engine/command`` and ``engine/timeout``, in a form of their own that the Preferences hold
(Engine > Engine settings… opens them there)."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox, QFormLayout, QLineEdit, QWidget

from ..core.settings import Settings, Value
from ..core.words.i18n import _
from ..gtp.client import DEFAULT_TIMEOUT, default_command

COMMAND_KEY = "engine/command"
TIMEOUT_KEY = "engine/timeout"
LONGEST_TIMEOUT = 3600.0


def engine_command(settings: Settings) -> str:
    """The command line set, else GNU Go's if it is installed, else nothing."""
    command = settings.value(COMMAND_KEY)
    return command if isinstance(command, str) and command else default_command()


def engine_timeout(settings: Settings) -> float:
    """The time limit set, within what the form allows."""
    try:
        seconds = float(settings.value(TIMEOUT_KEY, DEFAULT_TIMEOUT))  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        return DEFAULT_TIMEOUT
    return min(max(seconds, 1.0), LONGEST_TIMEOUT) if seconds == seconds else DEFAULT_TIMEOUT


class EngineSettingsForm(QWidget):
    """The command line and the time limit, read from ``settings``; :meth:`values` are those to keep."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        """The fields as they are with nothing set (kept only when the Preferences are)."""
        self.command.setText(default_command())
        self.timeout.setValue(DEFAULT_TIMEOUT)

    def values(self) -> dict[str, Value]:
        return {COMMAND_KEY: self.command.text().strip(), TIMEOUT_KEY: self.timeout.value()}
