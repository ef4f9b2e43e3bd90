"""Why a file could not be written: the messages of :mod:`gobenson_gui.core.atomic`, which the
editor's dialogs and the command line's one-line errors both show."""

from __future__ import annotations

NUL_IN_NAME = "a file name cannot contain a NUL character"


def cannot_save(path: object, reason: str) -> str:
    return f"cannot save {path}: {reason}"


def not_a_regular_file(kind: str) -> str:
    """A save refused rather than replace a device, FIFO or folder with a plain file."""
    return f"it is {kind}, not a regular file; gobenson writes only regular files"


def with_leftover(reason: str, leftover: str) -> str:
    """The failure, then what it left behind for the user to delete."""
    return f"{reason}; {leftover}"


def temporary_left(temporary: object, reason: str) -> str:
    return f"the temporary file {temporary} could not be removed ({reason})"
