"""The catalog the word family reads: the standard library's gettext, so that the core, which
never imports Qt, translates as the editor and the command line do.

The language is the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext reads them)
unless ``GOBENSON_LANG`` names one; the command line's ``--lang`` and :func:`set_language`
switch it.  English is the source and needs no catalog; a language gobenson has no catalog for
falls back to English.  Chinese has two catalogs, one per script, named as gettext names the
system locales it finds them from (``zh_CN``, ``zh_TW``); the other Chinese regions and the script
codes are :data:`LANGUAGE_ALIASES` of them.

``GOBENSON_LOCALE_DIR`` names a folder of catalogs read before the shipped ones: for a translator
trying a catalog before it ships, and for the pseudo-language :data:`PSEUDO`, whose catalog
``tools/catalogs.py pseudo`` writes there.

Nothing is translated when a module is imported: a function translates its sentence with :func:`_`
each time it is called, and a sentence a module keeps as a constant is a :class:`Deferred`
(:func:`deferred`, :func:`pdeferred`), which translates itself each time it is read as text.  So
switching the language (:func:`set_language`, :func:`speaking`) changes every word at once, and
no module is loaded again.
"""

from __future__ import annotations

import gettext
import os
import struct
import sys
from contextlib import AbstractContextManager
from pathlib import Path

DOMAIN = "gobenson"
LOCALE_DIR = Path(__file__).resolve().parent.parent.parent / "locale"
LANGUAGES = ("en", "ja", "ko", "zh_CN", "zh_TW", "de", "fr")
"""The languages gobenson speaks: English and those whose catalogs ship in ``locale/``."""

LANGUAGE_ALIASES = {"zh_Hans": "zh_CN", "zh_SG": "zh_CN", "zh_Hant": "zh_TW", "zh_HK": "zh_TW", "zh_MO": "zh_TW"}
"""Other names of a catalog: Singapore writes the simplified script as the mainland does, Hong
Kong and Macao the traditional one as Taiwan does; gettext alone would look for ``zh_HK`` and
then ``zh``, and find neither."""

PSEUDO = "en_XA"
"""The pseudo-language: every sentence marked and lengthened, to show text that bypasses the catalog
and layouts too tight for longer languages; a tool for translators and tests, never offered to users."""

EXTRA_LOCALE_VARIABLE = "GOBENSON_LOCALE_DIR"
"""The environment variable naming a folder of catalogs read before the shipped ones."""

SYSTEM_LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where gettext looks for the system's language, first to last; the first one set wins."""

_catalog: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def catalog_name(code: str) -> str:
    """The catalog that language ``code`` (e.g. ``zh_HK.UTF-8``, ``zh-Hant``) reads: its alias's,
    else ``code`` itself, for gettext to look for."""
    base = code.partition(".")[0].partition("@")[0].replace("-", "_")
    return LANGUAGE_ALIASES.get(base, code)


def _wanted(code: str | None) -> list[str]:
    """The catalogs gettext looks for, first to last, for language ``code`` (None: the system's)."""
    if code is not None:
        wanted = [code]
    else:
        wanted = next((value.split(":") for value in map(os.environ.get, SYSTEM_LANGUAGE_VARIABLES) if value), [])
    return [catalog_name(language) for language in wanted]


_said_bad_catalogs: set[str] = set()
"""The folders of catalogs already said to be unreadable: said once a run."""


def catalog_for(code: str | None) -> gettext.NullTranslations:
    """The catalog of language ``code`` (e.g. ``ja``, ``de_DE.UTF-8``), or of the system's
    languages when ``code`` is None; English when there is none.  A catalog in the folder
    ``GOBENSON_LOCALE_DIR`` names comes first, the shipped one behind it; when one there cannot
    be read (damaged, cut short, not a file) the folder is passed over, as a line on standard
    error says."""
    languages = _wanted(code)
    shipped = gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=languages, fallback=True)
    extra = os.environ.get(EXTRA_LOCALE_VARIABLE)
    found = gettext.find(DOMAIN, extra, languages, all=True) if extra else []
    if not extra or not found:
        return shipped
    try:
        for path in found:
            if not Path(path).is_file():  # reading a FIFO would wait for good
                raise OSError(None, "{path} is not a regular file".format(path=path))
        own = gettext.translation(DOMAIN, localedir=extra, languages=languages)
    except (OSError, ValueError, LookupError, struct.error) as error:  # what a damaged catalog raises
        if extra not in _said_bad_catalogs:
            _said_bad_catalogs.add(extra)
            reason = error.strerror if isinstance(error, OSError) and error.strerror else error
            print(shipped.gettext(N_("gobenson: a catalog in {folder} cannot be read ({reason}); the folder is "
                                     "passed over")).format(folder=extra, reason=reason), file=sys.stderr)
        return shipped
    own.add_fallback(shipped)
    return own


def catalog_language(code: str | None) -> str:
    """Which of :data:`LANGUAGES` language ``code`` (None: the system's) is spoken in: the
    catalog gettext finds for it, else English."""
    found = gettext.find(DOMAIN, localedir=LOCALE_DIR, languages=_wanted(code))
    return Path(found).parent.parent.name if found else "en"


def spoken_language() -> str:
    """The language spoken now, one of :data:`LANGUAGES`: what Qt's own dialogs are to speak too."""
    return _language


def set_language(code: str | None) -> None:
    """Speak language ``code`` from now on; None goes back to ``GOBENSON_LANG``, else the
    system's language.  Every sentence read after it is in the new language, the constants
    (:class:`Deferred`) included.  The command line switches before it runs a command; the editor
    keeps the language it started in, since its widgets' labels are set once."""
    global _catalog, _language
    chosen = code or os.environ.get("GOBENSON_LANG") or None
    _catalog, _language = catalog_for(chosen), catalog_language(chosen)


def speaking(code: str) -> AbstractContextManager[None]:
    """Speak language ``code`` inside the ``with`` block, then the language spoken before: for
    what must know gobenson's words in every language, as the annotator finds its own paragraph."""
    return _SpeakingCatalog(catalog_for(code))


_ENGLISH = gettext.NullTranslations()


def speaking_english() -> AbstractContextManager[None]:
    """Speak the catalog's own words, English, inside the ``with`` block: for the machine
    formats, which never change with the language.  It costs a few steps, where
    :func:`speaking` looks for its language's catalog on disk, so a format may say it line by
    line."""
    return _SpeakingCatalog(_ENGLISH)


class _SpeakingCatalog:
    """Speak ``catalog`` inside the ``with`` block, then the catalog spoken before.  A class
    rather than a generator's context manager, which took three times as long to enter and
    leave: the machine formats enter one for each phrase they make."""

    __slots__ = ("catalog", "before")

    def __init__(self, catalog: gettext.NullTranslations) -> None:
        self.catalog = catalog

    def __enter__(self) -> None:
        global _catalog
        self.before = _catalog
        _catalog = self.catalog

    def __exit__(self, *exception: object) -> None:
        global _catalog
        _catalog = self.before


def _(message: str) -> str:
    """``message`` (an English template) in the active language."""
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The template for ``n`` of something in the active language, which chooses among its own
    plural forms."""
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the active language, told apart from the same English by ``context`` (a
    note to translators too): one letter "B" is Black in a move list and is no word elsewhere."""
    return _catalog.pgettext(context, message)


def N_(message: str) -> str:
    """Marks ``message`` for the catalog where it is defined, for a table whose entries are also
    read as they are (a key, a machine format); :func:`_` translates it where it is shown."""
    return message


class Deferred:
    """A sentence kept as a constant, marked for the catalog where a module defines it and translated
    each time it is read: ``str(SENTENCE)``, ``SENTENCE.format(...)``, or a field of another
    template.  It is no :class:`str`, so that a type checker finds the place that shows it without
    translating it (a Qt widget takes only a ``str``)."""

    __slots__ = ("context", "message")

    def __init__(self, message: str, context: str | None = None) -> None:
        self.message = message
        """The English template: the catalog's key."""
        self.context = context
        """What tells this message apart from the same English elsewhere (see :func:`pgettext`)."""

    def __str__(self) -> str:
        return _(self.message) if self.context is None else pgettext(self.context, self.message)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def format(self, *values: object, **fields: object) -> str:
        """The template translated, then filled in (a translation may reorder its fields)."""
        return str(self).format(*values, **fields)

    def __repr__(self) -> str:
        return "Deferred({!r}, {!r})".format(self.message, self.context)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deferred):
            return NotImplemented
        return (self.message, self.context) == (other.message, other.context)

    def __hash__(self) -> int:
        return hash((self.message, self.context))


def deferred(message: str) -> Deferred:
    """``message`` as a constant, translated each time it is read; the catalog finds it by this name."""
    return Deferred(message)


def pdeferred(context: str, message: str) -> Deferred:
    """:func:`deferred` with the ``context`` of :func:`pgettext`, for a short label whose English
    means something else elsewhere."""
    return Deferred(message, context)


_catalog = catalog_for(os.environ.get("GOBENSON_LANG") or None)
_language = catalog_language(os.environ.get("GOBENSON_LANG") or None)
