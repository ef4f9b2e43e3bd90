"""Character sets: a game keeps its values as the raw bytes of its file, in the character set
the file declared in ``CA[]`` (or, without one, the one it implies), and ``GameTree.charset``
names that set as a Python codec.

Nothing is transcoded on reading, so a game read and saved unedited comes back byte for byte,
and text that is not valid in its character set is never "repaired" into something else: it
is shown with replacement characters, a note names its place, and its bytes are written back as
they were.  Text typed in an edit is encoded in the game's character set (see
:func:`.values.encode_text`).  Without ``CA`` the text is taken for UTF-8 when it is valid
UTF-8 (as most programs write today); otherwise the likeliest legacy character set is guessed
and a note says which.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterator, Sequence
from functools import cache

from ..coords import shown
from .values import RawNode
from ..words import reading as words

UTF8 = "utf-8"
FALLBACK = "latin-1"
"""The guess when detection finds nothing: SGF's own default character set."""
GUESSES = ("cp1252", "cp932", "gb18030", "cp949", "big5", "euc_jp", "cp1251", "cp1250")
"""The character sets detection chooses among: those of the Go records found in the wild, the
more common first.  A short name or comment fits many sets equally well; among those the first
here is taken."""
MAX_DAMAGE_NOTES = 20
_LABELS = {"utf-8": "UTF-8", "iso8859-1": "ISO-8859-1", "cp1252": "windows-1252", "cp932": "Shift_JIS",
           "shift_jis": "Shift_JIS", "euc_jp": "EUC-JP", "gb18030": "GB18030", "gbk": "GBK", "gb2312": "GB2312",
           "big5": "Big5", "cp949": "EUC-KR", "euc_kr": "EUC-KR", "cp1251": "windows-1251",
           "cp1250": "windows-1250", "iso2022_jp": "ISO-2022-JP"}


def usable_codec(name: str) -> str | None:
    """The Python codec of a character-set name, None if unknown or unusable in SGF (SGF's
    brackets, backslash and colon must stay single ASCII bytes)."""
    try:
        info = codecs.lookup(name)
    except (LookupError, ValueError):  # ValueError: a name with a NUL in it
        return None
    try:
        keeps_ascii = "\x00[]\\:".encode(info.name) == b"\x00[]\\:"
    except UnicodeError:
        return None
    return info.name if keeps_ascii else None


@cache
def two_byte_leads(codec: str) -> bytes:
    """The bytes that begin a two-byte character of ``codec`` whose second byte may be an ASCII
    byte -- ``\\`` (0x5C) and ``]`` (0x5D) among them, as in 十 (0x8F 0x5C) in Shift_JIS.  Big5 and
    GBK have such characters too; UTF-8, the EUC sets and the one-byte sets none (empty).  Inside
    such a character those bytes are text, not SGF's escape or the end of a value, so the values
    of a game in ``codec`` are split character by character (see :func:`.reader.read_game`)."""
    return bytes(lead for lead in range(0x80, 0x100)
                 if any(_is_one_character(bytes((lead, trail)), codec) for trail in range(0x40, 0x7F)))


def _is_one_character(data: bytes, codec: str) -> bool:
    try:
        return len(data.decode(codec)) == 1
    except UnicodeDecodeError:
        return False


def charset_label(codec: str) -> str:
    """The name to write in ``CA[]`` for a Python codec."""
    return _LABELS.get(codec, codec.upper())


def _checked_values(nodes: Sequence[RawNode], codec: str, all_ascii: bool) -> Iterator[tuple[int, str, bytes]]:
    """(node index, property, value) for each value that could fail to decode in ``codec``:
    those with non-ASCII bytes, and every value for the 7-bit stateful sets (ISO-2022).  With
    ``all_ascii`` (every value is known to be ASCII) only the stateful sets have any."""
    stateful = codec.startswith(("iso2022", "hz"))
    if all_ascii and not stateful:
        return
    for index, node in enumerate(nodes):
        for prop, values in node.properties.items():
            for value in values:
                if stateful or not value.isascii():
                    yield index, prop, value


def _decodes(value: bytes, codec: str) -> bool:
    try:
        value.decode(codec)
    except UnicodeDecodeError:
        return False
    return True


def guess_charset(samples: list[bytes]) -> str:
    """The likeliest of :data:`GUESSES` for some non-UTF-8 text, :data:`FALLBACK` if none fits."""
    from charset_normalizer import from_bytes  # only old files need it: the commands start faster without

    matches = list(from_bytes(b"\n".join(samples), cp_isolation=list(GUESSES)))
    if not matches:
        return FALLBACK
    least_chaos = min(match.chaos for match in matches)
    fitting = {codecs.lookup(name).name for match in matches if match.chaos == least_chaos
               for name in match.could_be_from_charset}
    return next((codec for codec in GUESSES if codec in fitting), FALLBACK)


def declared_charset(values: list[bytes] | None) -> str | None:
    """The codec that the values of a root's ``CA`` name, None without a usable one."""
    if not values or not values[0].strip():
        return None
    return usable_codec(values[0].decode("ascii", "replace").strip())


def likely_charset(root_ca: list[bytes] | None, data: bytes) -> str:
    """The codec of a game's bytes ``data`` before its values are known for sure (see
    :func:`.reader.read_by_characters`): the one its root's ``CA`` (``root_ca``) names, else UTF-8
    when they are valid UTF-8, else the likeliest guess."""
    return declared_charset(root_ca) or (UTF8 if _decodes(data, UTF8) else guess_charset([data]))


def choose_charset(nodes: Sequence[RawNode], number: int, notes: list[str], all_ascii: bool = False) -> str:
    """The codec of game ``number`` (``nodes``: its nodes, root first), adding to ``notes`` what
    was assumed and every value that is not valid in it.  ``all_ascii``: the bytes the game was
    read from are ASCII, so that its values need not be checked one by one (most records)."""
    declared = nodes[0].properties.get("CA")
    codec = declared_charset(declared)
    if codec is None and declared and declared[0].strip():
        notes.append(words.unknown_charset(words.in_game(number), shown(declared[0])))
    if codec is None:
        odd = [value for _, _, value in _checked_values(nodes, UTF8, all_ascii) if not _decodes(value, UTF8)]
        codec = UTF8
        if odd:
            codec = guess_charset(odd)
            notes.append(words.guessed_charset(words.in_game(number), charset_label(codec)))
    damaged = [(index, prop) for index, prop, value in _checked_values(nodes, codec, all_ascii)
               if not _decodes(value, codec)]
    for index, prop in damaged[:MAX_DAMAGE_NOTES]:
        notes.append(words.invalid_value(words.at_node(number, index), prop, charset_label(codec)))
    if len(damaged) > MAX_DAMAGE_NOTES:
        notes.append(words.more_invalid_values(words.in_game(number), len(damaged) - MAX_DAMAGE_NOTES,
                                               charset_label(codec)))
    return codec
