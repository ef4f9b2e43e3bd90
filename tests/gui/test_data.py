"""The editor finds its icons, style, welcome position and manual in a checkout and in a regular install."""

from __future__ import annotations

import sys

from gobenson_gui.gui import data


def test_a_checkout_uses_its_own_folders():
    assert (data.RESOURCES / "icons" / "play.svg").is_file()
    assert (data.RESOURCES / "style.qss").is_file()
    assert data.WELCOME.is_file() and data.WELCOME.parent.name == "sample_sgf"
    assert data.MANUAL == data.RESOURCES.parent / "docs"


def test_an_install_finds_the_folders_shipped_in_the_package(tmp_path, monkeypatch):
    """Installed, the data folders are namespace packages inside gobenson_gui (pyproject.toml);
    a stand-in namespace package on the path plays that part here."""
    shipped = tmp_path / "gobenson_data_stand_in"
    shipped.mkdir()
    (shipped / "welcome.sgf").write_text("(;SZ[9])")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "gobenson_data_stand_in", raising=False)
    assert data.data_folder("no-such-folder", "gobenson_data_stand_in") == shipped
    assert data.data_folder("no-such-folder", "gobenson_no_such_package").name == "no-such-folder"
