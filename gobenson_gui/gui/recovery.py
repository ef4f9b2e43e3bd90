"""Autosave and crash recovery: unsaved work survives a crash, a kill or a power cut.

While the document has unsaved changes, it is written every few seconds (only when it changed
since the last time) to a recovery file of this session in the application's data folder.
Saving, discarding the changes or closing normally removes the file.  A session's file is
guarded by a lock file that the system frees when the process ends however it ends, so at the
next start the files whose lock can be taken are those of sessions that did not end normally,
and are offered for recovery.
"""

from __future__ import annotations

import base64
import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.atomic import write_atomic
from ..core.sgf.document import Document
from ..core.sgf.errors import SgfError

AUTOSAVE_MS = 5000
PATTERN = "session-*.json"


def recovery_folder() -> Path:
    """Where recovery files live: the application's data folder (tests point it elsewhere)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation)) / "recovery"


def _lock_of(path: Path) -> QLockFile:
    lock = QLockFile(f"{path}.lock")
    lock.setStaleLockTime(0)  # stale only when its process has ended, however long it runs
    return lock


class Autosave(QObject):
    """Keeps the recovery file of this session up to date with ``controller``'s document."""

    failed = Signal(str)
    """The recovery file could not be written: the words to say so (once per kind of failure)."""

    def __init__(self, controller, folder: Path | None = None, parent: QObject | None = None) -> None:
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
        document = self.controller.document
        record = {"path": str(document.path) if document.path else None, "game": document.game_index,
                  "written": datetime.now().isoformat(timespec="seconds"),
                  "sgf": base64.b64encode(document.to_bytes()).decode("ascii")}
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if self._lock is None:
                lock = _lock_of(self.path)
                if not lock.tryLock(0):
                    raise SgfError(f"cannot lock {lock.fileName()}")
                self._lock = lock
            write_atomic(self.path, json.dumps(record).encode("utf-8"))
        except (SgfError, OSError) as error:
            message = f"Autosave failed: {error}"
            if message != self._last_failure:
                self._last_failure = message
                self.failed.emit(message)
            return
        self._changed = False

    def remove(self) -> None:
        """No unsaved work any more (saved, discarded, or the window closes normally)."""
        self._changed = False
        self.path.unlink(missing_ok=True)

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
        return self.document_path.name if self.document_path else "an untitled board"

    def document(self) -> Document:
        """The saved bytes as a document under its original file name.  Raises SgfError."""
        document = Document.from_bytes(self.data, self.document_path)
        if 0 < self.game < len(document.games):
            document.select_game(self.game)
        return document

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)
        Path(f"{self.path}.lock").unlink(missing_ok=True)


def recoverable(folder: Path | None = None) -> list[Recoverable]:
    """Recovery files left by sessions that ended without closing, newest first; unreadable
    ones are skipped (and left alone)."""
    found = []
    for path in (folder or recovery_folder()).glob(PATTERN):
        lock = _lock_of(path)
        if not lock.tryLock(0):
            continue  # the session is still running
        lock.unlock()
        try:
            record = json.loads(path.read_text("utf-8"))
            found.append(Recoverable(path, Path(record["path"]) if record.get("path") else None,
                                     int(record.get("game") or 0), str(record.get("written", "")),
                                     base64.b64decode(record["sgf"])))
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return sorted(found, key=lambda item: item.written, reverse=True)


def ask_recover(parent: QWidget, item: Recoverable) -> bool:
    """Recover (True) or Discard (False) the unsaved changes of a session that ended badly."""
    box = QMessageBox(QMessageBox.Warning, "Recover unsaved changes",
                      f"gobenson did not close normally. Unsaved changes to {item.name} "
                      f"(autosaved {item.written.replace('T', ' ')}) can be recovered.", parent=parent)
    recover = box.addButton("Recover", QMessageBox.AcceptRole)
    box.addButton("Discard", QMessageBox.DestructiveRole)
    box.setDefaultButton(recover)
    box.exec()
    return box.clickedButton() is recover
