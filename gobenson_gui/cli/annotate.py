"""``gobenson annotate``: Benson's analysis written into SGF records as marks and comments, one
file or whole folders of them."""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass

from ..core.atomic import STANDARD_OUTPUT
from ..core.analysis import analyze
from ..core.rules import Rules
from ..core.annotate import annotate
from ..core.annotation_profile import Profile
from ..core.sgf.forms import Form
from .arguments import Commands, NodeChoice, NodeKind, add_rules_argument, add_sgf_form_argument, sgf_form
from .batch import (
    Destination,
    FileRow,
    add_batch_arguments,
    expand_inputs,
    finish_batch,
    mirrored_outputs,
    run_batch,
)
from . import words
from .inputs import load_record
from .output import for_file, say_problem, write_file


@dataclass(frozen=True)
class AnnotateFile:
    """``annotate``'s work on one FILE: writes the annotated copy, returns its summary row
    (the verdict columns describe the last node annotated)."""

    nodes: NodeChoice
    rules: Rules
    form: Form | None = None
    profile: Profile = Profile.GOBENSON

    def __call__(self, destination: Destination) -> FileRow:
        row = FileRow(destination.file)

        def annotate_file() -> None:
            document = load_record(destination.file)
            annotate(document, self.nodes.which, self.rules, self.profile)
            data = document.to_bytes(self.form)  # an unchanged game as it was read
            if destination.folder_made:
                os.makedirs(os.path.dirname(destination.output), exist_ok=True)
            write_file(destination.output, data)
            nodes = self.nodes.nodes(document)
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
        return say_problem(args.output, str(words.STDOUT_TAKES_ONE_RECORD))
    problems: list[tuple[str, str]] = []
    if not into_folder:
        destinations = [Destination(args.files[0], args.output)]
    elif os.path.exists(args.output) and not os.path.isdir(args.output):
        return say_problem(args.output, str(words.OUTPUT_NOT_A_FOLDER))
    else:
        found, problems = expand_inputs(args.files, skip_folder=os.path.realpath(args.output))
        destinations, clashes = mirrored_outputs(found, args.output)
        problems += clashes
    work = AnnotateFile(args.node, Rules(args.rules), sgf_form(args), Profile(args.profile))
    return finish_batch(run_batch(work, destinations, problems, args), args)


def add_command(commands: Commands) -> None:
    annotate_parser = commands.add_parser(
        "annotate", help="write Benson's analysis into an SGF file as marks and comments",
        description="Mark unconditionally alive stones (SQ) and pass-alive territory (TB/TW, or MA/CR with "
                    "--profile portable) at main-line nodes of the first game and add a paragraph to their "
                    "comments; a user's marks and comments stay, and annotating again replaces the paragraph.")
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
    annotate_parser.add_argument("--profile", choices=[profile.value for profile in Profile],
                                 default=Profile.GOBENSON.value,
                                 metavar="gobenson|portable",
                                 help="the marks of pass-alive territory: gobenson, TB/TW (SGF's territory marks, "
                                      "which Sabaki does not draw); portable, MA on black's and CR on white's, "
                                      "which Sabaki, q5Go and GoGui all draw (default: gobenson)")
    add_sgf_form_argument(annotate_parser)
    add_batch_arguments(annotate_parser)
    annotate_parser.set_defaults(run=run_annotate)

