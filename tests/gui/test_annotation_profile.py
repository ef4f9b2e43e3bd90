"""Edit > Annotation marks: the profile chosen there marks territory when Annotate node runs, and
the next window starts with it."""

from __future__ import annotations

from gobenson_gui.core.annotation_profile import Profile
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.values import parse_point_list
from gobenson_gui.gui import main_window

from .driving import menu_action

POSITION = b"(;SZ[7:5]AB[ba][da][ab:db]AW[fd]TR[ba])"


def territory_marks(window, prop):
    document = window.controller.session.document
    return parse_point_list(document.cursor.get(prop) or [], document.geometry, prop)


def test_the_chosen_profile_marks_the_territory_and_is_kept_for_the_next_window(qtbot, window):
    assert window.registry[f"profile-{Profile.GOBENSON.value}"].isChecked()  # the default
    window.controller.replace_document(Document.from_bytes(POSITION))
    menu_action(window, "Territory as crosses and circles").trigger()
    menu_action(window, "Annotate node").trigger()
    assert territory_marks(window, "MA") == [(0, 0), (2, 0)] and not territory_marks(window, "TB")
    assert territory_marks(window, "TR") == [(1, 0)]  # the teacher's triangle stays
    menu_action(window, "Territory as TB/TW").trigger()
    menu_action(window, "Annotate node").trigger()  # adds TB beside the crosses, which may be a teacher's
    assert territory_marks(window, "TB") == [(0, 0), (2, 0)] and territory_marks(window, "MA") == [(0, 0), (2, 0)]
    window.registry["undo"].trigger()
    assert territory_marks(window, "MA") == [(0, 0), (2, 0)] and not territory_marks(window, "TB")

    menu_action(window, "Territory as crosses and circles").trigger()
    second = main_window.MainWindow()  # with the same settings file (the fixture's)
    qtbot.addWidget(second)
    assert second.controller.annotation_profile is Profile.PORTABLE
    assert second.registry[f"profile-{Profile.PORTABLE.value}"].isChecked()


def test_the_portable_crosses_and_circles_are_drawn_once_as_the_territory_overlay(qtbot, welcome):
    """As TB/TW are: hidden under the territory overlay while it is on, drawn when it is off."""
    menu_action(welcome, "Territory as crosses and circles").trigger()
    welcome.controller.annotate(False)
    picture = welcome.views[0].picture
    geom = welcome.controller.session.board.geometry
    territory = set(geom.points(picture.black_territory | picture.white_territory))
    assert territory and not {point for point, shape in picture.markup.items() if shape in ("MA", "CR")}
    welcome.analysis_panel.toggles["territory"].setChecked(False)
    shown = welcome.views[0].picture.markup
    assert {point for point, shape in shown.items() if shape in ("MA", "CR")} == territory
