"""One name per region, in GTP too: after ``loadsgf``, the letters the engine gives regions
(``gobenson-regions_gfx``'s labels and explanation) are those ``gobenson analyze`` gives the same
file -- the file's own ``LB`` letters first -- so that GoGui never shows one letter on two
regions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core.coords import parse_point_name
from gobenson_gui.gtp.server import GtpEngine

SAMPLES = sorted(Path(__file__).parent.parent.joinpath("sample_sgf").glob("*.sgf"))
NAMED = re.compile(r"region (\w+) \(at ([A-Z]+\d+)\)")


def analyze_names(capsys, sample: Path) -> dict[tuple[str, str], str]:
    """(colour, the region's first point) -> its name, as ``analyze``'s reasons give them."""
    assert main(["analyze", str(sample)]) == 0
    names = {}
    for line in capsys.readouterr().out.splitlines():
        colour = line.strip().split(",")[0]
        for name, point in NAMED.findall(line):
            names[colour, point] = name
    return names


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda path: path.stem)
def test_gtp_names_each_region_as_analyze_does(capsys, sample):
    engine = GtpEngine("test")
    assert engine.run_line(f"loadsgf {sample}")[1]
    expected = analyze_names(capsys, sample)
    analysis = engine.analysis
    for side in (analysis.black, analysis.white):
        colour = side.colour.name.lower()
        given: dict[int, str] = {}
        for block in side.blocks:
            answer, ok = engine.run_line(f"gobenson-regions_gfx {engine.name(block.first)}")
            assert ok, answer
            for line in answer.splitlines():
                if line.startswith("LABEL "):
                    _, point, name = line.split()
                    region = side.region_at(parse_point_name(point, analysis.board.columns, analysis.board.rows))
                    assert given.setdefault(region.index, name) == name
                    assert expected.get((colour, engine.name(region.first)), name) == name
            for name, point in NAMED.findall(answer):
                assert expected.get((colour, point), name) == name
        assert len(set(given.values())) == len(given)  # one name per region, one region per name


def test_sensei_example1_letters_the_regions_of_e2_as_its_file_does():
    """The file labels C1 ``d`` and F1 ``e``: GoGui shows the engine's letters on those very
    points, and the explanation names no region the file calls otherwise."""
    engine = GtpEngine("test")
    engine.run_line(f"loadsgf {SAMPLES[0].parent / 'sensei_example1.sgf'}")
    answer, _ = engine.run_line("gobenson-regions_gfx E2")
    assert "LABEL C1 d" in answer and "LABEL F1 e" in answer and "(f)" not in answer
