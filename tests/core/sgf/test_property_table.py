"""The property table and the typed accessors that read a node through it."""

from __future__ import annotations

import pytest

from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.errors import SgfError
from gobenson_gui.core.sgf.properties import (PROPERTIES, Value, comment, dimmed_points, edited_marks, game_info,
                                              is_exercise, marks_and_labels, node_labels, node_lines, node_moves,
                                              player, point_marks, root_text, setup_masks, territory_marks)
from gobenson_gui.core.sgf.tree import load_games

from .helpers import load


def test_a_node_reads_through_the_accessors():
    document = load(rb"(;SZ[5]AB[aa:ba]AE[cc]PL[w]TR[bb]SL[dd]TB[ea]TW[ae]DD[ee:ed]LB[cb:a\:b]"
                    b"AR[aa:ee]LN[ea:ae]C[two\\]\\\\ lines\\\njoined\nkept];W[])")
    root, geom = document.game.root, document.geometry
    assert setup_masks(root, geom) == [(None, geom.bit((2, 2))), (Colour.BLACK, geom.mask([(0, 0), (1, 0)]))]
    assert player(root) is Colour.WHITE and node_moves(root, geom) == []
    assert point_marks(root, geom) == {(1, 1): "TR", (3, 3): "SL"}
    assert territory_marks(root, geom) == {(4, 0): Colour.BLACK, (0, 4): Colour.WHITE}
    assert dimmed_points(root, geom) == [(4, 3), (4, 4)]
    assert node_labels(root, geom) == {(2, 1): "a:b"}
    assert node_lines(root, geom) == [("AR", (0, 0), (4, 4)), ("LN", (4, 0), (0, 4))]
    assert comment(root) == "two]\\ linesjoined\nkept"
    passed = node_moves(root.children[0], geom)
    assert [(move.colour, move.point) for move in passed] == [(Colour.WHITE, None)]


def test_the_marks_the_editor_edits_are_listed_point_by_point_and_copied_with_the_labels_unparsed():
    document = load(rb"(;SZ[5]AB[aa]TR[bb:cb]SL[dd]TB[ea]DD[ee]LB[cc:x]AR[aa:ee]C[c])")
    root, geom = document.game.root, document.geometry
    assert edited_marks(root, geom) == [("TR", (1, 1)), ("TR", (2, 1)), ("TB", (4, 0)), ("DD", (4, 4))]
    assert marks_and_labels(root) == {"TR": [b"bb:cb"], "TB": [b"ea"], "DD": [b"ee"], "LB": [b"cc:x"]}


def test_a_game_is_an_exercise_when_its_root_holds_gbex():
    plain, exercise, wrong = load_games(b"(;SZ[9]GN[x])(;SZ[9]GBEX[safe]GBCO[B])(;SZ[9]GBEX[])")
    assert [is_exercise(game) for game in (plain, exercise, wrong)] == [False, True, True]


def test_game_information_is_decoded_in_the_games_character_set():
    game = load_games("(;CA[ISO-8859-1]SZ[9]PB[Lee \\] Sedol]PW[Müller]GC[a\\\\b\nc]KM[6.5])".encode("latin-1"))[0]
    info = game_info(game)
    assert (info["PB"], info["PW"], info["GC"], info["KM"], info["RE"]) == ("Lee ] Sedol", "Müller", "a\\b\nc",
                                                                          "6.5", "")
    assert root_text(game, "HA") == ""


@pytest.mark.parametrize("prop", [prop for prop, kind in PROPERTIES.items()
                                  if kind.value in (Value.MOVE, Value.POINTS, Value.POINT_PAIRS, Value.LABELS)])
def test_every_move_stone_mark_label_and_line_is_checked_on_reading(prop):
    """A point off the board is refused on reading in every move, point list, label and line
    (an exercise's target is checked when the exercise is read)."""
    value = {Value.POINT_PAIRS: b"aa:kk", Value.LABELS: b"kk:x"}.get(PROPERTIES[prop].value, b"kk")
    with pytest.raises(SgfError, match=rf"{prop}\[.*off the 9x9 board"):
        load_games(b"(;SZ[9]" + prop.encode() + b"[" + value + b"])")
