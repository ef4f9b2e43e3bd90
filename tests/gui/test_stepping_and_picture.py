"""The half-steps of the slider and the overlay decisions, without drawing."""

from __future__ import annotations

from gobenson_gui.core.benson import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.gui.picture import Overlays, compose
from gobenson_gui.gui.stepping import describe, half_step, half_step_count, verdict


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
    assert "start" in describe(side, half_step(side, 0))[0]
    blocks_text = "\n".join(describe(side, half_step(side, 1)))
    assert "G3" in blocks_text and "needs 2" in blocks_text
    assert "Fixed point: 1 of 3 blocks" in "\n".join(describe(side, verdict(side)))


def test_verdict_picture_marks_safe_stones_and_territory(welcome_board):
    analysis = analyze(welcome_board)
    picture = compose(analysis, Colour.BLACK, None, Overlays())
    assert picture.safe == analysis.black.safe_stones | analysis.white.safe_stones
    assert picture.black_territory == analysis.black.territory
    assert picture.cast_out == 0 and picture.leaving == 0


def test_stepping_hides_the_stepped_verdict_and_dims_cast_out_blocks(welcome_board):
    analysis = analyze(welcome_board)
    side = analysis.black
    picture = compose(analysis, Colour.BLACK, half_step(side, 1), Overlays())
    assert picture.safe == analysis.white.safe_stones
    assert picture.black_territory == 0 and picture.white_territory == analysis.white.territory
    unsafe = welcome_board.black & ~side.safe_stones
    assert picture.cast_out == unsafe == picture.leaving


def test_focus_shows_the_vital_regions_of_a_safe_block(welcome_board):
    analysis = analyze(welcome_board)
    block = analysis.black.block_at((1, 0))
    picture = compose(analysis, Colour.WHITE, None, Overlays(regions="focus"), focus=block)
    assert {mark.letter for mark in picture.regions if mark.kind == "vital"} == {"a", "b", "d"}
    assert picture.highlight == block.mask
    alone = compose(analysis, Colour.WHITE, None, Overlays(regions="focus"), focus=block, other_regions=False)
    assert alone.regions == ()


def test_overlays_switch_off(welcome_board):
    analysis = analyze(welcome_board)
    picture = compose(analysis, Colour.BLACK, half_step(analysis.black, 1),
                      Overlays(safe=False, territory=False, regions="off", cast_out=False))
    assert (picture.safe, picture.black_territory, picture.white_territory, picture.cast_out) == (0, 0, 0, 0)
    assert picture.regions == ()
