"""The ``gobenson`` command.

Subcommands run headless on the pure core; only the editor itself loads Qt, so ``gobenson
analyze`` works (and starts fast) where PySide6 cannot even be imported.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from .core.benson import Analysis, ColourAnalysis, analyze
from .core.board import Board
from .core.coords import parse_point_name, parse_sgf_point, point_name, sgf_point
from .core.diagram import parse_diagram
from .core.kill import kill_sequence
from .core.report import LEGEND, analysis_paragraph, diagram, reasons, rounds_phrase
from .core.rules import Rules
from .core.sgf.annotate import annotate
from .core.sgf.atomic import write_atomic
from .core.sgf.document import Document
from .core.sgf.replay import main_line_positions
from .core.sgf.tree import load_games

PROGRAM = "gobenson"


class InputError(ValueError):
    """A FILE argument that cannot be analysed; the message names the problem."""


@dataclass(frozen=True)
class NodeChoice:
    """``--node``: the last main-line node, all of them, or one index (0 is the root)."""

    kind: str
    index: int = 0

    @classmethod
    def parse(cls, text: str) -> "NodeChoice":
        if text in ("last", "all"):
            return cls(text)
        if text.isdigit():
            return cls("index", int(text))
        raise argparse.ArgumentTypeError(f"expected last, all or a node number, not {text!r}")

    def select(self, positions: list[Board]) -> list[tuple[int, Board]]:
        if self.kind == "all":
            return list(enumerate(positions))
        if self.kind == "last":
            return [(len(positions) - 1, positions[-1])]
        if self.index >= len(positions):
            raise InputError(f"there is no node {self.index} (the main line has nodes 0 to {len(positions) - 1})")
        return [(self.index, positions[self.index])]


def read_input(name: str) -> bytes:
    try:
        if name == "-":
            return sys.stdin.buffer.read()
        with open(name, "rb") as handle:
            return handle.read()
    except OSError as error:
        raise InputError(error.strerror or str(error)) from None


def load_positions(data: bytes) -> list[Board]:
    """Main-line positions of the first game of an SGF file, or the one position of a diagram."""
    if b"(;" in data or data.lstrip().startswith(b"("):
        return main_line_positions(load_games(data)[0])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("neither SGF nor a text diagram (not UTF-8 text)") from None
    return [parse_diagram(text)]


# -- output formats ---------------------------------------------------------------------------------


def sgf_namer(board: Board) -> Callable[[int], list[str]]:
    """Turns point sets of the board's geometry into SGF point names, by table look-up."""
    geom = board.geometry
    names = {point: sgf_point(point) for point in geom.all_points()}
    return lambda mask: [names[point] for point in geom.points(mask)]


def _colour_json(side: ColourAnalysis, names: Callable[[int], list[str]]) -> dict:
    blocks = [names(block.mask) for block in side.blocks]
    regions = [names(region.mask) for region in side.regions]
    return {
        "safe": names(side.safe_stones),
        "territory": names(side.territory),
        "steps": [
            {"blocks": [blocks[b] for b in sorted(step.blocks)],
             "regions": [regions[r] for r in sorted(step.regions)]}
            for step in side.steps
        ],
    }


def format_json(file: str, node: int, analysis: Analysis, names: Callable[[int], list[str]]) -> str:
    illegal = 0
    for block in analysis.illegal:
        illegal |= block.mask
    board = analysis.board
    return json.dumps({
        "file": file, "node": node, "columns": board.columns, "rows": board.rows,
        "rules": analysis.rules.value, "missing": sorted(sgf_point(p) for p in board.geometry.missing),
        "wrap": board.geometry.wrap.value,
        "links": [[sgf_point(p) for p in pair] for pair in sorted(board.geometry.links)],
        "illegal": names(illegal),
        "black": _colour_json(analysis.black, names), "white": _colour_json(analysis.white, names),
    })


def format_text(file: str, node: int, analysis: Analysis) -> str:
    lines = [f"{file}, node {node} ({analysis.board.columns}x{analysis.board.rows}, rules {analysis.rules.value})",
             diagram(analysis), analysis_paragraph(analysis)]
    for side in (analysis.black, analysis.white):
        lines.extend(reasons(side))
    return "\n".join(lines) + "\n"


def format_summary(file: str, node: int, analysis: Analysis) -> str:
    parts = []
    for side in (analysis.black, analysis.white):
        stones = bin(side.safe_stones).count("1")
        parts.append(f"{side.colour.value} {stones} safe stones in {len(side.safe)}/{len(side.blocks)} blocks, "
                     f"{rounds_phrase(side)}")
    illegal = f"; ILLEGAL ({len(analysis.illegal)} blocks without liberties)" if analysis.illegal else ""
    return f"{file} node {node}: " + "; ".join(parts) + illegal


def analyze_file(name: str, nodes: NodeChoice, rules: Rules, output: str) -> Iterator[str]:
    positions = load_positions(read_input(name))
    chosen = nodes.select(positions)
    names = sgf_namer(positions[0]) if output == "json" else None
    for index, board in chosen:
        result = analyze(board, rules)
        if output == "json":
            yield format_json(name, index, result, names)
        elif output == "summary":
            yield format_summary(name, index, result)
        else:
            yield format_text(name, index, result)


def run_analyze(args: argparse.Namespace) -> int:
    status = 0
    rules = Rules(args.rules)
    for name in args.files:
        try:
            for text in analyze_file(name, args.node, rules, args.format):
                print(text)
        except (ValueError, OSError) as error:  # SgfError, DiagramError and InputError are ValueErrors
            status = file_error(name, error)
    if args.format == "text":
        print(LEGEND)
    return status


def run_render(args: argparse.Namespace) -> int:
    """Draw a node with the editor's own painter; Qt is imported here, not at start-up."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from .gui.render import render_file

    application = QGuiApplication.instance() or QGuiApplication([PROGRAM])  # drawing text needs one
    try:
        render_file(args.file, args.output, args.node, args.colour, args.step, args.size, Rules(args.rules))
    except (ValueError, OSError) as error:
        return file_error(args.file, error)
    del application
    return 0


def add_rules_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", choices=[r.value for r in Rules], default=Rules.NO_SUICIDE.value,
                        help="whether suicide is legal (default: no-suicide, Benson's rules)")


def file_error(name: str, error: Exception) -> int:
    """Print the one line that says what is wrong with a FILE argument; 1 is the exit status."""
    message = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    print(f"{PROGRAM}: {name}: {message}", file=sys.stderr)
    return 1


def run_editor(files: list[str]) -> int:
    """Open the editor -- after checking what would otherwise end in a Qt abort or a traceback."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
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
    return editor_main(files)


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of 1 or more, not {text!r}")
    return int(text)


def _whole(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a whole number (0 or more), not {text!r}")
    return int(text)


def add_render_command(commands) -> None:
    render = commands.add_parser(
        "render", help="draw a board with its analysis overlays to PNG or SVG",
        description="Draw a main-line node of an SGF file as the editor shows it: safe blocks, "
                    "pass-alive territory, and the casting-out sequence at a chosen half-step.")
    render.add_argument("file", metavar="FILE", help="an SGF file (its first game)")
    render.add_argument("-o", "--output", required=True, metavar="OUT",
                        help="the picture to write: .svg for SVG, anything else PNG")
    render.add_argument("--node", type=_whole, metavar="N",
                        help="main-line node to draw; 0 is the root (default: the last)")
    render.add_argument("--colour", choices=("black", "white", "both"), default="black",
                        help="whose casting-out sequence to show; both: two boards side by side (default: black)")
    render.add_argument("--step", type=_whole, metavar="K",
                        help="half-step of the sequence: 0 the start, then each round's blocks leave, "
                             "then its regions; past the end is the verdict (default: the verdict). "
                             "Every region of the colour is lettered.")
    render.add_argument("--size", type=_positive, default=800, metavar="PIXELS",
                        help="side of each board in pixels (default: 800)")
    add_rules_argument(render)
    render.set_defaults(run=run_render)


def single_node(text: str) -> NodeChoice:
    if text == "all":
        raise argparse.ArgumentTypeError("expected last or a node number")
    return NodeChoice.parse(text)


def parse_point_argument(text: str, board: Board):
    """``--point``: an SGF point (``cc``) or a GTP-style name (``C3``)."""
    try:
        point = parse_sgf_point(text) if len(text) == 2 and text.isalpha() else \
            parse_point_name(text, board.columns, board.rows)
    except ValueError:
        raise InputError(f"--point {text}: not a point (an SGF point like cc or a name like C3)") from None
    if not board.geometry.contains(point):
        where = "a missing point of" if board.geometry.in_grid(point) else "off"
        raise InputError(f"--point {text} is {where} the {board.columns}x{board.rows} board")
    if board.get(point) is None:
        raise InputError(f"--point {text}: there is no stone there")
    return point


def kill_lines(name: str, node: NodeChoice, rules: Rules, point_text: str | None, output: str) -> Iterator[str]:
    positions = load_positions(read_input(name))
    (index, board), = node.select(positions)
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
        if output == "json":
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
                count = len(kill.moves)
                yield f"{where}: {kill.attacker.value} captures it in {count} move{'s' if count != 1 else ''}: {moves}"


def run_kill(args: argparse.Namespace) -> int:
    try:
        for line in kill_lines(args.file, args.node, Rules(args.rules), args.point, args.format):
            print(line)
    except (ValueError, OSError) as error:
        return file_error(args.file, error)
    return 0


def add_kill_command(commands) -> None:
    kill = commands.add_parser(
        "kill", help="show how each block that is not unconditionally alive can be captured",
        description="For every block (or the one at --point), the moves by which the opponent "
                    "captures it while its owner passes, built as in Benson's Theorem 2; "
                    "unconditionally alive blocks have none.")
    kill.add_argument("file", metavar="FILE", help="an SGF file or a text diagram; - reads standard input")
    kill.add_argument("--node", type=single_node, default=NodeChoice("last"), metavar="last|N",
                      help="main-line node of an SGF file; 0 is the root (default: last)")
    add_rules_argument(kill)
    kill.add_argument("--point", metavar="P", help="only the block at P (SGF point like cc, or a name like C3)")
    kill.add_argument("--format", choices=("text", "json"), default="text",
                      help="text: a line per block with the moves as names; json: one object per block")
    kill.set_defaults(run=run_kill)


def run_annotate(args: argparse.Namespace) -> int:
    which = args.node.index if args.node.kind == "index" else args.node.kind
    try:
        document = Document.open(args.file)
        if annotate(document, which, Rules(args.rules)):
            document.save(args.output)
        else:  # already annotated: the output is the input, byte for byte
            write_atomic(args.output, Path(args.file).read_bytes())
    except (ValueError, OSError) as error:  # SgfError and EditError are ValueErrors
        return file_error(args.file, error)
    return 0


def add_annotate_command(commands) -> None:
    annotate_parser = commands.add_parser(
        "annotate", help="write Benson's analysis into an SGF file as marks and comments",
        description="Mark unconditionally alive stones (SQ) and pass-alive territory (TB/TW) at "
                    "main-line nodes of the first game and add a paragraph to their comments; "
                    "a user's marks and comments stay, and annotating again replaces the paragraph.")
    annotate_parser.add_argument("file", metavar="FILE", help="an SGF file")
    annotate_parser.add_argument("-o", "--output", required=True, metavar="OUT",
                                 help="the annotated SGF file to write (may be FILE itself)")
    annotate_parser.add_argument("--node", type=NodeChoice.parse, default=NodeChoice("all"), metavar="all|last|N",
                                 help="main-line node(s) to annotate; 0 is the root (default: all)")
    add_rules_argument(annotate_parser)
    annotate_parser.set_defaults(run=run_annotate)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description="A Go board editor that teaches unconditional life (Benson's algorithm). "
                    "Without a command, opens the editor.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    analyze_parser = commands.add_parser(
        "analyze", help="print Benson's analysis of SGF files or text diagrams",
        description="Print which blocks are unconditionally alive (Benson 1976), with the "
                    "casting-out rounds and pass-alive territory.")
    add_rules_argument(analyze_parser)
    analyze_parser.add_argument("--node", type=NodeChoice.parse, default=NodeChoice("last"),
                                metavar="last|all|N",
                                help="main-line node(s) of an SGF file to analyse; 0 is the root (default: last)")
    analyze_parser.add_argument("--format", choices=("text", "json", "summary"), default="text",
                                help="text: marked diagram and reasons; json: one object per node; "
                                     "summary: one line per node (default: text)")
    analyze_parser.add_argument("files", nargs="+", metavar="FILE",
                                help="an SGF file or a text diagram (rows of X, O and ., or Sensei's "
                                     "Library $$ lines); - reads standard input")
    analyze_parser.set_defaults(run=run_analyze)
    add_render_command(commands)
    add_kill_command(commands)
    add_annotate_command(commands)
    parser.set_defaults(command_names=frozenset(commands.choices))
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else argv
    if argv and not argv[0].startswith("-") and argv[0] not in parser.get_default("command_names"):
        return run_editor(argv)  # gobenson FILE
    args = parser.parse_args(argv)
    if args.command is None:
        return run_editor([])
    try:
        return args.run(args)
    except BrokenPipeError:
        sys.stderr.close()  # the reader has gone (e.g. `| head`): stop quietly
        return 0


if __name__ == "__main__":
    sys.exit(main())
