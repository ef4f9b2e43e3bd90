"""The editor's window carries gobenson's own icon -- the one ``gobenson desktop`` installs -- and
names its menu entry, so that a window manager matches the window with gobenson.desktop."""

from __future__ import annotations

from PySide6.QtGui import QImage

from gobenson_gui.cli import main
from gobenson_gui.gui.app import application
from gobenson_gui.gui.data import APPLICATION_ICON_SIZES


def test_the_window_icon_is_the_installed_application_icon_at_every_size(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert main(["desktop", "install"]) == 0
    styled = qapp.styleSheet()
    try:
        icon = application(["gobenson"]).windowIcon()
        assert qapp.desktopFileName() == "gobenson"
    finally:
        qapp.setStyleSheet(styled)
    assert sorted(size.width() for size in icon.availableSizes()) == list(APPLICATION_ICON_SIZES)
    for size in APPLICATION_ICON_SIZES:
        installed = QImage(str(tmp_path / "icons/hicolor/{n}x{n}/apps/gobenson.png".format(n=size)))
        shown = icon.pixmap(size).toImage().convertToFormat(installed.format())
        assert shown == installed, size
