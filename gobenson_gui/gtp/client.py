"""Another Go engine in its own process, driven through GTP: the controller's half of the
protocol, whose commands and answers :mod:`.protocol` prints and parses.

The engine is started from a command line (split as a shell would, never run through one): GNU
Go's ``gnugo --mode gtp`` when the user gave none and GNU Go is installed (Debian puts it in
``/usr/games``, which is searched too), or any GTP engine, KataGo with its configuration and model
for instance.  Its bytes are read and written as :mod:`.protocol` says, whatever the locale.
Every command waits at most a time limit; an engine that is missing, stops, hangs, answers what
is not GTP or lacks a command raises one :class:`EngineError`, whose message is the one sentence
a person reads, and is stopped.  :meth:`GtpClient.cancel` stops it from another thread.  It
never imports Qt, and the editor runs it off the GUI thread; :mod:`.statuses` says what it asks.
"""

from __future__ import annotations

import os
import queue
import shlex
import shutil
import subprocess
import threading
from types import TracebackType

from ..core.words.gtp import UNKNOWN_COMMAND
from . import words
from .protocol import ENCODING, Command, Line, answer_lines, parse_answer, read_lines

DEFAULT_TIMEOUT = 30.0
"""Seconds an engine may take over one command; GNU Go needs a few on a full 19x19 board."""

STARTUP_TIMEOUT = 120.0
"""Seconds an engine may take over its first answer, at least: it is starting (KataGo loads its
network first, GNU Go and the fault engine of the tests their interpreter and tables)."""

DEBIAN_GAMES = "/usr/games"
GNUGO_GTP = ("gnugo", "--mode", "gtp")


class EngineError(ValueError):
    """The engine could not answer; the message says why in one sentence."""


class EngineCancelled(EngineError):
    """The engine was stopped on purpose."""

    def __init__(self) -> None:
        super().__init__(str(words.CANCELLED))


def find_program(name: str) -> str | None:
    """Where program ``name`` is: on the PATH, or in ``/usr/games``, where Debian puts GNU Go and
    which a root shell's PATH leaves out."""
    return shutil.which(name, path=os.environ.get("PATH", os.defpath) + os.pathsep + DEBIAN_GAMES)


def default_command() -> str:
    """GNU Go in GTP mode if it is installed, else nothing."""
    found = find_program(GNUGO_GTP[0])
    return shlex.join([found, *GNUGO_GTP[1:]]) if found else ""


class GtpClient:
    """One engine process and the commands sent to it, one at a time."""

    def __init__(self, command_line: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        try:
            argv = shlex.split(command_line)
        except ValueError as error:
            raise EngineError(words.bad_command_line(error)) from None
        if not argv:
            raise EngineError(str(words.NO_COMMAND))
        self.program = os.path.basename(argv[0])
        self.timeout = timeout
        self._waiting = max(timeout, STARTUP_TIMEOUT)
        """How long the answer under way may take: the start-up's allowance, then ``timeout``."""
        self._cancelled = threading.Event()
        if os.sep not in argv[0]:
            argv[0] = find_program(argv[0]) or argv[0]
        try:
            self._process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                             stderr=subprocess.DEVNULL)
        except FileNotFoundError:
            raise EngineError(words.not_found(argv[0])) from None
        except OSError as error:
            raise EngineError(words.cannot_start(argv[0], error.strerror or error)) from None
        self._lines: queue.Queue[Line | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        """Hands the engine's lines over as they come; None once it has closed its output."""
        assert self._process.stdout is not None
        for line in read_lines(self._process.stdout):
            self._lines.put(line)
        self._lines.put(None)

    def _next_line(self, command: str) -> str:
        try:
            line = self._lines.get(timeout=self._waiting)
        except queue.Empty:
            self.close()
            raise EngineError(words.timed_out(self.program, command, self._waiting)) from None
        if line is None:
            self.close()
            if self._cancelled.is_set():
                raise EngineCancelled()
            raise EngineError(words.crashed(self.program, command))
        if not line.whole:  # longer than any answer to what gobenson asks
            self.close()
            raise EngineError(words.garbage(self.program, command, line.text[:80]))
        return line.text

    def send(self, name: str, *arguments: str) -> str:
        """The result of command ``name``: the text after ``=``; an EngineError for anything else."""
        if self._cancelled.is_set():
            raise EngineCancelled()
        stdin = self._process.stdin
        assert stdin is not None
        try:
            stdin.write(f"{Command('', name, arguments)}\n".encode(ENCODING))
            stdin.flush()
        except OSError:
            self.close()
            raise (EngineCancelled() if self._cancelled.is_set()
                   else EngineError(words.crashed(self.program, name))) from None
        lines = answer_lines(lambda: self._next_line(name))
        self._waiting = self.timeout
        answer = parse_answer("\n".join(lines))
        if answer is not None and answer.success:
            return answer.text
        self.close()
        if answer is None:
            raise EngineError(words.garbage(self.program, name, lines[0].strip()[:80]))
        if answer.text.lower().startswith(UNKNOWN_COMMAND):
            raise EngineError(words.unknown_command(self.program, name))
        raise EngineError(words.refused(self.program, name, answer.text))

    def knows(self, command: str) -> bool:
        return self.send("known_command", command).lower() == "true"

    def cancel(self) -> None:
        """Stop the engine now, from any thread: the command under way raises EngineCancelled."""
        self._cancelled.set()
        self._process.kill()

    def close(self) -> None:
        """Stop the engine: asked politely by closing its input, then killed if it lingers."""
        if self._process.poll() is None:
            try:
                assert self._process.stdin is not None
                self._process.stdin.close()
                self._process.wait(timeout=1)
            except (OSError, subprocess.TimeoutExpired):
                self._process.kill()
        self._process.wait()

    def __enter__(self) -> GtpClient:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()
