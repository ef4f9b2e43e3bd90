"""The editor's settings file as the editor meets it: a start with a FIFO or a link to a device in
its place neither hangs nor destroys anything; a bad file is set aside and said at start, the
window opening as the first time; remembered panels that are not a splitter's are passed over;
Preferences > OK that cannot write says which file and why, and keeps the dialog's choices."""

from __future__ import annotations

import base64
import errno
import json
import os
import stat
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QDialogButtonBox, QSplitter, QWidget

from gobenson_gui.core import settings as store
from gobenson_gui.core.atomic import WriteError
from gobenson_gui.gui import main_window, preferences
from gobenson_gui.gui.preferences import RULES_KEY, WOOD_KEY
from gobenson_gui.gui.remembered import GEOMETRY_KEY, MOVES_AND_COMMENT_KEY, PANELS_KEY
from gobenson_gui.gui import settings as place
from gobenson_gui.gui.settings import settings_notice
from tests.core.test_settings import mutated

from .driving import ROOT
from .test_preferences import choose, open_preferences, press

SAMPLE = ROOT / "sample_sgf" / "sensei_example1.sgf"


def start_and_quit(tmp_path) -> subprocess.CompletedProcess:
    """``gobenson SAMPLE`` offscreen, its configuration under ``tmp_path``, quitting once shown
    (the file opened, and so remembered among the recent files)."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", GOBENSON_QUIT_WHEN_SHOWN="1", PYTHONPATH=str(ROOT),
                       XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    return subprocess.run([sys.executable, "-m", "gobenson_gui", str(SAMPLE)], env=environment, capture_output=True,
                          text=True, timeout=120)


def configuration(tmp_path):
    folder = tmp_path / "config" / "gobenson"
    folder.mkdir(parents=True)
    return folder


def test_a_start_with_fifos_for_settings_neither_hangs_nor_replaces_them(tmp_path):
    folder = configuration(tmp_path)
    for name in ("settings.json", "gobenson.conf"):
        os.mkfifo(folder / name)
    done = start_and_quit(tmp_path)
    assert done.returncode == 0, done.stderr
    assert all(stat.S_ISFIFO((folder / name).lstat().st_mode) for name in ("settings.json", "gobenson.conf"))


@pytest.mark.skipif(os.geteuid() != 0, reason="making a device takes root")
def test_a_start_as_root_with_settings_linked_to_a_device_leaves_the_device(tmp_path):
    """The editor run as root, its settings linked to a null device (as to /dev/null): the device stays."""
    folder = configuration(tmp_path)
    device = tmp_path / "null"
    os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    for name in ("settings.json", "gobenson.conf"):
        (folder / name).symlink_to(device)
    done = start_and_quit(tmp_path)
    assert done.returncode == 0, done.stderr
    assert stat.S_ISCHR(device.lstat().st_mode) and (folder / "settings.json").is_symlink()


def test_a_start_with_earlier_settings_holding_a_corrupt_qt_value_uses_the_others(tmp_path):
    folder = configuration(tmp_path)
    (folder / "gobenson.conf").write_bytes(b"[General]\nlanguage=de\nx=@Variant(\\0\\0\\0\\x7f\\xff\\xff\\xff\\xff)\n"
                                           b"[window]\npanels=@ByteArray(\\0\\0\\0\\xff\\x7f\\xff\\xff\\xff)\n")
    done = start_and_quit(tmp_path)
    assert done.returncode == 0, done.stderr
    kept = json.loads((folder / "settings.json").read_text())
    assert kept["language"] == "de" and kept["recent"] == [str(SAMPLE)] and "x" not in kept
    assert base64.b64decode(kept.get(PANELS_KEY, "")) != b"\0\0\0\xff\x7f\xff\xff\xff"


def test_a_bad_settings_file_is_set_aside_and_said_at_start(qtbot, settings_folder):
    settings_folder.mkdir()
    (settings_folder / "settings.json").write_bytes(b'{"language": "de", "window/geometry": [1, 2,')
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    box = settings_notice(window, window.settings)
    qtbot.waitExposed(box)
    assert "settings.json cannot be used (it is not JSON text" in box.text()
    assert "it was set aside as" in box.text() and "starts with its default settings" in box.text()
    assert (settings_folder / "settings.json.unreadable").exists() and window.settings.keys() == []
    box.accept()


def test_without_a_notice_nothing_is_said(qtbot, window):
    assert settings_notice(window, window.settings) is None


def test_the_window_s_state_is_written_as_plain_values(qtbot, settings_folder):
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.close()
    kept = json.loads((settings_folder / "settings.json").read_text())
    assert len(kept[GEOMETRY_KEY]) == 4 and all(type(number) is int for number in kept[GEOMETRY_KEY])
    state = base64.b64decode(kept[PANELS_KEY])
    assert state[:4] == b"\0\0\0\xff" and len(state) < 100


@pytest.mark.parametrize("state", [
    b"\0\0\0\xff\0\0\0\x01\x7f\xff\xff\xff",  # a count of panels the splitter has not
    b"\0\0\0\xff\0\0\0\x01\0\0\0\x04",  # as many as it has, and no sizes
    b"\0\0\0\xfe\0\0\0\x01\0\0\0\x03" + b"\0" * 40,  # not a splitter's
    b"\0" * 5000,
], ids=["count", "short", "marker", "long"])
def test_a_remembered_splitter_state_that_is_not_the_splitter_s_is_passed_over(qtbot, settings_folder, state):
    text = base64.b64encode(state).decode()
    store.Settings(settings_folder / "settings.json").update({GEOMETRY_KEY: [10, 20, 900, 700], PANELS_KEY: text,
                                                              MOVES_AND_COMMENT_KEY: "not base64!"})
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    plain = main_window.MainWindow(settings=store.Settings(None, {GEOMETRY_KEY: [10, 20, 900, 700]}))
    qtbot.addWidget(plain)
    assert window.splitter.sizes() == plain.splitter.sizes()
    assert window.left_splitter.sizes() == plain.left_splitter.sizes()


@pytest.mark.parametrize("value", [[1, 2, 3], [0, 0, 0, 0], ["1", "2", "300", "300"], [1, 2, 10**9, 10],
                                   "@Rect(1 2 3 4)", [5, 5, -300, 300], True])
def test_a_remembered_rectangle_that_is_no_window_s_is_passed_over(qtbot, settings_folder, value):
    store.Settings(settings_folder / "settings.json").update({GEOMETRY_KEY: value})
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    assert not window.size().isEmpty()


# -- Preferences > OK when the file cannot be written ------------------------------------------------


@pytest.fixture
def errors(monkeypatch):
    """The error dialogs the Preferences show, as (title, message)."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(preferences, "show_error", lambda parent, title, message: shown.append((title, message)))
    return shown


def test_ok_on_a_full_disk_says_so_and_keeps_the_choices(qtbot, window, monkeypatch, errors):
    def full(path, data):
        raise WriteError(path, os.strerror(errno.ENOSPC), errno.ENOSPC)

    monkeypatch.setattr(store, "write_atomic", full)
    dialog = open_preferences(qtbot, window)
    choose(dialog.rules, "Suicide allowed")
    dialog.wood.set_colour("#2e8b57")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    [(title, message)] = errors
    assert title == "Preferences not kept"
    assert message == "cannot save {}: No space left on device".format(window.settings.path)
    assert dialog.isVisible() and dialog.rules.currentText() == "Suicide allowed" and dialog.wood.colour == "#2e8b57"
    assert not window.settings.contains(RULES_KEY)
    monkeypatch.undo()
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)  # the disk has room again
    assert not dialog.isVisible() and window.settings.value(RULES_KEY) == "suicide"
    assert json.loads(window.settings.path.read_text())[WOOD_KEY] == "#2e8b57"


def test_ok_with_a_settings_file_that_cannot_be_written_names_it(qtbot, window, errors, settings_folder):
    settings_folder.mkdir(exist_ok=True)
    (settings_folder / "settings.json").mkdir()  # what no write can replace
    dialog = open_preferences(qtbot, window)
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    [(_title, message)] = errors
    assert message.startswith("cannot save {}: it is a folder".format(settings_folder / "settings.json"))
    assert dialog.isVisible()
    dialog.reject()


def test_a_recent_file_that_cannot_be_kept_is_said_in_the_status_bar(qtbot, window, monkeypatch):
    def full(path, data):
        raise WriteError(path, os.strerror(errno.ENOSPC), errno.ENOSPC)

    monkeypatch.setattr(store, "write_atomic", full)
    window.file.remember(str(SAMPLE))
    assert window.statusBar().currentMessage().startswith("Settings not kept: cannot save")
    assert str(SAMPLE) not in window.file.recent_files()


# -- fuzzing -----------------------------------------------------------------------------------

MUTATIONS = st.lists(st.tuples(st.sampled_from(["set", "cut", "insert"]), st.integers(0, 10**4),
                               st.binary(min_size=1, max_size=8)), min_size=1, max_size=6)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(MUTATIONS)
def test_a_window_opens_on_mutated_settings_with_them_or_the_defaults(qtbot, tmp_path_factory, monkeypatch,
                                                                       mutations):
    folder = tmp_path_factory.mktemp("config")
    splitter = QSplitter()
    for _ in range(4):
        splitter.addWidget(QWidget())
    state = base64.b64encode(bytes(splitter.saveState().data())).decode()
    store.Settings(folder / "settings.json").update({
        GEOMETRY_KEY: [10, 20, 900, 700], "recent": [str(SAMPLE)], "window/shown-panels": ["moves"],
        "analysis/overlays": ["safe"], WOOD_KEY: "#2e8b57", "engine/timeout": 12.5, PANELS_KEY: state})
    (folder / "settings.json").write_bytes(mutated((folder / "settings.json").read_bytes(), mutations))
    monkeypatch.setattr(place, "settings_folder", lambda: folder)
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    box = settings_notice(window, window.settings)
    if box is not None:
        assert "cannot be used" in box.text()
        box.accept()
    window.close()
