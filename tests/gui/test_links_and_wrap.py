"""Links and wrapped sides in the editor: the Link tool joins and parts points in one undo step
each, New board offers a wrap, and the drawing shows both (an arc; no edge line on a wrapped side)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from gobenson_gui.core.board import Board
from gobenson_gui.core.geometry import Wrap, geometry, link
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui import dialogs
from gobenson_gui.drawing.board_layout import board_layout
from gobenson_gui.drawing.board_marks import INK, link_path
from gobenson_gui.drawing.board_painter import BoardPainter
from gobenson_gui.view.picture import BoardPicture
from gobenson_gui.gui.features import file

from .driving import click, use_tool
from .test_verify import drag

SIZE = 400


def links_of(window):
    return window.controller.session.board.geometry.links


def test_a_drag_links_two_points_and_a_second_drag_parts_them_each_one_undo_step(qtbot, window):
    window.controller.replace_document(Document.new(9, 9))
    before = window.controller.session.document.to_bytes()
    use_tool(window, "link")
    drag(qtbot, window, (1, 1), (7, 7))
    assert links_of(window) == {link((1, 1), (7, 7))}
    linked = window.controller.session.document.to_bytes()
    drag(qtbot, window, (7, 7), (1, 1))
    assert links_of(window) == frozenset()
    window.registry["undo"].trigger()
    assert window.controller.session.document.to_bytes() == linked
    window.registry["undo"].trigger()
    assert window.controller.session.document.to_bytes() == before
    window.registry["redo"].trigger()
    assert window.controller.session.document.to_bytes() == linked


def test_a_click_on_one_point_then_another_links_them(qtbot, window):
    window.controller.replace_document(Document.new(9, 9))
    use_tool(window, "link")
    click(qtbot, window, (0, 4))
    assert links_of(window) == frozenset()
    click(qtbot, window, (8, 4))
    assert links_of(window) == {link((0, 4), (8, 4))}


def test_a_link_to_a_missing_point_or_to_itself_is_refused_in_the_status_bar(qtbot, window):
    window.controller.replace_document(Document.new(9, 9))
    use_tool(window, "hole")
    click(qtbot, window, (4, 4))
    use_tool(window, "link")
    drag(qtbot, window, (2, 2), (4, 4))
    assert window.statusBar().currentMessage() == "Not done: E5 is a missing point of the board"
    window.controller.tool_state.link_start = (3, 3)
    window.controller.release((3, 3), (3, 3))
    assert window.statusBar().currentMessage().startswith("Not done: a link joins two different points")
    assert links_of(window) == frozenset()


def test_new_board_with_a_wrap_gives_a_board_that_wraps(qtbot, window, monkeypatch):
    monkeypatch.setattr(file, "ask_board_size", lambda parent, c, r: (9, 7, Wrap.BOTH))
    window.registry["new-board"].trigger()
    assert window.controller.session.board.geometry.wrap is Wrap.BOTH
    monkeypatch.setattr(file, "ask_board_size", lambda parent, c, r: (5, 5, Wrap.COLUMNS))
    window.registry["new-game"].trigger()
    assert window.controller.session.board.geometry.wrap is Wrap.COLUMNS
    assert len(window.controller.session.document.games) == 2


def test_the_new_board_dialog_hands_back_the_chosen_wrap(qtbot):
    dialog = dialogs.NewBoardDialog(None, 9, 9)
    qtbot.addWidget(dialog)
    assert dialog.chosen() == (9, 9, Wrap.NONE)
    dialog.wrap.setCurrentIndex(dialog.wrap.findData(Wrap.ROWS.value))
    assert dialog.chosen() == (9, 9, Wrap.ROWS)


def rendered(board: Board) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    BoardPainter(cached=False).paint(painter, SIZE, SIZE, BoardPicture(board))
    painter.end()
    return image


def test_a_link_is_drawn_as_an_arc_between_its_points(qtbot):
    for size in (9, 19):
        pair = link((2, 2), (size - 3, 2))
        plain = rendered(Board.empty(size, size))
        linked = rendered(Board(geometry(size, size, links=frozenset([pair]))))
        layout = board_layout(SIZE, SIZE, size, size)
        on_arc = link_path(layout, pair).pointAtPercent(0.5)
        chord_middle = (layout.centre(pair[0]) + layout.centre(pair[1])) / 2
        assert (on_arc - chord_middle).manhattanLength() > layout.cell / 2  # a curve, not the straight chord
        assert on_arc.y() < chord_middle.y()  # bowed away from the centre, which is below
        where = on_arc.toPoint()
        assert linked.pixelColor(where) != plain.pixelColor(where)


def edge_width(image: QImage, layout) -> int:
    """How many pixels of ink the left edge line has, halfway between two rows."""
    y = round(layout.top + 4.5 * layout.cell)
    left = round(layout.left)
    return sum(image.pixelColor(x, y) == INK for x in range(left - 4, left + 5))


def test_a_wrapped_side_has_no_thick_edge_line(qtbot):
    layout = board_layout(SIZE, SIZE, 9, 9)
    flat = edge_width(rendered(Board.empty(9, 9)), layout)
    for wrap, wrapped_side in ((Wrap.COLUMNS, True), (Wrap.ROWS, False), (Wrap.BOTH, True)):
        width = edge_width(rendered(Board(geometry(9, 9, wrap=wrap))), layout)
        assert (width < flat) is wrapped_side, (wrap, width, flat)
        assert width > 0  # the line itself is still there
