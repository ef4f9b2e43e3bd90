"""The words of a Go engine attached through GTP that the view says: the status it gives a block in
play, and the sentence that sets that status beside Benson's verdict.  Why an engine could not
answer is :mod:`gobenson_gui.gtp.words`."""

from __future__ import annotations

from .i18n import N_, _

STATUS_NAMES = {"alive": N_("alive"), "dead": N_("dead"), "seki": N_("seki")}
"""GTP's ``final_status`` words, as a person reads them."""


def status_name(status: str) -> str:
    return _(STATUS_NAMES[status])


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
