"""Edit > Preferences…: the language, the engine, the rules of a game that names none and the
board's look, kept in the window's settings (see README, "Preferences").

Nothing is written until OK; Cancel leaves every setting as it was.  When OK cannot write the
settings file (a full disk, a file that is not writable), a message says why and the dialog stays
open with every choice in it.  The board's look and the rules apply at once (the rules to boards
and files opened from then on), the language at the next start, since the window's labels are
made once.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (QColorDialog, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel,
                               QPushButton, QVBoxLayout, QWidget)

from ..core.rules import Rules
from ..core.settings import Settings, Value
from ..core.words.i18n import N_, _, pdeferred
from ..drawing.board_marks import STANDARD_STYLE, BoardStyle
from .dialogs import show_error
from .engine_settings import EngineSettingsForm
from .help import without_mnemonics
from .languages import LANGUAGE_KEY, LANGUAGE_NAMES, stored_language
from .screen_fit import fit_dialog

RULES_KEY = "rules/default"
WOOD_KEY = "board/wood"
LINES_KEY = "board/lines"
LETTERS_KEY = "board/region-letters"
"""The region letters' size, in per cent of the usual two thirds of a point."""

RULES_NAMES = {Rules.NO_SUICIDE: N_("&No suicide (Benson)"), Rules.SUICIDE: N_("&Suicide allowed")}
"""The rules by name, as the Rules menu shows them."""
LETTER_SIZES = (
    # Translators: how large the region letters are drawn on the board (Preferences)
    (pdeferred("letter size", "Small"), 75), (pdeferred("letter size", "Normal"), 100),
    (pdeferred("letter size", "Large"), 125), (pdeferred("letter size", "Largest"), 150))
"""The sizes of region letters offered, in per cent of the usual two thirds of a point."""
SWATCH = 16


def default_rules(settings: Settings) -> Rules:
    """The rules of a game that names none: those of Preferences, else no-suicide (Benson's)."""
    try:
        return Rules.parse(str(settings.value(RULES_KEY, Rules.NO_SUICIDE.value)))
    except ValueError:
        return Rules.NO_SUICIDE


def board_style(settings: Settings) -> BoardStyle:
    """The board's look as Preferences keep it; a value that is no colour, or a size not
    offered, reads as the standard one."""
    def colour(key: str, standard: str) -> str:
        value = QColor(str(settings.value(key, standard)))
        return value.name() if value.isValid() else standard

    try:
        per_cent = int(settings.value(LETTERS_KEY, 100))  # type: ignore[call-overload]
    except (TypeError, ValueError, OverflowError):
        per_cent = 100
    letters = per_cent / 100 if per_cent in {size for _name, size in LETTER_SIZES} else 1.0
    return BoardStyle(colour(WOOD_KEY, STANDARD_STYLE.wood), colour(LINES_KEY, STANDARD_STYLE.lines), letters)


class ColourButton(QPushButton):
    """A button showing a colour; a click opens Qt's colour dialog on it, and the colour chosen
    there (OK) becomes the button's."""

    def __init__(self, title: str, colour: str) -> None:
        super().__init__()
        self.title = title
        self.picker: QColorDialog | None = None
        """The colour dialog, while it is open."""
        self.set_colour(colour)
        self.clicked.connect(self.pick)

    def set_colour(self, colour: str) -> None:
        self.colour = QColor(colour).name()
        swatch = QPixmap(SWATCH, SWATCH)
        swatch.fill(QColor(self.colour))
        self.setIcon(swatch)
        self.setText(self.colour)

    def pick(self) -> QColorDialog:
        picker = self.picker = QColorDialog(QColor(self.colour), self)
        picker.setWindowTitle(self.title)
        picker.setOption(QColorDialog.ColorDialogOption.DontUseNativeDialog)  # Qt's own speaks gobenson's language
        picker.colorSelected.connect(lambda chosen: self.set_colour(chosen.name()))
        picker.open()
        return picker


class PreferencesDialog(QDialog):
    """Every preference on one page, saved on OK; Restore defaults puts the standard values
    in the fields (saved, too, only on OK)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(_("Preferences"))

        self.language = QComboBox()
        self.language.addItem(_("System default"), "")
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        note = QLabel(_("The language changes when gobenson starts again. The command line's {option} and "
                        "the environment's {variable} come before it.")
                      .format(option="\u2011\u2011lang", variable="GOBENSON_LANG"))  # hyphens that never break
        note.setWordWrap(True)
        language_box = self._group(_("Language"), [(_("&Language:"), self.language), ("", note)])

        style = board_style(settings)
        self.wood = ColourButton(_("Wood colour"), style.wood)
        self.lines = ColourButton(_("Line colour"), style.lines)
        self.letters = QComboBox()
        for size, per_cent in LETTER_SIZES:
            self.letters.addItem(str(size), per_cent)
        self.letters.setToolTip(_("How large the names of regions are drawn on the board"))
        board_box = self._group(_("Board"), [(_("&Wood:"), self.wood), (_("Li&nes:"), self.lines),
                                              (_("Re&gion letters:"), self.letters)])

        self.rules = QComboBox()
        for rules, name in RULES_NAMES.items():
            self.rules.addItem(without_mnemonics(_(name)), rules.value)  # Qt keeps a str enum as str
        self.rules.setToolTip(_("The rules of new boards and of files that name none (neither GBRU nor RU)"))
        rules_box = self._group(_("Rules"), [(_("&Default rules:"), self.rules)])

        self.engine = EngineSettingsForm(settings)
        engine_box = QGroupBox(_("Engine"))
        QVBoxLayout(engine_box).addWidget(self.engine)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        self.buttons = buttons
        column = QVBoxLayout(self)
        for box in (language_box, board_box, rules_box, engine_box):
            column.addWidget(box)
        column.addWidget(buttons)
        self._align_labels()
        self.show_values(stored_language(settings) or "", default_rules(settings), style)
        fit_dialog(self, self.sizeHint())

    def _align_labels(self) -> None:
        """The fields of every part start at one edge, as in a single form."""
        role = QFormLayout.ItemRole.LabelRole
        labels = [label for form in self.findChildren(QFormLayout) for row in range(form.rowCount())
                  if (item := form.itemAt(row, role)) is not None and (label := item.widget()) is not None]
        width = max(label.sizeHint().width() for label in labels)
        for label in labels:
            label.setMinimumWidth(width)

    @staticmethod
    def _group(title: str, rows: list[tuple[str, QWidget]]) -> QGroupBox:
        box = QGroupBox(title)
        form = QFormLayout(box)
        for label, field in rows:
            form.addRow(label, field)
        return box

    def show_values(self, language: str, rules: Rules, style: BoardStyle) -> None:
        self.language.setCurrentIndex(self.language.findData(language))
        self.rules.setCurrentIndex(self.rules.findData(rules.value))
        self.wood.set_colour(style.wood)
        self.lines.set_colour(style.lines)
        self.letters.setCurrentIndex(max(0, self.letters.findData(round(style.letters * 100))))

    def restore_defaults(self) -> None:
        self.show_values("", Rules.NO_SUICIDE, STANDARD_STYLE)
        self.engine.restore_defaults()

    def focus_engine(self) -> None:
        """Open on the engine's part (Engine > Engine settings…)."""
        self.engine.command.setFocus(Qt.FocusReason.OtherFocusReason)

    def chosen(self) -> dict[str, Value]:
        """Every preference as the fields show it."""
        return {LANGUAGE_KEY: self.language.currentData(), RULES_KEY: self.rules.currentData(),
                WOOD_KEY: self.wood.colour, LINES_KEY: self.lines.colour, LETTERS_KEY: self.letters.currentData(),
                **self.engine.values()}

    def accept(self) -> None:
        """OK: keep the choices and close; when the settings file cannot be written, say which
        file and why, and stay open with the choices as they are, to try again or cancel."""
        try:
            self.settings.update(self.chosen())
        except OSError as error:  # WriteError: its words name the file and say why
            show_error(self, _("Preferences not kept"), str(error))
            return
        super().accept()
