"""``gobenson gtp``: gobenson as a GTP engine on standard input and output, for GoGui, Sabaki,
``gogui-regress`` and ``twogtp``; with ``--regress FILE.tst ...``, GNU Go's regression files
run against it instead."""

from __future__ import annotations

import argparse
import io
import signal
import sys
from pathlib import Path

from ..core.rules import Rules
from ..core.words import gtp as words
from ..core.words.i18n import speaking
from ..gtp.protocol import decode
from ..gtp.regress import read_tst, run_tests
from ..gtp.server import GtpEngine
from .arguments import Commands, add_rules_argument
from .output import for_file, writing_output

INTERRUPTED_STATUS = 128 + signal.SIGINT
"""The status of a program that SIGINT (Ctrl+C) stopped, as shells report it."""


def engine(rules: str, folder: Path | None = None) -> GtpEngine:
    from .. import __version__

    return GtpEngine(__version__, Rules(rules), folder)


def serve(args: argparse.Namespace) -> int:
    """Answer the commands of standard input until ``quit`` or its end, in UTF-8 bytes
    whatever the locale (:mod:`gobenson_gui.gtp.protocol`)."""
    with writing_output():
        engine(args.rules).serve(sys.stdin.buffer, sys.stdout.buffer)
    return 0


def regress(args: argparse.Namespace) -> int:
    """Run each ``.tst`` file on a fresh engine (``loadsgf`` reads beside the file) as
    gogui-regress and regress.awk both run it: a line per fault of the file (what a line lacks)
    and per result that is not as the file expects, then a summary a file; 1 if any."""
    if isinstance(sys.stdout, io.TextIOWrapper):  # the report is the locale's: what it lacks, escaped
        sys.stdout.reconfigure(errors="backslashreplace")
    status = 0
    for name in args.regress:
        def check(name: str = name) -> None:
            nonlocal status
            path = Path(name)
            text = decode(path.read_bytes())  # as the engine reads its input: a CR ends no line
            gtp = engine(args.rules, path.parent)
            tst = read_tst(text)
            outcomes = list(run_tests(tst.commands, gtp.run_line))
            unexpected = [outcome for outcome in outcomes if outcome.unexpected]
            with writing_output():
                for fault in tst.faults:
                    print(words.regress_fault(name, fault.line, fault.what))
                for outcome in unexpected:
                    verdict = words.regress_verdict(outcome.passed)
                    expected = outcome.expectation.pattern
                    print(words.regress_result(name, outcome.name, verdict, outcome.result, expected))
                print(words.regress_summary(name, len(outcomes), len(unexpected)))
            if unexpected or tst.faults:
                status = 1
        status = for_file(name, check) or status
    return status


def run_gtp(args: argparse.Namespace) -> int:
    """GTP is spoken in English whatever the language chosen: controllers compare its answers'
    texts, and a regression file states its expected answers in English."""
    try:
        with speaking("en"):
            return regress(args) if args.regress else serve(args)
    except KeyboardInterrupt:  # Ctrl+C, or a controller's SIGINT: a way to stop, not a failure
        return INTERRUPTED_STATUS


def add_command(commands: Commands) -> None:
    gtp = commands.add_parser(
        "gtp", help="speak GTP: gobenson as an engine for GoGui, Sabaki or gogui-regress",
        description="Answer Go Text Protocol (version 2) commands on standard input: set up a "
                    "position and ask for Benson's verdicts (unconditional_status, go_safe benson, "
                    "final_status_list, and gobenson's own commands; list_commands names them). "
                    "With --regress, run GNU Go-style .tst regression files instead.")
    add_rules_argument(gtp)
    gtp.add_argument("--regress", nargs="+", metavar="FILE.tst",
                     help="run these regression files (#? [expected] after a command) and report "
                          "what is not as expected; exit status 1 if anything is")
    gtp.set_defaults(run=run_gtp)
