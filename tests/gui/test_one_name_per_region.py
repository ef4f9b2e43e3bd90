"""One name per region everywhere: for every sample, the window's board, its image export, its
handout and print, ``gobenson analyze`` and the record ``gobenson annotate`` writes all call each
region alike, and a region a letter label marks goes by that letter."""

from __future__ import annotations

import re

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core.board import Colour
from gobenson_gui.core.coords import point_name
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.properties import node_labels
from gobenson_gui.drawing import handout
from gobenson_gui.view.picture import Overlays, RegionMode, Whose
from gobenson_gui.gui.features import export
from gobenson_gui.gui.features.export import IMAGE, SEQUENCE
from gobenson_gui.view.session import scene
from PySide6.QtWidgets import QFileDialog

from .driving import ROOT, click, use_tool

SAMPLES = sorted((ROOT / "sample_sgf").glob("*.sgf"))
NAMED_AT = re.compile(r"region (\w+) \(at ([A-Z]+\d+)\)")
"""A region named with its first point: "region c (at E4)"."""
NAMED_ALONE = re.compile(r"healthy region \((\w+)\)")
POINT_IN_LOWER_CASE = re.compile(r"\b(?:at|block) [a-z]{1,2}\d+\b")
"""A point written as ``e6``, which gobenson never writes: points are ``E6`` everywhere."""


def panel_names(panels, rows: int) -> dict[tuple[Colour, str], str]:
    """(colour, first point of the region) -> the letter drawn, over boards captioned by colour."""
    names = {}
    for caption, picture in panels:
        colour = Colour(caption.split(":")[0].lower())
        geom = picture.board.geometry
        for mark in picture.regions:
            names[colour, point_name(geom.first_point(mark.mask), rows)] = mark.letter
    return names


def words_names(lines, colour_of) -> list[tuple[Colour, str | None, str]]:
    """(colour, first point or None, name) for every region the lines name; ``colour_of(line)``
    says whose line it is (None: the colour of the line before)."""
    found, colour = [], None
    for line in lines:
        colour = colour_of(line) or colour
        found += [(colour, at, name) for name, at in NAMED_AT.findall(line)]
        found += [(colour, None, name) for name in NAMED_ALONE.findall(line)]
    return found


def cli_words(capsys, *argv: str) -> list[tuple[Colour, str | None, str]]:
    assert main(list(argv)) == 0
    out = capsys.readouterr().out.splitlines()
    assert not any(POINT_IN_LOWER_CASE.search(line) for line in out)
    return words_names(out, lambda line: next((c for c in Colour if line.startswith(f"  {c.value}, round")), None))


def handout_words(made: handout.Handout) -> list[tuple[Colour, str | None, str]]:
    lines = [line for step in made.steps for line in step.words]
    assert not any(POINT_IN_LOWER_CASE.search(line) for line in lines)
    return words_names(lines, lambda line: next((c for c in Colour if line.startswith(c.value.capitalize())), None))


def agree(shown: dict, named: list, where: str) -> None:
    letters = {colour: set() for colour in Colour}
    for (colour, _), letter in shown.items():
        letters[colour].add(letter)
    for colour, at, name in named:
        if at is None:
            assert name in letters[colour], f"{where}: {colour.value} {name}"
        else:
            assert shown[colour, at] == name, f"{where}: {colour.value} region at {at}"


@pytest.mark.parametrize("sample", SAMPLES, ids=[path.stem for path in SAMPLES])
def test_every_output_names_the_regions_of_a_sample_alike(qtbot, window, capsys, monkeypatch, tmp_path, sample):
    assert window.file.open_path(str(sample), confirmed=True)
    control = window.controller
    control.set_sequence(Whose.BOTH)
    control.set_overlays(Overlays(regions=RegionMode.ALL))
    rows = control.session.board.rows
    shown = panel_names(scene(control.session), rows)

    exported = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(tmp_path / "board.png"), ""))
    monkeypatch.setattr(export, "save_scene", lambda path, panels, size, **_: exported.append(panels))
    window.export.export(IMAGE)
    assert panel_names(exported[0], rows) == shown

    sheets = []
    monkeypatch.setattr(handout, "handout_bytes", lambda made, *args: sheets.append(made) or b"")
    monkeypatch.setattr(handout, "paint_pages", lambda printer, made, columns: sheets.append(made) or 1)
    monkeypatch.setattr(window.export, "ask_printer", lambda printer: True)
    assert window.export.export_to(SEQUENCE, str(tmp_path / "sheet.pdf")) and window.export.print_sequence()
    for made in sheets:
        for step in made.steps:
            drawn = panel_names(step.panels, rows)
            assert drawn.items() <= shown.items()
        agree(shown, handout_words(made), "handout")

    node, rules = str(control.session.document.cursor.depth()), control.session.rules.value
    agree(shown, cli_words(capsys, "analyze", "--node", node, "--rules", rules, str(sample)), "analyze")
    annotated = tmp_path / "annotated.sgf"
    assert main(["annotate", "--node", node, "--rules", rules, "-o", str(annotated), str(sample)]) == 0
    capsys.readouterr()
    agree(shown, cli_words(capsys, "analyze", "--node", node, "--rules", rules, str(annotated)), "annotate")

    document = control.session.document
    labels = node_labels(document.cursor, document.geometry, document.game.charset)
    letters = {point: text for point, text in labels.items() if len(text) == 1 and text.isalpha()}
    for colour in Colour:
        side = control.session.analysis.of(colour)
        for region in side.regions:
            own = {text for point, text in letters.items() if region.mask & document.geometry.bit(point)}
            if own:  # a region with letter labels goes by one of them (the first: see tests/view)
                assert shown[colour, point_name(region.first, rows)] in own


def test_the_sample_of_sensei_example_1_reads_a_to_f_everywhere(qtbot, window, capsys):
    sample = ROOT / "sample_sgf" / "sensei_example1.sgf"
    assert window.file.open_path(str(sample), confirmed=True)
    control = window.controller
    control.set_sequence(Whose.BOTH)
    control.set_overlays(Overlays(regions=RegionMode.ALL))
    shown = panel_names(scene(control.session), 6)
    assert sorted(name for (colour, _), name in shown.items() if colour is Colour.BLACK) == list("abcdef")
    assert shown[Colour.BLACK, "A5"] == "a" and shown[Colour.BLACK, "C6"] == "f"
    # The text: "E6 is adjacent to only 2 B-regions (c and f) but f does not fulfill P1".
    said = cli_words(capsys, "analyze", str(sample))
    assert (Colour.BLACK, None, "c") in said or (Colour.BLACK, None, "f") in said
    agree(shown, said, "analyze")


def test_an_export_after_an_edit_names_the_regions_as_the_screen_does(qtbot, window, monkeypatch, tmp_path):
    """Two black rows at the top of a 5x5 board enclose one region, a; taking away A5 opens an
    eye above the rows, which is new and so takes b, on the screen and in the handout alike."""
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[5]AB[aa][ba][ca][da][ea][ab][bb][cb][db][eb])"))
    control.set_overlays(Overlays(regions=RegionMode.ALL))
    use_tool(window, "setup-black")
    click(qtbot, window, (0, 0))
    qtbot.waitUntil(lambda: control.session.board.get((0, 0)) is None)
    shown = panel_names([("Black", window.views[0].picture)], 5)
    assert shown == {(Colour.BLACK, "A5"): "b", (Colour.BLACK, "A3"): "a"}
    sheets = []
    monkeypatch.setattr(handout, "handout_bytes", lambda made, *args: sheets.append(made) or b"")
    assert window.export.export_to(SEQUENCE, str(tmp_path / "sheet.png"))
    assert panel_names(sheets[0].steps[-1].panels, 5) == shown
    assert "only 1 healthy region (b)" in "\n".join(sheets[0].steps[1].words)


def test_another_file_starts_again_from_a(qtbot, window):
    """After the edit above the eye is b; the same position opened as another file names it a."""
    control = window.controller
    rows = b"(;SZ[5]AB[aa][ba][ca][da][ea][ab][bb][cb][db][eb])"
    control.replace_document(Document.from_bytes(rows))
    control.set_overlays(Overlays(regions=RegionMode.ALL))
    use_tool(window, "setup-black")
    click(qtbot, window, (0, 0))
    qtbot.waitUntil(lambda: control.session.board.get((0, 0)) is None)
    assert panel_names(scene(control.session), 5)[Colour.BLACK, "A5"] == "b"
    control.replace_document(Document.from_bytes(rows.replace(b"[aa]", b"")))
    assert panel_names(scene(control.session), 5) == {(Colour.BLACK, "A5"): "a", (Colour.BLACK, "A3"): "b"}
