"""What ``gobenson desktop`` and ``gobenson thumbnail`` tell a person: each file installed or
removed, each desktop database brought up to date, and why a file gets no thumbnail."""

from __future__ import annotations

from ...core.words import counted
from ...core.words.i18n import _
from . import PROGRAM


def installed(path: str) -> str:
    return _("installed {path}").format(path=path)


def removed(path: str) -> str:
    return _("removed {path}").format(path=path)


def ran(command: str) -> str:
    return _("ran {command}").format(command=command)


def tool_failed(command: str, status: int) -> str:
    return _("{program}: {command} failed (exit status {status})").format(program=PROGRAM, command=command,
                                                                      status=status)


def tool_missing(tool: str, what: str) -> str:
    """A desktop tool that is not installed: what its run would have done is left to the next login."""
    return _("{tool} not found: {what} is not refreshed until it runs").format(tool=tool, what=what)


def made_default(mime_type: str) -> str:
    return _("gobenson opens {mime_type} files by default").format(mime_type=mime_type)


def default_left(mime_type: str) -> str:
    """After an uninstall: xdg-mime cannot unset a default, and a default naming no installed
    entry is skipped by the desktop."""
    return _("the default application for {mime_type} named gobenson; with its entry removed the desktop "
             "falls back to another").format(mime_type=mime_type)


def not_installed(error: object) -> str:
    """``error`` names the file that could not be written and says why."""
    return _("{program}: {error}; nothing was installed").format(program=PROGRAM, error=error)


def cannot_remove(path: str, error: object) -> str:
    return _("{program}: cannot remove {path}: {error}").format(program=PROGRAM, path=path, error=error)


def too_large_for_thumbnail(size: str, most: str) -> str:
    return _("the file is {size}; thumbnails are drawn for files of up to {most}").format(size=size, most=most)


def thumbnail_took_too_long(seconds: int) -> str:
    return counted("no thumbnail: drawing it took more than {n} second of CPU time",
                   "no thumbnail: drawing it took more than {n} seconds of CPU time", seconds)


def thumbnail_out_of_memory(most: str) -> str:
    return _("no thumbnail: drawing it needed more than {most} of memory").format(most=most)


def too_many_nodes_for_thumbnail(nodes: int, most: int) -> str:
    return counted("the file has {n} node; thumbnails are drawn for files of up to {most}",
                   "the file has {n} nodes; thumbnails are drawn for files of up to {most}", nodes, most=most)


def and_more_notes(first: str, more: int) -> str:
    """The thumbnailer's one line on how a file was read: its first note and how many follow."""
    return counted("{first} (and {n} more note on how the file was read)",
                   "{first} (and {n} more notes on how the file was read)", more, first=first)


def default_needs_install() -> str:
    return _("{program}: --default goes with install").format(program=PROGRAM)
