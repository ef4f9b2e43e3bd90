"""A scene as captioned boards: what the window, exported pictures, ``gobenson render`` and the
handout all draw, so that they cannot disagree."""

from __future__ import annotations

from ..core.analysis import Analysis, ColourAnalysis
from ..core.benson import Block
from ..core.report import colour_name
from ..core.words.editor import SEQUENCE_START, panel_caption, stepping_caption
from ..core.words.stepping import half_step_phrase
from .names import Names
from .picture import BoardPicture, Overlays, Whose, compose
from .stepping import HalfStep, half_step

Panel = tuple[str, BoardPicture]
"""A caption and the board under it."""


def analysis_panels(analysis: Analysis, names: Names, base: BoardPicture, sequence: Whose, step: int | None,
                    overlays: Overlays = Overlays(), focus: Block | None = None) -> list[Panel]:
    """One captioned board per colour of ``sequence`` (black, white or both, also as the text
    the handout passes) at half-step ``step`` (None: the verdict, as shown while editing), with
    ``focus`` the block in focus and the regions lettered with ``names``."""
    colours = Whose(sequence).colours
    panels = []
    for colour in colours:
        side = analysis.of(colour)
        state = None if step is None else half_step(side, step)
        panels.append((step_caption(side, state),
                       compose(analysis, names, colour, state, overlays, focus, base,
                               other_regions=len(colours) == 1)))
    return panels


def step_caption(side: ColourAnalysis, state: HalfStep | None) -> str:
    """The verdict in numbers; while stepping, the half-step first (the verdict's too)."""
    name = colour_name(side.colour)
    safe, blocks = len(side.final.blocks), len(side.blocks)
    if state is None:
        return panel_caption(name, safe, blocks)
    where = str(SEQUENCE_START) if state.index == 0 else half_step_phrase(state.index)
    return panel_caption(name, safe, blocks, where) if state.is_verdict else stepping_caption(name, where)
