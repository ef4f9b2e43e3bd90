"""The Game info dialog: the players, the event and the result of the game on show."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QPlainTextEdit, QWidget

from ..core.sgf.properties import GAME_INFO, PROPERTIES, Value
from ..core.words.i18n import _
from .dialogs import accepting_buttons
from .screen_fit import fit_dialog


class GameInfoDialog(QDialog):
    """One field per property of :data:`GAME_INFO`, filled with the game's text; a Text property
    (the comment, ``GC``) gets several lines, as its line breaks are kept."""

    def __init__(self, parent: QWidget | None, values: dict[str, str]) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Game info"))
        self.fields: dict[str, QLineEdit | QPlainTextEdit] = {}
        form = QFormLayout(self)
        for prop, name in GAME_INFO.items():
            editor = QPlainTextEdit if PROPERTIES[prop].value is Value.TEXT else QLineEdit
            field = editor(values.get(prop, ""))
            form.addRow(_("{name}:").format(name=name), field)
            self.fields[prop] = field
        form.addRow(accepting_buttons(self, QDialogButtonBox.StandardButton.Ok
                                      | QDialogButtonBox.StandardButton.Cancel))
        fit_dialog(self, QSize(440, 480))

    def values(self) -> dict[str, str]:
        return {prop: field.toPlainText() if isinstance(field, QPlainTextEdit) else field.text()
                for prop, field in self.fields.items()}


def ask_game_info(parent: QWidget | None, values: dict[str, str]) -> dict[str, str] | None:
    """The game information as the user leaves it (None if cancelled)."""
    dialog = GameInfoDialog(parent, values)
    return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None
