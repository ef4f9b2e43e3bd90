"""One editor per user and display: a later ``gobenson FILE`` hands the file to the running editor,
which opens it with the usual unsaved-changes question; a socket left by a crashed editor is
replaced; an offscreen editor neither serves nor hands over."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket

from gobenson_gui.cli import main
from gobenson_gui.gui.app import serve_files
from gobenson_gui.gui.running_editor import hand_over, server_name
from gobenson_gui.gui.features import file
from gobenson_gui.gui import dialogs

from .driving import ROOT, click, use_tool

SAMPLE = ROOT / "sample_sgf" / "sensei_example1.sgf"


@pytest.fixture
def desktop():
    """The environment of a desktop session of its own: a display name and a private runtime folder.

    The folder is a short one of its own, not under ``tmp_path``: a socket's path has at most 107
    bytes, which a parallel worker's ``tmp_path`` with the socket's name can pass."""
    runtime = Path(tempfile.mkdtemp(prefix="gobenson-"))
    environment = {name: value for name, value in os.environ.items() if name != "QT_QPA_PLATFORM"}
    environment.update(DISPLAY=":gobenson-test", XDG_RUNTIME_DIR=str(runtime), PYTHONPATH=str(ROOT))
    yield environment
    shutil.rmtree(runtime, ignore_errors=True)


@pytest.fixture
def asked(monkeypatch):
    """The unsaved-changes question, answered with ``asked.answer`` and recorded."""
    questions: list[str] = []
    questions_answer = [dialogs.Unsaved.DISCARD]

    def ask(parent, name):
        questions.append(name)
        return questions_answer[0]

    monkeypatch.setattr(file, "ask_unsaved", ask)
    return questions, questions_answer


def start_gobenson(environment: dict[str, str], *arguments: str) -> subprocess.Popen:
    """``python -m gobenson_gui ARGUMENTS`` as a file manager would start it, in ``environment``."""
    return subprocess.Popen([sys.executable, "-m", "gobenson_gui", *arguments], env=environment,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finished(qtbot, process: subprocess.Popen) -> tuple[int, str]:
    """The process's exit status and standard error, once it ends (the editor's events run meanwhile)."""
    try:
        qtbot.waitUntil(lambda: process.poll() is not None, timeout=30000)
    finally:
        if process.poll() is None:
            process.kill()
    return process.returncode, process.stderr.read()


def make_unsaved_change(qtbot, window) -> None:
    use_tool(window, "setup-black")
    click(qtbot, window, (3, 3))
    assert window.controller.dirty


def test_a_second_start_hands_its_file_to_the_running_editor(qtbot, window, desktop, asked):
    serve_files(server_name((), desktop), window)
    make_unsaved_change(qtbot, window)
    status, errors = finished(qtbot, start_gobenson(desktop, str(SAMPLE)))
    assert (status, errors) == (0, "")
    questions, _ = asked
    qtbot.waitUntil(lambda: window.controller.session.document.path == SAMPLE)
    assert len(questions) == 1 and not window.controller.dirty


def test_a_relative_path_is_the_starting_folder_s(qtbot, window, desktop, asked, tmp_path):
    (tmp_path / "game.sgf").write_bytes(SAMPLE.read_bytes())
    serve_files(server_name((), desktop), window)
    process = subprocess.Popen([sys.executable, "-m", "gobenson_gui", "game.sgf"], env=desktop, cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert finished(qtbot, process) == (0, "")
    qtbot.waitUntil(lambda: window.controller.session.document.path == tmp_path / "game.sgf")


def test_cancel_keeps_the_unsaved_work_and_the_start_still_ends(qtbot, window, desktop, asked):
    questions, answer = asked
    answer[0] = dialogs.Unsaved.CANCEL
    serve_files(server_name((), desktop), window)
    make_unsaved_change(qtbot, window)
    before = window.controller.session.document
    assert finished(qtbot, start_gobenson(desktop, str(SAMPLE))) == (0, "")
    qtbot.waitUntil(lambda: len(questions) == 1)
    assert window.controller.session.document is before and window.controller.dirty


def test_a_start_without_a_file_brings_the_editor_forward_and_opens_nothing(qtbot, window, desktop, asked):
    serve_files(server_name((), desktop), window)
    window.showMinimized()
    before = window.controller.session.document
    assert finished(qtbot, start_gobenson(desktop)) == (0, "")
    qtbot.waitUntil(lambda: not window.isMinimized())
    assert window.controller.session.document is before and asked[0] == []


def test_a_socket_left_by_a_crashed_editor_is_replaced(qtbot, window, desktop, asked):
    name = server_name((), desktop)
    crashed = socket.socket(socket.AF_UNIX)
    crashed.bind(name)  # the file stays when its process dies without closing its server
    crashed.close()
    assert Path(name).exists() and not hand_over(name, [str(SAMPLE)])
    assert serve_files(name, window).listening
    assert finished(qtbot, start_gobenson(desktop, str(SAMPLE))) == (0, "")
    qtbot.waitUntil(lambda: window.controller.session.document.path == SAMPLE)


def test_a_message_that_is_not_a_list_of_paths_is_dropped(qtbot, window, desktop, asked):
    name = server_name((), desktop)
    serve_files(name, window)
    before = window.controller.session.document
    client = QLocalSocket()
    client.connectToServer(name)
    client.write(b'{"open": "/etc/passwd"}\n')
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.UnconnectedState)
    assert client.readAll().data() == b"" and window.controller.session.document is before


def test_with_no_editor_running_the_start_opens_one():
    assert not hand_over(server_name((), {"DISPLAY": ":nobody-listens", "XDG_RUNTIME_DIR": "/nonexistent"}), [])


def test_the_name_is_the_user_s_and_the_display_s(tmp_path):
    assert server_name((), {"DISPLAY": ":1", "XDG_RUNTIME_DIR": str(tmp_path)}) == str(tmp_path / "gobenson-editor-_1")
    assert server_name(["-display", ":2"], {"DISPLAY": ":1"}) == "gobenson-editor-{}-_2".format(os.getuid())
    assert server_name((), {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}).endswith("-wayland-0")
    assert server_name((), {"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":1"}) is None
    assert server_name(["-platform=minimal"], {"DISPLAY": ":1"}) is None
    assert server_name(["-reverse", "-platform", "offscreen", "-style", "fusion"], {"DISPLAY": ":1"}) is None


@pytest.mark.skipif(not all(shutil.which(tool) for tool in ("xdg-open", "xdg-mime", "Xvfb")),
                    reason="needs xdg-utils and Xvfb")
def test_xdg_open_of_an_sgf_file_reaches_the_running_editor(qtbot, window, desktop, asked, tmp_path, monkeypatch):
    """After ``gobenson desktop install --default`` into fresh XDG folders, ``xdg-open FILE.sgf`` on an X
    server runs the installed entry's Exec line, whose ``gobenson`` hands the file to the editor."""
    programs = tmp_path / "bin"
    programs.mkdir()
    gobenson = programs / "gobenson"  # the installed command, running this checkout
    gobenson.write_text('#!/bin/sh\nexec "{}" -m gobenson_gui "$@"\n'.format(sys.executable))
    gobenson.chmod(0o755)
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        display = xvfb.stdout.readline().strip()
        assert display, "Xvfb did not start"
        desktop.update(DISPLAY=":" + display, PATH="{}:{}".format(programs, os.environ["PATH"]),
                       XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
        desktop.pop("XDG_CURRENT_DESKTOP", None)  # xdg-open's generic way: the MIME type's default entry
        for name in ("PATH", "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
            monkeypatch.setenv(name, desktop[name])
        assert main(["desktop", "install", "--default"]) == 0
        serve_files(server_name((), desktop), window)
        record = tmp_path / "record.sgf"
        record.write_bytes(SAMPLE.read_bytes())
        opener = subprocess.Popen(["xdg-open", str(record)], env=desktop, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        assert finished(qtbot, opener) == (0, "")
        qtbot.waitUntil(lambda: window.controller.session.document.path == record)
    finally:
        xvfb.kill()
        xvfb.wait()
