"""The rules box and menu show and change the rules of the game on show, undoably."""

from __future__ import annotations

from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.document import Document


def open_text(window, tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    assert window.file.open_path(str(path), confirmed=True)


def test_choosing_rules_in_the_box_is_an_undoable_edit_saved_in_the_root(qtbot, window, tmp_path):
    open_text(window, tmp_path, "plain.sgf", "(;SZ[9])")
    control = window.controller
    window.edit.rules_box.setCurrentIndex(list(Rules).index(Rules.SUICIDE))
    assert control.session.rules is Rules.SUICIDE and control.dirty
    assert window.registry[f"rules-{Rules.SUICIDE.value}"].isChecked()
    window.file.save_to(str(tmp_path / "plain.sgf"))
    assert Document.open(tmp_path / "plain.sgf").game.root.get("GBRU") == [b"suicide"]
    window.registry["undo"].trigger()
    assert control.session.rules is Rules.NO_SUICIDE
    assert window.edit.rules_box.currentData() == Rules.NO_SUICIDE
    assert window.registry[f"rules-{Rules.NO_SUICIDE.value}"].isChecked()


def test_a_file_opened_after_another_keeps_its_own_rules(qtbot, window, tmp_path):
    open_text(window, tmp_path, "suicide.sgf", "(;SZ[9]RU[New Zealand])")
    assert window.edit.rules_box.currentData() == Rules.SUICIDE
    window.registry[f"rules-{Rules.NO_SUICIDE.value}"].trigger()
    assert window.controller.session.rules is Rules.NO_SUICIDE
    window.controller.undo_stack.setClean()
    open_text(window, tmp_path, "plain.sgf", "(;SZ[9])")
    assert window.controller.session.rules is Rules.NO_SUICIDE
    open_text(window, tmp_path, "marked.sgf", "(;SZ[9]GBRU[suicide])")
    assert window.edit.rules_box.currentData() == Rules.SUICIDE
    assert not window.controller.dirty
