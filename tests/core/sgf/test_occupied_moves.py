"""Records with a move on an occupied point load as other SGF readers load them -- the move
replaces the stone -- with a note saying where, while edits stay strict."""

from __future__ import annotations

import pytest

from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.commands import DeleteNode, PlayMove, SetStone
from gobenson_gui.core.sgf.errors import EditError
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import load_games

from .helpers import apply_checked, load, node_at, state


def test_a_move_on_a_stone_replaces_it_and_is_noted():
    document = load("(;SZ[9]AB[ee];W[ee])")
    document.go_last()
    assert document.board().get((4, 4)) is Colour.WHITE
    assert document.board().black == 0
    assert document.notes == ["game 1, node 1: W[ee] is played on an occupied point (a black stone was there)"]


def test_the_replacing_move_captures_as_usual():
    document = load("(;SZ[5]AW[aa][ba]AB[ab];B[ba])")
    document.go_last()
    board = document.board()
    assert board.white == 0
    assert {board.get(point) for point in ((1, 0), (0, 1))} == {Colour.BLACK}
    assert board.get((0, 0)) is None
    assert document.position().to_play is Colour.WHITE
    assert document.notes == ["game 1, node 1: B[ba] is played on an occupied point (a white stone was there)"]


def test_notes_name_nodes_in_file_order_and_come_with_their_game():
    document = load("(;SZ[9](;B[aa])(;B[bb];W[bb]))(;SZ[9];B[cc];W[dd];B[dd])")
    assert document.notes == ["game 1, node 3: W[bb] is played on an occupied point (a black stone was there)"]
    document.select_game(1)
    assert document.notes[1:] == ["game 2, node 3: B[dd] is played on an occupied point (a white stone was there)"]


def test_a_game_replayed_again_adds_no_second_note():
    document = load("(;SZ[9])(;SZ[9];B[cc];W[cc])")
    document.select_game(1)
    notes = list(document.notes)
    game = document.remove_game(1)
    document.add_game(game, 1)
    document.select_game(1)
    assert document.notes == notes and len(notes) == 1


def test_main_line_positions_give_the_notes_to_the_game_once():
    game = load_games(b"(;SZ[5];B[aa];W[aa])")[0]
    for _ in range(2):
        boards = main_line_positions(game)
        assert game.notes == ["game 1, node 2: W[aa] is played on an occupied point (a black stone was there)"]
    assert boards[-1].get((0, 0)) is Colour.WHITE and boards[-1].black == 0


def test_playing_on_a_stone_in_the_editor_stays_refused():
    document = load("(;SZ[9]AB[ee];W[ee])")
    before = state(document)
    with pytest.raises(EditError, match="occupied"):
        PlayMove(document, (4, 4), Colour.BLACK)
    assert state(document) == before


def test_an_edit_above_a_conflict_the_file_already_had_is_allowed():
    document = load("(;SZ[9]AB[ee];C[x];W[ee])")
    apply_checked(document, SetStone(document, (0, 0), Colour.BLACK))
    document.go_last()
    assert document.board().get((4, 4)) is Colour.WHITE
    apply_checked(document, DeleteNode(document, node=node_at(document, [0])))
    assert document.to_bytes() == b"(;SZ[9]AB[ee][aa];W[ee])\n"


def test_an_edit_that_makes_a_new_conflict_is_refused_even_beside_an_old_one():
    document = load("(;SZ[9]AB[ee];W[ee];B[aa])")
    before = state(document)
    with pytest.raises(EditError, match=r"Add white stone at A9 would break a later move \(node 2: B\[aa\] is "
                                        r"played on an occupied point \(a white stone was there\)\)"):
        SetStone(document, (0, 0), Colour.WHITE)
    assert state(document) == before
