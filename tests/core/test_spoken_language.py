"""Which catalog a language code reads, by the name of Qt's translations too (ja, zh_CN...)."""

from __future__ import annotations

import pytest

from gobenson_gui.core.words.i18n import LANGUAGES, catalog_language, set_language, spoken_language


@pytest.mark.parametrize(("code", "language"), [
    ("de", "de"), ("de_DE.UTF-8", "de"), ("fr_CA", "fr"), ("ja_JP", "ja"), ("zh_Hans", "zh_CN"), ("zh_SG", "zh_CN"),
    ("zh_HK.UTF-8", "zh_TW"), ("zh_Hant", "zh_TW"), ("en_GB", "en"), ("xx", "en"), ("C", "en")])
def test_a_code_reads_the_catalog_of_its_language_else_english(code, language):
    assert catalog_language(code) == language


def test_the_language_spoken_is_the_one_set():
    try:
        for language in LANGUAGES:
            set_language(language)
            assert spoken_language() == language
    finally:
        set_language("en")
