"""Region names: kept by regions an edit leaves alone, never a letter the file's labels use."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from gobenson_gui.core.benson import analyze, region_letter, renamed
from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.report import region_label

from .strategies import boards


@given(boards(joins=True, holes=True), st.data())
def test_a_region_no_stone_touches_keeps_its_name(board, data):
    geom = board.geometry
    empty = geom.points(board.empty_points)
    assume(empty)
    point = data.draw(st.sampled_from(empty))
    colour = data.draw(st.sampled_from(list(Colour)))
    before = renamed(analyze(board), None)
    after = renamed(analyze(board.with_point(point, colour)), before)
    touched = geom.mask([point])
    for side in Colour:
        old, new = before.of(side), after.of(side)
        for region in old.regions:
            if region.mask & (touched | geom.neighbours(touched)):
                continue
            same = next(r for r in new.regions if r.mask == region.mask)
            assert new.region_name(same.index) == old.region_name(region.index)
        assert len(set(new.names)) == len(new.names)


def test_a_region_found_above_takes_a_free_letter_instead_of_shifting_the_rest():
    board = parse_diagram("""
        . . . . .
        . . . . .
        X X X X X
        . X . X .
        """)
    before = renamed(analyze(board), None)
    black = before.black
    assert [black.region_name(r.index) for r in black.regions] == ["a", "b", "c", "d"]
    # A black wall across the top splits region a into two: the regions below keep b, c, d.
    wall = board.with_point((2, 0), Colour.BLACK).with_point((2, 1), Colour.BLACK)
    after = renamed(analyze(wall), before).black
    names = {tuple(board.geometry.points(r.mask))[0]: after.region_name(r.index) for r in after.regions}
    assert names[(0, 3)] == "b" and names[(2, 3)] == "c" and names[(4, 3)] == "d"
    assert sorted(names[point] for point in ((0, 0), (3, 0))) == ["a", "e"]


def test_names_leave_out_the_letters_of_the_labels_in_either_case():
    board = parse_diagram("""
        . X . X .
        X X X X X
        """)
    named = renamed(analyze(board), None, ["B", "d"]).black
    assert list(named.names) == ["a", "c", "e"]
    assert "region c (at C2)" in region_label(named, 1)


def test_a_kept_name_a_new_label_takes_is_given_up():
    board = parse_diagram(". X .\nX X X")
    before = renamed(analyze(board), None)
    assert renamed(analyze(board), before, ["A"]).black.names == ("c", "b")


def test_the_series_of_names_goes_on_past_z():
    assert [region_letter(i) for i in (0, 25, 26, 27, 701, 702)] == ["a", "z", "aa", "ab", "zz", "aaa"]
