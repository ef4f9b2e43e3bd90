"""The lesson page as a file: ``gobenson lesson`` and ``write_lesson_page`` (what the editor calls)
write one self-contained page, in the language asked for, that names nothing to fetch and whose
data no text of a record can break out of; files and nodes that cannot be read are refused in one
line, writing nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

from gobenson_gui.cli import main
from gobenson_gui.core.exercises import Kind, generate, write_set
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.view.lesson.page import write_lesson_page

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_sgf" / "sensei_example1.sgf"
RECORD = ROOT / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf"


def page_data(page: str) -> dict:
    """The data a page's scripts read, as they read it."""
    found = re.search(r'<script type="application/json" id="lesson-data">(.*?)</script>', page, re.S)
    assert found is not None
    return json.loads(found.group(1))


def test_the_editor_writes_the_page_of_the_document_on_show_in_the_language_asked_for(tmp_path):
    document = Document.open(RECORD)
    out = tmp_path / "lesson.html"
    write_lesson_page(document, out, nodes="last", lang="fr")
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and '<html lang="fr">' in page
    data = page_data(page)
    assert [slide["node"] for slide in data["slides"]] == [len(document.game.main_line()) - 1]
    assert data["words"]["messages"]["Check"] == "Vérifier"


def test_a_page_fetches_nothing_and_no_text_of_a_record_ends_its_script(tmp_path):
    record = tmp_path / "record.sgf"
    record.write_text("(;GM[1]SZ[5]AB[aa][ba]C[</script><script>alert(1)</script> <!-- and a link https://x.org])")
    out = tmp_path / "lesson.html"
    assert main(["lesson", str(record), "-o", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert page.count("</script>") == 2, "the data and the scripts each end their own element"
    assert "<!--" not in page
    assert page_data(page)["slides"][0]["comment"].startswith("</script><script>")
    assert not re.search(r"\s(?:src|href|action)=", page), "nothing names a resource to fetch"
    assert "default-src 'none'" in page


def test_several_files_make_one_page_and_a_set_is_read_whole(tmp_path, capsys):
    exercises = tmp_path / "set.sgf"
    exercises.write_bytes(write_set(generate(Kind.SAFE, 3, 5, 5, 2)))
    two_games = tmp_path / "two.sgf"
    two_games.write_text("(;GM[1]SZ[5]AB[aa])(;GM[1]SZ[5]AW[aa])")
    out = tmp_path / "lesson.html"
    assert main(["lesson", str(SAMPLE), str(exercises), str(two_games), "-o", str(out)]) == 0
    notes = capsys.readouterr().err
    assert "set.sgf" not in notes, "every game of a set is read"
    assert f"{two_games}: note: only the first of its 2 games is used" in notes
    slides = page_data(out.read_text(encoding="utf-8"))["slides"]
    assert [slide["type"] for slide in slides] == ["node", "exercise", "exercise", "exercise", "node"]


def test_a_file_or_node_that_cannot_be_read_is_refused_in_one_line_and_nothing_is_written(tmp_path, capsys):
    out = tmp_path / "lesson.html"
    assert main(["lesson", str(SAMPLE), str(tmp_path / "missing.sgf"), "-o", str(out)]) == 1
    assert main(["lesson", str(SAMPLE), "--node", "3", "-o", str(out)]) == 1
    errors = capsys.readouterr().err.splitlines()
    assert errors == [f"gobenson: {tmp_path / 'missing.sgf'}: No such file or directory",
                      f"gobenson: {SAMPLE}: there is no node 3 (the main line has nodes 0 to 0)"]
    assert not out.exists()
