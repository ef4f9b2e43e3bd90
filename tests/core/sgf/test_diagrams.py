"""Sensei's Library diagrams to SGF documents and back."""

from __future__ import annotations

import pytest

from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import DiagramError, read_diagram
from gobenson_gui.core.sgf.diagrams import diagram_document, node_diagram
from gobenson_gui.core.sgf.commands import AddMark, PlayMove, SetLabel, SetStone

from .helpers import load

FULL = """$$W Ko fight
$$ +-----------+
$$ | . X O . a |
$$ | X 1 B O . |
$$ | # X @ . C |
$$ | . 2 . S T |
$$ | Y Q Z P M |
$$ +-----------+
"""


def test_import_gives_setup_moves_marks_labels_and_title():
    document = diagram_document(FULL)
    root = document.game.root
    assert document.game.size == (5, 5)
    assert root.get("GN") == [b"Ko fight"]
    line = document.game.main_line()
    assert [node.properties.get("W") or node.properties.get("B") for node in line[1:]] == [[b"bb"], [b"bd"]]
    last = line[-1]
    assert document.cursor is last
    assert last.get("LB") == [b"ea:a"]
    assert last.get("CR") == [b"cb", b"ec"] and last.get("SQ") == [b"ac", b"cc", b"dd"]
    assert last.get("TR") == [b"ed", b"ae", b"be"] and last.get("MA") == [b"ce", b"de", b"ee"]  # as q5Go reads marks
    # White 1 at B4 captures the circled black stone at C4.
    assert document.board(last).get((2, 1)) is None
    assert document.board(last).get((0, 4)) is Colour.BLACK and document.board(last).get((3, 4)) is Colour.WHITE


def test_export_of_an_imported_diagram_gives_it_back():
    document = diagram_document(FULL)
    assert node_diagram(document, numbered_from=document.game.root) == FULL


def test_export_of_a_node_shows_the_position_and_markup():
    document = load("(;SZ[4]GN[Corner]AB[aa][bb]AW[cc];W[dd]CR[aa][dd][ab]SQ[bb]TR[cc]MA[da]LB[ba:q][ca:Long]TB[bd])")
    document.go_last()
    assert node_diagram(document) == (
        "$$B Corner\n"
        "$$ +---------+\n"
        "$$ | B q . M |\n"
        "$$ | C # . . |\n"
        "$$ | . . Q . |\n"
        "$$ | . . . W |\n"
        "$$ +---------+\n")


def test_edited_documents_survive_export_and_import():
    document = load("(;SZ[7:5])")
    for point, colour in (((1, 1), Colour.BLACK), ((2, 1), Colour.WHITE), ((6, 4), Colour.BLACK)):
        SetStone(document, point, colour).apply(document)
    AddMark(document, "TR", (1, 1)).apply(document)
    SetLabel(document, (5, 0), "c").apply(document)
    text = node_diagram(document)
    again = diagram_document(text)
    assert again.game.size == (7, 5)
    assert again.board() == document.board()
    assert node_diagram(again) == text


def test_numbered_moves_round_trip_through_a_document():
    document = load("(;SZ[5]AB[cc])")
    for point in [(1, 1), (3, 3), (1, 3)]:
        PlayMove(document, point).apply(document)
    text = node_diagram(document, numbered_from=document.game.root)
    assert "$$ | . . . . . |\n$$ | . 1 . . . |\n$$ | . . X . . |\n$$ | . 3 . 2 . |" in text
    again = diagram_document(text)
    assert again.board() == document.board()
    assert [n.properties for n in again.game.main_line()[1:]] == [n.properties for n in document.game.main_line()[1:]]


def test_a_section_is_placed_by_its_edges_on_a_19x19_board():
    top_left = diagram_document("$$B\n$$ +------\n$$ | X O .\n$$ | . X .\n")
    assert top_left.game.size == (19, 19) and top_left.board().get((0, 0)) is Colour.BLACK
    bottom_right = diagram_document("$$\n$$ X O . |\n$$ . X . |\n$$ ------+\n")
    assert bottom_right.board().get((16, 17)) is Colour.BLACK
    assert bottom_right.board().get((17, 18)) is Colour.BLACK
    middle = diagram_document("$$\n$$ X O\n")
    assert middle.game.size == (19, 19) and middle.board().get((1, 0)) is Colour.WHITE


def test_edges_and_header_options_are_read():
    diagram = read_diagram("$$Wcm12 Title here\n$$ | X . |\n$$ | . O |\n$$ +-----+\n")
    assert diagram.first_player is Colour.WHITE and diagram.title == "Title here"
    assert diagram.edges == {"top": False, "bottom": True, "left": True, "right": True}
    assert read_diagram("X .\n. O").edges == dict.fromkeys(("top", "bottom", "left", "right"), True)


def test_white_to_play_without_moves_sets_pl():
    document = diagram_document("$$W\n$$ +---+\n$$ | . |\n$$ +---+\n")
    assert document.game.root.get("PL") == [b"W"]
    assert node_diagram(document).startswith("$$W\n")


@pytest.mark.parametrize("text, message", [
    ("$$B\n$$ | X . |\n$$ | X |\n", "row 2 has 1 points"),
    ("$$B\n$$ | X . |\n$$ | X ? |\n", "line 3"),
    ("$$B\n$$\n", "no board rows"),
    ("$$B\n$$ | 1 . |\n$$ | 1 . |\n", "move 1 appears twice"),
    ("$$B\n$$ " + "." * 53 + "\n", "1 to 52"),
])
def test_bad_diagrams_are_named(text, message):
    with pytest.raises(DiagramError, match=message):
        diagram_document(text)


def test_exporting_impossible_numbering_is_refused():
    document = load("(;SZ[5];B[aa];W[];B[bb])")
    document.go_last()
    with pytest.raises(DiagramError, match="pass"):
        node_diagram(document, numbered_from=document.game.root)
    with pytest.raises(DiagramError, match="at most 10"):
        long_line = load("(;SZ[5]" + "".join(f";B[{c}{r}]" for c in "abcd" for r in "abc") + ")")
        node_diagram(long_line, long_line.game.main_line()[-1], long_line.game.root)
    with pytest.raises(DiagramError, match="ancestor"):
        node_diagram(document, numbered_from=load("(;SZ[5])").game.root)
