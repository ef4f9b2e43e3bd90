"""The welcome position and every sample in the language spoken: File > Open sample lists the
titles in that language, and the sample opened (as a new document) reads its name, comments,
event and source, and its labels that are words, in that language, while the file stays English."""

from __future__ import annotations

import pytest

from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.tree import Node
from gobenson_gui.core.words.i18n import LANGUAGES
from gobenson_gui.gui.data import SAMPLES, WELCOME

READ = {"GN", "C", "EV", "RO", "SO", "GC", "N", "AN", "US", "CP", "ON", "RU", "OT"}
"""The properties whose text a person reads in the editor (comment panel, game information), but
for those naming players, ranks, a place, a date or a result, which stay as written."""


def readable(node: Node) -> dict[tuple[str, int], str]:
    """A node's texts a person reads, by property and index: the properties of :data:`READ`, and
    its labels."""
    texts = {(prop, index): value.decode()
             for prop in READ for index, value in enumerate(node.properties.get(prop, []))}
    texts.update({("LB", index): value.decode().partition(":")[2]
                  for index, value in enumerate(node.properties.get("LB", []))})
    return texts


def english_texts() -> dict[str, list[dict[tuple[str, int], str]]]:
    return {path.name: [readable(node) for game in Document.open(path).games for node in game.root.walk()]
            for path in SAMPLES.glob("*.sgf")}


def is_a_name(key: tuple[str, int], english: str) -> bool:
    """A label that names a point, block or region (``b1``), which no language translates."""
    return key[0] == "LB" and " " not in english


ENGLISH = english_texts()
ENGLISH_LINES = {line for nodes in ENGLISH.values() for texts in nodes for key, text in texts.items()
                 if not is_a_name(key, text) for line in text.splitlines() if line.strip()}


def test_the_samples_have_words_to_translate():
    assert set(ENGLISH) == {path.name for path in SAMPLES.glob("*.sgf")} and len(ENGLISH) >= 34
    assert all(any(nodes) for nodes in ENGLISH.values())  # each sample has a title or a comment


def shown_texts(window) -> list[dict[tuple[str, int], str]]:
    document = window.controller.session.document
    return [readable(node) for game in document.games for node in game.root.walk()]


def assert_in_language(language: str, name: str, shown: list[dict[tuple[str, int], str]]) -> None:
    """Every text of sample ``name`` as opened is in ``language``: as in the file in English, else
    none of its lines is English (each was translated), and the same texts are there."""
    english = ENGLISH[name]
    assert [sorted(texts) for texts in shown] == [sorted(texts) for texts in english], name
    if language == "en":
        assert shown == english, name
        return
    left = [(name, key, line) for texts in shown for key, text in texts.items()
            for line in text.splitlines() if line in ENGLISH_LINES]
    assert left == []
    names = [[(key, text) for key, text in texts.items() if is_a_name(key, text)] for texts in english]
    assert [[(key, shown_texts[key]) for key, _ in named] for named, shown_texts in zip(names, shown)] == names


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sample_opens_in_the_language_spoken_from_the_menu(qtbot, window, language):
    window.classroom.fill_samples_menu()
    entries = window.registry.menu("samples").actions()
    assert len(entries) == len(ENGLISH)
    english_titles = {texts.get(("GN", 0)) for nodes in ENGLISH.values() for texts in nodes[:1]}
    for action in entries:
        name = action.statusTip()
        if language != "en":
            assert action.text() not in english_titles, (name, action.text())
            assert " vs " not in action.text()
            assert action.text().strip("\u2026")  # cut at a word, or mid-word in Chinese and Japanese
        action.trigger()
        document = window.controller.session.document
        assert document.path is None
        assert_in_language(language, name, shown_texts(window))
        window.controller.undo_stack.setClean()
    assert Document.open(SAMPLES / "welcome.sgf").games[0].root.properties["GN"] == [b"Welcome to gobenson"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_welcome_position_speaks_the_language_in_its_comment_panel_and_title(qtbot, window, language):
    assert window.file.open_path(str(WELCOME), sample=True, confirmed=True)  # as the editor starts
    shown = shown_texts(window)
    assert_in_language(language, WELCOME.name, shown)
    root = shown[0]
    assert window.comment.toPlainText() == root["C", 0].replace("\u00a0", " ")  # Qt shows a no-break space as a space
    window.controller.commit_pending_edits()
    assert not window.controller.dirty  # the translation is no edit: closing asks nothing
    assert root["GN", 0] in window.windowTitle()
    assert (root["GN", 0] == "Welcome to gobenson") == (language == "en")


@pytest.mark.parametrize("language", ["de"])
def test_a_file_opened_from_the_samples_folder_by_name_stays_as_written(qtbot, window, language):
    """File > Open and the recent files open the file itself, in its own words: only a sample opened
    as a new document is translated."""
    assert window.file.open_path(str(SAMPLES / "sensei_example1.sgf"), confirmed=True)
    assert shown_texts(window) == ENGLISH["sensei_example1.sgf"]
