"""Root, player and setup edits: game information, the side to play, a position set up whole."""

from __future__ import annotations

import pytest

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.sgf.commands import SetGameInfo, SetPlayer, SetupPosition, game_info
from gobenson_gui.core.sgf.errors import EditError

from .helpers import apply_checked, load


def test_game_info_is_written_in_the_root_and_left_values_keep_their_bytes():
    document = load("(;SZ[9]PB[Honinbo\\]Shusaku]KM[6.5];B[aa])")
    document.go_last()
    info = game_info(document.game)
    assert info["PB"] == "Honinbo]Shusaku" and info["KM"] == "6.5" and info["PW"] == ""
    command = SetGameInfo(document, {**info, "PW": "Gennan Inseki", "KM": "", "GC": "Ear-reddening\\ngame"})
    assert command.text == "Edit game information"
    apply_checked(document, command)
    root = document.game.root
    assert root.get("PB") == [b"Honinbo\\]Shusaku"]
    assert root.get("PW") == [b"Gennan Inseki"] and "KM" not in root.properties
    assert game_info(document.game)["GC"] == "Ear-reddening\\ngame"
    assert document.cursor is document.game.main_line()[-1]


def test_text_is_encoded_in_the_games_charset_and_a_missing_character_is_refused():
    document = load("(;CA[ISO-8859-1]SZ[9])")
    apply_checked(document, SetGameInfo(document, {"EV": "Honinbo sen, Café"}))
    assert document.game.root.get("EV") == ["Honinbo sen, Café".encode("latin-1")]
    with pytest.raises(EditError, match="has no '本'"):
        SetGameInfo(document, {"PB": "本因坊"})


def test_non_ascii_text_in_a_game_without_a_charset_declares_utf8():
    document = load("(;SZ[9])")
    apply_checked(document, SetGameInfo(document, {"PB": "李世乭"}))
    assert document.game.root.get("CA") == [b"UTF-8"]


@pytest.mark.parametrize("values, message", [
    ({"KM": "six"}, "komi 'six' is not a number"),
    ({"KM": "6.5"}, "unchanged"),
    ({"XX": "1"}, "XX is not one of"),
])
def test_refusals(values, message):
    document = load("(;SZ[9]KM[6.5])")
    with pytest.raises(EditError, match=message):
        SetGameInfo(document, values)


def test_set_player_writes_pl_only_where_the_node_would_not_give_that_colour_the_move():
    document = load("(;SZ[9];B[aa])")
    document.go_last()
    assert document.position().to_play is Colour.WHITE
    command = SetPlayer(document, Colour.BLACK)
    assert command.text == "Black to play"
    apply_checked(document, command)
    assert document.cursor.get("PL") == [b"B"] and document.position().to_play is Colour.BLACK
    apply_checked(document, SetPlayer(document, Colour.WHITE))
    assert "PL" not in document.cursor.properties and document.position().to_play is Colour.WHITE
    with pytest.raises(EditError, match="white plays next already"):
        SetPlayer(document, Colour.WHITE)


def test_setup_position_refuses_another_board_shape_and_the_same_position():
    document = load("(;SZ[9]AB[aa])")
    with pytest.raises(EditError, match="a 5x5 position does not fit the 9x9 board"):
        SetupPosition(document, Board.empty(5, 5), Colour.BLACK)
    with pytest.raises(EditError, match="shows that position already"):
        SetupPosition(document, document.board(), Colour.BLACK)
    command = SetupPosition(document, document.board(), Colour.WHITE)
    apply_checked(document, command)
    assert document.cursor.properties == {"PL": [b"W"]}
