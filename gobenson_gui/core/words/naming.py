"""Why what a person wrote names nothing gobenson knows: a point (``--point``, an answers file, the
Python API), a colour or a rule set (an exercise's ``GBCO`` and ``GBRU``, the API's ``rules``).

Translated when the error is raised, so that GTP, which answers inside ``speaking("en")``, says
them in English.  ``text`` is what the person wrote, quoted as the caller quotes it; point names
(``cc``, ``C3``), ``A-Z``, ``B``, ``W`` and the rule names are not words and stay as they are."""

from __future__ import annotations

from .i18n import N_, _


def not_a_point(text: str) -> str:
    return _("{text} is not a point (an SGF point like cc or a name like C3)").format(text=text)


def off_the_board(text: str, columns: int, rows: int) -> str:
    return _("{text} is off the {columns}x{rows} board").format(text=text, columns=columns, rows=rows)


def on_a_missing_point(text: str, columns: int, rows: int) -> str:
    return _("{text} is a missing point of the {columns}x{rows} board").format(text=text, columns=columns, rows=rows)


def with_upper_case_hint(error: str) -> str:
    """A point written in upper-case SGF letters that is not on the board: what those letters mean."""
    return _("{error} (in SGF points, A-Z are the columns and rows 27 to 52)").format(error=error)


def not_a_colour(letter: str) -> str:
    return _("{letter!r} is not a colour (B or W)").format(letter=letter)


def unknown_rules(text: str, names: str) -> str:
    return _("unknown rules {text!r} (choose {names})").format(text=text, names=names)


NO_STONE_THERE = N_("there is no stone at that point")
"""Why no capture can be asked of a point: translated where it is raised."""
