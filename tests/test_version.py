"""The version a user can ask for: ``gobenson --version`` and the editor's About box."""

from __future__ import annotations

from importlib.metadata import version

import pytest

from gobenson_gui.cli import main


def test_the_command_prints_the_installed_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"gobenson {version('gobenson')}\n"
