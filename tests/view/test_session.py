"""The editor session without Qt: its mode, the state tied to a board, and the scene, words and
slider made from it; moving through a record, the analysis made from the node before gives the
very pictures of an analysis from scratch."""

from __future__ import annotations

from pathlib import Path

import pytest

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.core.kill import kill_sequence
from gobenson_gui.core.report import analysis_paragraph
from gobenson_gui.core.sgf.commands import SetStone
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.view import session as session_module
from gobenson_gui.view.kill_replay import KillReplay
from gobenson_gui.view.modes import Mode
from gobenson_gui.view.panels import analysis_panels
from gobenson_gui.view.picture import Overlays, RegionMode, Whose
from gobenson_gui.view.session import (ANALYSIS_HIDDEN, EditorSession, explanation, scene, slider,
                                       summary)
from gobenson_gui.view.stepping import half_step_count

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample_sgf"
EMPTY_CORNER = (0, 0)


def session_of(name: str) -> EditorSession:
    return EditorSession(Document.open(SAMPLES / name))


def test_moving_forward_the_analysis_follows_the_node_before_and_draws_what_one_from_scratch_draws(monkeypatch):
    followed = []

    def spied(board, rules, previous=None):
        followed.append(previous is not None)
        return analyze(board, rules, previous)

    monkeypatch.setattr(session_module, "analyze", spied)
    session = session_of("blood-vomiting-game-1835-with-variations.sgf")
    session.overlays = Overlays(regions=RegionMode.ALL)
    document = session.document
    document.go_first()
    for _ in range(150):
        analysis = session.analysis
        scratch = analyze(session.board, session.rules)
        names, base = session.region_names(), session.base_picture()
        steps = max(half_step_count(analysis.of(colour)) for colour in Colour)
        for step in (None, *range(steps)):
            assert analysis_panels(analysis, names, base, Whose.BOTH, step, session.overlays) == \
                analysis_panels(scratch, names, base, Whose.BOTH, step, session.overlays)
        assert summary(session) == analysis_paragraph(scratch)
        assert document.next_node()
    assert followed[0] is False and all(followed[1:]) and len(followed) == 150


def test_the_mode_changes_in_one_place_and_shows_only_what_it_was_entered_with():
    session = session_of("sensei_example1.sgf")
    board = session.board
    point = next(p for p in board.geometry.points(board.black | board.white) if kill_sequence(board, p) is not None)
    replay = KillReplay(board, kill_sequence(board, point), session.rules)
    assert session.enter(Mode.REPLAY, replay, at=1) is True
    assert session.replay is replay and session.verification is None and session.half_step is None
    assert scene(session)[0][0].startswith("How ") and slider(session) == (1, replay.length, replay.caption(1))
    assert session.enter(Mode.REPLAY, replay) is False
    assert session.enter(Mode.STEPPING, at=2) is True
    assert session.replay is None and session.half_step == 2 and slider(session).index == 2


def test_the_slider_rests_at_the_verdict_and_steps_through_the_casting_out():
    session = session_of("sensei_example1.sgf")
    resting = slider(session)
    assert resting.index == resting.length - 1 == half_step_count(session.analysis.of(Colour.BLACK)) - 1
    session.enter(Mode.STEPPING, at=0)
    base = session.base_picture()
    assert scene(session) == analysis_panels(session.analysis, session.region_names(), base, Whose.BLACK, 0,
                                             session.overlays)
    assert explanation(session) != explanation(session_of("sensei_example1.sgf"))


def test_exercises_hide_the_analysis_in_every_word():
    session = session_of("sensei_example1.sgf")
    session.enter(Mode.EXERCISES, shown=None)
    assert summary(session) == explanation(session) == str(ANALYSIS_HIDDEN)


def test_what_was_pointed_at_belongs_to_its_board():
    session = session_of("sensei_example1.sgf")
    board = session.board
    stone = next(iter(board.geometry.points(board.black)))
    session.hover = session.selected = stone
    session.selection = board.geometry.on
    assert session.focus() == session.analysis.of(Colour.BLACK).block_at(stone)
    assert session.pointed_stone() == stone
    session.document = Document.new(5, 5)
    assert session.hover is None and session.selected is None and session.selection == 0
    assert session.focus() is None and session.pointed_stone() is None


@pytest.mark.parametrize("shown", [False, True])
def test_move_numbers_follow_the_line_to_the_cursor(shown):
    session = session_of("blood-vomiting-game-1835-with-variations.sgf")
    session.show_move_numbers = shown
    document = session.document
    document.go_first()
    for _ in range(5):
        document.next_node()
    numbers = session.base_picture().move_numbers
    assert (len(numbers) == 5) if shown else not numbers
    document.next_node()
    assert len(session.base_picture().move_numbers) == (6 if shown else 0)


def test_the_node_shown_is_derived_once_for_each_state_of_the_document(monkeypatch):
    """The scene, the words and the slider read the position and the board's shape many times
    for one change: each is derived once, and again only after an edit, or the cursor moved."""
    derived = []
    position, geometry = Document.position, Document.geometry
    monkeypatch.setattr(Document, "position",
                        lambda self, node=None: derived.append("position") or position(self, node))
    monkeypatch.setattr(Document, "geometry",
                        property(lambda self: derived.append("geometry") or geometry.fget(self)))
    session = session_of("blood-vomiting-game-1835-with-variations.sgf")
    document = session.document
    document.go_last()

    def read_everything():
        stone = next(iter(session.board.geometry.points(session.board.black)))
        session.hover = session.selected = session.last_stone = stone
        return (scene(session), explanation(session), summary(session), slider(session), session.to_play,
                session.rules, session.pointed_stone(), session.region_names())

    for change in (document.previous_node, lambda: SetStone(document, EMPTY_CORNER, Colour.WHITE).apply(document)):
        change()
        derived.clear()
        read_everything()
        read_everything()
        assert sorted(derived) == ["geometry", "position"]
    assert session.board.get(EMPTY_CORNER) is Colour.WHITE and session.board == document.board()
