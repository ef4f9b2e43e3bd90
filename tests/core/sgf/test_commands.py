"""Each edit command: what it does, its text, its refusals, and its exact undo and redo."""

from __future__ import annotations

import pytest

from gobenson_gui.core.board import Colour
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.commands import (AddLine, AddMark, Compound, DeleteNode, DeleteSubtree, NewGame,
                                            Pass, PlayMove, PromoteVariation, RemoveLine,
                                            RemoveMark, SetComment, SetLabel, SetRules, SetStone)
from gobenson_gui.core.sgf.errors import EditError
from gobenson_gui.core.sgf.properties import comment

from .helpers import apply_checked, load, node_at, path_from_root, state

BLACK, WHITE = Colour.BLACK, Colour.WHITE


def written(document) -> bytes:
    return document.to_bytes().replace(b"\n", b"")


def test_add_stone_at_a_node_without_move_edits_its_setup():
    document = load("(;SZ[9]AB[aa]C[x])")
    command = SetStone(document, (2, 6), BLACK)
    assert command.text == "Add black stone at C3"
    apply_checked(document, command)
    assert written(document) == b"(;SZ[9]AB[aa][cg]C[x])"
    assert document.board().get((2, 6)) is BLACK


def test_setup_at_a_move_goes_into_a_new_child():
    document = load("(;SZ[9];B[aa])")
    document.go_last()
    apply_checked(document, SetStone(document, (1, 1), WHITE))
    assert written(document) == b"(;SZ[9];B[aa];AW[bb])"
    assert document.cursor.properties == {"AW": [b"bb"]}


def test_remove_stone_of_a_compressed_list_splits_it_and_remove_from_parent_uses_ae():
    document = load("(;SZ[9]AB[aa:ca];C[later])")
    apply_checked(document, SetStone(document, (1, 0), None))
    assert written(document) == b"(;SZ[9]AB[aa][ca];C[later])"
    document.go_last()
    command = SetStone(document, (0, 0), None)
    assert command.text == "Remove stone at A9"
    apply_checked(document, command)
    assert written(document) == b"(;SZ[9]AB[aa][ca];C[later]AE[aa])"
    assert document.board().get((0, 0)) is None and document.board(document.game.root).get((0, 0)) is BLACK


def test_recolour_and_setting_back_to_the_parent_colour_leaves_no_empty_property():
    document = load("(;SZ[9]AB[aa];AW[aa])")
    document.go_last()
    command = SetStone(document, (0, 0), BLACK)
    assert command.text == "Make A9 black"
    apply_checked(document, command)
    assert written(document) == b"(;SZ[9]AB[aa];)"


def test_setting_a_stone_to_what_it_is_is_refused():
    with pytest.raises(EditError, match="already black"):
        SetStone(load("(;SZ[9]AB[aa])"), (0, 0), BLACK)


def test_setup_edit_updates_positions_below_it():
    document = load("(;SZ[9];B[cc];W[dd])")
    last = document.game.main_line()[-1]
    assert document.board(last).get((5, 5)) is None
    apply_checked(document, SetStone(document, (5, 5), WHITE, node=document.game.root))
    assert document.board(last).get((5, 5)) is WHITE


def test_play_move_makes_a_child_with_captures_and_alternating_colour():
    document = load("(;SZ[9]AB[ba][ab]AW[aa])")
    command = PlayMove(document, (2, 2))
    assert command.text == "Play black at C7"
    apply_checked(document, command)
    apply_checked(document, PlayMove(document, (3, 3)))
    assert written(document) == b"(;SZ[9]AB[ba][ab]AW[aa];B[cc];W[dd])"
    assert document.position().to_play is BLACK


def test_play_move_that_captures():
    document = load("(;SZ[9]AB[ba]AW[aa])")
    apply_checked(document, PlayMove(document, (0, 1)))
    assert document.board().get((0, 0)) is None


def test_an_existing_move_is_followed_not_duplicated():
    document = load("(;SZ[9];B[cc]C[there])")
    apply_checked(document, PlayMove(document, (2, 2)))
    assert written(document) == b"(;SZ[9];B[cc]C[there])"
    assert path_from_root(document.cursor) == [0]


def test_a_second_move_from_a_node_is_a_new_variation():
    document = load("(;SZ[9];B[cc])")
    apply_checked(document, PlayMove(document, (3, 3)))
    assert written(document) == b"(;SZ[9](;B[cc])(;B[dd]))"


@pytest.mark.parametrize("text, point, colour, message", [
    ("(;SZ[9]AB[aa])", (0, 0), None, "occupied"),
    ("(;SZ[9]AB[ba][ab])", (0, 0), WHITE, "suicide"),
    ("(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb])", (1, 1), None, "retakes a ko"),
])
def test_illegal_moves_are_refused_and_change_nothing(text, point, colour, message):
    document = load(text)
    document.go_last()
    before = state(document)
    with pytest.raises(EditError, match=message):
        PlayMove(document, point, colour)
    assert state(document) == before


def test_the_ko_may_be_retaken_after_a_move_elsewhere():
    document = load("(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[ee];B[ed])")
    document.go_last()
    apply_checked(document, PlayMove(document, (1, 1)))
    assert document.board().get((2, 1)) is None


def test_suicide_is_allowed_under_suicide_rules():
    document = load("(;SZ[9]AB[ba][ab])")
    apply_checked(document, SetRules(document, Rules.SUICIDE))
    apply_checked(document, PlayMove(document, (0, 0), WHITE))
    assert document.board().get((0, 0)) is None


def test_pass_writes_an_empty_move():
    document = load("(;SZ[9];B[cc])")
    document.go_last()
    command = Pass(document)
    assert command.text == "White passes"
    apply_checked(document, command)
    assert written(document) == b"(;SZ[9];B[cc];W[])"


def test_comments_are_added_edited_and_removed():
    document = load("(;SZ[9])")
    add = SetComment(document, "a ] bracket\nand a line")
    assert add.text == "Add comment"
    apply_checked(document, add)
    assert written(document) == b"(;SZ[9]C[a \\] bracket\nand a line])".replace(b"\n", b"")
    apply_checked(document, SetComment(document, "changed"))
    assert SetComment(document, "").text == "Remove comment"
    apply_checked(document, SetComment(document, ""))
    assert written(document) == b"(;SZ[9])"
    with pytest.raises(EditError, match="unchanged"):
        SetComment(document, "")


def test_a_repeated_comment_is_shown_whole_and_an_edit_keeps_all_of_it():
    """``C[a]C[b]`` is read as one comment of two values: both are shown, a blank line between,
    so that editing the comment does not drop the second one unseen."""
    document = load("(;SZ[9]C[first]C[second])")
    assert comment(document.cursor) == "first\n\nsecond"
    apply_checked(document, SetComment(document, "first\n\nsecond, edited"))
    assert written(document) == b"(;SZ[9]C[first\n\nsecond, edited])".replace(b"\n", b"")


@pytest.mark.parametrize("kind", ["TR", "SQ", "CR", "MA", "TB", "TW", "DD"])
def test_each_mark_kind_is_added_and_removed(kind):
    document = load("(;SZ[9]C[x])")
    apply_checked(document, AddMark(document, kind, (1, 1)))
    assert written(document) == f"(;SZ[9]C[x]{kind}[bb])".encode()
    with pytest.raises(EditError, match="already"):
        AddMark(document, kind, (1, 1))
    apply_checked(document, RemoveMark(document, kind, (1, 1)))
    assert written(document) == b"(;SZ[9]C[x])"
    with pytest.raises(EditError, match="has no"):
        RemoveMark(document, kind, (1, 1))


def test_a_mark_replaces_another_of_its_group_on_the_point():
    document = load("(;SZ[9]TR[aa:ba]TB[cc])")
    apply_checked(document, AddMark(document, "SQ", (0, 0)))
    apply_checked(document, AddMark(document, "TW", (2, 2)))
    assert written(document) == b"(;SZ[9]TR[ba]SQ[aa]TW[cc])"


def test_dimming_reset_placeholder_is_dropped_when_points_are_added():
    document = load("(;SZ[9]DD[])")
    apply_checked(document, AddMark(document, "DD", (0, 0)))
    assert written(document) == b"(;SZ[9]DD[aa])"


def test_unknown_mark_kind_is_refused():
    with pytest.raises(EditError, match="not one of"):
        AddMark(load("(;SZ[9])"), "XX", (0, 0))


def test_labels_are_set_replaced_in_place_and_removed():
    document = load("(;SZ[9]LB[aa:A][bb:B])")
    command = SetLabel(document, (0, 0), "x:y")
    assert command.text == "Label A9 'x:y'"
    apply_checked(document, command)
    apply_checked(document, SetLabel(document, (2, 2), "new"))
    assert written(document) == b"(;SZ[9]LB[aa:x\\:y][bb:B][cc:new])"
    assert SetLabel(document, (1, 1), "").text == "Remove label at B8"
    apply_checked(document, SetLabel(document, (1, 1), ""))
    apply_checked(document, SetLabel(document, (0, 0), ""))
    apply_checked(document, SetLabel(document, (2, 2), ""))
    assert written(document) == b"(;SZ[9])"
    with pytest.raises(EditError, match="has no label"):
        SetLabel(document, (2, 2), "")


@pytest.mark.parametrize("kind", ["AR", "LN"])
def test_arrows_and_lines(kind):
    document = load("(;SZ[9])")
    apply_checked(document, AddLine(document, kind, (0, 0), (2, 2)))
    assert written(document) == f"(;SZ[9]{kind}[aa:cc])".encode()
    with pytest.raises(EditError, match="already"):
        AddLine(document, kind, (0, 0), (2, 2))
    with pytest.raises(EditError, match="two different points"):
        AddLine(document, kind, (1, 1), (1, 1))
    apply_checked(document, RemoveLine(document, kind, (0, 0), (2, 2)))
    assert written(document) == b"(;SZ[9])"
    with pytest.raises(EditError, match="no"):
        RemoveLine(document, kind, (0, 0), (2, 2))


def test_a_line_is_the_same_line_both_ways_but_an_arrow_is_not():
    document = load("(;SZ[9]LN[aa:cc]AR[aa:cc])")
    with pytest.raises(EditError):
        AddLine(document, "LN", (2, 2), (0, 0))
    apply_checked(document, AddLine(document, "AR", (2, 2), (0, 0)))


def test_promote_variation_moves_every_branch_above_to_the_front():
    document = load("(;SZ[9](;B[aa])(;B[bb](;W[cc])(;W[dd];B[ee])))")
    target = node_at(document, [1, 1, 0])
    apply_checked(document, PromoteVariation(document, node=target))
    assert written(document) == b"(;SZ[9](;B[bb](;W[dd];B[ee])(;W[cc]))(;B[aa]))"
    assert document.game.main_line()[-1] is target
    with pytest.raises(EditError, match="already on the main line"):
        PromoteVariation(document, node=target)


def test_delete_subtree_and_delete_node():
    document = load("(;SZ[9](;B[aa];W[bb](;B[cc])(;B[dd]))(;B[ee]))")
    document.go_to(node_at(document, [0, 0]))
    apply_checked(document, DeleteNode(document))
    assert written(document) == b"(;SZ[9](;B[aa](;B[cc])(;B[dd]))(;B[ee]))"
    assert document.cursor is node_at(document, [0])
    apply_checked(document, DeleteSubtree(document, node=node_at(document, [1])))
    assert written(document) == b"(;SZ[9];B[aa](;B[cc])(;B[dd]))"
    with pytest.raises(EditError, match="root"):
        DeleteSubtree(document, node=document.game.root)


def test_deleting_a_setup_node_changes_the_positions_below():
    document = load("(;SZ[9];AB[ee];W[aa])")
    last = document.game.main_line()[-1]
    assert document.board(last).get((4, 4)) is BLACK
    apply_checked(document, DeleteNode(document, node=node_at(document, [0])))
    assert document.board(last).get((4, 4)) is None


def test_new_game_joins_the_collection_and_is_shown():
    document = load("(;SZ[9];B[aa])")
    document.go_last()
    command = NewGame(document, 13, 7)
    assert command.text == "New 13x7 game"
    apply_checked(document, command)
    assert document.game_index == 1 and document.game.size == (13, 7)
    assert document.to_bytes() == b"(;SZ[9];B[aa])\n(;FF[4]GM[1]CA[UTF-8]SZ[13:7])\n"
    with pytest.raises(EditError, match="1 to 52"):
        NewGame(document, 53, 9)


def test_commands_stacked_undo_in_reverse_and_redo_to_the_same_nodes():
    document = load("(;SZ[9])")
    original = state(document)
    commands = []
    for build in (lambda: PlayMove(document, (2, 2)), lambda: PlayMove(document, (3, 3)),
                  lambda: AddMark(document, "TR", (2, 2)), lambda: SetComment(document, "note"),
                  lambda: PlayMove(document, (4, 4))):
        command = build()
        command.apply(document)
        commands.append(command)
    final = state(document)
    for command in reversed(commands):
        command.undo(document)
    assert state(document) == original
    for command in commands:
        command.apply(document)
    assert state(document) == final


def test_setup_that_would_break_a_later_move_is_refused():
    document = load("(;SZ[1:2];B[aa])")
    with pytest.raises(EditError, match=r"Add black stone at A2 would break a later move "
                                        r"\(node 1: B\[aa\] is played on an occupied point"):
        SetStone(document, (0, 0), Colour.BLACK)
    document = load("(;SZ[9]AB[aa];AE[aa];B[aa])")
    with pytest.raises(EditError, match="Delete node would break a later move"):
        DeleteNode(document, node=node_at(document, [0]))


def test_a_compound_makes_all_its_edits_as_one_and_undoes_them_as_one():
    document = load("(;SZ[9]AB[aa])")
    command = Compound(document, "Mark two points", [(AddMark, "TR", (1, 1)), (AddMark, "SQ", (2, 2)),
                                                     (SetStone, (3, 3), WHITE)])
    assert command.text == "Mark two points"
    apply_checked(document, command)
    assert written(document) == b"(;SZ[9]AB[aa]TR[bb]SQ[cc]AW[dd])"
    assert command.edited_nodes() == [document.game.root]


def test_a_compound_with_a_refused_edit_leaves_the_document_as_it_was():
    document = load("(;SZ[9]AB[aa])")
    before = state(document)
    with pytest.raises(EditError, match="occupied"):
        Compound(document, "Two stones", [(SetStone, (3, 3), WHITE), (PlayMove, (0, 0))])
    assert state(document) == before
