"""The half-steps of the slider and the overlay decisions, without drawing."""

from __future__ import annotations

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.core.report import lettered
from gobenson_gui.view.picture import Overlays, RegionKind, RegionMode, Whose, compose
from gobenson_gui.view.stepping import describe, half_step, half_step_count, verdict
from gobenson_gui.view.names import names_from_scratch
from gobenson_gui.view.session import slider


def composed(analysis, *args, **options):
    """The picture, its regions named as the command line names them."""
    return compose(analysis, names_from_scratch(analysis, {}), *args, **options)


def test_half_steps_split_each_round_into_blocks_then_regions(welcome_board):
    side = analyze(welcome_board).black
    assert half_step_count(side) == 3
    start, blocks_gone, regions_gone = (half_step(side, i) for i in range(3))
    assert start.blocks == side.steps[0].blocks and not start.is_verdict
    assert set(blocks_gone.leaving_blocks) == set(side.steps[0].blocks - side.steps[1].blocks)
    assert blocks_gone.regions == side.steps[0].regions
    assert regions_gone.is_verdict and regions_gone.regions == side.final.regions
    assert regions_gone.leaving_regions == tuple(r.region for r in side.steps[1].removed_regions)
    assert half_step(side, 99) == verdict(side)


def test_describe_names_the_reasons(welcome_board):
    side = analyze(welcome_board).black
    assert "start" in describe(side, half_step(side, 0), lettered(side))[0]
    blocks_text = "\n".join(describe(side, half_step(side, 1), lettered(side)))
    assert "G3" in blocks_text and "needs 2" in blocks_text
    assert "Fixed point: 1 of 3 blocks" in "\n".join(describe(side, verdict(side), lettered(side)))


def test_verdict_picture_marks_safe_stones_and_territory(welcome_board):
    analysis = analyze(welcome_board)
    picture = composed(analysis, Colour.BLACK, None, Overlays())
    assert picture.safe == analysis.black.safe_stones | analysis.white.safe_stones
    assert picture.black_territory == analysis.black.territory
    assert picture.cast_out == 0 and picture.leaving == 0


def test_stepping_hides_the_stepped_verdict_and_dims_cast_out_blocks(welcome_board):
    analysis = analyze(welcome_board)
    side = analysis.black
    picture = composed(analysis, Colour.BLACK, half_step(side, 1), Overlays())
    assert picture.safe == analysis.white.safe_stones
    assert picture.black_territory == 0 and picture.white_territory == analysis.white.territory
    unsafe = welcome_board.black & ~side.safe_stones
    assert picture.cast_out == unsafe == picture.leaving


def test_focus_shows_the_vital_regions_of_a_safe_block(welcome_board):
    analysis = analyze(welcome_board)
    block = analysis.black.block_at((1, 0))
    picture = composed(analysis, Colour.WHITE, None, Overlays(regions=RegionMode.FOCUS), focus=block)
    assert {mark.letter for mark in picture.regions if mark.kind is RegionKind.VITAL} == {"a", "b", "d"}
    assert picture.highlight == block.mask
    alone = composed(analysis, Colour.WHITE, None, Overlays(regions=RegionMode.FOCUS), focus=block, other_regions=False)
    assert alone.regions == ()


def test_overlays_switch_off(welcome_board):
    analysis = analyze(welcome_board)
    picture = composed(analysis, Colour.BLACK, half_step(analysis.black, 1),
                      Overlays(safe=False, territory=False, regions=RegionMode.OFF, cast_out=False))
    assert (picture.safe, picture.black_territory, picture.white_territory, picture.cast_out) == (0, 0, 0, 0)
    assert picture.regions == ()


def test_the_handouts_text_names_the_same_sequences_and_region_modes(welcome_board):
    """The handout and ``render --colour`` still pass these choices as text."""
    assert [Whose(text).colours for text in ("black", "white", "both")] == \
        [[Colour.BLACK], [Colour.WHITE], [Colour.BLACK, Colour.WHITE]]
    analysis = analyze(welcome_board)
    every_region = composed(analysis, Colour.BLACK, None, Overlays(regions=RegionMode.ALL))
    assert every_region.regions
    assert composed(analysis, Colour.BLACK, None, Overlays(regions="all")) == every_region


def test_slider_captions_and_explanations_count_rounds_alike(qtbot):
    """For every half-step the slider's text, the picture's caption and the explanation name the
    same round, and the last half-step's round is the summary's count of rounds."""
    import re

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from gobenson_gui.core.coords import sgf_point
    from gobenson_gui.core.report import colour_sentence
    from gobenson_gui.core.sgf.document import Document
    from gobenson_gui.gui.controller import Controller
    from gobenson_gui.view.panels import step_caption

    from ..core.strategies import boards

    control = Controller()

    def said_round(text: str) -> int | None:
        found = re.findall(r"round (\d+)", text)
        assert len(set(found)) <= 1, text
        return int(found[0]) if found else None

    @settings(max_examples=40, deadline=None)
    @given(boards(shapes=st.tuples(st.integers(2, 6), st.integers(2, 6))))
    def check(board):
        stones = "".join(f"{prop}" + "".join(f"[{sgf_point(p)}]" for p in board.geometry.points(board.stones(colour)))
                         for prop, colour in (("AB", Colour.BLACK), ("AW", Colour.WHITE)) if board.stones(colour))
        control.replace_document(Document.from_bytes(f"(;SZ[{board.columns}:{board.rows}]{stones})".encode()))
        for colour in Colour:
            control.set_sequence(Whose(colour.value))
            side = control.session.analysis.of(colour)
            last = half_step_count(side) - 1
            for index in range(last + 1):
                control.move_slider(index)
                state = half_step(side, index)
                captioned = said_round(slider(control.session).caption)
                described = describe(side, state, control.session.region_names()[colour])
                assert captioned == said_round(step_caption(side, state)) == said_round(described[0])
                assert captioned == (None if index == 0 else state.round)
            if side.blocks:  # a colour without stones has no summary
                summary = int(re.search(r"fixed point after (\d+) round", colour_sentence(side)).group(1))
                assert summary == half_step(side, last).round

    check()
