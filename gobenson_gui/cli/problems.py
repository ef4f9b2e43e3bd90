"""``gobenson problems check``: for every problem of collections, what is true at the end of
each line the collection calls right, and one line for each problem whose claim a right line
contradicts (or that has no right line); ``--format json`` gives every problem."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from contextlib import nullcontext
from dataclasses import dataclass

from ..core.coords import point_name, sgf_point
from ..core.report import colour_letter, colour_word
from ..core.problems import Branch, Problem, ProblemError, TargetSource, check_problem, collection, read_games
from ..core.problems.verdict import MAX_CHECKED_LINES, EngineReading, LineVerdict, ProblemCheck, right_lines_within
from ..core.words import problems as words
from ..gtp.client import DEFAULT_TIMEOUT, EngineError
from ..gtp.judge import EngineJudge
from .analyze import check_engine
from .arguments import Commands, OutputFormat, add_engine_arguments
from .batch import FileRow, PrintedFile, add_batch_arguments, expand_inputs, finish_batch, run_batch
from .inputs import read_input, report_notes
from .output import say_problem
from . import words as cli_words


def _moves(line: tuple[Branch, ...], rows: int) -> str:
    """The moves as a person reads them, each colour by its letter in the language spoken."""
    return ", ".join(f"{colour_letter(branch.colour)} {point_name(branch.point, rows) if branch.point else words.PASS}"
                     for branch in line)


def asked(problem: Problem) -> str:
    return words.claim(problem.claim, colour_word(problem.to_move))


def target_words(problem: Problem) -> str:
    """The target, said to be derived when it is; "" without one."""
    if problem.target is None or problem.defender is None:
        return ""
    return words.target(colour_word(problem.defender), point_name(problem.target, problem.board.rows),
                        problem.target_source is TargetSource.DERIVED)


def suspect_line(name: str, number: int, found: ProblemCheck) -> str:
    problem = found.problem
    rows = problem.board.rows
    shown = [verdict for verdict in found.verdicts if verdict.contradicts]
    findings = "; ".join(cli_words.line_ends(_moves(verdict.line, rows), verdict.outcome.value)
                         + (f" ({verdict.explanation})" if verdict.explanation else "") for verdict in shown)
    return cli_words.suspect(name, number, problem.title, asked(problem), target_words(problem),
                             findings or str(cli_words.NO_RIGHT_LINE))


def _line_record(verdict: LineVerdict) -> dict[str, object]:
    return {"moves": [f"{branch.colour.letter}[{sgf_point(branch.point) if branch.point else ''}]"
                      for branch in verdict.line],
            "mark": verdict.line[-1].mark, "outcome": verdict.outcome.value, "contradicts": verdict.contradicts,
            **({"engine": engine_record(verdict.engine)} if verdict.engine else {})}


def engine_record(readings: tuple[EngineReading, ...]) -> dict[str, object]:
    """``--engine``'s readings of a line: the engine's name and the target's status, or each
    block's (``at`` an SGF point) when the problem has no target; ``failure`` says why it stopped."""
    read = [reading for reading in readings if not reading.failed]
    record: dict[str, object] = {"name": read[0].engine if read else ""}
    if readings[0].at is None:
        record["status"] = read[0].status if read else None
    else:
        record["blocks"] = [{"at": sgf_point(reading.at), "colour": reading.colour and reading.colour.value,
                             "status": reading.status} for reading in read if reading.at is not None]
    failed = [reading.failure for reading in readings if reading.failed]
    return record | ({"failure": failed[0]} if failed else {})


def _reads(readings: tuple[EngineReading, ...], rows: int) -> str:
    """The engine's readings of a line, as a person reads them."""
    read = [reading for reading in readings if not reading.failed]
    if readings[0].at is None:
        return cli_words.engine_reads(read[0].engine, str(read[0].status))
    return cli_words.engine_reads_blocks(read[0].engine, [
        cli_words.block_reads(colour_word(reading.colour), point_name(reading.at, rows), str(reading.status))
        for reading in read if reading.at is not None and reading.colour is not None])


def engine_line(name: str, number: int, found: ProblemCheck) -> str | None:
    """The text of ``--engine``: what the engine reads at the end of each right line, or the
    failure after which the problem went without it."""
    rows = found.problem.board.rows
    targeted = found.problem.target is not None
    findings = [cli_words.with_reading(cli_words.line_ends(_moves(verdict.line, rows), verdict.outcome.value,
                                                                   targeted), _reads(verdict.engine, rows))
                for verdict in found.verdicts if any(not reading.failed for reading in verdict.engine)]
    failure = found.engine_failure
    if failure is not None:
        findings.append(cli_words.engine_failed(failure.failure))
    return cli_words.engine_line(name, number, "; ".join(findings)) if findings else None


def problem_record(name: str, number: int, found: ProblemCheck) -> dict[str, object]:
    problem = found.problem
    return {"file": name, "problem": number, "title": problem.title, "question": problem.comment.strip(),
            "to_move": problem.to_move.value, "claim": problem.claim and problem.claim.value,
            "target": None if problem.target is None else sgf_point(problem.target),
            "target_source": problem.target_source and problem.target_source.value,
            "convention": problem.convention, "marks_answer": problem.marks_answer, "suspect": found.suspect,
            "notes": list(problem.notes), "right_lines": [_line_record(verdict) for verdict in found.verdicts]}


@dataclass(frozen=True)
class CheckFile(PrintedFile):
    """The check of one collection: prints its lines, returns its row of the summary table."""

    output_format: OutputFormat
    engine: str | None = None
    """``--engine``: the command line of a GTP engine asked the target's status in play; each
    process (each worker of ``--jobs``) starts its own, for each FILE."""
    engine_timeout: float = DEFAULT_TIMEOUT

    def lines(self, name: str, row: FileRow) -> Iterator[str]:
        with EngineJudge(self.engine, self.engine_timeout) if self.engine is not None else nullcontext() as judge:
            yield from self._checked(name, row, judge)

    def _checked(self, name: str, row: FileRow, judge: EngineJudge | None) -> Iterator[str]:
        json_out = self.output_format is OutputFormat.JSON
        data = read_input(name)  # a file that cannot be read at all fails the run
        try:
            document, tenuki = collection(data, None if name == "-" else name)
        except ValueError as error:  # SgfError: a file that is no SGF is skipped, not the run
            report_notes(name, [words.skipped_file(error)])
            row.games = 1
            if json_out:
                yield json.dumps({"file": name, "problem": 1, "skipped": str(error)})
            return
        report_notes(name, tenuki + document.notes)
        row.games = len(document.games)
        lines_left = MAX_CHECKED_LINES
        for number, read in enumerate(read_games(document), 1):
            if isinstance(read, ProblemError):
                report_notes(name, [words.skipped("", number, read)])
                if json_out:
                    yield json.dumps({"file": name, "problem": number, "skipped": str(read)})
                continue
            report_notes(name, [words.skipped("", number, note) for note in read.notes])
            lines = right_lines_within(read, lines_left)
            if lines is None:  # the file is cut short here
                said = cli_words.cut_short(MAX_CHECKED_LINES, len(document.games) - number)
                report_notes(name, [words.skipped("", number, said)])
                if json_out:
                    yield json.dumps({"file": name, "problem": number, "cut_short": said})
                return
            lines_left -= len(lines)
            found = check_problem(read, judge, lines)
            row.nodes += len(found.verdicts)
            if json_out:
                yield json.dumps(problem_record(name, number, found))
            elif found.suspect:
                yield suspect_line(name, number, found)
            engine_said = engine_line(name, number, found) if judge is not None and not json_out else None
            if engine_said is not None:
                yield engine_said


def run_check(args: argparse.Namespace) -> int:
    try:
        check_engine(args)
    except EngineError as error:
        return say_problem("--engine", str(error))
    found, problems = expand_inputs(args.files)
    rows = run_batch(CheckFile(OutputFormat(args.format), args.engine, args.engine_timeout),
                     [item.path for item in found], problems, args)
    return finish_batch(rows, args)


def add_command(commands: Commands) -> None:
    problems = commands.add_parser(
        "problems", help="check the answers of life-and-death problem collections",
        description="Read problem collections by their conventions (RIGHT or CORRECT in a comment, "
                    "the SGF annotation properties, uliGo's WV) and say what is true at the end of "
                    "every line they call right.")
    actions = problems.add_subparsers(dest="action", metavar="ACTION", required=True)
    check = actions.add_parser(
        "check", help="one line per problem whose right lines contradict its claim",
        description="For every problem, the outcome at the end of each right line: the target captured, "
                    "unconditionally alive, in seki, in a ko, in atari, or still open; a problem is "
                    "suspect when a right line contradicts what it asks (kill or live) or none is "
                    "marked right.")
    check.add_argument("files", nargs="+", metavar="FILE",
                       help="an SGF collection (one problem a game); - reads standard input; a folder: "
                            "its *.sgf files, all the way down, in sorted order")
    check.add_argument("--format", choices=[OutputFormat.TEXT.value, OutputFormat.JSON.value],
                       default=OutputFormat.TEXT.value,
                       help="text: a line per suspect problem; json: one object per problem, "
                            "with every right line's outcome")
    add_engine_arguments(check, "also ask a GTP engine the status in play (alive, dead, seki) of the target's "
                                "block at the end of each right line where it stands, and set it beside "
                                "the verdict, named as the engine's reading")
    add_batch_arguments(check)
    check.set_defaults(run=run_check)
