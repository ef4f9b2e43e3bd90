"""What the File menu makes of the position for a lesson: an image of the board as shown, the
casting-out sequence as a handout (PDF, SVG, PNG or GIF), the record as a lesson page (one HTML
file any browser opens), and the sequence printed.

Each kind of file is an :class:`Export`: its file dialog's title and types, the title of the
dialog that says why it could not be written, and how it is written.  A new kind of file is one
declaration below: an :class:`~.registry.Action` in the ``export`` section whose handler is
``partial(ExportFeature.export, Export(...))``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog

from ...core.report import document_title
from ...core.sgf.document import Document
from ...core.sgf.properties import game_info
from ...core.words.i18n import N_, _, spoken_language
from ...drawing import handout
from ...drawing.render import DrawingError, save_scene
from ...view.lesson.page import write_lesson_page
from ...view.session import scene
from ..dialogs import show_error
from ..words import cannot_print, cannot_write, exported, image_incomplete, printed
from .file import FileFeature
from .registry import Action, Editor, Feature


@dataclass(frozen=True)
class Export:
    """A kind of file exported from the position on show."""

    title: str
    """The file dialog's title (``N_``-marked, as the words below)."""
    filters: str
    """The file types offered, as a file dialog takes them; each names its suffix (``*.png``),
    which a name without one is given."""
    failure: str
    """The title of the dialog that says why the file could not be written."""
    write: Callable[[ExportFeature, str], object]
    """Writes the file at the path given: a ValueError says what cannot be written so, an
    OSError names the file and why it could not be written."""
    named: Callable[[Document], str] | None = None
    """The file name the dialog proposes for the document, if any (else it opens on the folder)."""


class ExportFeature(Feature):
    """The File menu's exports and printing."""

    def __init__(self, editor: Editor, file: FileFeature) -> None:
        super().__init__(editor)
        self.file = file
        self.registry.add(self, ACTIONS)

    def export(self, kind: Export) -> bool:
        """Ask where, then export there."""
        start = self.file.folder()
        if kind.named is not None:
            start = str(Path(start) / kind.named(self.controller.session.document))
        path, chosen = QFileDialog.getSaveFileName(self.window, _(kind.title), start, _(kind.filters))
        return bool(path) and self.export_to(kind, with_chosen_suffix(path, chosen))

    def export_to(self, kind: Export, path: str) -> bool:
        """Write the file at ``path``; why it could not be is said in one line in a dialog, and
        that it was, in the status bar."""
        self.controller.commit_pending_edits()  # the file shows the node's marks and comment as they are
        try:
            kind.write(self, path)  # made in memory, then swapped in whole
        except ValueError as error:  # HandoutError: a format there is not, or too large a picture
            show_error(self.window, _(kind.failure), cannot_write(path, one_line(error)))
            return False
        except OSError as error:  # WriteError names the file and says why
            show_error(self.window, _(kind.failure), one_line(error))
            return False
        except DrawingError as error:  # written, with the bare position
            show_error(self.window, _("Image incomplete"), image_incomplete(path, error))
            return False
        self.tell(exported(path), 4000)
        return True

    def sequence_arguments(self) -> dict[str, Any]:
        """The casting-out on show, for a handout: whose, at which node, by which rules, with the
        regions named as on the board."""
        self.controller.commit_pending_edits()
        session = self.controller.session
        return {"sequence": session.whose, "node": session.document.cursor, "rules": session.rules,
                "names": session.region_names()}

    def print_sequence(self) -> bool:
        printer = QPrinter()  # the handout sets the resolution its boards are drawn at
        if not self.ask_printer(printer):
            return False
        try:
            pages = handout.print_sequence(printer, self.controller.session.document, **self.sequence_arguments())
        except (ValueError, OSError) as error:
            show_error(self.window, _("Cannot print"), cannot_print(one_line(error)))
            return False
        self.tell(printed(pages), 4000)
        return True

    def ask_printer(self, printer: QPrinter) -> bool:
        return QPrintDialog(printer, self.window).exec() == QDialog.DialogCode.Accepted


def page_name(document: Document) -> str:
    """The lesson page's name: its file's, else the game's title (or Untitled), as ``.html``."""
    if document.path is not None:
        return document.path.with_suffix(".html").name
    return document_title(None, game_info(document.game)).replace("/", "-") + ".html"


IMAGE = Export(N_("Export image"), N_("PNG image (*.png);;SVG drawing (*.svg)"), N_("Cannot export image"),
               lambda feature, path: save_scene(path, scene(feature.controller.session), 1000,
                                                style=feature.views[0].board_painter.style))
"""The board(s) as shown, with their overlays."""
SEQUENCE = Export(N_("Export casting-out sequence"),
                  N_("PDF document (*.pdf);;SVG drawing (*.svg);;PNG image (*.png);;GIF animation (*.gif)"),
                  N_("Cannot export sequence"),
                  lambda feature, path: handout.export_sequence(feature.controller.session.document, path,
                                                                **feature.sequence_arguments()))
"""Every half-step of the casting-out on show, as a handout."""
LESSON_PAGE = Export(N_("Export lesson page"), N_("Web page (*.html)"), N_("Cannot export lesson page"),
                     lambda feature, path: write_lesson_page(feature.controller.session.document, path,
                                                             rules=feature.controller.session.rules,
                                                             lang=spoken_language()),
                     named=page_name)
"""The record's main line (or the exercises of a set) as one self-contained page, by the rules in
use and in the language spoken."""

ACTIONS: tuple[Action[ExportFeature], ...] = (
    Action("export-image", N_("&Export image\u2026"), partial(ExportFeature.export, kind=IMAGE), "file", "export",
           keys=("Ctrl+E",), icon="export-image", tip=N_("Save the board with its overlays as PNG or SVG"),
           toolbar="export"),
    Action("export-sequence", N_("Export casting-out se&quence\u2026"), partial(ExportFeature.export, kind=SEQUENCE),
           "file", "export", tip=N_("Every half-step of the casting-out in one PDF, SVG, PNG or GIF")),
    Action("export-lesson-page", N_("Export &lesson page\u2026"), partial(ExportFeature.export, kind=LESSON_PAGE),
           "file", "export", tip=N_("The record, or the exercises, as one web page to step through in any browser")),
    Action("print-sequence", N_("&Print casting-out sequence\u2026"), ExportFeature.print_sequence, "file", "export",
           tip=N_("Every half-step of the casting-out on paper")),
)


def with_chosen_suffix(path: str, chosen_filter: str) -> str:
    """``path``, or with the suffix of the chosen filter (``PNG image (*.png)``) when it has none."""
    if Path(path).suffix or "*." not in chosen_filter:
        return path
    return path + chosen_filter.split("*", 1)[1].split(")", 1)[0]


def one_line(error: Exception) -> str:
    """An error's reason on one line, for the error dialog."""
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return " ".join(reason.split()) or type(error).__name__
