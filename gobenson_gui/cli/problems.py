"""``gobenson problems check``: for every problem of collections, what is true at the end of
each line the collection calls right, and one line for each problem whose claim a right line
contradicts (or that has no right line); ``--format json`` gives every problem."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from dataclasses import dataclass

from ..core.coords import point_name, sgf_point
from ..core.report import colour_word
from ..core.problems import Branch, ProblemError, TargetSource, check_problem, read_problem
from ..core.problems.verdict import LineVerdict, ProblemCheck
from ..core.sgf.document import Document
from ..core.words import problems as words, verdicts as verdict_words
from .arguments import OutputFormat
from .batch import FileRow, PrintedFile, add_batch_arguments, expand_inputs, finish_batch, run_batch
from .inputs import read_input, report_notes


def _moves(line: tuple[Branch, ...], rows: int) -> str:
    return ", ".join(f"{branch.colour.letter} {point_name(branch.point, rows) if branch.point else words.PASS}"
                    for branch in line)


def suspect_line(name: str, number: int, found: ProblemCheck) -> str:
    problem = found.problem
    rows = problem.board.rows
    shown = [verdict for verdict in found.verdicts if verdict.contradicts]
    findings = "; ".join(verdict_words.line_ends(_moves(verdict.line, rows), verdict.outcome.value)
                         + (f" ({verdict.explanation})" if verdict.explanation else "") for verdict in shown)
    return words.suspect(name, number, problem.title, words.claim(problem.claim.value, colour_word(problem.to_move)),
                         words.target(colour_word(problem.defender), point_name(problem.target, rows),
                                      problem.target_source is TargetSource.GUESSED),
                         findings or words.NO_RIGHT_LINE)


def _line_record(verdict: LineVerdict) -> dict:
    return {"moves": [f"{branch.colour.letter}[{sgf_point(branch.point) if branch.point else ''}]"
                      for branch in verdict.line],
            "mark": verdict.line[-1].mark, "outcome": verdict.outcome.value, "contradicts": verdict.contradicts}


def problem_record(name: str, number: int, found: ProblemCheck) -> dict:
    problem = found.problem
    return {"file": name, "problem": number, "title": problem.title, "to_move": problem.to_move.value,
            "claim": problem.claim.value, "claim_stated": problem.claim_stated,
            "target": sgf_point(problem.target), "target_source": problem.target_source.value,
            "convention": problem.convention, "suspect": found.suspect,
            "right_lines": [_line_record(verdict) for verdict in found.verdicts]}


@dataclass(frozen=True)
class CheckFile(PrintedFile):
    """The check of one collection: prints its lines, returns its row of the summary table."""

    output_format: OutputFormat

    def lines(self, name: str, row: FileRow) -> Iterator[str]:
        document = Document.from_bytes(read_input(name), None if name == "-" else name)
        report_notes(name, document.notes)
        row.games = len(document.games)
        for number, game in enumerate(document.games, 1):
            try:
                found = check_problem(read_problem(game))
            except ProblemError as error:
                yield (json.dumps({"file": name, "problem": number, "error": str(error)})
                       if self.output_format is OutputFormat.JSON else words.not_a_problem(name, number, error))
                continue
            row.nodes += len(found.verdicts)
            if self.output_format is OutputFormat.JSON:
                yield json.dumps(problem_record(name, number, found))
            elif found.suspect:
                yield suspect_line(name, number, found)


def run_check(args: argparse.Namespace) -> int:
    found, problems = expand_inputs(args.files)
    rows = run_batch(CheckFile(OutputFormat(args.format)), [item.path for item in found], problems, args)
    return finish_batch(rows, args)


def add_command(commands) -> None:
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
    add_batch_arguments(check)
    check.set_defaults(run=run_check)
