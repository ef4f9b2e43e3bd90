"""Running the lesson page's scripts under Node.js, as tests/lesson's tests compare them with the Python
core: one node process a batch, fed a JSON file, answering a JSON line per item."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from gobenson_gui.core.fast import bit_indices
from gobenson_gui.core.geometry import Geometry
from gobenson_gui.view.lesson.page import asset_path

HARNESS = Path(__file__).with_name("harness.js")
NODE = shutil.which("node")

HEADLESS = ("core.js", "words.js", "view.js", "exercises.js")
"""The scripts that need no document: all but the board's drawing and the page's own."""

needs_node = pytest.mark.skipif(NODE is None, reason="Node.js (node) is not installed: the page's scripts cannot run")


def run_node(task: str, batch: dict, folder: Path, scripts: tuple[str, ...] = HEADLESS) -> list:
    """The harness's answers to ``task`` on ``batch``, one decoded JSON line per item."""
    assert NODE is not None
    data = folder / f"{task}.json"
    data.write_text(json.dumps(batch))
    done = subprocess.run([NODE, str(HARNESS), task, str(data), *(str(asset_path(name)) for name in scripts)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def index(point: tuple[int, int], geom: Geometry) -> int:
    """A point as the page numbers it: its place in reading order on the whole grid."""
    return point[1] * geom.columns + point[0]


def indices(mask: int, geom: Geometry) -> list[int]:
    """The points of a set as the page numbers them: bit ``row * stride + column`` is point
    ``row * columns + column``, the bit less its row."""
    stride = geom.stride
    return [bit - bit // stride for bit in bit_indices(mask)]
