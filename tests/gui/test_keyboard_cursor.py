"""The board without a pointer: a keyboard cursor moved by Shift and the arrow keys, Enter and
Space acting there as clicks, and an accessible description that reads the point and its verdict.
Every key is typed into the real board widget."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QAccessible, QContextMenuEvent
from PySide6.QtWidgets import QApplication, QTextBrowser

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.exercises import Kind, generate, solution
from gobenson_gui.core.exercises.generator import exercise_for
from gobenson_gui.core.geometry import Wrap, link
from gobenson_gui.core.report import explain_block
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.drawing.board_marks import INK
from gobenson_gui.gui.board_view import BoardView
from gobenson_gui.view.picture import BoardPicture

from .driving import click, menu_action, use_tool
from .test_exercise_mode import LONE_STONE, SAFE_BLOCK, UNSAFE_BLOCK, open_set, press

ARROWS = {(-1, 0): Qt.Key.Key_Left, (1, 0): Qt.Key.Key_Right, (0, -1): Qt.Key.Key_Up, (0, 1): Qt.Key.Key_Down}


def board_keys(qtbot, window):
    """The board of ``window`` with the keyboard focus (given as F6 gives it), its cursor shown."""
    view = window.views[0]
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F6)
    qtbot.waitUntil(view.hasFocus)
    assert view.cursor_visible()
    return view


def shift(qtbot, view, step, times=1):
    for _ in range(times):
        qtbot.keyClick(view, ARROWS[step], Qt.KeyboardModifier.ShiftModifier)


def move_to(qtbot, view, point):
    """Walk the cursor to ``point`` with Shift+arrow keys, a point at a time."""
    while view.keyboard_point != point:
        column, row = view.keyboard_point
        dx, dy = point[0] - column, point[1] - row
        shift(qtbot, view, ((dx > 0) - (dx < 0), 0) if dx else (0, (dy > 0) - (dy < 0)))


def enter(qtbot, view, modifier=Qt.KeyboardModifier.NoModifier, key=Qt.Key.Key_Return):
    qtbot.keyClick(view, key, modifier)


def at(qtbot, view, point, modifier=Qt.KeyboardModifier.NoModifier):
    move_to(qtbot, view, point)
    enter(qtbot, view, modifier)


def reading(view) -> str:
    """What assistive technology is told of the board."""
    return QAccessible.queryAccessibleInterface(view).text(QAccessible.Text.Description)


def new_board(window, columns=9, rows=9, wrap=Wrap.NONE):
    window.controller.replace_document(Document.new(columns, rows, wrap))


def test_shift_arrows_move_the_cursor_and_stop_at_the_edges_while_arrows_walk_the_record(qtbot, window):
    new_board(window)
    view = board_keys(qtbot, window)
    assert view.keyboard_point == (4, 4)  # it starts in the middle
    shift(qtbot, view, (-1, 0), 6)
    assert view.keyboard_point == (0, 4)  # stopped at the edge
    shift(qtbot, view, (0, -1), 6)
    shift(qtbot, view, (1, 0))
    assert view.keyboard_point == (1, 0)
    shift(qtbot, view, (0, 1), 12)
    assert view.keyboard_point == (1, 8)
    use_tool(window, "play")
    enter(qtbot, view)
    enter(qtbot, view, key=Qt.Key.Key_Space)  # on a stone: refused, nothing played
    shift(qtbot, view, (1, 0))
    enter(qtbot, view, key=Qt.Key.Key_Space)
    board = window.controller.session.board
    assert (board.get((1, 8)), board.get((2, 8))) == (Colour.BLACK, Colour.WHITE)
    qtbot.keyClick(view, Qt.Key.Key_Left)  # the arrow alone goes back a move, with the board focused
    assert window.controller.session.board.get((2, 8)) is None
    assert view.keyboard_point == (2, 8) and view.hasFocus()


def test_the_cursor_goes_round_a_wrapped_side_and_stops_at_the_others(qtbot, window):
    new_board(window, 5, 4, Wrap.COLUMNS)
    view = board_keys(qtbot, window)
    assert view.keyboard_point == (2, 2)
    shift(qtbot, view, (1, 0), 3)
    assert view.keyboard_point == (0, 2)
    shift(qtbot, view, (-1, 0))
    assert view.keyboard_point == (4, 2)
    shift(qtbot, view, (0, 1), 3)
    assert view.keyboard_point == (4, 3)


def test_the_cursor_steps_on_a_missing_point_where_only_the_hole_tool_acts(qtbot, window):
    new_board(window, 5, 5)
    view = board_keys(qtbot, window)
    use_tool(window, "hole")
    at(qtbot, view, (1, 2))
    control = window.controller
    assert control.session.board.geometry.missing == {(1, 2)}
    shift(qtbot, view, (-1, 0))
    shift(qtbot, view, (1, 0), 2)
    assert view.keyboard_point == (2, 2)  # over the hole, not round it
    shift(qtbot, view, (-1, 0))
    assert reading(view) == "B3, not on the board (a missing point)."
    use_tool(window, "setup-black")
    enter(qtbot, view)
    assert control.session.board.black == 0
    use_tool(window, "hole")
    enter(qtbot, view)
    assert control.session.board.geometry.missing == frozenset()


def test_enter_places_stones_marks_and_labels_and_shift_enter_is_the_right_click(qtbot, window, monkeypatch):
    new_board(window)
    view = board_keys(qtbot, window)
    control = window.controller
    use_tool(window, "setup-black")
    at(qtbot, view, (2, 2))
    at(qtbot, view, (3, 2), Qt.KeyboardModifier.ShiftModifier)
    assert (control.session.board.get((2, 2)), control.session.board.get((3, 2))) == (Colour.BLACK, Colour.WHITE)
    use_tool(window, "markup-triangle")
    enter(qtbot, view)
    assert window.views[0].picture.markup == {(3, 2): "TR"}
    assert reading(view).startswith("D7, white stone, triangle.")
    use_tool(window, "markup-label")
    at(qtbot, view, (5, 5))
    monkeypatch.setattr(control, "ask_label", lambda proposed: "here")
    at(qtbot, view, (6, 5), Qt.KeyboardModifier.ControlModifier)
    assert window.views[0].picture.labels == {(5, 5): "A", (6, 5): "here"}
    at(qtbot, view, (5, 5), Qt.KeyboardModifier.ShiftModifier)  # a right click takes a label off
    assert window.views[0].picture.labels == {(6, 5): "here"}


def test_the_block_under_the_cursor_is_explained_and_enter_with_inspect_keeps_it(qtbot, welcome, welcome_board):
    view = board_keys(qtbot, welcome)
    control = welcome.controller
    explanation = welcome.analysis_panel.explanation
    black = analyze(welcome_board).black
    move_to(qtbot, view, UNSAFE_BLOCK)
    unsafe = black.block_at(UNSAFE_BLOCK)
    session = control.session
    qtbot.waitUntil(lambda: explain_block(session.analysis.black, unsafe.index, session.region_names()[Colour.BLACK])
                    in explanation.toPlainText())
    assert welcome.views[0].picture.highlight == unsafe.mask
    assert "G3" in welcome.point_label.text()
    use_tool(welcome, "inspect")
    move_to(qtbot, view, SAFE_BLOCK)
    enter(qtbot, view)
    move_to(qtbot, view, (4, 4))  # an empty point: the selected block stays in focus
    safe = black.block_at(SAFE_BLOCK)
    qtbot.waitUntil(lambda: welcome.views[0].picture.highlight == safe.mask)
    assert (explain_block(control.session.analysis.black, safe.index, control.session.region_names()[Colour.BLACK])
            in explanation.toPlainText())


def test_arrows_lines_links_and_selections_take_enter_at_each_end(qtbot, window):
    new_board(window)
    view = board_keys(qtbot, window)
    control = window.controller
    use_tool(window, "markup-arrow")
    at(qtbot, view, (1, 1))
    assert "Arrow from B8" in window.statusBar().currentMessage()
    move_to(qtbot, view, (4, 2))
    qtbot.waitUntil(lambda: ("AR", (1, 1), (4, 2)) in window.views[0].picture.lines)  # drawn while moving
    enter(qtbot, view)
    assert control.session.base_picture().lines == (("AR", (1, 1), (4, 2)),)
    use_tool(window, "markup-line")
    at(qtbot, view, (0, 0))
    at(qtbot, view, (3, 3), Qt.KeyboardModifier.ShiftModifier)  # cancelled
    assert "cancelled" in window.statusBar().currentMessage()
    enter(qtbot, view)
    at(qtbot, view, (0, 0))
    assert set(control.session.base_picture().lines) == {("AR", (1, 1), (4, 2)), ("LN", (3, 3), (0, 0))}
    use_tool(window, "link")
    at(qtbot, view, (8, 0))
    at(qtbot, view, (8, 8))
    assert control.session.board.geometry.links == {link((8, 0), (8, 8))}
    use_tool(window, "select")
    at(qtbot, view, (2, 2))
    at(qtbot, view, (3, 4))
    geom = control.session.board.geometry
    assert control.session.selection == geom.mask([(c, r) for c in (2, 3) for r in (2, 3, 4)])


def test_the_reading_names_the_point_and_the_verdict_and_follows_the_analysis(qtbot, welcome):
    view = board_keys(qtbot, welcome)
    move_to(qtbot, view, SAFE_BLOCK)
    assert reading(view).startswith("B9, black stone. The block at B9 is unconditionally alive: "
                                    "3 vital regions, the eye a at A9")
    assert view.accessibleName() == "Go board"
    move_to(qtbot, view, (0, 0))
    assert reading(view) == "A9, empty. Black's pass-alive territory."
    move_to(qtbot, view, (2, 0))
    use_tool(welcome, "setup-white")
    enter(qtbot, view)  # a white stone in black's eye: the reading follows the new analysis
    assert reading(view).startswith("C9, white stone. Black's pass-alive territory. The block at C9 is "
                                    "not unconditionally alive")


def test_the_cursor_is_drawn_while_the_board_has_the_keys_and_not_after_a_click(qtbot, window):
    new_board(window)
    view = board_keys(qtbot, window)

    def ink_on_frame() -> bool:
        cell = view.board_layout().cell
        edge = view.centre_of(view.keyboard_point) + QPointF(cell / 4, -cell / 2)  # on the frame's top
        return view.grab().toImage().pixelColor(edge.toPoint()).name() == INK.name()

    assert ink_on_frame()
    click(qtbot, window, (4, 4))
    assert not view.cursor_visible() and not ink_on_frame()
    shift(qtbot, view, (1, 0))  # the keys go on from the point clicked
    assert view.keyboard_point == (5, 4) and ink_on_frame()
    click(qtbot, window, (2, 2))
    qtbot.keyClick(window, Qt.Key.Key_F6)  # the board has the focus already: F6 shows the cursor
    assert view.keyboard_point == (2, 2) and ink_on_frame()


def test_the_cursor_is_corners_not_a_square_mark_and_goes_after_a_file_dialog(qtbot, window):
    """A whole square frame read as SGF's square mark, and it stayed on the board after a file
    dialog, with the mouse in use again: the cursor is four corners, and leaves with the dialog."""
    new_board(window)
    view = board_keys(qtbot, window)

    def ink(dx: float, dy: float) -> bool:
        cell = view.board_layout().cell
        spot = view.centre_of(view.keyboard_point) + QPointF(dx * cell, dy * cell)
        return view.grab().toImage().pixelColor(spot.toPoint()).name() == INK.name()

    assert ink(0.4, -0.5) and ink(-0.5, 0.4)  # the corners
    assert not ink(0.1, -0.5) and not ink(-0.5, 0.1)  # the sides between (off the grid lines): no square
    QTimer.singleShot(0, lambda: QApplication.activeModalWidget().reject())
    menu_action(window, "Open\u2026").trigger()  # File > Open..., cancelled
    window.activateWindow()  # as the window manager gives the window back its keyboard
    qtbot.waitUntil(view.hasFocus)
    assert not view.cursor_visible() and not ink(0.4, -0.5)
    shift(qtbot, view, (1, 0))  # the keys show it again
    assert view.cursor_visible()


def test_help_lists_the_cursor_keys_and_icon_buttons_have_names(qtbot, window):
    dialog = window.classroom.show_shortcuts()
    text = dialog.findChild(QTextBrowser).toPlainText()
    dialog.close()
    for words in ("Shift+arrow keys", "Board cursor left", "Shift+Left", "Click at the board cursor",
                  "Shift+Return", "Keyboard to the board", "F6"):
        assert words in text
    panel = window.analysis_panel
    names = [button.accessibleName() for button in (panel.first, panel.back, panel.play, panel.forward, panel.last)]
    assert names == ["Start of the sequence", "Half-step back", "Play / pause", "Half-step forward", "The verdict"]


# -- exercises -----------------------------------------------------------------------------------

def test_safe_and_rules_exercises_are_answered_with_enter(qtbot, window, tmp_path, welcome_board):
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)])
    view = board_keys(qtbot, window)
    at(qtbot, view, SAFE_BLOCK)
    assert reading(view) == "B9, black stone, chosen."  # no verdict before Check
    press(qtbot, panel.check_button)
    assert panel.result.toPlainText().startswith("Right!")
    exercise = generate(Kind.RULES, 1, 5, 5, seed=1)[0]
    panel = open_set(window, tmp_path, [exercise])
    view = board_keys(qtbot, window)
    for point in solution(exercise):
        at(qtbot, view, point)
    press(qtbot, panel.check_button)
    assert panel.result.toPlainText().startswith("Right!")


@pytest.mark.parametrize("kind, target", [(Kind.VITAL, SAFE_BLOCK), (Kind.CAPTURE, LONE_STONE),
                                          (Kind.MAKE_SAFE, UNSAFE_BLOCK)])
def test_vital_capture_and_make_safe_exercises_are_answered_with_enter(qtbot, window, tmp_path, welcome_board,
                                                                      kind, target):
    exercise = exercise_for(welcome_board, kind, Colour.BLACK, target)
    panel = open_set(window, tmp_path, [exercise])
    view = board_keys(qtbot, window)
    for point in solution(exercise):
        at(qtbot, view, point)
    if kind is not Kind.CAPTURE:  # a capture is checked as its last move takes the block
        press(qtbot, panel.check_button)
    assert panel.result.toPlainText().startswith("Right!")
    assert "unconditionally" not in reading(view)


def test_a_start_given_with_enter_goes_with_its_document(qtbot, window):
    new_board(window)
    view = board_keys(qtbot, window)
    use_tool(window, "markup-arrow")
    at(qtbot, view, (1, 1))
    new_board(window)
    at(qtbot, view, (3, 3))  # a new start, not the end of an arrow from the old board's B8
    assert window.controller.session.base_picture().lines == ()
    assert "Arrow from D6" in window.statusBar().currentMessage()


def test_the_menu_key_asks_for_the_menu_of_the_point_under_the_cursor(qtbot):
    view = BoardView()  # alone: the window would open the menu and wait for a choice
    qtbot.addWidget(view)
    view.set_picture(BoardPicture(Board.empty(5, 5)))
    view.show()
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    view.take_keyboard()
    assert view.cursor_visible()
    shift(qtbot, view, (1, 0))
    event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(0, 0), QPoint(0, 0))  # the menu key's
    with qtbot.waitSignal(view.menu_requested) as asked:
        QApplication.sendEvent(view, event)
    assert asked.args[0] == (3, 2) and asked.args[2] is False


def test_tab_goes_from_the_comment_to_the_board_and_shows_its_cursor(qtbot, window):
    new_board(window)
    window.activateWindow()
    window.comment.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(window.comment.hasFocus)
    qtbot.keyClick(window.comment, Qt.Key.Key_Tab)
    view = window.views[0]
    qtbot.waitUntil(view.hasFocus)
    assert view.cursor_visible() and view.keyboard_point == (4, 4)
    assert window.comment.toPlainText() == ""  # no tab typed into the comment
