"""Help > Manual: the manual's Markdown pages (``docs/``), read offline in a window of their own.

A page is shown in the language the editor speaks where it has a translation (``docs/<code>/<page>``),
else in English (``docs/<page>``), link by link and image by image: a manual translated in part
reads on in English where its translation stops.  Links to the web go to the system's browser.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import (QAction, QDesktopServices, QKeySequence, QResizeEvent, QTextCharFormat, QTextCursor,
                           QTextDocument)
from PySide6.QtWidgets import QStyle, QTextBrowser, QToolBar, QVBoxLayout, QWidget

from ..core.words.i18n import LANGUAGES, _, spoken_language
from .data import MANUAL
from .dialogs import show_error
from .panels import icon
from .screen_fit import fit_dialog

CONTENTS = "index.md"
"""The contents page: where Help > Manual opens and the Contents button goes back to."""


def page_name(path: Path, folder: Path) -> str | None:
    """Which page of the manual in ``folder`` the file ``path`` is, whatever its language
    (``editor.md``, ``images/board.png``); None for a file outside the manual."""
    try:
        parts = Path(os.path.normpath(path)).relative_to(os.path.normpath(folder)).parts
    except ValueError:
        return None
    return "/".join(parts[1:] if len(parts) > 1 and parts[0] in LANGUAGES else parts)


def localized(folder: Path, page: str) -> Path:
    """The file of ``page`` in the language spoken where it is translated, else the English one."""
    translated = folder / spoken_language() / page
    return translated if translated.is_file() else folder / page


def anchor_names(headings: list[str]) -> list[str]:
    """The anchors links name ``headings`` by, made as GitHub makes them so that a link works there
    and here alike: lower case, punctuation left out, a hyphen for a space, ``-1``, ``-2``… after a
    name already taken."""
    names: list[str] = []
    seen: Counter[str] = Counter()
    for heading in headings:
        name = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        names.append(f"{name}-{seen[name]}" if seen[name] else name)
        seen[name] += 1
    return names


def say_missing(parent: QWidget, path: Path) -> None:
    show_error(parent, _("Manual"), _("The manual cannot be shown: {file} is missing.").format(file=path))


class ManualPage(QTextBrowser):
    """One page of the manual; its links are followed here, not by Qt, which knows neither the
    language spoken nor the system's browser."""

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.setObjectName("manual")
        self.folder = folder
        self.setOpenLinks(False)
        self.anchorClicked.connect(self.follow)
        self.sourceChanged.connect(self._loaded)

    def open_page(self, page: str, anchor: str = "") -> None:
        """Show ``page`` (``editor.md``) in the language spoken, at its heading ``anchor``."""
        self.open_file(localized(self.folder, page), anchor)

    def open_file(self, path: Path, anchor: str = "") -> None:
        if not path.is_file():
            say_missing(self, path)
            return
        url = QUrl.fromLocalFile(str(path))
        if anchor:
            url.setFragment(anchor)
        self.setSource(url, QTextDocument.ResourceType.MarkdownResource)

    def follow(self, url: QUrl) -> None:
        """A link clicked: a page of the manual, in the language spoken where it is translated; a
        place on the page; anything else to the system: the web to the browser, a sample file to
        the program that opens it."""
        url = self.source().resolved(url)
        if not url.isLocalFile():
            self.open_outside(url)
            return
        path = Path(url.toLocalFile())
        page = page_name(path, self.folder)
        if page is not None:
            path = localized(self.folder, page)
        if path.suffix.lower() == ".md":
            self.open_file(path, url.fragment())
        elif not path.is_file():
            say_missing(self, path)
        else:
            self.open_outside(QUrl.fromLocalFile(str(path)))

    def open_outside(self, url: QUrl) -> None:
        if not QDesktopServices.openUrl(url):
            show_error(self, _("Manual"), _("No program on this computer opens {address}.").format(
                address=url.toDisplayString()))

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        """An image of the page, the translated one where the language spoken has its own, else
        the English page's: translations may show the English pictures with ``images/…`` as
        their pages would in English."""
        url = QUrl(self.document().baseUrl()).resolved(QUrl(name))
        if kind == QTextDocument.ResourceType.ImageResource and url.isLocalFile():
            page = page_name(Path(url.toLocalFile()), self.folder)
            if page is not None:
                name = QUrl.fromLocalFile(str(localized(self.folder, page)))
        return super().loadResource(kind, name)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_pictures()

    def _fit_pictures(self) -> None:
        """Each picture at its own size, or narrower where the page is: none to scroll sideways."""
        document = self.document()
        page = self.viewport().width() - 2 * document.documentMargin()
        if not self.verticalScrollBar().isVisible():  # it appears once a picture makes the page longer
            page -= self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        block = document.begin()
        while block.isValid():
            indent = document.indentWidth() * (block.blockFormat().indent() + bool(block.textList()))
            room = page - indent - block.blockFormat().leftMargin()
            fragments = block.begin()
            while not fragments.atEnd():
                fragment = fragments.fragment()
                picture = fragment.charFormat().toImageFormat()
                drawn = (document.resource(QTextDocument.ResourceType.ImageResource, QUrl(picture.name()))
                         if picture.isImageFormat() else None)
                if drawn is not None and not drawn.isNull():
                    width = max(1.0, min(drawn.width(), room))
                    picture.setWidth(width)
                    picture.setHeight(drawn.height() * width / drawn.width())
                    cursor = QTextCursor(document)
                    cursor.setPosition(fragment.position())
                    cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                    cursor.setCharFormat(picture)
                fragments += 1
            block = block.next()

    def headings(self) -> list[QTextCursor]:
        """The page's headings, each selected whole."""
        found, block = [], self.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel():
                cursor = QTextCursor(block)
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                found.append(cursor)
            block = block.next()
        return found

    def title(self) -> str:
        """The page's first heading; empty if it has none."""
        headings = self.headings()
        return headings[0].selectedText() if headings else ""

    def _loaded(self, url: QUrl) -> None:
        """Give each heading the anchor links name it by (Qt's Markdown gives none), fit the
        pictures to the page, then go to the heading ``url`` names."""
        headings = self.headings()
        for cursor, name in zip(headings, anchor_names([cursor.selectedText() for cursor in headings])):
            anchor = QTextCharFormat()
            anchor.setAnchor(True)
            anchor.setAnchorNames([name])
            cursor.mergeCharFormat(anchor)
        self._fit_pictures()
        if url.fragment():
            self.scrollToAnchor(url.fragment())


class ManualWindow(QWidget):
    """The manual beside the board, not modal, with a browser's Back, Forward and Contents."""

    def __init__(self, parent: QWidget, folder: Path) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("manual-window")
        self.page = ManualPage(folder)
        self.back_action = self._action(_("Back"), self.page.backward, (QKeySequence.StandardKey.Back, "Alt+Left"),
                                        "go-previous")
        self.forward_action = self._action(_("Forward"), self.page.forward,
                                           (QKeySequence.StandardKey.Forward, "Alt+Right"), "go-next")
        self.contents_action = self._action(_("Contents"), lambda: self.page.open_page(CONTENTS), ("Alt+Home",))
        for action, available in ((self.back_action, self.page.backwardAvailable),
                                  (self.forward_action, self.page.forwardAvailable)):
            action.setEnabled(False)
            available.connect(action.setEnabled)
        self.page.sourceChanged.connect(self._retitle)
        bar = QToolBar()
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        bar.addActions([self.back_action, self.forward_action, self.contents_action])
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(bar)
        column.addWidget(self.page)
        fit_dialog(self, QSize(760, 720))
        self.page.open_page(CONTENTS)

    def _retitle(self, url: QUrl) -> None:
        """The heading of the page ``url`` shows (else its file's name); the manual's name after
        it, but on the contents page, which is named so."""
        shown = Path(url.toLocalFile())
        title, on_contents = self.page.title() or shown.name, page_name(shown, self.page.folder) == CONTENTS
        self.setWindowTitle(title if on_contents else _("{page} \u2014 gobenson manual").format(page=title))

    def _action(self, text: str, slot: Callable[[], object], keys: tuple[QKeySequence.StandardKey | str, ...],
                icon_name: str = "") -> QAction:
        """An action of the tool bar with ``keys``, a standard key standing for every key its
        platform gives it (the Back key and Alt+Left for Back, say)."""
        action = QAction(text, self)
        if icon_name:
            action.setIcon(icon(icon_name))
        shortcuts: list[QKeySequence] = []
        for key in keys:
            bound = QKeySequence.keyBindings(key) if isinstance(key, QKeySequence.StandardKey) else [QKeySequence(key)]
            shortcuts += [sequence for sequence in bound if sequence not in shortcuts]
        action.setShortcuts(shortcuts)
        action.triggered.connect(lambda checked=False: slot())
        self.addAction(action)
        return action


def show_manual(parent: QWidget, shown: ManualWindow | None) -> ManualWindow | None:
    """The manual window ``shown`` raised, made on the contents page if there is none yet; None,
    once the missing file is named, if the manual is not installed."""
    if shown is None:
        contents = localized(MANUAL, CONTENTS)
        if not contents.is_file():
            say_missing(parent, contents)
            return None
        shown = ManualWindow(parent, MANUAL)
    shown.show()
    shown.raise_()
    shown.activateWindow()
    return shown
