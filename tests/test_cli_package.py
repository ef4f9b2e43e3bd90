"""The command line's package: one way to read numbers, inputs and outputs for every command,
no import cycle among its modules, and Qt only for the commands that draw."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gobenson_gui.cli import main

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "gobenson_gui" / "cli"
SAMPLE = str(ROOT / "sample_sgf" / "sensei_example1.sgf")
DIAGRAM = "$$ Black to play\n$$ +-----------+\n$$ | . X X O . |\n$$ | X . X O . |\n$$ | X X O . O |\n$$ +-----------+\n"


def command(*argv: str) -> list[str]:
    return [sys.executable, "-c", "import sys; from gobenson_gui.cli import main; sys.exit(main(sys.argv[1:]))",
            *argv]


def environment() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")


def test_no_module_of_the_package_imports_one_that_imports_it_back():
    imported = {}
    for path in PACKAGE.glob("*.py"):
        names = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:  # from .output
                names.add(node.module.split(".")[0])
            elif isinstance(node, ast.ImportFrom) and node.level == 1:  # from . import words, or a name of __init__
                names |= {alias.name if (PACKAGE / alias.name).is_dir() or (PACKAGE / f"{alias.name}.py").exists()
                          else "__init__" for alias in node.names}
        imported[path.stem] = names

    def reaches(start: str, seen: frozenset[str]) -> set[str]:
        found = set()
        for name in imported.get(start, ()):
            if name not in seen:
                found |= {name} | reaches(name, seen | {name})
        return found
    assert [name for name in imported if name in reaches(name, frozenset())] == []


def test_analyze_without_a_cluster_never_loads_asyncio():
    """asyncio (and ssl with it) is for --dask alone: loading it cost every analyze some 90
    million instructions of start-up, a quarter of it."""
    code = ("import sys; from gobenson_gui.cli import main; status = main(sys.argv[1:]); "
            "assert 'asyncio' not in sys.modules, 'asyncio imported'; sys.exit(status)")
    done = subprocess.run([sys.executable, "-c", code, "analyze", "--format", "summary", SAMPLE], capture_output=True,
                          text=True, env=environment(), timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout


@pytest.mark.parametrize("argv", [
    ["analyze", "--format", "json", "--node", "all", SAMPLE],
    ["kill", SAMPLE],
    ["annotate", SAMPLE, "-o", "-"],
])
def test_the_commands_that_do_not_draw_never_load_qt(argv):
    code = ("import sys; from gobenson_gui.cli import main; status = main(sys.argv[1:]); "
            "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'; sys.exit(status)")
    done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True,
                          env=environment(), timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout


@pytest.mark.parametrize("argv, message", [
    (["render", SAMPLE, "-o", "x.png", "--size", "\u00b2"], "--size: expected a whole number of pixels from 1 to 4000"),
    (["render", SAMPLE, "-o", "x.png", "--step", "\u0663"], "--step: expected a whole number (0 or more)"),
    (["render", SAMPLE, "-o", "x.png", "--node", "\u00b2"], "--node: expected last, all or a node number"),
    (["analyze", "--node", "\u0663", SAMPLE], "--node: expected last, all or a node number"),
    (["analyze", "--jobs", "\u0663", SAMPLE], "--jobs: expected a number of processes (1 or more)"),
    (["handout", SAMPLE, "-o", "x.pdf", "--columns", "\u00b2"], "--columns: expected a whole number (1 or more)"),
    (["exercises", "generate", "--kind", "safe", "--count", "\u00b2", "-o", "x.sgf"],
     "--count: expected a whole number (1 or more)"),
    (["exercises", "generate", "--kind", "safe", "--seed", "\u0663", "-o", "x.sgf"], "--seed: expected a whole number"),
    (["exercises", "generate", "--kind", "safe", "--size", "\u0663", "-o", "x.sgf"], "--size: expected a size"),
    (["exercises", "generate", "--kind", "safe", "--difficulty", "\u0663", "-o", "x.sgf"],
     "--difficulty: expected a difficulty from 1 to 5"),
    (["exercises", "generate", "--kind", "safe", "--seed", "9" * 5000, "-o", "x.sgf"],
     "--seed: expected a whole number"),
])
def test_a_number_in_other_digits_than_ascii_is_refused_in_gobensons_words(argv, message, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and message in err and "invalid" not in err, err[-300:]


def test_a_negative_seed_is_still_a_seed(tmp_path):
    out = tmp_path / "set.sgf"
    assert main(["exercises", "generate", "--kind", "safe", "--count", "1", "--seed", "-3", "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"(;")


@pytest.mark.parametrize("argv", [
    ["exercises", "generate", "--kind", "safe", "--count", "2", "-o", "-"],
    ["exercises", "make", SAMPLE, "--kind", "safe", "--colour", "black", "-o", "-"],
    ["annotate", SAMPLE, "-o", "-"],
    ["render", SAMPLE, "-o", "-", "--size", "50"],
])
def test_a_full_standard_output_is_said_once_as_standard_outputs_fault(argv):
    with open("/dev/full", "w") as full:
        done = subprocess.run(command(*argv), stdout=full, stderr=subprocess.PIPE, text=True, env=environment(),
                              timeout=120)
    assert (done.returncode, done.stderr) == (1, "gobenson: standard output: No space left on device\n")


@pytest.mark.parametrize("argv", [
    ["render", "{diagram}", "-o", "{out}.png", "--size", "60"],
    ["render", "{diagram}", "-o", "{out}.svg", "--node", "last", "--colour", "both"],
    ["handout", "{diagram}", "-o", "{out}.svg", "--size", "60"],
    ["exercises", "make", "{diagram}", "--kind", "safe", "--colour", "black", "-o", "{out}.sgf"],
])
def test_a_text_diagram_is_read_wherever_a_position_is_drawn_or_asked_about(argv, files, tmp_path, capsys):
    diagram = files("corner.txt", DIAGRAM)
    out = tmp_path / "out"
    argv = [part.format(diagram=diagram, out=out) for part in argv]
    assert main(argv) == 0, capsys.readouterr().err
    written = Path(argv[argv.index("-o") + 1])
    assert written.stat().st_size > 0 and capsys.readouterr().err == ""


def test_annotate_refuses_a_text_diagram_in_a_line_and_leaves_it_as_it_was(files, capsys):
    diagram = files("corner.txt", DIAGRAM)
    assert main(["annotate", diagram, "-o", diagram]) == 1
    assert capsys.readouterr().err == (f"gobenson: {diagram}: a text diagram, not an SGF record: "
                                       f"annotate writes into SGF records only\n")
    assert Path(diagram).read_text() == DIAGRAM
