"""One editor per user and display: a file opened while gobenson runs goes to the running editor.

The first editor listens on a local socket whose name is the user's and the display's (in the
user's private ``$XDG_RUNTIME_DIR`` where there is one, else a name Qt places in the temporary
folder, readable by the user alone).  A later ``gobenson FILE`` -- a file manager's double-click
runs just that -- connects first: when an editor answers, it hands over the file's absolute path
and ends; the running editor comes to the front and opens the file as File > Open would, asking
about unsaved changes first.  A socket left by an editor that crashed answers nobody, so it is
removed and the new editor listens in its place.  An editor with no shared display (``-platform
offscreen``) neither listens nor hands over: there is no window another start could bring forward.

The message is one line of JSON, the list of paths; the editor answers ``ok`` before opening
anything, so the sender never waits for a person's answer to the unsaved-changes question.
"""

from __future__ import annotations

import getpass
import json
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

ANSWER_MS = 3000
"""How long a start waits for a running editor to take its files; one that does not answer in
time is treated as gone, and the start opens an editor of its own."""
MOST_MESSAGE_BYTES = 1 << 20
ACCEPTED = b"ok\n"
NO_SHARED_DISPLAY = ("offscreen", "minimal", "vnc")
"""Qt platforms whose windows no person sees on a desktop of their own."""


def server_name(qt_options: Sequence[str] = (), environ: Mapping[str, str] = os.environ) -> str | None:
    """The name the user's editor on this display listens on, or None for an editor with no
    shared display.  ``-platform`` and ``-display`` among ``qt_options`` count as the
    environment's QT_QPA_PLATFORM and DISPLAY do."""
    options = dict(_option_values(qt_options))
    platform = options.get("-platform", environ.get("QT_QPA_PLATFORM", ""))
    if platform.split(":", 1)[0] in NO_SHARED_DISPLAY:
        return None
    display = options.get("-display") or environ.get("WAYLAND_DISPLAY") or environ.get("DISPLAY") or "desktop"
    display = re.sub(r"[^A-Za-z0-9.-]", "_", display)
    runtime = environ.get("XDG_RUNTIME_DIR", "")
    if os.path.isabs(runtime) and os.path.isdir(runtime):
        return str(Path(runtime) / "gobenson-editor-{display}".format(display=display))
    user = str(os.getuid()) if hasattr(os, "getuid") else re.sub(r"\W", "_", getpass.getuser())
    return "gobenson-editor-{user}-{display}".format(user=user, display=display)


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
    socket.write(json.dumps([os.path.abspath(path) for path in files]).encode() + b"\n")
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
            socket.readyRead.connect(lambda socket=socket, received=received: self._read(socket, received))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket, received: bytearray) -> None:
        received += socket.readAll().data()
        line, newline, _ = bytes(received).partition(b"\n")
        if not newline:
            if len(received) > MOST_MESSAGE_BYTES:
                socket.abort()
            return
        try:
            paths = json.loads(line)
        except ValueError:
            paths = None
        if not (isinstance(paths, list) and all(isinstance(path, str) for path in paths)):
            socket.abort()
            return
        socket.write(ACCEPTED)
        socket.disconnectFromServer()  # once the answer is out: one message a connection
        QTimer.singleShot(0, lambda: self.take(paths))  # after the answer: opening may ask a question


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
