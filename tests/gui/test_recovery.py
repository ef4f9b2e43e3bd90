"""Autosave and recovery: unsaved work survives the editor being killed."""

from __future__ import annotations

import base64
import json
import os
import signal
import stat
import subprocess
import sys
import threading
import time

import pytest

from gobenson_gui.core import atomic
from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf.commands import Pass
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui import dialogs, recovery
from gobenson_gui.gui.features import file

from .driving import ROOT

EDITOR_SESSION = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from gobenson_gui.gui import app, recovery

recovery.AUTOSAVE_MS = 200  # the test need not wait five seconds


def edit():
    window = next(w for w in QApplication.topLevelWidgets() if hasattr(w, "controller"))
    window.controller.set_tool("setup-black")
    window.controller.click((2, 2))


application = app.application(["gobenson"])  # the one app.main uses: timers need it first
QTimer.singleShot(300, edit)
app.main([sys.argv[1]])
"""


@pytest.fixture
def answers(monkeypatch):
    """The answers to the recovery question, True for Recover; the questions asked."""
    asked = []

    def answer(parent, item):
        asked.append(item)
        return answers.pop(0)

    answers = []
    monkeypatch.setattr(file, "ask_recover", answer)
    return answers, asked


def test_killed_editor_offers_its_edit_at_the_next_start(qtbot, window, answers, tmp_path, monkeypatch):
    original = tmp_path / "game.sgf"
    original.write_bytes(b"(;GM[1]FF[4]SZ[9])")
    data_home = tmp_path / "data"
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(data_home),
                       PYTHONPATH=str(ROOT))
    editor = subprocess.Popen([sys.executable, "-c", EDITOR_SESSION, str(original)], env=environment,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        written = []
        while not written and time.monotonic() < deadline and editor.poll() is None:
            time.sleep(0.1)
            written = list(data_home.glob("gobenson/gobenson/recovery/session-*.json"))
        assert written, "no recovery file was written"  # whole: it is renamed into place once written
    finally:
        os.kill(editor.pid, signal.SIGKILL)
        editor.wait()
    assert editor.returncode == -signal.SIGKILL
    assert original.read_bytes() == b"(;GM[1]FF[4]SZ[9])"  # nothing was saved

    folder = written[0].parent
    monkeypatch.setattr(window.file.autosave, "folder", folder)
    answers[0].append(True)
    assert window.file.offer_recovery()
    assert [item.document_path for item in answers[1]] == [original]
    control = window.controller
    assert control.session.board.get((2, 2)) is Colour.BLACK
    assert control.dirty and window.isWindowModified() and control.session.document.path == original
    assert not written[0].exists()
    window.registry["save"].trigger()  # saves under the original name, and the recovery file goes
    assert b"AB[cc]" in original.read_bytes()
    assert not list(folder.glob("session-*.json"))


def test_discard_removes_the_recovery_file(qtbot, window, answers, recovery_files):
    other = recovery.Autosave(window.controller, recovery_files)
    window.controller.execute(Pass)
    other.write()
    other.path.rename(recovery_files / "session-1.json")  # as if left by another session
    other.finish()
    answers[0].append(False)
    assert not window.file.offer_recovery()
    assert answers[1] and not list(recovery_files.glob("session-*.json"))


def test_autosave_writes_only_unsaved_changes_and_only_when_they_changed(qtbot, window, tmp_path):
    autosave = window.file.autosave
    control = window.controller
    autosave.write_if_changed()
    assert not autosave.path.exists()  # nothing unsaved
    control.replace_document(Document.new(5, 5))
    control.set_tool("setup-white")
    control.click((1, 1))
    autosave.write_if_changed()
    record = json.loads(autosave.path.read_text())
    assert record["path"] is None and b"AW[bb]" in base64.b64decode(record["sgf"])
    autosave.path.unlink()
    autosave.write_if_changed()
    assert not autosave.path.exists()  # unchanged since the last write
    control.click((2, 2))
    autosave.write_if_changed()
    assert autosave.path.exists()
    assert window.file.save_to(str(tmp_path / "saved.sgf"))
    assert not autosave.path.exists()  # saved: nothing to recover


def test_clean_exit_leaves_nothing_to_recover(qtbot, window, monkeypatch):
    control = window.controller
    control.set_tool("setup-black")
    control.click((3, 3))
    window.file.autosave.write()
    assert window.file.autosave.path.exists()
    monkeypatch.setattr(file, "ask_unsaved", lambda parent, name: dialogs.Unsaved.DISCARD)
    assert window.close()
    assert not window.file.autosave.path.exists() and recovery.recoverable(window.file.autosave.folder) == ([], [])


GOOD_SGF = base64.b64encode(b"(;GM[1]FF[4]SZ[9]AB[cc])").decode()


def record(**changes) -> bytes:
    return json.dumps({"path": None, "game": 0, "written": "2026-11-25T08:00:00", "sgf": GOOD_SGF,
                       **changes}).encode()


@pytest.fixture
def notices(monkeypatch):
    """The notices the window shows, as (title, message)."""
    shown = []
    monkeypatch.setattr(file, "show_notice", lambda parent, title, message: shown.append((title, message)))
    return shown


@pytest.mark.parametrize("data, reason", [
    (b"null", "it holds null, not a record"),
    (b"[1, 2]", "it holds a list, not a record"),
    (b'"session"', "it holds a string, not a record"),
    (b"4.5", "it holds a number, not a record"),
    (record().replace(b'"game": 0', b'"game": Infinity'), "it holds Infinity, which is not a JSON number"),
    (b"[" * 100_000 + b"]" * 100_000, "it is nested too deeply"),
    (record(game="2"), "its game number is not a number of a game"),
    (record(game=True), "its game number is not a number of a game"),
    (record(path=["a"]), "its file name is not a file name"),
    (record(sgf="not base64!"), "its game is not base64"),
    (json.dumps({"path": None}).encode(), "its game number is not a number of a game"),
    (b"\xff\xfe{}", "it is not JSON"),
    (b"{", "it is not JSON"),
])
def test_a_recovery_file_gobenson_did_not_write_is_set_aside_and_the_editor_starts(qtbot, window, answers, notices,
                                                                                  recovery_files, data, reason):
    recovery_files.mkdir(exist_ok=True)
    bad = recovery_files / "session-1.json"
    bad.write_bytes(data)
    assert not window.file.offer_recovery()
    kept = recovery_files / "session-1.json.unreadable"
    [(title, message)] = notices
    assert title == "Recovery file set aside" and "\n" not in message
    assert message.startswith(f"The recovery file {bad} cannot be used ({reason}")
    assert message.endswith(f"); it was set aside as {kept}.")
    assert kept.read_bytes() == data and not bad.exists() and answers[1] == []
    assert not window.file.offer_recovery() and len(notices) == 1  # asked about once, never again


def test_a_recovery_file_whose_game_is_not_sgf_is_set_aside_when_recovered(qtbot, window, answers, notices,
                                                                           recovery_files):
    recovery_files.mkdir(exist_ok=True)
    bad = recovery_files / "session-1.json"
    bad.write_bytes(record(sgf=base64.b64encode(b"not a game").decode()))
    answers[0].append(True)
    assert not window.file.offer_recovery()
    assert len(notices) == 1 and notices[0][1].startswith(f"The recovery file {bad} cannot be used (")
    assert (recovery_files / "session-1.json.unreadable").exists() and not bad.exists()


def test_a_good_recovery_file_beside_a_bad_one_is_still_offered(qtbot, window, answers, notices, recovery_files):
    recovery_files.mkdir(exist_ok=True)
    (recovery_files / "session-1.json").write_bytes(b"null")
    (recovery_files / "session-2.json").write_bytes(record())
    answers[0].append(True)
    assert window.file.offer_recovery()
    assert len(notices) == 1 and window.controller.session.board.get((2, 2)) is Colour.BLACK


def test_a_fifo_among_the_recovery_files_is_not_waited_on(recovery_files):
    recovery_files.mkdir(exist_ok=True)
    os.mkfifo(recovery_files / "session-1.json")
    (recovery_files / "session-2.json").write_bytes(record())
    found = []
    reader = threading.Thread(target=lambda: found.append(recovery.recoverable(recovery_files)), daemon=True)
    reader.start()
    reader.join(20)
    assert found, "reading the recovery files waited on the FIFO"
    [(offered, set_aside_messages)] = found
    assert [item.path.name for item in offered] == ["session-2.json"] and set_aside_messages == []
    assert stat.S_ISFIFO((recovery_files / "session-1.json").lstat().st_mode)


def test_saving_and_closing_go_on_when_the_recovery_folder_cannot_be_made(qtbot, window, tmp_path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_bytes(b"a file where the folder should be")
    autosave = recovery.Autosave(window.controller, blocker / "recovery")
    failures = []
    autosave.failed.connect(failures.append)
    window.controller.set_tool("setup-black")
    window.controller.click((3, 3))
    autosave.write()
    assert window.file.save_to(str(tmp_path / "saved.sgf"))  # removing the recovery file fails quietly
    autosave.finish()
    assert b"AB[dd]" in (tmp_path / "saved.sgf").read_bytes()
    assert failures[0].startswith("Autosave failed: ") and "Not a directory" in failures[0]
    assert failures[1] == f"Autosave cannot remove {autosave.path}: Not a directory"


def test_temporary_files_a_killed_autosave_left_are_removed_at_the_next_start(qtbot, window, recovery_files):
    window.controller.set_tool("setup-black")
    window.controller.click((3, 3))
    window.file.autosave.write()  # this session holds its lock now
    own = atomic.temporary_path(window.file.autosave.path)
    stale = atomic.temporary_path(recovery_files / "session-1.json")
    not_ours = recovery_files / ".notes.txt.0123456789ab.tmp"
    for path in (own, stale, not_ours):
        path.write_bytes(b"{")
    assert recovery.recoverable(recovery_files) == ([], [])
    assert own.exists() and not stale.exists() and not_ours.exists()
