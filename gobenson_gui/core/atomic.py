"""Writing files without risk: the new file is written beside the old one and swapped in whole.

Every file gobenson writes goes this way -- records, pictures, handouts, tables, recovery files --
so a full disk or a kill never leaves a half-written file, and a target that is not a regular file
(a FIFO, a device, a folder, or a link to one) is refused rather than replaced by a plain file.
"""

from __future__ import annotations

import os
import re
import secrets
import stat
import sys
from pathlib import Path

from .words import files as words

TEMPORARY = re.compile(r"\.(?P<target>.+)\.[0-9a-f]{12}\.tmp", re.DOTALL)
"""A temporary file's name: ``.NAME.<12 hex digits>.tmp``, NAME that of the file it is written
for (its first bytes), so that one left by a kill says whose it is."""
KEPT_NAME_BYTES = 64

# O_BINARY keeps Windows from translating line ends; it is 0 (absent) elsewhere.
CREATE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)


class WriteError(OSError):
    """A file could not be written.  ``strerror`` (and ``str``) is the whole one-line message,
    naming the file and the system's reason; ``errno`` is the system's number, if it gave one."""

    def __init__(self, path: str | Path, reason: str, number: int | None = None) -> None:
        super().__init__(number, words.cannot_save(path, reason))

    def __str__(self) -> str:
        return str(self.strerror)  # always set: __init__ gives the message


def write_atomic(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a failure at any point leaves the old file as it was.

    The bytes go to a temporary file beside the real target (symbolic links are followed, so
    the link stays and its target gets the new content), are synced to disk, then
    ``os.replace`` swaps the file in (atomic on one file system).  An existing file keeps its
    permissions; a new one gets what the umask gives.  A target that exists and is not a
    regular file is refused: replacing it would destroy it.  Raises :class:`WriteError`; no
    descriptor and, unless removing it fails too, no temporary file is left.
    """
    target = Path(path)
    if "\0" in str(target):
        raise WriteError(repr(str(target)), str(words.NUL_IN_NAME))
    try:
        real = real_target(target)
        refuse_special(real)
        replace_with(real, data)
    except OSError as error:
        raise WriteError(target, error.strerror or str(error), error.errno) from None


SPECIAL_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                 (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                 (stat.S_ISSOCK, "a socket"))


def refuse_special(real: Path) -> None:
    """OSError when ``real`` exists and is not a regular file (``/dev/null``, a FIFO...):
    a save swaps a new file in, which would put a plain file in the place of the device."""
    try:
        mode = real.stat().st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        kind = next((kind for test, kind in SPECIAL_KINDS if test(mode)), "something else")
        raise OSError(None, words.not_a_regular_file(kind))


def real_target(target: Path) -> Path:
    """The file a save of ``target`` must replace: the end of its chain of symbolic links (a
    link to a file not made yet included), so that replacing never turns a link into a file."""
    try:
        return Path(os.path.realpath(target, strict=True))
    except FileNotFoundError:
        return Path(os.path.realpath(target))


def replace_with(real: Path, data: bytes) -> None:
    """Put ``data`` in place of the file ``real`` (a file, not a link) through a temporary file
    in its folder."""
    try:
        kept_mode = real.stat().st_mode & 0o7777
    except FileNotFoundError:
        kept_mode = None
    temporary = temporary_path(real)
    # Private until it has the old file's mode; a new file gets the mode the umask gives.
    descriptor = os.open(temporary, CREATE_FLAGS, 0o600 if kept_mode is not None else 0o666)
    try:
        try:
            if kept_mode is not None:
                os.chmod(temporary, kept_mode)  # before any byte is written
            write_all(descriptor, data)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        os.replace(temporary, real)
    except BaseException as error:
        leftover = discard(temporary)
        if leftover and isinstance(error, OSError):
            raise OSError(error.errno, words.with_leftover(error.strerror or str(error), leftover)) from None
        raise
    sync_folder(real.parent)


def temporary_path(real: Path) -> Path:
    """A new temporary name beside ``real``; only the first bytes of ``real``'s name go in it,
    as that name may already be near the file system's 255-byte limit."""
    kept = os.fsdecode(os.fsencode(real.name)[:KEPT_NAME_BYTES])
    return real.parent / f".{kept}.{secrets.token_hex(6)}.tmp"


def temporary_target(temporary: Path) -> str | None:
    """The name of the file ``temporary`` was written for (cut short as :func:`temporary_path`
    cuts it), None for a name that is not one of gobenson's temporary files."""
    match = TEMPORARY.fullmatch(temporary.name)
    return match["target"] if match else None


def discard(temporary: Path) -> str:
    """Remove a temporary file after a failed save; the answer is empty, or says what is left
    behind when even that fails, so the user can delete it."""
    try:
        os.unlink(temporary)
    except OSError as error:
        return words.temporary_left(temporary, error.strerror or str(error))
    return ""


def write_all(descriptor: int, data: bytes) -> None:
    """``os.write`` may write only part of what it is given; write until everything is out."""
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view):]


def sync_folder(folder: Path) -> None:
    """Make the swap itself durable.  Best effort: the file is already saved, and some file
    systems cannot sync a folder, so a failure here is no reason to report the save failed."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


STANDARD_OUTPUT = "-"


def write_output(name: str | Path, data: bytes) -> None:
    """A command's ``-o``: ``-`` is standard output, written as a stream; any other name is a
    file written by :func:`write_atomic` (so ``/dev/stdout``, a device, is refused)."""
    if str(name) == STANDARD_OUTPUT:
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        write_atomic(name, data)
