"""Missing points: holes in the board, drawn without lines into them, ignored by the tools."""

from __future__ import annotations

from gobenson_gui.core.board import Board
from gobenson_gui.drawing.board_marks import INK, PAPER, grid_runs
from gobenson_gui.gui.board_view import BoardView
from gobenson_gui.view.picture import BoardPicture

from .driving import click, use_tool


def test_lines_stop_at_the_points_beside_a_hole():
    assert grid_runs(3, 1, frozenset({(1, 0)})) == []  # single points: no line at all
    runs = grid_runs(3, 3, frozenset({(1, 1)}))
    assert ((0, 0), (2, 0)) in runs and ((0, 1), (2, 1)) not in runs
    assert ((1, 0), (1, 0)) not in runs and len(runs) == 4


def test_the_view_draws_a_hole_where_a_point_is_missing(qtbot):
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.set_picture(BoardPicture(Board.empty(3, 3, frozenset({(2, 0)}))))
    image = view.grab().toImage()
    for point, colour in (((2, 0), PAPER), ((1, 0), INK)):  # paper through the hole, a line beside it
        assert image.pixelColor(view.centre_of(point).toPoint()).name() == colour.name()


def test_hole_tool_removes_and_restores_a_point_undoably(qtbot, window):
    use_tool(window, "hole")
    click(qtbot, window, (3, 3))
    control = window.controller
    assert control.session.board.geometry.missing == {(3, 3)}
    assert (3, 3) not in window.views[0].picture.board.geometry.all_points()
    use_tool(window, "setup-black")
    click(qtbot, window, (3, 3))  # nothing to place a stone on
    assert control.session.board.black == 0
    use_tool(window, "hole")
    click(qtbot, window, (3, 3))
    assert not control.session.board.geometry.missing
    window.registry["undo"].trigger()
    assert control.session.board.geometry.missing == {(3, 3)}
    window.registry["undo"].trigger()
    assert not control.session.board.geometry.missing


def test_hole_tool_refuses_a_point_with_a_stone(qtbot, window):
    use_tool(window, "setup-black")
    click(qtbot, window, (2, 2))
    use_tool(window, "hole")
    click(qtbot, window, (2, 2))
    assert not window.controller.session.board.geometry.missing
    assert "cannot be removed" in window.statusBar().currentMessage()
