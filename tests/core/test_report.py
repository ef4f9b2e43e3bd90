"""The words of :mod:`gobenson_gui.core.report`: counts, half-steps, and the templates the
annotator finds its paragraph by."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gobenson_gui.core import report
from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.report import analysis_paragraph, colour_sentence, counted_pattern, paragraph_pattern
from gobenson_gui.core.words import counted
from gobenson_gui.core.words.stepping import half_step_phrase
from gobenson_gui.core.annotate import generated_paragraph_pattern, with_paragraph


@pytest.mark.parametrize("singular, plural, count, said", [
    ("{n} stone", "{n} stones", 0, "0 stones"),
    ("{n} stone", "{n} stones", 1, "1 stone"),
    ("{n} block", "{n} blocks", 2, "2 blocks"),
    ("{n} liberty", "{n} liberties", 1, "1 liberty"),
    ("{n} liberty", "{n} liberties", 3, "3 liberties"),
    ("{n} {colour} stone", "{n} {colour} stones", 1, "1 black stone"),
])
def test_counted_says_one_in_the_singular_and_every_other_count_in_the_plural(singular, plural, count, said):
    assert counted(singular, plural, count, colour="black") == said


@given(st.integers(0, 10_000), st.sampled_from(list(report.COUNTED_FIELDS.values())))
def test_every_count_of_a_template_noun_matches_its_pattern(count, forms):
    assert re.fullmatch(counted_pattern(*forms), counted(*forms, count))


def test_half_steps_are_named_by_round_and_by_what_leaves():
    assert [half_step_phrase(index) for index in range(5)] == [
        "start", "round 1, blocks leave", "round 1, regions leave", "round 2, blocks leave", "round 2, regions leave"]


def test_a_paragraph_of_ones_is_in_the_singular_and_recognised():
    lone = analyze(parse_diagram(". X ."))
    assert analysis_paragraph(lone) == ("Black: 1 of 1 block unconditionally alive (at B1), 1 stone, 2 points of "
                                        "pass-alive territory; fixed point after 0 rounds.\nWhite: no stones.")
    walled = analyze(parse_diagram("X . X O\nX X X O"))
    assert colour_sentence(walled.white) == "White: none of 1 block unconditionally alive; fixed point after 1 round."
    for analysis in (lone, walled):
        assert re.fullmatch(paragraph_pattern(), analysis_paragraph(analysis))


def test_a_paragraph_older_versions_wrote_with_plurals_after_one_is_still_replaced():
    older = ("Unconditional life (Benson, no-suicide rules):\n"
             "Black: 1 of 1 blocks unconditionally alive (at A2), 1 stones, 1 points of pass-alive territory; "
             "fixed point after 0 rounds.\n"
             "White: none of 1 blocks unconditionally alive; fixed point after 1 round.")
    assert with_paragraph("Note.\n\n" + older, "NEW") == "Note.\n\nNEW"


def test_the_pattern_follows_the_templates_it_is_built_from(monkeypatch):
    """Reworded sentences are found by the pattern built after the change, not by the old one:
    the annotator's pattern is made from the words, not written beside them."""
    analysis = analyze(parse_diagram("X . X O\nX X X O"))
    before = generated_paragraph_pattern()
    monkeypatch.setattr(report, "VERDICT", "{colour}: {alive}{territory}; stable after {rounds}.")
    paragraph = "Unconditional life (Benson, no-suicide rules):\n" + analysis_paragraph(analysis)
    assert "stable after 0 rounds" in paragraph
    assert generated_paragraph_pattern().fullmatch(paragraph)
    assert not before.fullmatch(paragraph)
