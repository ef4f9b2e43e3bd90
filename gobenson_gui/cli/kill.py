"""``gobenson kill``: for each block, the moves by which the opponent captures it while its
owner passes (Benson's Theorem 2), or that it cannot be captured."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator

from ..core.analysis import analyze
from ..core.coords import point_name, sgf_point
from ..core.kill import kill_sequence
from ..core.report import colour_word
from . import words
from ..core.rules import Rules
from .arguments import (
    Commands,
    NodeChoice,
    NodeKind,
    OutputFormat,
    add_rules_argument,
    single_node,
    stone_at,
)
from .inputs import load_positions
from .output import emit_all, for_file


def kill_lines(name: str, node: NodeChoice, rules: Rules, point_text: str | None,
               output_format: OutputFormat) -> Iterator[str]:
    (_index, board), = node.select(load_positions(name).boards)
    result = analyze(board, rules)
    if point_text is None:
        firsts = [block.first for side in (result.black, result.white) for block in side.blocks]
        firsts.sort(key=lambda p: (p[1], p[0]))
    else:
        point = stone_at(point_text, board)
        firsts = [board.geometry.first_point(board.block_at(point))]
    for first in firsts:
        colour = board.get(first)
        assert colour is not None  # the first stone of a block
        kill = kill_sequence(board, first, rules)
        if output_format is OutputFormat.JSON:
            record: dict[str, object] = {"point": sgf_point(first), "colour": colour.value, "safe": kill is None}
            if kill is not None:
                record["moves"] = [sgf_point(move) for move in kill.moves]
            yield json.dumps(record)
        else:
            where = words.kill_block(colour_word(colour), point_name(first, board.rows), sgf_point(first))
            if kill is None:
                yield words.cannot_be_captured(where)
            else:
                yield words.captured_by(where, colour_word(kill.attacker),
                                        [point_name(move, board.rows) for move in kill.moves])


def run_kill(args: argparse.Namespace) -> int:
    return for_file(args.file, lambda: emit_all(kill_lines(args.file, args.node, Rules(args.rules), args.point,
                                                           OutputFormat(args.format))))


def add_command(commands: Commands) -> None:
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

