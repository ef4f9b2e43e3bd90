"""``gobenson desktop``, ``gobenson thumbnail``, the manual page and the shell completions."""

from __future__ import annotations

import errno
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from gobenson_gui.cli import build_parser, main
from gobenson_gui.core import atomic
from gobenson_gui.cli.completion import WRITERS
from gobenson_gui.cli.desktop import MIME_TYPE, exec_argument
from gobenson_gui.cli.manual import manual_page
from gobenson_gui.cli.outline import outline
from gobenson_gui.cli.thumbnail import MOST_BYTES
from gobenson_gui.gui.data import APPLICATION_ICON_SIZES

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "sample_sgf" / "sensei_example1.sgf"
PROGRAM = outline(build_parser())
EVERY_COMMAND = PROGRAM.walk()


def test_the_outline_holds_every_command_including_nested_ones():
    names = {command.name for command in EVERY_COMMAND}
    assert {"gobenson desktop", "gobenson thumbnail", "gobenson exercises check"} <= names
    rules = next(option for option in EVERY_COMMAND[1].options if option.flags == ("--rules",))
    assert rules.choices == ("no-suicide", "suicide")


def fish_flag(flag: str) -> str:
    """How fish's ``complete`` spells an option: ``-l rules`` for --rules, ``-s o`` for -o."""
    return "-l " + flag[2:] if flag.startswith("--") else "-s " + flag[1:]


@pytest.mark.parametrize("shell", WRITERS)
def test_each_completion_offers_every_command_option_and_choice(shell):
    script = WRITERS[shell](PROGRAM)
    for command in EVERY_COMMAND[1:]:
        assert command.path[-1] in script, command.name
    for command in EVERY_COMMAND:
        for option in command.options:
            spelled = [fish_flag(flag) if shell == "fish" else flag for flag in option.flags]
            assert all(flag in script for flag in spelled), (command.name, option.flags)
            assert all(choice in script for choice in option.choices)


def _complete(words: list[str]) -> list[str]:
    """What the bash completion offers for the last of ``words``."""
    script = WRITERS["bash"](PROGRAM)
    line = "COMP_WORDS=({words}); COMP_CWORD={cword}; _gobenson; printf '%s\\n' \"${{COMPREPLY[@]}}\"".format(
        words=" ".join("'" + word + "'" for word in words), cword=len(words) - 1)
    done = subprocess.run(["bash", "-c", script + line], capture_output=True, text=True, cwd=ROOT / "sample_sgf",
                          check=True)
    return done.stdout.split()


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_the_bash_completion_is_valid_bash_and_completes_commands_options_rules_and_files(tmp_path):
    script = tmp_path / "gobenson"
    script.write_text(WRITERS["bash"](PROGRAM))
    assert subprocess.run(["bash", "-n", str(script)]).returncode == 0
    assert "thumbnail" in _complete(["gobenson", "th"])
    assert _complete(["gobenson", "analyze", "--fo"]) == ["--format"]
    assert _complete(["gobenson", "kill", "--rules", ""]) == ["no-suicide", "suicide"]
    assert _complete(["gobenson", "annotate", "--profile", ""]) == ["gobenson", "portable"]
    assert _complete(["gobenson", "convert", "--sgf-form", ""]) == ["gobenson", "q5go"]
    assert _complete(["gobenson", "exercises", "ch"]) == ["check"]
    assert "sensei_example1.sgf" in _complete(["gobenson", "render", "sensei_e"])


@pytest.mark.parametrize("shell", ["zsh", "fish"])
def test_the_zsh_and_fish_completions_are_valid_scripts(shell, tmp_path):
    if shutil.which(shell) is None:
        pytest.skip("needs " + shell)
    script = tmp_path / "gobenson"
    script.write_text(WRITERS[shell](PROGRAM))
    assert subprocess.run([shell, "-n", str(script)]).returncode == 0


@pytest.mark.skipif(shutil.which("fish") is None, reason="needs fish")
def test_the_fish_completion_completes_commands_options_and_rules(tmp_path):
    script = tmp_path / "gobenson.fish"
    script.write_text(WRITERS["fish"](PROGRAM))

    def complete(line: str) -> list[str]:
        done = subprocess.run(["fish", "--no-config", "-c", "source {script}; complete -C '{line}'".format(
            script=script, line=line)], capture_output=True, text=True, check=True)
        return [row.split("\t")[0] for row in done.stdout.splitlines()]
    assert complete("gobenson th") == ["thumbnail"]
    assert complete("gobenson analyze --ru") == ["--rules"]
    assert complete("gobenson kill --rules ") == ["no-suicide", "suicide"]
    assert complete("gobenson exercises ch") == ["check"]


def test_the_manual_page_lists_every_command_and_option():
    page = manual_page(PROGRAM, "9.9")
    assert page.startswith('.TH GOBENSON 1 "" "gobenson 9.9"')
    for command in EVERY_COMMAND:
        assert command.name.replace("-", "\\-") in page
        for option in command.options:
            assert all(flag.replace("-", "\\-") in page for flag in option.flags), (command.name, option.flags)


@pytest.mark.skipif(shutil.which("man") is None, reason="needs man")
def test_man_renders_the_page_without_warnings(tmp_path):
    page = tmp_path / "gobenson.1"
    page.write_text(manual_page(PROGRAM, "9.9"))
    shown = subprocess.run(["man", "--warnings", "-l", str(page)], capture_output=True, text=True,
                           env={**os.environ, "MANPAGER": "cat", "MANWIDTH": "100"})
    assert shown.returncode == 0
    assert shown.stderr == ""
    assert "gobenson exercises generate" in shown.stdout and "--summary-csv" in shown.stdout


def test_exec_arguments_are_quoted_as_the_desktop_entry_specification_says():
    assert exec_argument("/usr/bin/gobenson") == "/usr/bin/gobenson"
    assert exec_argument('/home/a b/$x"') == '"/home/a b/\\$x\\""'


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    """A fresh XDG_DATA_HOME (and configuration folder, where xdg-mime keeps the default)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path / "data"


def test_install_puts_every_file_under_xdg_data_home_and_uninstall_removes_them(data_home, capsys):
    assert main(["desktop", "install"]) == 0
    said = capsys.readouterr().out
    expected = ["applications/gobenson.desktop", "mime/packages/gobenson-sgf.xml",
                "thumbnailers/gobenson.thumbnailer", "icons/hicolor/scalable/apps/gobenson.svg",
                "man/man1/gobenson.1", "bash-completion/completions/gobenson", "zsh/site-functions/_gobenson",
                "fish/vendor_completions.d/gobenson.fish",
                *("icons/hicolor/{n}x{n}/apps/gobenson.png".format(n=size) for size in APPLICATION_ICON_SIZES)]
    for place in expected:
        assert (data_home / place).is_file(), place
        assert "installed " + str(data_home / place) in said
    for size in APPLICATION_ICON_SIZES:
        png = (data_home / "icons/hicolor/{n}x{n}/apps/gobenson.png".format(n=size)).read_bytes()
        assert struct.unpack(">II", png[16:24]) == (size, size)
    assert main(["desktop", "uninstall"]) == 0
    said = capsys.readouterr().out
    for place in expected:
        assert not (data_home / place).exists(), place
        assert "removed " + str(data_home / place) in said


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="needs desktop-file-utils")
def test_the_installed_entry_and_thumbnailer_pass_desktop_file_validate(data_home):
    assert main(["desktop", "install"]) == 0
    entry = data_home / "applications" / "gobenson.desktop"
    checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert checked.returncode == 0 and checked.stdout == "", checked.stdout
    assert MIME_TYPE in entry.read_text()


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="needs shared-mime-info")
def test_the_mime_database_takes_sgf_files_as_go_records(data_home, capsys):
    assert main(["desktop", "install"]) == 0
    assert "ran update-mime-database" in capsys.readouterr().out
    assert "{mime}:*.sgf".format(mime=MIME_TYPE) in (data_home / "mime" / "globs2").read_text()


@pytest.mark.skipif(shutil.which("xdg-mime") is None, reason="needs xdg-utils")
def test_install_default_makes_gobenson_open_sgf_files(data_home, tmp_path, capsys):
    assert main(["desktop", "install", "--default"]) == 0
    assert "ran xdg-mime default gobenson.desktop " + MIME_TYPE in capsys.readouterr().out
    query = subprocess.run(["xdg-mime", "query", "default", MIME_TYPE], capture_output=True, text=True)
    assert query.stdout.strip() == "gobenson.desktop"
    record = tmp_path / "game.sgf"
    record.write_bytes(SAMPLE.read_bytes())
    kind = subprocess.run(["xdg-mime", "query", "filetype", str(record)], capture_output=True, text=True)
    assert kind.stdout.strip() == MIME_TYPE


def test_default_with_uninstall_is_refused_in_one_line(data_home, capsys):
    assert main(["desktop", "uninstall", "--default"]) == 2
    assert capsys.readouterr().err == "gobenson: --default goes with install\n"


def thumbnail(*argv: str) -> subprocess.CompletedProcess:
    """In a process of its own: the command limits its own CPU time and memory."""
    return subprocess.run([sys.executable, "-m", "gobenson_gui", "thumbnail", *argv], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_thumbnail_writes_a_square_png_of_the_size_asked(tmp_path):
    out = tmp_path / "thumb"  # a thumbnailer's output name need not end in .png
    done = thumbnail(str(SAMPLE), str(out), "--size", "128")
    assert done.returncode == 0 and done.stderr == ""
    data = out.read_bytes()
    assert data.startswith(b"\x89PNG") and struct.unpack(">II", data[16:24]) == (128, 128)


def test_thumbnail_refuses_an_oversized_file_before_reading_it(tmp_path):
    hostile = tmp_path / "huge.sgf"
    hostile.write_bytes(b"(;SZ[19]" + b";B[aa]" * (MOST_BYTES // 6) + b")")
    done = thumbnail(str(hostile), str(tmp_path / "t.png"))
    assert done.returncode == 1
    assert done.stderr == "gobenson: {name}: the file is 2.0 MB; thumbnails are drawn for files of up to 2 MB\n" \
        .format(name=hostile)
    assert not (tmp_path / "t.png").exists()


@pytest.mark.parametrize("data", [b"(;SZ[9]" + b"(;C[x]" * 50_000 + b")" * 50_001, b"(;SZ[99])", bytes(range(256))],
                         ids=["deep variations", "bad size", "binary"])
def test_thumbnail_of_a_hostile_file_is_bounded_and_says_one_line(tmp_path, data):
    hostile = tmp_path / "hostile.sgf"
    hostile.write_bytes(data)
    done = thumbnail(str(hostile), str(tmp_path / "t.png"))
    assert done.stderr.count("\n") <= 1 and "Traceback" not in done.stderr
    assert (done.returncode == 0) == (tmp_path / "t.png").is_file()


def test_thumbnail_runs_under_a_cpu_and_memory_limit():
    probe = ("import resource; from gobenson_gui.cli.thumbnail import limit_resources, CPU_SECONDS, MOST_MEMORY; "
             "limit_resources('x.sgf'); "
             "assert resource.getrlimit(resource.RLIMIT_CPU)[0] == CPU_SECONDS; "
             "assert resource.getrlimit(resource.RLIMIT_AS)[0] == MOST_MEMORY")
    assert subprocess.run([sys.executable, "-c", probe], env={**os.environ, "PYTHONPATH": str(ROOT)}).returncode == 0


def test_running_out_of_cpu_time_ends_the_thumbnail_with_a_line():
    probe = ("from gobenson_gui.cli import thumbnail; thumbnail.CPU_SECONDS = 1; "
             "thumbnail.limit_resources('x.sgf')\nwhile True: pass")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 1
    assert done.stderr == "gobenson: x.sgf: no thumbnail: drawing it took more than 1 second of CPU time\n"


def every_file(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def test_an_install_that_cannot_write_one_file_installs_nothing_and_says_it_once(data_home, capsys):
    blocked = data_home / "man" / "man1" / "gobenson.1"
    blocked.mkdir(parents=True)  # what no file can replace
    assert main(["desktop", "install"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "gobenson: cannot save {}: it is a folder, not a regular file; gobenson writes only " \
                           "regular files; nothing was installed\n".format(blocked)
    assert sorted(path for path in data_home.rglob("*")) == [data_home / "man", data_home / "man" / "man1", blocked]


def test_a_folder_that_cannot_be_made_installs_nothing(data_home, capsys):
    data_home.mkdir()
    (data_home / "icons").write_text("")  # a file where the icons' folder goes
    assert main(["desktop", "install"]) == 1
    error = capsys.readouterr().err
    assert error.startswith("gobenson: cannot save {}".format(data_home / "icons" / "hicolor"))
    assert error.count(str(data_home)) == 1 and error.endswith("; nothing was installed\n")
    assert [path.name for path in data_home.rglob("*")] == ["icons"]


@pytest.mark.parametrize("step", ["fsync", "replace"])
def test_a_fault_part_way_keeps_the_earlier_install_as_it_was(data_home, capsys, monkeypatch, step):
    """A full disk when the ninth file is written, or when the ninth is put in place: the files
    of the install before are all still there, whole, and none of this run's is left."""
    assert main(["desktop", "install"]) == 0
    (data_home / "applications" / "gobenson.desktop").write_text("the earlier entry")
    (data_home / "zsh" / "site-functions" / "_gobenson").unlink()
    before = every_file(data_home)
    capsys.readouterr()
    real = getattr(atomic.os, step)
    calls = []

    def full_at_the_ninth(*arguments):
        calls.append(arguments)
        if len(calls) == 9:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(*arguments)

    monkeypatch.setattr(atomic.os, step, full_at_the_ninth)
    assert main(["desktop", "install"]) == 1
    monkeypatch.undo()
    assert capsys.readouterr().err.endswith(": No space left on device; nothing was installed\n")
    assert every_file(data_home) == before
