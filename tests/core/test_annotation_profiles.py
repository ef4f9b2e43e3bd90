"""The annotation profiles: gobenson's TB/TW territory, or the portable MA/CR that Sabaki, q5Go and
GoGui all draw; each idempotent, and no mark ever taken away (a teacher's crosses on a territory included)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.annotate import Annotate, annotate
from gobenson_gui.core.annotation_profile import Profile
from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.errors import EditError

from .sgf.helpers import load
from .strategies import boards
from .test_annotate import POSITION, RULES, node_marks, sgf_of

MARKS = ("SQ", "TB", "TW", "MA", "CR", "TR", "SL")
TERRITORY = {"TB", "TW"}  # a point holds at most one of these, and at most one of the other marks (FF[4])


def marks(document, node=None) -> dict[str, set]:
    node = node or document.game.root
    return {prop: found for prop in MARKS if (found := node_marks(node, prop, document.geometry))}


def test_the_portable_profile_marks_black_territory_with_crosses_and_keeps_the_squares():
    document = load(POSITION)
    assert annotate(document, "all", profile=Profile.PORTABLE) == 1
    found = marks(document)
    black = set(document.geometry.points(document.board().black))
    assert found == {"TR": {(1, 0)}, "SQ": black - {(1, 0)}, "MA": {(0, 0), (2, 0)}}


def test_the_portable_profile_marks_white_territory_with_circles():
    document = load("(;SZ[5:3]AW[ba][da][ab:eb])")
    annotate(document, 0, profile=Profile.PORTABLE)
    territory = {(0, 0), (2, 0), (4, 0), *((column, 2) for column in range(5))}  # the top gaps, the bottom row
    assert marks(document)["CR"] == territory and "TW" not in marks(document)


def test_a_teachers_cross_on_whites_territory_keeps_the_portable_circle_off_that_point():
    """FF[4] allows one of CR, MA, SL, SQ, TR on a point: the teacher's MA stays, and no CR joins it."""
    document = load("(;SZ[5:3]AW[ba][da][ab:eb]MA[ac])")
    annotate(document, 0, profile=Profile.PORTABLE)
    territory = {(0, 0), (2, 0), (4, 0), *((column, 2) for column in range(5))}
    assert marks(document)["MA"] == {(0, 2)} and marks(document)["CR"] == territory - {(0, 2)}


@pytest.mark.parametrize("profile", list(Profile))
def test_annotating_twice_changes_nothing_in_either_profile(profile):
    document = load(POSITION)
    annotate(document, profile=profile)
    once = document.to_bytes()
    assert annotate(document, profile=profile) == 0 and document.to_bytes() == once
    with pytest.raises(EditError):
        Annotate(document, profile=profile)


@pytest.mark.parametrize("profile", list(Profile))
def test_a_teachers_crosses_exactly_on_a_territory_survive_annotation_in_every_profile(profile):
    """Black's territory is A5 and C5: the teacher's MA there, and TB, CR elsewhere, all stay."""
    teacher = "(;SZ[7:5]AB[ba][da][ab:db]AW[fd]MA[aa][ca]TR[ba]TB[ee]CR[ge])"
    document = load(teacher)
    annotate(document, 0, profile=profile)
    found = marks(document)
    assert found["MA"] == {(0, 0), (2, 0)} and found["TR"] == {(1, 0)}
    assert {(4, 4)} <= found["TB"] and found["CR"] == {(6, 4)}


@pytest.mark.parametrize("first, then", [(Profile.GOBENSON, Profile.PORTABLE), (Profile.PORTABLE, Profile.GOBENSON)])
def test_re_annotating_in_the_other_profile_adds_its_marks_and_takes_none_away(first, then):
    document = load("(;SZ[7:5]AB[ba][da][ab:db]AW[fd])")
    annotate(document, 0, profile=first)
    before = marks(document)
    annotate(document, 0, profile=then)
    after = marks(document)
    assert all(after[prop] >= points for prop, points in before.items())
    assert after["TB"] == after["MA"] == {(0, 0), (2, 0)}


@settings(max_examples=120, deadline=None)
@given(board=boards(), rules=RULES, profile=st.sampled_from(list(Profile)), data=st.data())
def test_each_profile_is_idempotent_and_keeps_every_mark(board, rules, profile, data):
    geom = board.geometry
    points = geom.points(geom.on)
    teacher = {prop: data.draw(st.sets(st.sampled_from(points), max_size=3)) for prop in ("TR", "SQ", "TB", "MA")}
    document = load(sgf_of(board, "", teacher))
    annotate(document, 0, rules, profile)
    once = document.to_bytes()
    assert annotate(document, 0, rules, profile) == 0 and document.to_bytes() == once
    analysis = analyze(board, rules)
    found = marks(document)
    for prop, given_points in teacher.items():
        assert found.get(prop, set()) >= given_points
    ours = profile.territory_marks
    for colour in (Colour.BLACK, Colour.WHITE):
        territory = set(geom.points(analysis.of(colour).territory))
        marked_otherwise = set().union(*(found.get(prop, set()) for prop in MARKS if prop != ours[colour]
                                         and (prop in TERRITORY) == (ours[colour] in TERRITORY)))
        assert territory <= found.get(ours[colour], set()) | marked_otherwise
