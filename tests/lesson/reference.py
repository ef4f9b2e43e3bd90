"""What gobenson itself says of positions, as tests/lesson/test_words.py compares the page's words
with it: run as ``python -m tests.lesson.reference BATCH.json`` in a process of its own, started in
the language of ``GOBENSON_LANG`` (word modules read some sentences once, when loaded, in the
language spoken then), it prints a JSON line per position of the batch."""

from __future__ import annotations

import json
import sys

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.geometry import geometry
from gobenson_gui.core.coords import parse_sgf_point
from gobenson_gui.core.report import analysis_paragraph, colour_name, explain_block, point_reading, reasons
from gobenson_gui.core.words.editor import block_in_focus
from gobenson_gui.view.names import names_from_scratch
from gobenson_gui.view.panels import step_caption
from gobenson_gui.view.stepping import CastingOut, describe, half_step, half_step_count


def board_of(shape: dict, text: str) -> Board:
    """The board a geometry's json and a position's text (``page.board_text``) describe."""
    geom = geometry(shape["columns"], shape["rows"], frozenset(map(parse_sgf_point, shape["missing"])),
                    frozenset(tuple(map(parse_sgf_point, pair)) for pair in shape["links"]), shape["wrap"])
    black = white = 0
    for index, symbol in enumerate(text):
        point = (index % geom.columns, index // geom.columns)
        if symbol == "X":
            black |= geom.bit(point)
        elif symbol == "O":
            white |= geom.bit(point)
    return Board(geom, black, white)


def said(board: Board, rules: str, labels: dict[int, str]) -> dict:
    """The page's ``words`` task, as gobenson says it (see tests/lesson/harness.js)."""
    analysis = analyze(board, rules)
    geom = board.geometry
    by_point = {(index % geom.columns, index // geom.columns): text for index, text in labels.items()}
    names = names_from_scratch(analysis, by_point)
    sides = []
    for side in (analysis.black, analysis.white):
        count = half_step_count(side)
        sequence = CastingOut(analysis, (side.colour,))
        steps = [[describe(side, half_step(side, index), names[side.colour]),
                  step_caption(side, half_step(side, index)), sequence.caption(index)] for index in range(count)]
        blocks = [block_in_focus(colour_name(block.colour), block.mask.bit_count(), block.liberties.bit_count())
                  + "\n\n" + explain_block(side, block.index, names[side.colour]) for block in side.blocks]
        sides.append({"reasons": reasons(side, names[side.colour]), "blocks": blocks, "steps": steps,
                      "verdict": step_caption(side, None), "resting": sequence.resting_caption()})
    readings = [point_reading(board, (column, row), analysis, names, None, by_point.get((column, row)))
                for row in range(geom.rows) for column in range(geom.columns)]
    return {"paragraph": analysis_paragraph(analysis), "names": [list(names[Colour.BLACK]), list(names[Colour.WHITE])],
            "sides": sides, "readings": readings}


def main(path: str) -> int:
    batch = json.loads(open(path, encoding="utf-8").read())
    for shape, text, rules, labels in batch["positions"]:
        print(json.dumps(said(board_of(batch["geometries"][shape], text), rules, dict(labels))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
