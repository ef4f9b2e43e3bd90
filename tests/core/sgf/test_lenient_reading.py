"""Lenient reading: what sgfmill, Sabaki and GNU Go read past is read, repaired the way they
repair it and noted; a later game that cannot be read is kept verbatim; an unedited file comes
back byte for byte."""

from __future__ import annotations

import pytest
from sgfmill import sgf_grammar

from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.commands import SetComment
from gobenson_gui.core.sgf.errors import SgfError
from gobenson_gui.core.sgf.reader import looks_like_sgf

from .helpers import SAMPLES, load

READ_AS_IS = {
    "byte-order mark and newline": b"\xef\xbb\xbf(\n;SZ[9];B[ee])\n",
    "space between ( and ;": b"( ;SZ[9];B[ee])",
    "text before the game": b"Game record\n(\n;SZ[9];B[ee])",
    "point with spaces": b"(;SZ[9];B[ ee])",
    "crlf lines": b"(;SZ[9]\r\n;B[ee]\r\n)\r\n",
    "two games touching": b"(;SZ[9];B[ee])(;SZ[5])",
    "two games touching, a line break at the end": b"(;SZ[9];B[ee])(;SZ[5])\n",
    "a kept game touching the first": b"(;SZ[9];B[ee])(;GM[19]SZ[9])(;SZ[5])\n",
}


@pytest.mark.parametrize("data", READ_AS_IS.values(), ids=READ_AS_IS.keys())
def test_what_other_readers_accept_is_read_and_written_back_byte_for_byte(data):
    document = load(data)
    move = document.game.main_line()[1]
    assert document.board(move).get((4, 4)) is Colour.BLACK
    written = document.to_bytes()
    assert written == (data if data.endswith(b"\n") else data + b"\n")


def test_text_before_the_first_game_is_noted_and_a_byte_order_mark_is_not():
    assert load(READ_AS_IS["text before the game"]).game.notes == ["the text before the first game is kept as it was"]
    assert load(READ_AS_IS["byte-order mark and newline"]).game.notes == []


REPAIRED = {
    "empty nested variation": (b"(;SZ[9];B[ee]((;W[dd])))", b"(;SZ[9];B[ee];W[dd])\n", "dropped an empty variation"),
    "empty sequence": (b"(;SZ[9]();B[ee])", b"(;SZ[9];B[ee])\n", "dropped an empty variation"),
    "property with no values": (b"(;SZ[9]AB;B[ee])", b"(;SZ[9];B[ee])\n", "dropped AB that had no value"),
    "value outside a property": (b"(;SZ[9];[aa]B[ee])", b"(;SZ[9];B[ee])\n", "a value that belonged to no property"),
    "property outside a node": (b"(;SZ[9](;B[ee])C[after])", b"(;SZ[9];B[ee])\n",
                                "dropped a property that stood outside a node"),
    # Hashimoto's books as MultiGo wrote them: (N[正解];B[..]...)
    "variation without its first ';'": (b"(;SZ[9](N[right];B[ee]))", b"(;SZ[9];N[right];B[ee])\n",
                                        "read the properties that follow a '(' without ';' as a node of their own"),
    "missing final parenthesis": (b"(;SZ[9];B[ee]", b"(;SZ[9];B[ee])\n", "lacks 1 ')'"),
    "cut inside a value": (b"(;SZ[9];B[ee];W[d", b"(;SZ[9];B[ee];)\n", "the value the file ends inside"),
    "repeated property": (b"(;SZ[9]AB[aa]AB[bb];B[ee])", b"(;SZ[9]AB[aa][bb];B[ee])\n", "joined the repeated"),
}


@pytest.mark.parametrize("data, written, repair", REPAIRED.values(), ids=REPAIRED.keys())
def test_broken_grammar_is_repaired_noted_in_one_line_and_written_well_formed(data, written, repair):
    document = load(data)
    [note] = document.game.notes
    assert note.startswith("game 1: ") and repair in note and "\n" not in note
    assert document.to_bytes() == written
    sgf_grammar.parse_sgf_collection(written)  # sgfmill's strict parser reads what gobenson wrote
    assert load(written).game.notes == []


LATER_GAMES = {
    "truncated second game": (b"(;SZ[9];B[ee])\n(;SZ[9];B[dd];W[c", "game 2 is cut off where the file ends"),
    "second game not go": (b"(;SZ[9];B[ee])\n(;GM[19]SZ[9])\n", "game 2 is not a game of Go (GM[19])"),
    "second game off the board": (b"(;SZ[9];B[ee])\n(;SZ[9];B[zz])\n", "game 2, node 1: B[zz] is off"),
    "second game bad size": (b"(;SZ[9];B[ee])(;SZ[99])", r"game 2: SZ[99]"),
}


@pytest.mark.parametrize("data, reason", LATER_GAMES.values(), ids=LATER_GAMES.keys())
def test_a_later_game_that_cannot_be_read_is_kept_verbatim_and_noted(data, reason):
    document = load(data)
    assert len(document.games) == 1
    [note] = document.game.notes
    assert note.startswith(reason) and note.endswith("gobenson keeps that game as it was and writes it back unchanged")
    assert document.to_bytes() == data


def test_the_kept_game_survives_an_edit_of_the_first():
    data = b"(;SZ[9];B[ee])\n(;GM[19]SZ[9])\n(;SZ[5]GN[three])\n"
    document = load(data)
    assert [game.size for game in document.games] == [(9, 9), (5, 5)]
    SetComment(document, "edited").apply(document)
    assert document.to_bytes() == b"(;SZ[9]C[edited];B[ee])\n(;GM[19]SZ[9])\n(;SZ[5]GN[three])\n"


def test_text_between_games_is_noted_and_kept():
    data = b"(;SZ[9];B[ee])\n-- next game --\n(;SZ[5])\n"
    document = load(data)
    assert document.games[0].notes == ["game 1: the text that follows it is kept as it was"]
    assert document.to_bytes() == data


def test_text_after_a_repaired_game_is_written_as_it_followed_the_game():
    document = load(b"(;SZ[9]AB;B[ee])-- next game --\n(;SZ[5])\n")
    assert "dropped AB that had no value" in document.game.notes[-1]
    assert document.to_bytes() == b"(;SZ[9];B[ee])-- next game --\n(;SZ[5])\n"


def test_a_broken_first_game_is_still_an_error():
    with pytest.raises(SgfError, match=r"game 1 is not a game of Go"):
        load(b"(;GM[19])(;SZ[9])")


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.sgf")), ids=lambda path: path.name)
def test_every_sample_file_round_trips_byte_for_byte(path):
    data = path.read_bytes()
    assert load(data).to_bytes() == data


def test_an_undone_edit_leaves_the_file_as_it_was_read():
    data = b"(;SZ[9]  ;B[ee]\n;W[dd])\n"
    document = load(data)
    command = SetComment(document, "x")
    command.apply(document)
    assert document.to_bytes() != data
    command.undo(document)
    assert document.to_bytes() == data


@pytest.mark.parametrize("data", [
    *READ_AS_IS.values(), b"(;SZ[9])", b"  \n(;)", "\ufeff(;C[x])".encode("utf-16"),
    b"$$B a diagram that mentions (;SZ[9]) in its title\n$$ +---+\n$$ | . |\n$$ +---+\n",
])
def test_looks_like_sgf_tells_sgf_from_a_diagram(data):
    assert looks_like_sgf(data) == (not data.startswith(b"$$"))


def test_a_plain_diagram_or_text_is_not_sgf():
    assert not looks_like_sgf(b"$$ +-----+\n$$ | . X |\n$$ +-----+\n")
    assert not looks_like_sgf(b"hello, world")
