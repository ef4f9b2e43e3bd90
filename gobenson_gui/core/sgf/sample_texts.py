"""The sample positions' words in the language spoken.

The sample files stay English; a sample opened as a new document (the welcome position, File >
Open sample) reads its name, comments, event, round and source, and its labels that are words,
through the catalog, one line of text at a time, so that editing a paragraph of a sample asks for
that paragraph's translation alone.  ``tools/catalogs.py`` finds those lines with :func:`extract`
(see ``babel.cfg``), as it finds the program's own sentences."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import IO, Any

from ..words.i18n import _
from .document import Document
from .values import decode_text, encode_text

SPOKEN = ("GN", "EV", "RO", "SO", "GC", "C", "N")
"""The properties whose words are translated; not the players' names, ranks, place, date or result."""


def _is_words(label: str) -> bool:
    """A label that is words (``far corner``), not a name of a point, block or region (``b1``)."""
    return " " in label.strip()


def _lines(text: str) -> list[str]:
    """The lines of ``text`` that are catalog messages: those with something written on them."""
    return [line for line in text.split("\n") if line.strip()]


def spoken(text: str) -> str:
    """``text`` with each of its lines in the language spoken (lines the catalog lacks stay)."""
    return "\n".join(_(line) if line.strip() else line for line in text.split("\n"))


def _texts(document: Document) -> Iterator[tuple[list[bytes], int, bytes, str, str]]:
    """Every translatable text of ``document``: its value list and index, what comes before the
    text in the value (a label's point and colon), the text unescaped, and its charset."""
    for game in document.games:
        for node in game.root.walk():
            for prop in SPOKEN:
                for index, value in enumerate(node.properties.get(prop, [])):
                    yield node.properties[prop], index, b"", decode_text(value, game.charset), game.charset
            for index, value in enumerate(node.properties.get("LB", [])):
                point, colon, label = value.partition(b":")
                if _is_words(text := decode_text(label, game.charset)):
                    yield node.properties["LB"], index, point + colon, text, game.charset


def speak_samples(document: Document) -> None:
    """Put ``document``'s words in the language spoken, in place (before it is shown)."""
    for values, index, before, text, charset in list(_texts(document)):
        translated = encode_text(spoken(text), charset)
        values[index] = before + (translated.replace(b":", b"\\:") if before else translated)


def extract(fileobj: IO[bytes], keywords: Iterable[str], comment_tags: Iterable[str],
            options: dict[str, Any]) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel's extraction method for sample files: each line of their words, as a message."""
    document = Document.from_bytes(fileobj.read())
    for *_where, text, _charset in _texts(document):
        for line in _lines(text):
            yield 1, None, line, []
