"""``gobenson analyze``: Benson's analysis of main-line nodes of SGF files or text diagrams, as
text, JSON or a summary line per node."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Mapping
from contextlib import nullcontext
from dataclasses import dataclass
from functools import lru_cache

from ..core.analysis import Analysis, analyze, counts_of, summary_keys
from ..core.support import support
from ..core.board import BLACK, WHITE, Board, Colour
from ..core.coords import sgf_point
from ..core.geometry import Point
from ..core.report import (
    legend,
    analysis_paragraph,
    marked_board,
    reasons,
    rounds_phrase,
    support_lines,
)
from ..core.rules import Rules
from ..core.words import counted
from ..core.words.i18n import speaking_english
from . import words
from ..gtp.client import DEFAULT_TIMEOUT, EngineError, GtpClient
from ..gtp.statuses import compare_with_engine
from ..view.engine_comparison import EngineComparison
from ..view.names import names_from_scratch
from .arguments import (
    Commands,
    NodeChoice,
    NodeKind,
    OutputFormat,
    add_engine_arguments,
    add_rules_argument,
    point_list,
    stone_at,
)
from .batch import (
    FileRow,
    PrintedFile,
    FileStatus,
    add_batch_arguments,
    expand_inputs,
    finish_batch,
    run_batch,
    run_files,
)
from .distributed import DaskUnavailable, add_dask_arguments, dask_runner
from .inputs import load_positions
from .json_lines import JsonLines
from .output import emit_all, say_problem


def format_text(file: str, node: int, analysis: Analysis, labels: Mapping[Point, str]) -> str:
    """The board marked, the paragraph and every reason, the regions named after the node's
    ``labels`` as the editor names them."""
    lines = [words.analysis_heading(file, node, analysis.board.columns, analysis.board.rows, analysis.rules.value),
             marked_board(analysis), analysis_paragraph(analysis)]
    names = names_from_scratch(analysis, labels)
    for side in (analysis.black, analysis.white):
        lines.extend(reasons(side, names[side.colour]))
    return "\n".join(lines) + "\n"


def format_support(file: str, node: int, analysis: Analysis, points: tuple[str, ...]) -> str:
    """``--support``: Benson's section 7 for the blocks at ``points``, each colour's apart."""
    board = analysis.board
    lines = [words.support_heading(file, node, analysis.rules.value)]
    stones = [stone_at(text, board, "--support") for text in points]
    for colour in Colour:
        side = analysis.of(colour)
        chosen = {block.index for point in stones
                  if board.get(point) is colour and (block := side.block_at(point)) is not None}
        if chosen:
            lines.extend(support_lines(side, support(side, chosen)))
    return "\n".join(lines)


def summary_text(file: str, chosen: list[tuple[int, Board]], rules: Rules) -> tuple[Analysis, str]:
    """The summary lines of the ``chosen`` nodes of ``file``, each analysed from the one before,
    as one text, and the last node's analysis: a record's summary is printed whole, since a
    write for each line took longer than the line's analysis."""
    black_keys, white_keys, last = summary_keys([board for _, board in chosen], rules)
    return last, "\n".join(summary_lines(file, chosen, black_keys, white_keys))


def format_summary(file: str, node: int, analysis: Analysis) -> str:
    return summary_lines(file, [(node, analysis.board)], [analysis.black.summary_key], [analysis.white.summary_key])[0]


def summary_lines(file: str, chosen: list[tuple[int, Board]], black_keys: list[int],
                  white_keys: list[int]) -> list[str]:
    """The summary line of each of the ``chosen`` nodes, whose colours'
    :attr:`~..core.analysis.ColourAnalysis.summary_key` are ``black_keys`` and ``white_keys``.
    English whatever the language spoken, as every machine format is.  A line is made of its
    colours' parts, each made once: a record's nodes repeat a few hundred parts, in more
    combinations than that."""
    black, white = _BLACK_PARTS, _WHITE_PARTS
    lines = [f"{file} node {index}: {black[b]}; {white[w]}" for (index, _), b, w in zip(chosen, black_keys, white_keys)]
    if black.any_airless(black_keys) or white.any_airless(white_keys):
        lines = [line + _illegal(b, w) for line, b, w in zip(lines, black_keys, white_keys)]
    return lines


def _illegal(black: int, white: int) -> str:
    """The end of the summary line of a board with blocks without liberties, else nothing."""
    airless = counts_of(black)[4] + counts_of(white)[4]
    return _in_english(_airless_blocks, airless) if airless else ""


PARTS_KEPT = 4096


class _ColourParts(dict[int, str]):
    """One colour's parts of the summary lines, by its
    :attr:`~..core.analysis.ColourAnalysis.summary_key`, each made when first asked for."""

    def __init__(self, colour: str) -> None:
        super().__init__()
        self.colour = colour
        self.airless: set[int] = set()
        """The keys of the parts made whose colour has blocks without liberties."""

    def any_airless(self, keys: list[int]) -> bool:
        """Whether the colour has blocks without liberties at any of ``keys``, whose parts are
        made: only the records that have some look for them node by node."""
        return bool(self.airless) and not self.airless.isdisjoint(keys)

    def __missing__(self, key: int) -> str:
        if len(self) >= PARTS_KEPT:
            self.clear()
            self.airless.clear()
        stones, safe, blocks, rounds, airless = counts_of(key)
        if airless:
            self.airless.add(key)
        part = self[key] = (f"{self.colour} {_in_english(_safe_stones, stones)} in {safe}/"
                            f"{_in_english(_blocks, blocks)}, {_in_english(rounds_phrase, rounds)}")
        return part


_BLACK_PARTS, _WHITE_PARTS = _ColourParts(BLACK.value), _ColourParts(WHITE.value)


@lru_cache(maxsize=1024)
def _in_english(phrase: Callable[[int], str], count: int) -> str:
    """``phrase`` of ``count`` in English, remembered: a run's summary lines say a few dozen
    counts, in thousands of combinations."""
    with speaking_english():
        return phrase(count)


def _safe_stones(count: int) -> str:
    return counted("{n} safe stone", "{n} safe stones", count)


def _blocks(count: int) -> str:
    return counted("{n} block", "{n} blocks", count)


def _airless_blocks(count: int) -> str:
    return counted("; ILLEGAL ({n} block without liberties)", "; ILLEGAL ({n} blocks without liberties)", count)


@dataclass(frozen=True)
class AnalyzeFile(PrintedFile):
    """``analyze``'s work on one FILE: prints its nodes, returns its row of the summary table.
    An object rather than a closure so that worker processes can be handed it."""

    nodes: NodeChoice
    rules: Rules
    output_format: OutputFormat
    pretty: bool = False
    support: tuple[str, ...] = ()
    """``--support``: the points naming the blocks Y whose support is printed instead."""
    engine: str | None = None
    """``--engine``: the command line of a GTP engine whose status in play each block is given."""
    engine_timeout: float = DEFAULT_TIMEOUT

    def lines(self, name: str, row: FileRow) -> Iterator[str]:
        found = load_positions(name)
        positions, row.games = found.boards, found.games
        chosen = self.nodes.select(positions)
        if self.output_format is OutputFormat.SUMMARY and not self.support and self.engine is None:
            last, text = summary_text(name, chosen, self.rules)
            row.nodes = len(chosen)
            row.record_verdict(last)
            yield text
            return
        json_lines = JsonLines(positions[0], self.pretty) if self.output_format is OutputFormat.JSON else None
        result = None
        with GtpClient(self.engine, self.engine_timeout) if self.engine is not None else nullcontext() as client:
            for index, board in chosen:
                result = analyze(board, self.rules, result)
                in_play = compare_with_engine(client, result) if client is not None else None
                if self.support:
                    yield format_support(name, index, result, self.support)
                elif json_lines is not None:
                    yield json_lines(name, index, result, engine_json(in_play))
                elif self.output_format is OutputFormat.SUMMARY:
                    yield format_summary(name, index, result)
                else:
                    text = format_text(name, index, result, found.labels(index))
                    yield text if in_play is None else text + "\n".join(in_play.lines(board.rows)) + "\n"
                row.nodes += 1
        assert result is not None  # a choice of nodes holds one at least
        row.record_verdict(result)


def engine_json(in_play: EngineComparison | None) -> dict[str, object] | None:
    """The json of ``--engine``: the engine's name, and its status of each block (named by its
    first stone, an SGF point) beside Benson's verdict."""
    if in_play is None:
        return None
    return {"name": in_play.engine, "blocks": [
        {"colour": block.colour.value, "at": sgf_point(block.first), "status": block.status,
         "unconditionally_alive": block.unconditionally_alive} for block in in_play.blocks]}


def check_engine(args: argparse.Namespace) -> None:
    """Start ``--engine``'s command line once, so that an engine that cannot start is said
    once, not for every FILE."""
    if args.engine is not None:
        GtpClient(args.engine, args.engine_timeout).close()


def run_analyze(args: argparse.Namespace) -> int:
    try:
        check_engine(args)
    except EngineError as error:
        return say_problem("--engine", str(error))
    try:
        runner = dask_runner(args)
    except DaskUnavailable as error:
        return say_problem("--dask", str(error))
    found, problems = expand_inputs(args.files)
    output_format = OutputFormat(args.format)
    rows = run_batch(AnalyzeFile(args.node, Rules(args.rules), output_format, args.pretty, args.support,
                                 args.engine, args.engine_timeout),
                     [item.path for item in found], problems, args, runner or run_files)
    drew_boards = output_format is OutputFormat.TEXT and not args.support
    if drew_boards and any(row.status is FileStatus.OK for row in rows):
        emit_all([legend()])
    return finish_batch(rows, args)



def add_command(commands: Commands) -> None:
    analyze_parser = commands.add_parser(
        "analyze", help="print Benson's analysis of SGF files or text diagrams",
        description="Print which blocks are unconditionally alive (Benson 1976), with the "
                    "casting-out rounds and pass-alive territory.")
    add_rules_argument(analyze_parser)
    analyze_parser.add_argument("--node", type=NodeChoice.parse, default=NodeChoice(NodeKind.LAST),
                                metavar="last|all|N",
                                help="main-line node(s) of an SGF file to analyse; 0 is the root (default: last)")
    analyze_parser.add_argument("--format", choices=[f.value for f in OutputFormat],
                                default=OutputFormat.TEXT.value,
                                help="text: marked diagram and reasons; json: one object per node; "
                                     "summary: one line per node (default: text)")
    analyze_parser.add_argument("--pretty", action="store_true",
                                help="json indented over several lines (default: one compact line per node)")
    analyze_parser.add_argument("--support", type=point_list, default=(), metavar="P[,P...]",
                                help="instead of the report, Benson's section 7 for the blocks Y at the points "
                                     "(SGF points like cc or names like C3): the blocks [Y] joined to them "
                                     "through small regions, the largest unconditionally alive set Z inside "
                                     "[Y], and the support S(Y), the blocks of Y in Z")
    add_engine_arguments(analyze_parser, "also ask a GTP engine each block's status in play (alive, dead, seki) "
                                         "and set it beside Benson's verdict")
    analyze_parser.add_argument("files", nargs="+", metavar="FILE",
                                help="an SGF file or a text diagram (rows of X, O and ., or Sensei's "
                                     "Library $$ lines); - reads standard input; a folder: its *.sgf "
                                     "files, all the way down, in sorted order")
    add_batch_arguments(analyze_parser)
    add_dask_arguments(analyze_parser)
    analyze_parser.set_defaults(run=run_analyze)

