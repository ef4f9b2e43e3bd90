"""Reading and writing SGF: every property kind survives a round trip, in file order."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.errors import SgfError
from gobenson_gui.core.sgf.reader import read_game
from gobenson_gui.core.sgf.tree import Node, load_games

from .helpers import OWN_SAMPLES, SAMPLES, load, roundtrip

PROPERTY_SAMPLES = {
    "setup": "(;SZ[9]AB[aa][bb]AW[cc:ee]AE[dd];B[ff])",
    "moves and passes": "(;SZ[9];B[aa];W[];B[tt];W[bb])",
    "comment with escapes": "(;SZ[9]C[a \\] bracket, a \\\\ backslash\nand two lines])",
    "triangle square circle cross": "(;SZ[9]TR[aa]SQ[bb]CR[cc]MA[dd])",
    "labels": r"(;SZ[9]LB[aa:A][bb:two words][cc:a\:colon])",
    "arrows and lines": "(;SZ[9]AR[aa:cc][bb:dd]LN[ee:ff])",
    "territory and dimming": "(;SZ[9]TB[aa:bb]TW[hh:ii]DD[ee])",
    "dimming cleared": "(;SZ[9]DD[aa];DD[])",
    "unknown properties": "(;SZ[9]XZ[anything [at\\] all]ZZ[1][2];B[aa]MULTIGOGM[x])",
    "game info": "(;GM[1]FF[4]SZ[9]PB[Black]PW[White]KM[6.5]RE[B+R]DT[2024-01-01]HA[0])",
    "rectangular": "(;SZ[13:7]AB[ma][ag];B[mg])",
    "52 board": "(;SZ[52]AB[ZZ][aZ];W[Za])",
    "variations": "(;SZ[9](;B[aa](;W[bb])(;W[cc]))(;B[dd]))",
}


@pytest.mark.parametrize("text", PROPERTY_SAMPLES.values(), ids=PROPERTY_SAMPLES.keys())
def test_every_property_kind_survives_a_round_trip(text):
    document = load(text)
    written = document.to_bytes()
    again = roundtrip(document)
    assert again.to_bytes() == written
    assert [n.properties for n in again.game.root.walk()] == [n.properties for n in document.game.root.walk()]
    assert written == (text + "\n").encode()


def test_properties_keep_their_file_order_and_nothing_is_added():
    text = "(;ZZ[z]SZ[9]AB[aa]GM[1]C[hi];W[bb]B[]XX[x])"
    assert load(text).to_bytes() == (text + "\n").encode()


def test_square_boards_are_written_sz_n_and_rectangles_columns_rows():
    assert Document.new(19, 19).to_bytes() == b"(;FF[4]GM[1]CA[UTF-8]SZ[19])\n"
    assert b"SZ[13:7]" in Document.new(13, 7).to_bytes()
    assert load("(;GM[1]SZ[9:9]C[x])").to_bytes() == b"(;GM[1]SZ[9]C[x])\n"
    assert load("(;SZ[13:7])").game.size == (13, 7)
    assert load("(;SZ[7:7])").game.size == (7, 7)
    assert load("(;)").game.size == (19, 19)


@pytest.mark.parametrize("size", [1, 2, 19, 25, 26, 27, 52])
def test_sizes_one_to_52(size):
    document = load(f"(;SZ[{size}])")
    assert document.geometry.columns == size
    assert document.board().empty_points == document.geometry.on


def test_positions_follow_setup_moves_and_captures():
    document = load("(;SZ[5]AB[aa:ba]AW[ca][bb][cc:dd];AE[dd];W[ab];B[])")
    root, cleared, capture, passed = document.game.main_line()
    board = document.board(root)
    assert board.get((0, 0)) is Colour.BLACK and board.get((1, 0)) is Colour.BLACK
    assert board.get((3, 3)) is Colour.WHITE and board.get((2, 3)) is Colour.WHITE
    assert document.board(cleared).get((3, 3)) is None
    after = document.board(capture)
    assert after.get((0, 1)) is Colour.WHITE and after.black == 0
    assert document.position(passed).to_play is Colour.WHITE


@pytest.mark.parametrize("pass_value", ["", "tt"])
def test_pass_is_empty_value_or_tt_up_to_19(pass_value):
    document = load(f"(;SZ[19];B[{pass_value}])")
    assert document.board(document.game.main_line()[1]).black == 0


def test_tt_is_a_point_on_boards_over_19():
    document = load("(;SZ[21];B[tt])")
    assert document.board(document.game.main_line()[1]).get((19, 19)) is Colour.BLACK


def test_handicap_games_let_white_play_first():
    document = load("(;SZ[9]HA[2]AB[cc][gg])")
    assert document.position().to_play is Colour.WHITE


def test_player_to_move_is_set_by_pl():
    assert load("(;SZ[9]PL[W])").position().to_play is Colour.WHITE


def test_collections_open_the_first_game_keep_the_others_and_can_switch():
    document = load("(;SZ[9]GN[one];B[aa])(;SZ[13:7]GN[two])(;SZ[5]GN[three])")
    assert document.game_index == 0 and document.geometry.columns == 9
    document.select_game(1)
    assert document.game.size == (13, 7) and document.cursor is document.game.root
    assert document.to_bytes() == b"(;SZ[9]GN[one];B[aa])(;SZ[13:7]GN[two])(;SZ[5]GN[three])\n"
    with pytest.raises(SgfError, match="no game 4"):
        document.select_game(3)
    assert document.game_index == 1


def test_long_lines_of_an_edited_game_are_wrapped_between_properties_only():
    text = "(;SZ[19]" + "".join(f";B[{chr(97 + i)}a];W[{chr(97 + i)}b]" for i in range(19)) + ")"
    document = load(text)
    document.game.edited()
    written = document.to_bytes()
    assert all(len(line) <= 79 for line in written.splitlines())
    assert written.replace(b"\n", b"") == text.encode()


def test_load_games_and_main_line_positions_still_serve_the_command_line():
    from gobenson_gui.core.sgf.replay import main_line_positions
    games = load_games(b"(;SZ[5];B[cc];W[dd])")
    boards = main_line_positions(games[0])
    assert len(boards) == 3 and boards[-1].get((3, 3)) is Colour.WHITE


def test_real_game_sample_has_variations_and_comments():
    document = load((SAMPLES / OWN_SAMPLES[0]).read_bytes())
    nodes = list(document.game.root.walk())
    assert len(document.game.main_line()) == 247
    assert sum(len(node.children) > 1 for node in nodes) == 3
    assert sum("C" in node.properties for node in nodes) >= 8
    assert document.game.main_line()[68].properties["W"] == [b"bi"]


ESCAPED_VALUES = st.text(st.characters(max_codepoint=127)).map(
    lambda text: text.encode().replace(b"\\", b"\\\\").replace(b"]", b"\\]"))


@settings(max_examples=200, deadline=None)
@given(values=st.lists(ESCAPED_VALUES, max_size=4), gap=st.sampled_from([b"", b" ", b"\n", b" \t\r\n"]))
def test_a_property_reads_back_every_value_as_written(values, gap):
    """The first value of a property is read apart from the others: all come back, in order."""
    data = b"(;GM[1];AB[aa]XY" + gap + b"".join(b"[" + value + b"]" + gap for value in values) + b")"
    read = read_game(data, 0, Node)
    properties = read.root.children[0].properties
    assert properties.get("XY") == (values or None) and properties["AB"] == [b"aa"]
    assert read.repairs == ([] if values else ["dropped XY that had no value"])
