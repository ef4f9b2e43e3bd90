"""The bundle that needs no Python (packaging/): the editor's smoke start, which its smoke test uses,
and -- when GOBENSON_BUNDLE_TEST=1, as it takes PyInstaller and half a minute -- the bundle built
and smoke-tested as the manual says (docs/bundle.md)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "sample_sgf" / "sensei_example1.sgf"


def test_the_smoke_start_opens_the_file_prints_the_title_and_quits():
    environment = dict(os.environ, GOBENSON_QUIT_WHEN_SHOWN="1", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "gobenson_gui", "-platform", "offscreen", str(SAMPLE)],
                          env=environment, capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout) == (0, "sensei_example1.sgf — gobenson\n")


@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("GOBENSON_BUNDLE_TEST") != "1", reason="builds the bundle: GOBENSON_BUNDLE_TEST=1")
def test_the_bundle_builds_and_passes_its_smoke_test(tmp_path):
    build = subprocess.run([str(ROOT / "packaging" / "build_bundle.sh"), str(tmp_path)],
                           capture_output=True, text=True, timeout=900)
    assert build.returncode == 0, build.stderr
    smoke = subprocess.run([str(ROOT / "packaging" / "smoke_test.sh"), str(tmp_path / "gobenson")],
                           capture_output=True, text=True, timeout=600)
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    assert smoke.stdout.splitlines()[-1] == "smoke test passed"
