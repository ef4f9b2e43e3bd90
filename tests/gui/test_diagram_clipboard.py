"""Edit > Copy as diagram and Paste diagram, through the clipboard."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.sgf.commands import SetLink
from gobenson_gui.core.sgf.document import Document

NINE = """$$W A pasted corner
$$ +-------------------+
$$ | . X O . . . . . . |
$$ | X X O . . . . . . |
$$ | O O a . . . . . . |
$$ | . . . . . . . . . |
$$ | . . . . B . . . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ +-------------------+
"""


def test_copy_as_diagram_puts_the_position_on_the_clipboard(qtbot, welcome):
    welcome.registry["copy-diagram"].trigger()
    text = QApplication.clipboard().text()
    assert text.startswith("$$")
    assert parse_diagram(text) == welcome.controller.session.board


def test_paste_sets_the_diagram_up_in_a_new_node_in_one_undo_step(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[9]AB[ee][ii])"))
    root = control.session.document.cursor
    QApplication.clipboard().setText(NINE)
    window.registry["paste-diagram"].trigger()
    assert control.session.document.cursor.parent is root
    assert control.session.board == parse_diagram(NINE)
    assert control.session.to_play is Colour.WHITE
    picture = window.views[0].picture
    assert picture.labels == {(2, 2): "a"} and picture.markup == {(4, 4): "CR"}
    assert control.session.document.cursor.get("AE") == [b"ii"]  # only what changes
    window.registry["undo"].trigger()
    assert control.session.document.cursor is root and not root.children


def test_a_diagram_of_another_size_opens_as_a_new_board(qtbot, window):
    control = window.controller
    control.replace_document(Document.new(19, 19))
    QApplication.clipboard().setText(". X O\nX X O\n. O .\n")
    window.registry["paste-diagram"].trigger()
    assert (control.session.board.columns, control.session.board.rows) == (3, 3)
    assert control.session.board.get((1, 0)) is Colour.BLACK and not control.dirty


def test_text_that_is_no_diagram_is_reported_and_changes_nothing(qtbot, window):
    before = window.controller.session.document
    QApplication.clipboard().setText("a shopping list")
    window.registry["paste-diagram"].trigger()
    assert window.controller.session.document is before and not window.controller.dirty
    assert window.statusBar().currentMessage().startswith("Not pasted: line 1")


def test_copy_as_diagram_is_off_on_boards_a_diagram_cannot_show_and_says_why(qtbot, window):
    """Links and wrapped sides have no diagram notation: the action is off there, its tips say
    why, and it comes back with the board's shape (an edit, its undo, another board)."""
    control, action = window.controller, window.registry["copy-diagram"]
    for data in (b"(;SZ[5]LINKS[aa:ee])", b"(;SZ[5]WRAP[columns])", b"(;SZ[5]WRAP[both]LINKS[aa:cc])"):
        control.replace_document(Document.from_bytes(data))
        assert not action.isEnabled(), data
        assert "no notation for linked points or wrapped sides" in action.statusTip()
        assert "no notation for linked points or wrapped sides" in action.toolTip()
    control.replace_document(Document.from_bytes(b"(;SZ[5]MISSING[cc]AB[aa])"))
    assert action.isEnabled() and action.statusTip() == "Copy this position as a Sensei's Library diagram"
    QApplication.clipboard().setText("")
    action.trigger()
    assert parse_diagram(QApplication.clipboard().text()) == control.session.board
    control.execute(SetLink, (0, 0), (4, 4), True)
    assert not action.isEnabled()
    window.registry["undo"].trigger()
    assert action.isEnabled()
