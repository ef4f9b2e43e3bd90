"""``gobenson thumbnail``: the picture a file manager shows for an SGF file (the freedesktop
thumbnailer ``gobenson desktop install`` registers runs it on every file it lists).

A thumbnailer runs unasked on whatever lands in a folder, so it is bounded: files over
:data:`MOST_BYTES` are refused before they are read, files of more than :data:`MOST_NODES`
nodes before they are parsed, and the process is given a CPU-time and address-space limit
(:func:`limit_resources`) so that a hostile record can neither hang the file manager's queue
nor exhaust memory.  What it notes on how a file was read is one line, however much there is:
nobody reads a thumbnailer's standard error line by line."""

from __future__ import annotations

import argparse
import os
import signal

from .words import desktop as words
from .arguments import Commands, WholeNumber
from .inputs import document_from, megabytes, read_input
from .output import InputError, for_file, say_note, say_problem

MOST_BYTES = 2 * 2**20
"""Larger than any single game record; a collection that size is not worth a thumbnail."""
MOST_NODES = 100_000
"""Nodes of a file a thumbnail is drawn for, counted as the SGF reader counts them for its own
bound (its ``;``), before parsing: a game record has a few hundred, and every node is replayed
to draw the last position; the reader's own bound is three times more."""
MOST_PIXELS = 1024
"""The largest size the thumbnail specification asks for (xx-large)."""
CPU_SECONDS = 20
MOST_MEMORY = 4 * 2**30
"""Address space, not memory in use: Qt's libraries and fonts reserve far more than they touch."""

thumbnail_pixels = WholeNumber(1, MOST_PIXELS, "a whole number of pixels")


CPU_GRACE_SECONDS = 5
"""After the CPU limit, the time left to say so before the hard limit kills the process: Python
runs the handler only once Qt's drawing returns to it."""


def limit_resources(name: str) -> None:
    """Cap this process's CPU time and address space, where the platform has resource limits
    (a limit already lower is kept); running out of CPU time is said as ``name``'s problem."""
    try:
        import resource
    except ImportError:  # Windows: no thumbnailer runs there anyway
        return
    for kind, most, grace in ((resource.RLIMIT_CPU, CPU_SECONDS, CPU_GRACE_SECONDS),
                              (resource.RLIMIT_AS, MOST_MEMORY, 0)):
        soft, hard = resource.getrlimit(kind)
        soft = most if soft == resource.RLIM_INFINITY else min(most, soft)
        hard = soft + grace if hard == resource.RLIM_INFINITY else min(soft + grace, hard)
        resource.setrlimit(kind, (min(soft, hard), hard))

    def out_of_time(signal_number: int, frame: object) -> None:
        say_problem(name, words.thumbnail_took_too_long(CPU_SECONDS))
        os._exit(1)  # from a signal handler: no unwinding through whatever was drawing
    signal.signal(signal.SIGXCPU, out_of_time)


def say_notes_in_a_line(name: str, notes: list[str]) -> None:
    """The notes on how FILE was read, as one line: the first and how many more (a crafted file
    repaired at every node has a note a node)."""
    if notes:
        say_note(name, notes[0] if len(notes) == 1 else words.and_more_notes(notes[0], len(notes) - 1))


def run_thumbnail(args: argparse.Namespace) -> int:
    try:
        size = os.path.getsize(args.input)
    except OSError as error:
        return say_problem(args.input, error.strerror or str(error))
    if size > MOST_BYTES:
        return say_problem(args.input, words.too_large_for_thumbnail(megabytes(size), megabytes(MOST_BYTES)))
    limit_resources(args.input)
    from .render import drawing_with_qt

    with drawing_with_qt():
        from ..core.atomic import write_atomic
        from ..drawing.render import thumbnail_png

        def draw() -> None:
            data = read_input(args.input)
            nodes = data.count(b";")
            if nodes > MOST_NODES:
                raise InputError(words.too_many_nodes_for_thumbnail(nodes, MOST_NODES))
            write_atomic(args.output, thumbnail_png(document_from(args.input, data, say_notes_in_a_line), args.size))
        try:
            return for_file(args.input, draw)
        except MemoryError:
            return say_problem(args.input, words.thumbnail_out_of_memory(megabytes(MOST_MEMORY)))


def add_command(commands: Commands) -> None:
    thumbnail = commands.add_parser(
        "thumbnail", help="draw the thumbnail of an SGF file (the desktop's file managers run it)",
        description="Write a PNG of an SGF file's last main-line position with its unconditionally alive blocks "
                    "marked, as a freedesktop thumbnailer does.  Files over {most} are refused, and the drawing "
                    "runs under a CPU-time and memory limit.".format(most=megabytes(MOST_BYTES)))
    thumbnail.add_argument("input", metavar="INPUT", help="the SGF file")
    thumbnail.add_argument("output", metavar="OUTPUT", help="the PNG to write (whatever its name ends in)")
    thumbnail.add_argument("--size", type=thumbnail_pixels, default=256, metavar="PIXELS",
                           help=f"side of the square thumbnail, 1 to {MOST_PIXELS} (default: 256)")
    thumbnail.set_defaults(run=run_thumbnail)
