"""What the catalogs tell translators: the same English with different meanings is told apart by a
context (``pgettext``, ``pdeferred``), each entry names the files it appears in, and a comment
says where a short or ambiguous text appears; the editor reads each meaning by its own context."""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po

from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.report import colour_name, point_reading
from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.properties import GAME_INFO, MARKS
from gobenson_gui.core.words.i18n import LANGUAGES, LOCALE_DIR, catalog_for, speaking

TRANSLATED = [language for language in LANGUAGES if language != "en"]


@pytest.fixture(scope="module")
def template():
    with open(LOCALE_DIR / "gobenson.pot", "rb") as pot:
        return read_po(pot)


def test_black_is_three_entries_for_its_three_meanings(template):
    """The colour beginning a sentence, the game information's player, the sequence the panel shows;
    the lesson page's scripts, which have no contexts, say it in an entry of their own."""
    entries = {message.context: message for message in template if message.id == "Black"}
    assert set(entries) == {"colour", "game information field", "casting-out sequence shown", None}
    assert all(where.endswith(".js") for where, _line in entries[None].locations)


@pytest.mark.parametrize(("context", "english", "says"), [
    ("colour", "Black", "a colour as a sentence"),
    ("game information field", "Black", "the fields of the game information dialog"),
    ("glossary term", "block", "a term of Help > Glossary"),
    ("exercise kind", "safe", "a kind of exercise"),
    ("move list", "start", "the move list's line for the game's first node"),
])
def test_a_short_text_comes_with_a_note_on_where_it_appears(template, context, english, says):
    message = template.get(english, context=context)
    assert message is not None and any(says in comment for comment in message.auto_comments)
    assert message.locations and all(path.startswith("gobenson_gui/") and line is None
                                     for path, line in message.locations)


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_text_that_gained_a_context_kept_its_translation(language):
    catalog = catalog_for(language)
    assert catalog.pgettext("colour", "Black") != "Black"
    assert catalog.pgettext("game information field", "Black") != "Black"
    assert catalog.pgettext("glossary term", "vital") != "vital"


def test_the_game_information_fields_and_the_colours_are_read_by_their_context():
    with speaking("de"):
        fields = {prop: str(name) for prop, name in GAME_INFO.items()}
        black = colour_name(Colour.BLACK)
    german = catalog_for("de")
    assert fields["PB"] == german.pgettext("game information field", "Black") != "Black"
    assert black == german.pgettext("colour", "Black") != "Black"


def test_what_a_screen_reader_says_of_a_marked_point_names_the_mark_in_the_language_spoken():
    board = parse_diagram("X . .\n. . .\n. . .")
    with speaking("de"):
        reading = point_reading(board, (0, 0), mark="TR")
    assert catalog_for("de").gettext(MARKS["TR"].message) in reading and "triangle" not in reading
