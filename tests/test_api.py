"""The Python API (``gobenson_gui.api``): the manual's example (docs/python-api.md) runs as printed, and what the API
returns is what ``gobenson analyze`` and ``gobenson kill`` say of the same positions."""

from __future__ import annotations

import dataclasses
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gobenson_gui import api
from gobenson_gui.core.board import Colour
from gobenson_gui.core.coords import parse_sgf_point
from gobenson_gui.core.rules import play
from tests.test_cli_errors import run

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = sorted((ROOT / "sample_sgf").glob("*.sgf"))


MANUAL_PAGE = ROOT / "docs" / "python-api.md"


def manual_example() -> tuple[str, str]:
    """The code block of the manual's page on the Python API and the output shown after it."""
    page = MANUAL_PAGE.read_text()
    code, printed = re.search(r"```python\n(.*?)```.*?```text\n(.*?)```", page, re.S).groups()
    return code, printed


def test_the_manual_example_prints_what_the_manual_shows(capsys, monkeypatch):
    code, printed = manual_example()
    monkeypatch.chdir(ROOT)  # the example names sample_sgf/ as seen from the checkout
    exec(compile(code, str(MANUAL_PAGE.relative_to(ROOT)), "exec"), {})
    assert capsys.readouterr().out == printed


def test_every_public_name_says_what_it_is():
    assert api.__doc__ and sorted(api.__all__) == api.__all__
    for name in api.__all__:
        assert getattr(api, name).__doc__, name


def test_the_api_loads_no_qt():
    loaded = subprocess.run([sys.executable, "-c", "import sys, gobenson_gui.api; print('\\n'.join(sys.modules))"],
                            capture_output=True, text=True, check=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert [name for name in loaded.stdout.split() if name.startswith(("PySide6", "shiboken6", "PIL",
                                                                       "gobenson_gui.gui", "gobenson_gui.cli"))] == []


@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.name)
def test_the_words_are_those_analyze_prints(capsys, path):
    result = api.analyze(api.from_sgf(path))
    _status, out, _err = run(capsys, "analyze", "--jobs", "1", str(path))
    printed = "\n".join([result.board, result.paragraph, *result.black.reasons, *result.white.reasons])
    assert printed + "\n" in out
    for side in (result.black, result.white):
        assert side.sentence in result.paragraph.splitlines()
        for step in side.steps[1:]:
            assert all(any(line.endswith(": " + reason) for line in side.reasons) for reason in step.reasons)


def sets_of(side: api.Side, names: tuple[str, ...], of: str) -> list[str]:
    """The SGF points of the blocks (``of="blocks"``) or regions named ``names``."""
    if of == "blocks":
        return [point for name in names for point in side.block(name).sgf]
    return [point for name in names for point in side.region(name).sgf]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.name)
def test_blocks_regions_territory_and_steps_are_those_of_the_json(capsys, path):
    position = api.from_sgf(path)
    result = api.analyze(position)
    _status, out, _err = run(capsys, "analyze", "--jobs", "1", "--format", "json", str(path))
    printed = json.loads(out)
    assert (printed["columns"], printed["rows"], printed["rules"]) == (position.columns, position.rows,
                                                                      position.rules.value)
    for colour in ("black", "white"):
        side, expected = result.side(colour), printed[colour]
        assert [list(block.sgf) for block in side.blocks] == expected["blocks"]
        assert [sorted(region.sgf) for region in side.regions] == [sorted(points) for points in expected["regions"]]
        assert sorted(point for block in side.safe for point in block.sgf) == sorted(expected["safe"])
        assert sorted(side.territory_sgf) == sorted(expected["territory"])
        assert sorted(point for region in side.regions if region.territory for point in region.sgf) == \
            sorted(expected["territory"])
        for step, indices in zip(side.steps, expected["steps"], strict=True):
            assert [side.blocks.index(side.block(name)) for name in step.blocks] == indices["blocks"]
            assert [side.regions.index(side.region(name)) for name in step.regions] == indices["regions"]
        for block in side.blocks:
            assert block.colour == colour and block.at == block.stones[0]
            assert block.safe == (block.cast_out_in is None) == (block in side.safe)
            assert block.safe == any(block.at in step.blocks for step in side.steps[-1:])
            for name in block.vital_regions:
                assert block.at in side.region(name).vital_to


def test_a_chosen_node_is_the_one_analyze_reads(capsys):
    record = ROOT / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf"
    _status, out, _err = run(capsys, "analyze", "--jobs", "1", "--node", "all", "--format", "json", str(record))
    lines = [json.loads(line) for line in out.splitlines()]
    for node in (0, 1, len(lines) // 2, len(lines) - 1):
        black = api.analyze(api.from_sgf(record.read_bytes(), node=node)).black
        assert [list(block.sgf) for block in black.blocks] == lines[node]["black"]["blocks"]
    assert api.from_sgf(record, node=len(lines) - 1) == api.from_sgf(record)


@pytest.mark.parametrize("name", ["sensei_example1.sgf", "sensei_example5_suicide.sgf", "benson_fig7.sgf"])
def test_captures_are_those_kill_prints_and_do_capture(capsys, name):
    path = ROOT / "sample_sgf" / name
    rules = "suicide" if "suicide" in name else "no-suicide"
    position = api.from_sgf(path, rules=rules)
    result = api.analyze(position)
    _status, out, _err = run(capsys, "kill", "--format", "json", "--rules", rules, str(path))
    killed = {line["point"]: line for line in map(json.loads, out.splitlines())}
    for side in (result.black, result.white):
        for block in side.blocks:
            found = api.capture(position, block.at)
            assert (found is None) == block.safe == killed[block.sgf[0]]["safe"]
            if found is None:
                continue
            assert (found.block, found.attacker) == (block.at, Colour(block.colour).opponent.value)
            assert list(found.sgf) == killed[block.sgf[0]]["moves"]
            board = position.board
            for move in found.sgf:
                board = play(board, parse_sgf_point(move), Colour(found.attacker), position.rules).board
            assert board.get(parse_sgf_point(block.sgf[0])) is None


def test_points_and_diagrams_make_the_same_position():
    diagram = api.from_diagram(". X O .\nX X O O\n. X O .\n")
    points = api.from_points((4, 3), black=["B3", "A2", "B2", "B1"], white=["ca", "C2", "D2", "C1"])
    assert points == diagram
    assert api.analyze(points) == api.analyze(diagram)
    assert api.analyze(api.from_points(4, rules="suicide")).position.rules.value == "suicide"


def test_the_results_cannot_be_changed():
    result = api.analyze(api.from_diagram("X X\n. X\n"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.black.blocks[0].safe = True  # type: ignore[misc]
    assert isinstance(result.black.blocks, tuple) and isinstance(result.black.blocks[0].stones, tuple)


@pytest.mark.parametrize("make, message", [
    (lambda: api.from_points(5, black=["F1"]), "'F1' is not a point"),
    (lambda: api.from_points(5, black=["A5"], white=["aa"]), "'aa' is given a stone twice"),
    (lambda: api.from_points(0), "columns must be a whole number from 1 to 52"),
    (lambda: api.from_diagram("X ? O\n"), "is not a row of X, O and ."),
    (lambda: api.from_sgf(b"(;GM[1]SZ[99])"), "SZ[99]: board sizes run from 1 to 52"),
    (lambda: api.from_sgf(b"(;SZ[9];B[ee])", node=5), "there is no node 5 (the main line has nodes 0 to 1)"),
    (lambda: api.from_sgf(b"(;SZ[9];B[ee])", node="all"), "a position is one node"),
    (lambda: api.from_sgf(ROOT / "no-such-file.sgf"), "No such file or directory"),
    (lambda: api.from_diagram("X .", rules="chinese"), "unknown rules 'chinese'"),
    (lambda: api.capture(api.from_diagram("X .\n. .\n"), "B2"), "there is no stone at that point"),
    (lambda: api.capture(api.from_diagram(". X .\nX O X\n. X .\n"), "B3"),
     "the position is illegal: the block at B2 has no liberty"),
])
def test_bad_input_is_a_value_error_of_one_line(make, message):
    with pytest.raises(ValueError) as raised:
        make()
    assert message in str(raised.value) and "\n" not in str(raised.value)
