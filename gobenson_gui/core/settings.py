"""The editor's settings file: what it keeps from one run to the next, read and written by
gobenson itself.

The file is untrusted input -- edited by hand, cut short by a full disk, written by another
version -- so it is read strictly: UTF-8 JSON of at most :data:`MOST_BYTES`, one object whose
values are text, numbers, true or false, or lists of text or numbers.  A file that is anything
else is set aside (renamed beside itself, as a bad recovery file is) with a sentence saying so,
and the editor starts with its defaults.  No byte of it reaches Qt's own settings reader, whose
binary values name their own lengths.

Only regular files are read or written: reading refuses a FIFO or a device before opening it,
and every write goes through :func:`~.atomic.write_atomic`, which refuses to replace anything
that is not a regular file (a link is followed only to one).

The settings of earlier versions, in the INI file Qt wrote, are read when there are no others
yet, for their plain values only (text, numbers, lists of text, the window's rectangle); Qt's
binary values there are passed over, as is any line that is not plainly one of those.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Mapping
from pathlib import Path

from .atomic import WriteError, read_regular, write_atomic
from .words import settings as words

MOST_BYTES = 256 * 1024
"""Far more than the editor writes (a few kilobytes); a larger file is no settings file of its."""
SET_ASIDE_SUFFIX = ".unreadable"

Value = str | int | float | bool | list[str] | list[int]
"""What a setting can hold."""


class BadSettings(ValueError):
    """A settings file that is not what gobenson writes; the message says what is wrong."""


class Settings:
    """The settings, kept in memory and in the file ``path`` (none: in memory alone).

    A change is written at once, whole; it is kept in memory only once the file has it, so a
    write that fails (:class:`~.atomic.WriteError`) changes nothing.  ``notices`` are the
    sentences to show when the editor starts: a file set aside, or one that cannot be read."""

    def __init__(self, path: Path | None = None, values: Mapping[str, Value] | None = None,
                 notices: list[str] | None = None) -> None:
        self.path = path
        self._values: dict[str, Value] = dict(values or {})
        self.notices = notices or []

    def value(self, key: str, default: object = None) -> object:
        """The value kept under ``key`` (a list is a copy), else ``default``.  The caller checks
        its type: the file may hold anything of the kinds :data:`Value` names."""
        found = self._values.get(key, default)
        return list(found) if isinstance(found, list) else found

    def contains(self, key: str) -> bool:
        return key in self._values

    def keys(self) -> list[str]:
        return sorted(self._values)

    def setValue(self, key: str, value: Value) -> None:  # named as QSettings names it, as is value
        self.update({key: value})

    def update(self, changes: Mapping[str, Value]) -> None:
        """Keep ``changes``, in one write of the file; WriteError (and nothing changed) when it fails."""
        values = {**self._values, **{key: checked(key, value) for key, value in changes.items()}}
        if values == self._values:
            return
        if self.path is not None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise WriteError(self.path, error.strerror or str(error), error.errno) from None
            write_atomic(self.path, serialise(values))
        self._values = values


def checked(key: str, value: Value) -> Value:
    """``value`` if the file can hold it; TypeError (a mistake in gobenson) if not."""
    if not is_value(value):
        raise TypeError(f"setting {key} cannot hold {value!r}")
    return value.copy() if isinstance(value, list) else value


def is_value(value: object) -> bool:
    if isinstance(value, (str, bool, int)):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(isinstance(item, str) for item in value) or all(
            isinstance(item, int) and not isinstance(item, bool) for item in value)
    return False


def serialise(values: Mapping[str, Value]) -> bytes:
    return (json.dumps(dict(values), indent=1, sort_keys=True) + "\n").encode("ascii")


def parse(data: bytes) -> dict[str, Value]:
    """The settings in ``data``, checked whole; BadSettings saying what is wrong."""
    if len(data) > MOST_BYTES:
        raise BadSettings(words.settings_too_large(MOST_BYTES // 1024))
    try:
        found = json.loads(data.decode("utf-8"), parse_constant=_refuse_constant)
    except RecursionError:
        raise BadSettings(words.settings_not_json("nested too deeply")) from None
    except ValueError as error:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise BadSettings(words.settings_not_json(error)) from None
    if not isinstance(found, dict):
        raise BadSettings(words.settings_not_an_object())
    for key, value in found.items():
        if not is_value(value):
            raise BadSettings(words.settings_bad_value(key))
    return found


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number JSON knows")


def load(path: Path, legacy: Path | None = None) -> Settings:
    """The settings kept in ``path``; those of the earlier INI file ``legacy`` when there is
    no ``path`` yet.  Never raises: a bad file is set aside, one that cannot be read (a FIFO,
    a device, no permission) is left alone, and either gives the default settings and a notice."""
    try:
        data = read_regular(path, MOST_BYTES)
    except FileNotFoundError:
        return Settings(path, read_legacy(legacy) if legacy is not None else {})
    except OSError as error:
        return Settings(path, {}, [words.settings_unreadable(path, error.strerror or error)])
    try:
        return Settings(path, parse(data))
    except BadSettings as error:
        return Settings(path, {}, [set_aside(path, str(error))])


def set_aside(path: Path, reason: str) -> str:
    """Rename a settings file that cannot be used, so that it is kept for a look but in nobody's
    way; the answer is the sentence that says so, and where it went."""
    kept = path.with_name(path.name + SET_ASIDE_SUFFIX)
    try:
        os.replace(path, kept)
    except OSError as error:
        return words.settings_stuck(path, reason, error.strerror or error)
    return words.settings_set_aside(path, reason, kept)


# -- the earlier INI file ----------------------------------------------------------------------

LEGACY_KEY = re.compile(r"[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*")
LEGACY_RECT = re.compile(r"@Rect\((-?\d{1,6}) (-?\d{1,6}) (\d{1,6}) (\d{1,6})\)")
ESCAPES = {"\\": "\\", '"': '"', "'": "'", "a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t",
           "v": "\v"}


def read_legacy(path: Path) -> dict[str, Value]:
    """The plain values of the INI file Qt wrote, if it can be read; nothing otherwise."""
    try:
        data = read_regular(path, MOST_BYTES)
    except OSError:
        return {}
    if len(data) > MOST_BYTES:
        return {}
    return parse_legacy(data.decode("utf-8", errors="replace"))


def parse_legacy(text: str) -> dict[str, Value]:
    """The keys of ``text`` whose values are plain: text (``@@`` for a leading ``@``), a list of
    text (items parted by commas), a rectangle (``@Rect(x y w h)``, as four numbers); sections
    name the keys' groups, ``General`` none."""
    values: dict[str, Value] = {}
    group = ""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            group = "" if line[1:-1] == "General" else line[1:-1] + "/"
            continue
        key, equals, raw = line.partition("=")
        key = group + key.strip()
        if not equals or not LEGACY_KEY.fullmatch(key):
            continue
        value = legacy_value(raw.strip())
        if value is not None:
            values[key] = value
    return values


def legacy_value(raw: str) -> Value | None:
    if raw.startswith("@@"):
        raw = raw[1:]
    elif raw.startswith("@"):
        rect = LEGACY_RECT.fullmatch(raw)
        return [int(number) for number in rect.groups()] if rect else None
    items = legacy_items(raw)
    if items is None:
        return None
    return items[0] if len(items) == 1 else items


def legacy_items(raw: str) -> list[str] | None:
    """The items of a value Qt wrote, parted by commas outside quotes, their escapes read;
    None for a value that is not plainly written so (an escape Qt does not write, a quote left open)."""
    items: list[str] = []
    item: list[str] = []
    quoted, index = False, 0
    while index < len(raw):
        character = raw[index]
        index += 1
        if character == '"':
            quoted = not quoted
        elif character == "," and not quoted:
            items.append("".join(item).strip())
            item = []
        elif character == "\\":
            if index >= len(raw):
                return None
            escaped = raw[index]
            index += 1
            if escaped in ESCAPES:
                item.append(ESCAPES[escaped])
            elif escaped == "x":
                digits = re.match(r"[0-9A-Fa-f]{1,4}", raw[index:])
                if digits is None:
                    return None
                item.append(chr(int(digits.group(), 16)))
                index += digits.end()
            else:
                return None
        else:
            item.append(character)
    if quoted:
        return None
    items.append("".join(item).strip())
    return items
