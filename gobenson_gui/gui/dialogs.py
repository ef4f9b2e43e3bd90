"""Small dialogs: a new board's size, a game of a multi-game file, unsaved changes, errors.

Each is a function or a class with one obvious call, so the main window reads as a list of
decisions and tests can patch exactly one thing.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QInputDialog,
                               QListWidget, QMessageBox, QProgressDialog, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from ..core.geometry import MAX_SIZE, Wrap
from ..core.words.i18n import N_, _
from .screen_fit import fit_dialog, keep_title_whole
from .words import arrangements_searched, read_as_it_is, read_leniently_in_full, unsaved_changes

PRESETS = ((19, 19), (13, 13), (9, 9), (7, 7), (7, 5), (5, 5), (7, 3))
WRAP_CHOICES = ((Wrap.NONE, N_("None (a flat board)")), (Wrap.COLUMNS, N_("Columns (a standing cylinder)")),
                (Wrap.ROWS, N_("Rows (a lying cylinder)")), (Wrap.BOTH, N_("Both (a torus)")))
"""The sides a new board may join, as the New board dialog offers them."""


def accepting_buttons(dialog: QDialog, buttons: QDialogButtonBox.StandardButton) -> QDialogButtonBox:
    """``buttons`` for ``dialog``, the accepting one (OK, Open) accepting it and Cancel rejecting it."""
    box = QDialogButtonBox(buttons)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


class NewBoardDialog(QDialog):
    """Columns and rows from 1 to 52, with buttons for the usual sizes, and which sides wrap."""

    def __init__(self, parent: QWidget | None = None, columns: int = 19, rows: int = 19) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("New board"))
        self.columns = self._spin(columns)
        self.rows = self._spin(rows)
        form = QFormLayout()
        form.addRow(_("Columns:"), self.columns)
        form.addRow(_("Rows:"), self.rows)
        self.wrap = QComboBox()
        for wrap, text in WRAP_CHOICES:
            self.wrap.addItem(_(text), wrap.value)
        form.addRow(_("Wrap:"), self.wrap)
        presets = QHBoxLayout()
        for preset in PRESETS:
            button = QPushButton(f"{preset[0]}\u00d7{preset[1]}")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, size=preset: self.set_size(*size))
            presets.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(presets)
        layout.addWidget(accepting_buttons(self, QDialogButtonBox.StandardButton.Ok
                                           | QDialogButtonBox.StandardButton.Cancel))
        keep_title_whole(self)

    @staticmethod
    def _spin(value: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(1, MAX_SIZE)
        spin.setValue(value)
        return spin

    def set_size(self, columns: int, rows: int) -> None:
        self.columns.setValue(columns)
        self.rows.setValue(rows)

    def chosen(self) -> tuple[int, int, Wrap]:
        """Columns, rows and the sides that wrap."""
        return self.columns.value(), self.rows.value(), Wrap(self.wrap.currentData())


def ask_board_size(parent: QWidget | None, columns: int, rows: int) -> tuple[int, int, Wrap] | None:
    dialog = NewBoardDialog(parent, columns, rows)
    return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None


def ask_game(parent: QWidget | None, descriptions: list[str]) -> int | None:
    """Which game of a multi-game file to open (None if cancelled)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(_("Choose a game"))
    games = QListWidget()
    games.addItems(descriptions)
    games.setCurrentRow(0)
    games.itemDoubleClicked.connect(dialog.accept)
    layout = QVBoxLayout(dialog)
    layout.addWidget(games)
    layout.addWidget(accepting_buttons(dialog, QDialogButtonBox.StandardButton.Open
                                       | QDialogButtonBox.StandardButton.Cancel))
    fit_dialog(dialog, QSize(420, 320))
    return games.currentRow() if dialog.exec() == QDialog.DialogCode.Accepted else None


def ask_label(parent: QWidget | None, default: str) -> str | None:
    """The text of a label, ``default`` offered (None if cancelled)."""
    text, accepted = QInputDialog.getText(parent, _("Label"), _("Label text:"), text=default)
    return text.strip() if accepted else None


class Unsaved(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


def ask_unsaved(parent: QWidget | None, name: str) -> Unsaved:
    """Save, discard or keep editing, before something would drop unsaved changes."""
    answer = QMessageBox.warning(
        parent, _("Unsaved changes"),
        unsaved_changes(name),
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Save)
    if answer == QMessageBox.StandardButton.Save:
        return Unsaved.SAVE
    if answer == QMessageBox.StandardButton.Discard:
        return Unsaved.DISCARD
    return Unsaved.CANCEL


class SearchProgress(QProgressDialog):
    """A busy bar, the count of arrangements searched, and Cancel, while a search runs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_("Searching every arrangement\u2026"), _("Cancel"), 0, 0, parent)
        self.setWindowTitle(_("Verify by search"))
        keep_title_whole(self)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumDuration(400)

    def show_count(self, count: int) -> None:
        self.setLabelText(arrangements_searched(count))


def show_notice(parent: QWidget | None, title: str, message: str) -> None:
    QMessageBox.information(parent, title, message)


NOTES_SHOWN = 40


def show_notes(parent: QWidget | None, name: str, notes: list[str]) -> None:
    """The notes on how a file was read: the first few in the message, all of them in its
    details (a file can carry thousands)."""
    if not notes:
        show_notice(parent, _("How the file was read"), read_as_it_is(name))
        return
    shown = "\n".join(notes[:NOTES_SHOWN])
    more = max(0, len(notes) - NOTES_SHOWN)
    box = QMessageBox(QMessageBox.Icon.Information, _("How the file was read"),
                      read_leniently_in_full(name, shown, more),
                      QMessageBox.StandardButton.Ok, parent)
    if more:
        box.setDetailedText("\n".join(notes))
    box.exec()


def show_error(parent: QWidget | None, title: str, message: str, details: str = "") -> None:
    box = QMessageBox(QMessageBox.Icon.Critical, title, message, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.exec()
