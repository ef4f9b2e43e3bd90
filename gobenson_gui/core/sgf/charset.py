"""Character sets: a game keeps its values as the raw bytes of its file, in the character set
the file declared in ``CA[]`` (or, without one, the one it implies), and ``GameTree.charset``
names that set as a Python codec.

Nothing is transcoded on reading, so a game read and saved unedited comes back byte for byte,
and text that is not valid in its character set is never "repaired" into something else: it
is shown with replacement characters, a note names its place, and its bytes are written back as
they were.  Text typed in an edit is encoded in the game's character set (see
:func:`.values.encode_text`).  Without ``CA`` the text is taken for UTF-8 when it is valid
UTF-8 (as most programs write today); otherwise the likeliest legacy character set is guessed
and a note says which.  Chinese, Japanese and Korean text is told apart by Go's own words and by
how common its characters are: bytes of one set read in another give rare characters and no
words of Go (see :func:`cjk_charset`).
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
CJK = ("gb18030", "cp932", "cp949", "big5", "euc_jp")
"""The two-byte character sets of Go's three countries, the likelier first in a tie: most files
without ``CA`` that are not UTF-8 are Chinese (MultiGo and StoneBase exports)."""
_CHINESE = ("黑先", "白先", "活", "死", "劫", "正解", "失败", "失敗", "变化", "變化", "亦可", "棋", "妙", "黑", "白")
_JAPANESE = ("黒先", "白先", "黒番", "白番", "正解", "失敗", "変化", "活", "死", "劫", "碁", "妙", "黒", "白")
GO_WORDS = {"gb18030": _CHINESE, "big5": _CHINESE, "cp932": _JAPANESE, "euc_jp": _JAPANESE,
            "cp949": ("흑선", "백선", "흑", "백", "정답", "실패", "사활", "삶", "죽음", "패", "바둑")}
"""Words of Go in the language each set is written in: the evidence that a text is read right."""
_COMMON_LEADS = {"gb18030": (range(0xA1, 0xAA), range(0xB0, 0xD8)),  # GB2312 symbols, level-1 hanzi
                 "big5": (range(0xA1, 0xC7),),  # symbols, the 5,401 common hanzi
                 "cp949": (range(0xA1, 0xAD), range(0xB0, 0xC9)),  # KS X 1001 symbols, hangul
                 "cp932": (range(0x81, 0x85), range(0x88, 0x99)),  # JIS symbols, kana, level-1 kanji
                 "euc_jp": (range(0xA1, 0xA9), range(0xB0, 0xD0))}  # the same in EUC-JP
"""Per set, the first bytes of its common characters: those of the first level of its national
standard.  Other characters (a second level, an extension, half-width kana) are rare in text."""
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
    """The bytes that begin a two-byte character of ``codec``, when some of its two-byte
    characters have an ASCII second byte -- ``\\`` (0x5C) and ``]`` (0x5D) among them, as in 十
    (0x8F 0x5C) in Shift_JIS.  Big5, GBK and EUC-KR's extension (cp949) have such characters too;
    UTF-8, the EUC sets and the one-byte sets none (empty).  Inside such a character those bytes
    are text, not SGF's escape or the end of a value, so the values of a game in ``codec`` are
    split character by character (see :func:`.reader.read_game`): every lead is named, since a
    lead's second byte may itself be a lead (활 is 0xC8 0xB0 in EUC-KR, and 0xB0 begins 갂)."""
    if not any(_is_one_character(bytes((lead, trail)), codec) for lead in range(0x80, 0x100)
               for trail in range(0x40, 0x7F)):
        return b""
    return bytes(lead for lead in range(0x80, 0x100)
                 if any(_is_one_character(bytes((lead, trail)), codec) for trail in range(0x40, 0xFF)))


def _is_one_character(data: bytes, codec: str) -> bool:
    try:
        return len(data.decode(codec)) == 1
    except UnicodeDecodeError:
        return False


def charset_label(codec: str) -> str:
    """The common name of a Python codec, as notes say it."""
    return _LABELS.get(codec, codec.upper())


def declared_label(codec: str) -> str:
    """The name to write in ``CA[]`` so that the game reads back in ``codec``: its common name
    when that names the same codec, else the codec's own (``cp932``, Microsoft's Shift_JIS, and
    ``cp949``, its EUC-KR, have two-byte characters the sets of their common names lack, and a
    game read back in those would split its values elsewhere)."""
    label = charset_label(codec)
    return label if usable_codec(label) == usable_codec(codec) else codec


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


def _common_share(text: str, codec: str) -> float:
    """The share of ``text``'s non-ASCII characters that are common ones in ``codec``."""
    others = [character for character in text if not character.isascii()]
    if not others:
        return 0.0
    common = sum(1 for character in others
                 if len(encoded := character.encode(codec)) == 2 and (codec == "cp932" or encoded[1] >= 0xA1)
                 and any(encoded[0] in leads for leads in _COMMON_LEADS[codec]))
    return common / len(others)


def cjk_charset(data: bytes, candidates: Sequence[str] = CJK) -> tuple[str, int, float] | None:
    """The set of :data:`CJK` (among ``candidates``) that reads ``data`` best, with the number
    of Go's words (:data:`GO_WORDS`) its text holds and the share of common characters; None when
    none reads it.  The words decide first, then the common characters, then the order."""
    best = None
    for codec in candidates:
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        key = (sum(text.count(word) for word in GO_WORDS[codec]), _common_share(text, codec))
        if best is None or key > best[1:]:
            best = (codec, *key)
    return best


def guess_charset(samples: list[bytes]) -> str:
    """The likeliest of :data:`GUESSES` for some non-UTF-8 text, :data:`FALLBACK` if none fits.
    Text that holds Go's words in a set of :data:`CJK` is in that set; otherwise when the
    general detector takes the text for one of them, the one with the commonest characters wins."""
    data = b"\n".join(samples)
    cjk = cjk_charset(data)
    if cjk is not None and cjk[1]:
        return cjk[0]
    from charset_normalizer import from_bytes  # only old files need it: the commands start faster without

    matches = list(from_bytes(data, cp_isolation=list(GUESSES)))
    if not matches:
        return FALLBACK
    least_chaos = min(match.chaos for match in matches)
    fitting = {codecs.lookup(name).name for match in matches if match.chaos == least_chaos
               for name in match.could_be_from_charset}
    guess = next((codec for codec in GUESSES if codec in fitting), FALLBACK)
    return cjk[0] if guess in CJK and cjk is not None else guess


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


def choose_charset(nodes: Sequence[RawNode], number: int, notes: list[str], all_ascii: bool = False,
                   split_by: str | None = None) -> str:
    """The codec of game ``number`` (``nodes``: its nodes, root first), adding to ``notes`` what
    was assumed and every value that is not valid in it.  ``all_ascii``: the bytes the game was
    read from are ASCII, so that its values need not be checked one by one (most records).
    ``split_by``: the codec the reader split the values by; without a ``CA`` it is the game's,
    since the values are what that codec made of the bytes (a guess from the values alone may
    choose another, whose two-byte characters would split them elsewhere)."""
    declared = nodes[0].properties.get("CA")
    codec = declared_charset(declared)
    if codec is None and declared and declared[0].strip():
        notes.append(words.unknown_charset(words.in_game(number), shown(declared[0])))
    if codec is None:
        odd = [value for _, _, value in _checked_values(nodes, UTF8, all_ascii) if not _decodes(value, UTF8)]
        codec = UTF8
        if odd:
            codec = split_by or guess_charset(odd)
            notes.append(words.guessed_charset(words.in_game(number), charset_label(codec)))
    damaged = [(index, prop) for index, prop, value in _checked_values(nodes, codec, all_ascii)
               if not _decodes(value, codec)]
    for index, prop in damaged[:MAX_DAMAGE_NOTES]:
        notes.append(words.invalid_value(words.at_node(number, index), prop, charset_label(codec)))
    if len(damaged) > MAX_DAMAGE_NOTES:
        notes.append(words.more_invalid_values(words.in_game(number), len(damaged) - MAX_DAMAGE_NOTES,
                                               charset_label(codec)))
    return codec
