"""Annotating with the analysis: marks, the paragraph, idempotence, and the undoable command."""

from __future__ import annotations

import pytest

from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.annotate import HEADING_PREFIX, Annotate, annotate, main_line_nodes, with_paragraph
from gobenson_gui.core.sgf.errors import EditError
from gobenson_gui.core.sgf.values import decode_text, parse_point_list

from .helpers import apply_checked, load, roundtrip

# Black's two-eyed group in the top-left corner of a 7x5 board; white's loose stone is not alive.
POSITION = "(;SZ[7:5]AB[ba][da][ab:db]AW[fd]C[My own note.\n\nSecond paragraph.]TR[ba])"


def node_marks(node, prop, geom):
    return set(parse_point_list(node.get(prop) or [], geom, prop))


def test_safe_stones_get_squares_and_territory_tb_tw():
    document = load(POSITION)
    assert annotate(document, "all") == 1
    root = document.game.root
    geom = document.geometry
    black = set(geom.points(document.board().black))
    # The user's triangle on B5 stays, and that stone gets no square (one mark a point).
    assert node_marks(root, "TR", geom) == {(1, 0)}
    assert node_marks(root, "SQ", geom) == black - {(1, 0)}
    assert node_marks(root, "TB", geom) == {(0, 0), (2, 0)}
    assert not node_marks(root, "TW", geom)
    comment = decode_text(root.get("C")[0])
    assert comment.startswith("My own note.\n\nSecond paragraph.\n\n" + HEADING_PREFIX)
    assert "Black: 1 of 1 blocks unconditionally alive" in comment
    assert "rounds" in comment


def test_annotating_twice_changes_nothing_and_keeps_one_paragraph():
    document = load(POSITION)
    annotate(document)
    once = document.to_bytes()
    annotate(document)
    assert document.to_bytes() == once
    assert once.count(HEADING_PREFIX.encode()) == 1


def test_other_properties_tree_and_comments_are_untouched():
    document = load("(;SZ[5]XX[keep]AB[aa]C[hello];B[ee]GN[x](;W[dd])(;W[cc]))")
    annotate(document)
    roots = [(node.properties.get("XX"), node.properties.get("GN"), len(node.children))
             for node in document.game.root.walk()]
    assert roots == [([b"keep"], None, 1), (None, [b"x"], 2), (None, None, 0), (None, None, 0)]
    assert decode_text(document.game.root.get("C")[0]).startswith("hello\n\n")
    # Only the main line is annotated.
    assert "C" not in document.node_at([0, 1]).properties


def test_node_choice_all_last_or_index():
    document = load("(;SZ[5];B[aa];W[bb];B[cc])")
    line = document.game.main_line()
    assert main_line_nodes(document, "all") == line
    assert main_line_nodes(document, "last") == line[-1:]
    assert main_line_nodes(document, "2") == [line[2]]
    with pytest.raises(EditError, match="nodes 0 to 3"):
        main_line_nodes(document, 4)
    with pytest.raises(EditError, match="not a node choice"):
        main_line_nodes(document, "first")


def test_rules_are_named_and_suicide_rules_can_differ():
    document = load(POSITION)
    annotate(document, "last", Rules.SUICIDE)
    assert "suicide rules" in decode_text(document.game.root.get("C")[0])
    annotate(document, "last", Rules.NO_SUICIDE)
    comment = decode_text(document.game.root.get("C")[0])
    assert comment.count(HEADING_PREFIX) == 1 and "no-suicide rules" in comment


def test_the_paragraph_is_replaced_where_it_stands():
    assert with_paragraph("", "P") == "P"
    assert with_paragraph("a\n\nUnconditional life (Benson, x):\nold\n\nb", "P") == "a\n\nP\n\nb"


def test_annotate_command_undoes_exactly_and_survives_a_round_trip():
    document = load(POSITION + "(;SZ[9])")
    command = Annotate(document, document.game.main_line())
    assert command.text == "Annotate with the analysis"
    apply_checked(document, command)
    assert roundtrip(document).to_bytes() == document.to_bytes()
