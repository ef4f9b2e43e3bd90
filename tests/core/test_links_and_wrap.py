"""Boards with links and wrapped sides: the geometry against a plain model of adjacency, moves,
captures and ko across the joins, the LINKS and WRAP root properties, and the readers that have
no way to show a join."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings

from gobenson_gui.cli import main
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.diagram import DiagramError
from gobenson_gui.core.sgf.diagrams import node_diagram
from gobenson_gui.core.geometry import Geometry, LinkedGeometry, Wrap, geometry
from gobenson_gui.core.rules import IllegalMove, play
from gobenson_gui.core.sgf.commands import NewGame, SetLink, SetPointMissing
from gobenson_gui.core.sgf.errors import EditError, SgfError
from tests.boards import is_legal, with_geometry

from .sgf.helpers import apply_checked, load
from .strategies import adjacent, boards, flood

BLACK, WHITE = Colour.BLACK, Colour.WHITE
CORNERS = frozenset({((0, 0), (4, 4))})


@settings(max_examples=200, deadline=None)
@given(board=boards(legal=False, holes=True, joins=True))
def test_neighbours_and_components_follow_every_join(board):
    geom = board.geometry
    stones = geom.points(board.black)
    expected = {q for p in stones for q in adjacent(p, geom)}
    assert set(geom.points(geom.neighbours(board.black))) == expected
    assert [frozenset(geom.points(part)) for part in geom.components(board.black)] == flood(set(stones), geom)


def test_only_boards_with_joins_leave_the_plain_grid():
    plain = geometry(5, 5, frozenset({(2, 2)}))
    assert type(plain) is Geometry and plain.is_grid
    assert plain.links == frozenset() and plain.wrap is Wrap.NONE
    linked = geometry(5, 5, links=frozenset({((4, 4), (0, 0))}))
    assert isinstance(linked, LinkedGeometry) and not linked.is_grid
    assert linked.links == CORNERS  # either order of the ends is the same link
    assert linked != geometry(5, 5) and linked != geometry(5, 5, wrap="columns")
    assert geometry(5, 5, wrap="both") is geometry(5, 5, wrap=Wrap.BOTH) == LinkedGeometry(5, 5, wrap=Wrap.BOTH)


@pytest.mark.parametrize("columns", [1, 2])
def test_wrapping_a_line_of_one_or_two_points_adds_no_neighbour(columns):
    """One column wrapped would be a point next to itself; two, a join the grid has already."""
    torus, cylinder = geometry(columns, 3, wrap=Wrap.BOTH), geometry(columns, 3, wrap=Wrap.ROWS)
    for point in torus.all_points():
        bit = torus.bit(point)
        assert torus.neighbours(bit) == cylinder.neighbours(bit)
        assert not torus.neighbours(bit) & bit


@pytest.mark.parametrize("links, wrap, message", [
    ({((1, 1), (1, 1))}, "none", r"a link joins two different points, not \(1, 1\) to itself"),
    ({((0, 0), (2, 2))}, "none", r"the link \(0, 0\)-\(2, 2\) ends at \(2, 2\), a missing point of the 5x5 board"),
    ({((0, 0), (5, 0))}, "none", r"ends at \(5, 0\), off the 5x5 board"),
    (set(), "sideways", "wrap must be one of none, columns, rows, both, not 'sideways'"),
])
def test_impossible_joins_are_named(links, wrap, message):
    with pytest.raises(ValueError, match=message):
        geometry(5, 5, frozenset({(2, 2)}), frozenset(links), wrap)


def test_a_stone_is_captured_across_the_wrapped_side():
    cylinder = Board(geometry(5, 2, wrap=Wrap.COLUMNS)).with_point((1, 0), BLACK).with_point((0, 1), BLACK)
    board = cylinder.with_point((0, 0), WHITE)
    assert is_legal(board) and not is_legal(with_geometry(board, geometry(5, 2)))
    result = play(board, (4, 0), BLACK)
    assert result.captured == board.geometry.bit((0, 0)) and result.board.white == 0


def test_a_ko_across_the_wrapped_side_cannot_be_retaken_at_once():
    ring = Board(geometry(6, 1, wrap=Wrap.COLUMNS))
    for point, colour in (((4, 0), BLACK), ((5, 0), WHITE), ((1, 0), WHITE)):
        ring = ring.with_point(point, colour)
    result = play(ring, (0, 0), BLACK)
    assert result.captured == ring.geometry.bit((5, 0)) and result.ko_point == (5, 0)
    with pytest.raises(IllegalMove, match="retakes a ko"):
        play(result.board, (5, 0), WHITE, ko_point=result.ko_point)


def test_a_stone_is_captured_through_a_link():
    board = Board(geometry(5, 5, links=CORNERS)).with_point((1, 0), BLACK).with_point((0, 1), BLACK)
    board = board.with_point((0, 0), WHITE)
    assert board.liberties(board.white) == board.geometry.bit((4, 4))
    result = play(board, (4, 4), BLACK)
    assert result.captured == board.geometry.bit((0, 0))


# -- SGF ------------------------------------------------------------------------------------------------

JOINED = "(;FF[4]GM[1]SZ[5]MISSING[cc]LINKS[aa:ee][ea:ae]WRAP[rows]AW[aa][ee];B[ba])"


def test_links_and_wrap_load_and_are_kept_on_save():
    document = load(JOINED)
    geom = document.geometry
    assert geom.links == {((0, 0), (4, 4)), ((4, 0), (0, 4))} and geom.wrap is Wrap.ROWS
    assert geom.missing == {(2, 2)}
    assert document.to_bytes() == JOINED.encode() + b"\n"
    assert len(document.board().blocks(WHITE)) == 1


@pytest.mark.parametrize("text, message", [
    ("(;SZ[5]LINKS[aa:aa])", r"^game 1: LINKS\[aa:aa\] links a point to itself$"),
    ("(;SZ[5]LINKS[aa])", r"^game 1: LINKS\[aa\] is not two points \(like aa:bb\)$"),
    ("(;SZ[5]LINKS[aa:ff])", r"^game 1: LINKS\[ff\] is off the 5x5 board$"),
    ("(;SZ[5]MISSING[cc]LINKS[aa:cc])", r"^game 1: LINKS\[cc\] is on a missing point of the 5x5 board$"),
    ("(;SZ[5]WRAP[sideways])", r"^game 1: WRAP\[sideways\] is not one of WRAP\[columns\], WRAP\[rows\], WRAP\[both\]$"),
    ("(;SZ[5]WRAP[rows][both])", r"^game 1: WRAP\[rows\]\[both\] is not one of"),
    ("(;SZ[5];WRAP[rows])", r"^game 1, node 1: WRAP belongs in the root node$"),
    ("(;SZ[5];B[aa]LINKS[aa:cc])", r"^game 1, node 1: LINKS belongs in the root node$"),
])
def test_malformed_joins_are_one_line_errors(text, message):
    with pytest.raises(SgfError, match=message):
        load(text)


def test_removing_a_linked_point_removes_its_links_and_undo_brings_them_back():
    document = load("(;SZ[5]LINKS[aa:ee][ba:eb]AW[ee])")
    apply_checked(document, SetPointMissing(document, (0, 0), True))
    assert document.game.root.get("LINKS") == [b"ba:eb"]
    assert document.geometry.links == {((1, 0), (4, 1))} and document.geometry.missing == {(0, 0)}


def test_changing_the_joins_of_the_root_gives_a_new_board():
    document = load("(;SZ[5]AW[aa])")
    assert document.board().geometry.is_grid
    properties = dict(document.game.root.properties, WRAP=[b"both"])
    document.replace_properties(document.game.root, properties)
    assert document.board().geometry.wrap is Wrap.BOTH


# -- readers without a notation for joins --------------------------------------------------------------


def test_text_diagrams_refuse_a_board_they_cannot_show():
    document = load(JOINED)
    with pytest.raises(DiagramError, match=r"^a text diagram has no notation for linked points or wrapped sides"):
        node_diagram(document)


def test_analyze_names_the_joins_in_text_and_json(files, capsys):
    name = files("joined.sgf", JOINED)
    assert main(["analyze", name]) == 0
    assert "Linked: A5-E1, E5-A1.  Wrapped: the last row is next to the first." in capsys.readouterr().out
    assert main(["analyze", "--format", "json", name]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["wrap"] == "rows" and record["links"] == [["aa", "ee"], ["ea", "ae"]]


# -- commands ---------------------------------------------------------------------------------------


def test_linking_two_points_joins_their_stones_and_unlinking_parts_them():
    document = load("(;SZ[5]AW[aa][ee]LINKS[ba:ab])")
    command = SetLink(document, (4, 4), (0, 0), True)
    assert command.text == "Link E1 and A5"
    apply_checked(document, command)
    assert document.game.root.get("LINKS") == [b"ba:ab", b"aa:ee"]
    assert len(document.board().blocks(WHITE)) == 1
    apply_checked(document, SetLink(document, (0, 0), (4, 4), False))
    assert document.game.root.get("LINKS") == [b"ba:ab"] and len(document.board().blocks(WHITE)) == 2


@pytest.mark.parametrize("first, second, linked, message", [
    ((1, 0), (0, 1), True, "^B5 and A4 are already linked$"),
    ((0, 0), (4, 4), False, "^A5 and E1 are not linked$"),
    ((0, 0), (0, 0), True, "^a link joins two different points$"),
    ((2, 2), (0, 0), True, "^C3 is a missing point of the board$"),
])
def test_impossible_link_edits_are_refused(first, second, linked, message):
    document = load("(;SZ[5]MISSING[cc]LINKS[ba:ab])")
    with pytest.raises(EditError, match=message):
        SetLink(document, first, second, linked)


@pytest.mark.parametrize("wrap, shape", [("none", ""), (Wrap.COLUMNS, " on a cylinder"), ("both", " on a torus")])
def test_a_new_game_may_wrap(wrap, shape):
    document = load("(;SZ[5])")
    command = NewGame(document, 9, 9, wrap)
    assert command.text == f"New 9x9 game{shape}"
    apply_checked(document, command)
    assert document.geometry.wrap is Wrap(wrap)
    assert load(document.to_bytes()).games[1].geometry.wrap is Wrap(wrap)
    with pytest.raises(EditError, match=r"^a board wraps none, columns, rows, both, not 'round'$"):
        NewGame(document, 9, 9, "round")
