"""Every word a person reads: the sentences, captions, counts and messages of the core, the view
and the Python API (each layer above keeps its own words beside its code: ``drawing/words.py``,
``gtp/words.py``, ``gui/words.py``, ``cli/words/``; the Qt menu and button labels stay with their
widgets).

The family is :mod:`gobenson_gui.core.report` (an analysis in words: verdicts, reasons, the
marked board), the modules of this package, one per subject -- :mod:`.stepping` (the step
slider's captions), :mod:`.capture` (a capture replayed move by move), :mod:`.verification`
(the exhaustive search), :mod:`.exercises` (questions, grading, the exercise mode, refusals),
:mod:`.problems` and :mod:`.verdicts` (problem collections), :mod:`.editor` (the panel's words,
the edits' names and refusals), :mod:`.reading` (how a file was read), :mod:`.files` (why a file
could not be written), :mod:`.moves` and :mod:`.naming` (why a move or a name is refused),
:mod:`.engine` and :mod:`.gtp` (engines), :mod:`.api` -- and the other layers' word modules.  This
package imports nothing else of the core.

Each sentence is one whole literal :meth:`str.format` template with named fields, read through
the catalog of :mod:`.i18n` (``_("...").format(...)``: translated, then filled in, so that a
translator may reorder the fields; no f-string, which is filled in before a translation could
replace it), and every count goes through :func:`counted`, the catalog's ``ngettext``.  Nothing is
translated when a module is imported: a sentence kept as a constant is a
:class:`~.i18n.Deferred`, translated each time it is read.
``python tools/catalogs.py`` extracts them into the catalogs of ``gobenson_gui/locale/``.
"""

from __future__ import annotations

from .i18n import ngettext


def counted(singular: str, plural: str, n: int, **fields: object) -> str:
    """The words for ``n`` of something: the ``singular`` template for 1, else the ``plural``
    one, formatted with ``n`` and ``fields``; e.g. ``counted("{n} stone", "{n} stones", 2)``.
    The active catalog's ``ngettext`` chooses the form (languages with other plural rules choose
    among more forms); the one place a plural is chosen."""
    return ngettext(singular, plural, n).format(n=n, **fields)


def sentence_start(text: str) -> str:
    """``text`` with its first letter in capitals, to begin a sentence: not :meth:`str.capitalize`,
    which lowers the rest ("the block at C3" would end "at c3")."""
    return text[:1].upper() + text[1:]
