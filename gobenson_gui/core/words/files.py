"""Why a file could not be written: the messages of :mod:`gobenson_gui.core.atomic` and of
:mod:`gobenson_gui.core.sgf.forms`, which the editor's dialogs and the command line's one-line errors
both show."""

from __future__ import annotations

from .i18n import N_, _, deferred

NUL_IN_NAME = deferred("a file name cannot contain a NUL character")


NO_FILE_NAME = N_("the document has no file name yet")
"""A save without a path, of a document that has never been saved."""


def cannot_save(path: object, reason: str) -> str:
    return _("cannot save {path}: {reason}").format(path=path, reason=reason)


def not_a_regular_file(kind: str) -> str:
    """A save refused rather than replace a device, FIFO or folder with a plain file."""
    return _("it is {kind}, not a regular file; gobenson writes only regular files").format(kind=kind)


def not_a_regular_file_to_read(kind: str) -> str:
    """A read refused rather than wait on a FIFO or wake a device."""
    return _("it is {kind}, not a regular file; gobenson reads only regular files").format(kind=kind)


def with_leftover(reason: str, leftover: str) -> str:
    """The failure, then what it left behind for the user to delete."""
    return _("{reason}; {leftover}").format(reason=reason, leftover=leftover)


def temporary_left(temporary: object, reason: str) -> str:
    return _("the temporary file {temporary} could not be removed ({reason})").format(temporary=temporary,
                                                                                   reason=reason)


def links_in_q5go(game: int) -> str:
    """A save for q5Go refused: q5Go has no links between points."""
    return _("game {game} links points (LINKS), which q5Go cannot show; save it as gobenson's SGF").format(
        game=game)


def too_small_for_q5go(game: int, columns: int, rows: int) -> str:
    """A save for q5Go refused: q5Go opens boards from 3x3."""
    return _("game {game} is played on {columns}x{rows}, and q5Go opens boards from 3x3 to 52x52; "
             "save it as gobenson's SGF").format(game=game, columns=columns, rows=rows)
