"""Typed labels, Delete this node, New game in this file, and the SGF marks the board draws
beyond the four shapes (territory, dimming, selection, arrows and lines)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.sgf.tree import Node
from gobenson_gui.gui import main_window
from gobenson_gui.gui.picture import node_picture

from .driving import click, use_tool


def test_label_tool_asks_for_the_text_at_a_ctrl_click_offering_the_next_letter(qtbot, window, monkeypatch):
    offered = []
    answers = iter(["ko", None])
    monkeypatch.setattr(main_window, "ask_label", lambda parent, default: offered.append(default) or next(answers))
    use_tool(window, "markup-label")
    click(qtbot, window, (2, 2), modifier=Qt.ControlModifier)
    click(qtbot, window, (3, 3), modifier=Qt.ControlModifier)  # cancelled: no label
    assert offered == ["A", "A"]
    assert window.views[0].picture.labels == {(2, 2): "ko"}
    window.undo_action.trigger()
    assert window.views[0].picture.labels == {}


def test_delete_this_node_keeps_what_follows(qtbot, window):
    use_tool(window, "play")
    for point in ((2, 2), (3, 3), (4, 4)):
        click(qtbot, window, point)
    window.move_actions["back"].trigger()
    window.delete_only_action.trigger()
    control = window.controller
    assert control.board.get((3, 3)) is None
    window.move_actions["forward"].trigger()
    assert control.board.get((4, 4)) is Colour.BLACK
    window.undo_action.trigger()
    assert control.board.get((3, 3)) is Colour.WHITE


def test_new_game_in_this_file_adds_a_game_undoably(window, monkeypatch):
    monkeypatch.setattr(main_window, "ask_board_size", lambda parent, c, r: (9, 7))
    window.new_game_action.trigger()
    document = window.controller.document
    assert len(document.games) == 2 and window.controller.board.columns == 9
    window.undo_action.trigger()
    assert len(document.games) == 1 and window.controller.board.columns == 19


def test_node_marks_beyond_the_shapes_are_drawn(qtbot):
    board = Board.empty(5, 5)
    node = Node({"TB": [b"aa"], "TW": [b"bb"], "DD": [b"cc"], "SL": [b"dd"], "AR": [b"aa:ee"], "LN": [b"ea:ae"]})
    picture = node_picture(board, node)
    assert picture.marked_territory == {(0, 0): Colour.BLACK, (1, 1): Colour.WHITE}
    assert picture.dimmed == ((2, 2),) and picture.markup == {(3, 3): "SL"}
    assert picture.lines == (("AR", (0, 0), (4, 4)), ("LN", (4, 0), (0, 4)))
