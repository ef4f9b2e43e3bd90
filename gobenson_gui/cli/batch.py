"""Running a command over many files: folders expanded, the files shared among processes, the
output kept in the order of the files, a progress bar on a terminal and a table of results;
and the options ``--jobs`` and ``--summary-csv`` that ask for them.

Pure Python and the core only, so that worker processes start without Qt.  The command's own
work on one file prints as it always does; a worker records what it prints and the parent
writes it out in file order, so ``--jobs 2`` prints exactly what ``--jobs 1`` prints.
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Generic, Protocol, TextIO, TypeVar

from ..core.atomic import STANDARD_OUTPUT, write_atomic
from ..core.analysis import Analysis
from .arguments import WholeNumber
from .output import emit_all, for_file, say_problem, writing_output
from . import words

SGF_SUFFIX = ".sgf"
"""The files a folder contributes (any case: ``.SGF`` too); text diagrams are only read when
named, since folders of records hold other ``.txt`` files (read-me files, logs)."""

Task = TypeVar("Task")
Given = TypeVar("Given", contravariant=True)
"""A task as :class:`FileWork` takes it: work on any task does for a task of a narrower kind."""


class FileStatus(StrEnum):
    """The ``status`` column of ``--summary-csv``."""

    OK = "ok"
    ERROR = "error"


@dataclass
class FileRow:
    """One row of ``--summary-csv``: what became of one file.  The verdict columns describe the
    last node analysed (or annotated) and are empty for a file that failed."""

    file: str
    status: FileStatus = FileStatus.OK
    error: str = ""
    games: int = 0
    nodes: int = 0
    black_safe_blocks: int | str = ""
    white_safe_blocks: int | str = ""
    black_safe_stones: int | str = ""
    white_safe_stones: int | str = ""
    black_territory: int | str = ""
    white_territory: int | str = ""
    seconds: float = 0.0

    def record_verdict(self, analysis: Analysis) -> None:
        self.black_safe_blocks, self.white_safe_blocks = analysis.black.safe_count, analysis.white.safe_count
        self.black_safe_stones = analysis.black.safe_stones.bit_count()
        self.white_safe_stones = analysis.white.safe_stones.bit_count()
        self.black_territory = analysis.black.territory.bit_count()
        self.white_territory = analysis.white.territory.bit_count()

    def fail(self, message: str) -> None:
        self.status, self.error = FileStatus.ERROR, message


SUMMARY_COLUMNS = tuple(field.name for field in fields(FileRow))


def summary_csv(rows: Iterable[FileRow]) -> bytes:
    """The table as CSV text: a header line, then one line per file."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(SUMMARY_COLUMNS)
    for row in rows:
        writer.writerow([f"{row.seconds:.3f}" if name == "seconds" else getattr(row, name)
                         for name in SUMMARY_COLUMNS])
    return text.getvalue().encode("utf-8")


def write_summary_csv(path: str, rows: Iterable[FileRow]) -> None:
    """Written whole or not at all, as records are saved."""
    write_atomic(path, summary_csv(rows))


# -- finding the files ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Found:
    """A file to work on, and the folder argument it was found in (None: it was named itself)."""

    path: str
    folder: str | None = None


def expand_inputs(names: Iterable[str], skip_folder: str | None = None) -> tuple[list[Found], list[tuple[str, str]]]:
    """Every FILE argument as it is, every folder replaced by its ``*.sgf`` files, the whole tree
    down, in sorted order; and the problems met on the way, as (name, message) pairs.

    ``skip_folder`` (a real path) is left out wherever it turns up below a folder argument: it is
    where the outputs go, and must not be read back as input by the next run.
    """
    found: list[Found] = []
    problems: list[tuple[str, str]] = []
    for name in names:
        if name == "-" or not os.path.isdir(name):
            found.append(Found(name))
            continue
        before = len(found), len(problems)

        def unreadable(error: OSError) -> None:
            problems.append((error.filename or name, error.strerror or str(error)))  # noqa: B023 (os.walk calls it in this loop)
        for root, folders, files in os.walk(name, onerror=unreadable):
            folders[:] = sorted(folder for folder in folders
                                if os.path.realpath(os.path.join(root, folder)) != skip_folder)
            found.extend(Found(os.path.join(root, file), name) for file in sorted(files)
                         if file.lower().endswith(SGF_SUFFIX))
        if (len(found), len(problems)) == before:
            problems.append((name, words.folder_without(SGF_SUFFIX)))
    return found, problems


def default_jobs() -> int:
    """The processors this process may run on (fewer than the machine's under a CPU mask)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


# -- progress -------------------------------------------------------------------------------------


class Progress:
    """A one-line bar on standard error, redrawn in place; drawn only when standard error is a
    terminal and there is more than one file, so pipes and log files never see it."""

    WIDTH = 30

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.stream = stream
        self.shown = total > 1 and stream.isatty()
        self.line = ""

    def show(self, done: int) -> None:
        if not self.shown:
            return
        filled = self.WIDTH * done // self.total
        self.line = words.files_done('#' * filled + '.' * (self.WIDTH - filled), done, self.total)
        self.stream.write("\r" + self.line)
        self.stream.flush()

    def clear(self) -> None:
        """Take the bar away, before the output of a file is written under it."""
        if self.line:
            self.stream.write("\r" + " " * len(self.line) + "\r")
            self.stream.flush()
            self.line = ""


# -- running --------------------------------------------------------------------------------------


class _Recorder(io.TextIOBase):
    """Stands for standard output or error in a worker: keeps what is written, and on which."""

    def __init__(self, chunks: list[tuple[int, str]], stream: int) -> None:
        self.chunks, self.stream = chunks, stream

    def write(self, text: str) -> int:
        self.chunks.append((self.stream, text))
        return len(text)


@dataclass(frozen=True)
class Recorded(Generic[Task]):
    """The work on one file done with its printing recorded, to be replayed in the parent."""

    work: Callable[[Task], FileRow]

    def __call__(self, task: Task) -> tuple[FileRow, list[tuple[int, str]]]:
        chunks: list[tuple[int, str]] = []
        with redirect_stdout(_Recorder(chunks, 1)), redirect_stderr(_Recorder(chunks, 2)):
            row = timed(self.work, task)
        return row, chunks


PARENT_CHECK_SECONDS = 0.5
"""How often a worker's watchdog asks whether the process that started it is still there."""
_PR_SET_PDEATHSIG = 1
"""Linux's prctl option: the signal a process gets when its parent dies."""


def die_with_parent(parent: int) -> None:
    """Worker initializer: the worker ends when ``parent``, the process that started it, ends,
    however it ends (killed included), instead of going on with the files handed to it, writing
    output nobody asked for any longer.  On Linux the kernel kills it at once (``prctl``
    ``PR_SET_PDEATHSIG``); everywhere a watchdog thread notices the parent gone within
    :data:`PARENT_CHECK_SECONDS`."""
    if sys.platform.startswith("linux"):
        import ctypes  # here: a worker needs it, the commands start faster without

        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    threading.Thread(target=_end_when_orphaned, args=(parent,), daemon=True, name="parent watchdog").start()


def _end_when_orphaned(parent: int) -> None:
    """The watchdog: a worker whose parent is gone has been handed to another process."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(1)  # at once: no clean-up may write more


def chunk_size(count: int, jobs: int) -> int:
    """Files handed to a worker at a time: few enough that a slow file does not hold back a
    large share of the others, enough that a worker is not waiting on the parent."""
    return max(1, min(8, count // (jobs * 16)))


def run_files(work: Callable[[Task], FileRow], tasks: list[Task], jobs: int,
              lost: Callable[[Task], FileRow]) -> list[FileRow]:
    """Do ``work`` on every task, in ``jobs`` processes (1: in this one, printing as it goes),
    and return the rows in task order.  Whatever a task prints reaches standard output and
    error in task order; an OSError from writing there is the caller's to handle.  Should a
    worker process be killed (out of memory, say), the tasks left undone get ``lost``'s rows."""
    progress = Progress(len(tasks), sys.stderr)
    rows: list[FileRow] = []
    if jobs == 1 or len(tasks) <= 1:
        for task in tasks:
            progress.clear()
            rows.append(timed(work, task))
            progress.show(len(rows))
    else:
        # Loaded here: multiprocessing would add some 30 ms to every command's start-up.
        from concurrent.futures import ProcessPoolExecutor
        from concurrent.futures.process import BrokenProcessPool

        pool = ProcessPoolExecutor(max_workers=min(jobs, len(tasks)), initializer=die_with_parent,
                                   initargs=(os.getpid(),))
        try:
            for row, chunks in pool.map(Recorded(work), tasks,
                                        chunksize=chunk_size(len(tasks), jobs)):
                progress.clear()
                replay(chunks)
                rows.append(row)
                progress.show(len(rows))
        except BrokenProcessPool:
            progress.clear()
            rows.extend(map(lost, tasks[len(rows):]))
        finally:  # a reader gone (``| head``) must not wait for the files not started
            pool.shutdown(wait=True, cancel_futures=True)
    progress.clear()
    return rows


def timed(work: Callable[[Task], FileRow], task: Task) -> FileRow:
    start = time.perf_counter()
    row = work(task)
    row.seconds = time.perf_counter() - start
    return row


def replay(chunks: list[tuple[int, str]]) -> None:
    for stream, text in chunks:
        (sys.stdout if stream == 1 else sys.stderr).write(text)


# -- annotating into a folder ---------------------------------------------------------------------


@dataclass(frozen=True)
class Destination:
    """Where the annotated copy of ``file`` goes; ``folder_made`` says the folders on the way
    are gobenson's to make (output folders mirror input trees that may not exist yet)."""

    file: str
    output: str
    folder_made: bool = False


def mirrored_outputs(found: list[Found], output_folder: str) -> tuple[list[Destination], list[tuple[str, str]]]:
    """Each file's place in ``output_folder``: its path below the folder argument it was found
    in, or its own name when named itself.  An output that would replace another input, or
    that two inputs would share, is refused (as a problem of the later input); an output that
    is its own input (``-o`` names the input folder) is annotated in place."""
    inputs = {os.path.realpath(item.path): item.path for item in found}
    taken: dict[str, str] = {}
    destinations, problems = [], []
    for item in found:
        if item.path == "-":
            problems.append((item.path, str(words.STDIN_HAS_NO_NAME)))
            continue
        below = os.path.relpath(item.path, item.folder) if item.folder else os.path.basename(item.path)
        output = os.path.join(output_folder, below)
        real = os.path.realpath(output)
        if real in taken:
            problems.append((item.path, words.output_taken(output, taken[real])))
        elif real in inputs and real != os.path.realpath(item.path):
            problems.append((item.path, words.output_is_input(output, inputs[real])))
        else:
            taken[real] = item.path
            destinations.append(Destination(item.path, output, folder_made=True))
    return destinations, problems


# -- on the command line --------------------------------------------------------------------------


class FileWork(Protocol[Given]):
    """A command's work on one task (a FILE, or a FILE with its output): picklable, so that
    worker processes can be handed it."""

    def __call__(self, task: Given, /) -> FileRow: ...

    def file_of(self, task: Given, /) -> str: ...


class PrintedFile:
    """A command's work on one FILE that prints lines (see :class:`FileWork`): a subclass makes
    them in ``lines``, filling in the file's row of the summary table as it goes; what is wrong
    with the file is said in its line."""

    def __call__(self, name: str) -> FileRow:
        row = FileRow(name)
        for_file(name, lambda: emit_all(self.lines(name, row)), row)
        return row

    @staticmethod
    def file_of(name: str) -> str:
        return name

    def lines(self, name: str, row: FileRow) -> Iterator[str]:
        raise NotImplementedError


job_count = WholeNumber(1, expected="a number of processes")


def _csv_path(text: str) -> str:
    """Refused at once if its folder does not exist, rather than after a long run."""
    if not os.path.isdir(os.path.dirname(text) or "."):
        raise argparse.ArgumentTypeError(words.no_such_folder(os.path.dirname(text), text))
    return text


def add_batch_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--jobs", type=job_count, default=default_jobs(), metavar="N",
                        help="files worked on at once, each in its own process; the output keeps the "
                             "order of the files (default: the number of processors; 1: in this process)")
    parser.add_argument("--summary-csv", type=_csv_path, metavar="CSV",
                        help="also write a table with a row per file: " + ", ".join(SUMMARY_COLUMNS))


Runner = Callable[[FileWork[Task], list[Task], int, Callable[[Task], FileRow]], list[FileRow]]
"""What does the work on every task, as :func:`run_files` does it (``analyze --dask``: on a cluster)."""


def run_batch(work: FileWork[Task], tasks: list[Task], problems: list[tuple[str, str]],
              args: argparse.Namespace, run: Runner[Task] = run_files) -> list[FileRow]:
    """The rows of the problems met finding the files (each said in its line), then those of
    ``work`` done on every task with ``--jobs`` processes (by ``run``).  Standard input is read
    by this process, so a task list naming it runs here."""
    rows = [failed_row(name, message) for name, message in problems]
    jobs = 1 if STANDARD_OUTPUT in (*args.files, getattr(args, "output", None)) else args.jobs
    with writing_output():
        rows.extend(run(work, tasks, jobs, lambda task: failed_row(work.file_of(task), str(words.LOST_WORKER))))
    return rows


def failed_row(name: str, message: str) -> FileRow:
    """The row of a file that could not be done, once its line is said."""
    say_problem(name, message)
    row = FileRow(name)
    row.fail(message)
    return row


def finish_batch(rows: list[FileRow], args: argparse.Namespace) -> int:
    """Write ``--summary-csv`` if asked; 1 if any file failed (or the table cannot be written)."""
    status = int(any(row.status is not FileStatus.OK for row in rows))
    if args.summary_csv is not None:
        status |= for_file(args.summary_csv, lambda: write_summary_csv(args.summary_csv, rows))
    return status
