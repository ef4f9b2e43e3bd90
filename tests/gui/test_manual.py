"""Help > Manual: F1 opens the manual's contents page in a window of its own; its links are
followed by clicking them, Back and Forward retrace them, the web goes to the system's browser, a
page is read in the language spoken where it is translated, and a manual not installed is named
in one line."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer, QUrl
from PySide6.QtGui import QImage, QKeySequence, QTextCursor, QTextDocument, QTextFragment
from PySide6.QtWidgets import QApplication, QToolBar

from gobenson_gui.gui import manual
from gobenson_gui.gui.data import MANUAL

CONTENTS = """# Contents

Start with [the editor's tool bar](editor.md#tool-bar), read [the web page](https://example.org/go),
open [a sample](sample.sgf), or follow [a page not written yet](later.md).

![A board](images/board.png) ![A stone](images/stone.png)
"""
EDITOR = "# The editor\n\n" + "".join(f"Paragraph {n}.\n\n" for n in range(80)) + \
    "## Tool bar\n\nThe tools. [Back to the contents](index.md)\n\n" + "".join(f"More {n}.\n\n" for n in range(40))
FRENCH_CONTENTS = "# Sommaire\n\nCommencez par [l'éditeur](editor.md#tool-bar).\n\n![Un goban](images/board.png)\n"


@pytest.fixture
def pages(tmp_path, monkeypatch) -> Path:
    """A manual of two pages and a picture, with the contents page in French too, in place of
    the real one."""
    folder = tmp_path / "manual"
    (folder / "images").mkdir(parents=True)
    (folder / "fr").mkdir()
    (folder / "index.md").write_text(CONTENTS)
    (folder / "editor.md").write_text(EDITOR)
    (folder / "fr" / "index.md").write_text(FRENCH_CONTENTS)
    (folder / "sample.sgf").write_text("(;SZ[9])")
    picture = QImage(2000, 30, QImage.Format.Format_RGB32)  # wider than any window
    picture.fill(Qt.GlobalColor.darkGreen)
    picture.save(str(folder / "images" / "board.png"))
    picture.scaled(20, 20).save(str(folder / "images" / "stone.png"))
    monkeypatch.setattr(manual, "MANUAL", folder)
    return folder


def open_with_f1(qtbot, window) -> manual.ManualWindow:
    qtbot.keyClick(window, Qt.Key.Key_F1)
    shown = window.classroom.manual
    assert shown is not None
    qtbot.waitExposed(shown)
    return shown


def shown_file(shown: manual.ManualWindow) -> Path:
    return Path(shown.page.source().toLocalFile())


def fragments_of(page: manual.ManualPage) -> Iterator[QTextFragment]:
    """The page's runs of text and its pictures, first to last."""
    block = page.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            yield fragments.fragment()
            fragments += 1
        block = block.next()


def click_link(qtbot, page: manual.ManualPage, href: str) -> None:
    """Click, with the mouse, the middle of the link to ``href`` on the page."""
    fragment = next((fragment for fragment in fragments_of(page) if fragment.charFormat().anchorHref() == href), None)
    assert fragment is not None, f"no link to {href} on {page.source().toString()}"
    start, end = QTextCursor(page.document()), QTextCursor(page.document())
    start.setPosition(fragment.position())
    end.setPosition(fragment.position() + fragment.length())
    page.setTextCursor(end)
    page.ensureCursorVisible()
    left, right = page.cursorRect(start), page.cursorRect(end)
    qtbot.mouseClick(page.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint((left.left() + right.left()) // 2, left.center().y()))


def said_by_message_box(act) -> list[str]:
    """What the modal message box ``act`` opens says, the box closed once read."""
    said = []

    def read_and_close():
        box = QApplication.activeModalWidget()
        said.append(box.text() if box is not None else "")
        if box is not None:
            box.reject()

    QTimer.singleShot(0, read_and_close)
    act()
    return said


def test_f1_is_the_manual_first_in_the_help_menu_and_no_other_actions_key(window):
    help_menu = window.menuBar().actions()[-1].menu()
    assert help_menu.actions()[0] is window.registry["manual"]
    assert window.registry["manual"].text() == "&Manual"
    f1 = QKeySequence(Qt.Key.Key_F1)
    assert f1 in QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)
    assert [action for action in window.actions() if f1 in action.shortcuts()] == [window.registry["manual"]]


def test_f1_shows_the_contents_page_with_its_picture_beside_the_board(qtbot, window, pages):
    shown = open_with_f1(qtbot, window)
    assert shown_file(shown) == pages / "index.md"
    assert shown.windowTitle() == "Contents"  # the manual's own name, on its contents page
    assert not shown.isModal() and window.isVisible()
    picture = shown.page.document().resource(QTextDocument.ResourceType.ImageResource, QUrl("images/board.png"))
    assert picture is not None and not picture.isNull()
    assert not shown.back_action.isEnabled() and not shown.forward_action.isEnabled()


def test_a_picture_wider_than_the_window_is_narrowed_to_the_page(qtbot, window, pages):
    shown = open_with_f1(qtbot, window)
    shown.resize(500, 400)
    qtbot.waitUntil(lambda: shown.page.viewport().width() < 500)
    assert shown.page.horizontalScrollBar().maximum() == 0
    widths = [fragment.charFormat().toImageFormat().width() for fragment in fragments_of(shown.page)
              if fragment.charFormat().isImageFormat()]
    assert widths[0] < shown.page.viewport().width() and widths[1:] == [20]  # a small one at its own size


def test_f1_again_raises_the_one_manual_window_where_it_was(qtbot, window, pages):
    shown = open_with_f1(qtbot, window)
    click_link(qtbot, shown.page, "editor.md#tool-bar")
    shown.close()
    assert open_with_f1(qtbot, window) is shown
    assert shown.isVisible() and shown_file(shown) == pages / "editor.md"
    assert len(window.findChildren(manual.ManualWindow)) == 1


def test_a_clicked_link_shows_its_page_at_its_heading_and_back_and_forward_retrace_it(qtbot, window, pages):
    shown = open_with_f1(qtbot, window)
    page = shown.page
    click_link(qtbot, page, "editor.md#tool-bar")
    assert shown_file(shown) == pages / "editor.md"
    assert shown.windowTitle() == "The editor \u2014 gobenson manual"
    heading = page.cursorRect(page.document().find("Tool bar"))
    assert page.verticalScrollBar().value() > 0 and 0 <= heading.top() < page.viewport().height()
    click_link(qtbot, page, "index.md")
    assert shown_file(shown) == pages / "index.md"
    qtbot.keyClick(page, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)  # once back, not twice
    assert page.source().fragment() == "tool-bar"
    qtbot.mouseClick(shown.findChild(QToolBar).widgetForAction(shown.back_action), Qt.MouseButton.LeftButton)
    assert shown_file(shown) == pages / "index.md" and not shown.back_action.isEnabled()
    qtbot.keyClick(page, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert page.source().fragment() == "tool-bar" and shown.forward_action.isEnabled()
    shown.contents_action.trigger()
    assert shown_file(shown) == pages / "index.md" and not shown.forward_action.isEnabled()


def test_a_link_to_the_web_or_a_sample_goes_to_the_system_not_into_the_manual(qtbot, window, pages, monkeypatch):
    opened = []
    monkeypatch.setattr(manual, "QDesktopServices", SimpleNamespace(openUrl=lambda url: opened.append(url) or True))
    shown = open_with_f1(qtbot, window)
    click_link(qtbot, shown.page, "https://example.org/go")
    click_link(qtbot, shown.page, "sample.sgf")
    assert opened == [QUrl("https://example.org/go"), QUrl.fromLocalFile(str(pages / "sample.sgf"))]
    assert shown_file(shown) == pages / "index.md" and not shown.back_action.isEnabled()


def test_a_link_no_program_opens_is_said_in_one_line(qtbot, window, pages, monkeypatch):
    monkeypatch.setattr(manual, "QDesktopServices", SimpleNamespace(openUrl=lambda url: False))
    shown = open_with_f1(qtbot, window)
    said = said_by_message_box(lambda: click_link(qtbot, shown.page, "https://example.org/go"))
    assert said == ["No program on this computer opens https://example.org/go."]


@pytest.mark.parametrize("language", ["fr"])
def test_the_manual_speaks_the_editors_language_page_by_page_english_where_untranslated(
        qtbot, window, pages, language):
    shown = open_with_f1(qtbot, window)
    assert shown_file(shown) == pages / "fr" / "index.md"
    assert shown.windowTitle() == "Sommaire"
    assert [action.text() for action in (shown.back_action, shown.forward_action, shown.contents_action)] == \
        ["Précédent", "Suivant", "Sommaire"]
    picture = shown.page.document().resource(QTextDocument.ResourceType.ImageResource, QUrl("images/board.png"))
    assert picture is not None and not picture.isNull()  # the English page's picture
    click_link(qtbot, shown.page, "editor.md#tool-bar")
    assert shown_file(shown) == pages / "editor.md"  # not translated: in English
    assert shown.windowTitle() == "The editor \u2014 manuel de gobenson"
    click_link(qtbot, shown.page, "index.md")
    assert shown_file(shown) == pages / "fr" / "index.md"  # translated: in French again


def test_in_english_the_english_page_is_shown_though_a_translation_is_there(qtbot, window, pages):
    assert shown_file(open_with_f1(qtbot, window)) == pages / "index.md"


def test_a_manual_not_installed_is_named_in_one_line(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.setattr(manual, "MANUAL", tmp_path / "nowhere")
    said = said_by_message_box(lambda: qtbot.keyClick(window, Qt.Key.Key_F1))
    assert said == [f"The manual cannot be shown: {tmp_path / 'nowhere' / 'index.md'} is missing."]
    assert window.classroom.manual is None


def test_a_link_to_a_page_not_written_names_it_and_stays(qtbot, window, pages):
    shown = open_with_f1(qtbot, window)
    said = said_by_message_box(lambda: click_link(qtbot, shown.page, "later.md"))
    assert said == [f"The manual cannot be shown: {pages / 'later.md'} is missing."]
    assert shown_file(shown) == pages / "index.md"


@pytest.mark.parametrize(("headings", "names"), [
    (["The editor", "Tool bar", "Tool bar"], ["the-editor", "tool-bar", "tool-bar-1"]),
    (["What's *alive*? (Benson, 1976)", "Région vitale"], ["whats-alive-benson-1976", "région-vitale"]),
])
def test_headings_are_named_as_github_names_them(headings, names):
    assert manual.anchor_names(headings) == names


def real_pages() -> list[Path]:
    return sorted([*MANUAL.glob("*.md"), *MANUAL.glob("*/*.md")])


@pytest.mark.skipif(not (MANUAL / "index.md").is_file(), reason="the manual's contents page is not written yet")
def test_every_page_of_the_manual_loads_with_its_pictures_and_its_links_lead_to_pages(qtbot):
    page = manual.ManualPage(MANUAL)
    qtbot.addWidget(page)
    broken = []
    for path in real_pages():
        page.open_file(path)
        assert page.title(), path
        for fragment in fragments_of(page):
            style = fragment.charFormat()
            if style.isImageFormat():
                name = style.toImageFormat().name()
                found = page.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
                if found is None or found.isNull():
                    broken.append(f"{path.relative_to(MANUAL)}: picture {name}")
            target = page.source().resolved(QUrl(style.anchorHref()))
            if style.anchorHref() and target.isLocalFile() and target.path().endswith(".md"):
                linked = manual.page_name(Path(target.toLocalFile()), MANUAL)
                if linked is None or not manual.localized(MANUAL, linked).is_file():
                    broken.append(f"{path.relative_to(MANUAL)}: link {style.anchorHref()}")
    assert broken == []
