"""Update gobenson's translation catalogs with Babel (``pip install -e '.[dev]'`` brings it).

    python tools/catalogs.py            # extract, update every language's .po, compile the .mo files
    python tools/catalogs.py init CODE  # start the catalog of a new language
    python tools/catalogs.py pseudo [FOLDER]  # the pseudo-language's catalog, for trying layouts
    python tools/catalogs.py --check-complete  # before a release: every language translates every entry

It extracts the templates of the word family (see ``babel.cfg``: ``_``, ``N_`` and the plurals of
``counted``) into ``gobenson_gui/locale/gobenson.pot``, merges them into each
``gobenson_gui/locale/CODE/LC_MESSAGES/gobenson.po`` and compiles those into the ``.mo`` files that
ship in the package.  Translate the new or fuzzy entries of the .po files, then run it again.  An
entry left untranslated is shown in English, so a new sentence may land before its translations;
``--check-complete`` (which ``packaging/release.sh`` runs) names every entry a language still lacks
and fails until there is none.

``pseudo`` writes the catalog of the pseudo-language ``en_XA`` into FOLDER (default: ``gobenson-pseudo``
in the system's temporary folder) instead: every sentence of the template marked ``⟦…⟧`` and made
about 40% longer with accented letters, its ``{fields}``, ``&`` keys, ``%`` sequences, HTML tags and
file patterns kept.  ``GOBENSON_LOCALE_DIR=FOLDER GOBENSON_LANG=en_XA gobenson`` then shows every word
that bypasses the catalog in plain English, and every layout too tight for a longer language.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "gobenson_gui" / "locale"
TEMPLATE = LOCALE / "gobenson.pot"
PSEUDO = "en_XA"  # as gobenson_gui.core.words.i18n names it
MARKS = ("\u27e6", "\u27e7")
"""What a pseudo-translation is put between: ⟦…⟧, which no English sentence holds."""
KEPT = re.compile(r"\{\{|\}\}|\{[^{}]*\}"  # str.format fields, and its escaped braces
                  r"|&&|&#?\w+;|&\w"  # a literal &, an HTML entity, an Alt key with its letter
                  r"|%(?:\(\w+\))?[-#0 +]*\d*(?:\.\d+)?[sdifrxXeEgGc%]"  # printf sequences
                  r"|<[^<>]*>|https?://\S+"  # HTML tags, addresses
                  r"|\(\*\.[^()]*\)|\*\.\w+")  # file-dialog patterns: (*.sgf *.SGF)
ACCENTED = str.maketrans("aeiouycnszAEIOUYCNSZ", "áéíóúýçñšžÁÉÍÓÚÝÇÑŠŽ")
VOWELS = "áéíóúýÁÉÍÓÚÝ"


def pseudo_text(message: str) -> str:
    """``message`` as the pseudo-language says it: its words accented, each vowel doubled (about 40%
    longer, as German and French run), between the marks; what a program reads kept as it is."""
    def lengthened(words: str) -> str:
        return "".join(letter * 2 if letter in VOWELS else letter for letter in words.translate(ACCENTED))

    core = message.strip()
    if not core:
        return message
    pieces, start = [], 0
    for kept in KEPT.finditer(core):
        pieces += [lengthened(core[start:kept.start()]), kept.group()]
        start = kept.end()
    pieces.append(lengthened(core[start:]))
    before, after = message[:len(message) - len(message.lstrip())], message[len(message.rstrip()):]
    return f"{before}{MARKS[0]}{''.join(pieces)}{MARKS[1]}{after}"


def write_pseudo(folder: Path, template: Path = TEMPLATE) -> Path:
    """The pseudo-language's compiled catalog, made from ``template``, in ``folder``; its path."""
    with open(template, "rb") as read:
        sentences = read_po(read)
    catalog = Catalog(locale="en", domain="gobenson")
    for message in sentences:
        if message.id:
            ids = message.id if isinstance(message.id, tuple) else None
            catalog.add(message.id, tuple(map(pseudo_text, ids)) if ids else pseudo_text(message.id),
                        context=message.context)
    path = folder / PSEUDO / "LC_MESSAGES" / "gobenson.mo"
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as out:
        write_mo(out, catalog)
    return path


KEYWORDS = ["-k", "_", "-k", "N_", "-k", "deferred", "-k", "pdeferred:1c,2", "-k", "counted:1,2", "-k", "ngettext:1,2",
            "-k", "pgettext:1c,2"]


COMMENT_TAG = "Translators:"
"""A comment on the line before a marked sentence that begins so goes into the catalogs for the translators:
where a short or ambiguous text appears."""


def pybabel(*arguments: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *arguments], cwd=ROOT, check=True)


def extract(template: Path = TEMPLATE) -> None:
    """The marked sentences of the source into ``template``."""
    template.parent.mkdir(parents=True, exist_ok=True)
    pybabel("extract", "-F", "babel.cfg", "--no-default-keywords", *KEYWORDS, "--add-comments", COMMENT_TAG,
            "--add-location", "file", "--sort-output", "--project", "gobenson", "-o", str(template), ".")


def incomplete(locale: Path = LOCALE) -> dict[str, list[str]]:
    """Language -> the entries of the template its catalog does not translate (missing, empty, a
    plural form empty, or fuzzy), each as ``msgid`` or ``context | msgid``; only the languages that
    lack some."""
    with open(locale / TEMPLATE.name, "rb") as read:
        template = read_po(read)
    lacking = {}
    for po in sorted(locale.glob("*/LC_MESSAGES/gobenson.po")):
        language = po.parts[-3]
        with open(po, "rb") as read:
            catalog = read_po(read, locale=language)
        missing = []
        for entry in template:
            if not entry.id:
                continue
            translated = catalog.get(entry.id, context=entry.context)
            forms = () if translated is None else (translated.string if isinstance(translated.string, tuple)
                                                   else (translated.string,))
            if translated is None or translated.fuzzy or not all(forms):
                english = entry.id if isinstance(entry.id, str) else entry.id[0]
                missing.append(f"{entry.context} | {english}" if entry.context else english)
        if missing:
            lacking[language] = missing
    return lacking


def check_complete(locale: Path = LOCALE) -> int:
    """0 when every language translates every entry; else 1, each entry missing named on standard error."""
    lacking = incomplete(locale)
    for language, missing in lacking.items():
        for english in missing:
            print(f"catalogs: {language}: not translated: {english!r}", file=sys.stderr)
    if lacking:
        print(f"catalogs: {sum(map(len, lacking.values()))} translations missing in "
              f"{', '.join(lacking)}: translate them in gobenson_gui/locale/CODE/LC_MESSAGES/gobenson.po, "
              "then run python tools/catalogs.py", file=sys.stderr)
        return 1
    print("catalogs: every language translates every entry")
    return 0


def main(argv: list[str]) -> int:
    if argv == ["--check-complete"]:
        return check_complete()
    if argv[:1] == ["pseudo"] and len(argv) <= 2:
        folder = Path(argv[1]) if len(argv) == 2 else Path(tempfile.gettempdir()) / "gobenson-pseudo"
        try:
            extract(folder / "gobenson.pot")  # the sentences of the source as it is now; the shipped template stays
            write_pseudo(folder, folder / "gobenson.pot")
        except OSError as error:
            print(f"catalogs: cannot write the pseudo-language's catalog into {folder}: {error.strerror}",
                  file=sys.stderr)
            return 1
        print(f"GOBENSON_LOCALE_DIR={folder} GOBENSON_LANG={PSEUDO} gobenson")
        return 0
    extract()
    if argv[:1] == ["init"] and len(argv) == 2:
        pybabel("init", "-D", "gobenson", "-i", str(TEMPLATE), "-d", str(LOCALE), "-l", argv[1])
    elif argv:
        print(__doc__, file=sys.stderr)
        return 2
    pybabel("update", "-D", "gobenson", "-i", str(TEMPLATE), "-d", str(LOCALE), "--no-fuzzy-matching",
            "--ignore-obsolete")
    pybabel("compile", "-D", "gobenson", "-d", str(LOCALE), "--statistics")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
