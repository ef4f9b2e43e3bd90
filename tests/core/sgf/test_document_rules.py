"""The rules belong to the game: read from GBRU, else from what RU names, written by SetRules."""

from __future__ import annotations

import pytest

from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.commands import SetRules
from gobenson_gui.core.sgf.errors import EditError

from .helpers import apply_checked, load


@pytest.mark.parametrize("root, rules", [
    ("", Rules.NO_SUICIDE),
    ("GBRU[suicide]", Rules.SUICIDE),
    ("GBRU[no-suicide]RU[NZ]", Rules.NO_SUICIDE),
    ("RU[NZ]", Rules.SUICIDE),
    ("RU[New Zealand]", Rules.SUICIDE),
    ("RU[GOE]", Rules.SUICIDE),
    ("RU[Ing]", Rules.SUICIDE),
    ("RU[Tromp-Taylor]", Rules.SUICIDE),
    ("RU[Japanese]", Rules.NO_SUICIDE),
    ("RU[Chinese]", Rules.NO_SUICIDE),
    ("GBRU[japanese]RU[GOE]", Rules.SUICIDE),
])
def test_the_rules_come_from_gbru_else_from_ru(root, rules):
    assert load(f"(;SZ[9]{root})").rules is rules


@pytest.mark.parametrize("root, rules", [
    ("", Rules.SUICIDE),
    ("RU[Japanese]", Rules.NO_SUICIDE),
    ("RU[ ]", Rules.SUICIDE),
    ("GBRU[no-suicide]", Rules.NO_SUICIDE),
    ("GBRU[nonsense]", Rules.SUICIDE),
])
def test_a_game_that_names_no_rules_takes_the_document_s_default(root, rules):
    document = load(f"(;SZ[9]{root})")
    document.default_rules = Rules.SUICIDE
    assert document.rules is rules


def test_each_game_of_a_collection_has_its_own_rules():
    document = load("(;SZ[9]GBRU[suicide])(;SZ[9])")
    assert document.rules is Rules.SUICIDE
    document.select_game(1)
    assert document.rules is Rules.NO_SUICIDE


def test_set_rules_writes_gbru_in_the_root_and_undoes_back_to_the_file():
    document = load("(;SZ[9]RU[Japanese];B[aa])")
    document.go_last()
    command = SetRules(document, Rules.SUICIDE)
    assert command.text == "Rules: suicide"
    apply_checked(document, command)
    assert document.rules is Rules.SUICIDE
    assert document.game.root.get("GBRU") == [b"suicide"]
    assert document.cursor is document.game.main_line()[-1]
    command.undo(document)
    assert document.rules is Rules.NO_SUICIDE
    assert "GBRU" not in document.game.root.properties


def test_setting_the_rules_they_already_have_or_unknown_rules_is_refused():
    document = load("(;SZ[9]RU[NZ])")
    with pytest.raises(EditError, match="already suicide"):
        SetRules(document, Rules.SUICIDE)
    with pytest.raises(EditError, match="unknown rules 'japanese'"):
        SetRules(document, "japanese")
