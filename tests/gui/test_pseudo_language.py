"""The editor in the pseudo-language: every mode and dialog walked, every text a person can read
collected, and each one must come from the catalog (marked ⟦…⟧) or be data the record or the board
gives (point names, numbers, file and player names).  A text in plain English is a sentence that
bypasses the catalog and would stay English in every language."""

from __future__ import annotations

import gettext
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
from gobenson_gui.gui.data import MANUAL
from gobenson_gui.gui.languages import LANGUAGE_NAMES
from gobenson_gui.gui.manual import CONTENTS
from tools import catalogs
from tools.gallery import SAMPLE

from . import visible_texts

TAGS = re.compile(r"<[^<>]*>|&#?\w+;|\b[A-Z]{1,2}\[[^\]]*\]|#[0-9a-fA-F]{6}\b")
"""HTML tags and entities, SGF properties with their values as the file has them (``W[cc]``), and
colours as the Preferences' colour buttons name them (``#ddb468``)."""

DATA_WORDS = {
    "gobenson",  # the program's name
    *(word for rules in Rules for word in visible_texts.WORD.findall(rules.value)),  # a machine format, as in files
    "sgf", "png", "svg", "pdf", "gif",  # file suffixes, in the file dialogs' patterns
    "gnugo", "mode", "gtp",  # the engine's command line shown as an example, typed as it is
    "python", "final", "status", "list",  # the test engine's program and the GTP command it fails on
    "lang",  # the command line's --lang, named in the Preferences' note on the language
    *(word for name in LANGUAGE_NAMES.values() for word in visible_texts.WORD.findall(name)),  # each in itself
}
"""Words that are no sentence of gobenson's; so are words in capitals (file formats such as PDF,
SGF properties such as PL)."""
FAULT_ENGINE_NAME = "Fault engine"
"""What the test engine answers to GTP's ``name``."""


def data_words(folder: Path) -> set[str]:
    """The words the editor shows as the files have them: the paths and game information of the
    records the walk opens (one written into ``folder``), the problems' own statements, the test
    engine's name, the manual's contents page (named if it is missing)."""
    sample, problems = Document.open(SAMPLE), Document.open(str(visible_texts.PROBLEMS))
    data = [str(SAMPLE), str(visible_texts.PROBLEMS), str(folder / visible_texts.OCCUPIED), FAULT_ENGINE_NAME,
            str(MANUAL / CONTENTS),
            *(value for document in (sample, problems) for game in document.games
              for value in game_info(game).values()),
            *(text for problem in problems_in(problems)[0] for text in (problem.title, problem.comment))]
    return DATA_WORDS | {word for text in data for word in visible_texts.WORD.findall(text)}


def plain_english(text: str, allowed: set[str]) -> list[str]:
    """The words of ``text`` that the pseudo-catalog did not give and that are not data: a word it
    gave is accented (``⟦Šáávéé⟧``), one in plain letters came from elsewhere, into the text or
    into a field of a template it gave."""
    return [word for word in visible_texts.WORD.findall(TAGS.sub(" ", text))
            if word.isascii() and not word.isupper() and word not in allowed]


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
    assert plain_english(catalogs.pseudo_text("Read: {note}").format(note="a move on a stone"), set()) == \
        ["move", "on", "stone"]


def test_the_pseudo_language_is_never_offered_and_reads_its_catalog_only_when_one_is_given(
        pseudo_catalog, monkeypatch):
    from gobenson_gui.core.words.i18n import LANGUAGES, catalog_for

    assert PSEUDO not in LANGUAGES
    monkeypatch.delenv(EXTRA_LOCALE_VARIABLE, raising=False)
    assert catalog_for(PSEUDO).gettext("&File") == "&File"
    monkeypatch.setenv(EXTRA_LOCALE_VARIABLE, str(pseudo_catalog))
    assert catalog_for(PSEUDO).gettext("&File") == catalogs.pseudo_text("&File")
    assert catalog_for("ja").gettext("&File") == "ファイル(&F)"  # the shipped catalogs are read still


@pytest.fixture(scope="module")
def walked(pseudo_catalog, tmp_path_factory) -> dict[str, list[tuple[str, str]]]:
    """The texts of every step of the walk through an editor started in the pseudo-language, and
    ``allowed``: the data words among them."""
    folder = tmp_path_factory.mktemp("walk")
    out = folder / "texts.json"
    environment = dict(os.environ, GOBENSON_LANG=PSEUDO, QT_QPA_PLATFORM="offscreen",
                       XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"),
                       **{EXTRA_LOCALE_VARIABLE: str(pseudo_catalog)})
    walk = subprocess.run([sys.executable, visible_texts.__file__, str(out)], env=environment,
                          capture_output=True, text=True, timeout=300)
    assert walk.returncode == 0, walk.stderr[-2000:]
    seen = json.loads(out.read_text())
    seen["allowed"] = sorted(data_words(folder) | {word for _, word in seen.pop("keys")})
    return seen


def english_in(seen: dict[str, list], steps: set[str]) -> str:
    """The texts of ``steps`` with words in plain English, a line each."""
    allowed = set(seen["allowed"])
    english = sorted({(where, text) for step in steps for where, text in seen[step] if plain_english(text, allowed)})
    return "\n".join(f"{where}: {text!r}" for where, text in english)


@pytest.mark.slow
def test_every_text_of_every_mode_and_dialog_comes_from_the_catalog(walked):
    steps = set(walked) - {"allowed"}
    assert english_in(walked, steps) == ""
    assert sum(len(walked[step]) for step in steps) > 1000  # the walk saw the windows' words


def test_the_catalogs_tool_writes_the_pseudo_catalog_or_says_in_one_line_why_not(tmp_path, capsys):
    assert catalogs.main(["pseudo", str(tmp_path / "pseudo")]) == 0
    with open(tmp_path / "pseudo" / PSEUDO / "LC_MESSAGES" / "gobenson.mo", "rb") as compiled:
        assert gettext.GNUTranslations(compiled).gettext("&File") == catalogs.pseudo_text("&File")
    assert capsys.readouterr().out.split() == [f"{EXTRA_LOCALE_VARIABLE}={tmp_path / 'pseudo'}",
                                               f"GOBENSON_LANG={PSEUDO}", "gobenson"]
    (tmp_path / "a-file").write_text("")
    assert catalogs.main(["pseudo", str(tmp_path / "a-file" / "pseudo")]) == 1
    assert capsys.readouterr().err.splitlines()[-1].startswith(f"catalogs: cannot write the pseudo-language's "
                                                               f"catalog into {tmp_path / 'a-file' / 'pseudo'}: ")
