"""``gobenson handout``: the files it writes, and one line for each kind of bad input."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

import pytest
from PIL import Image

from gobenson_gui import cli
from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.view.stepping import half_step_count

ROOT = Path(__file__).resolve().parents[1]
WELCOME = ROOT / "sample_sgf" / "welcome.sgf"
GAME = ROOT / "sample_sgf" / "rectangular-13x7-constructed.sgf"


def steps_at(path: Path, node: int, colour: str, rules: Rules = Rules.NO_SUICIDE) -> int:
    document = Document.open(path)
    side = analyze(document.board(document.game.main_line()[node]), rules).of(colour)
    return half_step_count(side)


def test_every_format_is_written(qtbot, tmp_path):
    for form in ("pdf", "svg", "png", "gif"):
        out = tmp_path / f"sheet.{form}"
        assert cli.main(["handout", str(WELCOME), "-o", str(out), "--size", "100", "--legend"]) == 0
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    root = ElementTree.parse(tmp_path / "sheet.svg").getroot()
    assert sum(1 for part in root if (part.get("id") or "").startswith("half-step")) == steps_at(WELCOME, 0, "black")
    assert Image.open(tmp_path / "sheet.gif").n_frames == steps_at(WELCOME, 0, "black")
    assert Image.open(tmp_path / "sheet.png").size[0] > 3 * 100


def test_node_colour_and_rules_choose_the_sequence(qtbot, tmp_path):
    out = tmp_path / "game.gif"
    assert cli.main(["handout", str(GAME), "-o", str(out), "--node", "1", "--colour", "white",
                     "--rules", "suicide", "--size", "80"]) == 0
    assert Image.open(out).n_frames == steps_at(GAME, 1, "white", Rules.SUICIDE)
    pdf = tmp_path / "game.pdf"
    assert cli.main(["handout", str(GAME), "-o", str(pdf), "--node", "1", "--colour", "both"]) == 0
    title = "rectangular-13x7-constructed.sgf, node 1: black and white casting out, rules no-suicide"
    assert b"/Title (\xfe\xff" + title.encode("utf-16-be") + b")" in pdf.read_bytes()  # the file's info


@pytest.mark.parametrize("args, where, message", [
    (["missing.sgf", "-o", "OUT.pdf"], "missing.sgf", "No such file"),
    ([str(WELCOME), "-o", "OUT.pdf", "--node", "5"], str(WELCOME),
     "there is no node 5 (the main line has nodes 0 to 0)"),
    ([str(WELCOME), "-o", "OUT.jpg"], "OUT.jpg", "cannot write .jpg files; a handout is .pdf, .svg, .png, .gif"),
    ([str(WELCOME), "-o", "OUT"], "OUT", "cannot write files without an extension; a handout is .pdf"),
])
def test_bad_input_gets_one_line_and_status_1(qtbot, tmp_path, capsys, args, where, message):
    args = [str(tmp_path / arg) if arg.startswith("OUT") else arg for arg in args]
    where = str(tmp_path / where) if where.startswith("OUT") else where
    assert cli.main(["handout", *args]) == 1
    error = capsys.readouterr().err
    assert error.startswith(f"gobenson: {where}: ") and message in error and error.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_a_broken_file_and_an_unwritable_place_are_named(qtbot, tmp_path, capsys):
    bad = tmp_path / "bad.sgf"
    bad.write_text("(;SZ[60])")
    assert cli.main(["handout", str(bad), "-o", str(tmp_path / "x.png")]) == 1
    assert "SZ[60]" in capsys.readouterr().err
    assert cli.main(["handout", str(WELCOME), "-o", str(tmp_path / "no" / "such" / "x.png"), "--size", "60"]) == 1
    error = capsys.readouterr().err
    assert error.startswith("gobenson: ") and "cannot save" in error and error.count("\n") == 1
