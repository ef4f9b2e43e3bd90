"""One editor per user and display: a later ``gobenson FILE`` hands the file to the running editor,
which opens it with the usual unsaved-changes question; a socket left by a crashed editor is
replaced; an offscreen editor neither serves nor hands over.  The socket is only in a folder the
user alone can reach, or nowhere; a message not of the strict form, too long, or from a sender
gone before the answer is dropped with a line, and the editor goes on."""

from __future__ import annotations

import json
import os
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtNetwork import QLocalSocket

from gobenson_gui.cli import main
from gobenson_gui.gui.app import serve_files
from gobenson_gui.gui.running_editor import hand_over, read_message, server_name
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


@pytest.fixture
def temporary_folder(monkeypatch):
    """A short temporary folder of the test's own in place of the system's (a socket's path
    has at most 107 bytes), where the editor makes its private folder when it needs one."""
    folder = Path(tempfile.mkdtemp(prefix="gobenson-"))
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def own_folder(temporary_folder: Path) -> Path:
    return temporary_folder / "gobenson-{}".format(os.getuid())


def test_the_name_is_the_user_s_and_the_display_s(tmp_path, temporary_folder):
    tmp_path.chmod(0o700)
    assert server_name((), {"DISPLAY": ":1", "XDG_RUNTIME_DIR": str(tmp_path)}) == str(tmp_path / "gobenson-editor-_1")
    own = own_folder(temporary_folder)
    assert server_name(["-display", ":2"], {"DISPLAY": ":1"}) == str(own / "gobenson-editor-_2")
    assert server_name((), {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}).endswith("-wayland-0")
    assert server_name((), {"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":1"}) is None
    assert server_name(["-platform=minimal"], {"DISPLAY": ":1"}) is None
    assert server_name(["-reverse", "-platform", "offscreen", "-style", "fusion"], {"DISPLAY": ":1"}) is None


# -- a channel only the user can reach ---------------------------------------------------------


def test_without_a_runtime_folder_the_socket_is_in_a_private_folder_made_for_it(temporary_folder):
    name = server_name((), {"DISPLAY": ":1"})
    folder = own_folder(temporary_folder)
    assert Path(name).parent == folder
    found = folder.lstat()
    assert stat.S_ISDIR(found.st_mode) and stat.S_IMODE(found.st_mode) == 0o700 and found.st_uid == os.getuid()


@pytest.mark.parametrize("kind", ["open to others", "a link", "a file", "missing"])
def test_a_runtime_folder_that_is_not_private_is_not_used(tmp_path, temporary_folder, kind):
    runtime = tmp_path / "runtime"
    if kind == "open to others":
        runtime.mkdir(mode=0o755)
        runtime.chmod(0o755)
    elif kind == "a link":
        private = Path(tempfile.mkdtemp(dir=temporary_folder))
        runtime.symlink_to(private)
    elif kind == "a file":
        runtime.write_text("")
    name = server_name((), {"DISPLAY": ":1", "XDG_RUNTIME_DIR": str(runtime)})
    assert Path(name).parent == own_folder(temporary_folder)


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a folder to another user takes root")
def test_a_runtime_folder_of_another_user_is_not_used(tmp_path, temporary_folder):
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    os.chown(runtime, 65534, 65534)
    assert Path(server_name((), {"DISPLAY": ":1", "XDG_RUNTIME_DIR": str(runtime)})).parent == own_folder(
        temporary_folder)


@pytest.mark.parametrize("kind", ["open to others", "a link", "another user's"])
def test_when_another_user_took_the_folder_each_editor_runs_alone(temporary_folder, kind, capfd):
    taken = own_folder(temporary_folder)
    if kind == "open to others":
        taken.mkdir(mode=0o777)
        taken.chmod(0o777)
    elif kind == "a link":
        taken.symlink_to(tempfile.mkdtemp(dir=temporary_folder))
    else:
        if os.geteuid() != 0:
            pytest.skip("giving a folder to another user takes root")
        taken.mkdir(mode=0o700)
        os.chown(taken, 65534, 65534)
    assert server_name((), {"DISPLAY": ":1"}) is None
    errors = capfd.readouterr().err
    assert errors == "gobenson: no private folder for the one-editor channel (tried {}); this editor runs alone\n" \
        .format(taken)


def test_a_socket_path_too_long_for_the_runtime_folder_goes_to_the_private_one(tmp_path, temporary_folder):
    runtime = tmp_path / ("r" * 100)
    runtime.mkdir(mode=0o700)
    assert Path(server_name((), {"DISPLAY": ":1", "XDG_RUNTIME_DIR": str(runtime)})).parent == own_folder(
        temporary_folder)


# -- messages of a strict form ---------------------------------------------------------------


def send(qtbot, name: str, message: bytes, stay: bool = True) -> bytes:
    """``message`` sent to the editor at ``name``; what it answered by the time it closed the
    connection (with ``stay`` False, the sender goes away at once and hears nothing)."""
    client = QLocalSocket()
    client.connectToServer(name)
    assert client.waitForConnected(3000)
    client.write(message)
    client.waitForBytesWritten(3000)
    if not stay:
        client.abort()
        return b""
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=10000)
    return client.readAll().data()


DROPPED = {
    "100,000 [": b"[" * 100_000 + b"\n",
    "nested": b"[" * 20_000 + b"]" * 20_000 + b"\n",
    "long": b'["/' + b"a" * 40_000 + b'"]\n',
    "no line end": b"x" * 40_000,
    "relative": b'["game.sgf"]\n',
    "NUL": b'["/a\\u0000b.sgf"]\n',
    "not UTF-8": b'["/\xff.sgf"]\n',
    "object": b'{"open": "/etc/passwd"}\n',
}


@pytest.mark.parametrize("message", DROPPED.values(), ids=DROPPED.keys())
def test_a_message_not_of_the_form_is_dropped_with_a_line_and_the_editor_goes_on(qtbot, window, desktop, asked,
                                                                               message, capfd):
    name = server_name((), desktop)
    serve_files(name, window)
    before = window.controller.session.document
    assert send(qtbot, name, message) == b""
    errors = capfd.readouterr().err
    assert errors.startswith("gobenson: a message on the one-editor channel was dropped: ")
    assert errors.count("\n") == 1 and window.controller.session.document is before
    assert send(qtbot, name, json.dumps([str(SAMPLE)]).encode() + b"\n") == b"ok\n"
    qtbot.waitUntil(lambda: window.controller.session.document.path == SAMPLE)


def test_a_line_that_never_ends_is_dropped(qtbot, window, desktop, asked, capfd):
    name = server_name((), desktop)
    serve_files(name, window)
    assert send(qtbot, name, b'["/a.sgf"') == b""
    assert "its line did not end within 3 s" in capfd.readouterr().err


@pytest.mark.parametrize("message", [*DROPPED.values(), b'["%s"]\n' % str(SAMPLE).encode()],
                         ids=[*DROPPED.keys(), "good"])
def test_a_sender_gone_before_the_answer_leaves_the_editor_whole(qtbot, window, desktop, asked, message):
    name = server_name((), desktop)
    server = serve_files(name, window)
    send(qtbot, name, message, stay=False)
    qtbot.waitUntil(lambda: not server.server.findChildren(QLocalSocket), timeout=10000)  # every socket gone
    assert send(qtbot, name, b"[]\n") == b"ok\n"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.binary(max_size=200), st.builds(lambda text: text.encode() + b"\n", st.text(max_size=100)),
                 st.builds(lambda items: json.dumps(items).encode() + b"\n",
                           st.lists(st.one_of(st.text(max_size=20), st.integers(), st.none()), max_size=3))),
       st.booleans())
def test_random_messages_reach_the_window_only_when_well_formed(qtbot, window, desktop, message, stay):
    name = server_name((), desktop)
    if not hasattr(window, "opened"):  # once a window: hypothesis runs every example with the same fixtures
        window.opened = []
        window.file.open_path = window.opened.append
        serve_files(name, window)
    window.opened.clear()
    answer = send(qtbot, name, message, stay)
    paths = read_message(message.partition(b"\n")[0]) if b"\n" in message else None
    assert answer in ((b"ok\n", b"") if paths is not None else (b"",))
    assert send(qtbot, name, b"[]\n") == b"ok\n"  # the editor still answers, and opens nothing for it
    if answer:
        qtbot.waitUntil(lambda: window.opened == paths[:1])
    assert window.opened in ([], paths[:1]) if paths is not None else window.opened == []


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
