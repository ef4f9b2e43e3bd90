"""The editor in the pseudo-language: every mode and dialog walked, every text a person can read
collected, and each one must come from the catalog (marked ⟦…⟧) or be data the record or the board
gives (point names, numbers, file and player names).  A text in plain English is a sentence that
bypasses the catalog and would stay English in every language."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gobenson_gui.core.problems import problems_in
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.properties import game_info
from gobenson_gui.core.words.i18n import EXTRA_LOCALE_VARIABLE, PSEUDO
from tools import catalogs
from tools.gallery import SAMPLE

from . import visible_texts

MARKED = re.compile("\u27e6[^\u27e6\u27e7]*\u27e7")
"""A piece of text the pseudo-catalog gave (innermost first: a field may hold another piece)."""
TAGS = re.compile(r"<[^<>]*>|&#?\w+;")

DATA_WORDS = {
    "gobenson",  # the program's name
    *(rules.value for rules in Rules),  # rule names are a machine format, as on the command line
    "gnugo", "mode", "gtp",  # the engine's command line shown as an example, typed as it is
}
"""Words that are no sentence of gobenson's."""
FAULT_ENGINE_NAME = "Fault engine"
"""What the test engine answers to GTP's ``name``."""


def data_words() -> set[str]:
    """The words the editor shows as the files have them: the paths and game information of the
    records the walk opens, the problems' own statements, the test engine's name."""
    sample, problems = Document.open(SAMPLE), Document.open(str(visible_texts.PROBLEMS))
    data = [str(SAMPLE), str(visible_texts.PROBLEMS), FAULT_ENGINE_NAME,
            *(value for document in (sample, problems) for game in document.games
              for value in game_info(game).values()),
            *(text for problem in problems_in(problems) for text in (problem.title, problem.comment))]
    return DATA_WORDS | {word for text in data for word in visible_texts.WORD.findall(text)}


def plain_english(text: str, allowed: set[str]) -> list[str]:
    """The words of ``text`` that the pseudo-catalog did not give and that are not data."""
    while MARKED.search(text):
        text = MARKED.sub(" ", text)
    return [word for word in visible_texts.WORD.findall(TAGS.sub(" ", text)) if word not in allowed]


@pytest.fixture(scope="module")
def pseudo_catalog(tmp_path_factory) -> Path:
    """The pseudo-language's catalog, made from the sentences the source marks now."""
    folder = tmp_path_factory.mktemp("pseudo")
    catalogs.extract(folder / "gobenson.pot")
    catalogs.write_pseudo(folder, folder / "gobenson.pot")
    return folder


def test_a_pseudo_translation_is_marked_longer_and_keeps_what_a_program_reads():
    said = catalogs.pseudo_text("Save &as\u2026 the block at {where} (*.sgf *.SGF), 100%% <b>here</b>\n")
    assert said.startswith("\u27e6Š") and said.endswith("\u27e7\n")
    for kept in ("&a", "{where}", "(*.sgf *.SGF)", "%%", "<b>", "</b>"):
        assert kept in said
    assert len(catalogs.pseudo_text("Unconditionally alive")) >= 1.4 * len("Unconditionally alive")
    assert plain_english(catalogs.pseudo_text("Black to play: {n}").format(n="C3, 12"), set()) == []


def test_the_pseudo_language_is_never_offered_and_reads_its_catalog_only_when_one_is_given(
        pseudo_catalog, monkeypatch):
    from gobenson_gui.core.words.i18n import LANGUAGES, catalog_for

    assert PSEUDO not in LANGUAGES
    monkeypatch.delenv(EXTRA_LOCALE_VARIABLE, raising=False)
    assert catalog_for(PSEUDO).gettext("&File") == "&File"
    monkeypatch.setenv(EXTRA_LOCALE_VARIABLE, str(pseudo_catalog))
    assert catalog_for(PSEUDO).gettext("&File") == catalogs.pseudo_text("&File")
    assert catalog_for("ja").gettext("&File") == "ファイル(&F)"  # the shipped catalogs are read still


@pytest.mark.slow
def test_every_text_of_every_mode_and_dialog_comes_from_the_catalog(pseudo_catalog, tmp_path):
    out = tmp_path / "texts.json"
    environment = dict(os.environ, GOBENSON_LANG=PSEUDO, QT_QPA_PLATFORM="offscreen",
                       XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
                       **{EXTRA_LOCALE_VARIABLE: str(pseudo_catalog)})
    walked = subprocess.run([sys.executable, visible_texts.__file__, str(out)], env=environment,
                            capture_output=True, text=True, timeout=300)
    assert walked.returncode == 0, walked.stderr[-2000:]
    seen = json.loads(out.read_text())
    allowed = data_words() | {word for _, word in seen.pop("keys")}
    english = sorted({(where, text) for texts in seen.values() for where, text in texts
                      if plain_english(text, allowed)})
    assert not english, "in plain English:\n" + "\n".join(f"{where}: {text!r}" for where, text in english)
    assert sum(len(texts) for texts in seen.values()) > 1000  # the walk saw the windows' words
