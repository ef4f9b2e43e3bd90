"""Going through the record (back, forward, the variations, its start and end) and through the
slider's sequence (a half-step of the casting-out, or a move of a replayed capture, at a time).

While exercises are answered the record is not on show: its keys step what Show me replays
(see :meth:`~gobenson_gui.gui.controller.Controller.navigate`)."""

from __future__ import annotations

from ...core.words.i18n import N_
from ..controller import Navigation
from .registry import Action, Editor, Feature


class NavigateFeature(Feature):
    """The Go menu, and its four buttons on the toolbar."""

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.registry.add(self, ACTIONS)

    def go(self, where: Navigation) -> None:
        self.controller.navigate(where)


ACTIONS: tuple[Action[NavigateFeature], ...] = (
    Action("go-back", N_("&Back"), lambda feature: feature.go(Navigation.BACK), "go", "moves", keys=("Left",),
           icon="go-previous", toolbar="step"),
    Action("go-forward", N_("&Forward"), lambda feature: feature.go(Navigation.FORWARD), "go", "moves",
           keys=("Right",), icon="go-next", toolbar="step"),
    Action("previous-variation", N_("Previous &variation"), lambda feature: feature.go(Navigation.PREVIOUS_VARIATION),
           "go", "moves", keys=("Up",)),
    Action("next-variation", N_("Next va&riation"), lambda feature: feature.go(Navigation.NEXT_VARIATION), "go",
           "moves", keys=("Down",)),
    Action("go-start", N_("&Start"), lambda feature: feature.go(Navigation.START), "go", "moves", keys=("Home",),
           icon="go-first", toolbar="start"),
    Action("go-end", N_("&End"), lambda feature: feature.go(Navigation.END), "go", "moves", keys=("End",),
           icon="go-last", toolbar="end"),
    Action("step-back", N_("Step &back"), lambda feature: feature.controller.move_slider_by(-1), "go", "steps",
           keys=("Ctrl+Left",)),
    Action("step-forward", N_("Step &forward"), lambda feature: feature.controller.move_slider_by(1), "go", "steps",
           keys=("Ctrl+Right",)),
    Action("sequence-start", N_("Start of the se&quence"), lambda feature: feature.controller.move_slider(0), "go",
           "steps", keys=("Ctrl+Home",)),
    Action("verdict", N_("The &verdict"), lambda feature: feature.controller.move_slider_to_end(), "go", "steps",
           keys=("Ctrl+End",)),
    Action("play-steps", N_("&Play / pause steps"), lambda feature: feature.controller.toggle_playing(), "go", "steps",
           keys=("P",)),
)
