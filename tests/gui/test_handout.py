"""Handouts: every half-step in order, each board the scene ``render`` draws, in valid files."""

from __future__ import annotations

import io
import math
import re
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PIL import Image, ImageChops, ImageSequence, ImageStat
from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.drawing import handout as ho
from gobenson_gui.drawing.board_marks import legend_icon
from gobenson_gui.view.legend import KEYS, TOGGLES, legend_entries
from gobenson_gui.view.picture import Overlays, RegionMode, node_picture
from gobenson_gui.drawing.render import scene_image, scene_size
from gobenson_gui.view.panels import analysis_panels
from gobenson_gui.view.stepping import describe, half_step, half_step_count
from gobenson_gui.view.names import names_from_scratch

ROOT = Path(__file__).resolve().parents[2]
WELCOME = ROOT / "sample_sgf" / "welcome.sgf"
LONG = ROOT / "sample_sgf" / "sensei_is_b_alive_7x7.sgf"
BOARD = 120
SVG = "{http://www.w3.org/2000/svg}"


def analysed(path: Path):
    document = Document.open(path)
    board = document.board(document.cursor)
    return analyze(board, Rules.NO_SUICIDE), node_picture(board, document.cursor)


def made(path: Path = WELCOME, sequence: str = "black", legend: bool = False) -> ho.Handout:
    analysis, base = analysed(path)
    return ho.sequence_handout(analysis, names_from_scratch(analysis, base.labels), base, sequence,
                               f"{path.name}: a test", legend)


def expected_scene(path: Path, sequence: str, index: int) -> QImage:
    """What ``render --step index`` draws, made here without the handout's help."""
    analysis, base = analysed(path)
    return scene_image(analysis_panels(analysis, names_from_scratch(analysis, base.labels), base, sequence, index,
                                       Overlays(regions=RegionMode.ALL)), BOARD)


def as_pil(image: QImage) -> Image.Image:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    return Image.frombuffer("RGB", (rgb.width(), rgb.height()), bytes(rgb.constBits()), "raw", "RGB",
                            rgb.bytesPerLine(), 1).copy()


def pieces_by_name(handout: ho.Handout, columns: int, **kwargs):
    _, (pieces,) = ho.lay_out(handout, columns, ho.image_style(BOARD), **kwargs)
    return {piece.name: piece.rect for piece in pieces}


def test_a_handout_holds_every_half_step_with_the_panels_words(qtbot):
    analysis, base = analysed(WELCOME)
    names = names_from_scratch(analysis, base.labels)
    both = made(sequence="both")
    count = max(half_step_count(analysis.of(colour)) for colour in Colour)
    assert [step.index for step in both.steps] == list(range(count))
    for step in both.steps:
        black = describe(analysis.black, half_step(analysis.black, step.index), names[Colour.BLACK])
        white = describe(analysis.white, half_step(analysis.white, step.index), names[Colour.WHITE])
        assert list(step.words) == black + [""] + white
        assert len(step.panels) == 2


@pytest.mark.parametrize("columns", [1, 2, 3])
def test_png_sheet_pastes_each_half_steps_scene_in_reading_order(qtbot, columns):
    handout = made()
    image = ho.sheet_image(handout, columns, BOARD)
    rects = pieces_by_name(handout, columns)
    scene = scene_size(handout.steps[0].panels, BOARD)
    gap = ho.image_style(BOARD).gap
    assert image.width() == 2 * gap + columns * scene.width() + (columns - 1) * gap
    assert image.height() == math.ceil(max(rect.bottom() for rect in rects.values()) + gap)
    first_top = rects["half-step-0"].top()
    for index in range(len(handout.steps)):
        rect = rects[f"half-step-{index}"]
        assert rect.left() == gap + (index % columns) * (scene.width() + gap)
        assert (rect.top() == first_top) == (index < columns)
        tile = image.copy(int(rect.left()), int(rect.top()), scene.width(), scene.height())
        assert tile.convertToFormat(QImage.Format.Format_RGB32) == \
            expected_scene(WELCOME, "black", index).convertToFormat(QImage.Format.Format_RGB32)


def test_the_legend_shows_the_panels_samples_and_words_under_the_boards(qtbot):
    handout = made(legend=True)
    assert legend_entries() == [(sample, text) for _, sample, text in TOGGLES] + \
        [(sample, text) for sample, text, _ in KEYS]
    rects = pieces_by_name(handout, 3)
    legend = rects["legend"]
    assert legend.top() > max(rect.bottom() for name, rect in rects.items() if name.startswith("half-step"))
    image = ho.sheet_image(handout, 3, BOARD)
    icon = round(ho.image_style(BOARD).text_pixels * 1.6)
    first = image.copy(int(legend.left()), int(legend.top()), icon, icon).convertToFormat(QImage.Format.Format_RGB32)
    sample = legend_icon(TOGGLES[0][1], icon).toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert first == sample
    assert "legend" not in pieces_by_name(made(), 3)


def test_long_words_are_cut_with_a_count_of_what_is_left(qtbot):
    handout = made(LONG)
    style = ho.image_style(BOARD)
    metrics = style.metrics(ho.pixel_font(style.text_pixels))
    words = tuple(f"line {number} of many words" for number in range(40))
    lines, used = ho.fitted_words(words, 200, 5 * metrics.lineSpacing(), metrics)
    assert lines[:-1] == list(words[:len(lines) - 1]) and len(lines) <= 5
    assert lines[-1].endswith(f"and {40 - (len(lines) - 1)} more")
    assert used <= 5 * metrics.lineSpacing()
    step = handout.steps[1]
    assert ho.fitted_words(step.words, 10_000, 10_000, metrics)[0] == list(step.words)


def test_gif_has_a_frame_per_half_step_in_order_and_holds_the_verdict(qtbot):
    handout = made()
    gif = Image.open(io.BytesIO(ho.gif_bytes(handout, BOARD)))
    frames = [frame.convert("RGB") for frame in ImageSequence.Iterator(gif)]
    assert len(frames) == len(handout.steps) == 3
    durations = [frame.info["duration"] for frame in ImageSequence.Iterator(gif)]
    assert durations == [ho.STEP_MS, ho.STEP_MS, ho.VERDICT_MS]
    scenes = [as_pil(expected_scene(WELCOME, "black", index)) for index in range(3)]
    rect = pieces_by_name(ho.Handout(handout.title, handout.steps[:1]), 1)["half-step-0"]
    box = (int(rect.left()), int(rect.top()), int(rect.left()) + scenes[0].width,
           int(rect.top()) + scenes[0].height)
    for index, frame in enumerate(frames):
        shown = frame.crop(box)
        distance = [sum(ImageStat.Stat(ImageChops.difference(shown, scene)).mean) for scene in scenes]
        assert distance[index] < 3 and distance.index(min(distance)) == index


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", data))


def test_pdf_is_a4_pages_holding_every_half_step_once(qtbot):
    handout = made(LONG, legend=True)
    data = ho.pdf_bytes(handout, 3)
    assert data.startswith(b"%PDF")
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = ho.pdf_writer(buffer, handout.title)  # only to lay the pages out on
    style, area = ho.page_style(handout, 3, writer)
    _, pages = ho.lay_out(handout, 3, style, page=area)
    assert pdf_pages(data) == len(pages) > 1
    names = [piece.name for page in pages for piece in page if piece.name.startswith("half-step")]
    assert names == [f"half-step-{index}" for index in range(len(handout.steps))]
    for page in pages:
        assert max(piece.rect.bottom() for piece in page) <= area.height()
        assert [piece.name for piece in page][-1] == "legend"
    assert pdf_pages(ho.pdf_bytes(made(), 3)) == 1


def test_print_paints_the_pdfs_pages(qtbot, tmp_path):
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    count = ho.print_sequence(printer, Document.open(LONG), "black")
    data = (tmp_path / "printed.pdf").read_bytes()
    assert data.startswith(b"%PDF") and pdf_pages(data) == count > 1


def test_svg_nests_one_board_per_half_step_with_ids_of_its_own(qtbot):
    handout = made(sequence="both", legend=True)
    root = ElementTree.fromstring(ho.svg_bytes(handout, 2, BOARD))
    parts = [part.get("id") for part in root.findall(f"{SVG}svg")]
    assert parts == ["title"] + [f"half-step-{index}" for index in range(len(handout.steps))] + ["legend"]
    ids = [element.get("id") for element in root.iter() if element.get("id")]
    assert len(ids) == len(set(ids))
    wanted = {match for element in root.iter() for value in element.attrib.values()
              for match in re.findall(r"url\(#([^)]+)\)", value)}
    assert wanted and wanted <= set(ids)
    assert root.find(f"{SVG}title").text == handout.title


def test_export_writes_the_format_its_name_asks_for_and_refuses_others(qtbot, tmp_path):
    document = Document.open(WELCOME)
    out = tmp_path / "sheet.PNG"
    ho.export_sequence(document, out, "white", columns=2, board_pixels=BOARD)
    image = QImage(str(out))
    scene, gap = scene_size(made(sequence="white").steps[0].panels, BOARD), ho.image_style(BOARD).gap
    assert image.width() == gap + scene.width() + gap + scene.width() + gap
    with pytest.raises(ho.HandoutError, match=r"cannot write \.jpg files; a handout is \.pdf, \.svg, \.png, \.gif"):
        ho.export_sequence(document, tmp_path / "sheet.jpg")
    assert not (tmp_path / "sheet.jpg").exists()


def test_the_title_names_file_node_colours_and_rules(qtbot):
    document = Document.open(WELCOME)
    title = ho.handout_title(document, document.cursor, "both", Rules.SUICIDE)
    assert title == "welcome.sgf, node 0: black and white casting out, rules suicide"
    untitled = Document.new(9, 9)
    assert ho.handout_title(untitled, untitled.cursor, "white", Rules.NO_SUICIDE) == \
        "Untitled, node 0: white casting out, rules no-suicide"


@pytest.mark.parametrize("name, message", [("big.png", "a picture of "), ("big.gif", "3 pictures of ")])
def test_a_picture_too_big_for_memory_is_refused_before_it_is_made(qtbot, tmp_path, name, message):
    with pytest.raises(ho.HandoutError, match=f"{message}.* pixels is too large; choose smaller boards"):
        ho.export_sequence(Document.open(WELCOME), tmp_path / name, board_pixels=8000)
    assert list(tmp_path.iterdir()) == []
