"""The file: a new board or game, open (also from the recent files, or dropped on the window),
save, what was read leniently, the window's title, and the recovery of unsaved work.

It owns the file-level decisions: unsaved changes are asked about before a document goes,
and a file that cannot be opened or written is said in a dialog, the document staying as it
was.  Another feature may take a file as it opens (:attr:`FileFeature.claims`): the exercises
answer a set rather than show it for editing."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog

from ...core.report import document_title, game_title
from ...core.sgf.document import Document
from ...core.sgf.errors import SgfError
from ...core.sgf.forms import Form
from ...core.sgf.properties import game_info
from ...core.sgf.sample_texts import speak_samples
from ...core.sgf.tree import GameTree
from ...core.words.i18n import N_, _
from ..controller import Change
from ..dialogs import Unsaved, ask_board_size, ask_game, ask_unsaved, show_error, show_notes, show_notice
from ..preferences import default_rules
from ..recovery import Autosave, ask_recover, recoverable, set_aside
from ..settings import text_list
from ..words import UNTITLED_GAME, cannot_open, game_choice, read_leniently, saved, window_title
from .registry import Action, Editor, Feature, Submenu

RECENT_KEY = "recent"
RECENT_COUNT = 8
SGF_FILTER = N_("SGF files (*.sgf);;All files (*)")
SGF_FOR_Q5GO = N_("SGF for q5Go (*.sgf)")
"""Save as's file type that writes variant boards in q5Go's form (see :mod:`...core.sgf.forms`)."""

Claim = Callable[[Document], Callable[[], None] | None]
"""Looks at a file just read: what to do once it is shown (answer its exercises), or None when
it opens as any file does."""


class FileFeature(Feature):
    """The File menu's document actions, the recent files and the recovery of unsaved work."""

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.claims: list[Claim] = []
        """What other features make of a file as it opens (see :data:`Claim`)."""
        self.autosave = Autosave(self.controller, parent=self.window)
        self.autosave.failed.connect(lambda text: self.tell(text, 8000))
        self.controller.undo_stack.cleanChanged.connect(self.refresh_title)
        self.controller.changed.connect(self._after_change)
        self.registry.add(self, ACTIONS)
        self.update_recent_menu()

    def _after_change(self, change: Change) -> None:
        if change.tree is not None:  # the game's name may have changed
            self.refresh_title()

    def refresh_title(self) -> None:
        """The window's title names the document, and marks it while it has unsaved changes."""
        document = self.controller.session.document
        self.window.setWindowTitle(window_title(document_title(document.path, game_info(document.game))))
        self.window.setWindowModified(self.controller.dirty)

    def document_name(self) -> str:
        path = self.controller.session.document.path
        return path.name if path else _("The board")

    def folder(self) -> str:
        """Where a file dialog opens: the document's folder, else the home folder."""
        path = self.controller.session.document.path
        return str(path.parent) if path else str(Path.home())

    def confirm_discard(self) -> bool:
        """True when unsaved changes may go: saved now, discarded, or there were none."""
        self.controller.commit_pending_edits()
        if not self.controller.dirty:
            return True
        answer = ask_unsaved(self.window, self.document_name())
        if answer is Unsaved.SAVE:
            return self.save()
        return answer is Unsaved.DISCARD

    def new_board(self) -> None:
        if not self.confirm_discard():
            return
        board = self.controller.session.board
        size = ask_board_size(self.window, board.columns, board.rows)
        if size is not None:
            self.show_document(Document.new(*size))

    def new_game(self) -> None:
        board = self.controller.session.board
        size = ask_board_size(self.window, board.columns, board.rows)
        if size is not None:
            self.controller.new_game(*size)

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        path = QFileDialog.getOpenFileName(self.window, _("Open SGF file"), self.folder(), _(SGF_FILTER))[0]
        if path:
            self.open_path(path, confirmed=True)

    def open_path(self, path: str, sample: bool = False, confirmed: bool = False) -> bool:
        """Open a file (asking about unsaved changes unless ``confirmed``); errors go to a dialog.
        A ``sample`` (the welcome position is one) opens without a path, so saving asks where, is
        left out of the recent files, and speaks the language spoken (the file stays English)."""
        if not confirmed and not self.confirm_discard():
            return False
        try:
            document = Document.open(path)
            if sample:
                speak_samples(document)
            then = next((after for claim in self.claims if (after := claim(document)) is not None), None)
            if then is None and len(document.games) > 1:
                choice = ask_game(self.window, [game_description(number, game)
                                                for number, game in enumerate(document.games, 1)])
                if choice is None:
                    return False
                document.select_game(choice)
        except (SgfError, OSError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            show_error(self.window, _("Cannot open file"), cannot_open(path, reason))
            return False
        if sample:
            document.path = None
        else:
            self.remember(path)
        self.show_document(document)
        if then is not None:
            then()
        return True

    def show_document(self, document: Document) -> None:
        """Put a new or opened document in the editor in place of the one shown, its games that
        name no rules under those of Preferences."""
        document.default_rules = default_rules(self.settings)
        self.controller.replace_document(document)
        self.refresh_title()
        self.report_reading_notes()

    def report_reading_notes(self) -> None:
        """Say in the status bar what was read leniently (a damaged name, a move on a stone...):
        the first note, and that File > How the file was read lists them all."""
        notes = self.controller.session.document.notes
        if notes:
            self.tell(read_leniently(notes[0], len(notes)), 15000)

    def show_reading_notes(self) -> None:
        show_notes(self.window, self.document_name(), self.controller.session.document.notes)

    def save(self) -> bool:
        path = self.controller.session.document.path
        return self.save_to(str(path)) if path else self.save_as()

    def save_as(self) -> bool:
        """Ask where, and in which form: gobenson's SGF, or SGF for q5Go (preselected for a file
        read from q5Go); all files keeps the form the file has."""
        sgf, _between, any_file = _(SGF_FILTER).partition(";;")
        forms = {sgf: Form.GOBENSON, _(SGF_FOR_Q5GO): Form.Q5GO}
        current = _(SGF_FOR_Q5GO) if self.controller.session.document.form is Form.Q5GO else sgf
        path, chosen = QFileDialog.getSaveFileName(self.window, _("Save SGF file"), self.folder(),
                                                   ";;".join([*forms, any_file]), current)
        if not path:
            return False
        if not Path(path).suffix:
            path += ".sgf"
        return self.save_to(path, forms.get(chosen))

    def save_to(self, path: str, form: Form | None = None) -> bool:
        try:
            self.controller.save(path, form)
        except (SgfError, OSError) as error:  # WriteError, an OSError, says why a write failed
            show_error(self.window, _("Cannot save file"), str(error))
            return False
        self.remember(path)
        self.refresh_title()
        self.tell(saved(path), 4000)
        return True

    def remember(self, path: str) -> None:
        path = str(Path(path).resolve())
        recent = [p for p in self.recent_files() if p != path]
        self.keep({RECENT_KEY: [path, *recent][:RECENT_COUNT]})
        self.update_recent_menu()

    def recent_files(self) -> list[str]:
        return text_list(self.settings.value(RECENT_KEY))[:RECENT_COUNT]

    def update_recent_menu(self) -> None:
        menu = self.registry.menu("recent")
        menu.clear()
        for path in self.recent_files():
            menu.addAction(path, partial(self.open_path, path))
        menu.setEnabled(bool(self.recent_files()))

    def offer_recovery(self) -> bool:
        """Offer the work of sessions that ended without closing, newest first; True when one
        was recovered: it is shown as a modified document under its original file name."""
        found, set_aside_messages = recoverable(self.autosave.folder)
        for message in set_aside_messages:
            show_notice(self.window, _("Recovery file set aside"), message)
        for item in found:
            if not ask_recover(self.window, item):
                item.discard()
                continue
            try:
                document = item.document()
            except SgfError as error:
                show_notice(self.window, _("Recovery file set aside"), set_aside(item.path, str(error)))
                continue
            self.show_document(document)
            self.controller.undo_stack.resetClean()
            self.autosave.write()  # this session holds it now
            item.discard()
            return True
        return False


ACTIONS: tuple[Action[FileFeature] | Submenu, ...] = (
    Action("new-board", N_("&New board\u2026"), FileFeature.new_board, "file", "new",
           keys=(QKeySequence.StandardKey.New,), icon="document-new", toolbar="file"),
    Action("new-game", N_("New &game in this file\u2026"), FileFeature.new_game, "file", "new",
           tip=N_("Add an empty game to this file's collection"), edits=True),
    Action("open", N_("&Open\u2026"), FileFeature.open_dialog, "file", "open",
           keys=(QKeySequence.StandardKey.Open,), icon="document-open", toolbar="file"),
    Submenu("recent", N_("Open &recent"), "file", "recent"),
    Action("save", N_("&Save"), FileFeature.save, "file", "save",
           keys=(QKeySequence.StandardKey.Save,), icon="document-save", toolbar="file"),
    Action("save-as", N_("Save &as\u2026"), FileFeature.save_as, "file", "save",
           keys=(QKeySequence.StandardKey.SaveAs,)),
    Action("reading-notes", N_("How the file was &read\u2026"), FileFeature.show_reading_notes, "file", "notes",
           tip=N_("What of this file was read leniently or repaired, and where"),
           enabled=lambda feature: bool(feature.controller.session.document.notes)),
    Action("quit", N_("&Quit"), lambda feature: feature.window.close(), "file", "quit",
           keys=(QKeySequence.StandardKey.Quit,)),
)


def game_description(number: int, game: GameTree) -> str:
    """E.g. ``2. Lee Sedol vs AlphaGo (19x19, 180 moves)``, for the game chooser."""
    title = game_title(game_info(game)) or str(UNTITLED_GAME)
    moves = sum(1 for node in game.main_line() if node.has_move())
    columns, rows = game.size
    return game_choice(number, title, columns, rows, moves)


def dropped_files(mime: QMimeData) -> list[str]:
    """The SGF files of what is dragged onto the window."""
    return [url.toLocalFile() for url in mime.urls() if url.toLocalFile().lower().endswith(".sgf")]
