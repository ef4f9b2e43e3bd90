"""The editor's own labels in the language it is built in: the window built in any of its languages
shows, in every place an English window shows a label, that label's translation from the catalog,
with its Alt+letter key; built in English it shows the English labels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QGroupBox, QMenu, QToolBar

from gobenson_gui.core.board import Colour
from gobenson_gui.core.exercises import Kind
from gobenson_gui.core.sgf.properties import GAME_INFO
from gobenson_gui.core.words.i18n import catalog_for, set_language
from gobenson_gui.gui import main_window
from gobenson_gui.gui.features.exercises import KIND_NAMES, ask_exercise
from gobenson_gui.gui.game_info import GameInfoDialog
from gobenson_gui.gui.help import without_mnemonics

TRANSLATED = ["ja", "ko", "zh_CN", "zh_TW", "de", "fr"]
SAME_AS_ENGLISH = {"fr": ["Triangle"]}  # the French for the triangle mark's tool is the same word


@pytest.fixture
def build_window(qtbot):
    """Builds main windows in the language asked for (settings in a temporary file); English
    is spoken again afterwards."""
    built = []

    def build(language: str) -> main_window.MainWindow:
        set_language(language)
        window = main_window.MainWindow()
        qtbot.addWidget(window)
        built.append(window)
        return window

    yield build
    set_language("en")
    for window in built:
        window.controller.undo_stack.setClean()  # so that closing asks nothing


def _menu_labels(menu: QMenu, window: main_window.MainWindow) -> list[str]:
    """The texts of a menu's actions and of its submenus' actions, except the recent files and
    samples, which are file names and game titles."""
    labels = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        labels.append(action.text())
        filled_later = (window.registry.menu("recent"), window.registry.menu("samples"))
        if action.menu() is not None and action.menu() not in filled_later:
            labels += _menu_labels(action.menu(), window)
    return labels


def labels(window: main_window.MainWindow) -> list[str]:
    """Every label the window shows in its menus and in its panels' buttons, check boxes and
    group boxes, with the tooltip of the side to play."""
    shown = [action.text() for action in window.menuBar().actions()]
    for action in window.menuBar().actions():
        shown += _menu_labels(action.menu(), window)
    shown += [widget.text() for widget in window.centralWidget().findChildren(QAbstractButton) if widget.text()]
    shown += [box.title() for box in window.findChildren(QGroupBox)]
    shown.append(window.to_play_button.toolTip())
    return shown


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_window_built_in_a_language_shows_the_catalogs_translation_of_every_label(build_window, language):
    english = labels(build_window("en"))
    translated = labels(build_window(language))
    catalog = catalog_for(language)
    assert len(translated) == len(english)
    assert [(text, catalog.gettext(text)) for text in english] == list(zip(english, translated))
    # each one has a translation, but for the words a language writes as English does
    assert [text for text in english if catalog.gettext(text) == text] == SAME_AS_ENGLISH.get(language, [])


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translated_menu_keeps_one_alt_letter_key(build_window, language):
    window = build_window(language)
    for action in window.menuBar().actions():
        assert action.text().replace("&&", "").count("&") == 1, action.text()


def test_the_toolbar_names_its_actions_without_their_alt_letter_key(build_window):
    window = build_window("ja")
    toolbar = window.findChild(QToolBar, "main-toolbar")
    named = [(action.text(), action.iconText()) for action in toolbar.actions() if not action.isSeparator()]
    new_board = catalog_for("ja").gettext("&New board\u2026")
    assert (new_board, new_board.removesuffix("(&N)\u2026")) in named
    assert [text for text, name in named if name != without_mnemonics(text).rstrip("\u2026")] == []


def test_in_english_the_labels_are_the_english_ones(build_window):
    window = build_window("en")
    assert [action.text() for action in window.menuBar().actions()][:2] == ["&File", "&Edit"]
    assert window.menuBar().actions()[-1].text() == "&Help"  # Exercises come before Help in every language
    assert window.registry["tool-inspect"].text() == "Inspect"
    assert window.analysis_panel.kill.text() == "How does it die?"


@pytest.mark.parametrize("language", TRANSLATED)
def test_help_comes_last_in_every_language(build_window, language):
    window = build_window(language)
    assert window.menuBar().actions()[-1].text() == catalog_for(language).gettext("&Help")


def test_the_keyboard_shortcuts_name_the_menus_without_their_alt_letter_key(build_window):
    window = build_window("ja")
    titles = [title for title, _actions in window.classroom.shortcut_sections()]
    assert titles[0] == without_mnemonics(catalog_for("ja").gettext("&File")) != catalog_for("ja").gettext("&File")
    assert not any("&" in title or "(" in title for title in titles)


def test_the_make_exercise_dialog_offers_kinds_and_colours_by_their_translated_names(build_window):
    window = build_window("de")
    seen = {}

    def look_and_accept():
        dialog = QApplication.activeModalWidget()
        seen["title"] = dialog.windowTitle()
        seen["choices"] = [[box.itemText(index) for index in range(box.count())]
                           for box in dialog.findChildren(QComboBox)]
        dialog.accept()

    QTimer.singleShot(0, look_and_accept)
    chosen = ask_exercise(window, Colour.WHITE)
    german = catalog_for("de")
    assert seen["title"] == german.gettext("Make exercise")
    assert seen["choices"] == [[german.pgettext("exercise kind", KIND_NAMES[kind].message) for kind in Kind],
                               [german.pgettext("colour", "Black"), german.pgettext("colour", "White")]]
    assert (chosen["kind"], chosen["colour"]) == (Kind.SAFE, Colour.WHITE)  # the choices' data stay the same


def test_the_game_information_names_its_fields_in_the_language_spoken(build_window):
    window = build_window("ja")
    dialog = GameInfoDialog(window, {})
    japanese = catalog_for("ja")
    shown = {prop: dialog.layout().labelForField(field).text() for prop, field in dialog.fields.items()}
    assert shown == {prop: japanese.gettext("{name}:").format(name=japanese.pgettext("game information field",
                                                                                      name.message))
                     for prop, name in GAME_INFO.items()}
    assert shown["PB"] != f"{GAME_INFO['PB'].message}:"


@pytest.mark.parametrize(("text", "read"), [
    ("&File", "File"), ("Save &as\u2026", "Save as\u2026"), ("Fish && &chips", "Fish & chips"),
    ("ファイル(&F)", "ファイル"), ("名前を付けて保存(&A)\u2026", "名前を付けて保存\u2026"),
])
def test_a_menu_text_is_read_without_its_alt_letter_key_bracketed_or_not(text, read):
    assert without_mnemonics(text) == read
