"""The samples of boards with links and wrapped sides: Sensei's Library's Example 4 board (2),
whose two single white stones are joined "through a wormhole", a wall round a cylinder and two
bands round a torus.  Each stated outcome by Benson's analysis, the exhaustive lookahead agreeing,
and the joins the texts rely on shown to be necessary."""

from __future__ import annotations

import pytest

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.geometry import Wrap, geometry
from gobenson_gui.core.kill import kill_sequence
from gobenson_gui.core.sgf.document import Document
from tests.boards import with_geometry

from .test_missing_points_samples import safe_names, territory
from .test_samples import SAMPLES, position, pt

WORMHOLE = "unusual_goban_2_wormhole.sgf"
CYLINDER = "wrap_cylinder_wall_goes_round.sgf"
TORUS = "wrap_torus_two_bands.sgf"
WHITE = Colour.WHITE
RULES = ["no-suicide", "suicide"]


def on(board: Board, **shape) -> Board:
    """The same stones on the same grid joined otherwise."""
    geom = board.geometry
    return with_geometry(board, geometry(geom.columns, geom.rows, geom.missing, **shape))


def test_the_samples_load_with_their_joins_write_back_the_same_and_are_in_the_readme():
    assert position(WORMHOLE).geometry.links == {((0, 0), (3, 0))}
    assert position(CYLINDER).geometry.wrap is Wrap.COLUMNS
    assert position(TORUS).geometry.wrap is Wrap.BOTH
    readme = (SAMPLES / "README.md").read_text(encoding="utf-8")
    for name in (WORMHOLE, CYLINDER, TORUS):
        document = Document.open(SAMPLES / name)
        assert document.to_bytes() == (SAMPLES / name).read_bytes()
        root = document.game.root
        assert root.get("GN") and root.get("C") and root.get("CA") == [b"UTF-8"]
        assert f"`{name}`" in readme


@pytest.mark.parametrize("rules", RULES)
def test_joined_through_the_wormhole_all_white_stones_live_without_new_liberties(rules):
    board = position(WORMHOLE)
    joined = board.blocks(WHITE)[0]
    assert joined == board.geometry.mask([pt(board, "A2"), pt(board, "D2")])
    assert board.liberties(joined) == board.geometry.mask([pt(board, name) for name in ("A1", "B2", "C2", "D1")])
    assert safe_names(board, WHITE, rules) == {"A2", "B1"}
    assert territory(board, WHITE, rules) == {"A1", "B2", "C2", "D1"}


@pytest.mark.parametrize("rules", RULES)
def test_without_the_wormhole_no_white_stone_lives(rules):
    plain = on(position(WORMHOLE))
    assert safe_names(plain, WHITE, rules) == set()
    assert kill_sequence(plain, pt(plain, "A2"), rules).moves == (pt(plain, "B2"), pt(plain, "A1"))


@pytest.mark.parametrize("rules", RULES)
def test_the_wall_goes_round_the_cylinder_without_splitting_it(rules):
    board = position(CYLINDER)
    assert safe_names(board, WHITE, rules) == set()
    kill = kill_sequence(board, pt(board, "B2"), rules)
    assert len(kill.moves) == 6 and kill.positions[-1].white == 0
    assert safe_names(on(board), WHITE, rules) == {"B3"}
    assert safe_names(on(board, wrap=Wrap.ROWS), WHITE, rules) == {"B3"}


@pytest.mark.parametrize("rules", RULES)
def test_two_bands_live_on_the_torus_and_neither_does_alone_or_on_a_plain_board(rules):
    board = position(TORUS)
    assert safe_names(board, WHITE, rules) == {"A4", "A2"}
    assert territory(board, WHITE, rules) == {f"{column}{row}" for column in "ABCD" for row in (3, 1)}
    one_band = board.with_point(pt(board, "A4"), None)
    for column in "BCD":
        one_band = one_band.with_point(pt(board, f"{column}4"), None)
    assert safe_names(one_band, WHITE, rules) == set()
    assert safe_names(on(board), WHITE, rules) == set()
