"""q5Go's form of a variant board (``GM[q5go-1|2]``, ``TO``, ``MASK``): read as the same board,
written back byte for byte, and turned into gobenson's form and back without changing the board
or its analysis."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Board
from gobenson_gui.core.geometry import Wrap, geometry
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.commands import SetPointMissing
from gobenson_gui.core.sgf.document import Document, game_on
from gobenson_gui.core.sgf.errors import SgfError
from gobenson_gui.core.sgf.forms import Form
from gobenson_gui.core.sgf.properties import Q5GO_GAMES
from gobenson_gui.core.sgf.values import format_point_list
from tests.core.strategies import boards

from .helpers import SAMPLES, load

TWINS = {"q5go_torus_two_bands.sgf": "wrap_torus_two_bands.sgf",
         "q5go_missing_middle_point.sgf": "unusual_goban_3_missing_middle_point.sgf"}
Q5GO_SAMPLES = (*TWINS, "q5go_cut_cylinder.sgf")


def last_board(document: Document) -> Board:
    return document.board(document.game.main_line()[-1])


def verdicts(board: Board) -> list[tuple[int, ...]]:
    """What the analysis finds, under both rule sets."""
    found = []
    for rules in Rules:
        analysis = analyze(board, rules)
        found.append((analysis.black.safe_stones, analysis.white.safe_stones, analysis.black.territory,
                       analysis.white.territory))
    return found


def reread(document: Document, form: Form) -> Document:
    return Document.from_bytes(document.to_bytes(form))


def nodes(document: Document) -> list[list[tuple[str, list[bytes]]]]:
    """Every node's properties in file order: the game as written, line breaks aside."""
    return [list(node.properties.items()) for node in document.game.root.walk()]


@pytest.mark.parametrize("name", sorted(TWINS))
def test_a_q5go_sample_is_the_board_of_its_gobenson_twin_with_the_same_analysis(name):
    ours, theirs = Document.open(SAMPLES / name), Document.open(SAMPLES / TWINS[name])
    assert ours.geometry == theirs.geometry
    assert last_board(ours) == last_board(theirs)
    assert verdicts(last_board(ours)) == verdicts(last_board(theirs))


def test_the_cut_cylinder_has_its_rows_joined_and_its_hole_and_both_walls_live():
    document = Document.open(SAMPLES / "q5go_cut_cylinder.sgf")
    assert document.geometry == geometry(5, 4, frozenset({(2, 1), (2, 2)}), wrap=Wrap.ROWS)
    board = last_board(document)
    for rules in Rules:
        assert analyze(board, rules).white.safe_stones == board.white


@pytest.mark.parametrize("name", Q5GO_SAMPLES)
def test_a_q5go_file_saved_unchanged_comes_back_byte_for_byte_in_either_call(name, tmp_path):
    data = (SAMPLES / name).read_bytes()
    document = Document.open(SAMPLES / name)
    assert document.game.root.get("GM")[0] in Q5GO_GAMES and document.form is Form.Q5GO
    assert document.to_bytes() == document.to_bytes(Form.Q5GO) == data
    document.save(tmp_path / name)
    assert (tmp_path / name).read_bytes() == data


@pytest.mark.parametrize("name", Q5GO_SAMPLES)
def test_q5go_form_to_gobenson_form_and_back_keeps_board_analysis_and_properties(name):
    original = Document.open(SAMPLES / name)
    ours = reread(original, Form.GOBENSON)
    root = ours.game.root
    assert root.get("GM") == [b"1"] and "TO" not in root.properties and "MASK" not in root.properties
    assert ours.geometry == original.geometry and last_board(ours) == last_board(original)
    assert ours.form is None  # a file in gobenson's form is saved as it is
    assert nodes(reread(ours, Form.Q5GO)) == nodes(original)


@pytest.mark.parametrize("name", ["wrap_torus_two_bands.sgf", "wrap_cylinder_wall_goes_round.sgf",
                                  "unusual_goban_1_cut_middle_row.sgf", "unusual_goban_3_missing_middle_point.sgf"])
def test_gobenson_form_to_q5go_form_and_back_keeps_board_analysis_and_properties(name):
    original = Document.open(SAMPLES / name)
    theirs = reread(original, Form.Q5GO)
    root = theirs.game.root
    assert root.get("GM")[0] in Q5GO_GAMES and not root.properties.keys() & {"MISSING", "WRAP"}
    assert theirs.geometry == original.geometry
    assert verdicts(last_board(theirs)) == verdicts(last_board(original))
    assert nodes(reread(theirs, Form.GOBENSON)) == nodes(original)


def test_the_properties_stand_where_q5go_writes_them():
    document = load(b"(;FF[4]GM[1]CA[UTF-8]SZ[7:5]MISSING[aa:bb][gd]WRAP[columns]AB[cc]C[x];W[dd])")
    assert document.to_bytes(Form.Q5GO) == b"(;FF[4]GM[q5go-2]CA[UTF-8]SZ[7:5]TO[1]MASK[aa:bb][gd]AB[cc]C[x];W[dd])\n"
    wrapped = load(b"(;SZ[9]WRAP[rows]AW[ee])")
    assert wrapped.to_bytes(Form.Q5GO) == b"(;GM[q5go-1]SZ[9]TO[2]AW[ee])\n"


@pytest.mark.parametrize("value, wrap", [(b"1", Wrap.COLUMNS), (b"2", Wrap.ROWS), (b"3", Wrap.BOTH)])
def test_to_joins_the_columns_with_bit_1_and_the_rows_with_bit_2(value, wrap):
    assert load(b"(;GM[q5go-1]SZ[5]TO[" + value + b"])").geometry.wrap is wrap


def test_to_and_mask_are_read_only_in_q5gos_games():
    """q5Go itself reads ``TO`` only in its own games; a plain game's unknown properties stay
    unknown."""
    document = load(b"(;GM[1]SZ[5]TO[3]MASK[cc])")
    assert document.geometry == geometry(5, 5) and document.form is None
    assert document.to_bytes(Form.GOBENSON) == document.to_bytes() == b"(;GM[1]SZ[5]TO[3]MASK[cc])\n"


def test_a_wrong_to_is_refused_in_one_line():
    with pytest.raises(SgfError, match=r"^game 1: TO\[4\] is not one of TO\[1\], TO\[2\], TO\[3\]$"):
        load(b"(;GM[q5go-1]SZ[5]TO[4])")


def test_a_board_with_links_is_refused_for_q5go_and_nothing_is_written(tmp_path):
    document = Document.open(SAMPLES / "unusual_goban_2_wormhole.sgf")
    target = tmp_path / "out.sgf"
    with pytest.raises(SgfError, match=r"^game 1 links points \(LINKS\), which q5Go cannot show"):
        document.save(target, Form.Q5GO)
    assert not target.exists() and document.form is None
    assert reread(document, Form.GOBENSON).geometry == document.geometry


def test_a_board_smaller_than_q5go_opens_is_refused():
    with pytest.raises(SgfError, match=r"^game 2 is played on 2x5, and q5Go opens boards from 3x3"):
        load(b"(;SZ[9]MISSING[aa])(;SZ[2:5])").to_bytes(Form.Q5GO)


def test_a_point_removed_in_the_editor_joins_the_mask_and_a_masked_point_can_be_put_back():
    document = Document.open(SAMPLES / "q5go_cut_cylinder.sgf")
    SetPointMissing(document, (0, 0), True).apply(document)
    SetPointMissing(document, (2, 1), False).apply(document)
    assert document.geometry.missing == {(0, 0), (2, 2)}
    root = reread(document, Form.Q5GO).game.root
    assert root.get("MASK") == [b"aa", b"cc"] and "MISSING" not in root.properties
    assert reread(document, Form.Q5GO).geometry == document.geometry


def test_a_q5go_board_whose_points_are_all_back_is_a_plain_game_again():
    document = load(b"(;FF[4]GM[q5go-2]SZ[5]MASK[cc])")
    SetPointMissing(document, (2, 2), False).apply(document)
    assert document.to_bytes(Form.Q5GO) == b"(;FF[4]GM[1]SZ[5])\n"


SIZES = st.tuples(st.integers(3, 7), st.integers(3, 7))


@settings(max_examples=60, deadline=None)
@given(board=boards(shapes=SIZES, holes=True), wrap=st.sampled_from(list(Wrap)))
def test_any_board_without_links_goes_through_q5gos_form_unchanged(board, wrap):
    geom = board.geometry
    game = game_on(geometry(geom.columns, geom.rows, geom.missing, wrap=wrap))
    for prop, stones in (("AB", board.black), ("AW", board.white)):
        if stones:
            game.root.properties[prop] = format_point_list(geom.points(stones))
    original = Document([game])
    theirs = reread(original, Form.Q5GO)
    assert theirs.geometry == original.geometry and theirs.board() == original.board()
    assert verdicts(theirs.board()) == verdicts(original.board())
    assert nodes(reread(theirs, Form.GOBENSON)) == nodes(original)
