"""The README and the manual in ``docs/`` say what is true: the README stays a short front door, every
link and picture leads to a file (and heading) that exists, CI runs the README's two commands word
for word, and every command the manual shows is run here -- or, where a test cannot run it (an
install, a cluster), named in ELSEWHERE with the CI line or test that does."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
README = (ROOT / "README.md").read_text()
PAGES = [ROOT / "README.md", *sorted(DOCS.rglob("*.md"))]
CI = (ROOT / ".ci" / "run").read_text()

SUBCOMMANDS = {"analyze", "annotate", "convert", "kill", "render", "handout", "lesson", "exercises", "problems",
               "thumbnail", "desktop", "gtp"}
"""The ``gobenson`` commands; ``gobenson`` with none of them (and only files or Qt's options) opens
the editor."""

ELSEWHERE = {
    "pip install -e . && gobenson": ("two-commands", "test_ci_runs_the_two_commands_word_for_word"),
    "pip install -e '.[test]' && python -m pytest": ("two-commands", "test_ci_runs_the_two_commands_word_for_word"),
    "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 "
    "libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 "
    "libxkbcommon-x11-0 libx11-xcb1 libegl1 libgl1 libfontconfig1 libglib2.0-0 fonts-dejavu-core fonts-noto-cjk":
        ("ci-packages", "fonts-noto-cjk"),
    "pipx install . && gobenson desktop install --default":
        ("test", "tests/test_cli_desktop.py::test_install_default_makes_gobenson_open_sgf_files"),
    "pip install -e '.[bundle]' && packaging/build_bundle.sh && packaging/smoke_test.sh dist/gobenson":
        ("test", "tests/test_bundle.py::test_the_bundle_builds_and_passes_its_smoke_test"),
    "dask scheduler": ("test", "tests/test_distributed.py::test_the_cluster_prints_what_one_process_prints"),
    "dask worker tcp://HOST:8786 --nworkers 8 --nthreads 1":
        ("test", "tests/test_distributed.py::test_the_cluster_prints_what_one_process_prints"),
    "gobenson analyze --dask tcp://HOST:8786 --node all --format json /shared/games > games.jsonl":
        ("test", "tests/test_distributed.py::test_the_cluster_prints_what_one_process_prints"),
}
"""Commands the README and manual show that cannot run inside a test, and where they do run: in
``.ci/run`` (``two-commands``: the README's two commands, word for word, as the test named checks;
``ci-packages``: CI installs every package named but the one given, a font CI needs not), or in a
test function (``test``)."""

HELPERS = ("echo ",)
"""Shell lines the manual shows beside ``gobenson`` commands to prepare their input; run with them."""

EXPECTED = {
    "gobenson analyze sample_sgf/sensei_example1.sgf":
        ["black, round 1: the block at E6 has only 1 healthy region (c) left (needs 2)"],
    "gobenson analyze --format summary sample_sgf/sensei_example1.sgf sample_sgf/sensei_example2.sgf":
        ["sample_sgf/sensei_example1.sgf node 0: black 11 safe stones in 2/5 blocks",
         "sample_sgf/sensei_example2.sgf node 0:"],
    "gobenson kill sample_sgf/sensei_example1.sgf --point E6": ["black block at E6", "D6 D5 E4 F3"],
    "gobenson --lang ja analyze sample_sgf/sensei_example1.sgf": ["盤にない点"],
    "printf 'loadsgf sample_sgf/sensei_example2.sgf\\nunconditional_status C1\\ngo_safe benson black\\n' "
    "| gobenson gtp": ["= black", "= 14 A5 B5"],
    "gobenson gtp --regress tests/gtp/sensei.tst tests/gtp/shapes.tst":
        ["tests/gtp/sensei.tst: 10 tests, 0 not as the file expects"],
    "gobenson analyze --engine \"gnugo --mode gtp\" sample_sgf/sensei_example1.sgf":
        ["Black block at E6: alive in play (GNU Go), but not unconditionally alive"],
    "gobenson exercises check SET.sgf --answers ANSWERS.json":
        ["✗ D4: you said not safe, which is wrong.", "score: 0 of 1 exercise solved"],
    "gobenson exercises answers SET.sgf": ['"1"'],
    "gobenson problems check tests/data/problems":
        ["tests/data/problems/goproblems.sgf: problem 2 (White to kill), white to kill, the black block at D7 "
         "(derived from the book's right line): the right line W A7, B B7 ends with the target unconditionally alive"],
}
"""What a command run here must print, beyond printing something (or writing its file)."""

NEEDS = {"gobenson analyze --engine \"gnugo --mode gtp\" sample_sgf/sensei_example1.sgf": "gnugo"}
"""Programs a command runs besides gobenson; CI installs them, elsewhere the command is skipped."""

PLACEHOLDER = re.compile(r"(?<![\w/.-])(?:OUT|SET|ANSWERS)\.\w+")
"""The names the manual gives the files a command writes; here they are written into tmp_path."""


# -- reading the pages ------------------------------------------------------------------------------------------

FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```[ \t]*$", re.M | re.S)


def without_code(text: str) -> str:
    """The text with its fenced blocks and code spans blanked out (line numbers kept)."""
    text = FENCE.sub(lambda match: "\n" * match.group(0).count("\n"), text)
    return re.sub(r"`[^`\n]*`", "", text)


@dataclass(frozen=True)
class Shown:
    """A command line shown in a ``sh``, ``bash`` or ``console`` block."""

    page: Path
    line: int
    block: int
    text: str

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def shown_commands(page: Path) -> list[Shown]:
    text = page.read_text()
    shown = []
    for number, match in enumerate(FENCE.finditer(text)):
        if match.group(1) not in ("sh", "bash", "console"):
            continue
        first = text.count("\n", 0, match.start(2)) + 1
        for offset, line in enumerate(match.group(2).splitlines()):
            line = line.strip().removeprefix("$ ")
            if line and not line.startswith("#"):
                shown.append(Shown(page, first + offset, number, line))
    return shown


ALL_SHOWN = [command for page in PAGES for command in shown_commands(page)]


def runs_gobenson(line: str) -> bool:
    return re.search(r"(?:^|[|&;]\s*)gobenson(?:\s|$)", line) is not None


def opens_the_editor(line: str) -> bool:
    """``gobenson`` with no command: the editor, which a test here does not start (CI starts it on Xvfb)."""
    words = shlex.split(line)
    return words[0] == "gobenson" and not SUBCOMMANDS & set(words[1:]) and "--help" not in words


def how_shown(command: Shown) -> str:
    if command.text in ELSEWHERE:
        return "elsewhere"
    if runs_gobenson(command.text):
        return "editor" if opens_the_editor(command.text) else "run"
    if command.text.startswith(HELPERS):
        return "helper"
    return "unplaced"


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    heading = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip())
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    found: set[str] = set()
    for heading in re.findall(r"^#{1,6}\s+(.+?)\s*#*$", FENCE.sub("", page.read_text()), re.M):
        name, count = slug(heading), 0
        while (name if not count else f"{name}-{count}") in found:
            count += 1
        found.add(name if not count else f"{name}-{count}")
    return found


LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")


def links(page: Path) -> list[str]:
    return LINK.findall(without_code(page.read_text()))


# -- the README and the links ------------------------------------------------------------------------------------

def test_the_readme_is_a_front_door_of_at_most_200_lines():
    assert len(README.splitlines()) <= 200


def test_ci_runs_the_readme_test_command():
    test_command = next(c.text for c in shown_commands(ROOT / "README.md") if "pytest" in c.text)
    ci_lines = [line.strip() for line in CI.splitlines()]
    assert test_command in ci_lines


def test_ci_runs_the_two_commands_word_for_word():
    section = README.split("\n## Two commands\n", 1)[1].split("\n## ", 1)[0]
    commands = re.findall(r"```sh\n(.*?)\n```", section)
    assert commands == ["pip install -e . && gobenson", "pip install -e '.[test]' && python -m pytest"]
    for command in commands:
        assert any(command in line for line in CI.splitlines()), f".ci/run does not run {command!r}"


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_link_and_picture_leads_to_a_file_and_heading_that_exist(page):
    for target in links(page):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):
            assert target.startswith(("https://", "http://", "mailto:")), target
            continue
        path_part, _hash, anchor = target.partition("#")
        linked = (page.parent / path_part).resolve() if path_part else page
        if not linked.exists() and page.parent != DOCS and page.is_relative_to(DOCS):
            linked = (DOCS / path_part).resolve()  # a translated page reads on in English where it stops
        assert linked.is_relative_to(ROOT), f"{page.name}: {target} leads out of the checkout"
        if page.is_relative_to(DOCS):  # the manual ships inside the package, without the rest of the checkout
            assert linked.is_relative_to(DOCS), f"{page.name}: {target} leads out of docs/"
        assert linked.exists(), f"{page.name}: {target} names no file"
        if anchor:
            assert linked.suffix == ".md" and anchor in anchors(linked), f"{page.name}: {target} names no heading"


def test_the_contents_link_every_page_and_every_picture_is_shown():
    pages = {path for path in DOCS.glob("*.md") if path.name != "index.md"}
    indexed = {(DOCS / target.partition("#")[0]).resolve() for target in links(DOCS / "index.md")}
    assert pages <= indexed, sorted(str(page) for page in pages - indexed)
    in_readme = {(ROOT / target.partition("#")[0]).resolve() for target in links(ROOT / "README.md")}
    missing = {page for page in pages if not page.name.startswith("glossary-")} - in_readme
    assert not missing, sorted(str(page) for page in missing)
    assert DOCS / "index.md" in in_readme
    shown = {(page.parent / target).resolve() for page in PAGES for target in links(page)}
    assert set((DOCS / "images").iterdir()) <= shown, "a picture ships that no page shows"


def test_readme_examples_name_existing_files():
    """Every file or folder a shown command names exists -- the editor's commands included, which
    open a window and so are not run here."""
    for command in ALL_SHOWN:
        if how_shown(command) not in ("run", "editor"):
            continue
        for word in shlex.split(command.text.replace("|", " ")):
            if PLACEHOLDER.fullmatch(word) or word.startswith(("-", "/")) or " " in word:
                continue
            if "/" in word or word.endswith((".sgf", ".txt", ".tst")):
                assert (ROOT / word).exists(), f"{command.where}: names a missing file: {word}"


# -- every command shown runs, or runs elsewhere ---------------------------------------------------------------

def test_every_command_shown_is_run_here_or_named_where_it_runs():
    unplaced = [command.where + ": " + command.text for command in ALL_SHOWN if how_shown(command) == "unplaced"]
    assert not unplaced, "commands neither run by tests/test_docs.py nor in its ELSEWHERE table"
    shown = {command.text for command in ALL_SHOWN}
    assert set(ELSEWHERE) <= shown, "ELSEWHERE names commands no page shows any more"
    assert set(EXPECTED) | set(NEEDS) <= shown, "EXPECTED or NEEDS names commands no page shows any more"
    assert {command.text for command in ALL_SHOWN if how_shown(command) == "editor"}, "no editor command found"


@pytest.mark.parametrize("command", sorted(set(ELSEWHERE)))
def test_the_commands_run_elsewhere_are_run_there(command):
    kind, reference = ELSEWHERE[command]
    if kind == "two-commands":
        assert command in README.split("\n## Two commands\n", 1)[1].split("\n## ", 1)[0]
        assert callable(globals()[reference])
    elif kind == "ci-packages":
        packages = [word for word in command.split() if word.startswith(("lib", "fonts-")) and word != reference]
        installed = re.findall(r"[\w.+-]+", CI)
        assert [package for package in packages if package not in installed] == []
    else:
        path, _colons, function = reference.partition("::")
        assert re.search(rf"^def {re.escape(function)}\(", (ROOT / path).read_text(), re.M), reference


def shown_blocks() -> list[list[Shown]]:
    """The blocks whose commands run here, in order: a block's commands share their files."""
    blocks: dict[tuple[Path, int], list[Shown]] = {}
    for command in ALL_SHOWN:
        if how_shown(command) in ("run", "helper"):
            blocks.setdefault((command.page, command.block), []).append(command)
    return [block for block in blocks.values() if any(how_shown(command) == "run" for command in block)]


@pytest.fixture(scope="module")
def shim(tmp_path_factory) -> dict[str, str]:
    """An environment in which ``gobenson`` is ``python -m gobenson_gui`` of this interpreter, in English."""
    folder = tmp_path_factory.mktemp("bin")
    script = folder / "gobenson"
    script.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} -m gobenson_gui \"$@\"\n")
    script.chmod(0o755)
    env = {key: value for key, value in os.environ.items()
           if key not in ("GOBENSON_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(PATH=os.pathsep.join([str(folder), env.get("PATH", ""), "/usr/games"]), LC_ALL="C.UTF-8",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")])))
    return env


def check_written(path: Path) -> None:
    """A file a command wrote is whole and of its kind."""
    assert path.exists() and path.stat().st_size > 0, f"{path.name} was not written"
    data = path.read_bytes()
    if path.suffix == ".sgf":
        from gobenson_gui import api
        assert api.analyze(api.from_sgf(path)).board
    elif path.suffix == ".json":
        json.loads(data)
    elif path.suffix == ".pdf":
        assert data.startswith(b"%PDF")
    elif path.suffix in (".png", ".gif"):
        from PIL import Image
        with Image.open(path) as image:
            assert image.format == path.suffix[1:].upper() and min(image.size) > 0
    elif path.suffix == ".svg":
        assert b"<svg" in data
    elif path.suffix == ".html":
        assert data.startswith(b"<!DOCTYPE html>") and b'id="lesson-data"' in data


@pytest.mark.parametrize("block", shown_blocks(), ids=lambda block: block[0].where)
def test_every_command_the_manual_shows_runs(block, shim, tmp_path):
    for command in block:
        program = NEEDS.get(command.text)
        if program and shutil.which(program, path=shim["PATH"]) is None:
            pytest.skip(f"{command.where} runs {program}, which is not installed")
        written = [tmp_path / name for name in PLACEHOLDER.findall(command.text)]
        fresh = [path for path in written if not path.exists()]
        line = PLACEHOLDER.sub(lambda match: shlex.quote(str(tmp_path / match.group(0))), command.text)
        done = subprocess.run(["bash", "-c", line], cwd=ROOT, env=shim, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"{command.where}: {command.text}\nexit status {done.returncode}\n{done.stderr}"
        for path in fresh:
            check_written(path)
        if not fresh and how_shown(command) == "run":
            assert done.stdout.strip(), f"{command.where}: {command.text} printed nothing"
        for expected in EXPECTED.get(command.text, []):
            assert expected in done.stdout, f"{command.where}: {command.text} did not print {expected!r}"
