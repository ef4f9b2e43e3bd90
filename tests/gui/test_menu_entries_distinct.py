"""No menu says the same thing twice, in any language: two entries of one menu (the menu bar, each
menu and submenu, the samples, the board's menu) that read alike, once the Alt+letter key and the
ellipsis are set aside, leave a person guessing which is which (Japanese once read 問題集を開く
for both Exercises > Open set… and Open problems…)."""

from __future__ import annotations

import pytest

from gobenson_gui.core.words.i18n import LANGUAGES
from gobenson_gui.gui.help import without_mnemonics


def read_alike(text: str) -> str:
    return without_mnemonics(text).removesuffix("\u2026").strip()


def repeated(where: str, actions) -> list[tuple[str, list[str]]]:
    """The entries of one menu that read alike, with those of every submenu, by menu."""
    found, texts = [], {}
    for action in actions:
        if action.isSeparator():
            continue
        texts.setdefault(read_alike(action.text()), []).append(action.text())
        if action.menu() is not None:
            action.menu().aboutToShow.emit()  # as opening it does: the samples menu fills itself
            found += repeated(f"{where} > {action.text()}", action.menu().actions())
    return found + [(where, alike) for alike in texts.values() if len(alike) > 1]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_menu_has_two_entries_that_read_alike(qtbot, window, language):
    menus = [("menu bar", window.menuBar().actions()), ("board", window.analysis.board_menu((0, 0)).actions())]
    found = [alike for where, actions in menus for alike in repeated(where, actions)]
    assert found == []
    assert len(window.registry.menu("samples").actions()) > 30  # the samples were looked at too
