"""The lesson page says what gobenson says, word for word, in every language: the paragraph and the
reasons ``analyze`` prints, the panel's explanation of every block, every half-step's lines and
captions, the region names after the node's labels, and what a screen reader hears at every point --
on nodes of every sample, under both rule sets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.properties import node_labels
from gobenson_gui.core.words.i18n import LANGUAGES, speaking
from gobenson_gui.view.lesson.catalog import named_templates, page_words
from gobenson_gui.view.lesson.page import SCRIPTS, asset_text, board_text, geometry_json

from .node import HEADLESS, index, needs_node, run_node

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "sample_sgf").glob("*.sgf"))
NODES_PER_RECORD = 4
"""Nodes of each record's main line taken, evenly spread, its last one included."""


def positions() -> dict:
    shapes: dict = {}
    chosen = []
    for sample in SAMPLES:
        document = Document.open(sample)
        line = document.game.main_line()
        step = max(1, len(line) // NODES_PER_RECORD)
        for node in {*line[::-step], line[-1]}:
            board = document.board(node)
            labels = [[index(point, board.geometry), text]
                      for point, text in node_labels(node, board.geometry, document.game.charset).items()]
            shape = shapes.setdefault(board.geometry, len(shapes))
            chosen += [[shape, board_text(board), rules.value, labels] for rules in Rules]
    return {"geometries": [geometry_json(geom) for geom in shapes], "positions": chosen}


def reference(batch: dict, language: str, folder: Path) -> list:
    path = folder / "reference.json"
    path.write_text(json.dumps(batch))
    done = subprocess.run([sys.executable, "-m", "tests.lesson.reference", str(path)], cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, "GOBENSON_LANG": language, "PYTHONPATH": str(ROOT)},
                          timeout=600)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


@needs_node
@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_says_what_gobenson_says_in_every_language(language, tmp_path):
    batch = positions()
    with speaking(language):
        batch["words"] = page_words(asset_text(name) for name in HEADLESS)
    expected = reference(batch, language, tmp_path)
    said = run_node("words", batch, tmp_path)
    assert len(said) == len(expected) == len(batch["positions"])
    for position, page, gobenson in zip(batch["positions"], said, expected):
        assert page == gobenson, f"{language}, {position[2]} rules:\n{position[1]}"


def test_the_templates_found_in_the_scripts_are_those_the_catalogs_extract():
    """catalog.py reads the scripts as babel.cfg's extraction does: every template the catalogs
    hold for the page is exported to it, and nothing else."""
    babel = pytest.importorskip("babel.messages.extract")
    keywords = {"_": None, "N_": None, "counted": (1, 2)}
    extracted = set()
    for name in SCRIPTS:
        with open(ROOT / "gobenson_gui" / "view" / "lesson" / name, "rb") as script:
            for _line, _function, message, _comments in babel.extract_javascript(script, keywords, [], {}):
                named = message if isinstance(message, str) else tuple(message[:2])
                if named and all(isinstance(text, str) for text in ([named] if isinstance(named, str) else named)):
                    extracted.add(named)
    singles, plurals = named_templates(asset_text(name) for name in SCRIPTS)
    assert extracted == set(singles) | set(plurals)

