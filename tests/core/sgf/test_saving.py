"""Saving: permissions, symbolic links, long and impossible names, and faults at every step that
leave the old file whole, no temporary file and no open descriptor."""

from __future__ import annotations

import os
import stat
from contextlib import contextmanager

import pytest

from gobenson_gui.core import atomic
from gobenson_gui.core.atomic import WriteError, write_atomic

OLD = b"(;SZ[9]C[the old file])"
NEW = b"(;SZ[9]C[the new file])" * 100


def open_descriptors() -> set[str]:
    return set(os.listdir("/proc/self/fd"))


@contextmanager
def umask(mask: int):
    previous = os.umask(mask)
    try:
        yield
    finally:
        os.umask(previous)


# -- permissions ---------------------------------------------------------------------------------


@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_the_mode_the_umask_gives(tmp_path, mask, mode):
    target = tmp_path / "game.sgf"
    with umask(mask):
        write_atomic(target, NEW)
    assert target.stat().st_mode & 0o777 == mode
    assert target.read_bytes() == NEW


@pytest.mark.parametrize("mask", [0o022, 0o077])
@pytest.mark.parametrize("mode", [0o600, 0o640, 0o666, 0o444])
def test_an_existing_file_keeps_its_mode_whatever_the_umask(tmp_path, mask, mode):
    target = tmp_path / "game.sgf"
    target.write_bytes(OLD)
    os.chmod(target, mode)
    with umask(mask):
        write_atomic(target, NEW)
    assert target.stat().st_mode & 0o777 == mode
    assert target.read_bytes() == NEW


# -- symbolic links ------------------------------------------------------------------------------


def test_saving_through_a_chain_of_links_keeps_the_links_and_writes_the_real_file(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "links").mkdir()
    real = tmp_path / "games" / "game.sgf"
    real.write_bytes(OLD)
    os.chmod(real, 0o640)
    middle = tmp_path / "links" / "middle.sgf"
    middle.symlink_to(os.path.join("..", "games", "game.sgf"))  # a relative link
    link = tmp_path / "link.sgf"
    link.symlink_to(middle)
    write_atomic(link, NEW)
    assert link.is_symlink() and os.readlink(link) == str(middle)
    assert middle.is_symlink() and os.readlink(middle) == os.path.join("..", "games", "game.sgf")
    assert real.read_bytes() == NEW and not real.is_symlink()
    assert real.stat().st_mode & 0o777 == 0o640
    # The temporary file was made beside the real file and is gone.
    assert sorted(os.listdir(tmp_path / "games")) == ["game.sgf"]
    assert sorted(os.listdir(tmp_path / "links")) == ["middle.sgf"]


def test_a_link_to_a_file_not_made_yet_gets_it_made(tmp_path):
    link = tmp_path / "link.sgf"
    link.symlink_to(tmp_path / "new.sgf")
    write_atomic(link, NEW)
    assert link.is_symlink()
    assert (tmp_path / "new.sgf").read_bytes() == NEW


def test_a_loop_of_links_is_an_sgf_error_and_the_links_stay(tmp_path):
    (tmp_path / "a.sgf").symlink_to(tmp_path / "b.sgf")
    (tmp_path / "b.sgf").symlink_to(tmp_path / "a.sgf")
    with pytest.raises(WriteError, match=r"cannot save .*a\.sgf: Too many levels of symbolic links"):
        write_atomic(tmp_path / "a.sgf", NEW)
    assert (tmp_path / "a.sgf").is_symlink() and (tmp_path / "b.sgf").is_symlink()
    assert sorted(os.listdir(tmp_path)) == ["a.sgf", "b.sgf"]


# -- what is not a regular file ----------------------------------------------------------------


@pytest.mark.parametrize("through_link", [False, True])
def test_a_fifo_or_a_link_to_one_is_refused_and_stays_a_fifo(tmp_path, through_link):
    """Swapping a file in would put a plain file in the place of a FIFO (or of /dev/null)."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    target = tmp_path / "link.sgf" if through_link else fifo
    if through_link:
        target.symlink_to(fifo)
    with pytest.raises(WriteError) as caught:
        write_atomic(target, NEW)
    assert str(caught.value) == (f"cannot save {target}: it is a FIFO (named pipe), not a regular file; "
                                 "gobenson writes only regular files")
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert sorted(os.listdir(tmp_path)) == sorted(["pipe"] + ["link.sgf"] * through_link)


def test_a_folder_is_refused_and_stays_a_folder(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    with pytest.raises(WriteError, match="it is a folder, not a regular file"):
        write_atomic(folder, NEW)
    assert folder.is_dir() and os.listdir(folder) == []


# -- names ---------------------------------------------------------------------------------------


def test_a_name_of_255_bytes_can_be_saved(tmp_path):
    target = tmp_path / ("é" * 125 + "a.sgf")
    assert len(target.name.encode()) == 255
    write_atomic(target, NEW)
    assert target.read_bytes() == NEW
    assert os.listdir(tmp_path) == [target.name]


@pytest.mark.parametrize("name", ["game\0.sgf", "\0", "folder\0/game.sgf"])
def test_a_nul_in_the_name_is_a_one_line_sgf_error(tmp_path, name):
    with pytest.raises(WriteError) as caught:
        write_atomic(tmp_path / name, NEW)
    message = str(caught.value)
    assert "NUL" in message and "\0" not in message and "\n" not in message
    assert os.listdir(tmp_path) == []


# -- faults --------------------------------------------------------------------------------------


def failing_before(step: str):
    def fail(*args, **kwargs):
        raise OSError(28, f"No space left on device (in {step})")
    return fail


def failing_after(real):
    """The step is done (half of the bytes of a write), then reported as failed: the hardest
    case for the clean-up, which must not close or remove a thing twice or miss one."""
    def fail(descriptor, *args):
        if args:
            data = args[0]
            real(descriptor, data[:len(data) // 2])
        else:
            real(descriptor)
        raise OSError(5, "Input/output error")
    return fail


FAULTS = {
    "open": lambda: failing_before("open"),
    "chmod": lambda: failing_before("chmod"),
    "write": lambda: failing_after(os.write),
    "fsync": lambda: failing_before("fsync"),
    "close": lambda: failing_after(os.close),
    "replace": lambda: failing_before("replace"),
}


@pytest.mark.parametrize("step, existing", [(step, existing) for step in FAULTS for existing in (True, False)
                                             if existing or step != "chmod"])  # a new file needs no chmod
def test_a_fault_at_any_step_leaves_the_old_file_no_temporary_and_no_descriptor(tmp_path, monkeypatch,
                                                                               step, existing):
    target = tmp_path / "game.sgf"
    if existing:
        target.write_bytes(OLD)
    before = open_descriptors()
    monkeypatch.setattr(atomic.os, step, FAULTS[step]())
    with pytest.raises(WriteError, match=r"^cannot save .*game\.sgf: (No space left|Input/output error)[^\n]*$"):
        write_atomic(target, NEW)
    monkeypatch.undo()
    assert open_descriptors() == before
    assert os.listdir(tmp_path) == (["game.sgf"] if existing else [])
    if existing:
        assert target.read_bytes() == OLD


@pytest.mark.parametrize("step", ["write", "replace"])
def test_a_second_fault_in_the_clean_up_names_the_file_left_behind(tmp_path, monkeypatch, step):
    target = tmp_path / "game.sgf"
    target.write_bytes(OLD)
    before = open_descriptors()
    monkeypatch.setattr(atomic.os, step, FAULTS[step]())
    monkeypatch.setattr(atomic.os, "unlink", failing_before("unlink"))
    with pytest.raises(WriteError) as caught:
        write_atomic(target, NEW)
    monkeypatch.undo()
    assert open_descriptors() == before
    assert target.read_bytes() == OLD
    [left] = set(os.listdir(tmp_path)) - {"game.sgf"}
    message = str(caught.value)
    assert "\n" not in message
    assert f"the temporary file {tmp_path / left} could not be removed (No space left on device (in unlink))" in message


def test_an_interrupt_during_the_write_cleans_up_and_goes_on(tmp_path, monkeypatch):
    target = tmp_path / "game.sgf"
    target.write_bytes(OLD)
    before = open_descriptors()

    def interrupted(descriptor, data):
        raise KeyboardInterrupt

    monkeypatch.setattr(atomic.os, "write", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, NEW)
    monkeypatch.undo()
    assert open_descriptors() == before
    assert os.listdir(tmp_path) == ["game.sgf"] and target.read_bytes() == OLD


def test_short_writes_are_continued(tmp_path, monkeypatch):
    real_write = os.write
    monkeypatch.setattr(atomic.os, "write", lambda descriptor, data: real_write(descriptor, data[:7]))
    write_atomic(tmp_path / "game.sgf", NEW)
    monkeypatch.undo()
    assert (tmp_path / "game.sgf").read_bytes() == NEW


def test_a_folder_that_cannot_be_synced_does_not_fail_the_save(tmp_path, monkeypatch):
    target = tmp_path / "game.sgf"
    real_fsync = os.fsync

    def files_only(descriptor):
        if os.path.isdir(f"/proc/self/fd/{descriptor}"):
            raise OSError(22, "Invalid argument")
        real_fsync(descriptor)

    before = open_descriptors()
    monkeypatch.setattr(atomic.os, "fsync", files_only)
    write_atomic(target, NEW)
    monkeypatch.undo()
    assert target.read_bytes() == NEW and open_descriptors() == before
