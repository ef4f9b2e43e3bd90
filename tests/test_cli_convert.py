"""``gobenson convert`` and ``annotate --sgf-form``: a file's boards written in gobenson's form or
q5Go's, a board q5Go cannot show refused in one line."""

from __future__ import annotations

from gobenson_gui.cli import main
from gobenson_gui.core.sgf.document import Document

from .test_samples import SAMPLES


def run(capsys, *argv: str):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_convert_writes_a_gobenson_board_for_q5go_and_back(capsys, tmp_path):
    source = SAMPLES / "wrap_cylinder_wall_goes_round.sgf"
    theirs, ours = tmp_path / "q5go.sgf", tmp_path / "back.sgf"
    assert run(capsys, "convert", str(source), "-o", str(theirs), "--sgf-form", "q5go") == (0, "", "")
    root = Document.open(theirs).game.root
    assert (root.get("GM"), root.get("TO"), root.get("WRAP")) == ([b"q5go-1"], [b"1"], None)
    assert run(capsys, "convert", str(theirs), "-o", str(ours), "--sgf-form", "gobenson") == (0, "", "")
    assert Document.open(ours).geometry == Document.open(source).geometry
    assert Document.open(ours).game.root.get("WRAP") == [b"columns"]


def test_convert_leaves_a_file_already_in_the_form_byte_for_byte(capsys, tmp_path):
    source = SAMPLES / "q5go_cut_cylinder.sgf"
    assert run(capsys, "convert", str(source), "-o", "-", "--sgf-form", "q5go") == (0, source.read_text(), "")


def test_convert_takes_a_text_diagram_with_holes(capsys, tmp_path):
    diagram = tmp_path / "hole.txt"
    diagram.write_text("O O O\n. _ .\nO O O\n", encoding="utf-8")
    status, out, _ = run(capsys, "convert", str(diagram), "-o", "-", "--sgf-form", "q5go")
    assert status == 0 and "GM[q5go-2]" in out and "MASK[bb]" in out
    assert Document.from_bytes(out.encode()).geometry.missing == {(1, 1)}


def test_a_board_with_links_is_refused_in_one_line_and_nothing_written(capsys, tmp_path):
    out = tmp_path / "out.sgf"
    status, printed, err = run(capsys, "convert", str(SAMPLES / "unusual_goban_2_wormhole.sgf"), "-o", str(out),
                               "--sgf-form", "q5go")
    assert (status, printed) == (1, "") and not out.exists()
    assert err.count("\n") == 1 and "links points (LINKS), which q5Go cannot show" in err


def test_annotate_writes_for_q5go_when_asked(capsys, tmp_path):
    out = tmp_path / "out.sgf"
    source = SAMPLES / "wrap_torus_two_bands.sgf"
    assert run(capsys, "annotate", str(source), "-o", str(out), "--sgf-form", "q5go") == (0, "", "")
    document = Document.open(out)
    assert document.game.root.get("TO") == [b"3"] and document.game.root.get("SQ")
    assert document.geometry == Document.open(source).geometry
