"""``gobenson analyze --dask``: the files shared among the worker processes of a real Dask cluster
(a local one, on loopback) print what one process prints, byte for byte, even when a worker
dies in the middle of a batch."""

from __future__ import annotations

import argparse
import csv
import os
from dataclasses import dataclass
from pathlib import Path

import pytest

pytest.importorskip("distributed", reason="Dask is not installed (pip install 'gobenson[dask]')")

from distributed import Client, LocalCluster

from gobenson_gui.cli import main
from gobenson_gui.cli.analyze import AnalyzeFile
from gobenson_gui.cli.arguments import NodeChoice, NodeKind, OutputFormat
from gobenson_gui.cli.batch import FileRow, run_batch
from gobenson_gui.cli.distributed import DaskRunner
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.words.i18n import set_language

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = sorted(str(path) for path in (ROOT / "sample_sgf").glob("*.sgf"))
WAIT = "120"
"""--dask-timeout of every run: a cluster that breaks fails the test instead of hanging it."""

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def cluster():
    """Three worker processes of one thread each, listening on loopback only."""
    with LocalCluster(n_workers=3, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None, worker_dashboard_address=None) as local:
        yield local


@pytest.fixture
def inputs(tmp_path: Path) -> list[str]:
    """Every sample record, with bad files among them: broken SGF, a missing file, an empty one,
    a diagram, and a record read leniently (a note on standard error)."""
    (tmp_path / "broken.sgf").write_bytes(b"(;GM[1]SZ[99])")
    (tmp_path / "empty.sgf").write_bytes(b"")
    (tmp_path / "lenient.sgf").write_bytes(b"(;SZ[5]B[cc];W[]C)")
    (tmp_path / "diagram.txt").write_text("X X .\n. X O\n")
    bad = [str(tmp_path / name) for name in ("broken.sgf", "empty.sgf", "lenient.sgf", "diagram.txt")]
    return SAMPLES[:5] + bad[:2] + SAMPLES[5:15] + [str(tmp_path / "missing.sgf")] + bad[2:] + SAMPLES[15:]


def analysed(capsys, *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    status = main(["analyze", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def rows_of(path: Path) -> list[dict[str, str]]:
    with open(path, newline="") as handle:
        return [{**row, "seconds": ""} for row in csv.DictReader(handle)]


@pytest.mark.parametrize("output", ["json", "text", "summary"])
def test_the_cluster_prints_what_one_process_prints(capsys, cluster, inputs, tmp_path, output):
    alone = analysed(capsys, "--node", "all", "--format", output, "--jobs", "1",
                     "--summary-csv", str(tmp_path / "alone.csv"), *inputs)
    shared = analysed(capsys, "--node", "all", "--format", output, "--dask", cluster.scheduler_address,
                      "--batch-size", "4", "--dask-timeout", WAIT, "--summary-csv", str(tmp_path / "shared.csv"),
                      *inputs)
    assert shared == alone
    assert alone[0] == 1 and alone[2].count("\n") == 4  # three bad files and a note
    assert rows_of(tmp_path / "shared.csv") == rows_of(tmp_path / "alone.csv")


@pytest.fixture
def speaking_again():
    """The test switches the language; English again afterwards."""
    yield
    set_language("en")


def test_the_workers_speak_the_language_asked_for(capsys, cluster, inputs, speaking_again):
    alone = analysed(capsys, "--lang", "fr", "--jobs", "1", *inputs)
    shared = analysed(capsys, "--lang", "fr", "--dask", cluster.scheduler_address, "--dask-timeout", WAIT, *inputs)
    assert shared == alone
    assert "tour" in alone[1]  # French: "round" is "tour"


def workers(cluster: LocalCluster) -> set[str]:
    """The addresses of the workers the scheduler knows now (asked, not the cluster's last report)."""
    with Client(cluster.scheduler_address, timeout=int(WAIT), set_as_default=False) as client:
        return set(client.scheduler_info()["workers"])


@dataclass(frozen=True)
class DiesOnce:
    """``analyze``'s work, except that the first time it comes to ``victim`` it ends its own
    process, as the kernel's out-of-memory killer would, leaving ``marker`` to say so (with its
    process number); Dask gives the lost batch to a worker again, which finds the marker."""

    work: AnalyzeFile
    victim: str
    marker: str

    def __call__(self, name: str) -> FileRow:
        if name == self.victim and not os.path.exists(self.marker):
            Path(self.marker).write_text(str(os.getpid()))
            os._exit(9)
        return self.work(name)

    @staticmethod
    def file_of(name: str) -> str:
        return name


def test_a_worker_killed_in_the_middle_of_a_batch_changes_nothing(capsys, cluster, inputs, tmp_path):
    alone = analysed(capsys, "--node", "all", "--format", "json", "--jobs", "1", *inputs)
    marker = tmp_path / "killed"
    victim = inputs[4]  # the second file of the second batch of three
    work = DiesOnce(AnalyzeFile(NodeChoice(NodeKind.ALL), Rules.NO_SUICIDE, OutputFormat.JSON), victim, str(marker))
    before = workers(cluster)
    rows = run_batch(work, inputs, [], argparse.Namespace(files=inputs, jobs=1),
                     DaskRunner(cluster.scheduler_address, batch_size=3, timeout=float(WAIT)))
    out, err = capsys.readouterr()
    assert (int(any(row.status != "ok" for row in rows)), out, err) == alone
    assert int(marker.read_text()) != os.getpid()  # a worker process ended itself
    assert before - workers(cluster)  # and the scheduler lost it


@dataclass(frozen=True)
class Fails:
    """Work that raises what no file explains, as a worker without gobenson would."""

    def __call__(self, name: str) -> FileRow:
        raise RuntimeError("no module named gobenson_gui")

    @staticmethod
    def file_of(name: str) -> str:
        return name


def test_a_batch_the_cluster_fails_on_is_a_line_a_file(capsys, cluster):
    names = SAMPLES[:3]
    rows = run_batch(Fails(), names, [], argparse.Namespace(files=names, jobs=1),
                     DaskRunner(cluster.scheduler_address, batch_size=2, timeout=float(WAIT)))
    out, err = capsys.readouterr()
    assert out == "" and [row.status for row in rows] == ["error"] * 3
    assert err.splitlines() == [f"gobenson: {name}: not done: the Dask cluster failed on it: "
                                "no module named gobenson_gui" for name in names]


def test_an_unreachable_scheduler_is_one_line(capsys, tmp_path):
    status, out, err = analysed(capsys, "--dask", "tcp://127.0.0.1:9", "--dask-timeout", "1", SAMPLES[0])
    assert (status, out) == (1, "")
    assert err.startswith("gobenson: --dask: cannot reach the Dask scheduler at tcp://127.0.0.1:9: ")
    assert err.count("\n") == 1


def test_standard_input_is_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["analyze", "--dask", "tcp://127.0.0.1:9", "-"])
    assert stop.value.code == 2
    assert "--dask cannot read standard input (-)" in capsys.readouterr().err
