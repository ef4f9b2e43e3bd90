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
from typing import NoReturn

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
    stage(path, data).put_in_place()


class Staged:
    """A file written in full beside the file it is to replace, and synced, but not yet in its
    place: :meth:`put_in_place` swaps it in, :meth:`discard` removes it.  Staging every file
    first lets a command that writes several put them all in place or none."""

    def __init__(self, path: Path, real: Path, temporary: Path) -> None:
        self.path, self.real, self.temporary = path, real, temporary

    def put_in_place(self) -> None:
        """Swap the temporary file in; WriteError (and the temporary file removed) if that fails."""
        try:
            os.replace(self.temporary, self.real)
        except BaseException as error:
            raise_cleaned_up(self.temporary, error, self.path)
        sync_folder(self.real.parent)

    def discard(self) -> str:
        """Remove the temporary file; the answer says what is left behind when that fails."""
        return discard(self.temporary)


def stage(path: str | Path, data: bytes) -> Staged:
    """Write ``data`` to a temporary file beside the file ``path`` names (the end of its links),
    refusing a target that is not a regular file; WriteError, with nothing left, if that fails."""
    target = Path(path)
    if "\0" in str(target):
        raise WriteError(repr(str(target)), str(words.NUL_IN_NAME))
    try:
        real = real_target(target)
        refuse_special(real)
        return Staged(target, real, write_temporary(real, data, target))
    except WriteError:
        raise
    except OSError as error:
        raise WriteError(target, error.strerror or str(error), error.errno) from None


SPECIAL_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                 (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                 (stat.S_ISSOCK, "a socket"))


def special_kind(mode: int) -> str | None:
    """What a file of ``mode`` is when it is not a regular file (a folder, a FIFO...), else None."""
    if stat.S_ISREG(mode):
        return None
    return next((kind for test, kind in SPECIAL_KINDS if test(mode)), "something else")


def refuse_special(real: Path) -> None:
    """OSError when ``real`` exists and is not a regular file (``/dev/null``, a FIFO...):
    a save swaps a new file in, which would put a plain file in the place of the device."""
    try:
        kind = special_kind(real.stat().st_mode)
    except FileNotFoundError:
        return
    if kind is not None:
        raise OSError(None, words.not_a_regular_file(kind))


def read_regular(path: str | Path, most_bytes: int) -> bytes:
    """The bytes of the regular file ``path`` (links followed), at most ``most_bytes + 1`` of
    them, so that the caller can tell a file too large.  Anything else -- a FIFO, a device, a
    folder -- is refused with OSError before it is opened, so that no read waits on a FIFO's
    writer or wakes a device; it is opened without blocking all the same, in case it is swapped
    for one in between, and checked again once open."""
    refuse_to_read(os.stat(path).st_mode)
    descriptor = os.open(path, READ_FLAGS)
    try:
        refuse_to_read(os.fstat(descriptor).st_mode)
        chunks: list[bytes] = []
        left = most_bytes + 1
        while left > 0 and (chunk := os.read(descriptor, min(left, 1 << 16))):
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
              | getattr(os, "O_CLOEXEC", 0))


def refuse_to_read(mode: int) -> None:
    kind = special_kind(mode)
    if kind is not None:
        raise OSError(None, words.not_a_regular_file_to_read(kind))


def real_target(target: Path) -> Path:
    """The file a save of ``target`` must replace: the end of its chain of symbolic links (a
    link to a file not made yet included), so that replacing never turns a link into a file."""
    try:
        return Path(os.path.realpath(target, strict=True))
    except FileNotFoundError:
        return Path(os.path.realpath(target))


def write_temporary(real: Path, data: bytes, target: Path) -> Path:
    """Write ``data`` to a new temporary file beside the file ``real`` (a file, not a link) and
    sync it; an existing ``real`` lends it its permissions."""
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
    except BaseException as error:
        raise_cleaned_up(temporary, error, target)
    return temporary


def raise_cleaned_up(temporary: Path, error: BaseException, target: Path) -> NoReturn:
    """After ``error`` in a save of ``target``: remove its temporary file, then raise the error
    (an OSError as WriteError, saying what is left behind if even the removal failed)."""
    leftover = discard(temporary)
    if isinstance(error, OSError):
        reason = error.strerror or str(error)
        raise WriteError(target, words.with_leftover(reason, leftover) if leftover else reason, error.errno) from None
    raise error


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
