"""The Arrow and Line tools draw AR and LN by dragging, and remove them by a click or a second drag."""

from __future__ import annotations

from gobenson_gui.core.sgf.commands import AddMark, PlayMove
from gobenson_gui.core.sgf.document import Document

from .driving import click, use_tool
from .test_verify import drag


def node_lines(window):
    return set(window.views[0].picture.lines)


def test_a_drag_draws_an_arrow_in_one_undo_step_and_a_second_drag_removes_it(qtbot, window):
    window.controller.replace_document(Document.new(9, 9))
    use_tool(window, "markup-arrow")
    drag(qtbot, window, (1, 1), (4, 2))
    assert node_lines(window) == {("AR", (1, 1), (4, 2))}
    assert window.controller.session.document.cursor.get("AR") == [b"bb:ec"]
    window.registry["undo"].trigger()
    assert node_lines(window) == set()
    window.registry["redo"].trigger()
    drag(qtbot, window, (1, 1), (4, 2))
    assert node_lines(window) == set()


def test_a_line_is_removed_by_a_drag_either_way_or_a_click_on_either_end(qtbot, window):
    window.controller.replace_document(Document.new(9, 9))
    use_tool(window, "markup-line")
    drag(qtbot, window, (0, 0), (3, 3))
    drag(qtbot, window, (3, 3), (0, 0))
    assert node_lines(window) == set()
    drag(qtbot, window, (0, 0), (3, 3))
    drag(qtbot, window, (5, 5), (3, 3))
    click(qtbot, window, (3, 3))
    assert node_lines(window) == set()
    assert window.controller.undo_stack.undoText() == "Remove lines at D6"
    window.registry["undo"].trigger()  # the click took both lines, in one step
    assert node_lines(window) == {("LN", (0, 0), (3, 3)), ("LN", (5, 5), (3, 3))}


def test_a_click_removes_the_arrows_that_start_there_only(qtbot, window):
    window.controller.replace_document(Document.new(9, 9))
    use_tool(window, "markup-arrow")
    drag(qtbot, window, (2, 2), (6, 6))
    drag(qtbot, window, (6, 6), (6, 2))
    click(qtbot, window, (6, 6))
    assert node_lines(window) == {("AR", (2, 2), (6, 6))}
    assert window.controller.undo_stack.undoText() == "Remove arrow at G3"
    click(qtbot, window, (4, 4))  # nothing starts there
    assert node_lines(window) == {("AR", (2, 2), (6, 6))}


def test_the_arrow_being_dragged_is_shown_before_the_release(qtbot, window):
    window.controller.replace_document(Document.new(9, 9))
    use_tool(window, "markup-arrow")
    window.controller.drag((1, 1), (3, 1))
    qtbot.waitUntil(lambda: node_lines(window) == {("AR", (1, 1), (3, 1))})
    window.controller.release((1, 1), None)  # let go off the board: nothing drawn
    qtbot.waitUntil(lambda: node_lines(window) == set())
    assert window.controller.session.document.cursor.get("AR") is None


def test_clear_markup_takes_arrows_and_lines_too(qtbot, window):
    window.controller.replace_document(Document.new(9, 9))
    use_tool(window, "markup-arrow")
    drag(qtbot, window, (2, 2), (6, 6))
    use_tool(window, "markup-line")
    drag(qtbot, window, (1, 2), (1, 6))
    window.controller.clear_markup()
    assert node_lines(window) == set()


def test_edits_made_together_and_refused_leave_nothing_to_redo(qtbot, window):
    """Edits made as one undo step are all or nothing: when the document refuses one, none is
    made, and the Redo action has nothing half-made to bring back."""
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;GM[1]SZ[9]AB[aa])"))
    before = control.session.document.to_bytes()
    assert not control.execute_all("Mark and play", [(AddMark, "TR", (1, 1)), (PlayMove, (0, 0))])
    assert control.session.document.to_bytes() == before
    assert not window.registry["redo"].isEnabled() and control.undo_stack.count() == 0
    window.registry["redo"].trigger()
    assert control.session.document.to_bytes() == before
