"""json writes every point set as the list of its SGF points, whether spelled out,
remembered, or edited from a set that differs by a point or two."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.cli.json_lines import PointsText
from gobenson_gui.core.coords import sgf_point
from gobenson_gui.core.geometry import geometry


@st.composite
def set_sequences(draw):
    """A board shape and point sets on it, each mostly the one before with a point or two
    changed, sometimes a set seen before or a fresh one."""
    geom = geometry(draw(st.integers(1, 19)), draw(st.integers(1, 19)))
    points = [geom.bit(point) for point in geom.all_points()]
    mask = 0
    masks = []
    for _ in range(draw(st.integers(1, 30))):
        how = draw(st.sampled_from(["flip", "flip", "flip two", "again", "fresh"]))
        if how == "fresh":
            mask = sum(draw(st.sets(st.sampled_from(points))))
        elif how == "again" and masks:
            mask = draw(st.sampled_from(masks))
        else:
            for point in draw(st.lists(st.sampled_from(points), min_size=1, max_size=2 if how == "flip two" else 1)):
                mask ^= point
        masks.append(mask)
    return geom, masks


@settings(max_examples=300, deadline=None)
@given(set_sequences())
def test_every_set_is_written_as_its_points(case):
    geom, masks = case
    texts = PointsText(geom)
    for mask in masks:
        assert json.loads(texts[mask]) == [sgf_point(point) for point in geom.points(mask)]
