"""The layout on the screens a class meets: 1024x700, 1366x768, 1920x1080, and 1920x1080 at
QT_SCALE_FACTOR=2 -- each with a window manager's frame around the window.

The test process cannot change its scale factor once Qt has started, so the scaled screen is
tested as the 960x540 logical pixels it offers (sizes and fonts are in logical pixels, which is
what the scale factor changes).  The screen and the frame are pretended: the screen's free area
is patched, and so is the frame the window manager would report once the window is shown.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QMargins, QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QScreen, QWheelEvent, QWindow
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from gobenson_gui.core.board import Colour
from gobenson_gui.core.exercises import Kind, write_set
from gobenson_gui.core.exercises.generator import exercise_for
from gobenson_gui.core.words.i18n import _, set_language
from gobenson_gui.gui import main_window, settings
from gobenson_gui.gui.features import exercises
from gobenson_gui.view.modes import Mode
from gobenson_gui.gui.help import without_mnemonics
from gobenson_gui.gui.panels import SidePanel
from gobenson_gui.view.picture import Overlays, RegionMode, Whose
from gobenson_gui.gui.screen_fit import FRAME_GUESS, centred, placed

from .driving import WELCOME, hover

SCREENS = {"1024x700": QSize(1024, 700), "1366x768": QSize(1366, 768), "1920x1080": QSize(1920, 1080),
           "1920x1080-at-scale-2": QSize(960, 540)}
LONGER_LANGUAGES = {"1024x700": ("ja", "de"), "1920x1080-at-scale-2": ("ja", "de")}
"""The screens also tested in Japanese (CJK script) and German (longer than English): the two
smallest, where a longer label is first cut off."""
SCREEN_CASES = [(name, "en") for name in SCREENS] + [(name, language) for name, languages in LONGER_LANGUAGES.items()
                                                    for language in languages]
FRAME = QMargins(4, 28, 4, 4)
"""A window manager's frame: a title bar and thin borders."""
UNSAFE_BLOCK = (6, 6)
"""A black block of the welcome position that can be captured."""


def frame_rect(window: QWidget) -> QRect:
    """Where the window and its frame are: Qt places a window by its frame's corner."""
    return QRect(window.pos(), window.size().grownBy(FRAME))


@pytest.fixture(params=SCREEN_CASES, ids=[name if language == "en" else f"{name}-{language}"
                                          for name, language in SCREEN_CASES])
def screen(request, monkeypatch) -> Iterator[QRect]:
    """Every screen offers this free area, and the window manager frames shown windows with FRAME;
    the windows are built in the case's language."""
    name, language = request.param
    area = QRect(QPoint(0, 0), SCREENS[name])
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: area)
    monkeypatch.setattr(QWindow, "frameMargins", lambda self: FRAME if self.isVisible() else QMargins())
    if language != "en":
        set_language(language)
    yield area
    if language != "en":
        set_language("en")


def open_editor(qtbot, monkeypatch, folder, document=WELCOME) -> main_window.MainWindow:
    """The editor as ``gobenson`` opens it (on the pretended screen), with ``document``."""
    monkeypatch.setattr(settings, "settings_folder", lambda: folder)
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.file.open_path(str(document), confirmed=True)
    return window


def close_editor(window) -> None:
    window.controller.commit_pending_edits()
    window.controller.undo_stack.setClean()
    window.close()


@pytest.fixture
def editor(qtbot, monkeypatch, tmp_path, screen):
    window = open_editor(qtbot, monkeypatch, tmp_path)
    qtbot.waitUntil(lambda: screen.contains(frame_rect(window)))
    yield window
    close_editor(window)


def assert_usable(widget: QWidget, window: QWidget) -> None:
    """``widget`` is shown, at least as large as it needs, inside the window and not covered:
    scrolled into view first when it is in a side panel (as the user would scroll)."""
    for panel in window.findChildren(SidePanel):
        if panel.isAncestorOf(widget):
            centre = widget.mapTo(panel.widget(), widget.rect().center())
            panel.ensureVisible(centre.x(), centre.y(), widget.width() // 2, widget.height() // 2)
    name = f"{type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r}"
    assert widget.isVisible(), name
    hint = widget.minimumSizeHint()
    assert widget.width() >= hint.width() and widget.height() >= hint.height(), name
    assert not widget.visibleRegion().isEmpty(), name
    assert window.rect().contains(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())), name


def assert_side_panels_fit(window: QWidget) -> None:
    """No side panel's contents are wider than the part of it that shows them."""
    for panel in window.findChildren(SidePanel):
        if panel.isVisible() and panel.width() > 0:
            viewport = panel.viewport().width()
            assert panel.widget().width() <= viewport
            assert panel.widget().minimumSizeHint().width() <= viewport


# -- the window on the screen -------------------------------------------------------------------


@pytest.mark.parametrize("frame", [FRAME, FRAME_GUESS, QMargins()])
def test_the_opening_size_leaves_room_for_the_frame(screen, frame):
    opening = placed(centred(main_window.PREFERRED_SIZE, screen), screen, frame)
    assert screen.contains(opening.marginsAdded(frame))
    room = screen.size().shrunkBy(frame)
    assert opening.size() == main_window.PREFERRED_SIZE.boundedTo(room)


def test_a_remembered_place_off_a_smaller_screen_is_brought_inside(screen):
    remembered = QRect(1500, 900, 1800, 1000)  # on a larger monitor, towards its bottom right
    inside = placed(remembered, screen, FRAME)
    assert screen.contains(inside.marginsAdded(FRAME))
    assert inside.size() == remembered.size().boundedTo(screen.size().shrunkBy(FRAME))


def test_a_place_that_fits_is_kept(screen):
    fits = QRect(10, 40, 500, 400)
    assert placed(fits, screen, FRAME) == fits


def test_the_window_and_its_status_bar_are_on_the_screen(editor, screen):
    assert screen.contains(frame_rect(editor))
    # the frame told once shown replaces the guess: the window takes the room it leaves
    assert editor.size() == main_window.PREFERRED_SIZE.boundedTo(screen.size().shrunkBy(FRAME))
    assert_usable(editor.to_play_button, editor)
    assert_usable(editor.statusBar(), editor)
    board = editor.views[0]
    assert board.height() >= 0.55 * editor.height() and board.width() >= 0.45 * editor.width()


# -- every mode ---------------------------------------------------------------------------------


def test_editing_shows_every_control(editor):
    panel = editor.analysis_panel
    for widget in (editor.views[0], editor.tree, editor.comment, panel.summary, *panel.toggles.values(),
                   panel.regions, panel.kill, panel.sequence, panel.slider, panel.explanation):
        assert_usable(widget, editor)
    assert_side_panels_fit(editor)


def test_stepping_shows_every_control(editor):
    editor.controller.move_slider(1)
    assert editor.controller.session.mode is Mode.STEPPING
    panel = editor.analysis_panel
    for widget in (panel.slider, panel.first, panel.back, panel.play, panel.forward, panel.last, panel.position,
                   panel.sequence, editor.views[0]):
        assert_usable(widget, editor)
    assert_side_panels_fit(editor)


def test_the_capture_replay_shows_every_control(qtbot, editor):
    hover(qtbot, editor, UNSAFE_BLOCK)
    editor.controller.show_kill()
    assert editor.controller.session.mode is Mode.REPLAY
    panel = editor.analysis_panel
    for widget in (panel.slider, panel.copy, panel.leave):  # in view without scrolling
        assert editor.side.viewport().rect().contains(QRect(widget.mapTo(editor.side.viewport(), QPoint(0, 0)),
                                                            widget.size()))
    # and the sentence that says what the move does, at least its first lines
    words = QRect(panel.explanation.mapTo(editor.side.viewport(), QPoint(0, 0)), panel.explanation.size())
    assert editor.side.viewport().rect().intersected(words).height() >= 3 * panel.explanation.fontMetrics().height()
    for widget in (panel.slider, panel.forward, panel.position, panel.copy, panel.leave, editor.views[0]):
        assert_usable(widget, editor)
    assert_side_panels_fit(editor)


def in_view_lines(widget: QWidget, window) -> int:
    """Lines of ``widget``'s text that the side panel shows without scrolling."""
    shown = QRect(widget.mapTo(window.side.viewport(), QPoint(0, 0)), widget.size())
    return window.side.viewport().rect().intersected(shown).height() // widget.fontMetrics().lineSpacing()


def test_the_explanation_of_the_block_under_the_mouse_is_read_without_scrolling(qtbot, editor):
    hover(qtbot, editor, UNSAFE_BLOCK)
    panel = editor.analysis_panel
    qtbot.waitUntil(lambda: "G3" in panel.explanation.toPlainText())  # the block's words, in every language
    qtbot.waitUntil(lambda: in_view_lines(panel.explanation, editor) >= 4)
    assert editor.side.verticalScrollBar().value() == 0 and in_view_lines(panel.summary, editor) >= 2
    assert_side_panels_fit(editor)


def test_the_summary_is_back_in_view_after_a_capture_replay(qtbot, editor):
    """K scrolls a low panel down to the replay's slider; leaving the replay brings back the top."""
    hover(qtbot, editor, UNSAFE_BLOCK)
    qtbot.keyClick(editor, Qt.Key.Key_K)
    qtbot.waitUntil(lambda: editor.controller.session.mode is Mode.REPLAY)
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: editor.controller.session.mode is not Mode.REPLAY)
    panel = editor.analysis_panel
    assert editor.side.verticalScrollBar().value() == 0 and in_view_lines(panel.summary, editor) >= 2


def test_the_verdicts_of_a_search_show_every_control(qtbot, editor):
    from .test_verify import SMALL
    from gobenson_gui.core.sgf.diagrams import diagram_document

    editor.controller.replace_document(diagram_document(SMALL))
    editor.registry["verify"].trigger()
    qtbot.waitUntil(lambda: editor.controller.session.mode is Mode.VERIFIED)
    for widget in (editor.analysis_panel.explanation, editor.views[0], editor.to_play_button):
        assert_usable(widget, editor)
    assert_side_panels_fit(editor)


def open_exercises(window, folder):
    path = folder / "set.sgf"
    position = window.controller.session.board
    path.write_bytes(write_set([exercise_for(position, Kind.SAFE, colour) for colour in Colour]))
    assert window.file.open_path(str(path), confirmed=True)
    assert window.controller.session.mode is Mode.EXERCISES
    return window.exercise_mode.panel


def test_exercises_show_the_question_and_every_button(editor, tmp_path):
    panel = open_exercises(editor, tmp_path)
    for widget in (panel.progress, panel.question, panel.instructions, panel.result, panel.check_button,
                   panel.show_button, panel.retry_button, panel.previous_button, panel.next_button,
                   panel.leave_button, editor.views[0]):
        assert_usable(widget, editor)
    assert_side_panels_fit(editor)


def test_leaving_exercises_gives_the_panels_their_widths_back(qtbot, editor, tmp_path):
    before = editor.splitter.sizes()[:3]
    panel = open_exercises(editor, tmp_path)
    qtbot.mouseClick(panel.leave_button, Qt.MouseButton.LeftButton)
    assert editor.controller.session.mode is not Mode.EXERCISES
    assert editor.splitter.sizes()[:3] == before
    assert_side_panels_fit(editor)


def test_the_exercise_buttons_stay_put_when_a_note_appears(qtbot, editor, tmp_path):
    from .driving import click

    panel = open_exercises(editor, tmp_path)
    buttons = (panel.check_button, panel.show_button, panel.next_button, panel.leave_button)
    where = [button.mapTo(editor, QPoint(0, 0)) for button in buttons]
    height = panel.answer.height()
    empty = next(point for point in ((x, y) for y in range(9) for x in range(9))
                 if editor.controller.session.board.get(point) is None)
    click(qtbot, editor, empty)  # an empty point is no stone: a note says so
    assert panel.answer.text() != ""
    qtbot.waitUntil(lambda: panel.answer.height() > height)  # laid out again with the note's line
    assert [button.mapTo(editor, QPoint(0, 0)) for button in buttons] == where


def test_the_presentation_board_keeps_its_size_at_every_half_step(qtbot, editor, screen):
    presentation = editor.classroom.presentation
    editor.registry["presentation"].trigger()
    qtbot.waitUntil(presentation.isVisible)
    presentation.showNormal()
    presentation.resize(screen.size())
    qtbot.waitUntil(lambda: presentation.size() == screen.size())
    control = editor.controller
    sizes = set()
    for index in range(control.session.slider_length()):
        control.move_slider(index)
        QApplication.processEvents()
        sizes.add(presentation.views[0].size().toTuple())
    presentation.views[0].hovered.emit(UNSAFE_BLOCK)  # a block's longer explanation
    QApplication.processEvents()
    sizes.add(presentation.views[0].size().toTuple())
    assert len(sizes) == 1
    board = presentation.views[0]
    assert board.height() >= 0.55 * screen.height()  # the words take less room than the board
    presentation.close()


# -- dialogs ------------------------------------------------------------------------------------


def shown_instead_of_run(qtbot, monkeypatch) -> list[QDialog]:
    """Modal dialogs are shown, looked at, and cancelled instead of waiting for an answer."""
    seen = []

    def show_and_cancel(dialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        seen.append((dialog.size(), dialog.minimumSizeHint()))
        dialog.reject()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(QDialog, "exec", show_and_cancel)
    return seen


def assert_fits(size: QSize, needs: QSize, screen: QRect) -> None:
    """A dialog of ``size`` fits the screen with its frame, and is as large as its contents need."""
    assert size.grownBy(FRAME).width() <= screen.width() and size.grownBy(FRAME).height() <= screen.height()
    assert size.width() >= needs.width() and size.height() >= needs.height()


@pytest.mark.parametrize("name", ["glossary", "shortcuts"])
def test_help_windows_fit_the_screen(editor, screen, name):
    dialog = getattr(editor.classroom, f"show_{name}")()
    assert_fits(dialog.size(), dialog.minimumSizeHint(), screen)
    dialog.close()


@pytest.mark.parametrize("ask", [
    lambda window: window.edit.edit_game_info(),
    lambda window: window.exercise_mode.make_exercise(),
    lambda window: window.file.new_game(),
    lambda window: exercises.ask_generator(window),
])
def test_dialogs_fit_the_screen(qtbot, monkeypatch, editor, screen, ask):
    seen = shown_instead_of_run(qtbot, monkeypatch)
    ask(editor)
    [(size, needs)] = seen
    assert_fits(size, needs, screen)


@pytest.mark.parametrize("ask", [
    lambda window: window.exercise_mode.make_exercise(),
    lambda window: window.file.new_game(),
    lambda window: exercises.ask_generator(window),
])
def test_small_dialogs_are_wide_enough_for_their_title(qtbot, monkeypatch, editor, ask):
    """A window manager cuts a title its bar has no room for ("New e… se set"): the bar holds the
    title, set in bold, beside the window's icon and buttons."""
    from PySide6.QtGui import QFont, QFontMetrics

    from gobenson_gui.gui.screen_fit import TITLE_BAR_CONTROLS

    titled = []

    def show_and_cancel(dialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        bold = QFont(dialog.font())
        bold.setBold(True)
        titled.append((dialog.windowTitle(), QWidget.width(dialog), QFontMetrics(bold)))
        dialog.reject()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(QDialog, "exec", show_and_cancel)
    ask(editor)
    [(title, width, metrics)] = titled
    assert title and width >= metrics.horizontalAdvance(title) + TITLE_BAR_CONTROLS


# -- the mouse wheel ----------------------------------------------------------------------------


def wheel_down(widget: QWidget) -> QWheelEvent:
    """Turn the mouse wheel over ``widget``; the event, accepted or left for its parents."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return event


def test_the_wheel_passes_over_the_panel_combo_boxes_to_the_panel(qtbot, editor):
    """Qt hands a wheel event a widget leaves to its parents, and the panel scrolls (a test can
    send only events that stop where they are sent, so it checks that the combo box leaves it)."""
    for combo in (editor.analysis_panel.regions, editor.analysis_panel.sequence):
        chosen = combo.currentIndex()
        assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus  # the wheel gives it no focus
        assert not wheel_down(combo).isAccepted()
        assert combo.currentIndex() == chosen
        combo.setFocus()
        qtbot.waitUntil(combo.hasFocus)
        wheel_down(combo)  # once chosen (clicked or tabbed to), the wheel turns it
        assert combo.currentIndex() != chosen


# -- remembered between runs --------------------------------------------------------------------


def test_the_window_panels_and_overlays_are_remembered(qtbot, monkeypatch, tmp_path):
    area = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: area)
    first = open_editor(qtbot, monkeypatch, tmp_path)
    first.place(QRect(30, 50, 1000, 650))
    total = sum(first.splitter.sizes()[:3])
    first.splitter.setSizes([200, total - 200 - 420, 420])
    panel = first.analysis_panel
    panel.toggles["territory"].setChecked(False)
    panel.regions.setCurrentIndex(panel.regions.findData(RegionMode.ALL))
    panel.set_sequence_choice(Whose.BOTH)
    sizes = first.splitter.sizes()
    close_editor(first)

    second = open_editor(qtbot, monkeypatch, tmp_path)
    assert second.geometry().size() == QSize(1000, 650)
    assert second.pos() == first.pos()
    assert second.splitter.sizes() == sizes
    assert second.controller.session.overlays == Overlays(territory=False, regions=RegionMode.ALL)
    assert second.controller.session.whose is Whose.BOTH
    close_editor(second)


def test_a_panel_hidden_from_the_view_menu_stays_hidden(qtbot, monkeypatch, tmp_path):
    first = open_editor(qtbot, monkeypatch, tmp_path)
    first.registry["moves-panel"].trigger()
    close_editor(first)
    second = open_editor(qtbot, monkeypatch, tmp_path)
    assert second.splitter.widget(0).isHidden() and not second.registry["moves-panel"].isChecked()
    assert not second.side.isHidden() and second.registry["analysis-panel"].isChecked()
    close_editor(second)


def test_a_remembered_window_larger_than_the_screen_now_is_brought_inside(qtbot, monkeypatch, tmp_path):
    monkeypatch.setattr(settings, "settings_folder", lambda: tmp_path)
    settings.open_settings().setValue("window/geometry", [1700, 900, 1800, 1100])
    area = QRect(0, 0, 1024, 700)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: area)
    monkeypatch.setattr(QWindow, "frameMargins", lambda self: FRAME if self.isVisible() else QMargins())
    window = open_editor(qtbot, monkeypatch, tmp_path)
    qtbot.waitUntil(lambda: area.contains(frame_rect(window)))
    assert_usable(window.to_play_button, window)
    close_editor(window)


def test_the_exercises_are_left_out_of_the_remembered_panels(qtbot, monkeypatch, tmp_path):
    first = open_editor(qtbot, monkeypatch, tmp_path)
    sizes = first.splitter.sizes()[:3]
    open_exercises(first, tmp_path)
    close_editor(first)
    second = open_editor(qtbot, monkeypatch, tmp_path)
    assert second.splitter.sizes()[:3] == sizes
    assert not second.exercise_mode.area.isVisibleTo(second)
    close_editor(second)


# -- the View menu ------------------------------------------------------------------------------


def test_the_view_menu_hides_shows_and_resets_the_panels(qtbot, editor):
    moves, side = editor.splitter.widget(0), editor.side
    opening = editor.splitter.sizes()
    editor.registry["analysis-panel"].trigger()
    assert side.isHidden() and not editor.registry["analysis-panel"].isChecked()
    editor.registry["analysis-panel"].trigger()
    assert not side.isHidden() and editor.registry["analysis-panel"].isChecked()
    total = sum(editor.splitter.sizes()[:3])
    editor.splitter.setSizes([0, total, 0, 0])  # both shut against the edges by dragging
    editor.splitter.splitterMoved.emit(0, 1)
    assert not editor.registry["moves-panel"].isChecked()
    editor.registry["moves-panel"].trigger()
    assert editor.splitter.sizes()[0] >= moves.minimumWidth()
    editor.registry["reset-panels"].trigger()
    # as the window opened (to a pixel: the splitter rounds the shares of its width)
    assert all(abs(now - then) <= 1 for now, then in zip(editor.splitter.sizes(), opening))
    assert editor.registry["moves-panel"].isChecked() and editor.registry["analysis-panel"].isChecked()


def test_the_view_menu_leaves_the_panels_alone_during_exercises(editor, tmp_path):
    open_exercises(editor, tmp_path)
    for action in (editor.registry["moves-panel"], editor.registry["analysis-panel"], editor.registry["reset-panels"]):
        assert not action.isEnabled()


def test_the_view_menu_lists_the_panel_entries(editor):
    texts = [without_mnemonics(action.text()) for action in editor.registry.menu("view").actions()]
    entries = ("Moves and &comment", "&Analysis panel", "&Reset panels")  # in the language the window speaks
    assert {without_mnemonics(_(entry)) for entry in entries} <= set(texts)
