"""The ``gobenson`` command.

Subcommands run headless on the pure core; only the editor itself loads Qt, so ``gobenson
analyze`` works (and starts fast) where PySide6 cannot even be imported.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from itertools import compress
from typing import BinaryIO, Callable, Iterable, Iterator, Mapping, NamedTuple, Sequence

from .batch import (SUMMARY_COLUMNS, Destination, FileRow, FileStatus, default_jobs, expand_inputs, mirrored_outputs,
                    run_files, write_summary_csv)
from .core.analysis import Analysis, ColourAnalysis, analyze
from .core.atomic import STANDARD_OUTPUT, write_output
from .core.benson_layout import Round
from .core.board import Board, Colour
from .core.coords import parse_point, point_name, sgf_point
from .core.diagram import parse_diagram
from .core.fast import bit_selectors
from .core.geometry import Geometry, Point
from .core.kill import kill_sequence
from .core.report import LEGEND, analysis_paragraph, counted, marked_board, reasons, rounds_phrase, support_lines
from .core.rules import Rules
from .core.annotate import annotate, main_line_nodes
from .core.sgf.document import Document
from .core.sgf.properties import node_labels
from .core.sgf.reader import looks_like_sgf
from .core.sgf.replay import main_line_positions
from .core.sgf.tree import MAX_FILE_BYTES, load_games, on_main_line
from .core.support import support
from .exercises_cli import add_exercises_command
from .handout_cli import add_handout_command
from .view.names import names_from_scratch

PROGRAM = "gobenson"


class InputError(ValueError):
    """A FILE argument that cannot be analysed; the message names the problem."""


class NodeKind(StrEnum):
    """What ``--node`` chooses; LAST and ALL are the words :func:`on_main_line` takes."""

    LAST = "last"
    ALL = "all"
    INDEX = "index"


@dataclass(frozen=True)
class NodeChoice:
    """``--node``: the last main-line node, all of them, or one index (0 is the root)."""

    kind: NodeKind
    index: int = 0

    @classmethod
    def parse(cls, text: str) -> "NodeChoice":
        if text in (NodeKind.LAST, NodeKind.ALL):
            return cls(NodeKind(text))
        if text.isdigit():
            return cls(NodeKind.INDEX, int(text))
        raise argparse.ArgumentTypeError(f"expected last, all or a node number, not {text!r}")

    @property
    def which(self) -> str | int:
        """The choice as :func:`on_main_line` and the annotator take it."""
        return self.index if self.kind is NodeKind.INDEX else self.kind.value

    def select(self, positions: list[Board]) -> list[tuple[int, Board]]:
        return on_main_line(list(enumerate(positions)), self.which)


class OutputFormat(StrEnum):
    """``--format`` of ``analyze`` (all three) and ``kill`` (text and json)."""

    TEXT = "text"
    JSON = "json"
    SUMMARY = "summary"


MAX_DIAGRAM_BYTES = 2**20
"""A text diagram shows at most 52x52 points (about 6 KB with spaces); 1 MB leaves room for
text around it while keeping the line-by-line reader fast."""

BROKEN_PIPE_STATUS = 128 + 13
"""The status of a program that SIGPIPE stopped, as shells report it."""


def read_input(name: str) -> bytes:
    """The bytes of FILE (``-``: standard input), refused beyond :data:`MAX_FILE_BYTES`.

    Every command reads its input here, and no more than the limit is ever read, so a huge
    file costs a fraction of a second before the one-line refusal.
    """
    try:
        if name == "-":
            return _bounded(sys.stdin.buffer)
        with open(name, "rb") as handle:
            return _bounded(handle)
    except OSError as error:
        raise InputError(error.strerror or str(error)) from None


def _bounded(handle: BinaryIO) -> bytes:
    data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) <= MAX_FILE_BYTES:
        return data
    try:
        size = os.fstat(handle.fileno()).st_size  # 0 for a pipe
    except (OSError, ValueError):  # a stream without a file behind it
        size = 0
    what = f"the file is {megabytes(size)}" if size > MAX_FILE_BYTES else \
        f"the input is more than {megabytes(MAX_FILE_BYTES)}"
    raise InputError(f"{what}; gobenson reads inputs of up to {megabytes(MAX_FILE_BYTES)}")


def megabytes(size: int) -> str:
    return f"{size / 2**20:,.{0 if size % 2**20 == 0 else 1}f} MB"


def report_notes(name: str, notes: list[str]) -> None:
    """Say, a line each, what of FILE was left out or read leniently; the command goes on."""
    for note in notes:
        print(f"{PROGRAM}: {one_line(name)}: note: {note}", file=sys.stderr)


class Positions(NamedTuple):
    """The main-line positions of a file, read for the analysis."""

    boards: list[Board]
    games: int
    """How many games the file holds (a diagram counts as one)."""
    labels: Callable[[int], Mapping[Point, str]]
    """The labels (LB) of the node of board ``index``, asked for only by the words that name
    regions (:mod:`.view.names`)."""


def first_game_positions(name: str, data: bytes) -> Positions:
    """The main-line positions of the first game of an SGF collection and how many games it
    holds, noting what was read leniently and any games after the first that go unread."""
    games = load_games(data)
    game = games[0]
    positions = main_line_positions(game)
    report_notes(name, game.notes + unread_games(len(games)))
    line = game.main_line()
    return Positions(positions, len(games), lambda index: node_labels(line[index], game.geometry, game.charset))


def load_document(name: str) -> Document:
    """An SGF FILE as a document (its first game on show), for the commands that need SGF."""
    document = Document.from_bytes(read_input(name), None if name == "-" else name)
    report_notes(name, document.notes + unread_games(len(document.games)))
    return document


def unread_games(count: int) -> list[str]:
    return [f"only the first of its {count} games is used"] if count > 1 else []


def load_positions(name: str) -> Positions:
    """Main-line positions of the first game of an SGF file, or the one position of a diagram
    (whose labels are not read)."""
    data = read_input(name)
    if looks_like_sgf(data):
        return first_game_positions(name, data)
    if len(data) > MAX_DIAGRAM_BYTES:
        raise InputError(f"not SGF, and at {megabytes(len(data))} too long for a text diagram "
                         f"(gobenson reads diagrams of up to {megabytes(MAX_DIAGRAM_BYTES)})")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("neither SGF nor a text diagram (not UTF-8 text)") from None
    return Positions([parse_diagram(text)], 1, lambda index: {})


# -- output formats ---------------------------------------------------------------------------------


class PointsText(dict):
    """The JSON lists of SGF point names of point sets of one board geometry, as text, by set:
    ``texts[mask]``, made when first asked for.

    A set's bits pick the names out of a table indexed by bit, all in C, and sets are
    remembered as finished text, since successive nodes share most blocks and regions (a plain
    dict, looked up by ``map`` over a whole list, is the cheapest cache).  Most of the others
    differ by a point or two from one of the last two sets written with the same first point
    (the region a stone was played in, the block it joined; two, since both colours' largest
    regions often start in the same corner), and are written by editing that set's text:
    spelling out a region of 300 points cost as much as analysing the node.
    """

    REMEMBERED = 4096

    def __init__(self, geom: Geometry) -> None:
        super().__init__()
        self.by_bit = [sgf_point(point) if geom.in_grid(point) else "" for point in geom.point_at]
        self.last_two_with_first: dict[int, tuple[tuple[int, str], tuple[int, str]]] = {}

    def __missing__(self, mask: int) -> str:
        if len(self) >= self.REMEMBERED:
            self.clear()
        if not mask:
            text = "[]"
        else:
            first = mask & -mask
            last, before_last = self.last_two_with_first.get(first, ((0, ""), (0, "")))
            for similar, text in last, before_last:
                if similar and (similar ^ mask).bit_count() <= 2:
                    text = _edited_points(text, similar, similar ^ mask, self.by_bit)
                    break
            else:
                bits = bit_selectors(mask)
                text = '["' + '","'.join(compress(self.by_bit, bits)) + '"]'  # SGF points need no escapes
            self.last_two_with_first[first] = (mask, text), last
        self[mask] = text
        return text


def _edited_points(text: str, mask: int, difference: int, by_bit: list[str]) -> str:
    """The JSON text of the set ``mask ^ difference`` from the text of ``mask``.  No point of
    ``difference`` is the sets' shared first point, so each has a point before it in the set
    to cut or to insert after."""
    while difference:
        point = difference & -difference
        difference ^= point
        name = by_bit[point.bit_length() - 1]
        if mask & point:
            text = text.replace(f',"{name}"', "", 1)
        else:
            before = by_bit[(mask & (point - 1)).bit_length() - 1]
            text = text.replace(f'"{before}"', f'"{before}","{name}"', 1)
        mask ^= point
    return text


def _json_list(items: Iterable[str]) -> str:
    return "[" + ",".join(items) + "]"


@lru_cache(maxsize=4096)
def _step_json(blocks: Sequence[int], regions: Sequence[int]) -> str:
    """One step's sorted indices as JSON, remembered: successive nodes repeat most steps."""
    return f'{{"blocks":{_json_list(map(str, blocks))},"regions":{_json_list(map(str, regions))}}}'


@lru_cache(maxsize=64)
def _shape_json(geom: Geometry, rules: Rules) -> str:
    """The fields of a node's JSON that only the board's shape and the rules decide, remembered:
    every node of a record repeats them, and encoding them each time cost a quarter of the line."""
    missing = sorted(sgf_point(point) for point in geom.missing)
    links = [[sgf_point(point) for point in pair] for pair in sorted(geom.links)]
    return (f'"columns":{geom.columns},"rows":{geom.rows},"rules":"{rules.value}",'
            f'"missing":{json.dumps(missing, separators=(",", ":"))},"wrap":"{geom.wrap.value}",'
            f'"links":{json.dumps(links, separators=(",", ":"))}')


class JsonLines:
    """Writes the json of the nodes of one file, a line each (or indented over many lines when
    ``pretty``).

    A line is put together from remembered pieces of JSON text (every value but the file name
    is a number or a list of SGF points, which need no escapes); the indented form re-reads it,
    so both have the same fields by construction.  The colour that did not move keeps its
    stones, so its blocks and regions, and mostly its casting-out (as the very same object)
    from the node before, so their text is kept too.
    """

    def __init__(self, board: Board, pretty: bool = False) -> None:
        self.points = PointsText(board.geometry)
        self.pretty = pretty
        self.file = self.file_json = ""
        self.kept: dict[Colour, tuple[int, tuple[Round, ...] | None, str, str, str]] = {}
        """Colour -> the stones and rounds of its last line, and the text of its blocks, regions
        and steps."""

    def __call__(self, file: str, node: int, analysis: Analysis) -> str:
        if file != self.file:
            self.file, self.file_json = file, json.dumps(file)
        illegal = analysis.black.layout.airless | analysis.white.layout.airless
        text = (f'{{"file":{self.file_json},"node":{node},{_shape_json(analysis.board.geometry, analysis.rules)},'
                f'"illegal":{self.points[illegal]},'
                f'"black":{self._colour(analysis.black)},"white":{self._colour(analysis.white)}}}')
        return json.dumps(json.loads(text), indent=2) if self.pretty else text

    def _colour(self, side: ColourAnalysis) -> str:
        """Each block and region listed once; the steps name them by their index in those lists."""
        layout = side.layout
        points = self.points
        own, rounds, blocks_text, regions_text, steps_text = self.kept.get(side.colour, (-1, None, "", "", ""))
        if layout.own != own:
            # A colour's stones decide its blocks and its regions' point sets.
            blocks_text = _json_list(map(points.__getitem__, layout.blocks))
            regions_text = _json_list(map(points.__getitem__, side.region_masks))
        if layout.rounds is not rounds or layout.own != own:
            steps_text = _json_list([_step_json(*sets) for sets in side.step_sets()])
        self.kept[side.colour] = layout.own, layout.rounds, blocks_text, regions_text, steps_text
        return (f'{{"safe":{points[side.safe_stones]},"territory":{points[side.territory]},'
                f'"blocks":{blocks_text},"regions":{regions_text},"steps":{steps_text}}}')


def format_text(file: str, node: int, analysis: Analysis, labels: Mapping[Point, str]) -> str:
    """The board marked, the paragraph and every reason, the regions named after the node's
    ``labels`` as the editor names them."""
    lines = [f"{file}, node {node} ({analysis.board.columns}x{analysis.board.rows}, rules {analysis.rules.value})",
             marked_board(analysis), analysis_paragraph(analysis)]
    names = names_from_scratch(analysis, labels)
    for side in (analysis.black, analysis.white):
        lines.extend(reasons(side, names[side.colour]))
    return "\n".join(lines) + "\n"


def format_support(file: str, node: int, analysis: Analysis, points: tuple[str, ...]) -> str:
    """``--support``: Benson's section 7 for the blocks at ``points``, each colour's apart."""
    board = analysis.board
    lines = [f"{file}, node {node} (rules {analysis.rules.value})"]
    stones = [parse_point_argument(text, board, "--support") for text in points]
    for colour in Colour:
        side = analysis.of(colour)
        chosen = {side.block_at(point).index for point in stones if board.get(point) is colour}
        if chosen:
            lines.extend(support_lines(side, support(side, chosen)))
    return "\n".join(lines)


def format_summary(file: str, node: int, analysis: Analysis) -> str:
    illegal = f"; ILLEGAL ({counted(len(analysis.illegal), 'block')} without liberties)" if analysis.illegal else ""
    return f"{file} node {node}: {_side_summary(analysis.black)}; {_side_summary(analysis.white)}{illegal}"


def _side_summary(side: ColourAnalysis) -> str:
    return _colour_summary(side.colour, side.safe_stones.bit_count(), side.safe_count, len(side.block_masks), side.round_count)


@lru_cache(maxsize=4096)
def _colour_summary(colour: Colour, stones: int, safe: int, blocks: int, rounds: int) -> str:
    """One colour's part of a summary line, remembered: successive nodes repeat the same counts."""
    return f"{colour.value} {counted(stones, 'safe stone')} in {safe}/{counted(blocks, 'block')}, {rounds_phrase(rounds)}"


@dataclass(frozen=True)
class AnalyzeFile:
    """``analyze``'s work on one FILE: prints its nodes, returns its row of the summary table.
    An object rather than a closure so that worker processes can be handed it."""

    nodes: NodeChoice
    rules: Rules
    output_format: OutputFormat
    pretty: bool = False
    support: tuple[str, ...] = ()
    """``--support``: the points naming the blocks Y whose support is printed instead."""

    def __call__(self, name: str) -> FileRow:
        row = FileRow(name)
        for_file(name, lambda: emit_all(self.lines(name, row)), row)
        return row

    @staticmethod
    def file_of(name: str) -> str:
        return name

    def lines(self, name: str, row: FileRow) -> Iterator[str]:
        found = load_positions(name)
        positions, row.games = found.boards, found.games
        chosen = self.nodes.select(positions)
        json_lines = JsonLines(positions[0], self.pretty) if self.output_format is OutputFormat.JSON else None
        result = None
        for index, board in chosen:
            result = analyze(board, self.rules, result)
            if self.support:
                yield format_support(name, index, result, self.support)
            elif self.output_format is OutputFormat.JSON:
                yield json_lines(name, index, result)
            elif self.output_format is OutputFormat.SUMMARY:
                yield format_summary(name, index, result)
            else:
                yield format_text(name, index, result, found.labels(index))
            row.nodes += 1
        row.record_verdict(result)


def run_analyze(args: argparse.Namespace) -> int:
    found, problems = expand_inputs(args.files)
    output_format = OutputFormat(args.format)
    rows = run_batch(AnalyzeFile(args.node, Rules(args.rules), output_format, args.pretty, args.support),
                     [item.path for item in found], problems, args)
    drew_boards = output_format is OutputFormat.TEXT and not args.support
    if drew_boards and any(row.status is FileStatus.OK for row in rows):
        emit_all([LEGEND])
    return finish_batch(rows, args)


LOST_WORKER = "not done: a process working on the files ended abruptly (out of memory?)"


def run_batch(work: AnalyzeFile | AnnotateFile, tasks: list, problems: list[tuple[str, str]],
              args: argparse.Namespace) -> list[FileRow]:
    """The rows of the problems met finding the files (each said in its line), then those of
    ``work`` done on every task with ``--jobs`` processes.  Standard input is read by this
    process, so a task list naming it runs here."""
    rows = [failed_row(name, message) for name, message in problems]
    jobs = 1 if STANDARD_OUTPUT in (*args.files, getattr(args, "output", None)) else args.jobs
    with writing_output():
        rows.extend(run_files(work, tasks, jobs, lambda task: failed_row(work.file_of(task), LOST_WORKER)))
    return rows


def failed_row(name: str, message: str) -> FileRow:
    """The row of a file that could not be done, once its line is said."""
    say_problem(name, message)
    row = FileRow(name)
    row.fail(message)
    return row


def finish_batch(rows: list[FileRow], args: argparse.Namespace) -> int:
    """Write ``--summary-csv`` if asked; 1 if any file failed (or the table cannot be written)."""
    status = int(any(row.status is not FileStatus.OK for row in rows))
    if args.summary_csv is not None:
        status |= for_file(args.summary_csv, lambda: write_summary_csv(args.summary_csv, rows))
    return status


def run_render(args: argparse.Namespace) -> int:
    """Draw a node with the editor's own painter; Qt is imported here, not at start-up."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from .gui.render import DrawingError, render_document

    application = QGuiApplication.instance() or QGuiApplication([PROGRAM])  # drawing text needs one
    try:
        status = for_file(args.file, lambda: render_document(load_document(args.file), args.output, args.node,
                                                             args.colour, args.step, args.size, Rules(args.rules),
                                                             args.legend))
    except DrawingError as error:
        status = say_problem(args.output, str(error))
    del application
    return status


def add_rules_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", choices=[r.value for r in Rules], default=Rules.NO_SUICIDE.value,
                        help="whether suicide is legal (default: no-suicide, Benson's rules)")


class OutputError(Exception):
    """Standard output takes no more text: no FILE is to blame, so the whole command stops."""


@contextmanager
def writing_output() -> Iterator[None]:
    try:
        yield
    except OSError as error:
        raise OutputError() from error


def emit_all(lines: Iterable[str]) -> None:
    """Print a command's output, a line (or record) at a time as it is made.  Only printing is
    guarded (as :func:`writing_output` does, inline since it runs for every node): the lines'
    own errors, such as a file that cannot be read, are the file's."""
    for line in lines:
        try:
            print(line)
        except OSError as error:
            raise OutputError() from error


def stop_output(error: OSError) -> int:
    """The exit status once standard output has failed: a reader that has gone (``| head``) ends
    the command quietly, as SIGPIPE would; any other failure is said once."""
    with open(os.devnull, "wb") as devnull:  # what is still buffered must not fail again at exit
        os.dup2(devnull.fileno(), sys.stdout.fileno())
    if isinstance(error, BrokenPipeError):
        return BROKEN_PIPE_STATUS
    print(f"{PROGRAM}: standard output: {error.strerror or error}", file=sys.stderr)
    return 1


def for_file(name: str, work: Callable[[], object], row: FileRow | None = None) -> int:
    """Do a command's work on one FILE: 0, or 1 once the line saying what is wrong is printed
    (and put in the file's ``row`` of the summary table, if it has one)."""
    try:
        work()
    except (ValueError, OSError) as error:  # SgfError, EditError, DiagramError and InputError are ValueErrors
        message = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        if row is not None:
            row.fail(message)
        return say_problem(name, message)
    return 0


def say_problem(name: str, message: str) -> int:
    """Print the one line that says what is wrong with a FILE argument; 1 is the exit status."""
    print(f"{PROGRAM}: {one_line(name)}: {one_line(message)}", file=sys.stderr)
    return 1


def one_line(text: str) -> str:
    """``text`` with line breaks and other control characters escaped, as Python writes them."""
    return text if text.isprintable() else "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


QT_OPTIONS_WITH_VALUE = frozenset({"-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
                                   "-qwindowicon", "-qwindowtitle", "-session", "-style", "-stylesheet", "-display",
                                   "-geometry", "-qmljsdebugger"})
QT_FLAGS = frozenset({"-reverse", "-widgetcount"})
"""The command-line options every Qt program takes (those of QGuiApplication and QApplication, and
X11's -display and -geometry): given to the editor, they go on to Qt.  An option with a value
takes the next argument, or its own after ``=`` (``-style=fusion``)."""


class QtOptionError(ValueError):
    """A Qt option that ends the command line without its value."""


def split_qt_options(argv: list[str]) -> tuple[list[str], list[str]]:
    """(Qt's options with their values, the other arguments), each in the order given."""
    qt_options, rest = [], []
    arguments = iter(argv)
    for argument in arguments:
        name = argument.split("=", 1)[0]
        if argument in QT_FLAGS or (name in QT_OPTIONS_WITH_VALUE and "=" in argument):
            qt_options.append(argument)
        elif argument in QT_OPTIONS_WITH_VALUE:
            value = next(arguments, None)
            if value is None:
                raise QtOptionError(f"Qt's option {argument} needs a value")
            qt_options += [argument, value]
        else:
            rest.append(argument)
    return qt_options, rest


def run_editor(files: list[str], qt_options: Sequence[str] = ()) -> int:
    """Open the editor -- after checking what would otherwise end in a Qt abort or a traceback."""
    display_named = any(option.split("=", 1)[0] in ("-platform", "-display") for option in qt_options)
    if sys.platform.startswith("linux") and not (display_named or os.environ.get("DISPLAY")
                                                 or os.environ.get("WAYLAND_DISPLAY")
                                                 or os.environ.get("QT_QPA_PLATFORM")):
        print(f"{PROGRAM}: no display to open the editor on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
              f"'{PROGRAM} analyze', 'annotate', 'kill' and 'render' work without one", file=sys.stderr)
        return 1
    try:
        from .gui.app import main as editor_main
    except ImportError as error:
        print(f"{PROGRAM}: the editor cannot start: {error} (pip install 'PySide6-Essentials!=6.12.0')",
              file=sys.stderr)
        return 1
    return editor_main(files, list(qt_options))


MAX_RENDER_PIXELS = 4000
"""The largest board side ``render --size`` draws: two such boards side by side take about
270 MB and a few seconds; far larger ones run out of memory or past what a QImage can hold."""


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number from 1 up, not {text!r}")
    return int(text)


def _board_pixels(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= MAX_RENDER_PIXELS:
        raise argparse.ArgumentTypeError(f"expected a whole number of pixels from 1 to {MAX_RENDER_PIXELS}, "
                                         f"not {text!r}")
    return int(text)


def _whole(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a whole number (0 or more), not {text!r}")
    return int(text)


def add_drawing_arguments(parser: argparse.ArgumentParser, output_help: str) -> None:
    """FILE, -o OUT, --node and --colour: what ``render`` and ``handout`` draw, and where."""
    parser.add_argument("file", metavar="FILE", help="an SGF file (its first game)")
    parser.add_argument("-o", "--output", required=True, metavar="OUT", help=output_help)
    parser.add_argument("--node", type=_whole, metavar="N", help="main-line node to draw; 0 is the root (default: the last)")
    parser.add_argument("--colour", choices=("black", "white", "both"), default="black",
                        help="whose casting-out sequence to show; both: two boards side by side (default: black)")


def add_render_command(commands) -> None:
    render = commands.add_parser(
        "render", help="draw a board with its analysis overlays to PNG or SVG",
        description="Draw a main-line node of an SGF file as the editor shows it: safe blocks, "
                    "pass-alive territory, and the casting-out sequence at a chosen half-step.")
    add_drawing_arguments(render, "the picture to write, in the format its name ends in: .png (also without a "
                                  "suffix), .svg, .jpg, .bmp, .webp, .tif and the other formats Qt writes")
    render.add_argument("--step", type=_whole, metavar="K",
                        help="half-step of the sequence: 0 the start, then each round's blocks leave, "
                             "then its regions, the last half-step is the verdict (default: the verdict); "
                             "a K past the last is refused. "
                             "Every region of the colour is lettered.")
    render.add_argument("--size", type=_board_pixels, default=800, metavar="PIXELS",
                        help=f"side of each board in pixels, 1 to {MAX_RENDER_PIXELS} (default: 800)")
    render.add_argument("--legend", action="store_true",
                        help="draw the legend of the overlays under the boards")
    add_rules_argument(render)
    render.set_defaults(run=run_render)


def _job_count(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a number of processes (1 or more), not {text!r}")
    return int(text)


def _csv_path(text: str) -> str:
    """Refused at once if its folder does not exist, rather than after a long run."""
    if not os.path.isdir(os.path.dirname(text) or "."):
        raise argparse.ArgumentTypeError(f"there is no folder {os.path.dirname(text)!r} to write {text!r} in")
    return text


def add_batch_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--jobs", type=_job_count, default=default_jobs(), metavar="N",
                        help="files worked on at once, each in its own process; the output keeps the "
                             "order of the files (default: the number of processors; 1: in this process)")
    parser.add_argument("--summary-csv", type=_csv_path, metavar="CSV",
                        help="also write a table with a row per file: " + ", ".join(SUMMARY_COLUMNS))


def single_node(text: str) -> NodeChoice:
    if text == NodeKind.ALL:
        raise argparse.ArgumentTypeError("expected last or a node number")
    return NodeChoice.parse(text)


def parse_point_argument(text: str, board: Board, option: str = "--point"):
    """A stone named in ``option`` by an SGF point (``cc``) or a GTP-style name (``C3``), told
    apart as :func:`~gobenson_gui.core.coords.parse_point` does for every command."""
    try:
        point = parse_point(text, board.geometry)
    except ValueError as error:
        raise InputError(f"{option} {error}") from None
    if board.get(point) is None:
        raise InputError(f"{option} {text}: there is no stone there")
    return point


def _point_list(text: str) -> tuple[str, ...]:
    """``--support``: points separated by commas, checked against each board later."""
    points = tuple(part.strip() for part in text.split(","))
    if not all(points):
        raise argparse.ArgumentTypeError(f"expected points separated by commas, like C3,E5, not {text!r}")
    return points


def kill_lines(name: str, node: NodeChoice, rules: Rules, point_text: str | None,
               output_format: OutputFormat) -> Iterator[str]:
    (index, board), = node.select(load_positions(name).boards)
    result = analyze(board, rules)
    if point_text is None:
        firsts = [block.first for side in (result.black, result.white) for block in side.blocks]
        firsts.sort(key=lambda p: (p[1], p[0]))
    else:
        point = parse_point_argument(point_text, board)
        firsts = [board.geometry.first_point(board.block_at(point))]
    for first in firsts:
        colour = board.get(first)
        kill = kill_sequence(board, first, rules)
        if output_format is OutputFormat.JSON:
            record = {"point": sgf_point(first), "colour": colour.value, "safe": kill is None}
            if kill is not None:
                record["moves"] = [sgf_point(move) for move in kill.moves]
            yield json.dumps(record)
        else:
            where = f"{colour.value} block at {point_name(first, board.rows)} ({sgf_point(first)})"
            if kill is None:
                yield f"{where}: unconditionally alive, it cannot be captured"
            else:
                moves = " ".join(point_name(move, board.rows) for move in kill.moves)
                yield f"{where}: {kill.attacker.value} captures it in {counted(len(kill.moves), 'move')}: {moves}"


def run_kill(args: argparse.Namespace) -> int:
    return for_file(args.file, lambda: emit_all(kill_lines(args.file, args.node, Rules(args.rules), args.point,
                                                           OutputFormat(args.format))))


def add_kill_command(commands) -> None:
    kill = commands.add_parser(
        "kill", help="show how each block that is not unconditionally alive can be captured",
        description="For every block (or the one at --point), the moves by which the opponent "
                    "captures it while its owner passes, built as in Benson's Theorem 2; "
                    "unconditionally alive blocks have none.")
    kill.add_argument("file", metavar="FILE", help="an SGF file or a text diagram; - reads standard input")
    kill.add_argument("--node", type=single_node, default=NodeChoice(NodeKind.LAST), metavar="last|N",
                      help="main-line node of an SGF file; 0 is the root (default: last)")
    add_rules_argument(kill)
    kill.add_argument("--point", metavar="P", help="only the block at P (SGF point like cc, or a name like C3)")
    kill.add_argument("--format", choices=[OutputFormat.TEXT.value, OutputFormat.JSON.value],
                      default=OutputFormat.TEXT.value,
                      help="text: a line per block with the moves as names; json: one object per block")
    kill.set_defaults(run=run_kill)


@dataclass(frozen=True)
class AnnotateFile:
    """``annotate``'s work on one FILE: writes the annotated copy, returns its summary row
    (the verdict columns describe the last node annotated)."""

    which: str | int
    rules: Rules

    def __call__(self, destination: Destination) -> FileRow:
        row = FileRow(destination.file)

        def annotate_file() -> None:
            document = load_document(destination.file)
            annotate(document, self.which, self.rules)
            if destination.folder_made:
                os.makedirs(os.path.dirname(destination.output), exist_ok=True)
            write_output(destination.output, document.to_bytes())  # an unchanged game as it was read
            nodes = main_line_nodes(document, self.which)
            row.games, row.nodes = len(document.games), len(nodes)
            row.record_verdict(analyze(document.board(nodes[-1]), self.rules))
        for_file(destination.file, annotate_file, row)
        return row

    @staticmethod
    def file_of(destination: Destination) -> str:
        return destination.file


def run_annotate(args: argparse.Namespace) -> int:
    """One FILE is written to OUT; several, or a folder, into the folder OUT, mirroring the
    input folders (a folder OUT inside an input folder is not read as input)."""
    into_folder = len(args.files) > 1 or any(map(os.path.isdir, args.files)) or os.path.isdir(args.output)
    if into_folder and args.output == STANDARD_OUTPUT:
        return say_problem(args.output, "standard output takes one annotated record: name one FILE")
    if not into_folder:
        destinations, problems = [Destination(args.files[0], args.output)], []
    elif os.path.exists(args.output) and not os.path.isdir(args.output):
        return say_problem(args.output, "not a folder: with several inputs or a folder, -o names the folder "
                                        "to write the annotated records into")
    else:
        found, problems = expand_inputs(args.files, skip_folder=os.path.realpath(args.output))
        destinations, clashes = mirrored_outputs(found, args.output)
        problems += clashes
    return finish_batch(run_batch(AnnotateFile(args.node.which, Rules(args.rules)), destinations, problems, args), args)


def add_annotate_command(commands) -> None:
    annotate_parser = commands.add_parser(
        "annotate", help="write Benson's analysis into an SGF file as marks and comments",
        description="Mark unconditionally alive stones (SQ) and pass-alive territory (TB/TW) at "
                    "main-line nodes of the first game and add a paragraph to their comments; "
                    "a user's marks and comments stay, and annotating again replaces the paragraph.")
    annotate_parser.add_argument("files", nargs="+", metavar="FILE",
                                 help="an SGF file, or a folder: its *.sgf files, all the way down")
    annotate_parser.add_argument("-o", "--output", required=True, metavar="OUT",
                                 help="the annotated SGF file to write (may be FILE itself; - is standard "
                                      "output); with several "
                                      "FILEs, a folder or an existing folder OUT: the folder to write them "
                                      "into, mirroring the input folders (OUT may be the input folder itself)")
    annotate_parser.add_argument("--node", type=NodeChoice.parse, default=NodeChoice(NodeKind.ALL),
                                 metavar="all|last|N",
                                 help="main-line node(s) to annotate; 0 is the root (default: all, that is "
                                      "the first node and every node where the verdict changes)")
    add_rules_argument(annotate_parser)
    add_batch_arguments(annotate_parser)
    annotate_parser.set_defaults(run=run_annotate)


class ShowVersion(argparse.Action):
    """``--version``: the version is looked up only when asked for (see gobenson_gui.__getattr__)."""

    def __init__(self, option_strings, dest, **kwargs) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print gobenson's version and exit")

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        from . import __version__

        print(f"{PROGRAM} {__version__}")
        parser.exit()


def add_analyze_command(commands) -> None:
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
    analyze_parser.add_argument("--support", type=_point_list, default=(), metavar="P[,P...]",
                                help="instead of the report, Benson's section 7 for the blocks Y at the points "
                                     "(SGF points like cc or names like C3): the blocks [Y] joined to them "
                                     "through small regions, the largest unconditionally alive set Z inside "
                                     "[Y], and the support S(Y), the blocks of Y in Z")
    analyze_parser.add_argument("files", nargs="+", metavar="FILE",
                                help="an SGF file or a text diagram (rows of X, O and ., or Sensei's "
                                     "Library $$ lines); - reads standard input; a folder: its *.sgf "
                                     "files, all the way down, in sorted order")
    add_batch_arguments(analyze_parser)
    analyze_parser.set_defaults(run=run_analyze)


COMMANDS = {"analyze": add_analyze_command, "render": add_render_command, "kill": add_kill_command,
            "annotate": add_annotate_command, "exercises": add_exercises_command, "handout": add_handout_command}
"""Each command's name and the function that declares its arguments, in the order of the help."""


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of the command line.  Given a ``command``, only its arguments are declared:
    declaring every command's took argparse about 4 ms, longer than analysing a short record."""
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description="A Go board editor that teaches unconditional life (Benson's algorithm). "
                    "Without a command, opens the editor (on FILE, if given); Qt's own options "
                    "(-style, -platform, -reverse...) go on to it.")
    parser.add_argument("--version", action=ShowVersion)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, add_command in COMMANDS.items():
        if command in (None, name):
            add_command(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] not in COMMANDS:  # gobenson [QT OPTIONS] [FILE]
        try:
            qt_options, rest = split_qt_options(argv)
        except QtOptionError as error:
            build_parser().error(str(error))
        if not rest or not rest[0].startswith("-") and rest[0] not in COMMANDS:
            return run_editor(rest, qt_options)
    parser = build_parser(argv[0] if argv and argv[0] in COMMANDS else None)
    args = parser.parse_args(argv)
    if args.command is None:
        return run_editor([])
    if getattr(args, "pretty", False) and args.format != OutputFormat.JSON:
        parser.error("--pretty goes with --format json")
    if getattr(args, "support", ()) and args.format != OutputFormat.TEXT:
        parser.error("--support goes with --format text")
    try:
        status = args.run(args)
        with writing_output():
            sys.stdout.flush()  # a failure here, not at exit where it would print a traceback
    except OutputError as error:
        return stop_output(error.__cause__)
    return status


if __name__ == "__main__":
    sys.exit(main())
