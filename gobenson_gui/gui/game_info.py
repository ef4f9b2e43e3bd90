"""The Game info dialog: the players, the event and the result of the game on show."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QPlainTextEdit, QWidget

from ..core.sgf.properties import GAME_INFO


class GameInfoDialog(QDialog):
    """One field per property of :data:`GAME_INFO`, filled with the game's text; the comment
    (``GC``) gets several lines."""

    def __init__(self, parent: QWidget | None, values: dict[str, str]) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game info")
        self.fields: dict[str, QLineEdit | QPlainTextEdit] = {}
        form = QFormLayout(self)
        for prop, name in GAME_INFO.items():
            field = QPlainTextEdit(values.get(prop, "")) if prop == "GC" else QLineEdit(values.get(prop, ""))
            form.addRow(f"{name}:", field)
            self.fields[prop] = field
        form.addRow(QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel,
                                     accepted=self.accept, rejected=self.reject))
        self.resize(440, 480)

    def values(self) -> dict[str, str]:
        return {prop: field.toPlainText() if isinstance(field, QPlainTextEdit) else field.text()
                for prop, field in self.fields.items()}


def ask_game_info(parent: QWidget | None, values: dict[str, str]) -> dict[str, str] | None:
    """The game information as the user leaves it (None if cancelled)."""
    dialog = GameInfoDialog(parent, values)
    return dialog.values() if dialog.exec() == QDialog.Accepted else None
