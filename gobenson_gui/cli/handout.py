"""``gobenson handout``: a node's whole casting-out sequence as a sheet (PDF, SVG, PNG) or an
animation (GIF), for a teacher to hand out or print.

Qt (and Pillow, for GIF) load only when the command runs (see :mod:`.render`), so that the other
commands start fast where they are missing.
"""

from __future__ import annotations

import argparse

from ..core.rules import Rules
from .arguments import Commands, add_drawing_arguments, add_rules_argument, board_pixels, positive
from .inputs import load_document
from .output import for_file, say_problem
from .render import drawing_with_qt


def run_handout(args: argparse.Namespace) -> int:
    with drawing_with_qt():
        from ..drawing.handout import export_sequence, output_format

        try:
            output_format(args.output)
        except ValueError as error:
            return say_problem(args.output, str(error))

        def hand_out() -> None:
            document = load_document(args.file)
            node, = args.node.nodes(document)
            export_sequence(document, args.output, args.colour, node, Rules(args.rules), args.columns,
                            args.legend, args.size)
        return for_file(args.file, hand_out)


def add_command(commands: Commands) -> None:
    handout = commands.add_parser(
        "handout", help="the whole casting-out sequence of a node as a PDF, SVG, PNG sheet or a GIF",
        description="Every half-step of the casting-out sequence of a main-line node, each board "
                    "captioned with the words the editor shows while stepping: a sheet of boards "
                    "(PDF on A4 pages, SVG, PNG) or an animation (GIF, a second a half-step).")
    add_drawing_arguments(handout, "the file to write: .pdf, .svg, .png or .gif")
    handout.add_argument("--columns", type=positive, metavar="K",
                         help="half-steps per row of the sheet (default: 3; 2 with --colour both)")
    handout.add_argument("--legend", action="store_true", help="draw the overlays' legend under the boards")
    handout.add_argument("--size", type=board_pixels, default=400, metavar="PIXELS",
                         help="side of each board in SVG, PNG and GIF (default: 400); "
                              "PDF boards fill the page's width")
    add_rules_argument(handout)
    handout.set_defaults(run=run_handout)
