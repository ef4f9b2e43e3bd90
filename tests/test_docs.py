"""README's commands are the ones that really run: CI's test command is README's, word for word,
and every ``gobenson`` example in README names files that exist."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()


def readme_commands() -> list[str]:
    return [line.strip() for block in re.findall(r"```(?:sh|bash|console)\n(.*?)```", README, re.S)
            for line in block.splitlines() if line.strip() and not line.startswith("#")]


def test_ci_runs_the_readme_test_command():
    test_command = next(c for c in readme_commands() if "pytest" in c)
    ci_lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert test_command in ci_lines


def test_readme_examples_name_existing_files():
    for command in readme_commands():
        words = shlex.split(command.split("&&")[-1])
        if words and words[0] == "gobenson":
            for word in words[1:]:
                if word.endswith((".sgf", ".txt")) and not word.startswith("-") and "OUT" not in word:
                    assert (ROOT / word).exists(), f"README example names a missing file: {word}"
