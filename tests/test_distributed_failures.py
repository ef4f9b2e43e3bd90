"""``gobenson analyze --dask`` where there is no Dask scheduler to speak to: an address that is
none, another kind of address than tcp://, a port that accepts and never answers, one that
answers HTTP or noise, a scheduler killed in the middle of the run.  Each is one line of
gobenson's naming the address and the reason, never Dask's traceback, and ``--dask-timeout``
bounds every wait."""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.cli import main
from gobenson_gui.cli import distributed as dask_cli

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = str(ROOT / "sample_sgf" / "sensei_example1.sgf")
HANG_GUARD = 120.0
"""Seconds a run may take before the test calls it a hang: far beyond the 1 s timeout asked for."""


def analysed(capsys, *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    status = main(["analyze", *argv])
    out, err = capsys.readouterr()
    return status, out, err


# -- addresses, read before any connection ------------------------------------------------------


@pytest.mark.parametrize("address, reason", [
    ("tls://127.0.0.1:8786", "'tls://' addresses are not taken: gobenson reaches a Dask scheduler over tcp://"),
    ("ucx://127.0.0.1:8786", "'ucx://' addresses are not taken: gobenson reaches a Dask scheduler over tcp://"),
    ("inproc://10.0.0.5/1/2", "'inproc://' addresses are not taken"),
    ("http://127.0.0.1:8787", "'http://' addresses are not taken"),
    ("tcp://", "expected a Dask scheduler's address, like tcp://10.0.0.5:8786, not 'tcp://'"),
    ("", "not ''"),
    ("scheduler", "not 'scheduler'"),
    ("tcp://127.0.0.1:abc", "not 'tcp://127.0.0.1:abc'"),
    ("tcp://127.0.0.1:0", "not 'tcp://127.0.0.1:0'"),
    ("tcp://127.0.0.1:65536", "not 'tcp://127.0.0.1:6553...'"),
    ("tcp://[::1:8786", "not 'tcp://[::1:8786'"),
    ("tcp://host:8786/path", "not 'tcp://host:8786/path'"),
    ("tcp://ho st:8786", "not 'tcp://ho st:8786'"),
    ("://host:8786", "not '://host:8786'"),
    ("tcp://host:8786\n", r"not 'tcp://host:8786\n'"),
])
def test_an_address_dask_cannot_use_is_refused_before_any_connection(capsys, address, reason):
    with pytest.raises(SystemExit) as stop:
        main(["analyze", "--dask", address, SAMPLE])
    err = capsys.readouterr().err
    assert stop.value.code == 2
    assert err.splitlines()[-1].startswith("gobenson analyze: error: argument --dask: ")
    assert reason in err and "Traceback" not in err


@pytest.mark.parametrize("address, read", [
    ("tcp://10.0.0.5:8786", "tcp://10.0.0.5:8786"), ("TCP://scheduler.local:8786", "tcp://scheduler.local:8786"),
    ("127.0.0.1:8786", "tcp://127.0.0.1:8786"), ("tcp://[::1]:08786", "tcp://[::1]:8786"),
])
def test_a_tcp_address_is_taken_with_its_scheme(address, read):
    assert dask_cli.dask_address(address) == read


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=40), st.from_regex(r"\A[a-z]{0,5}://[\w.:\[\]-]{0,20}:[0-9]{0,6}\Z"),
                 st.builds("".join, st.lists(st.sampled_from(["tcp://", "[", "]", ":", "::1", "8786", "host", ".",
                                                              "/", " ", "\x00", "é", "tls://"]), max_size=8))))
def test_any_address_string_is_a_tcp_address_or_one_line_refusing_it(text):
    try:
        read = dask_cli.dask_address(text)
    except argparse.ArgumentTypeError as error:
        assert "\n" not in str(error) and len(str(error)) < 200
    else:
        assert read.startswith("tcp://") and 0 < int(read.rpartition(":")[2]) < 65536


# -- what answers at the port -----------------------------------------------------------------

pytest.importorskip("distributed", reason="Dask is not installed (pip install 'gobenson[dask]')")


@dataclass
class Listener:
    """A port on loopback whose every connection ``answer`` serves, in a thread of its own."""

    address: str
    connections: list[socket.socket]


def _serve(answer: Callable[[socket.socket], None]) -> Iterator[Listener]:
    server = socket.create_server(("127.0.0.1", 0))
    listener = Listener(f"tcp://127.0.0.1:{server.getsockname()[1]}", [])

    def accept() -> None:
        while True:
            try:
                connection, _ = server.accept()
            except OSError:  # closed: the test is over
                return
            listener.connections.append(connection)
            threading.Thread(target=answer, args=(connection,), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield listener
    finally:
        server.close()
        for connection in listener.connections:
            connection.close()


def _silent(connection: socket.socket) -> None:
    """Accept and never answer: what a stopped process or a firewall's tarpit does."""


def _http(connection: socket.socket) -> None:
    connection.recv(65536)
    connection.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")


def _noise(connection: socket.socket) -> None:
    connection.sendall(bytes(range(256)) * 16)


def _hang_up(connection: socket.socket) -> None:
    connection.close()


@pytest.fixture(params=[_silent, _http, _noise, _hang_up], ids=["silent", "http", "noise", "hang-up"])
def listener(request) -> Iterator[Listener]:
    yield from _serve(request.param)


def without_hanging(run: Callable[[], object]) -> object:
    """``run()``'s result (or what it raised, raised again), or the test fails once it has taken
    far beyond any timeout asked for (a hang: the thread is left behind, a daemon)."""
    ended: list[tuple[object, BaseException | None]] = []

    def running() -> None:
        try:
            ended.append((run(), None))
        except BaseException as error:  # raised again in the test's thread
            ended.append((None, error))

    thread = threading.Thread(target=running, daemon=True)
    thread.start()
    thread.join(HANG_GUARD)
    assert ended, "the run hung"
    result, error = ended[0]
    if error is not None:
        raise error
    return result


def test_a_port_that_is_no_dask_scheduler_is_one_line_naming_it(capsys, listener, request):
    status, out, err = without_hanging(lambda: analysed(capsys, "--dask", listener.address, "--dask-timeout", "1",
                                                        SAMPLE))
    reason = {"silent": f"cannot reach the Dask scheduler at {listener.address}: no answer within 1 seconds"
              }.get(request.node.callspec.id, f"what answers at {listener.address} is not a Dask scheduler")
    assert (status, out, err) == (1, "", f"gobenson: --dask: {reason}\n")
    assert listener.connections  # it was reached


def test_a_refused_connection_says_so_at_once(capsys):
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]  # closed at the end of the block: nothing listens there then
    status, out, err = analysed(capsys, "--dask", f"127.0.0.1:{port}", "--dask-timeout", str(HANG_GUARD), SAMPLE)
    assert (status, out, err) == (1, "", f"gobenson: --dask: cannot reach the Dask scheduler at "
                                         f"tcp://127.0.0.1:{port}: Connection refused\n")


# -- a scheduler that dies in the middle of the run ---------------------------------------------


@dataclass(frozen=True)
class KillsTheScheduler:
    """Work that ends the scheduler's process, as a crash or the out-of-memory killer would, and
    then waits for the run to notice."""

    scheduler: int

    def __call__(self, name: str) -> None:
        os.kill(self.scheduler, signal.SIGKILL)
        time.sleep(HANG_GUARD)

    @staticmethod
    def file_of(name: str) -> str:
        return name


def _free_port() -> int:
    with socket.create_server(("127.0.0.1", 0)) as server:
        return server.getsockname()[1]


@pytest.mark.slow
def test_a_scheduler_killed_in_the_middle_of_the_run_is_a_line_a_file(capsys):
    from distributed import Client

    from gobenson_gui.cli.batch import run_batch

    address = f"tcp://127.0.0.1:{_free_port()}"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    scheduler = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                                  "--port", address.rpartition(":")[2], "--no-dashboard"], **quiet)
    worker = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1",
                               "--no-nanny", "--no-dashboard"], **quiet)  # one process, which the test ends
    try:
        with Client(address, timeout=HANG_GUARD, set_as_default=False) as client:
            client.wait_for_workers(1, timeout=HANG_GUARD)
        names = [f"game{n}.sgf" for n in range(5)]
        rows = without_hanging(lambda: run_batch(KillsTheScheduler(scheduler.pid), names, [],
                                                 argparse.Namespace(files=names, jobs=1),
                                                 dask_cli.DaskRunner(address, batch_size=2, timeout=HANG_GUARD)))
        out, err = capsys.readouterr()
        assert out == "" and [row.status for row in rows] == ["error"] * 5
        assert err.splitlines() == [f"gobenson: {name}: not done: the connection to the Dask scheduler at "
                                    f"{address} was lost" for name in names]
    finally:
        for process in (worker, scheduler):
            process.kill()
            process.wait()
