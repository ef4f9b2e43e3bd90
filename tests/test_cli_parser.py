"""The command line declares only the command it runs, yet every command keeps its help."""

import pytest

from gobenson_gui import cli


@pytest.mark.parametrize("name", list(cli.COMMANDS))
def test_each_command_alone_has_its_own_help(name, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main([name, "--help"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: gobenson {name} ")


def test_the_overview_lists_every_command(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    listed = capsys.readouterr().out
    assert all(f"\n    {name}" in listed for name in cli.COMMANDS)
