"""Autosave and crash recovery: unsaved work survives a crash, a kill or a power cut.

While the document has unsaved changes, it is written every few seconds (only when it changed
since the last time) to a recovery file of this session in the application's data folder.
Saving, discarding the changes or closing normally removes the file.  A session's file is
guarded by a lock file that the system frees when the process ends however it ends, so at the
next start the files whose lock can be taken are those of sessions that did not end normally,
and are offered for recovery.

A recovery file is read as untrusted input: one that is not what gobenson writes is set aside
(renamed, so that it is neither offered nor in the way again) with a message saying where, and
the editor starts as usual.  Temporary files that a kill during an autosave left behind are
removed at the next start.
"""

from __future__ import annotations

import base64
import json
import os
from dataclasses import dataclass
from datetime import datetime
from fnmatch import fnmatch
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.atomic import read_regular, temporary_target, write_atomic
from ..core.sgf.document import Document
from ..core.sgf.errors import SgfError
from ..core.words.i18n import N_, _
from . import words
from .controller import Controller

AUTOSAVE_MS = 5000
PATTERN = "session-*.json"
SET_ASIDE_SUFFIX = ".unreadable"
MAX_RECORD_BYTES = 100 * 1024 * 1024
"""Larger than any record gobenson writes: the SGF it holds is read up to 64 MB, then base64."""


def recovery_folder() -> Path:
    """Where recovery files live: the application's data folder (tests point it elsewhere)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / "recovery"


def _lock_of(path: Path) -> QLockFile:
    lock = QLockFile(f"{path}.lock")
    lock.setStaleLockTime(0)  # stale only when its process has ended, however long it runs
    return lock


def session_ended(path: Path) -> bool:
    """Whether the session of the recovery file ``path`` is over (its lock can be taken)."""
    lock = _lock_of(path)
    if not lock.tryLock(0):
        return False
    lock.unlock()
    return True


class Autosave(QObject):
    """Keeps the recovery file of this session up to date with ``controller``'s document."""

    failed = Signal(str)
    """The recovery file could not be written: the words to say so (once per kind of failure)."""

    def __init__(self, controller: Controller, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.folder = folder or recovery_folder()
        self.path = self.folder / f"session-{os.getpid()}.json"
        self._lock: QLockFile | None = None
        self._changed = False
        """The document changed since the recovery file was last written."""
        self._last_failure = ""
        stack = controller.undo_stack
        stack.indexChanged.connect(self._note_change)
        stack.cleanChanged.connect(lambda clean: self.remove() if clean else None)
        self.timer = QTimer(self)
        self.timer.setInterval(AUTOSAVE_MS)
        self.timer.timeout.connect(self.write_if_changed)
        self.timer.start()

    def _note_change(self) -> None:
        self._changed = True

    def write_if_changed(self) -> None:
        if self.controller.dirty and self._changed:
            self.write()

    def write(self) -> None:
        """Write the recovery file now (atomically, so a crash mid-write keeps the last one)."""
        document = self.controller.session.document
        record = {"path": str(document.path) if document.path else None, "game": document.game_index,
                  "written": datetime.now().isoformat(timespec="seconds"),
                  "sgf": base64.b64encode(document.to_bytes()).decode("ascii")}
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if self._lock is None:
                lock = _lock_of(self.path)
                if not lock.tryLock(0):
                    raise SgfError(words.cannot_lock(lock.fileName()))
                self._lock = lock
            write_atomic(self.path, json.dumps(record).encode("utf-8"))
        except (SgfError, OSError) as error:
            self._report(words.autosave_failed(error))
            return
        self._changed = False

    def _report(self, message: str) -> None:
        if message != self._last_failure:
            self._last_failure = message
            self.failed.emit(message)

    def remove(self) -> None:
        """No unsaved work any more (saved, discarded, or the window closes normally).  A file
        that cannot be removed (its folder could not be made) is said, not raised: saving and
        closing go on."""
        self._changed = False
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            self._report(words.autosave_cannot_remove(self.path, error.strerror or error))

    def finish(self) -> None:
        """The session ends normally: nothing to recover from it."""
        self.timer.stop()
        self.remove()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


@dataclass(frozen=True)
class Recoverable:
    """The recovery file of a session that did not end normally."""

    path: Path
    document_path: Path | None
    game: int
    written: str
    data: bytes

    @property
    def name(self) -> str:
        return self.document_path.name if self.document_path else _("an untitled board")

    def document(self) -> Document:
        """The saved bytes as a document under its original file name.  Raises SgfError."""
        document = Document.from_bytes(self.data, self.document_path)
        if 0 < self.game < len(document.games):
            document.select_game(self.game)
        return document

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)
        Path(f"{self.path}.lock").unlink(missing_ok=True)


class BadRecord(ValueError):
    """A recovery file that is not what gobenson writes."""


JSON_KINDS = {type(None): N_("null"), bool: N_("true or false"), int: N_("a number"), float: N_("a number"),
              str: N_("a string"), list: N_("a list")}


def read_record(path: Path) -> Recoverable:
    """The recovery file at ``path``, checked whole; BadRecord (or OSError, for one that is no
    regular file: a FIFO is not waited on) saying what is wrong."""
    data = read_regular(path, MAX_RECORD_BYTES)
    if len(data) > MAX_RECORD_BYTES:
        raise BadRecord(words.record_too_large(MAX_RECORD_BYTES // (1024 * 1024)))
    try:
        record = json.loads(data.decode("utf-8"), parse_constant=_refuse_constant)
    except RecursionError:
        raise BadRecord(_("it is nested too deeply")) from None
    except BadRecord:
        raise
    except ValueError as error:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise BadRecord(words.record_not_json(error)) from None
    if not isinstance(record, dict):
        raise BadRecord(words.record_holds(_(JSON_KINDS[type(record)])))
    document_path, game, written, sgf = (record.get(key) for key in ("path", "game", "written", "sgf"))
    if document_path is not None and (not isinstance(document_path, str) or not document_path
                                      or "\0" in document_path):
        raise BadRecord(_("its file name is not a file name"))
    if type(game) is not int or game < 0:
        raise BadRecord(_("its game number is not a number of a game"))
    if not isinstance(written, str) or not isinstance(sgf, str):
        raise BadRecord(_("it lacks the time it was written or the game"))
    try:
        data = base64.b64decode(sgf, validate=True)
    except ValueError:
        raise BadRecord(_("its game is not base64")) from None
    return Recoverable(path, Path(document_path) if document_path else None, game, written, data)


def _refuse_constant(name: str) -> None:
    raise BadRecord(words.record_not_a_number(name))


def set_aside(path: Path, reason: str) -> str:
    """Rename a recovery file that cannot be recovered from, so that it is neither offered nor
    in the way again; the answer is the sentence that says so, and where it went."""
    kept = path.with_name(path.name + SET_ASIDE_SUFFIX)
    try:
        os.replace(path, kept)
    except OSError as error:
        return words.recovery_stuck(path, reason, error.strerror or error)
    return words.recovery_set_aside(path, reason, kept)


def remove_stale_temporaries(folder: Path) -> None:
    """Remove what a kill in the middle of an autosave left: the temporary files of recovery
    files whose session is over.  Best effort: one that cannot be removed is tried next time."""
    for entry in folder.glob(".session-*.tmp"):
        target = temporary_target(entry)
        if target is not None and fnmatch(target, PATTERN) and session_ended(folder / target):
            entry.unlink(missing_ok=True)


def recoverable(folder: Path | None = None) -> tuple[list[Recoverable], list[str]]:
    """Recovery files left by sessions that ended without closing, newest first, and the
    sentences saying which bad ones were set aside.  Stale temporary files are removed first."""
    folder = folder or recovery_folder()
    found, set_aside_messages = [], []
    try:
        remove_stale_temporaries(folder)
        paths = sorted(folder.glob(PATTERN))
    except OSError:
        return [], []  # no folder yet (or none that can be read): nothing to recover
    for path in paths:
        if not session_ended(path):
            continue  # the session is still running
        try:
            found.append(read_record(path))
        except BadRecord as error:
            set_aside_messages.append(set_aside(path, str(error)))
        except OSError:
            continue  # unreadable for now (permissions, a FIFO...): left alone
    return sorted(found, key=lambda item: item.written, reverse=True), set_aside_messages


def ask_recover(parent: QWidget, item: Recoverable) -> bool:
    """Recover (True) or Discard (False) the unsaved changes of a session that ended badly."""
    box = QMessageBox(QMessageBox.Icon.Warning, _("Recover unsaved changes"),
                      words.recoverable(item.name, item.written.replace('T', ' ')), parent=parent)
    recover = box.addButton(_("Recover"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(_("Discard"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(recover)
    box.exec()
    return box.clickedButton() is recover
