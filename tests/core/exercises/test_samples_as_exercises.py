"""Every sample with a stated outcome is a safe exercise whose stated safe blocks are the one
right answer; the samples that state different outcomes under the two rule sets are rules
exercises whose answer is the blocks that differ."""

from __future__ import annotations

from collections import defaultdict

import pytest

from gobenson_gui.core.analysis import analyze_colour
from gobenson_gui.core.exercises import Exercise, Kind, grade
from gobenson_gui.core.rules import Rules
from tests.test_samples import CASES

from .helpers import points, sample, toggled

SAFE_CASES = [(name, outcome.colour, rules, outcome.safe)
              for name, outcomes in CASES.items() for outcome in outcomes for rules in outcome.rules]


@pytest.mark.parametrize("name, colour, rules, safe", SAFE_CASES,
                         ids=[f"{c[0]}-{c[1].value}-{c[2]}" for c in SAFE_CASES])
def test_the_stated_safe_blocks_are_the_one_right_answer(name, colour, rules, safe):
    board = sample(name)
    exercise = Exercise(Kind.SAFE, board, colour, Rules(rules))
    stated = points(board, safe)
    assert grade(exercise, stated).solved
    for block in analyze_colour(board, colour, rules).blocks:  # marking any one differently is wrong
        assert not grade(exercise, toggled(stated, set(board.geometry.points(block.mask)), block.first)).solved


def stated_by_rules():
    """(sample, colour) -> {rules: stated safe names}, for samples stating both rule sets apart."""
    stated = defaultdict(dict)
    for name, outcomes in CASES.items():
        for outcome in outcomes:
            if len(outcome.rules) == 1:
                stated[name, outcome.colour][outcome.rules[0]] = set(outcome.safe.split())
    return [(name, colour, by_rules) for (name, colour), by_rules in stated.items() if len(by_rules) == 2]


RULES_CASES = stated_by_rules()


@pytest.mark.parametrize("name, colour, by_rules", RULES_CASES, ids=[c[0] for c in RULES_CASES])
def test_samples_stated_apart_under_the_rules_are_rules_exercises(name, colour, by_rules):
    board = sample(name)
    exercise = Exercise(Kind.RULES, board, colour)
    differ = by_rules["no-suicide"] ^ by_rules["suicide"]
    assert differ
    assert grade(exercise, points(board, " ".join(sorted(differ)))).solved
    assert not grade(exercise, ()).solved


def test_there_are_rules_samples():
    assert len(RULES_CASES) >= 3
