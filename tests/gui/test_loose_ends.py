"""Typed labels, Delete this node, New game in this file, and the SGF marks the board draws
(shapes, labels, territory, dimming, selection, arrows and lines), each found in the pixels
where it stands."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.sgf.tree import Node
from gobenson_gui.gui import main_window
from gobenson_gui.drawing.board_layout import board_layout
from gobenson_gui.drawing.board_marks import VERMILLION
from gobenson_gui.drawing.board_painter import BoardPainter
from gobenson_gui.view.picture import BoardPicture, node_picture
from gobenson_gui.gui.features import file

from .driving import click, use_tool


def test_label_tool_asks_for_the_text_at_a_ctrl_click_offering_the_next_letter(qtbot, window, monkeypatch):
    offered = []
    answers = iter(["ko", None])
    monkeypatch.setattr(main_window, "ask_label", lambda parent, default: offered.append(default) or next(answers))
    use_tool(window, "markup-label")
    click(qtbot, window, (2, 2), modifier=Qt.KeyboardModifier.ControlModifier)
    click(qtbot, window, (3, 3), modifier=Qt.KeyboardModifier.ControlModifier)  # cancelled: no label
    assert offered == ["A", "A"]
    assert window.views[0].picture.labels == {(2, 2): "ko"}
    window.registry["undo"].trigger()
    assert window.views[0].picture.labels == {}


def test_delete_this_node_keeps_what_follows(qtbot, window):
    use_tool(window, "play")
    for point in ((2, 2), (3, 3), (4, 4)):
        click(qtbot, window, point)
    window.registry["go-back"].trigger()
    window.registry["delete-node"].trigger()
    control = window.controller
    assert control.session.board.get((3, 3)) is None
    window.registry["go-forward"].trigger()
    assert control.session.board.get((4, 4)) is Colour.BLACK
    window.registry["undo"].trigger()
    assert control.session.board.get((3, 3)) is Colour.WHITE


def test_new_game_in_this_file_adds_a_game_undoably(window, monkeypatch):
    monkeypatch.setattr(file, "ask_board_size", lambda parent, c, r: (9, 7))
    window.registry["new-game"].trigger()
    document = window.controller.session.document
    assert len(document.games) == 2 and window.controller.session.board.columns == 9
    window.registry["undo"].trigger()
    assert len(document.games) == 1 and window.controller.session.board.columns == 19


SIZE = 400


def rendered(picture: BoardPicture) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    BoardPainter(cached=False).paint(painter, SIZE, SIZE, picture)
    painter.end()
    return image


def test_node_marks_beyond_the_shapes_are_drawn(qtbot):
    """Territory, dimming, selection, arrows and lines each change the pixels where they stand,
    and only an arrow has a head."""
    board = Board.empty(5, 5)
    node = Node({"TB": [b"ae"], "TW": [b"be"], "DD": [b"ce"], "SL": [b"de"], "AR": [b"ab:cb"], "LN": [b"ed:cd"]})
    picture = node_picture(board, node)
    assert picture.marked_territory == {(0, 4): Colour.BLACK, (1, 4): Colour.WHITE}
    assert picture.dimmed == ((2, 4),) and picture.markup == {(3, 4): "SL"}
    assert picture.lines == (("AR", (0, 1), (2, 1)), ("LN", (4, 3), (2, 3)))
    marked, bare = rendered(picture), rendered(BoardPicture(board))
    layout = board_layout(SIZE, SIZE, 5, 5)

    def colours(point, offset) -> tuple[QColor, QColor]:
        """The colour with the marks and on the bare board, ``offset`` cells from the point."""
        where = (layout.centre(point) + QPointF(*offset) * layout.cell).toPoint()
        return marked.pixelColor(where), bare.pixelColor(where)

    off_the_lines = (0.1, 0.1)
    black, wood = colours((0, 4), off_the_lines)
    assert black.lightness() < 40 < wood.lightness()
    white, wood = colours((1, 4), off_the_lines)
    assert white.lightness() > 240 > wood.lightness()
    dimmed, wood = colours((2, 4), (0.3, 0.3))
    assert dimmed.lightness() > wood.lightness() + 20
    selected, wood = colours((3, 4), (0.3, 0.3))
    assert selected.lightness() < wood.lightness() - 20
    for start, towards in (((0, 1), (0.5, 0)), ((4, 3), (-0.5, 0))):  # halfway to the next point
        drawn, grid = colours(start, towards)
        assert drawn.name() == VERMILLION.name() != grid.name()
    # Off the shaft, a little short of the end, where only an arrow's head reaches.
    arrow_end = [colours((2, 1), (-0.22, aside)) for aside in (-0.07, 0.07)]
    line_end = [colours((2, 3), (0.22, aside)) for aside in (-0.07, 0.07)]
    assert all(drawn.name() == VERMILLION.name() != wood.name() for drawn, wood in arrow_end)
    assert all(drawn == wood for drawn, wood in line_end)


@pytest.mark.parametrize("prop, value, offset", [
    ("TR", b"cc", (0.12, 0.175)),    # on the triangle's base
    ("SQ", b"cc", (0.2125, 0.1)),    # on the square's right side
    ("CR", b"cc", (0.2165, 0.125)),  # on the circle, off the lines a cross would draw
    ("MA", b"cc", (0.15, 0.15)),     # on an arm of the cross
    ("LB", b"cc:A", (0.0, 0.3)),     # below the letter, where the label hides the grid line
])
def test_each_shape_and_label_is_drawn_where_it_stands(qtbot, prop, value, offset):
    board = Board.empty(5, 5)
    marked, bare = rendered(node_picture(board, Node({prop: [value]}))), rendered(BoardPicture(board))
    layout = board_layout(SIZE, SIZE, 5, 5)
    where = (layout.centre((2, 2)) + QPointF(*offset) * layout.cell).toPoint()
    assert abs(marked.pixelColor(where).lightness() - bare.pixelColor(where).lightness()) > 60
