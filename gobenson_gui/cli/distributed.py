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
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Generic

from . import words
from ..core.words.i18n import set_language, spoken_language
from .arguments import WholeNumber, seconds
from .batch import FileRow, FileWork, Progress, Recorded, Task, failed_row, replay

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


@dataclass(frozen=True)
class DaskRunner:
    """Runs a command's work on every task on the Dask cluster at ``address`` (a
    :data:`.batch.Runner`), ``batch_size`` tasks at a time, waiting at most ``timeout`` seconds
    for the scheduler and for each batch after the one before it."""

    address: str
    batch_size: int = DEFAULT_BATCH_SIZE
    timeout: float = DEFAULT_TIMEOUT
    client: Any = None
    """The scheduler's client, when :func:`dask_runner` has connected already; the run closes it."""

    def connect(self) -> Any:
        """A client of the scheduler; :class:`DaskUnavailable` says why there is none."""
        try:
            from distributed import Client  # here: only --dask needs it, and it takes a second to load
        except ImportError:
            raise DaskUnavailable(words.dask_missing()) from None
        try:
            return Client(self.address, timeout=self.timeout, set_as_default=False)  # type: ignore[no-untyped-call]
        except (OSError, ValueError) as error:  # TimeoutError is an OSError
            raise DaskUnavailable(words.dask_unreachable(self.address, error)) from None

    def __call__(self, work: FileWork[Task], tasks: list[Task], jobs: int,
                 lost: Callable[[Task], FileRow]) -> list[FileRow]:
        """The rows of every task in order, their output written in order as each batch comes
        back; ``jobs`` is the cluster's business and not read."""
        try:
            client = self.client or self.connect()
        except DaskUnavailable as error:
            return [failed_row(work.file_of(task), str(error)) for task in tasks]
        with client:
            return self._run(client, work, tasks, lost)

    def _run(self, client: Any, work: FileWork[Task], tasks: list[Task],
             lost: Callable[[Task], FileRow]) -> list[FileRow]:
        from distributed import KilledWorker

        progress = Progress(len(tasks), sys.stderr)
        batches = [tasks[start:start + self.batch_size] for start in range(0, len(tasks), self.batch_size)]
        task = Batch(work, spoken_language())
        futures = [client.submit(task, batch, pure=False) for batch in batches]
        rows: list[FileRow] = []
        given_up = None
        for batch, future in zip(batches, futures):
            done, failed = None, lost
            if given_up is None:
                try:
                    done = future.result(timeout=self.timeout)
                except KilledWorker:  # the batch ended worker after worker
                    pass
                except TimeoutError:  # nothing more is waited for
                    given_up = words.dask_no_answer(self.timeout)
                except Exception as error:  # raised on a worker or by the cluster: said, not a traceback
                    failed = _failing(work, words.dask_failed(error))
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
    return replace(runner, client=runner.connect())


def add_dask_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dask", metavar="ADDRESS",
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
