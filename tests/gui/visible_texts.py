"""Every text a person can read in the editor, in every mode and dialog, collected by walking them
as the gallery does: run as ``python tests/gui/visible_texts.py OUT.json`` in an editor started in
the language to look at (``GOBENSON_LANG``), which it speaks from its first import on, as gobenson
does.  OUT.json maps each step of the walk to its ``[where, text]`` pairs, and ``keys`` to the
words of the shortcuts' key names, which Qt supplies."""

from __future__ import annotations

import json
import re
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox,
                               QDialogButtonBox, QGroupBox, QLabel, QLineEdit, QMainWindow, QMenu, QMenuBar,
                               QMessageBox, QPlainTextEdit, QTabBar, QTextEdit, QWidget)

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT)]  # run as a script: gobenson, tools and tests from this checkout

from gobenson_gui.gui.manual import ManualPage, ManualWindow  # noqa: E402
from gobenson_gui.gui.panels import CommentEditor  # noqa: E402
from tests.engines.helpers import fault  # noqa: E402
from tools.gallery import Step, Walk  # noqa: E402

EXAMPLE2_BLOCK = (2, 6)
"""C1 of the engine's position, a block alive in play but not unconditionally."""
OCCUPIED = "occupied.sgf"
"""The file read leniently, written beside OUT.json."""
PROBLEMS = ROOT / "tests" / "data" / "problems" / "goproblems.sgf"
WORD = re.compile(r"[^\W\d_]{2,}")
"""A word of two letters or more: point names (C3), region letters and move colours (B, W) are one."""


def key_words(top: QWidget) -> set[str]:
    """The words of the shortcuts' key names (Ctrl, Esc): Qt names them, in its own translations."""
    words = set()
    for action in top.findChildren(QAction):
        for sequence in action.shortcuts():
            for form in (QKeySequence.SequenceFormat.NativeText, QKeySequence.SequenceFormat.PortableText):
                words |= set(WORD.findall(sequence.toString(form)))
    return words


def menu_texts(menu: QMenu | QMenuBar, where: str) -> list[tuple[str, str]]:
    texts = [(f"{where} menu", menu.title())] if isinstance(menu, QMenu) else []
    for action in menu.actions():
        if action.isSeparator():
            continue
        texts += [(f"{where} > {action.text()}", text) for text in (action.text(), action.toolTip(),
                                                                   action.statusTip())]
        if action.menu() is not None:
            texts += menu_texts(action.menu(), f"{where} > {action.text()}")
    return texts


def columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    """How many columns ``model`` has under ``parent``: one for a list, which hides the count."""
    return 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)


def model_texts(view: QAbstractItemView, where: str) -> list[tuple[str, str]]:
    model = view.model()
    if model is None:
        return []
    texts = []
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = columns(model, QModelIndex()) if orientation is Qt.Orientation.Horizontal else 0
        texts += [(f"{where} header", str(model.headerData(column, orientation) or "")) for column in range(count)]
    rows = [QModelIndex()]
    while rows:
        parent = rows.pop()
        for row in range(model.rowCount(parent)):
            for column in range(columns(model, parent)):
                index = model.index(row, column, parent)
                texts += [(where, str(model.data(index, role) or ""))
                          for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)]
            rows.append(model.index(row, 0, parent))
    return texts


def standard_button(widget: QWidget) -> bool:
    """A button Qt draws and names itself (OK, Cancel, Close): named by Qt's own translations."""
    for box_type in (QDialogButtonBox, QMessageBox):
        box = widget.parent()
        while box is not None and not isinstance(box, box_type):
            box = box.parent()
        if box is not None and box.standardButton(widget) != box_type.StandardButton.NoButton:
            return True
    return False


def widget_texts(widget: QWidget) -> list[tuple[str, str]]:
    """What ``widget`` shows in words, tooltip included; nothing of an editor of the record's own
    text (the comment, the game information's fields), which is data."""
    where = f"{type(widget).__name__} {widget.objectName()}".strip()
    texts = [(f"{where} tooltip", widget.toolTip()), (f"{where} status tip", widget.statusTip())]
    if isinstance(widget, ManualWindow):  # the page's heading is the manual's word, not the catalog's
        texts.append((f"{where} title", widget.windowTitle().replace(widget.page.title(), "")))
    elif widget.isWindow():
        texts.append((f"{where} title", widget.windowTitle()))
    if isinstance(widget, QAbstractButton) and not standard_button(widget):
        texts.append((where, widget.text()))
    elif isinstance(widget, QLabel):
        texts.append((where, widget.text()))
    elif isinstance(widget, QGroupBox):
        texts.append((where, widget.title()))
    elif isinstance(widget, QComboBox):
        texts += [(where, widget.itemText(index)) for index in range(widget.count())]
    elif isinstance(widget, QTabBar):
        texts += [(where, text) for index in range(widget.count())
                  for text in (widget.tabText(index), widget.tabToolTip(index))]
    elif isinstance(widget, QAbstractSpinBox):
        texts.append((where, widget.specialValueText()))
        texts += [(where, widget.prefix()), (where, widget.suffix())] if hasattr(widget, "prefix") else []
    elif isinstance(widget, QLineEdit):
        texts.append((f"{where} placeholder", widget.placeholderText()))
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        texts.append((f"{where} placeholder", widget.placeholderText()))
        if not widget.isReadOnly() or isinstance(widget, (CommentEditor, ManualPage)):
            return texts  # the user's own words; the manual's, translated page by page in docs/
        texts.append((where, widget.toPlainText()))
    elif isinstance(widget, QAbstractItemView):
        texts += model_texts(widget, where)
    return texts


def visible_texts() -> list[tuple[str, str]]:
    """Every text of every window shown now: titles, menus, widgets, the status bar."""
    texts = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible() or isinstance(top, QMenu):
            continue
        if isinstance(top, QMainWindow):
            texts += menu_texts(top.menuBar(), "menu bar")
            texts.append(("status bar", top.statusBar().currentMessage()))
        for action in top.findChildren(QAction):
            texts += [(f"action {action.text()}", text) for text in (action.text(), action.iconText(),
                                                                     action.toolTip(), action.statusTip())]
        for widget in [top, *top.findChildren(QWidget)]:
            if widget.isVisible():
                texts += widget_texts(widget)
    return [(where, text) for where, text in texts if text]




def extra_steps(window, folder: Path) -> list[Step]:
    """What the gallery does not show: an engine's answer (the fault engine, which calls every
    stone alive at once) and its failure, an edit refused, a problem collection with its hint and solution, the
    chooser of a file's games, the question before unsaved changes go, the notes on a file read
    leniently (written into ``folder``), and the manual (or, where it is not installed, the message
    naming its missing page)."""
    from PySide6.QtWidgets import QFileDialog

    from gobenson_gui.core.sgf.diagrams import diagram_document
    from gobenson_gui.gui.engine_settings import COMMAND_KEY
    from tests.engines.helpers import EXAMPLE2_DIAGRAM

    control, exercises = window.controller, window.exercise_mode
    occupied = folder / OCCUPIED
    occupied.write_bytes(b"(;SZ[5]AB[cc];W[cc])")  # a move on a stone: read, with a note

    def compare(engine: str) -> None:
        control.replace_document(diagram_document(EXAMPLE2_DIAGRAM))
        window.settings.setValue(COMMAND_KEY, fault(engine))
        window.registry["compare-engine"].trigger()

    def open_problems() -> None:
        QFileDialog.getOpenFileName = lambda *args, **kwargs: (str(PROBLEMS), "")
        window.problems.problem_seed = 1
        window.registry["open-problems"].trigger()

    def close_manual() -> None:
        missing = QApplication.activeModalWidget()
        missing.reject() if missing is not None else window.classroom.manual.close()

    def unsaved() -> None:
        control.pass_move()
        window.registry["new-board"].trigger()

    return [
        Step("engine-comparison", lambda: compare("alive"), lambda: not window.engine.running),
        Step("engine-said-for-a-block", lambda: control.set_hover(EXAMPLE2_BLOCK)),
        Step("refused-edit", lambda: (window.registry["tool-hole"].trigger(), control.click(EXAMPLE2_BLOCK)),
             leave=window.registry["tool-inspect"].trigger),  # a stone's point cannot be taken off the board
        Walk._dialog("engine-failure", lambda: compare("crash")),
        Step("problems", open_problems, lambda: control.session.exercise is not None),
        Step("problem-hint", exercises.panel.hint_button.click),
        Step("problem-solution", exercises.panel.show_button.click, leave=control.leave),
        Walk._dialog("game-chooser", lambda: window.file.open_path(str(PROBLEMS), sample=True, confirmed=True)),
        Walk._dialog("unsaved-changes", unsaved),
        Step("read-leniently", lambda: (control.undo_stack.setClean(),
                                        window.file.open_path(str(occupied), confirmed=True))),
        Walk._dialog("reading-notes", window.registry["reading-notes"].trigger),
        Step("manual", lambda: QTimer.singleShot(0, window.registry["manual"].trigger),
             lambda: window.classroom.manual is not None or QApplication.activeModalWidget() is not None, close_manual),
    ]


class ShownWindows(QObject):
    """The texts of every window as it is shown, those shown and gone between two steps (a
    search's progress, say) included, handed to ``keep``."""

    def __init__(self, keep: Callable[[list[tuple[str, str]]], None]) -> None:
        super().__init__()
        self.keep = keep

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            self.keep([text for widget in [watched, *watched.findChildren(QWidget)]
                       for text in widget_texts(widget) if text[1]])
        return False


def main(out: Path) -> int:
    from gobenson_gui.gui.app import application
    from gobenson_gui.gui.main_window import MainWindow

    app = application(["gobenson"])

    def fail(*error) -> None:  # an error in a step ends the walk, rather than leaving it waiting
        traceback.print_exception(*error)
        app.exit(2)

    sys.excepthook = fail
    window = MainWindow()
    window.resize(1100, 800)
    window.show()
    seen: dict[str, list[tuple[str, str]]] = {}

    def keep(texts: list[tuple[str, str]]) -> None:
        """Texts seen between two shots, kept with the step under way."""
        step = walk.steps[len(walk.taken)].name if len(walk.taken) < len(walk.steps) else "leaving"
        seen.setdefault(step, []).extend(texts)

    def collect(name: str) -> None:
        keep(visible_texts())

    def finished() -> None:
        seen["board-menu"] = menu_texts(window.analysis.board_menu((0, 0)), "board menu")
        seen["keys"] = [("keys", word) for word in sorted(key_words(window))]
        window.engine.stop_and_wait()
        window.controller.leave()
        window.controller.undo_stack.setClean()
        app.quit()

    walk = Walk(window, collect, finished, settle_ms=20)
    walk.steps += extra_steps(window, out.parent)
    shown = ShownWindows(keep)
    app.installEventFilter(shown)
    window.statusBar().messageChanged.connect(lambda text: keep([("status bar", text)] if text else []))
    QTimer.singleShot(0, walk.start)
    if app.exec() != 0:
        return 2
    out.write_text(json.dumps(seen, ensure_ascii=False, indent=0))
    return 0 if walk.taken == walk.names() else 1


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
