"""Annotated files read by a reader that knows only single points, as q5Go reads marks
(``add_marks`` in its ``src/sgf2board.cc`` takes the first point of ``SQ[ba:da]`` and drops the
rest): every point gobenson marks is found, in every profile and form, on every sample."""

from __future__ import annotations

from pathlib import Path

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core.annotation_profile import Profile
from gobenson_gui.core.coords import sgf_point
from gobenson_gui.core.sgf.forms import Form
from gobenson_gui.core.sgf.properties import MARK_PROPERTIES
from gobenson_gui.core.sgf.tree import read_games
from gobenson_gui.core.sgf.values import point_list_mask

SAMPLES = sorted(Path(__file__).parent.parent.joinpath("sample_sgf").glob("*.sgf"))


def single_point_marks(values: list[bytes]) -> set[bytes]:
    """What a single-point reader draws of a mark property: the first point of each value."""
    return {value[:2] for value in values if len(value) >= 2}


@pytest.mark.parametrize("form", list(Form))
@pytest.mark.parametrize("profile", list(Profile))
@pytest.mark.parametrize("sample", SAMPLES, ids=lambda path: path.stem)
def test_a_single_point_reader_finds_every_marked_point(tmp_path, capsys, sample, profile, form):
    out = tmp_path / "out.sgf"
    if main(["annotate", str(sample), "-o", str(out), "--profile", profile.value, "--sgf-form", form.value]):
        assert "q5Go" in capsys.readouterr().err and form is Form.Q5GO  # a board q5Go cannot show
        pytest.skip("q5Go cannot show this board")
    for game in read_games(out):
        geom = game.geometry
        for node in game.root.walk():
            for prop in MARK_PROPERTIES:
                values = node.get(prop) or []
                full = {sgf_point(point).encode() for point in geom.points(point_list_mask(values, geom, prop))}
                assert single_point_marks(values) == full, (prop, values)
