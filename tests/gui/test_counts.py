"""The editor counts in words as the rest of gobenson does: one stone, one liberty, one half-step."""

from __future__ import annotations

from gobenson_gui.core.sgf.document import Document
from gobenson_gui.view.session import explanation, slider


def test_a_block_in_focus_is_counted_in_the_singular_and_the_plural(window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[3:1]AB[aa])"))
    control.set_hover((0, 0))
    assert explanation(control.session).startswith("Black block of 1 stone, 1 liberty.\n\n")
    control.replace_document(Document.from_bytes(b"(;SZ[3:2]AB[aa][ba])"))
    control.set_hover((1, 0))
    assert explanation(control.session).startswith("Black block of 2 stones, 3 liberties.\n\n")


def test_the_slider_counts_its_half_steps_and_names_them(window):
    control = window.controller
    control.replace_document(Document.from_bytes(b"(;SZ[3:1])"))
    assert slider(control.session).caption == "Verdict (1 half-step; drag to step through)"
    control.replace_document(Document.from_bytes(b"(;SZ[3:1]AB[aa])"))
    assert slider(control.session).caption == "Verdict (3 half-steps; drag to step through)"
    control.move_slider(1)
    assert slider(control.session).caption == "Half-step 1 of 2: round 1, blocks leave"
    control.move_slider(0)
    assert slider(control.session).caption == "Half-step 0 of 2: start"
