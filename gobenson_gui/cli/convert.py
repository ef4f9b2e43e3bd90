"""``gobenson convert``: an SGF file (or a text diagram) written again with its boards in
gobenson's form or q5Go's (see :mod:`gobenson_gui.core.sgf.forms`)."""

from __future__ import annotations

import argparse

from .arguments import Commands, add_sgf_form_argument, sgf_form
from .inputs import load_document
from .output import for_file, write_file


def run_convert(args: argparse.Namespace) -> int:
    def convert() -> None:
        data = load_document(args.file).to_bytes(sgf_form(args))
        write_file(args.output, data)
    return for_file(args.file, convert)


def add_command(commands: Commands) -> None:
    convert = commands.add_parser(
        "convert", help="write an SGF file's boards in gobenson's form or q5Go's",
        description="Write every game of an SGF file (or a text diagram) with its holes and joined sides "
                    "said in gobenson's properties or q5Go's; a game that needs no change keeps its bytes.")
    convert.add_argument("file", metavar="FILE", help="an SGF file or a text diagram (- is standard input)")
    convert.add_argument("-o", "--output", required=True, metavar="OUT",
                         help="the SGF file to write (may be FILE itself; - is standard output)")
    add_sgf_form_argument(convert, required=True)
    convert.set_defaults(run=run_convert)
