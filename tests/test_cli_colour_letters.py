"""``problems check`` names the moves of a line by the colour letters of the language spoken (in
French N for Noir and B for Blanc), while its JSON keeps SGF's B and W."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core.words.i18n import set_language

COLLECTION = Path(__file__).resolve().parent / "data" / "problems" / "goproblems.sgf"
LINES = {"en": "W A7, B B7", "fr": "B A7, N B7", "de": "W A7, S B7", "zh_CN": "白 A7, 黑 B7"}
"""Problem 2's right line, White A7 then Black B7, as each language writes it."""


@pytest.fixture
def speaking_again():
    yield
    set_language("en")


@pytest.mark.parametrize("language", sorted(LINES))
def test_a_right_line_is_written_with_the_colour_letters_of_the_language(capsys, speaking_again, language):
    assert main(["--lang", language, "problems", "check", str(COLLECTION)]) == 0
    line, = capsys.readouterr().out.splitlines()
    assert LINES[language] in line


def test_the_json_keeps_the_sgf_letters(capsys, speaking_again):
    assert main(["--lang", "fr", "problems", "check", "--format", "json", str(COLLECTION)]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["moves"] for record in records for line in record["right_lines"]] == [["B[ba]"], ["W[aa]", "B[ba]"]]
