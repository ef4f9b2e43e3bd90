"""The sample positions by title, for File > Open sample: a teacher picks "Benson 1976, Fig. 7",
not ``benson_fig7.sgf``, and reads it in the language spoken (see :mod:`...core.sgf.sample_texts`)."""

from __future__ import annotations

from pathlib import Path
from textwrap import shorten

from ..core.sgf.document import Document
from ..core.sgf.errors import SgfError
from ..core.report import game_title
from ..core.sgf.properties import comment, game_info
from ..core.sgf.sample_texts import spoken

TITLE_WIDTH = 60
"""A menu entry's characters at most: a long first line of a comment is cut at a word."""


def sample_title(path: Path) -> str:
    """The first game's title, else the first line of its root comment, in the language spoken;
    else the file's name (also for a file that cannot be read: opening it then says why)."""
    try:
        game = Document.open(path).games[0]
    except (SgfError, OSError):
        return path.stem
    lines = comment(game.root, game.charset).strip().splitlines()
    title = game_title(game_info(game)) or (lines[0].strip() if lines else "") or path.stem
    return shortened(spoken(title))


def shortened(title: str) -> str:
    """``title`` cut to :data:`TITLE_WIDTH` characters at a word, else (Chinese and Japanese write
    no spaces between words) after as many characters as fit."""
    at_word = shorten(title, TITLE_WIDTH, placeholder="\u2026")
    if len(at_word) > TITLE_WIDTH // 2 or len(title) <= TITLE_WIDTH:
        return at_word
    return title[:TITLE_WIDTH - 1].rstrip() + "\u2026"


def samples(folder: Path) -> list[tuple[str, Path]]:
    """(title, path) of every SGF file in ``folder``, by title."""
    found = [(sample_title(path), path) for path in folder.glob("*.sgf")]
    return sorted(found, key=lambda item: (item[0].casefold(), item[1].name))
