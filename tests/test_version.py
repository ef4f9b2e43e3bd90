"""The version a user can ask for: ``gobenson --version`` and the editor's About box; the line
names the core that analyses."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core import cores

ROOT = Path(__file__).resolve().parents[1]


def printed_version(capsys) -> str:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    return capsys.readouterr().out


def test_the_command_prints_the_installed_version_and_the_core_in_use(capsys):
    core = "compiled core" if cores.compiled is not None else "pure-Python core"
    assert printed_version(capsys).startswith(f"gobenson {version('gobenson')}, {core}")


def test_the_version_says_when_the_compiled_core_was_not_built(capsys, monkeypatch):
    monkeypatch.setattr(cores, "built", None)
    monkeypatch.setattr(cores, "compiled", None)
    assert printed_version(capsys) == (f"gobenson {version('gobenson')}, pure-Python core: the compiled core was "
                                       "not built where gobenson was installed\n")


@pytest.mark.skipif(cores.built is None, reason="the compiled core is not built (no C compiler here)")
@pytest.mark.parametrize("chosen, said", [("pure", "pure-Python core (GOBENSON_CORE=pure)"),
                                          ("compiled", "compiled core"), ("", "compiled core")])
def test_gobenson_core_chooses_the_core(chosen, said):
    environment = dict(os.environ, GOBENSON_CORE=chosen, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "gobenson_gui", "--version"], env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.stdout == f"gobenson {version('gobenson')}, {said}\n"


def test_a_core_not_built_is_said_on_the_first_run_only(capsys, monkeypatch, tmp_path):
    """pip shows no build output, so the first run says that the compiled core is missing."""
    monkeypatch.setattr(cores, "built", None)
    monkeypatch.setattr(cores, "compiled", None)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    sample = str(ROOT / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf")
    said = []
    for _ in range(2):
        assert main(["analyze", "--format", "summary", sample]) == 0
        said.append(capsys.readouterr().err)
    assert said[0] == ("gobenson: note: the compiled core was not built where gobenson was installed (it needs a C "
                       "compiler and Python's headers); gobenson runs on its pure-Python core, which gives the same "
                       "answers more slowly\n")
    assert said[1] == ""


@pytest.mark.skipif(cores.built is None, reason="the compiled core is not built (no C compiler here)")
def test_nothing_is_said_when_the_pure_core_is_chosen(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(cores, "compiled", None)  # as GOBENSON_CORE=pure sets it
    sample = str(ROOT / "sample_sgf" / "blood-vomiting-game-1835-with-variations.sgf")
    assert main(["analyze", "--format", "summary", sample]) == 0
    assert capsys.readouterr().err == ""
    assert list(tmp_path.iterdir()) == []
