"""One editor per user and display: a file opened while gobenson runs goes to the running editor.

The first editor listens on a local socket whose name is the user's display's, in a folder only
the user can reach: ``$XDG_RUNTIME_DIR`` when it is the user's own (owned by the user, mode 0700,
not a link), else ``gobenson-<UID>`` in the temporary folder, made so and checked the same way.
When neither is private -- another user made the folder first, say -- there is no channel: each
editor runs alone, as standard error says once.  (On Windows, with no such folders, the name is a
named pipe that Qt makes readable by the user alone.)  A later ``gobenson FILE`` -- a file
manager's double-click runs just that -- connects first: when an editor answers, it hands over the
file's absolute path and ends; the running editor comes to the front and opens the file as File >
Open would, asking about unsaved changes first.  A socket left by an editor that crashed answers
nobody, so it is removed and the new editor listens in its place.  An editor with no shared
display (``-platform offscreen``) neither listens nor hands over: there is no window another
start could bring forward.

The message is one line of JSON of at most :data:`MOST_MESSAGE_BYTES`, the list of absolute
paths (the one file a start opens, or none); the editor answers ``ok`` before opening anything,
so the sender never waits for a person's answer to the unsaved-changes question.  Anything else
-- longer, not such a list, a line that never ends -- is dropped with a line on standard error,
never a dialog, and the connection closed.
"""

from __future__ import annotations

import getpass
import json
import os
import re
import stat
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from ..core.words import settings as words

ANSWER_MS = 3000
"""How long a start waits for a running editor to take its files, and a running editor for a
start's line; one that does not answer in time is treated as gone."""
MOST_MESSAGE_BYTES = 32 * 1024
"""A path of 4,096 bytes, every one written as a JSON escape, fits."""
ACCEPTED = b"ok\n"
NO_SHARED_DISPLAY = ("offscreen", "minimal", "vnc")
"""Qt platforms whose windows no person sees on a desktop of their own."""
MOST_SOCKET_PATH_BYTES = 107
"""The longest path a local socket can have (Linux's; macOS allows 103, whose folders are short)."""


def server_name(qt_options: Sequence[str] = (), environ: Mapping[str, str] = os.environ) -> str | None:
    """The name the user's editor on this display listens on, or None for an editor with no
    shared display, or with no private folder for the socket.  ``-platform`` and ``-display``
    among ``qt_options`` count as the environment's QT_QPA_PLATFORM and DISPLAY do."""
    options = dict(_option_values(qt_options))
    platform = options.get("-platform", environ.get("QT_QPA_PLATFORM", ""))
    if platform.split(":", 1)[0] in NO_SHARED_DISPLAY:
        return None
    display = options.get("-display") or environ.get("WAYLAND_DISPLAY") or environ.get("DISPLAY") or "desktop"
    name = "gobenson-editor-{display}".format(display=re.sub(r"[^A-Za-z0-9.-]", "_", display))
    if not hasattr(os, "getuid"):  # Windows: a named pipe, the user's alone
        return "{name}-{user}".format(name=name, user=re.sub(r"\W", "_", getpass.getuser()))
    folders = socket_folders(environ)
    for folder, made_here in folders:
        path = os.path.join(folder, name)
        if len(os.fsencode(path)) <= MOST_SOCKET_PATH_BYTES and private_folder(folder, made_here):
            return path
    print(words.no_private_folder(", ".join(folder for folder, _made_here in folders)), file=sys.stderr)
    return None


def socket_folders(environ: Mapping[str, str]) -> list[tuple[str, bool]]:
    """Where the socket may go, first choice first, each with whether gobenson makes it when
    it is missing: the session's runtime folder, if named (and absolute), then the user's own
    folder in the temporary folder."""
    runtime = environ.get("XDG_RUNTIME_DIR", "")
    own = os.path.join(tempfile.gettempdir(), "gobenson-{uid}".format(uid=os.getuid()))
    return [(runtime, False), (own, True)] if os.path.isabs(runtime) else [(own, True)]


def private_folder(folder: str, made_here: bool = False) -> bool:
    """Whether ``folder`` is a folder only this user can reach: the user's, mode 0700 (nothing
    for group or others), and no link.  With ``made_here`` it is made so when it is missing; one
    that exists is taken only as it is, whoever made it."""
    if made_here:
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:
            pass
        except OSError:
            return False
    try:
        found = os.lstat(folder)
    except OSError:
        return False
    return (stat.S_ISDIR(found.st_mode) and found.st_uid == os.getuid()
            and stat.S_IMODE(found.st_mode) & 0o077 == 0)


def _option_values(qt_options: Sequence[str]) -> Iterator[tuple[str, str]]:
    """(name, value) of the ``-platform`` and ``-display`` options, given as ``-name value`` or
    ``-name=value`` (``split_qt_options`` has checked that each has its value)."""
    for option, following in zip(qt_options, [*qt_options[1:], ""]):
        name, equals, value = option.partition("=")
        if name in ("-platform", "-display"):
            yield name, value if equals else following


def hand_over(name: str, files: Sequence[str]) -> bool:
    """Give ``files`` to the editor listening on ``name``; True when it took them (it raises its
    window even when ``files`` is empty).  Blocking, with no Qt application needed."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(ANSWER_MS):
        return False
    socket.write(json.dumps([os.path.abspath(path) for path in files[:1]]).encode() + b"\n")  # the one opened
    socket.waitForBytesWritten(ANSWER_MS)
    answer = b""
    while len(answer) < len(ACCEPTED) and socket.waitForReadyRead(ANSWER_MS):
        answer += socket.readAll().data()
    socket.disconnectFromServer()
    return answer == ACCEPTED


class EditorServer(QObject):
    """Listens for later starts and calls ``take(paths)`` with the files each one hands over."""

    def __init__(self, name: str, take: Callable[[list[str]], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.take = take
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)
        self.listening = self.server.listen(name)
        if not self.listening and not _answers(name):
            QLocalServer.removeServer(name)  # left by an editor that crashed
            self.listening = self.server.listen(name)

    def _connected(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            received = bytearray()
            socket.setReadBufferSize(MOST_MESSAGE_BYTES)
            socket.readyRead.connect(lambda socket=socket, received=received: self._read(socket, received))
            socket.disconnected.connect(socket.deleteLater)
            unfinished = QTimer(socket)  # a line that never ends is dropped; the timer goes with the socket
            unfinished.setSingleShot(True)
            unfinished.timeout.connect(lambda socket=socket: self._drop(socket,
                                                                        words.message_unfinished(ANSWER_MS // 1000)))
            unfinished.start(ANSWER_MS)

    def _read(self, socket: QLocalSocket, received: bytearray) -> None:
        """Gather a start's line; once it is whole, answer and take its paths, or drop it."""
        received += socket.readAll().data()
        line, newline, _rest = bytes(received[:MOST_MESSAGE_BYTES]).partition(b"\n")
        if not newline:
            if len(received) >= MOST_MESSAGE_BYTES:
                self._drop(socket, words.message_too_long(MOST_MESSAGE_BYTES))
            return
        paths = read_message(line)
        if paths is None:
            self._drop(socket, words.message_malformed())
            return
        self._finish(socket)
        socket.write(ACCEPTED)
        socket.disconnectFromServer()  # once the answer is out: one message a connection
        QTimer.singleShot(0, self, lambda: self.take(paths))  # after the answer: opening may ask a question

    def _drop(self, socket: QLocalSocket, reason: str) -> None:
        print(words.message_dropped(reason), file=sys.stderr)
        self._finish(socket)
        socket.abort()  # disconnected follows, and deletes the socket once its signals are done

    @staticmethod
    def _finish(socket: QLocalSocket) -> None:
        """Nothing more is read from ``socket``: one message a connection."""
        socket.readyRead.disconnect()
        for timer in socket.findChildren(QTimer):
            timer.stop()


def read_message(line: bytes) -> list[str] | None:
    """The paths a start's line hands over, or None when it is not a JSON list of absolute
    paths in UTF-8 (a path never holds NUL)."""
    try:
        paths = json.loads(line.decode("utf-8"))
    except (ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return None
    if not (isinstance(paths, list)
            and all(isinstance(path, str) and os.path.isabs(path) and "\0" not in path for path in paths)):
        return None
    return paths


def _answers(name: str) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(name)
    connected = socket.waitForConnected(ANSWER_MS)
    socket.abort()
    return connected


def bring_forward(window: QWidget) -> None:
    """Show ``window`` in front, restored if it was minimised (a window manager may still only
    mark it as wanting attention, as focus-stealing prevention does)."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
