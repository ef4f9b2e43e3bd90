"""What gobenson notes on an SGF file it read leniently: where in the file (game and node), what it
repaired as other SGF programs do, and what it assumed of the character set; the editor's status
bar and File > How the file was read, and the command line's warnings, show them."""

from __future__ import annotations

from .i18n import _
from . import counted


def in_game(number: int) -> str:
    return _("game {number}").format(number=number)


def at_node(game: int | None, node: int) -> str:
    """Where a node is: in game ``game`` (counted from 1), or in the game being edited when None."""
    if game is None:
        return _("node {node}").format(node=node)
    return _("game {game}, node {node}").format(game=game, node=node)


def unknown_charset(where: str, value: str) -> str:
    return (_("{where}: CA[{value}] names no character set gobenson can use; the text is read as if CA were "
              "absent").format(where=where, value=value))


def guessed_charset(where: str, charset: str) -> str:
    return (_("{where}: the text is not UTF-8 and no CA[] says what it is; it is read as {charset}, the "
              "likeliest character set").format(where=where, charset=charset))


def invalid_value(where: str, prop: str, charset: str) -> str:
    return (_("{where}, {prop}: not valid {charset}; shown with replacement characters")
            .format(where=where, prop=prop, charset=charset))


def more_invalid_values(where: str, values: int, charset: str) -> str:
    return counted("{where}: {n} more value is not valid {charset}", "{where}: {n} more values are not valid {charset}",
                   values, where=where, charset=charset)


def runs_off_board(where: str, value: str, columns: int, rows: int) -> str:
    """``value`` as the file has it, e.g. ``AB[aa:zz]``."""
    return (_("{where}: {value} runs off the {columns}x{rows} board; only its points on the board are read")
            .format(where=where, value=value, columns=columns, rows=rows))


def occupied(where: str, move: str, colour: str) -> str:
    """``move`` as the file has it (``W[cc]``), ``colour`` the stone that was there (``black``)."""
    return (_("{where}: {move} is played on an occupied point (a {colour} stone was there)")
            .format(where=where, move=move, colour=colour))


UTF16 = _("the file is in UTF-16; gobenson read it as such and saves it in UTF-8")
TEXT_BEFORE = _("the text before the first game is kept as it was")


def kept_as_it_was(error: str) -> str:
    return _("{error}; gobenson keeps that game as it was and writes it back unchanged").format(error=error)


def text_after(where: str) -> str:
    return _("{where}: the text that follows it is kept as it was").format(where=where)


def repaired(where: str, repairs: list[str]) -> str:
    return _("{where}: {repairs}").format(where=where, repairs="; ".join(repairs))


EMPTY_VARIATION = _("dropped an empty variation")
OUTSIDE_A_NODE = _("dropped a property that stood outside a node")
STRAY_VALUE = _("dropped a value that belonged to no property")
CUT_VALUE = _("dropped the value the file ends inside")
NOT_SGF = _("skipped text that is not SGF")


def no_value(name: str | None) -> str:
    if name is None:
        return _("dropped a property that had no value")
    return _("dropped {name} that had no value").format(name=name)


def joined_values(name: str) -> str:
    return _("joined the repeated values of {name}").format(name=name)


def closed_record(missing: int) -> str:
    return _("closed the record, which lacks {count} ')' at its end").format(count=missing)
