"""Update gobenson's translation catalogs with Babel (``pip install -e '.[dev]'`` brings it).

    python tools/catalogs.py            # extract, update every language's .po, compile the .mo files
    python tools/catalogs.py init CODE  # start the catalog of a new language

It extracts the templates of the word family (see ``babel.cfg``: ``_``, ``N_`` and the plurals of
``counted``) into ``gobenson_gui/locale/gobenson.pot``, merges them into each
``gobenson_gui/locale/CODE/LC_MESSAGES/gobenson.po`` and compiles those into the ``.mo`` files that
ship in the package.  Translate the new or fuzzy entries of the .po files, then run it again.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "gobenson_gui" / "locale"
TEMPLATE = LOCALE / "gobenson.pot"
KEYWORDS = ["-k", "_", "-k", "N_", "-k", "counted:1,2", "-k", "ngettext:1,2"]


def pybabel(*arguments: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *arguments], cwd=ROOT, check=True)


def extract() -> None:
    LOCALE.mkdir(exist_ok=True)
    pybabel("extract", "-F", "babel.cfg", "--no-default-keywords", *KEYWORDS, "--no-location", "--sort-output",
            "--project", "gobenson", "-o", str(TEMPLATE.relative_to(ROOT)), ".")


def main(argv: list[str]) -> int:
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
