"""The editor in a lesson: side panels that shut, presentation mode, help, samples at hand,
and handouts written from the File menu."""

from __future__ import annotations

import json
import re
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog, QLabel, QTextBrowser, QToolBar

from gobenson_gui.core.rules import Rules
from gobenson_gui.gui.features import export
from gobenson_gui.gui.features.export import SEQUENCE, Export, ExportFeature
from gobenson_gui.gui.features.registry import Action, menu_actions
from gobenson_gui.gui.data import SAMPLES
from gobenson_gui.gui.help import GLOSSARY, action_shortcuts, without_mnemonics
from gobenson_gui.view.legend import KEYS, TOGGLES
from gobenson_gui.view.picture import RegionMode, Whose
from gobenson_gui.gui.samples import sample_title
from gobenson_gui.view.session import explanation, slider

from .driving import WELCOME, menu_action


def menu_texts(window, menu: str) -> list[str]:
    return [action.text() for action in menu_actions(window.registry.menu(menu))]


def test_side_panels_shut_and_the_board_never(qtbot, window):
    splitter = window.centralWidget()
    assert splitter.isCollapsible(0) and splitter.isCollapsible(2) and not splitter.isCollapsible(1)
    total = sum(splitter.sizes())
    splitter.setSizes([0, total, 0])
    assert splitter.sizes()[0] == splitter.sizes()[2] == 0
    assert window.views[0].width() > 0.9 * window.width()


@pytest.fixture
def presenting(qtbot, welcome):
    welcome.registry["presentation"].trigger()
    qtbot.waitUntil(welcome.classroom.presentation.isVisible)
    yield welcome.classroom.presentation
    welcome.classroom.presentation.close()


def test_presentation_is_full_screen_with_large_captions(qtbot, welcome, presenting):
    assert "Presentation" in menu_texts(welcome, "view")[0]
    assert welcome.registry["presentation"].shortcut() == QKeySequence("F11")
    assert presenting.isFullScreen()
    assert welcome.registry["presentation"].isChecked()
    assert presenting.caption.text() == slider(welcome.controller.session).caption
    assert presenting.caption.font().pointSize() > 2 * welcome.font().pointSize()
    board_view = presenting.views[0]
    assert board_view.height() > 0.6 * presenting.height()


def test_presentation_keys_step_and_esc_leaves(qtbot, welcome, presenting):
    control = welcome.controller
    last = control.session.slider_length() - 1
    qtbot.keyClick(presenting, Qt.Key.Key_Home)
    assert control.session.slider_index() == 0
    qtbot.keyClick(presenting, Qt.Key.Key_Right)
    assert control.session.slider_index() == 1
    assert presenting.caption.text().startswith("Half-step 1 ")
    assert "blocks leave" in presenting.explanation.text()
    qtbot.keyClick(presenting, Qt.Key.Key_Left)
    assert control.session.slider_index() == 0
    qtbot.keyClick(presenting, Qt.Key.Key_End)
    assert control.session.slider_index() == last
    qtbot.keyClick(presenting, Qt.Key.Key_P)  # from the verdict, play starts over
    assert control.timer.isActive() and control.session.slider_index() == 0
    qtbot.keyClick(presenting, Qt.Key.Key_P)
    assert not control.timer.isActive()
    document = welcome.controller.session.document
    assert document.cursor is document.game.root  # no move was made
    qtbot.keyClick(presenting, Qt.Key.Key_Escape)
    assert not presenting.isVisible()
    assert not welcome.registry["presentation"].isChecked()


def test_presentation_draws_the_regions_its_words_name_at_every_half_step(qtbot, welcome, presenting):
    """With the editor showing regions only for the block under the mouse (as it starts), the
    regions the presentation's words name are drawn all the same, with the names said."""
    control = welcome.controller
    assert control.session.overlays.regions == RegionMode.FOCUS
    control.set_sequence(Whose.BOTH)
    qtbot.keyClick(presenting, Qt.Key.Key_Home)
    said_somewhere = False
    for index in range(control.session.slider_length()):
        qtbot.waitUntil(lambda index=index: control.session.slider_index() == index)
        said = set(re.findall(r"region (\w+) \(at|healthy region \((\w+)\)", presenting.explanation.text()))
        said = {name for pair in said for name in pair if name}
        drawn = {mark.letter for view in presenting.views for mark in view.picture.regions}
        assert said <= drawn, f"half-step {index}"
        said_somewhere = said_somewhere or bool(said)
        qtbot.keyClick(presenting, Qt.Key.Key_Right)
    assert said_somewhere


def test_presentation_stops_following_the_editor_once_left(qtbot, welcome, presenting):
    presenting.close()
    shown = presenting.caption.text()
    welcome.controller.move_slider(1)
    assert presenting.caption.text() == shown
    welcome.registry["presentation"].trigger()
    assert presenting.caption.text() == slider(welcome.controller.session).caption


def test_a_long_explanation_is_shown_whole_and_down_scrolls_it(qtbot, welcome):
    """No editor panel is on the projector: the presentation shows every line of the first
    half-step's explanation on the final position of the blood-vomiting game (69 lines), and
    Down and Up scroll through them."""
    assert welcome.file.open_path(str(WELCOME.with_name("blood-vomiting-game-1835-with-variations.sgf")), sample=True)
    menu_action(welcome, "End").trigger()  # Go > End: the game's last move
    welcome.controller.set_sequence(Whose.BOTH)
    welcome.registry["presentation"].trigger()
    presenting = welcome.classroom.presentation
    qtbot.waitUntil(presenting.isVisible)
    presenting.activateWindow()  # as the window manager does: the presentation's keys are its own
    qtbot.waitUntil(presenting.isActiveWindow)
    qtbot.keyClick(presenting, Qt.Key.Key_Home)
    qtbot.keyClick(presenting, Qt.Key.Key_Right)
    lines = [line for line in explanation(welcome.controller.session).splitlines() if line.strip()]
    assert len(lines) > 10 and presenting.explanation.text().splitlines() == lines
    assert "editor's panel" not in presenting.explanation.text()
    bar = presenting.explanation_area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == 0
    qtbot.keyClick(presenting, Qt.Key.Key_Down)
    assert bar.value() > 0
    qtbot.keyClick(presenting, Qt.Key.Key_Up)
    assert bar.value() == 0
    presenting.close()


def test_glossary_defines_every_term(qtbot, window):
    terms = [str(term) for term, _ in GLOSSARY]
    for needed in ("block", "region", "small", "healthy", "vital", "joiner", "pass-alive", "round", "half-step"):
        assert needed in terms
    dialog = window.classroom.show_glossary()
    qtbot.addWidget(dialog)
    text = dialog.findChild(QTextBrowser).toPlainText()
    for term, definition in GLOSSARY:
        assert str(term) in text and str(definition).split(".")[0] in text
    assert "&Glossary" in menu_texts(window, "help")


def test_shortcuts_dialog_lists_every_action_with_a_key(qtbot, window):
    dialog = window.classroom.show_shortcuts()
    qtbot.addWidget(dialog)
    text = dialog.findChild(QTextBrowser).toPlainText()
    actions = window.actions() + window.classroom.presentation.actions()
    keyed = [action for action in actions if not action.shortcut().isEmpty()]
    assert len(keyed) > 30
    for action in keyed:
        for key in action.shortcuts():
            assert key.toString(QKeySequence.SequenceFormat.NativeText) in text, action.text()
    assert "Presentation mode" in text and "Half-step forward" in text


def test_shortcuts_follow_a_changed_key(qtbot, window):
    window.registry["glossary"].setShortcut(QKeySequence("Ctrl+Shift+G"))
    rows = dict(action_shortcuts(window.actions()))
    assert rows["Glossary"] == QKeySequence("Ctrl+Shift+G").toString(QKeySequence.SequenceFormat.NativeText)
    assert "Glossary" not in dict(action_shortcuts([window.registry["shortcuts"]]))


def test_every_legend_row_has_a_tooltip(window):
    panel = window.analysis_panel
    for field, _, _ in TOGGLES:
        assert panel.toggles[field].toolTip()
    for _, text, tip in KEYS:
        label = next(label for label in panel.findChildren(QLabel) if label.text() == text)
        grid = label.parentWidget().layout()
        row, _, _, _ = grid.getItemPosition(grid.indexOf(label))
        swatch = grid.itemAtPosition(row, 0).widget()
        assert label.toolTip() == swatch.toolTip() == tip


def test_samples_menu_lists_every_sample_and_opens_one_without_a_path(qtbot, window):
    window.classroom.fill_samples_menu()
    entries = window.registry.menu("samples").actions()
    files = sorted(SAMPLES.glob("*.sgf"))
    assert sorted(action.statusTip() for action in entries) == [path.name for path in files]
    fig7 = next(action for action in entries if action.statusTip() == "benson_fig7.sgf")
    assert fig7.text() == "Benson 1976, Fig. 7"
    fig7.trigger()
    document = window.controller.session.document
    assert document.path is None and document.board(document.cursor).black > 0
    assert window.file.recent_files() == []
    window.classroom.fill_samples_menu()
    assert len(window.registry.menu("samples").actions()) == len(files)  # listed once


def test_sample_titles_fall_back_to_comment_and_file_name(tmp_path):
    (tmp_path / "named.sgf").write_text("(;SZ[5]GN[A name]C[Words])")
    (tmp_path / "comment.sgf").write_text("(;SZ[5]C[\n  First line\nsecond])")
    (tmp_path / "bare.sgf").write_text("(;SZ[5])")
    (tmp_path / "broken.sgf").write_text("not sgf at all")
    (tmp_path / "long.sgf").write_text("(;SZ[5]C[" + "word " * 40 + "])")
    titles = {path.stem: sample_title(path) for path in tmp_path.glob("*.sgf")}
    assert titles["named"] == "A name" and titles["comment"] == "First line"
    assert titles["bare"] == "bare" and titles["broken"] == "broken"
    assert len(titles["long"]) <= 60 and titles["long"].endswith("\u2026")


@pytest.mark.parametrize("suffix, magic", [(".pdf", b"%PDF"), (".png", b"\x89PNG"), (".svg", b"<?xml")])
def test_export_sequence_writes_the_chosen_format(qtbot, welcome, tmp_path, monkeypatch, suffix, magic):
    target = tmp_path / f"handout{suffix}"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    assert "Export casting-out se&quence\u2026" in menu_texts(welcome, "file")
    welcome.registry["export-sequence"].trigger()
    assert target.read_bytes().startswith(magic)


def test_export_sequence_takes_the_suffix_of_the_chosen_filter(qtbot, welcome, tmp_path, monkeypatch):
    target = tmp_path / "handout"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(target), "GIF animation (*.gif)"))
    welcome.export.export(SEQUENCE)
    assert (tmp_path / "handout.gif").read_bytes().startswith(b"GIF8")


@pytest.mark.parametrize("name, words", [("handout.doc", "doc"), ("missing/handout.pdf", "missing")])
def test_export_sequence_problems_go_to_the_error_dialog_in_one_line(qtbot, welcome, tmp_path, monkeypatch,
                                                                      name, words):
    shown = []
    monkeypatch.setattr(export, "show_error", lambda parent, title, text, *rest: shown.append(text))
    assert not welcome.export.export_to(SEQUENCE, str(tmp_path / name))
    assert len(shown) == 1 and "\n" not in shown[0] and words in shown[0]
    assert not (tmp_path / name).exists()


def test_print_sequence_prints_the_pages(qtbot, welcome, tmp_path, monkeypatch):
    target = tmp_path / "printed.pdf"

    def choose_pdf(printer: QPrinter) -> bool:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        return True

    monkeypatch.setattr(welcome.export, "ask_printer", choose_pdf)
    assert "&Print casting-out sequence\u2026" in menu_texts(welcome, "file")
    assert welcome.export.print_sequence()
    assert target.read_bytes().startswith(b"%PDF")


def test_printing_to_a_pdf_printer_gives_a_file_the_size_of_the_export(qtbot, welcome, tmp_path, monkeypatch):
    """The boards are images at the device's resolution: printed at 1200 dpi, a page was twelve
    times the size of the same page exported."""
    printed, exported = tmp_path / "printed.pdf", tmp_path / "exported.pdf"

    def choose_pdf(printer: QPrinter) -> bool:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))
        return True

    monkeypatch.setattr(welcome.export, "ask_printer", choose_pdf)
    assert welcome.export.print_sequence() and welcome.export.export_to(SEQUENCE, str(exported))
    assert 0.5 < printed.stat().st_size / exported.stat().st_size < 1.5


def test_print_cancelled_prints_nothing(qtbot, welcome, monkeypatch):
    monkeypatch.setattr(welcome.export, "ask_printer", lambda printer: False)
    assert not welcome.export.print_sequence()


@pytest.fixture
def comment_export(monkeypatch):
    """A File > Export entry added as a later change adds one: an Action declared in the export
    feature, whose handler exports a kind of file of its own (here the node's comment, as text)."""
    text = Export("Export comment", "Text (*.txt)", "Cannot export comment",
                  lambda feature, path: Path(path).write_text(feature.controller.session.comment()))
    declared = Action("export-comment", "Export co&mment\u2026", partial(ExportFeature.export, kind=text), "file",
                      "export", tip="The node's comment as text")
    monkeypatch.setattr(export, "ACTIONS", (*export.ACTIONS, declared))


def test_an_export_is_added_by_one_declaration_in_the_export_feature(qtbot, comment_export, welcome, tmp_path,
                                                                      monkeypatch):
    entries = menu_texts(welcome, "file")
    assert entries[entries.index("&Print casting-out sequence\u2026") + 1] == "Export co&mment\u2026"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(tmp_path / "comment"), "Text (*.txt)"))
    welcome.registry["export-comment"].trigger()
    assert (tmp_path / "comment.txt").read_text() == welcome.controller.session.comment() != ""
    assert welcome.statusBar().currentMessage() == f"Exported {tmp_path / 'comment.txt'}"


def test_the_lesson_page_is_the_record_in_one_page_by_the_rules_in_use(qtbot, welcome, tmp_path, monkeypatch):
    asked = []

    def ask(parent, title, start, filters):
        asked.append((title, start, filters))
        return str(tmp_path / "lesson"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    welcome.edit.set_rules(Rules.SUICIDE)
    welcome.registry["export-lesson-page"].trigger()
    document = welcome.controller.session.document
    assert asked == [("Export lesson page", str(document.path.with_suffix(".html")), "Web page (*.html)")]
    page = (tmp_path / "lesson.html").read_text(encoding="utf-8")
    comment = welcome.controller.session.comment()
    assert "data-point" in page and comment != "" and json.dumps(comment, ensure_ascii=False)[1:40] in page
    assert '"title":"welcome.sgf"' in page and '"rules":"suicide"' in page and '"lang":"en"' in page
    assert welcome.statusBar().currentMessage() == f"Exported {tmp_path / 'lesson.html'}"


def test_a_lesson_page_that_cannot_be_written_is_said_in_a_dialog(qtbot, welcome, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(export, "show_error", lambda parent, title, text: shown.append((title, text)))
    (tmp_path / "lesson.html").mkdir()  # what no page can replace
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path / "lesson.html"), ""))
    assert not welcome.export.export(export.LESSON_PAGE)
    [(title, text)] = shown
    assert title == "Cannot export lesson page" and str(tmp_path / "lesson.html") in text


def test_welcome_comment_says_what_the_analysis_finds():
    """Each bottom group's larger block touches two regions, one of them healthy for it; the
    lone corner stone touches one region, healthy for it not at all.  The comment says so."""
    from gobenson_gui.core.analysis import analyze
    from gobenson_gui.core.board import Colour
    from gobenson_gui.core.rules import Rules
    from gobenson_gui.core.sgf.document import Document

    document = Document.open(WELCOME)
    comment = " ".join(document.game.root.get("C")[0].decode().split())
    analysis = analyze(document.board(document.cursor), Rules.NO_SUICIDE)
    for colour, larger, corner in ((Colour.BLACK, (6, 6), (8, 8)), (Colour.WHITE, (0, 6), (0, 8))):
        side = analysis.of(colour)
        for point, regions, healthy in ((larger, 2, 1), (corner, 1, 0)):
            block = side.block_at(point)
            touching = [region for region in side.regions if block.index in region.neighbours]
            assert len(touching) == regions
            assert sum(block.index in region.healthy_for for region in touching) == healthy
            assert not side.is_safe(block.index)
    assert "only one region" not in comment
    assert "Each group at the bottom has two regions" in comment and "one of them healthy" in comment


def test_pointing_at_a_block_in_the_presentation_explains_it(qtbot, welcome, presenting):
    before = presenting.explanation.text()
    presenting.views[0].hovered.emit((6, 6))  # G3, the larger bottom black block
    assert presenting.explanation.text() != before
    assert presenting.explanation.text().startswith("Black block of 5 stones")


def test_tooltips_show_menu_texts_without_their_mnemonics(window):
    button = window.findChild(QToolBar, "main-toolbar").widgetForAction(window.registry["pass"])
    assert button.toolTip() == f"Pass ({QKeySequence('Ctrl+P').toString()})"
    tips = [action.toolTip() for action in window.actions()]
    assert not [tip for tip in tips if "&" in tip]


def test_a_doubled_ampersand_is_a_real_one():
    assert without_mnemonics("Save && &quit") == "Save & quit"
    assert without_mnemonics("Sa&ve") == "Save"
