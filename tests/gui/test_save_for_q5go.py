"""Save as offers "SGF for q5Go": a torus made in the editor is written in q5Go's form, a file
from q5Go is offered and saved in it again (a point taken out joining its MASK), and a board with
links is refused in a dialog without writing anything."""

from __future__ import annotations

import shutil

from PySide6.QtWidgets import QFileDialog

from gobenson_gui.core.geometry import Wrap, link
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.words.i18n import _
from gobenson_gui.gui.features import file

from .driving import click, use_tool
from .test_links_and_wrap import links_of
from .test_verify import drag
from ..test_samples import SAMPLES


def answer_save_as(monkeypatch, target, chosen: str) -> list[tuple]:
    """Make Save as's dialog answer ``target`` with the file type ``chosen``; the list gets
    the dialog's arguments."""
    asked = []

    def dialog(*args):
        asked.append(args)
        return str(target), chosen
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    return asked


def test_a_torus_saved_as_sgf_for_q5go_is_written_in_q5gos_form(qtbot, window, monkeypatch, tmp_path):
    window.controller.replace_document(Document.new(5, 5, Wrap.BOTH))
    use_tool(window, "play")
    click(qtbot, window, (2, 2))
    target = tmp_path / "torus.sgf"
    asked = answer_save_as(monkeypatch, target, _(file.SGF_FOR_Q5GO))
    window.registry["save-as"].trigger()
    assert _(file.SGF_FOR_Q5GO) in asked[0][3].split(";;")
    root = Document.open(target).game.root
    assert (root.get("GM"), root.get("TO"), root.get("WRAP")) == ([b"q5go-1"], [b"3"], None)
    assert Document.open(target).geometry.wrap is Wrap.BOTH and not window.isWindowModified()


def test_a_file_from_q5go_is_offered_and_saved_for_q5go_with_a_new_hole_in_its_mask(qtbot, window, monkeypatch,
                                                                                    tmp_path):
    copy = tmp_path / "cut.sgf"
    shutil.copy(SAMPLES / "q5go_cut_cylinder.sgf", copy)
    assert window.file.open_path(str(copy), confirmed=True)
    window.registry["save"].trigger()
    assert copy.read_bytes() == (SAMPLES / "q5go_cut_cylinder.sgf").read_bytes()  # unchanged: byte for byte
    use_tool(window, "hole")
    click(qtbot, window, (0, 0))
    window.registry["save"].trigger()
    root = Document.open(copy).game.root
    assert root.get("MASK") == [b"aa", b"cb:cc"] and "MISSING" not in root.properties
    asked = answer_save_as(monkeypatch, tmp_path / "again.sgf", _(file.SGF_FOR_Q5GO))
    window.registry["save-as"].trigger()
    assert asked[0][4] == _(file.SGF_FOR_Q5GO)  # the file type preselected
    assert (tmp_path / "again.sgf").read_bytes() == copy.read_bytes()


def test_a_board_with_links_is_refused_for_q5go_in_a_dialog_and_nothing_is_written(qtbot, window, monkeypatch,
                                                                                   tmp_path):
    window.controller.replace_document(Document.new(9, 9))
    use_tool(window, "link")
    drag(qtbot, window, (1, 1), (7, 7))
    assert links_of(window) == {link((1, 1), (7, 7))}
    shown = []
    monkeypatch.setattr(file, "show_error", lambda parent, title, message, details="": shown.append(message))
    target = tmp_path / "linked.sgf"
    answer_save_as(monkeypatch, target, _(file.SGF_FOR_Q5GO))
    window.registry["save-as"].trigger()
    assert not target.exists() and window.isWindowModified()
    assert len(shown) == 1 and "links points (LINKS), which q5Go cannot show" in shown[0]
    sgf = _(file.SGF_FILTER).partition(";;")[0]
    answer_save_as(monkeypatch, target, sgf)
    window.registry["save-as"].trigger()
    assert Document.open(target).geometry.links == {link((1, 1), (7, 7))} and not window.isWindowModified()
