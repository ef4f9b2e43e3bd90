"""Help for a lesson: the words of Benson's theory as the editor uses them, and the keys.

The shortcuts table is read from the actions themselves when it is shown, so a key added or
changed anywhere in the window appears there without anyone updating a list.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..core.words.i18n import N_
from .screen_fit import fit_dialog
from .words import BOOK, GLOSSARY, INTRO


def glossary_html() -> str:
    rows = "".join(f"<dt><b>{escape(str(term))}</b></dt><dd>{escape(str(text))}</dd>" for term, text in GLOSSARY)
    return f"<p>{INTRO.format(book=f'<i>{BOOK}</i>')}</p><dl>{rows}</dl>"


BOARD_KEYS_HTML = (
    N_("<h3>The board without a pointer</h3><p>The board has a keyboard cursor of its own. Tab or F6 gives the "
    "board the keyboard and shows the cursor; <b>Shift+arrow keys</b> move it a point at a time. Shift, "
    "because the arrow keys alone keep walking through the record (Left/Right, Up/Down for variations) and "
    "Ctrl+Left/Right keep stepping the casting-out, wherever the keyboard is. The cursor stops at the edges of "
    "the board and goes round a side that wraps; it steps on missing points too, where only the hole tool "
    "acts.</p><p><b>Enter</b> or <b>Space</b> does at the cursor what a click with the tool does (in "
    "exercises, what a click answers); <b>Shift+Enter</b> what a right click does (the other colour, or "
    "remove); <b>Ctrl+Enter</b> a Ctrl+click (type a label). The arrow, line, link and select tools take two "
    "points: Enter at the start, move the cursor, Enter at the end; Shift+Enter in between cancels. The block "
    "under the cursor is explained in the panel as the block under the mouse is, and a screen reader reads "
    "the point, its stone and the verdict on its block. The menu key opens the point's menu.</p>"))
"""How the board is used from the keyboard, and why its keys are these: the head of Help >
Keyboard shortcuts."""


BRACKETED_MNEMONIC = re.compile(r"\(&[^&]\)")
"""The Alt+letter key of a menu text whose words have no such letter (Japanese ``ファイル(&F)``)."""


def without_mnemonics(text: str) -> str:
    """A menu text as a person reads it: the ampersands that mark the Alt+letter key go (with the
    brackets around the letter where a translation adds it), and a doubled one, which stands for
    a real ampersand, becomes one."""
    return "&".join(part.replace("&", "") for part in BRACKETED_MNEMONIC.sub("", text).split("&&"))


def action_shortcuts(actions: list[QAction]) -> list[tuple[str, str]]:
    """(what it does, its keys) for every action that has a key, in the order given; the
    mnemonic ampersands and dots of menu texts are left out."""
    rows = []
    for action in actions:
        keys = [key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts() if not key.isEmpty()]
        if not keys:
            continue
        text = without_mnemonics(action.text()).rstrip("\u2026.")
        rows.append((text, ", ".join(keys)))
    return rows


def shortcuts_html(sections: list[tuple[str, list[QAction]]]) -> str:
    parts = []
    for title, actions in sections:
        rows = "".join(f"<tr><td>{escape(text)}</td><td><b>{escape(keys)}</b></td></tr>"
                       for text, keys in action_shortcuts(actions))
        if rows:
            parts.append(f"<h3>{escape(title)}</h3><table cellspacing='2' cellpadding='3'>{rows}</table>")
    return "".join(parts)


def show_text(parent: QWidget, title: str, html: str) -> QDialog:
    """A non-modal window with ``html``, so it can stay open beside the board."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    text = QTextBrowser()
    text.setHtml(html)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.close)
    column = QVBoxLayout(dialog)
    column.addWidget(text)
    column.addWidget(buttons)
    fit_dialog(dialog, QSize(560, 520))
    dialog.show()
    return dialog
