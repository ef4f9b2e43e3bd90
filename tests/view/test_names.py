"""Region names: a label's letter names its region, other regions keep their names through edits
elsewhere and never take a letter the labels use; another game starts again from a."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.report import region_label, region_letter
from gobenson_gui.view.names import RegionNames, names_from_scratch

from ..core.strategies import boards

GAME, OTHER_GAME = object(), object()


def black_names(board, labels=None, naming=None, game=GAME) -> tuple[str, ...]:
    analysis = analyze(board)
    return (naming.of(analysis, labels or {}, game) if naming else names_from_scratch(analysis, labels or {}))[
        Colour.BLACK]


@given(boards(joins=True, holes=True), st.data())
def test_a_region_no_stone_touches_keeps_its_name(board, data):
    geom = board.geometry
    empty = geom.points(board.empty_points)
    assume(empty)
    point = data.draw(st.sampled_from(empty))
    colour = data.draw(st.sampled_from(list(Colour)))
    naming = RegionNames()
    before_analysis, after_analysis = analyze(board), analyze(board.with_point(point, colour))
    before = naming.of(before_analysis, {}, GAME)
    after = naming.of(after_analysis, {}, GAME)
    touched = geom.mask([point])
    for side in Colour:
        old, new = before_analysis.of(side), after_analysis.of(side)
        for region in old.regions:
            if region.mask & (touched | geom.neighbours(touched)):
                continue
            same = next(r for r in new.regions if r.mask == region.mask)
            assert after[side][same.index] == before[side][region.index]
        assert len(set(after[side])) == len(after[side])


WALL = """
    . . . . .
    . . . . .
    X X X X X
    . X . X .
    """


def test_a_region_found_above_takes_a_free_letter_instead_of_shifting_the_rest():
    board = parse_diagram(WALL)
    naming = RegionNames()
    assert black_names(board, naming=naming) == ("a", "b", "c", "d")
    # A black wall across the top splits region a into two: the regions below keep b, c, d.
    wall = board.with_point((2, 0), Colour.BLACK).with_point((2, 1), Colour.BLACK)
    after = analyze(wall).black
    names = dict(zip((board.geometry.first_point(r.mask) for r in after.regions),
                     black_names(wall, naming=naming)))
    assert names[(0, 3)] == "b" and names[(2, 3)] == "c" and names[(4, 3)] == "d"
    assert sorted(names[point] for point in ((0, 0), (3, 0))) == ["a", "e"]


def test_another_game_starts_again_from_a():
    board = parse_diagram(WALL)
    wall = board.with_point((2, 0), Colour.BLACK).with_point((2, 1), Colour.BLACK)
    naming = RegionNames()
    black_names(board, naming=naming)
    assert black_names(wall, naming=naming, game=OTHER_GAME) == black_names(wall)
    assert black_names(wall)[0] == "a"


def test_names_leave_out_the_letters_of_other_labels_in_either_case():
    board = parse_diagram("""
        . X . X .
        X X X X X
        """)
    labels = {(4, 1): "B", (2, 1): "d1"}  # on stones: they name no black region
    assert black_names(board, {(4, 1): "B", (2, 1): "d"}) == ("a", "c", "e")
    assert black_names(board, labels) == ("a", "c", "d")
    names = names_from_scratch(analyze(board), labels)[Colour.BLACK]
    assert "region c (at C2)" in region_label(analyze(board).black, 1, names)


def test_a_single_letter_label_on_a_region_is_its_name():
    board = parse_diagram("""
        . X . X . X .
        X X X X X X X
        """)
    assert black_names(board, {(2, 0): "a", (6, 0): "Q"}) == ("b", "a", "c", "Q")


def test_the_first_label_of_a_region_names_it_and_a_letter_names_one_region_only():
    board = parse_diagram("""
        . . X . X .
        X X X X X X
        """)
    # b and c label region a; b comes first in reading order.  The second a is another region's.
    labels = {(1, 0): "b", (0, 0): "c", (3, 0): "a", (5, 0): "A"}
    assert black_names(board, labels) == ("c", "a", "d")


def test_a_kept_name_a_new_label_takes_is_given_up():
    board = parse_diagram(". X .\nX X X")
    naming = RegionNames()
    assert black_names(board, naming=naming) == ("a", "b")
    assert black_names(board, {(1, 1): "A"}, naming=naming) == ("c", "b")  # a label on a stone
    assert black_names(board, {(2, 0): "A"}, naming=naming) == ("c", "A")  # a label on region b


def test_the_series_of_names_goes_on_past_z():
    assert [region_letter(i) for i in (0, 25, 26, 27, 701, 702)] == ["a", "z", "aa", "ab", "zz", "aaa"]
