"""The words of another Go engine driven through GTP: why it could not answer, one sentence each,
which its :class:`~gobenson_gui.gtp.client.EngineError` carries to the editor and the command line,
both going on without it."""

from __future__ import annotations

from ..core.words.i18n import _, deferred

NO_COMMAND = deferred("No engine command line is set, and GNU Go (gnugo) is not installed.")
ODD_BOARD = deferred("GTP engines play on the plain grid only: this board has missing points, links or "
                     "wrapped edges.")
ILLEGAL_POSITION = deferred("Engines accept only positions that can arise in play: this one has blocks "
                            "without liberties.")
CANCELLED = deferred("The engine was stopped.")


def not_found(program: str) -> str:
    return _("Engine not found: {program} is not a program on this machine.").format(program=program)


def bad_command_line(reason: object) -> str:
    return _("The engine command line cannot be read: {reason}").format(reason=reason)


def cannot_start(program: str, reason: object) -> str:
    return _("The engine {program} could not be started: {reason}").format(program=program, reason=reason)


def crashed(program: str, command: str) -> str:
    return _("The engine {program} stopped while answering {command}.").format(program=program, command=command)


def timed_out(program: str, command: str, seconds: float) -> str:
    return (_("The engine {program} gave no answer to {command} within {seconds:g} seconds; it was stopped.")
            .format(program=program, command=command, seconds=seconds))


def garbage(program: str, command: str, text: str) -> str:
    return (_("The engine {program} answered {command} with something that is not GTP: {text}")
            .format(program=program, command=command, text=text))


def unknown_command(program: str, command: str) -> str:
    return (_("The engine {program} does not know the command {command}, which gobenson needs.")
            .format(program=program, command=command))


def refused(program: str, command: str, message: str) -> str:
    return (_("The engine {program} refused {command}: {message}")
            .format(program=program, command=command, message=message))


def not_a_status(program: str, text: str) -> str:
    return (_("The engine {program} gave a status gobenson does not know: {text}")
            .format(program=program, text=text))


def not_square(columns: int, rows: int) -> str:
    return (_("GTP engines play on square boards only; this board is {columns}x{rows}.")
            .format(columns=columns, rows=rows))


def too_large(size: int, largest: int) -> str:
    return (_("GTP names the points of boards up to {largest}x{largest} only; this board is {size}x{size}.")
            .format(size=size, largest=largest))
