"""The editor's language at start: the one kept in Preferences (unless ``--lang`` or
``GOBENSON_LANG`` names another), Qt's own words (the buttons of its dialogs) in it too, and a
notice, once, when no installed font can write it.

Qt ships its translations as ``qtbase_XX.qm`` in its translations folder (PySide6 has them for
every language gobenson speaks); gobenson's catalog names are Qt's, ``zh_CN`` and ``zh_TW``
included.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import cast

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QSettings, QTranslator
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.words.i18n import LANGUAGES, _, set_language, speaking, spoken_language

LANGUAGE_KEY = "language"
"""The language chosen in Preferences, a code of :data:`LANGUAGES`; none (or empty): the system's."""
FONT_NOTICE_KEY = "notices/missing-font"
"""The languages whose missing font the editor has said, and the notice was closed."""
LANGUAGE_NAMES = {"en": "English", "ja": "日本語", "ko": "한국어", "zh_CN": "简体中文", "zh_TW": "繁體中文",
                  "de": "Deutsch", "fr": "Français"}
"""Each language by its own name, as a person who reads it looks for it in a list."""
WRITING_SYSTEMS = {"ja": QFontDatabase.WritingSystem.Japanese, "ko": QFontDatabase.WritingSystem.Korean,
                   "zh_CN": QFontDatabase.WritingSystem.SimplifiedChinese,
                   "zh_TW": QFontDatabase.WritingSystem.TraditionalChinese}
"""The languages whose script the usual Latin fonts lack."""
FONT_PACKAGE = "fonts-noto-cjk"
QT_CATALOG = "qtbase"

_qt_translator: QTranslator | None = None
"""The translator installed for Qt's own words; kept, since Qt does not own it."""


def stored_language(settings: QSettings) -> str | None:
    """The language kept in Preferences, or None for the system's (or a value gobenson does not know)."""
    value = str(settings.value(LANGUAGE_KEY, "") or "")
    return value if value in LANGUAGES else None


def start_language(settings: QSettings, chosen: str | None = None) -> None:
    """Speak the language of ``--lang`` (``chosen``), else of ``GOBENSON_LANG``, else of
    Preferences, else the system's; Qt's own words follow.  Called before the window is built,
    whose labels are made once."""
    if chosen is None and not os.environ.get("GOBENSON_LANG"):
        stored = stored_language(settings)
        if stored is not None:
            set_language(stored)
    speak_qt(spoken_language())


def speak_qt(language: str) -> bool:
    """Qt's own words (OK, Cancel, Save, Discard, the file and colour dialogs) in ``language``;
    False when Qt has no translation of it (English needs none)."""
    global _qt_translator
    if _qt_translator is not None:
        QCoreApplication.removeTranslator(_qt_translator)
        _qt_translator = None
    if language == "en":
        return False
    translator = QTranslator()
    if not translator.load(f"{QT_CATALOG}_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        return False
    QCoreApplication.installTranslator(translator)
    _qt_translator = translator
    return True


def font_families(system: QFontDatabase.WritingSystem) -> list[str]:
    """The installed font families that write ``system``."""
    return QFontDatabase.families(system)


def lacks_font(language: str) -> bool:
    """Whether ``language`` needs a script no installed font writes (its words would be boxes)."""
    system = WRITING_SYSTEMS.get(language)
    return system is not None and not font_families(system)


def missing_font_notice(parent: QWidget, settings: QSettings) -> QMessageBox | None:
    """Say, once, that the language spoken has no font: the first time it is spoken without one,
    and until the notice is closed.  The words come in that language and in English, since the
    first may well show as boxes."""
    language = spoken_language()
    stored = settings.value(FONT_NOTICE_KEY, [])
    told = [stored] if isinstance(stored, str) else list(cast(Iterable[str], stored or []))
    if language in told or not lacks_font(language):
        return None
    name = f"{LANGUAGE_NAMES[language]} ({language})"
    texts = []
    for speaker in (language, "en"):
        with speaking(speaker):
            texts.append((_("No font for {language}").format(language=name),
                          _("No font installed on this computer writes {language}: its words show as empty "
                            "boxes. Install one, such as the package {package} (Debian, Ubuntu), and start "
                            "gobenson again, or choose another language in Edit > Preferences.")
                          .format(language=name, package=FONT_PACKAGE)))
    (title, text), (english_title, english) = texts
    box = QMessageBox(QMessageBox.Icon.Warning, f"{title} / {english_title}" if title != english_title else title,
                      f"{text}\n\n{english}" if text != english else text, QMessageBox.StandardButton.Ok, parent)
    box.finished.connect(lambda _result: settings.setValue(FONT_NOTICE_KEY, [*told, language]))
    box.open()
    return box
