"""The editor in a lesson: the presentation on a projector, the sample positions at hand, and
Help's manual, glossary, keyboard shortcuts and About."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from ... import __version__
from ...core.words.i18n import N_, _
from ..data import SAMPLES
from ..help import BOARD_KEYS_HTML, glossary_html, shortcuts_html, show_text, without_mnemonics
from ..manual import ManualWindow, show_manual
from ..presentation import Presentation
from ..samples import samples
from ..words import about
from .file import FileFeature
from .registry import Action, Editor, Feature, Submenu, menu_actions


class ClassroomFeature(Feature):
    """Presentation in the View menu, Open sample in the File menu, and the Help menu."""

    def __init__(self, editor: Editor, file: FileFeature) -> None:
        super().__init__(editor)
        self.file = file
        self.presentation = Presentation(self.controller, self.window)
        self.presentation.closed.connect(self._presentation_closed)
        self.manual: ManualWindow | None = None
        self.registry.add(self, ACTIONS)
        self.registry.menu("samples").aboutToShow.connect(self.fill_samples_menu)

    def toggle_presentation(self) -> None:
        if self.presentation.isVisible():
            self.presentation.close()
            return
        self.registry["presentation"].setChecked(True)
        self.presentation.setGeometry(self.window.screen().geometry())
        self.presentation.showFullScreen()
        self.presentation.activateWindow()

    def _presentation_closed(self) -> None:
        self.registry["presentation"].setChecked(False)
        self.window.activateWindow()

    def fill_samples_menu(self) -> None:
        """List the samples by title, once (reading them takes a moment)."""
        menu = self.registry.menu("samples")
        if menu.actions():
            return
        for title, path in samples(SAMPLES):
            action = menu.addAction(title, partial(self.open_sample, path))
            action.setStatusTip(path.name)
        if not menu.actions():
            menu.addAction(_("(no samples found)")).setEnabled(False)

    def open_sample(self, path: Path) -> bool:
        """Open a sample as a new, unnamed document: saving asks where, so the sample stays as it is."""
        return self.file.open_path(str(path), sample=True)

    def show_manual(self) -> ManualWindow | None:
        self.manual = show_manual(self.window, self.manual)
        return self.manual

    def show_glossary(self) -> QDialog:
        return show_text(self.window, _("Glossary"), glossary_html())

    def shortcut_sections(self) -> list[tuple[str, list[QAction]]]:
        """The window's actions by menu, those in no menu, the board's cursor keys and the
        presentation's keys."""
        sections: list[tuple[str, list[QAction]]] = []
        listed: set[int] = set()
        for menu_action in self.window.menuBar().actions():
            menu = menu_action.menu()
            actions = menu_actions(menu) if isinstance(menu, QMenu) else []
            sections.append((without_mnemonics(menu_action.text()), actions))
            listed.update(id(action) for action in actions)
        sections.append((_("Elsewhere"), [action for action in self.window.actions() if id(action) not in listed]))
        sections.append((_("The board, with the keyboard focus (F6)"), self.views[0].cursor_actions))
        sections.append((_("Presentation mode"), self.presentation.actions()))
        return sections

    def show_shortcuts(self) -> QDialog:
        return show_text(self.window, _("Keyboard shortcuts"),
                         _(BOARD_KEYS_HTML) + shortcuts_html(self.shortcut_sections()))

    def about(self) -> None:
        show_about(self.window)


ACTIONS: tuple[Action[ClassroomFeature] | Submenu, ...] = (
    Action("presentation", N_("&Presentation"), ClassroomFeature.toggle_presentation, "view", "presentation",
           keys=("F11",), tip=N_("The board full screen with large captions; arrows step, Esc leaves"), checkable=True),
    Submenu("samples", N_("Open sa&mple"), "file", "open"),
    Action("manual", N_("&Manual"), ClassroomFeature.show_manual, "help", "help",
           keys=(QKeySequence.StandardKey.HelpContents,),
           tip=N_("How to use the editor, page by page, in a window of its own")),
    Action("glossary", N_("&Glossary"), ClassroomFeature.show_glossary, "help", "help",
           tip=N_("Block, region, healthy, vital... in a few words")),
    Action("shortcuts", N_("&Keyboard shortcuts"), ClassroomFeature.show_shortcuts, "help", "help",
           tip=N_("Every key of the editor")),
    Action("about", N_("&About gobenson"), ClassroomFeature.about, "help", "help"),
)


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, _("About gobenson"), about(__version__))
