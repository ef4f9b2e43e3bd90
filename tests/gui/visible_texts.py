"""Every text a person can read in the editor, in every mode and dialog, collected by walking them
as the gallery does: run as ``python tests/gui/visible_texts.py OUT.json`` in an editor started in
the language to look at (``GOBENSON_LANG``), which it speaks from its first import on, as gobenson
does.  OUT.json maps each step of the walk to its ``[where, text]`` pairs, and ``keys`` to the
words of the shortcuts' key names, which Qt supplies."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox,
                               QDialogButtonBox, QGroupBox, QLabel, QLineEdit, QMainWindow, QMenu, QMenuBar,
                               QMessageBox, QPlainTextEdit, QTabBar, QTextEdit, QWidget)

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT)]  # run as a script: gobenson, tools and tests from this checkout

from gobenson_gui.gui.panels import CommentEditor  # noqa: E402
from tests.engines.helpers import fault  # noqa: E402
from tools.gallery import Step, Walk  # noqa: E402

EXAMPLE2_BLOCK = (2, 6)
"""C1 of the engine's position, a block alive in play but not unconditionally."""
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


def model_texts(view: QAbstractItemView, where: str) -> list[tuple[str, str]]:
    model = view.model()
    if model is None:
        return []
    texts = []
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = model.columnCount() if orientation is Qt.Orientation.Horizontal else 0
        texts += [(f"{where} header", str(model.headerData(column, orientation) or "")) for column in range(count)]
    rows = [QModelIndex()]
    while rows:
        parent = rows.pop()
        for row in range(model.rowCount(parent)):
            for column in range(model.columnCount(parent)):
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
    if widget.isWindow():
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
        if not widget.isReadOnly() or isinstance(widget, CommentEditor):
            return texts  # the user's own words
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




def extra_steps(window) -> list[Step]:
    """What the gallery does not show: an engine's answer (the fault engine, which calls every
    stone alive at once), and a problem collection with its hint and solution."""
    from PySide6.QtWidgets import QFileDialog

    from gobenson_gui.core.sgf.diagrams import diagram_document
    from gobenson_gui.gui.engine_settings import COMMAND_KEY
    from tests.engines.helpers import EXAMPLE2_DIAGRAM

    control, exercises = window.controller, window.exercise_mode

    def compare() -> None:
        control.replace_document(diagram_document(EXAMPLE2_DIAGRAM))
        window.settings.setValue(COMMAND_KEY, fault("alive"))
        window.engine.compare_action.trigger()

    def open_problems() -> None:
        QFileDialog.getOpenFileName = lambda *args, **kwargs: (str(PROBLEMS), "")
        exercises.problem_seed = 1
        exercises.problems_action.trigger()

    return [
        Step("engine-comparison", compare, lambda: not window.engine.running),
        Step("engine-said-for-a-block", lambda: control.set_hover(EXAMPLE2_BLOCK)),
        Step("problems", open_problems, lambda: control.exercise is not None),
        Step("problem-hint", exercises.panel.hint_button.click),
        Step("problem-solution", exercises.panel.show_button.click),
    ]


def main(out: Path) -> int:
    from gobenson_gui.gui.app import application
    from gobenson_gui.gui.main_window import MainWindow

    app = application(["gobenson"])
    window = MainWindow()
    window.resize(1100, 800)
    window.show()
    seen: dict[str, list[tuple[str, str]]] = {}

    def collect(name: str) -> None:
        seen[name] = visible_texts()

    def finished() -> None:
        seen["board-menu"] = menu_texts(window.board_menu((0, 0)), "board menu")
        seen["keys"] = [("keys", word) for word in sorted(key_words(window))]
        window.engine.stop_and_wait()
        window.controller.leave()
        window.controller.undo_stack.setClean()
        app.quit()

    walk = Walk(window, collect, finished, settle_ms=20)
    walk.steps += extra_steps(window)
    QTimer.singleShot(0, walk.start)
    app.exec()
    out.write_text(json.dumps(seen, ensure_ascii=False, indent=0))
    return 0 if walk.taken == walk.names() else 1


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
