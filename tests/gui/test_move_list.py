"""The move list names moves as the rest of gobenson does (GTP-style), not by SGF letters."""

from __future__ import annotations

from pathlib import Path

RECORD = Path(__file__).resolve().parents[2] / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf"


def test_moves_are_listed_with_point_names(window, qtbot):
    assert window.open_path(str(RECORD), confirmed=True)
    first = window.tree.topLevelItem(1).text(0)
    assert first.startswith("1  B C4"), first  # B[cp] on 19x19
    assert "cp" not in first
