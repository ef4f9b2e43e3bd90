"""``gobenson handout``: a node's whole casting-out sequence as a sheet (PDF, SVG, PNG) or an
animation (GIF), for a teacher to hand out or print.

Qt (and Pillow, for GIF) load only when the command runs, so that the other commands start fast
where they are missing.
"""

from __future__ import annotations

import argparse
import os

def run_handout(args: argparse.Namespace) -> int:
    from .cli import PROGRAM, for_file, load_document, say_problem  # cli imports this module first

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from .core.rules import Rules
    from .core.annotate import main_line_nodes
    from .gui.handout import export_sequence, output_format

    try:
        output_format(args.output)
    except ValueError as error:
        return say_problem(args.output, str(error))
    application = QGuiApplication.instance() or QGuiApplication([PROGRAM])  # text and icons need one

    def hand_out() -> None:
        document = load_document(args.file)
        node = main_line_nodes(document, "last" if args.node is None else args.node)[0]
        export_sequence(document, args.output, args.colour, node, Rules(args.rules), args.columns,
                        args.legend, args.size)
    status = for_file(args.file, hand_out)
    del application
    return status


def add_handout_command(commands) -> None:
    from .cli import _board_pixels, _positive, add_drawing_arguments, add_rules_argument  # see run_handout

    handout = commands.add_parser(
        "handout", help="the whole casting-out sequence of a node as a PDF, SVG, PNG sheet or a GIF",
        description="Every half-step of the casting-out sequence of a main-line node, each board "
                    "captioned with the words the editor shows while stepping: a sheet of boards "
                    "(PDF on A4 pages, SVG, PNG) or an animation (GIF, a second a half-step).")
    add_drawing_arguments(handout, "the file to write: .pdf, .svg, .png or .gif")
    handout.add_argument("--columns", type=_positive, metavar="K",
                         help="half-steps per row of the sheet (default: 3; 2 with --colour both)")
    handout.add_argument("--legend", action="store_true", help="draw the overlays' legend under the boards")
    handout.add_argument("--size", type=_board_pixels, default=400, metavar="PIXELS",
                         help="side of each board in SVG, PNG and GIF (default: 400); "
                              "PDF boards fill the page's width")
    add_rules_argument(handout)
    handout.set_defaults(run=run_handout)
