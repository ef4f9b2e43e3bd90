"""``gobenson lesson``: records and exercise sets as one self-contained HTML page a student opens in
any browser, from disk, with nothing installed: the board, its analysis stepped and explained, a
position the student may change, and exercises graded in the page (see
:mod:`gobenson_gui.view.lesson.page`).  It needs no Qt."""

from __future__ import annotations

import argparse

from ..core.rules import Rules
from ..view.lesson.page import Lesson, lesson_page
from .arguments import Commands, NodeChoice, NodeKind, add_rules_argument
from .inputs import load_document
from .output import for_file, write_file


def run_lesson(args: argparse.Namespace) -> int:
    lesson = Lesson()
    for name in args.files:
        def add(name: str = name) -> None:
            lesson.add(load_document(name, sets=True), args.node.which)
        if for_file(name, add):
            return 1
    page = lesson_page(lesson.data(Rules(args.rules))).encode("utf-8")
    return for_file(args.output, lambda: write_file(args.output, page))


def add_command(commands: Commands) -> None:
    lesson = commands.add_parser(
        "lesson", help="records or exercise sets as one HTML page a student opens in any browser",
        description="One self-contained HTML file (its script, styles and boards inline; nothing is fetched or "
                    "sent) that shows the chosen main-line nodes of records with their comments, explains every "
                    "block and steps the casting-out as the editor does, lets the student change the position "
                    "and analyses it again in the page, and asks and grades the exercises of a set. The words "
                    "are those of --lang.")
    lesson.add_argument("files", nargs="+", metavar="FILE",
                        help="an SGF record or exercise set, or a text diagram; - reads standard input")
    lesson.add_argument("-o", "--output", required=True, metavar="OUT.html", help="the page to write (- is standard "
                                                                                 "output)")
    lesson.add_argument("--node", type=NodeChoice.parse, default=NodeChoice(NodeKind.ALL), metavar="all|last|N",
                        help="main-line node(s) of each record; 0 is the root (default: all)")
    add_rules_argument(lesson)
    lesson.set_defaults(run=run_lesson)
