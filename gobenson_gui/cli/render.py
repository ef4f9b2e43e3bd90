"""``gobenson render``: a node drawn with its analysis overlays, as the editor shows it.

Qt loads only when a drawing command runs (:func:`drawing_with_qt`), so that ``analyze``,
``annotate`` and ``kill`` start fast and work where PySide6 is missing.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator
from contextlib import contextmanager

from ..core.rules import Rules
from .arguments import (
    Commands,
    MAX_RENDER_PIXELS,
    add_drawing_arguments,
    add_rules_argument,
    board_pixels,
    whole,
)
from .inputs import load_document
from .words import PROGRAM
from .output import for_file, say_problem, writing_to


@contextmanager
def drawing_with_qt() -> Iterator[None]:
    """While a drawing command runs: the application Qt needs to draw text and icons, without
    a display."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    application = QGuiApplication.instance() or QGuiApplication([PROGRAM])
    try:
        yield
    finally:
        del application


def run_render(args: argparse.Namespace) -> int:
    """Draw a node with the editor's own painter."""
    with drawing_with_qt():
        from ..drawing.render import DrawingError, render_document

        def draw() -> None:
            document = load_document(args.file)
            with writing_to(args.output):
                render_document(document, args.output, args.node.which, args.colour, args.step, args.size,
                                Rules(args.rules), args.legend)
        try:
            return for_file(args.file, draw)
        except DrawingError as error:
            return say_problem(args.output, str(error))


def add_command(commands: Commands) -> None:
    render = commands.add_parser(
        "render", help="draw a board with its analysis overlays to PNG or SVG",
        description="Draw a main-line node of an SGF file or a text diagram as the editor shows it: safe "
                    "blocks, pass-alive territory, and the casting-out sequence at a chosen half-step.")
    add_drawing_arguments(render, "the picture to write, in the format its name ends in: .png (also without a "
                                  "suffix), .svg, .jpg, .bmp, .webp, .tif and the other formats Qt writes")
    render.add_argument("--step", type=whole, metavar="K",
                        help="half-step of the sequence: 0 the start, then each round's blocks leave, "
                             "then its regions, the last half-step is the verdict (default: the verdict); "
                             "a K past the last is refused. "
                             "Every region of the colour is lettered.")
    render.add_argument("--size", type=board_pixels, default=800, metavar="PIXELS",
                        help=f"side of each board in pixels, 1 to {MAX_RENDER_PIXELS} (default: 800)")
    render.add_argument("--legend", action="store_true",
                        help="draw the legend of the overlays under the boards")
    add_rules_argument(render)
    render.set_defaults(run=run_render)
