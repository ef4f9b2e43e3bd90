"""Where a person reads moves as a colour letter and a point, the letter is the language's: in
French N (Noir) and B (Blanc), never the SGF B that a French reader takes for Blanc; in Chinese
and Japanese 黑/黒 and 白.  SGF and GTP keep B and W."""

from __future__ import annotations

from pathlib import Path

import pytest

from gobenson_gui.core.words.i18n import _
from gobenson_gui.core.words.problems import moves_so_far
from gobenson_gui.gui.features import exercises

from .driving import click, menu_action

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf"
FIRST_MOVES = {"en": ("B C4", "W Q3"), "fr": ("N C4", "B Q3"), "de": ("S C4", "W Q3"), "ja": ("黒 C4", "白 Q3")}
"""The record's first two moves, B[cp] and W[pq], in the move list of each language."""


@pytest.mark.parametrize("language", sorted(FIRST_MOVES))
def test_the_move_list_names_each_colour_by_the_letter_of_the_language(window, qtbot, language):
    assert window.file.open_path(str(RECORD), confirmed=True)
    model = window.tree.model()
    black, white = FIRST_MOVES[language]
    assert model.index(1, 0).data().startswith(f"1  {black}") and model.index(2, 0).data().startswith(f"2  {white}")


@pytest.mark.parametrize("language", ["fr"])
def test_the_problem_panel_names_the_moves_played_by_the_french_letters(window, qtbot, monkeypatch, language):
    monkeypatch.setattr(exercises.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(ROOT / "tests" / "data" / "problems" /
                                                                  "goproblems.sgf"), "")))
    menu_action(window, _("Open &problems\u2026").replace("&", "")).trigger()
    click(qtbot, window, (1, 0))  # B7 on the corner shown, the right move of problem 1 (Black to live)
    assert window.exercise_mode.panel.answer.text().startswith(moves_so_far("N B7"))
