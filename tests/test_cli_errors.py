"""What every command does with inputs it cannot use, and with a standard output that fails."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gobenson_gui.cli import inputs
from gobenson_gui.cli import main

ROOT = Path(__file__).resolve().parents[1]
GOOD = "X . X\n"


def run(capsys, *argv: str):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def command_argv(command: str, name: str, tmp_path: Path) -> list[str]:
    extra = ["-o", str(tmp_path / "out.sgf")] if command == "annotate" else []
    return [command, name, *extra]


def assert_one_line_error(err: str, name: str, message: str) -> None:
    assert err.startswith(f"gobenson: {name}: ") and err.count("\n") == 1, err[:300]
    assert message in err and "Traceback" not in err


def odd_input(kind: str, tmp_path: Path) -> tuple[str, str]:
    """A path of an unusable input, and a part of the message it must get."""
    if kind == "empty":
        (tmp_path / "empty.sgf").write_bytes(b"")
        return str(tmp_path / "empty.sgf"), "no"
    if kind == "directory":
        return str(tmp_path), "Is a directory"
    if kind == "under a file":
        (tmp_path / "plain").write_text(GOOD)
        return str(tmp_path / "plain" / "x.sgf"), "Not a directory"
    if kind == "binary":
        (tmp_path / "noise.sgf").write_bytes(bytes(range(256)) * 40)
        return str(tmp_path / "noise.sgf"), "not"
    if kind == "huge line":
        (tmp_path / "line.txt").write_text("hello world " * 200_000)
        return str(tmp_path / "line.txt"), "not"
    # A sparse file: 1 GB long, hardly any disk taken.
    path = tmp_path / "huge.sgf"
    with open(path, "wb") as handle:
        handle.truncate(2**30)
    return str(path), "the file is 1,024 MB; gobenson reads inputs of up to 64 MB"


@pytest.mark.parametrize("command", ["analyze", "kill", "annotate"])
@pytest.mark.parametrize("kind", ["empty", "directory", "under a file", "binary", "huge line", "1 GB"])
def test_every_odd_input_gets_one_line_and_status_1(capsys, tmp_path, command, kind):
    name, message = odd_input(kind, tmp_path)
    if kind == "directory" and command != "kill":  # analyze and annotate read the *.sgf files of a folder
        message = "a folder without .sgf files"
    status, out, err = run(capsys, *command_argv(command, name, tmp_path))
    assert status == 1 and out == ""
    assert_one_line_error(err, name, message)
    assert len(err) < 200  # never the whole input quoted back
    assert not (tmp_path / "out.sgf").exists()


def test_other_files_still_run_after_an_oversized_one(capsys, tmp_path):
    huge, message = odd_input("1 GB", tmp_path)
    (tmp_path / "good.txt").write_text(GOOD)
    status, out, err = run(capsys, "analyze", "--format", "summary", huge, str(tmp_path / "good.txt"))
    assert status == 1 and "good.txt node 0" in out
    assert_one_line_error(err, huge, message)


def test_standard_input_beyond_the_limit_is_refused_without_reading_on(monkeypatch, capsys):
    monkeypatch.setattr(inputs, "MAX_FILE_BYTES", 2**20)
    stream = io.BytesIO(b"(;" + b"C[x]" * 2**20)
    monkeypatch.setattr(sys, "stdin", type("Stdin", (), {"buffer": stream})())
    status, _, err = run(capsys, "analyze", "-")
    assert status == 1
    assert err == "gobenson: -: the input is more than 1 MB; gobenson reads inputs of up to 1 MB\n"
    assert stream.tell() == 2**20 + 1


def test_text_beyond_a_diagram_size_is_refused_before_parsing(files, capsys):
    name = files("long.txt", "X . X\n" * 200_000)
    status, _, err = run(capsys, "analyze", name)
    assert status == 1
    assert_one_line_error(err, name, "not SGF, and at 1.1 MB too long for a text diagram "
                                     "(gobenson reads diagrams of up to 1 MB)")


def test_a_bad_diagram_line_is_quoted_short(files, capsys):
    name = files("words.txt", "hello world " * 1000)
    _, _, err = run(capsys, "kill", name)
    assert err == f"gobenson: {name}: line 1: 'hello world hello wo...' is not a row of X, O and .\n"


def test_a_file_name_with_a_line_break_still_gets_one_line(files, capsys):
    name = files("two\nlines.txt", "hello world\n")
    status, _, err = run(capsys, "analyze", name)
    assert status == 1 and err.count("\n") == 1
    escaped = name.replace("\n", "\\n")
    assert err.startswith(f"gobenson: {escaped}: line 1: 'hello world' is not a row")


def test_games_after_the_first_are_noted(files, capsys):
    name = files("two.sgf", b"(;SZ[5]AB[aa])(;SZ[9])")
    status, out, err = run(capsys, "analyze", "--format", "summary", name)
    assert status == 0 and out.startswith(f"{name} node 0: black 0 safe stones")
    assert err == f"gobenson: {name}: note: only the first of its 2 games is used\n"


def command(*argv: str) -> list[str]:
    return [sys.executable, "-c", "import sys; from gobenson_gui.cli import main; sys.exit(main(sys.argv[1:]))",
            *argv]


def environment() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT))


def test_a_reader_that_goes_away_ends_the_output_quietly(files):
    """``gobenson analyze ... | head -1``: far more output than a pipe holds, and the reader
    closes after one line."""
    names = [files(f"b{number}.txt", GOOD) for number in range(300)]
    process = subprocess.Popen(command("analyze", *names), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=environment())
    assert process.stdout.readline()
    process.stdout.close()
    error = process.stderr.read()
    assert process.wait(timeout=60) == 128 + 13
    assert error == b""


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_output_is_said_once_and_not_blamed_on_a_file(files):
    names = [files(f"b{number}.txt", GOOD) for number in range(3)]
    with open("/dev/full", "w") as full:
        done = subprocess.run(command("analyze", "--format", "summary", *names), stdout=full,
                              stderr=subprocess.PIPE, text=True, env=environment(), timeout=60)
    assert done.returncode == 1
    assert done.stderr == "gobenson: standard output: No space left on device\n"


def test_a_file_that_grew_after_its_size_was_read_is_read_to_its_end_or_to_the_limit(monkeypatch, tmp_path):
    """The read is as long as the file's size said, and goes on if the file is longer by then."""
    monkeypatch.setattr(inputs, "MAX_FILE_BYTES", 100)
    monkeypatch.setattr(inputs, "_file_size", lambda handle: 8)  # the size before the file grew
    path = tmp_path / "grown.sgf"
    path.write_bytes(b"(;GM[1]C[x])")
    with open(path, "rb") as handle:
        assert inputs._bounded(handle) == b"(;GM[1]C[x])"
    path.write_bytes(b"(;GM[1]C[" + b"x" * 200 + b"])")
    with open(path, "rb") as handle, pytest.raises(inputs.InputError, match="the input is more than"):
        inputs._bounded(handle)


def test_a_pipe_is_read_to_its_end(monkeypatch):
    read_end, write_end = os.pipe()
    os.write(write_end, GOOD.encode())
    os.close(write_end)
    with os.fdopen(read_end, "rb") as handle:
        assert inputs._bounded(handle) == GOOD.encode()
