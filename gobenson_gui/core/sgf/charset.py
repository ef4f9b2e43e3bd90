"""Character sets: every game is held in UTF-8 whatever its file said in ``CA[]``.

A file's values are re-encoded to UTF-8 on reading (UTF-8 when ``CA`` is absent, falling back to
Latin-1 for old files that are not valid UTF-8), so the rest of gobenson meets one encoding and
saving writes UTF-8 with ``CA[UTF-8]``.  Re-encoding raw values is safe because SGF's escapes and
brackets are ASCII, which every supported character set keeps as is.
"""

from __future__ import annotations

import codecs

from .errors import SgfError
from .values import shown

UTF8 = "utf-8"
FALLBACK = "latin-1"


def declared_charset(values: list[bytes] | None) -> str | None:
    """The Python codec named by a ``CA`` value, None when absent or empty."""
    if not values or not values[0].strip():
        return None
    name = values[0].decode("ascii", "replace").strip()
    try:
        info = codecs.lookup(name)
    except (LookupError, ValueError):  # ValueError: a name with a NUL in it
        raise SgfError(f"CA[{shown(values[0])}] names an unknown character set") from None
    if "\x00".encode(info.name) != b"\x00" or "[]\\:".encode(info.name) != b"[]\\:":
        raise SgfError(f"CA[{shown(values[0])}] is not a character set SGF can use (it must keep ASCII as is)")
    return info.name


def _transcode(properties_list, charset: str) -> None:
    for properties in properties_list:
        for values in properties.values():
            for index, value in enumerate(values):
                if not value.isascii():
                    values[index] = value.decode(charset).encode(UTF8)


def _all_valid(properties_list, charset: str) -> bool:
    try:
        for properties in properties_list:
            for values in properties.values():
                for value in values:
                    if not value.isascii():
                        value.decode(charset)
    except UnicodeDecodeError:
        return False
    return True


def to_utf8(properties_list: list[dict[str, list[bytes]]], number: int) -> None:
    """Re-encode, in place, the property maps of game ``number`` (its root first) to UTF-8; a
    game that was in another character set gets ``CA[UTF-8]`` (in ``CA``'s place if it had one)."""
    root = properties_list[0]
    declared = declared_charset(root.get("CA"))
    charset = declared or UTF8
    if not _all_valid(properties_list, charset):
        if declared is not None and declared != UTF8:
            raise SgfError(f"game {number}: the text is not valid {declared} as its CA[] says")
        charset = FALLBACK
    if codecs.lookup(charset).name == UTF8:
        return
    _transcode(properties_list, charset)
    root["CA"] = [b"UTF-8"]


def has_non_ascii(properties_list) -> bool:
    return any(not value.isascii() for properties in properties_list
               for values in properties.values() for value in values)
