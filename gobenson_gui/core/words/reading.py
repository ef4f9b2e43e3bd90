"""What gobenson notes on an SGF file it read leniently: where in the file (game and node), what it
repaired as other SGF programs do, and what it assumed of the character set; the editor's status
bar and File > How the file was read, and the command line's warnings, show them.  And why a file
cannot be read at all, or a game or node of it cannot be chosen: the editor's "Cannot open" dialog
and the command line's one-line errors say it.

``value`` is a value as the file has it, between the brackets; ``prop`` a property's SGF name.
The SGF names and values in the templates (``SZ[n]``, ``aa:bb``, ``GM``) are SGF, not words, and
stay as they are in every language."""

from __future__ import annotations

from .i18n import N_, _, deferred
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


UTF16 = deferred("the file is in UTF-16; gobenson read it as such and saves it in UTF-8")
TEXT_BEFORE = deferred("the text before the first game is kept as it was")


def kept_as_it_was(error: str) -> str:
    return _("{error}; gobenson keeps that game as it was and writes it back unchanged").format(error=error)


def text_after(where: str) -> str:
    return _("{where}: the text that follows it is kept as it was").format(where=where)


def repaired(where: str, repairs: list[str]) -> str:
    return _("{where}: {repairs}").format(where=where, repairs="; ".join(repairs))


EMPTY_VARIATION = deferred("dropped an empty variation")
OUTSIDE_A_NODE = deferred("dropped a property that stood outside a node")
NODE_WITHOUT_SEMICOLON = deferred("read the properties that follow a '(' without ';' as a node of their own")
STRAY_VALUE = deferred("dropped a value that belonged to no property")
CUT_VALUE = deferred("dropped the value the file ends inside")
NOT_SGF = deferred("skipped text that is not SGF")


def no_value(name: str | None) -> str:
    if name is None:
        return _("dropped a property that had no value")
    return _("dropped {name} that had no value").format(name=name)


def joined_values(name: str) -> str:
    return _("joined the repeated values of {name}").format(name=name)


def closed_record(missing: int) -> str:
    return _("closed the record, which lacks {count} ')' at its end").format(count=missing)


# -- why a file cannot be read -----------------------------------------------------------------

def located(where: str, problem: str) -> str:
    """``problem`` and where in the file it is, e.g. ``game 1, node 3: B[zz] is off the 19x19 board``."""
    return _("{where}: {problem}").format(where=where, problem=problem)


NO_SGF_DATA = N_("not a readable SGF file (no SGF data)")
BAD_UTF16 = N_("the file starts as UTF-16 but is not valid UTF-16")
NO_GAME = N_("the file holds no game")


def file_too_large(megabytes: int, largest: int) -> str:
    return (_("the file is {megabytes} MB; gobenson reads SGF files up to {largest} MB")
            .format(megabytes=megabytes, largest=largest))


def too_many_nodes(nodes: int, largest: int) -> str:
    return counted("the file has {n} node; gobenson reads files of up to {largest}",
                   "the file has {n} nodes; gobenson reads files of up to {largest}", nodes, largest=largest)


def too_many_values(values: int, largest: int) -> str:
    return counted("the file has {n} property value; gobenson reads up to {largest}",
                   "the file has {n} property values; gobenson reads up to {largest}", values, largest=largest)


def too_many_points(points: int, largest: int) -> str:
    return counted("the file's values name {n:,} point (a rectangle like aa:cc counts every point it spans); "
                   "gobenson reads up to {largest:,}",
                   "the file's values name {n:,} points (a rectangle like aa:cc counts every point it spans); "
                   "gobenson reads up to {largest:,}", points, largest=largest)


def not_go(number: int, value: str) -> str:
    """Game ``number`` has ``GM[value]``, some other game than Go."""
    return _("game {number} is not a game of Go (GM[{value}])").format(number=number, value=value)


def cut_off(number: int) -> str:
    return _("game {number} is cut off where the file ends").format(number=number)


def no_capital_letters(value: str) -> str:
    """A property name of small letters only, as old SGF wrote them, before ``[value]``."""
    return _("the name before [{value}] has no capital letters").format(value=value)


def root_only(prop: str) -> str:
    return _("{prop} belongs in the root node").format(prop=prop)


def not_a_board_size(value: str) -> str:
    return _("SZ[{value}] is not a board size (SZ[n] or SZ[columns:rows])").format(value=value)


def board_size_range(value: str, largest: int) -> str:
    return _("SZ[{value}]: board sizes run from 1 to {largest}").format(value=value, largest=largest)


def not_a_point(prop: str, value: str) -> str:
    return _("{prop}[{value}] is not a point").format(prop=prop, value=value)


def not_on_the_board(prop: str, value: str, columns: int, rows: int, missing: bool) -> str:
    """A point off the grid, or (``missing``) on one of its points the board lacks."""
    template = (_("{prop}[{value}] is on a missing point of the {columns}x{rows} board") if missing
                else _("{prop}[{value}] is off the {columns}x{rows} board"))
    return template.format(prop=prop, value=value, columns=columns, rows=rows)


def takes_in_missing_point(prop: str, value: str, point: str, columns: int, rows: int) -> str:
    """A rectangle ``value`` (``aa:cc``) spans ``point`` (SGF letters), which the board lacks."""
    return (_("{prop}[{value}] takes in {point}, a missing point of the {columns}x{rows} board")
            .format(prop=prop, value=value, point=point, columns=columns, rows=rows))


def not_two_points(prop: str, value: str) -> str:
    return _("{prop}[{value}] is not two points (like aa:bb)").format(prop=prop, value=value)


def links_itself(prop: str, value: str) -> str:
    return _("{prop}[{value}] links a point to itself").format(prop=prop, value=value)


def not_a_wrap(prop: str, values: str) -> str:
    """``values`` all of the property's values, each in its brackets: ``[up][down]``."""
    return (_("{prop}{values} is not one of {prop}[columns], {prop}[rows], {prop}[both]")
            .format(prop=prop, values=values))


def not_a_torus(prop: str, values: str) -> str:
    """``values`` as for :func:`not_a_wrap`; q5Go's ``TO`` property."""
    return _("{prop}{values} is not one of {prop}[1], {prop}[2], {prop}[3]").format(prop=prop, values=values)


def not_a_label(value: str) -> str:
    return _("LB[{value}] is not a label (like aa:text)").format(value=value)


# -- which game or node of a file: the command line's ``--game`` and ``--node`` ----------------

def no_such_game(number: int, games: int) -> str:
    return _("there is no game {number} (the file holds {games})").format(number=number, games=games)


def not_a_node_choice(choice: str) -> str:
    """``choice`` quoted as Python writes a string; ``all`` and ``last`` are the option's own values."""
    return _("{choice} is not a node choice (all, last or a number)").format(choice=choice)


def would_not_read_back(games: int) -> str:
    """A save refused: the SGF gobenson would write reads back as other games or nodes, even with
    the character set named (a damaged file that hides where its values end)."""
    return counted("the file cannot be written so that it reads back as its game: its text hides where its values "
                   "end in every character set gobenson can name",
                   "the file cannot be written so that it reads back as its {n} games: its text hides where its "
                   "values end in every character set gobenson can name", games)


def no_such_node(index: str, last: int) -> str:
    return _("there is no node {index} (the main line has nodes 0 to {last})").format(index=index, last=last)
