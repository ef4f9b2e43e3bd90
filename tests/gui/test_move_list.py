"""The move list names moves as the rest of gobenson does (GTP-style), not by SGF letters."""

from __future__ import annotations

from pathlib import Path

from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.commands import PlayMove, SetStone
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui.controller import Navigation
from gobenson_gui.gui.panels import NODE_ROLE, GameTreeView, node_label

from .driving import menu_action

RECORD = Path(__file__).resolve().parents[2] / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf"


def test_moves_are_listed_with_point_names(window, qtbot):
    assert window.file.open_path(str(RECORD), confirmed=True)
    first = window.tree.model().index(1, 0).data()
    assert first.startswith("1  B C4"), first  # B[cp] on 19x19
    assert "cp" not in first


def test_a_label_counts_the_points_set_up_and_marks_a_comment():
    """A compressed rectangle counts each of its points; an empty comment is no comment."""
    document = Document.from_bytes(b"(;SZ[9]AB[aa:cc]AE[ee]C[];W[dd]C[x];B[])")
    root = document.game.root
    move, passed = root.children[0], root.children[0].children[0]
    assert [node_label(node, number, document.geometry) for number, node in enumerate((root, move, passed))] == \
        ["0  setup 10", "1  W D6 \u270e", "2  B pass"]


def test_each_way_of_moving_the_cursor_reaches_its_node(window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd]))"))
    root = control.session.document.game.root
    black = root.children[0]
    first, second = black.children
    ways = [(Navigation.FORWARD, black), (Navigation.FORWARD, first), (Navigation.NEXT_VARIATION, second),
            (Navigation.PREVIOUS_VARIATION, first), (Navigation.END, first.children[0]), (Navigation.BACK, first),
            (Navigation.START, root)]
    for where, node in ways:
        control.navigate(where)
        assert control.session.document.cursor is node, where


def rows(view) -> list:
    """Every row of the move list as (depth in the list, label), in order."""
    model = view.model()
    found = []
    pending = [(model.index(row, 0), 0) for row in reversed(range(model.rowCount()))]
    while pending:
        index, level = pending.pop()
        found.append((level, index.data()))
        pending.extend((model.index(row, 0, index), level + 1) for row in reversed(range(model.rowCount(index))))
    return found


def rebuilt(window, qtbot) -> list:
    """The rows a move list built from scratch shows for the document as it is now."""
    fresh = GameTreeView()
    qtbot.addWidget(fresh)
    document = window.controller.session.document
    fresh.show_tree(document.game.root, document.cursor, document.geometry)
    return rows(fresh)


def test_each_edit_leaves_the_list_as_a_rebuild_would_show_it(window, qtbot):
    """Plays, variations, comments, deletions, promotion and their undos, each checked against
    a list built from scratch."""
    control = window.controller
    control.replace_document(Document.new(9, 9))
    stack = control.undo_stack
    steps = [
        lambda: control.execute(PlayMove, (2, 2)),
        lambda: control.execute(PlayMove, (3, 3)),
        lambda: control.execute(PlayMove, (4, 4)),
        lambda: control.navigate(Navigation.BACK),
        lambda: control.execute(PlayMove, (5, 5)),  # a variation beside (4, 4)
        lambda: control.execute(PlayMove, (6, 6)),
        lambda: control.set_comment("a note"),
        lambda: control.promote(),
        lambda: control.navigate(Navigation.START),
        lambda: control.navigate(Navigation.FORWARD),
        lambda: control.execute(PlayMove, (1, 1)),  # a variation near the top
        lambda: control.execute(SetStone, (0, 0), Colour.BLACK),  # setup after a move: a new node
        lambda: control.navigate(Navigation.BACK),
        lambda: control.delete_node_only(),
        lambda: control.delete_node(),
        lambda: control.navigate(Navigation.END),
        lambda: control.navigate(Navigation.BACK),
        lambda: control.delete_node(),
    ]
    for number, step in enumerate(steps):
        step()
        assert rows(window.tree) == rebuilt(window, qtbot), f"after step {number}"
        assert window.tree.currentIndex().data(NODE_ROLE) is control.session.document.cursor, f"after step {number}"
    while stack.canUndo():
        stack.undo()
        assert rows(window.tree) == rebuilt(window, qtbot)
    while stack.canRedo():
        stack.redo()
        assert rows(window.tree) == rebuilt(window, qtbot)


def test_a_comment_redraws_its_row_and_a_move_adds_one(window, qtbot):
    """An edit touches the rows it changed, not the whole list."""
    control = window.controller
    assert window.file.open_path(str(RECORD), confirmed=True)
    control.navigate(Navigation.END)
    model = window.tree.model()
    events = []
    model.modelReset.connect(lambda: events.append("reset"))
    model.rowsInserted.connect(lambda parent, first, last: events.append(("inserted", last - first + 1)))
    model.rowsRemoved.connect(lambda parent, first, last: events.append(("removed", last - first + 1)))
    model.dataChanged.connect(lambda first, last, roles: events.append(("changed", first.row(), last.row())))
    last_row = model.rowCount() - 1
    control.set_comment("Resigns.")
    assert events == [("changed", last_row, last_row)]
    assert model.index(last_row, 0).data().endswith("\u270e")
    events.clear()
    to_play = control.session.document.position().to_play
    empty = control.session.board.geometry.points(control.session.board.empty_points)
    point = next(p for p in empty if control.execute(PlayMove, p, to_play))
    assert events == [("inserted", 1)], point
    assert window.tree.currentIndex().row() == last_row + 1


def test_promoting_a_variation_nested_in_another_keeps_the_list_working(window, qtbot):
    """Promote reshapes two branches at once, one inside the other; the list then matches a
    rebuild, and so it does after the edits that follow."""
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff];W[gg])))"))
    nested = control.session.document.game.root.children[0].children[1].children[1].children[0]  # W[gg]
    control.go_to(nested)
    promote = menu_action(window, "Promote variation")
    promote.trigger()
    assert control.session.document.game.main_line()[-1] is nested
    assert rows(window.tree) == rebuilt(window, qtbot)
    for edit in (promote.trigger, lambda: control.execute(PlayMove, (8, 8)), control.undo, control.undo):
        edit()
        assert rows(window.tree) == rebuilt(window, qtbot)
        assert window.tree.currentIndex().data(NODE_ROLE) is control.session.document.cursor
