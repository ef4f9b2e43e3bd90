"""Whole collections: folders as inputs, ``--jobs``, the progress bar, ``--summary-csv``, and
``annotate`` writing a folder of records."""

from __future__ import annotations

import csv
import io
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gobenson_gui.cli import analyze as analyze_command
from gobenson_gui.cli import batch
from gobenson_gui.cli.batch import SUMMARY_COLUMNS
from gobenson_gui.cli import main, words
from gobenson_gui.core import atomic
from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.annotate import HEADING_PREFIX
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import load_games
from tests.test_cli_errors import run

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "sample_sgf"
BAD = b"(;GM[1]SZ[99])"


@pytest.fixture
def collection(tmp_path: Path) -> Path:
    """A folder tree of real records, one broken record, a diagram and a read-me."""
    folder = tmp_path / "games"
    (folder / "1941").mkdir(parents=True)
    (folder / "pro").mkdir()
    for name in ("benson_fig3.sgf", "welcome.sgf", "sensei_example1.sgf"):
        (folder / name).write_bytes((SAMPLES / name).read_bytes())
    (folder / "1941" / "karigane.SGF").write_bytes((SAMPLES / "real_goseigen_karigane_1941.sgf").read_bytes())
    (folder / "pro" / "hosai.sgf").write_bytes((SAMPLES / "real_hosai_goseigen_1943.sgf").read_bytes())
    (folder / "pro" / "broken.sgf").write_bytes(BAD)
    (folder / "pro" / "diagram.txt").write_text("X X\n")
    (folder / "README.txt").write_text("not a record\n")
    return folder


def records(folder: Path) -> list[Path]:
    """The files a folder contributes, in the documented order: sorted, the tree down."""
    found = []
    for root, folders, names in os.walk(folder):
        folders.sort()
        found += [Path(root) / name for name in sorted(names) if name.lower().endswith(".sgf")]
    return found


def read_csv(path: Path) -> list[dict[str, str]]:
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle))


def test_a_folder_is_analysed_file_by_file_and_a_bad_one_stops_no_other(capsys, collection, tmp_path):
    table = tmp_path / "summary.csv"
    status, out, err = run(capsys, "analyze", "--format", "summary", "--jobs", "1", "--summary-csv", str(table),
                           str(collection))
    expected = records(collection)
    broken = str(collection / "pro" / "broken.sgf")
    assert status == 1
    assert err == f"gobenson: {broken}: game 1: SZ[99]: board sizes run from 1 to 52\n"
    good = [str(path) for path in expected if str(path) != broken]
    assert [line.split(" node ")[0] for line in out.splitlines()] == good  # --node last: a line per file
    assert "diagram.txt" not in out and "README" not in out

    rows = read_csv(table)
    assert list(rows[0]) == list(SUMMARY_COLUMNS)
    assert [row["file"] for row in rows] == [str(path) for path in expected]
    by_file = {row["file"]: row for row in rows}
    assert by_file[broken]["status"] == "error" and "board sizes" in by_file[broken]["error"]
    for name in good:
        row = by_file[name]
        games = load_games(Path(name).read_bytes())
        last = analyze(main_line_positions(games[0])[-1])
        assert row["status"] == "ok" and row["error"] == ""
        assert (int(row["games"]), int(row["nodes"])) == (len(games), 1)
        assert int(row["black_safe_blocks"]) == len(last.black.safe)
        assert int(row["white_safe_stones"]) == last.white.safe_stones.bit_count()
        assert int(row["black_territory"]) == last.black.territory.bit_count()
        assert float(row["seconds"]) >= 0


def test_node_all_counts_every_node_in_the_table(capsys, collection, tmp_path):
    table = tmp_path / "summary.csv"
    run(capsys, "analyze", "--node", "all", "--format", "summary", "--summary-csv", str(table),
        str(collection / "pro" / "hosai.sgf"))
    positions = main_line_positions(load_games((collection / "pro" / "hosai.sgf").read_bytes())[0])
    assert int(read_csv(table)[0]["nodes"]) == len(positions)


@pytest.mark.parametrize("output", ["json", "text"])
def test_two_processes_print_what_one_prints(capsys, collection, tmp_path, output):
    (collection / "pro" / "lenient.sgf").write_bytes(b"(;SZ[5]B[cc];W[]C)")  # a note on standard error
    outputs = []
    for jobs in ("1", "2"):
        table = tmp_path / f"summary{jobs}.csv"
        status, out, err = run(capsys, "analyze", "--node", "all", "--format", output, "--jobs", jobs,
                               "--summary-csv", str(table), str(collection), str(SAMPLES / "benson_fig5.sgf"))
        rows = [{**row, "seconds": ""} for row in read_csv(table)]
        outputs.append((status, out, err, rows))
    assert outputs[0] == outputs[1]
    assert "note:" in outputs[0][2] and "broken.sgf" in outputs[0][2]


def test_the_files_are_shared_among_processes(monkeypatch, collection):
    """``--jobs 2`` hands the files to a pool of two workers, in chunks, keeping their order."""
    used = {}

    class Pool:
        def __init__(self, max_workers, initializer, initargs):
            used["workers"] = max_workers
            used["each worker starts with"] = initializer, initargs

        def map(self, work, tasks, chunksize):
            used["chunksize"] = chunksize
            return map(work, tasks)

        def shutdown(self, wait, cancel_futures):
            used["shut down"] = cancel_futures

    monkeypatch.setattr("concurrent.futures.ProcessPoolExecutor", Pool)
    assert main(["analyze", "--format", "summary", "--jobs", "2", str(collection)]) == 1
    assert used == {"workers": 2, "chunksize": 1, "shut down": True,
                    "each worker starts with": (batch.die_with_parent, (os.getpid(),))}


@pytest.mark.skipif(multiprocessing.get_start_method() != "fork", reason="the workers must inherit the patch")
def test_a_worker_killed_on_the_way_costs_a_line_per_file_left_not_a_traceback(capsys, monkeypatch, collection,
                                                                             tmp_path):
    real_load = analyze_command.load_positions

    def load_or_die(name):
        if name.endswith("hosai.sgf"):
            os._exit(9)  # as the kernel's out-of-memory killer would end it
        return real_load(name)
    monkeypatch.setattr(analyze_command, "load_positions", load_or_die)  # forked workers inherit it
    table = tmp_path / "summary.csv"
    status, out, err = run(capsys, "analyze", "--format", "summary", "--jobs", "2", "--summary-csv", str(table),
                           str(collection))
    assert status == 1 and "Traceback" not in err
    names = [str(path) for path in records(collection)]
    done = [line.split(" node ")[0] for line in out.splitlines()]
    lost = [line.split(": ")[1] for line in err.splitlines() if line.endswith(str(words.LOST_WORKER))]
    assert str(collection / "pro" / "hosai.sgf") in lost
    assert [name for name in names if name in done or name in lost or name.endswith("broken.sgf")] == names
    assert [row["file"] for row in read_csv(table)] == names


def test_a_reader_that_goes_away_stops_the_workers_quietly(tmp_path):
    folder = tmp_path / "many"
    folder.mkdir()
    for number in range(200):
        (folder / f"g{number:03}.sgf").write_bytes((SAMPLES / "welcome.sgf").read_bytes())
    process = subprocess.Popen([sys.executable, "-m", "gobenson_gui", "analyze", "--node", "all", "--format",
                                "json", "--jobs", "2", str(folder)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert process.stdout.readline()
    process.stdout.close()
    error = process.stderr.read()
    assert process.wait(timeout=60) == 128 + 13
    assert error == b""


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def on_screen(err: str) -> list[str]:
    """The lines a terminal shows for what was written: each carriage return starts the line anew."""
    return [line.split("\r")[-1] for line in err.split("\n")]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_the_progress_bar_is_drawn_on_a_terminal_only(monkeypatch, collection, jobs):
    count = len(records(collection))
    error_line = f"gobenson: {collection / 'pro' / 'broken.sgf'}: game 1: SZ[99]: board sizes run from 1 to 52"
    argv = ["analyze", "--format", "summary", "--jobs", jobs, str(collection)]
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    monkeypatch.setattr(sys, "stderr", Terminal())
    assert main(argv) == 1
    err = sys.stderr.getvalue()
    assert f"] {count}/{count} files" in err and f"] 1/{count} files" in err
    assert on_screen(err)[-1].strip() == ""  # the bar is taken away at the end
    assert error_line in on_screen(err)  # the error line is not mixed with the bar

    monkeypatch.setattr(sys, "stderr", io.StringIO())  # a pipe or a file: no bar
    assert main(argv) == 1
    assert sys.stderr.getvalue() == error_line + "\n"


def test_no_progress_bar_for_a_single_file(monkeypatch):
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    monkeypatch.setattr(sys, "stderr", Terminal())
    assert main(["analyze", str(SAMPLES / "welcome.sgf")]) == 0
    assert sys.stderr.getvalue() == ""


def test_folders_and_files_mix_and_keep_the_order_given(capsys, collection):
    single = str(SAMPLES / "benson_fig5.sgf")
    _status, out, _ = run(capsys, "analyze", "--format", "summary", single, str(collection / "pro"), single)
    names = [line.split(" node ")[0] for line in out.splitlines()]
    assert names == [single, str(collection / "pro" / "hosai.sgf"), single]


def test_an_empty_folder_is_said_and_gets_a_row(capsys, tmp_path):
    (tmp_path / "empty").mkdir()
    table = tmp_path / "summary.csv"
    status, out, err = run(capsys, "analyze", "--summary-csv", str(table), str(tmp_path / "empty"))
    assert (status, out) == (1, "")
    assert err == f"gobenson: {tmp_path / 'empty'}: a folder without .sgf files\n"
    assert [row["status"] for row in read_csv(table)] == ["error"]


def test_an_unreadable_folder_is_said(capsys, monkeypatch, collection):
    locked = collection / "pro"
    real_scandir = os.scandir

    def scandir(path="."):
        if Path(path) == locked:
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)
    monkeypatch.setattr(os, "scandir", scandir)
    status, out, err = run(capsys, "analyze", "--format", "summary", "--jobs", "1", str(collection))
    assert status == 1 and err == f"gobenson: {locked}: Permission denied\n"
    assert "welcome.sgf" in out and "hosai" not in out


@pytest.mark.parametrize("argv, message", [
    (["--jobs", "0"], "expected a number of processes"),
    (["--summary-csv", "/no/such/folder/x.csv"], "there is no folder '/no/such/folder'"),
])
def test_bad_batch_options_are_usage_errors(capsys, argv, message):
    with pytest.raises(SystemExit) as stop:
        main(["analyze", *argv, str(SAMPLES / "welcome.sgf")])
    assert stop.value.code == 2 and message in capsys.readouterr().err


def test_a_summary_table_that_cannot_be_written_is_said(capsys, tmp_path):
    (tmp_path / "table.csv").mkdir()  # a folder where the table should go
    status, out, err = run(capsys, "analyze", "--format", "summary", "--summary-csv", str(tmp_path / "table.csv"),
                           str(SAMPLES / "welcome.sgf"))
    assert status == 1 and "welcome.sgf node" in out
    assert err.startswith(f"gobenson: {tmp_path / 'table.csv'}: cannot save") and err.count("\n") == 1


def test_standard_input_is_read_here_whatever_the_jobs(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"X X .\n")))
    status, out, _ = run(capsys, "analyze", "--format", "summary", "--jobs", "2", "-", str(SAMPLES / "welcome.sgf"))
    assert status == 0 and out.startswith("- node 0:") and "welcome.sgf node 0" in out


# -- annotate -------------------------------------------------------------------------------------


def tree_bytes(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_annotating_a_folder_mirrors_it_and_leaves_the_inputs_alone(capsys, collection, tmp_path, jobs):
    before = tree_bytes(collection)
    out = tmp_path / "annotated"
    table = tmp_path / "summary.csv"
    status, printed, err = run(capsys, "annotate", str(collection), "-o", str(out), "--jobs", jobs,
                               "--summary-csv", str(table))
    assert status == 1 and printed == ""
    assert err == f"gobenson: {collection / 'pro' / 'broken.sgf'}: game 1: SZ[99]: board sizes run from 1 to 52\n"
    assert tree_bytes(collection) == before
    written = sorted(str(path.relative_to(out)) for path in out.rglob("*") if path.is_file())
    good = sorted(str(path.relative_to(collection)) for path in records(collection) if path.name != "broken.sgf")
    assert written == good
    for name in good:
        document = Document.open(out / name)
        assert HEADING_PREFIX.encode() in document.game.root.get("C")[0]
    rows = read_csv(table)
    assert len(rows) == len(good) + 1
    assert all(int(row["nodes"]) >= 1 for row in rows if row["status"] == "ok")


def test_a_failed_save_leaves_no_half_written_record(capsys, monkeypatch, collection, tmp_path):
    """Each record is written beside its place and swapped in whole: a write that fails part
    way leaves neither a partial file nor a temporary one, and the others are written."""
    real_write_all = atomic.write_all

    def write_part(descriptor, data):
        if b"PB[Fujisawa Hosai]" in data:
            os.write(descriptor, data[: len(data) // 2])
            raise OSError(28, "No space left on device")
        real_write_all(descriptor, data)
    monkeypatch.setattr(atomic, "write_all", write_part)
    out = tmp_path / "annotated"
    status, _, err = run(capsys, "annotate", str(collection), "-o", str(out), "--jobs", "1")
    assert status == 1 and "hosai.sgf: cannot save" in err and "No space left on device" in err
    written = {str(path.relative_to(out)) for path in out.rglob("*") if path.is_file()}
    assert os.path.join("pro", "hosai.sgf") not in written
    assert not [name for name in written if ".tmp" in name]
    assert "welcome.sgf" in written and os.path.join("1941", "karigane.SGF") in written


def test_annotating_into_the_input_folder_works_in_place(capsys, collection):
    status, _, _ = run(capsys, "annotate", str(collection / "pro"), "-o", str(collection / "pro"))
    assert status == 1  # the broken record
    assert HEADING_PREFIX.encode() in (collection / "pro" / "hosai.sgf").read_bytes()
    assert (collection / "pro" / "broken.sgf").read_bytes() == BAD
    assert sorted(path.name for path in (collection / "pro").iterdir()) == ["broken.sgf", "diagram.txt", "hosai.sgf"]


def test_an_output_folder_inside_the_input_is_not_read_back(capsys, collection):
    count = len(records(collection))
    out = collection / "annotated"
    for _ in range(2):
        run(capsys, "annotate", str(collection), "-o", str(out))
    assert not (out / "annotated").exists()
    assert len(records(out)) == count - 1  # all but the broken one


def test_an_output_never_replaces_another_input(capsys, tmp_path):
    first, second = tmp_path / "a", tmp_path / "a" / "b"
    second.mkdir(parents=True)
    (first / "b.sgf").write_bytes((SAMPLES / "welcome.sgf").read_bytes())
    (second / "b.sgf").write_bytes((SAMPLES / "benson_fig3.sgf").read_bytes())
    before = tree_bytes(first)
    # b/b.sgf would be written as a/b.sgf, which is an input of its own
    status, _, err = run(capsys, "annotate", str(second / "b.sgf"), str(first / "b.sgf"), "-o", str(first))
    assert status == 1
    assert f"gobenson: {second / 'b.sgf'}: its output {first / 'b.sgf'} would replace the input" in err
    assert (second / "b.sgf").read_bytes() == before[os.path.join("b", "b.sgf")]
    assert HEADING_PREFIX.encode() in (first / "b.sgf").read_bytes()  # its own output: in place


def test_two_inputs_of_one_name_do_not_share_an_output(capsys, collection, tmp_path):
    out = tmp_path / "out"
    status, _, err = run(capsys, "annotate", str(collection / "welcome.sgf"), str(SAMPLES / "welcome.sgf"),
                         "-o", str(out))
    assert status == 1 and err == (f"gobenson: {SAMPLES / 'welcome.sgf'}: its output {out / 'welcome.sgf'} "
                                   f"is already written for {collection / 'welcome.sgf'}\n")
    assert [path.name for path in out.iterdir()] == ["welcome.sgf"]


def test_a_folder_cannot_be_annotated_into_a_file(capsys, collection, tmp_path):
    target = tmp_path / "out.sgf"
    target.write_bytes(b"keep")
    status, _, err = run(capsys, "annotate", str(collection), "-o", str(target))
    assert status == 1 and err.startswith(f"gobenson: {target}: not a folder") and target.read_bytes() == b"keep"


def test_one_file_into_an_existing_folder(capsys, tmp_path):
    (tmp_path / "out").mkdir()
    assert run(capsys, "annotate", str(SAMPLES / "welcome.sgf"), "-o", str(tmp_path / "out"))[0] == 0
    assert HEADING_PREFIX.encode() in (tmp_path / "out" / "welcome.sgf").read_bytes()


def test_batches_of_files_run_side_by_side_print_what_one_run_prints(collection):
    """Separate ``gobenson analyze --jobs 1`` commands on batches of files, as any engine that
    spreads tasks over machines may run them, print together what one run prints; here
    concurrent.futures stands in for the engine (``--dask``: tests/test_distributed.py)."""
    from concurrent.futures import ThreadPoolExecutor

    paths = [str(path) for path in records(collection)]

    def analyse_batch(batch: list[str]) -> str:
        done = subprocess.run([sys.executable, "-m", "gobenson_gui", "analyze", "--node", "all", "--format", "json",
                               "--jobs", "1", *batch], capture_output=True, text=True,
                              env=dict(os.environ, PYTHONPATH=str(ROOT)))
        return done.stdout

    with ThreadPoolExecutor(max_workers=2) as engine:
        parts = list(engine.map(analyse_batch, [paths[:3], paths[3:]]))
    assert "".join(parts) == analyse_batch(paths)
    assert all(part.count('"node":0,') >= 2 for part in parts)


def _children(pid: int) -> set[int]:
    """The live processes whose parent is ``pid``, read from /proc (a zombie counts as gone)."""
    found = set()
    for entry in os.listdir("/proc"):
        try:
            state, parent = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[:2]
        except (OSError, IndexError):  # not a process, or gone meanwhile
            continue
        if int(parent) == pid and state not in ("Z", "X"):
            found.add(int(entry))
    return found


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def _wait_until(condition, timeout: float = 30.0) -> bool:
    """Poll ``condition`` until it holds or ``timeout`` seconds pass; whether it held."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")
def test_workers_end_when_their_parent_is_killed(tmp_path):
    folder, out = tmp_path / "many", tmp_path / "annotated"
    folder.mkdir()
    record = (SAMPLES / "real_goseigen_karigane_1941.sgf").read_bytes()
    for number in range(400):
        (folder / f"game{number:03}.sgf").write_bytes(record)
    parent = subprocess.Popen([sys.executable, "-m", "gobenson_gui", "annotate", "--jobs", "2", str(folder),
                               "-o", str(out)], env={**os.environ, "PYTHONPATH": str(ROOT)},
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers: set[int] = set()
    try:
        assert _wait_until(lambda: len(_children(parent.pid)) >= 2 and out.is_dir() and any(out.iterdir()))
        workers = _children(parent.pid)
        parent.kill()
        parent.wait()
        assert _wait_until(lambda: not any(map(_alive, workers)), timeout=10)
        assert len(list(out.iterdir())) < 400  # the files left were never written
    finally:  # nothing of this test outlives it, whatever failed
        for pid in filter(_alive, workers):
            os.kill(pid, signal.SIGKILL)
        parent.kill()
        parent.wait()
