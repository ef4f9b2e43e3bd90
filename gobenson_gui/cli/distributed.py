"""``gobenson analyze --dask ADDRESS``: the files shared among the workers of a Dask cluster, for
collections larger than one machine.

The files go to the cluster in batches of ``--batch-size``; a worker does each file of its
batch as ``analyze`` does it in its own process, recording what it prints, and this process
writes the records out in file order, so the output is byte for byte that of one process.  A
worker that dies takes its batch with it and Dask gives the batch to another worker; a batch
that still cannot be done, or that the cluster does not answer within ``--dask-timeout``, costs
each of its files a line.  The workers read the files by the names given: they must see the
same files under the same names (a shared file system, absolute paths or the same folder).

Dask is an optional dependency (``pip install 'gobenson[dask]'``), loaded only when asked for.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import threading
from collections.abc import Awaitable, Callable
from contextlib import suppress
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Generic

from ..core.coords import cut, quoted
from . import words
from ..core.words.i18n import set_language, spoken_language
from .arguments import WholeNumber, seconds
from .batch import FileRow, FileWork, Progress, Recorded, Task, failed_row, replay

if TYPE_CHECKING:  # asyncio and logging are imported where a cluster is used, not by every analyze's start-up
    import logging

DEFAULT_BATCH_SIZE = 100
"""Files a task: enough that scheduling a task costs little beside its work, few enough that a
lost worker loses little and that the workers share the last files of a run."""
DEFAULT_TIMEOUT = 600.0
"""How long to wait for the scheduler, and for each batch once the batch before it is written."""

_recording = threading.Lock()
"""A worker process records a batch's output by redirecting its standard output and error, which
every thread of the process shares: one batch records at a time."""


@dataclass(frozen=True)
class Batch(Generic[Task]):
    """A command's work on a batch of files, run by a Dask worker: the printing of each file
    recorded (see :class:`.batch.Recorded`), in the language of the command that sends it."""

    work: FileWork[Task]
    language: str

    def __call__(self, tasks: list[Task]) -> list[tuple[FileRow, list[tuple[int, str]]]]:
        with _recording:
            if spoken_language() != self.language:
                set_language(self.language)
            recorded = Recorded(self.work)
            return [recorded(task) for task in tasks]


class DaskUnavailable(Exception):
    """Dask cannot be used: not installed, or no scheduler at the address; the message says which."""


SCHEME = "tcp://"
"""The one kind of address taken: Dask's plain TCP.  ``tls://`` wants certificates and ``ucx://``
a UCX network, neither of which ``analyze`` is given."""

_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*://)", re.ASCII)
_HOST_AND_PORT = re.compile(r"(?P<host>[A-Za-z0-9_][A-Za-z0-9._-]*|\[[0-9A-Fa-f:.]+\]):(?P<port>[0-9]{1,5})", re.ASCII)


def dask_address(text: str) -> str:
    """``--dask``'s address, read before any connection: ``tcp://HOST:PORT``, or ``HOST:PORT``
    as Dask reads it, given back with its scheme; anything else is refused in a line naming it."""
    scheme = _SCHEME.match(text)
    if scheme is not None and scheme[1].lower() != SCHEME:
        raise argparse.ArgumentTypeError(words.dask_scheme_refused(quoted(scheme[1]), SCHEME))
    found = _HOST_AND_PORT.fullmatch(text[scheme.end():] if scheme else text)
    if found is None or not 0 < int(found["port"]) < 65536:
        raise argparse.ArgumentTypeError(words.expected(str(words.DASK_ADDRESS), cut(text)))
    return f"{SCHEME}{found['host']}:{int(found['port'])}"


class _Unreachable(Exception):
    """The scheduler's machine and port cannot be connected to; the message is the system's reason."""


def _system_reason(error: OSError) -> str:
    """Why the system could not connect, in its words (``Connection refused``, ``Name or service
    not known``) rather than Python's, which quote the call."""
    if error.errno is not None and error.errno > 0:
        return os.strerror(error.errno)
    return error.strerror or str(words.DASK_CONNECTION_FAILED)


def _dask_log_handlers() -> set[logging.Handler]:
    """The handlers Dask's loggers write through (its configuration gives ``distributed`` and
    some of its children their own, and lets none of them pass records on to the root's)."""
    import logging

    loggers = logging.root.manager.loggerDict
    return {handler for name, logger in loggers.items()
            if name.partition(".")[0] == "distributed" and isinstance(logger, logging.Logger)
            for handler in logger.handlers}


def _unheard(_record: logging.LogRecord) -> bool:
    return False


class _Session:
    """A client of the scheduler at ``address`` on an event loop of this command's own, so that
    every wait on the cluster ends within ``timeout``: the connection and its greeting (for which
    Dask's own client waits without end), each batch, the closing.  Whatever the cluster or what
    answers in its place does is said as one of gobenson's lines."""

    def __init__(self, address: str, timeout: float) -> None:
        import asyncio

        self.address = address
        self.timeout = timeout
        self.loop = asyncio.new_event_loop()
        self.client: Any = None
        self.handlers = _dask_log_handlers()
        """Dask's log handlers, held back while the session lasts: what goes wrong is said in
        gobenson's lines, which Dask's logging would repeat as tracebacks."""
        for handler in self.handlers:
            handler.addFilter(_unheard)
        try:
            self.within(self._connected())
        except Exception as error:
            self.close()
            raise DaskUnavailable(self._unreachable(error)) from None

    def within(self, awaitable: Awaitable[Any]) -> Any:
        """The result of ``awaitable``, or TimeoutError after ``timeout`` seconds."""
        import asyncio

        return self.loop.run_until_complete(asyncio.wait_for(awaitable, self.timeout))

    async def _connected(self) -> None:
        """A connection of our own first, which the system refuses at once with its reason where
        Dask would try again until the time is up; then Dask's client."""
        import asyncio

        from distributed import Client

        host, _, port = self.address.removeprefix(SCHEME).rpartition(":")
        try:
            _reader, writer = await asyncio.open_connection(host.strip("[]"), int(port))
        except OSError as error:
            raise _Unreachable(_system_reason(error)) from None
        writer.close()
        self.client = Client(self.address, asynchronous=True, timeout=self.timeout,  # type: ignore[no-untyped-call]
                             set_as_default=False)
        await self.client

    def _unreachable(self, error: Exception) -> str:
        """Why there is no client: no answer in time, the system's reason (refused, no such
        host), or an answer in some other protocol than Dask's."""
        from distributed.comm.core import CommClosedError

        if isinstance(error, _Unreachable):
            return words.dask_unreachable(self.address, str(error))
        if isinstance(error, TimeoutError):
            return words.dask_unreachable(self.address, words.dask_silent(self.timeout))
        if isinstance(error, OSError) and not isinstance(error, CommClosedError):  # Dask gave up connecting
            cause = error.__cause__
            reason = _system_reason(cause) if isinstance(cause, OSError) else words.dask_silent(self.timeout)
            return words.dask_unreachable(self.address, reason)
        return words.dask_not_a_scheduler(self.address)

    @property
    def running(self) -> bool:
        return self.client is not None and self.client.status == "running"

    def close(self) -> None:
        """Close the client (within ``timeout``, whatever the scheduler does) and the loop."""
        if self.client is not None:
            with suppress(Exception):
                self.within(self.client.close(timeout=self.timeout))
        with suppress(Exception):
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
        self.loop.close()
        for handler in self.handlers:
            handler.removeFilter(_unheard)


@dataclass(frozen=True)
class DaskRunner:
    """Runs a command's work on every task on the Dask cluster at ``address`` (a
    :data:`.batch.Runner`), ``batch_size`` tasks at a time, waiting at most ``timeout`` seconds
    for the scheduler and for each batch after the one before it."""

    address: str
    batch_size: int = DEFAULT_BATCH_SIZE
    timeout: float = DEFAULT_TIMEOUT
    session: _Session | None = None
    """The scheduler's client, when :func:`dask_runner` has connected already; the run closes it."""

    def connect(self) -> _Session:
        """A client of the scheduler; :class:`DaskUnavailable` says why there is none."""
        try:
            import distributed  # noqa: F401  here: only --dask needs it, and it takes a second to load
        except ImportError:
            raise DaskUnavailable(words.dask_missing()) from None
        return _Session(self.address, self.timeout)

    def __call__(self, work: FileWork[Task], tasks: list[Task], jobs: int,
                 lost: Callable[[Task], FileRow]) -> list[FileRow]:
        """The rows of every task in order, their output written in order as each batch comes
        back; ``jobs`` is the cluster's business and not read."""
        try:
            session = self.session or self.connect()
        except DaskUnavailable as error:
            return [failed_row(work.file_of(task), str(error)) for task in tasks]
        try:
            return self._run(session, work, tasks, lost)
        finally:
            session.close()

    def _run(self, session: _Session, work: FileWork[Task], tasks: list[Task],
             lost: Callable[[Task], FileRow]) -> list[FileRow]:
        from distributed import KilledWorker

        progress = Progress(len(tasks), sys.stderr)
        batches = [tasks[start:start + self.batch_size] for start in range(0, len(tasks), self.batch_size)]
        task = Batch(work, spoken_language())
        futures = [session.client.submit(task, batch, pure=False) for batch in batches]
        rows: list[FileRow] = []
        given_up = None
        for batch, future in zip(batches, futures):
            done, failed = None, lost
            if given_up is None:
                try:
                    done = session.within(future)
                except KilledWorker:  # the batch ended worker after worker
                    pass
                except TimeoutError:  # nothing more is waited for
                    given_up = words.dask_no_answer(self.timeout)
                except Exception as error:  # raised on a worker, or the cluster is gone (its futures cancelled)
                    if future.status == "error" and session.running:
                        failed = _failing(work, words.dask_failed(error))
                    else:
                        given_up = words.dask_lost(self.address)
            if given_up is not None:
                failed = _failing(work, given_up)
            future.release()
            progress.clear()
            if done is None:
                rows.extend(map(failed, batch))
            else:
                for row, chunks in done:
                    replay(chunks)
                    rows.append(row)
            progress.show(len(rows))
        progress.clear()
        return rows


def _failing(work: FileWork[Task], message: str) -> Callable[[Task], FileRow]:
    return lambda task: failed_row(work.file_of(task), message)


def dask_runner(args: argparse.Namespace) -> DaskRunner | None:
    """``--dask``'s runner, connected to its scheduler before any file goes, or None when the
    files are done here; :class:`DaskUnavailable` says why there is none."""
    if args.dask is None:
        return None
    runner = DaskRunner(args.dask, args.batch_size, args.dask_timeout)
    return replace(runner, session=runner.connect())


def add_dask_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dask", metavar="ADDRESS", type=dask_address,
                        help="share the files among the workers of the Dask cluster whose scheduler is at "
                             "ADDRESS (e.g. tcp://10.0.0.5:8786), which read them by the names given; the "
                             "output is the same, byte for byte (pip install 'gobenson[dask]')")
    parser.add_argument("--batch-size", type=WholeNumber(1, expected="a number of files"),
                        default=DEFAULT_BATCH_SIZE, metavar="N",
                        help=f"with --dask, files a worker is handed at a time (default: {DEFAULT_BATCH_SIZE})")
    parser.add_argument("--dask-timeout", type=seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help="with --dask, how long to wait for the scheduler, and for each batch once the one "
                             f"before it is written; the files of a batch not back by then are not done "
                             f"(default: {DEFAULT_TIMEOUT:g})")
