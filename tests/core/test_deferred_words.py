"""A sentence a module keeps as a constant follows the language spoken, whether :func:`set_language`
switches it or :func:`speaking` lends another for a while, and no module is loaded again for it."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.words import exercises, problems, reading, verdicts
from gobenson_gui.core.words.i18n import Deferred, catalog_for, deferred, set_language, speaking
from gobenson_gui.gtp import words as engine_words
from gobenson_gui.gui import words as editor_words
from gobenson_gui.view.modes import Mode
from gobenson_gui.view.session import EditorSession, explanation

CONSTANTS = [problems.NOT_IN_TREE, reading.UTF16, exercises.RIGHT, exercises.EMPTY_SET,
             verdicts.OUTCOMES["seki"], verdicts.NO_TARGET, engine_words.CANCELLED, editor_words.EDITS_PAUSED]
"""Sentences that were translated once, when their module was imported (or, the last two, when the
module importing them by name was)."""


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def in_language(language: str, sentence: Deferred) -> str:
    return catalog_for(language).gettext(sentence.message)


@pytest.mark.parametrize("language", ["ja", "de", "fr"])
def test_the_constants_follow_the_language_set_and_no_module_is_loaded_again(english_afterwards, language):
    modules = {name: module for name, module in sys.modules.items() if name.startswith("gobenson_gui.")}
    set_language(language)
    assert [str(sentence) for sentence in CONSTANTS] == [in_language(language, sentence) for sentence in CONSTANTS]
    assert all(str(sentence) != sentence.message for sentence in CONSTANTS)
    set_language("en")
    assert [str(sentence) for sentence in CONSTANTS] == [sentence.message for sentence in CONSTANTS]
    assert all(sys.modules[name] is module for name, module in modules.items())


def test_the_constants_follow_a_language_lent_by_speaking():
    with speaking("ko"):
        assert [str(sentence) for sentence in CONSTANTS] == [in_language("ko", sentence) for sentence in CONSTANTS]
    assert [str(sentence) for sentence in CONSTANTS] == [sentence.message for sentence in CONSTANTS]


def test_a_constant_is_translated_where_it_is_formatted_or_filled_in():
    template = deferred("{text}\n\n{hint}")
    with speaking("fr"):
        assert f"{exercises.RIGHT}" == in_language("fr", exercises.RIGHT)
        assert template.format(text="a", hint="b") == catalog_for("fr").gettext(template.message).format(text="a",
                                                                                                        hint="b")


def test_the_view_says_a_former_constant_in_the_language_spoken():
    """The explanation while exercises are answered was a constant imported by name, which kept
    the language its module was loaded in."""
    session = EditorSession(Document.new(9, 9))
    session.enter(Mode.EXERCISES, shown=None)
    with speaking("ja"):
        japanese = explanation(session)
    assert japanese != explanation(session)
    assert japanese == catalog_for("ja").gettext(explanation(session))
