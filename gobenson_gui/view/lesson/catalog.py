"""The lesson page's words: every template its scripts name, from the catalog of the language
spoken, so that the page says what gobenson says, in the same words and the same language.

The scripts name each template by its English msgid inside ``_()``, ``N_()`` or ``counted()``, as
the Python word family does (``babel.cfg`` extracts them from the scripts for the catalogs, and
:func:`named_templates` finds them here the same way).  A count's plural is chosen in the page as
``ngettext`` chooses it: each pair of forms comes with the form of every count from 0 up to the most
points a board has, which holds every count a page makes whatever the language's plural rule.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from ...core.geometry import MAX_SIZE
from ...core.words.i18n import _, ngettext

STRING = r'"(?:[^"\\\n]|\\.)*"'
JOINED = rf"{STRING}(?:\s*\+\s*{STRING})*"
"""A string literal of a script, or several joined with ``+`` (a long template over two lines)."""
TEMPLATE = re.compile(rf"(?<![\w.$])(_|N_|counted)\(\s*({JOINED})(?:\s*,\s*({JOINED}))?")
"""A template named in a script: ``_("...")``, ``N_("...")`` or ``counted("...", "...", n)``."""
LARGEST_COUNT = MAX_SIZE * MAX_SIZE
"""No count a page makes (stones, blocks, regions, points, rounds, moves) exceeds a board's points."""


def _literal(joined: str) -> str:
    """The text of string literals joined with ``+``, their escapes (those JSON shares) read."""
    return "".join(json.loads(piece) for piece in re.findall(STRING, joined))


def named_templates(scripts: Iterable[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """The single templates and the pairs of plural forms the scripts name, each once, in order."""
    singles: dict[str, None] = {}
    plurals: dict[tuple[str, str], None] = {}
    for script in scripts:
        for function, first, second in TEMPLATE.findall(script):
            if function == "counted":
                plurals[_literal(first), _literal(second)] = None
            else:
                singles[_literal(first)] = None
    return list(singles), list(plurals)


def plural_forms(singular: str, plural: str) -> list[tuple[int, str]]:
    """The form of each count from 0 to :data:`LARGEST_COUNT` in the language spoken, as runs:
    (the first count of a run, its form)."""
    runs: list[tuple[int, str]] = []
    for count in range(LARGEST_COUNT + 1):
        form = ngettext(singular, plural, count)
        if not runs or runs[-1][1] != form:
            runs.append((count, form))
    return runs


def page_words(scripts: Iterable[str]) -> dict[str, dict[str, object]]:
    """What ``words.js`` reads: the translation of every template the scripts name (those the
    language says as English leave out), and every plural's forms by count."""
    singles, plurals = named_templates(scripts)
    messages = {message: _(message) for message in singles if _(message) != message}
    return {"messages": dict(messages),
            "plurals": {f"{singular}\0{plural}": plural_forms(singular, plural) for singular, plural in plurals}}
