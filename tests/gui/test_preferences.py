"""Edit > Preferences…: each field kept in the window's settings and shown again, Restore defaults,
Cancel; the board's colours and region letters drawn at once (and exported); the rules of games
that name none; the language of the next window, Qt's own words in it, and the notice, once, of a
language without a font."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from gobenson_gui.core.rules import Rules
from gobenson_gui.core.words.i18n import catalog_for, set_language
from gobenson_gui.drawing.board_marks import STANDARD_STYLE, BoardStyle
from gobenson_gui.gui import languages, main_window
from gobenson_gui.gui.engine_settings import COMMAND_KEY, TIMEOUT_KEY
from gobenson_gui.gui.languages import FONT_NOTICE_KEY, LANGUAGE_KEY, speak_qt, start_language, stored_language
from gobenson_gui.gui.preferences import LETTERS_KEY, LINES_KEY, RULES_KEY, WOOD_KEY, board_style, default_rules
from gobenson_gui.gtp.client import DEFAULT_TIMEOUT, default_command
from gobenson_gui.view.picture import Overlays, RegionMode
from gobenson_gui.gui.features import file
from gobenson_gui.gui.features.export import IMAGE
from PySide6.QtWidgets import QFileDialog

Button = QDialogButtonBox.StandardButton
GREEN, MAUVE = "#2e8b57", "#8a2be2"


def open_preferences(qtbot, window):
    """Edit > Preferences…, as the menu opens it."""
    window.registry["preferences"].trigger()
    dialog = window.edit.preferences_dialog
    qtbot.waitExposed(dialog)
    return dialog


def press(qtbot, dialog, button) -> None:
    qtbot.mouseClick(dialog.buttons.button(button), Qt.MouseButton.LeftButton)


def choose(box, text: str) -> None:
    index = box.findText(text)
    assert index >= 0, text
    box.setCurrentIndex(index)


def pick_colour(qtbot, colour_button, colour: str) -> None:
    """Click the colour button, choose ``colour`` in Qt's colour dialog and press its OK."""
    qtbot.mouseClick(colour_button, Qt.MouseButton.LeftButton)
    picker = colour_button.picker
    qtbot.waitExposed(picker)
    picker.setCurrentColor(QColor(colour))
    qtbot.mouseClick(picker.findChild(QDialogButtonBox).button(Button.Ok), Qt.MouseButton.LeftButton)
    assert colour_button.colour == colour


def stored(settings) -> dict:
    return {key: settings.value(key) for key in settings.keys()}


def test_edit_preferences_opens_with_ctrl_comma(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = window.edit.preferences_dialog
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and dialog.windowTitle() == "Preferences"
    dialog.reject()


def test_each_field_is_kept_and_shown_again(qtbot, window):
    dialog = open_preferences(qtbot, window)
    choose(dialog.language, "Deutsch")
    choose(dialog.rules, "Suicide allowed")
    choose(dialog.letters, "Large")
    pick_colour(qtbot, dialog.wood, GREEN)
    pick_colour(qtbot, dialog.lines, MAUVE)
    dialog.engine.command.setText("katago gtp -config gtp.cfg")
    dialog.engine.timeout.setValue(12)
    press(qtbot, dialog, Button.Ok)
    settings = window.settings
    assert (settings.value(LANGUAGE_KEY), settings.value(RULES_KEY), int(settings.value(LETTERS_KEY))) == \
        ("de", "suicide", 125)
    assert (settings.value(WOOD_KEY), settings.value(LINES_KEY)) == (GREEN, MAUVE)
    assert (settings.value(COMMAND_KEY), float(settings.value(TIMEOUT_KEY))) == ("katago gtp -config gtp.cfg", 12)
    again = open_preferences(qtbot, window)
    assert [box.currentText() for box in (again.language, again.rules, again.letters)] == \
        ["Deutsch", "Suicide allowed", "Large"]
    assert (again.wood.colour, again.lines.colour) == (GREEN, MAUVE)
    assert (again.engine.command.text(), again.engine.timeout.value()) == ("katago gtp -config gtp.cfg", 12)
    again.reject()


def test_restore_defaults_fills_in_the_standard_values_which_ok_keeps(qtbot, window):
    settings = window.settings
    for key, value in ((LANGUAGE_KEY, "ja"), (RULES_KEY, "suicide"), (LETTERS_KEY, 150), (WOOD_KEY, GREEN),
                       (LINES_KEY, MAUVE), (COMMAND_KEY, "katago gtp"), (TIMEOUT_KEY, 99)):
        settings.setValue(key, value)
    dialog = open_preferences(qtbot, window)
    assert dialog.language.currentText() == "日本語"
    press(qtbot, dialog, Button.RestoreDefaults)
    assert [box.currentText() for box in (dialog.language, dialog.rules, dialog.letters)] == \
        ["System default", "No suicide (Benson)", "Normal"]
    assert (dialog.wood.colour, dialog.lines.colour) == (STANDARD_STYLE.wood, STANDARD_STYLE.lines)
    assert (dialog.engine.command.text(), dialog.engine.timeout.value()) == (default_command(), DEFAULT_TIMEOUT)
    assert settings.value(WOOD_KEY) == GREEN  # nothing is kept before OK
    press(qtbot, dialog, Button.Ok)
    assert board_style(settings) == STANDARD_STYLE == window.views[0].board_painter.style
    assert (settings.value(LANGUAGE_KEY), settings.value(RULES_KEY)) == ("", "no-suicide")
    assert float(settings.value(TIMEOUT_KEY)) == DEFAULT_TIMEOUT


def test_cancel_changes_nothing(qtbot, window):
    window.settings.setValue(WOOD_KEY, GREEN)
    window.edit.apply_preferences()
    before, style = stored(window.settings), window.views[0].board_painter.style
    dialog = open_preferences(qtbot, window)
    choose(dialog.language, "Français")
    choose(dialog.rules, "Suicide allowed")
    choose(dialog.letters, "Small")
    pick_colour(qtbot, dialog.wood, MAUVE)
    dialog.engine.command.setText("something else")
    press(qtbot, dialog, Button.Cancel)
    assert stored(window.settings) == before
    assert window.views[0].board_painter.style == style == BoardStyle(wood=GREEN)


def board_image(qtbot, window) -> QImage:
    qtbot.waitUntil(lambda: window.views[0].isVisible())
    return window.views[0].grab().toImage()


def wood_and_line_points(window):
    """A point of the empty board's wood between lines, and the pixels across a grid line."""
    view = window.views[0]
    cell = view.board_layout().cell
    centre = view.centre_of((5, 6))
    wood = (centre + (view.centre_of((6, 7)) - centre) * 0.3).toPoint()
    middle = (centre + view.centre_of((6, 6))) / 2
    across = [middle.toPoint() + QPoint(0, dy) for dy in range(-2, 3)]
    assert cell > 20
    return wood, across


def test_wood_and_line_colours_are_drawn_at_once(qtbot, window):
    wood, across = wood_and_line_points(window)
    image = board_image(qtbot, window)
    assert image.pixelColor(wood).name() == STANDARD_STYLE.wood
    assert STANDARD_STYLE.lines in {image.pixelColor(point).name() for point in across}
    dialog = open_preferences(qtbot, window)
    pick_colour(qtbot, dialog.wood, GREEN)
    pick_colour(qtbot, dialog.lines, MAUVE)
    press(qtbot, dialog, Button.Ok)
    image = board_image(qtbot, window)
    assert image.pixelColor(wood).name() == GREEN
    assert MAUVE in {image.pixelColor(point).name() for point in across}
    assert window.classroom.presentation.views[0].board_painter.style == BoardStyle(GREEN, MAUVE)


def test_the_exported_image_has_the_chosen_wood(qtbot, window, tmp_path, monkeypatch):
    dialog = open_preferences(qtbot, window)
    pick_colour(qtbot, dialog.wood, GREEN)
    press(qtbot, dialog, Button.Ok)
    path = tmp_path / "board.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
    window.export.export(IMAGE)
    image = QImage(str(path))
    samples = [image.pixelColor(x, y).name() for x in range(0, image.width(), 10) for y in range(0, image.height(), 10)]
    assert samples.count(GREEN) > len(samples) / 3  # the empty board is mostly wood
    assert STANDARD_STYLE.wood not in samples


def ink_near_region_letter(qtbot, window) -> int:
    """Dark pixels within half a point of the first region letter drawn."""
    view = window.views[0]
    at = next(region.at for region in view.picture.regions if region.at is not None)
    centre, half = view.centre_of(at), view.board_layout().cell / 2
    image = board_image(qtbot, window)
    return sum(image.pixelColor(x, y).lightness() < 50
               for x in range(round(centre.x() - half), round(centre.x() + half))
               for y in range(round(centre.y() - half), round(centre.y() + half)))


def test_region_letters_are_drawn_at_the_size_chosen(qtbot, welcome):
    welcome.analysis_panel.set_overlays(Overlays(regions=RegionMode.ALL))
    inked = {}
    for size in ("Small", "Normal", "Largest"):
        dialog = open_preferences(qtbot, welcome)
        choose(dialog.letters, size)
        press(qtbot, dialog, Button.Ok)
        inked[size] = ink_near_region_letter(qtbot, welcome)
    assert 0 < inked["Small"] < inked["Normal"] < inked["Largest"]


def test_the_default_rules_are_those_of_new_boards_and_files_that_name_none(qtbot, window, tmp_path, monkeypatch):
    dialog = open_preferences(qtbot, window)
    choose(dialog.rules, "Suicide allowed")
    press(qtbot, dialog, Button.Ok)
    monkeypatch.setattr(file, "ask_board_size", lambda parent, columns, rows: (9, 9))
    window.file.new_board()
    assert window.controller.session.rules is Rules.SUICIDE and window.edit.rules_box.currentData() == Rules.SUICIDE
    for root, rules in (("", Rules.SUICIDE), ("RU[Japanese]", Rules.NO_SUICIDE),
                        ("GBRU[no-suicide]", Rules.NO_SUICIDE)):
        path = tmp_path / "game.sgf"
        path.write_text(f"(;SZ[9]{root})")
        assert window.file.open_path(str(path), confirmed=True)
        assert window.controller.session.rules is rules, root


@pytest.fixture
def english_afterwards():
    yield
    set_language("en")
    speak_qt("en")


def test_the_language_chosen_is_the_language_of_the_next_window(qtbot, window, monkeypatch, english_afterwards):
    dialog = open_preferences(qtbot, window)
    choose(dialog.language, "Deutsch")
    press(qtbot, dialog, Button.Ok)
    assert window.menuBar().actions()[0].text() == "&File"  # this window keeps its language
    monkeypatch.delenv("GOBENSON_LANG")
    start_language(window.settings)
    following = main_window.MainWindow()
    qtbot.addWidget(following)
    following.controller.undo_stack.setClean()
    assert following.menuBar().actions()[0].text() == catalog_for("de").gettext("&File") != "&File"


def test_the_command_line_and_the_environment_come_before_preferences(window, monkeypatch, english_afterwards):
    window.settings.setValue(LANGUAGE_KEY, "de")
    start_language(window.settings)  # GOBENSON_LANG=en, as every test runs
    assert languages.spoken_language() == "en"
    monkeypatch.delenv("GOBENSON_LANG")
    set_language("ja")
    start_language(window.settings, "ja")  # --lang ja
    assert languages.spoken_language() == "ja"
    start_language(window.settings)
    assert languages.spoken_language() == "de"


@pytest.mark.parametrize("language", ["ja", "ko", "zh_CN", "zh_TW", "de", "fr"])
def test_qt_s_own_buttons_speak_the_language(qtbot, language, english_afterwards):
    def cancel_text() -> str:
        buttons = QDialogButtonBox(Button.Cancel)
        qtbot.addWidget(buttons)
        return buttons.button(Button.Cancel).text().replace("&", "")

    assert speak_qt(language)
    translated = cancel_text()
    speak_qt("en")
    assert (translated == "Abbrechen") if language == "de" else (translated != "Cancel")
    assert cancel_text() == "Cancel"


def test_a_language_without_a_font_is_said_once(qtbot, window, monkeypatch):
    monkeypatch.setattr(languages, "spoken_language", lambda: "ko")
    monkeypatch.setattr(languages, "font_families", lambda system: [])
    box = languages.missing_font_notice(window, window.settings)
    qtbot.waitExposed(box)
    assert "fonts-noto-cjk" in box.text() and "No font installed on this computer writes" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert window.settings.value(FONT_NOTICE_KEY) in ("ko", ["ko"])
    assert languages.missing_font_notice(window, window.settings) is None  # not at the next start


@pytest.mark.parametrize(("language", "families"), [("ko", ["Noto Sans CJK KR"]), ("de", []), ("en", [])])
def test_no_notice_when_a_font_writes_the_language(window, monkeypatch, language, families):
    monkeypatch.setattr(languages, "spoken_language", lambda: language)
    monkeypatch.setattr(languages, "font_families", lambda system: families)
    assert languages.missing_font_notice(window, window.settings) is None


@pytest.mark.parametrize(("key", "value"), [(WOOD_KEY, "no colour"), (LINES_KEY, ""), (LETTERS_KEY, "huge"),
                                            (LETTERS_KEY, 101), (RULES_KEY, "japanese"), (LANGUAGE_KEY, "xx")])
def test_a_value_edited_by_hand_that_cannot_be_read_reads_as_the_standard_one(window, key, value):
    window.settings.setValue(key, value)
    assert board_style(window.settings) == STANDARD_STYLE
    assert default_rules(window.settings) is Rules.NO_SUICIDE
    assert stored_language(window.settings) is None


def test_the_fields_of_every_part_start_at_one_edge(qtbot, window):
    dialog = open_preferences(qtbot, window)
    edges = {field.mapTo(dialog, field.rect().topLeft()).x()
             for field in (dialog.language, dialog.wood, dialog.letters, dialog.rules, dialog.engine.command)}
    assert len(edges) == 1
    dialog.reject()
