"""The editor's settings file, read as untrusted input and written only as a regular file: a bad
file is set aside with a sentence saying so and the defaults are used; a FIFO or a device is
neither waited on nor replaced; a write that fails changes nothing; earlier versions' INI file
gives its plain values and nothing of Qt's binary ones."""

from __future__ import annotations

import errno
import json
import os
import stat
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core import settings as store
from gobenson_gui.core.atomic import WriteError, read_regular
from gobenson_gui.core.settings import MOST_BYTES, SET_ASIDE_SUFFIX, Settings, load, parse_legacy

KEPT = {"language": "de", "recent": ["/home/a/game.sgf", "/home/a/\udcff.sgf"], "engine/timeout": 12.5,
        "window/maximized": True, "window/geometry": [10, 20, 800, 600], "board/region-letters": 125}

EARLIER = r"""[General]
language=de
recent="/a, b/x.sgf", /c\"d/é.sgf
x=@Variant(\0\0\0\x7f\xff\xff\xff\xff\xff\xff)

[board]
wood=@@#ffcc66

[engine]
command="gnugo --mode gtp, x \"q\" \\ =;#"
timeout=12.5

[window]
geometry=@Rect(10 20 300 400)
maximized=false
panels=@ByteArray(\0\0\0\xff\0\0\0\x1\x7f\xff\xff\xff)
shown-panels=moves, analysis
""".encode()


def test_what_is_kept_is_read_back(tmp_path):
    path = tmp_path / "config" / "settings.json"
    Settings(path).update(KEPT)
    again = load(path)
    assert {key: again.value(key) for key in again.keys()} == KEPT and again.notices == []


@pytest.mark.parametrize(("data", "reason"), [
    (b"", "not JSON text"),
    (b'{"language": "de"', "not JSON text"),
    (b"\xff\xfe{}", "not JSON text"),
    (b"[1, 2]", "holds no list of names and values"),
    (b'{"window": {"geometry": 1}}', "the value of window is neither"),
    (b'{"timeout": NaN}', "not JSON text"),
    (b'{"timeout": 1e400}', "the value of timeout is neither"),
    (b'{"x": ' + b"9" * 5000 + b"}", "not JSON text"),
    (b'{"x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "not JSON text"),
    (b'{"recent": ["a", 1]}', "the value of recent is neither"),
    (b'{"x": "' + b"a" * MOST_BYTES + b'"}', "larger than 256 KB"),
], ids=["empty", "cut short", "not UTF-8", "a list", "nested", "NaN", "infinite", "4300 digits", "deep",
        "mixed list", "too large"])
def test_a_bad_file_is_set_aside_with_a_sentence_and_the_defaults_are_used(tmp_path, data, reason):
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    found = load(path)
    assert found.keys() == []
    [notice] = found.notices
    assert reason in notice and f"set aside as {path}{SET_ASIDE_SUFFIX}" in notice and "\n" not in notice
    assert not path.exists() and (tmp_path / ("settings.json" + SET_ASIDE_SUFFIX)).read_bytes() == data


def test_a_file_that_cannot_be_set_aside_is_said_so(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_bytes(b"{")

    def refuse(*args):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(store.os, "replace", refuse)
    [notice] = load(path).notices
    assert "could not be set aside (Read-only file system)" in notice


def read_in_a_thread(path):
    """load(path), failing the test rather than hanging it if the read waits."""
    found = []
    reader = threading.Thread(target=lambda: found.append(load(path)), daemon=True)
    reader.start()
    reader.join(20)
    assert found, "reading the settings waited"
    return found[0]


def test_a_fifo_is_neither_waited_on_nor_set_aside(tmp_path):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    found = read_in_a_thread(fifo)
    assert found.keys() == [] and "a FIFO (named pipe), not a regular file" in found.notices[0]
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


def test_a_link_to_a_fifo_is_neither_read_nor_written(tmp_path):
    fifo, path = tmp_path / "pipe", tmp_path / "settings.json"
    os.mkfifo(fifo)
    path.symlink_to(fifo)
    found = read_in_a_thread(path)
    with pytest.raises(WriteError, match=r"^cannot save .*settings\.json: it is a FIFO \(named pipe\), not a regular"):
        found.setValue("language", "de")
    assert path.is_symlink() and stat.S_ISFIFO(fifo.stat().st_mode) and found.value("language") is None


@pytest.mark.skipif(os.geteuid() != 0, reason="making a device takes root")
def test_a_link_to_a_device_is_not_replaced_by_a_file(tmp_path):
    """As root, a settings file linked to /dev/null would have /dev/null replaced; this one's own null device."""
    device, path = tmp_path / "null", tmp_path / "settings.json"
    os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    path.symlink_to(device)
    found = load(path)
    assert "a character device, not a regular file" in found.notices[0]
    with pytest.raises(WriteError, match="it is a character device, not a regular file"):
        found.update(KEPT)
    assert stat.S_ISCHR(device.lstat().st_mode) and path.is_symlink()


def test_a_link_to_a_regular_file_is_written_through(tmp_path):
    real, path = tmp_path / "dotfiles" / "gobenson.json", tmp_path / "settings.json"
    real.parent.mkdir()
    real.write_text("{}")
    path.symlink_to(real)
    load(path).setValue("language", "fr")
    assert path.is_symlink() and json.loads(real.read_text()) == {"language": "fr"}


def test_a_folder_is_not_read(tmp_path):
    assert "a folder, not a regular file" in load(tmp_path).notices[0]


def test_reading_is_bounded(tmp_path):
    path = tmp_path / "large"
    path.write_bytes(b"x" * 100_000)
    assert len(read_regular(path, 10)) == 11


def test_a_write_that_fails_changes_nothing(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    kept = Settings(path)
    kept.setValue("language", "de")

    def full(target, data):
        raise WriteError(target, os.strerror(errno.ENOSPC), errno.ENOSPC)

    monkeypatch.setattr(store, "write_atomic", full)
    with pytest.raises(WriteError, match="No space left on device"):
        kept.update({"language": "fr", "rules/default": "suicide"})
    assert kept.value("language") == "de" and not kept.contains("rules/default")
    assert json.loads(path.read_text()) == {"language": "de"}


def test_a_change_to_nothing_new_is_not_written(tmp_path, monkeypatch):
    kept = Settings(tmp_path / "settings.json", {"language": "de"})
    monkeypatch.setattr(store, "write_atomic", lambda target, data: pytest.fail("written"))
    kept.setValue("language", "de")


def test_a_value_the_file_cannot_hold_is_a_mistake_in_gobenson(tmp_path):
    with pytest.raises(TypeError):
        Settings(tmp_path / "settings.json").setValue("x", {"a": 1})  # type: ignore[arg-type]


def test_the_earlier_ini_file_gives_its_plain_values_only(tmp_path):
    folder = tmp_path / "gobenson"
    folder.mkdir()
    (folder / "gobenson.conf").write_bytes(EARLIER)
    found = load(folder / "settings.json", folder / "gobenson.conf")
    assert {key: found.value(key) for key in found.keys()} == {
        "language": "de", "recent": ["/a, b/x.sgf", '/c"d/\u00e9.sgf'], "board/wood": "@#ffcc66",
        "engine/command": 'gnugo --mode gtp, x "q" \\ =;#', "engine/timeout": "12.5",
        "window/geometry": [10, 20, 300, 400], "window/maximized": "false",
        "window/shown-panels": ["moves", "analysis"]}
    assert found.notices == [] and not (folder / "settings.json").exists()
    found.setValue("language", "fr")
    assert (folder / "gobenson.conf").read_bytes() == EARLIER  # never written
    assert load(folder / "settings.json", folder / "gobenson.conf").value("language") == "fr"


def test_an_earlier_file_that_is_a_fifo_is_passed_over(tmp_path):
    os.mkfifo(tmp_path / "gobenson.conf")
    found = []
    reader = threading.Thread(target=lambda: found.append(load(tmp_path / "settings.json", tmp_path / "gobenson.conf")),
                              daemon=True)
    reader.start()
    reader.join(20)
    assert found and found[0].keys() == [] and found[0].notices == []


# -- fuzzing -----------------------------------------------------------------------------------

MUTATIONS = st.lists(st.tuples(st.sampled_from(["set", "cut", "insert"]), st.integers(0, 10**6),
                               st.binary(min_size=1, max_size=8)), min_size=1, max_size=8)
WRITTEN = store.serialise(KEPT)


def mutated(data: bytes, mutations) -> bytes:
    changed = bytearray(data)
    for kind, at, fragment in mutations:
        at %= len(changed) + 1
        if kind == "set":
            changed[at:at + 1] = fragment[:1]
        elif kind == "cut":
            del changed[at:at + fragment[0]]
        else:
            changed[at:at] = fragment
    return bytes(changed)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([WRITTEN, EARLIER]), MUTATIONS)
def test_mutated_settings_give_settings_or_the_defaults_and_one_notice(tmp_path_factory, data, mutations):
    folder = tmp_path_factory.mktemp("settings")
    bad = mutated(data, mutations)
    name = "settings.json" if data is WRITTEN else "gobenson.conf"
    (folder / name).write_bytes(bad)
    found = load(folder / "settings.json", folder / "gobenson.conf")
    assert all(store.is_value(found.value(key)) for key in found.keys())
    if found.notices:
        [notice] = found.notices
        assert found.keys() == [] and "\n" not in notice
        assert (folder / ("settings.json" + SET_ASIDE_SUFFIX)).read_bytes() == bad
    found.setValue("language", "de")  # whatever was read can be written again
    assert load(folder / "settings.json").notices == []


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_any_earlier_text_gives_plain_values(text):
    assert all(store.is_value(value) for value in parse_legacy(text).values())
