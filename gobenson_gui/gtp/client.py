"""A Go engine in its own process, asked through GTP for each block's status in play.

The engine is started from a command line (split as a shell would, never run through one): GNU
Go's ``gnugo --mode gtp`` when the user gave none and GNU Go is installed (Debian puts it in
``/usr/games``, which is searched too), or any GTP engine, KataGo with its configuration and model
for instance.  Every command waits at most a time limit; an engine that is missing, stops, hangs,
answers what is not GTP or lacks a command raises one :class:`EngineError`, whose message is the
one sentence a person reads, and is stopped.  :meth:`GtpClient.cancel` stops it from another
thread.

The position is sent as ``boardsize``, ``clear_board`` and a ``play`` of every stone.  That is
exact for every position that can arise in play: when each block of the finished position has a
liberty, no stone played on the way captures or is suicide (a block built so far either is the
whole block, with its liberty, or touches a stone of it not yet played, an empty point), so the
engine ends with the very stones on the board.  A position with blocks without liberties, which
gobenson analyses but engines reject, is refused before the engine starts, as are boards GTP has
no words for: rectangles (``boardsize`` takes one number; GNU Go even reads ``boardsize 4 7`` as
4x4), boards larger than 25x25, and missing points, links or wrapped edges.

Statuses are asked block by block of GNU Go with its owl reading (``owl_attack P``, then
``owl_defend P`` if the attack succeeds): a fraction of a second a block, where its
``final_status_list`` plays the whole board out first, half a minute on a finished 19x19 game,
beyond the time limit of one command on a busy machine.  Other engines are asked
``final_status_list alive|dead|seki`` (KataGo answers at once), or ``final_status P`` once per
block when they know only that.  The time limit is each question's; the answer so far is told
after each one.  It is I/O, so it lives above the core; it never imports Qt, and the editor runs
it off the GUI thread.
"""

from __future__ import annotations

import os
import queue
import shlex
import shutil
import subprocess
import threading
from collections.abc import Callable
from types import TracebackType

from ..core.analysis import Analysis
from ..core.board import Board, Colour
from ..core.coords import parse_point_name, point_name
from ..core.geometry import Point, Wrap
from ..core.words import engine as words
from ..view.engine_comparison import CRITICAL, STATUSES, EngineAnswer, EngineComparison, compare

DEFAULT_TIMEOUT = 30.0
"""Seconds an engine may take over one command; GNU Go needs a few on a full 19x19 board."""

STARTUP_TIMEOUT = 120.0
"""Seconds an engine may take over its first answer, at least: it is starting (KataGo loads its
network first, GNU Go and the fault engine of the tests their interpreter and tables)."""

LARGEST_BOARD = 25
"""GTP's vertices name 25 columns (A to Z without I)."""

OWL = ("owl_attack", "owl_defend")
OWL_RESULTS = {"0": False, "1": True, "2": None, "3": None}
"""GNU Go's result codes: 0 the side fails, 1 it succeeds, 2 and 3 it succeeds by a ko."""
DEBIAN_GAMES = "/usr/games"
GNUGO_GTP = ("gnugo", "--mode", "gtp")


Progress = Callable[[EngineAnswer, int, int], None]
"""Told (the answer so far, blocks read, blocks asked about) after each of the engine's answers."""


class EngineError(ValueError):
    """The engine could not answer; the message says why in one sentence."""


class EngineCancelled(EngineError):
    """The engine was stopped on purpose."""

    def __init__(self) -> None:
        super().__init__(words.CANCELLED)


def find_program(name: str) -> str | None:
    """Where program ``name`` is: on the PATH, or in ``/usr/games``, where Debian puts GNU Go and
    which a root shell's PATH leaves out."""
    return shutil.which(name, path=os.environ.get("PATH", os.defpath) + os.pathsep + DEBIAN_GAMES)


def default_command() -> str:
    """GNU Go in GTP mode if it is installed, else nothing."""
    found = find_program(GNUGO_GTP[0])
    return shlex.join([found, *GNUGO_GTP[1:]]) if found else ""


def position_problem(board: Board) -> str | None:
    """Why an engine cannot be given ``board``, or None."""
    geom = board.geometry
    if geom.columns != geom.rows:
        return words.not_square(geom.columns, geom.rows)
    if geom.columns > LARGEST_BOARD:
        return words.too_large(geom.columns, LARGEST_BOARD)
    if geom.missing or geom.links or geom.wrap is not Wrap.NONE:
        return words.ODD_BOARD
    if board.illegal_blocks():
        return words.ILLEGAL_POSITION
    return None


class GtpClient:
    """One engine process and the commands sent to it, one at a time."""

    def __init__(self, command_line: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        try:
            argv = shlex.split(command_line)
        except ValueError as error:
            raise EngineError(words.bad_command_line(error)) from None
        if not argv:
            raise EngineError(words.NO_COMMAND)
        self.program = os.path.basename(argv[0])
        self.timeout = timeout
        self._waiting = max(timeout, STARTUP_TIMEOUT)
        """How long the answer under way may take: the start-up's allowance, then ``timeout``."""
        self._cancelled = threading.Event()
        if os.sep not in argv[0]:
            argv[0] = find_program(argv[0]) or argv[0]
        try:
            self._process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                             stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
                                             errors="replace", bufsize=1)
        except FileNotFoundError:
            raise EngineError(words.not_found(argv[0])) from None
        except OSError as error:
            raise EngineError(words.cannot_start(argv[0], error.strerror or error)) from None
        self._lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        """Hands the engine's lines over as they come; None once it has closed its output."""
        assert self._process.stdout is not None
        for line in self._process.stdout:
            self._lines.put(line.rstrip("\r\n"))
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
        return line

    def send(self, command: str) -> str:
        """The result of ``command``: the text after ``=``; an EngineError for anything else."""
        if self._cancelled.is_set():
            raise EngineCancelled()
        name = command.split()[0]
        stdin = self._process.stdin
        assert stdin is not None
        try:
            stdin.write(command + "\n")
            stdin.flush()
        except OSError:
            self.close()
            raise (EngineCancelled() if self._cancelled.is_set()
                   else EngineError(words.crashed(self.program, name))) from None
        first = self._next_line(name)
        while not first.strip():
            first = self._next_line(name)
        lines = [first]
        while lines[-1].strip():
            lines.append(self._next_line(name))
        text = "\n".join(lines).strip()
        self._waiting = self.timeout
        if text.startswith("="):
            return text[1:].lstrip("0123456789").strip()
        self.close()
        if text.startswith("?"):
            message = text[1:].lstrip("0123456789").strip()
            if message.lower().startswith("unknown command"):
                raise EngineError(words.unknown_command(self.program, name))
            raise EngineError(words.refused(self.program, name, message))
        raise EngineError(words.garbage(self.program, name, text.splitlines()[0][:80]))

    def knows(self, command: str) -> bool:
        return self.send(f"known_command {command}").lower() == "true"

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


def vertex(point: Point, board: Board) -> str:
    return point_name(point, board.rows)


def _stones(board: Board) -> list[tuple[Colour, Point]]:
    return [(colour, point) for colour in Colour for point in board.geometry.points(board.stones(colour))]


def send_position(send: Callable[[str], str], board: Board) -> None:
    """Set ``board`` up in the engine: its size, then a ``play`` of every stone (exact for a
    position that can arise in play, as the module's doc says)."""
    send(f"boardsize {board.columns}")
    send("clear_board")
    for colour, point in _stones(board):
        send(f"play {colour.value} {vertex(point, board)}")


def engine_name(client: GtpClient) -> str:
    """The name the engine gives itself (GTP ``name``), else its program's."""
    return client.send("name") or client.program


def reads_by_owl(client: GtpClient) -> bool:
    """Whether the engine knows GNU Go's owl reading, which answers block by block at once."""
    return all(client.knows(command) for command in OWL)


def ask_statuses(client: GtpClient, board: Board, blocks: list[Point],
                 progress: Progress | None = None) -> EngineAnswer:
    """The status in play of ``blocks`` (one stone of each), block by block when the engine
    reads them one at a time (else the status of every stone it names)."""
    problem = position_problem(board)
    if problem is not None:
        raise EngineError(problem)
    by_owl = reads_by_owl(client)
    by_lists = not by_owl and client.knows("final_status_list")
    if not (by_owl or by_lists or client.knows("final_status")):
        raise EngineError(words.unknown_command(client.program, "final_status_list"))
    name = engine_name(client)
    statuses: dict[Point, str] = {}

    def told(done: int) -> None:
        if progress is not None:
            progress(EngineAnswer(name, board, dict(statuses)), done, len(blocks))

    told(0)
    send_position(client.send, board)
    if by_lists:
        for status in STATUSES:
            for word in client.send(f"final_status_list {status}").split():
                statuses[_point(client, board, word)] = status
        told(len(blocks))
    for done, point in enumerate(blocks if not by_lists else (), 1):
        statuses[point] = owl_status(client, board, point) if by_owl else _final_status(client, board, point)
        told(done)
    return EngineAnswer(name, board, statuses)


def compare_with_engine(client: GtpClient, analysis: Analysis, progress: Progress | None = None) -> EngineComparison:
    """Ask ``client`` about ``analysis``'s board and set its answers beside Benson's."""
    return compare(analysis, ask_engine(client, analysis, progress))


def ask_engine(client: GtpClient, analysis: Analysis, progress: Progress | None = None) -> EngineAnswer:
    """What ``client`` says of ``analysis``'s board: the status in play of each block Benson
    does not prove alive (the others live whatever the engine reads)."""
    firsts = [block.first for colour in Colour for block in analysis.of(colour).blocks
              if not analysis.of(colour).is_safe(block.index)]
    return ask_statuses(client, analysis.board, firsts, progress)


def _final_status(client: GtpClient, board: Board, point: Point) -> str:
    words_given = client.send(f"final_status {vertex(point, board)}").split()
    status = words_given[0].lower() if words_given else ""
    if status not in STATUSES:
        raise EngineError(words.not_a_status(client.program, status))
    return status


def owl(client: GtpClient, board: Board, command: str, point: Point) -> bool | None:
    """Whether the side of GNU Go's owl ``command`` (the attacker of the block at ``point`` for
    ``owl_attack``, its owner for ``owl_defend``), moving first, succeeds; None by a ko."""
    code = client.send(f"{command} {vertex(point, board)}").split()[:1]
    if not code or code[0] not in OWL_RESULTS:
        raise EngineError(words.not_a_status(client.program, " ".join(code)))
    return OWL_RESULTS[code[0]]


def owl_status(client: GtpClient, board: Board, point: Point) -> str:
    """Alive if the attacker, moving first, cannot kill the block; dead if its owner, moving
    first, cannot save it; else critical: whoever plays there first decides."""
    if owl(client, board, OWL[0], point) is False:
        return "alive"
    return "dead" if owl(client, board, OWL[1], point) is False else CRITICAL


def _point(client: GtpClient, board: Board, word: str) -> Point:
    try:
        return parse_point_name(word, board.columns, board.rows)
    except ValueError:
        raise EngineError(words.garbage(client.program, "final_status_list", word[:80])) from None
