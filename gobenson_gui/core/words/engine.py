"""The words of a Go engine attached through GTP: why it could not answer (one message each, the
editor and the command line going on without it), the status it gives a block in play, and the
sentence that sets that status beside Benson's verdict."""

from __future__ import annotations

from .i18n import N_, _, deferred, read_as_text

STATUS_NAMES = {"alive": N_("alive"), "dead": N_("dead"), "seki": N_("seki")}
"""GTP's ``final_status`` words, as a person reads them."""


def status_name(status: str) -> str:
    return _(STATUS_NAMES[status])


# -- why the engine could not answer -----------------------------------------------------------

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


_READ_AS_TEXT = {
    "NO_COMMAND": deferred("No engine command line is set, and GNU Go (gnugo) is not installed."),
    "ODD_BOARD": deferred("GTP engines play on the plain grid only: this board has missing points, links or "
                          "wrapped edges."),
    "ILLEGAL_POSITION": deferred("Engines accept only positions that can arise in play: this one has blocks "
                                 "without liberties."),
    "CANCELLED": deferred("The engine was stopped."),
}
"""The sentences the engine client reads as plain text, ``words.NAME``: see :func:`__getattr__`."""


def __getattr__(name: str) -> str:
    """``NO_COMMAND``, ``ODD_BOARD``, ``ILLEGAL_POSITION`` and ``CANCELLED`` in the language spoken now."""
    return read_as_text(_READ_AS_TEXT, __name__, name)


# -- the engine's status beside Benson's verdict -----------------------------------------------

def safe_and_alive(engine: str, status: str) -> str:
    """The engine and Benson agree that the block lives."""
    return (_("{status} in play ({engine}), and unconditionally alive: nothing captures it, even if it always passes.")
            .format(status=status_name(status), engine=engine))


def alive_but_not_safe(engine: str, status: str, colour: str, opponent: str) -> str:
    """The lesson's hardest point: a block that lives in play only because its owner answers."""
    return (_("{status} in play ({engine}), but not unconditionally alive: {opponent} captures it "
              "if {colour} always passes — see How does it die?")
            .format(status=status_name(status), engine=engine, colour=colour, opponent=opponent))


def engine_wrong(engine: str) -> str:
    """The engine calls dead a block Benson proves cannot be captured."""
    return (_("dead in play ({engine}), but unconditionally alive: the engine is wrong here — nothing "
              "captures it, even if it always passes (engines, neural networks above all, misjudge "
              "pass-alive groups).").format(engine=engine))


def dead_and_not_safe(engine: str) -> str:
    return _("dead in play ({engine}), and not unconditionally alive either.").format(engine=engine)


def critical_and_not_safe(engine: str) -> str:
    return _("critical in play ({engine}): it lives if its owner plays first there, dies if the opponent "
             "does; and not unconditionally alive.").format(engine=engine)


def not_asked(engine: str) -> str:
    """A block Benson proves alive, which the engine is not asked about."""
    return _("unconditionally alive: nothing captures it, even if it always passes ({engine} was not asked).").format(
        engine=engine)


def no_status(engine: str) -> str:
    return _("{engine} gave no status for it.").format(engine=engine)


def block_line(colour: str, where: str, sentence: str) -> str:
    """A block's comparison in the command line's text, e.g. ``Black block at C1: alive in play ...``."""
    return _("{colour} block at {where}: {sentence}").format(colour=colour, where=where, sentence=sentence)


def heading(engine: str) -> str:
    return _("In play, according to {engine}:").format(engine=engine)
