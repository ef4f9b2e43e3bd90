"""``gobenson render`` and the exports: the editor's painter, headless."""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from gobenson_gui import cli
from gobenson_gui.drawing.board_layout import board_layout
from gobenson_gui.drawing.render import CAPTION_SHARE

ROOT = Path(__file__).resolve().parents[2]
WELCOME = ROOT / "sample_sgf" / "welcome.sgf"


def pixel(image: QImage, board_pixels: int, point, offset=(0.0, 0.0)) -> QColor:
    """The colour drawn at a point of the first board of a rendered scene."""
    caption = round(board_pixels * CAPTION_SHARE)
    layout = board_layout(board_pixels, board_pixels, 9, 9)
    centre = layout.centre(point)
    return image.pixelColor(round(centre.x() + offset[0] * layout.cell),
                            round(centre.y() + caption + offset[1] * layout.cell))


def test_render_draws_stones_where_they_are(qtbot, tmp_path):
    out = tmp_path / "board.png"
    assert cli.main(["render", str(WELCOME), "-o", str(out), "--size", "300"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (300, 300 + round(300 * CAPTION_SHARE))
    assert pixel(image, 300, (6, 6)).lightness() < 60            # black stone G3
    assert pixel(image, 300, (0, 6)).lightness() > 200           # white stone A3
    wood = pixel(image, 300, (4, 4), (0.25, 0.25))                # an empty point, off the lines
    assert 120 < wood.lightness() < 220 and wood.red() > wood.blue()
    assert len({image.pixel(x, y) for x in range(0, 300, 7) for y in range(0, 300, 7)}) > 20


def test_render_marks_safe_stones_and_territory_and_dims_cast_out_ones_at_a_step(qtbot, tmp_path):
    verdict, start = tmp_path / "verdict.png", tmp_path / "start.png"
    assert cli.main(["render", str(WELCOME), "-o", str(verdict), "--size", "300"]) == 0
    assert cli.main(["render", str(WELCOME), "-o", str(start), "--size", "300", "--step", "1"]) == 0
    safe_centre = pixel(QImage(str(verdict)), 300, (1, 0))      # B9: the diamond, sky blue
    assert safe_centre.blue() > 150 and safe_centre.red() < 150
    plain_centre = pixel(QImage(str(start)), 300, (1, 0))       # no verdict while stepping
    assert plain_centre.lightness() < 60
    black_territory = pixel(QImage(str(verdict)), 300, (1, 2), (0.1, 0.1))  # B7: a dark square
    white_territory = pixel(QImage(str(verdict)), 300, (7, 2), (0.1, 0.1))  # H7: a white one
    bare = pixel(QImage(str(start)), 300, (1, 2), (0.1, 0.1))             # black's verdict waits
    assert black_territory.lightness() < 40 < 120 < bare.lightness() < white_territory.lightness() - 40
    dimmed = pixel(QImage(str(start)), 300, (7, 6), (0.15, 0.15))  # H3 leaves in half-step 1
    wood = pixel(QImage(str(start)), 300, (4, 4), (0.15, 0.15))   # an empty point, at the same place
    assert 60 < dimmed.lightness() < wood.lightness() - 30          # faint, but there


def test_render_both_colours_side_by_side_and_svg(qtbot, tmp_path):
    png, svg = tmp_path / "both.png", tmp_path / "both.svg"
    assert cli.main(["render", str(WELCOME), "-o", str(png), "--colour", "both", "--size", "200"]) == 0
    assert QImage(str(png)).width() == 400
    assert cli.main(["render", str(WELCOME), "-o", str(svg), "--step", "0"]) == 0
    text = svg.read_text()
    assert text.startswith("<?xml") and "<svg" in text and "<image" not in text


@pytest.mark.parametrize("args, message", [
    (["missing.sgf"], "missing.sgf: No such file"),
    ([str(WELCOME), "--node", "5"], "there is no node 5"),
])
def test_render_reports_bad_input(qtbot, tmp_path, capsys, args, message):
    assert cli.main(["render", *args, "-o", str(tmp_path / "x.png")]) == 1
    error = capsys.readouterr().err
    assert error.startswith("gobenson: ") and message in error


def test_render_reports_unreadable_sgf(qtbot, tmp_path, capsys):
    bad = tmp_path / "bad.sgf"
    bad.write_text("(;SZ[60])")
    assert cli.main(["render", str(bad), "-o", str(tmp_path / "x.png")]) == 1
    error = capsys.readouterr().err
    assert error.startswith(f"gobenson: {bad}: ") and "SZ[60]" in error


def test_cli_module_stays_free_of_qt():
    import subprocess
    import sys
    code = ("import sys; import gobenson_gui.cli as c; c.build_parser(); "
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("columns, rows", [(1, 1), (1, 52), (52, 1), (7, 3), (52, 52)])
def test_every_board_shape_draws(qtbot, columns, rows):
    from gobenson_gui.core.analysis import analyze
    from gobenson_gui.core.board import Board, Colour
    from gobenson_gui.view.picture import BoardPicture, Overlays, RegionMode, Whose
    from gobenson_gui.drawing.render import scene_image
    from gobenson_gui.view.panels import analysis_panels
    from gobenson_gui.view.names import names_from_scratch

    def drawn(board: Board, regions: RegionMode) -> QImage:
        analysis = analyze(board)
        panels = analysis_panels(analysis, names_from_scratch(analysis, {}), BoardPicture(board), Whose.BOTH, 0,
                                 Overlays(regions=regions))
        return scene_image(panels, 240)

    empty = Board.empty(columns, rows)
    # The bare board without its region letters, which stand on the points as large as a stone.
    image, bare = drawn(empty.with_point((0, 0), Colour.BLACK), RegionMode.ALL), drawn(empty, RegionMode.OFF)
    assert image.width() == 480 and not image.isNull()
    stone = board_layout(240, 240, columns, rows).centre((0, 0))
    for panel in (0, 240):  # the stone in each colour's panel
        where = (round(stone.x()) + panel, round(stone.y() + 240 * CAPTION_SHARE))
        assert image.pixelColor(*where) != bare.pixelColor(*where)


@pytest.mark.parametrize("suffix, magic", [(".jpg", b"\xff\xd8\xff"), (".bmp", b"BM"), (".png", b"\x89PNG"),
                                           ("", b"\x89PNG")])
def test_render_writes_the_format_the_name_says(qtbot, tmp_path, suffix, magic):
    out = tmp_path / f"board{suffix}"
    assert cli.main(["render", str(WELCOME), "-o", str(out), "--size", "100"]) == 0
    assert out.read_bytes().startswith(magic)


def test_render_dash_writes_a_png_to_standard_output(qtbot, tmp_path, capsysbinary):
    assert cli.main(["render", str(WELCOME), "-o", "-", "--size", "100"]) == 0
    out, err = capsysbinary.readouterr()
    cli.main(["render", str(WELCOME), "-o", str(tmp_path / "board.png"), "--size", "100"])
    assert err == b"" and out.startswith(b"\x89PNG") and out == (tmp_path / "board.png").read_bytes()


def test_render_into_a_missing_folder_says_why(qtbot, tmp_path, capfd):
    out = tmp_path / "missing" / "board.svg"
    assert cli.main(["render", str(WELCOME), "-o", str(out)]) == 1
    assert capfd.readouterr().err == f"gobenson: {WELCOME}: cannot save {out}: No such file or directory\n"


def limited_file_size(limit: int):
    """For a child process: files may grow to ``limit`` bytes, a write past it fails (EFBIG)
    rather than killing the process -- a full disk, as far as the writer can tell."""
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


@pytest.mark.parametrize("name", ["board.svg", "board.png", "board.jpg"])
def test_render_on_a_full_disk_keeps_the_old_file_and_fails_saying_why(tmp_path, name):
    out = tmp_path / name
    out.write_bytes(b"the old picture")
    done = subprocess.run([sys.executable, "-m", "gobenson_gui", "render", str(WELCOME), "-o", str(out)],
                          capture_output=True, text=True, timeout=120, preexec_fn=limited_file_size(2000),
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == f"gobenson: {WELCOME}: cannot save {out}: File too large\n"
    assert out.read_bytes() == b"the old picture" and os.listdir(tmp_path) == [name]


def test_render_refuses_a_name_no_writer_knows(qtbot, tmp_path, capsys):
    out = tmp_path / "board.gif"
    assert cli.main(["render", str(WELCOME), "-o", str(out)]) == 1
    error = capsys.readouterr().err
    assert error.startswith(f"gobenson: {WELCOME}: cannot write {out}: no writer for .gif pictures; "
                            "the name may end in ") and error.count("\n") == 1
    assert all(f".{name}," in error or f".{name}\n" in error for name in ("png", "jpg", "svg", "bmp"))
    assert not out.exists()


def test_render_refuses_a_step_past_the_verdict_naming_the_range(qtbot, tmp_path, capsys):
    out = tmp_path / "x.png"
    assert cli.main(["render", str(WELCOME), "-o", str(out), "--step", "2"]) == 0  # the verdict itself
    out.unlink()
    assert cli.main(["render", str(WELCOME), "-o", str(out), "--step", "99"]) == 1
    assert capsys.readouterr().err == (f"gobenson: {WELCOME}: --step 99: at node 0 black's sequence has "
                                       "half-steps 0 to 2 (2 is the verdict)\n")
    assert cli.main(["render", str(WELCOME), "-o", str(out), "--step", "3", "--colour", "both"]) == 1
    assert "the longer of the two sequences has half-steps 0 to 2" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("size", ["0", "4001", "100000", "40000"])
def test_render_refuses_sizes_it_cannot_draw_as_usage_errors(tmp_path, capsys, size):
    with pytest.raises(SystemExit) as raised:
        cli.main(["render", str(WELCOME), "-o", str(tmp_path / "x.png"), "--size", size])
    assert raised.value.code == 2
    assert f"expected a whole number of pixels from 1 to 4000, not '{size}'" in capsys.readouterr().err


def test_a_scene_too_large_for_qt_is_an_error_not_a_crash(qtbot):
    from gobenson_gui.core.analysis import analyze
    from gobenson_gui.core.board import Board
    from gobenson_gui.view.picture import BoardPicture, Overlays, Whose
    from gobenson_gui.drawing.render import scene_image
    from gobenson_gui.view.panels import analysis_panels
    from gobenson_gui.view.names import names_from_scratch

    board = Board.empty(9, 9)
    analysis = analyze(board)
    panels = analysis_panels(analysis, names_from_scratch(analysis, {}), BoardPicture(board), Whose.BOTH, None,
                             Overlays())
    with pytest.raises(OSError, match="cannot draw a 200000x106000 picture"):
        scene_image(panels, 100_000)


@pytest.mark.parametrize("kind", ["empty", "directory", "binary", "1 GB"])
def test_render_odd_inputs_get_one_line(qtbot, tmp_path, capsys, kind):
    from tests.test_cli_errors import assert_one_line_error, odd_input

    name, message = odd_input(kind, tmp_path)
    assert cli.main(["render", name, "-o", str(tmp_path / "x.png")]) == 1
    assert_one_line_error(capsys.readouterr().err, name, message)
    assert not (tmp_path / "x.png").exists()


def hatch_cells(image: QImage, layout, points, colour: QColor) -> list:
    """The points whose cell (a margin in from its edges) shows a pixel near ``colour``."""
    def near(pixel: QColor) -> bool:
        return abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green()) \
            + abs(pixel.blue() - colour.blue()) < 120
    found = []
    for point in points:
        centre, half = layout.centre(point), layout.cell / 2 - 3
        pixels = (image.pixelColor(round(centre.x() + dx), round(centre.y() + dy))
                  for dx in range(-int(half), int(half) + 1) for dy in range(-int(half), int(half) + 1))
        if any(near(pixel) for pixel in pixels):
            found.append(point)
    return found


def test_svg_hatching_stays_inside_its_cells_like_the_png(qtbot, tmp_path):
    """QSvgGenerator writes no clip paths: the SVG's hatching must be cut to the cells itself."""
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtGui import QPainter
    from gobenson_gui.core.board import Board
    from gobenson_gui.drawing.board_marks import BLUE
    from gobenson_gui.view.picture import BoardPicture, RegionKind, RegionMark
    from gobenson_gui.drawing.render import save_scene

    board = Board.empty(9, 9)
    geom = board.geometry
    inside = [(2, 2), (3, 2), (2, 3), (6, 6)]  # an L and a lone point, hatched
    picture = BoardPicture(board, regions=(RegionMark(geom.mask(inside[:3]), "a", (2, 2), RegionKind.HEALTHY),
                                           RegionMark(geom.mask(inside[3:]), "b", (6, 6), RegionKind.HEALTHY)))
    size = 360
    svg, png = tmp_path / "board.svg", tmp_path / "board.png"
    save_scene(svg, [("", picture)], size)
    save_scene(png, [("", picture)], size)
    caption = round(size * CAPTION_SHARE)
    drawn = QImage(size, size + caption, QImage.Format.Format_ARGB32)
    drawn.fill(QColor("white"))
    painter = QPainter(drawn)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    board_only = board_layout(size, size, 9, 9)
    layout = replace(board_only, top=board_only.top + caption)
    everywhere = geom.all_points()
    for image in (drawn, QImage(str(png))):
        assert sorted(hatch_cells(image, layout, everywhere, BLUE)) == sorted(inside)


def test_render_legend_goes_under_the_boards_in_png_and_as_vectors_in_svg(qtbot, tmp_path):
    from gobenson_gui.drawing.board_marks import legend_icon
    from gobenson_gui.drawing.render import scene_legend
    from gobenson_gui.view.legend import legend_entries

    plain, with_legend, svg = tmp_path / "plain.png", tmp_path / "legend.png", tmp_path / "legend.svg"
    assert cli.main(["render", str(WELCOME), "-o", str(plain), "--size", "300"]) == 0
    assert cli.main(["render", str(WELCOME), "-o", str(with_legend), "--size", "300", "--legend"]) == 0
    assert cli.main(["render", str(WELCOME), "-o", str(svg), "--size", "300", "--legend"]) == 0
    bare, image = QImage(str(plain)), QImage(str(with_legend))
    assert image.width() == bare.width() and image.height() > bare.height()
    assert image.copy(0, 0, 300, bare.height()) == bare.convertToFormat(image.format())  # the boards as before
    grid = scene_legend(300, 300)
    top = bare.height() + round(300 * CAPTION_SHARE / 4)
    first = image.copy(round(grid.gap / 2), top, grid.icon, grid.icon).convertToFormat(QImage.Format.Format_RGB32)
    assert first == legend_icon(legend_entries()[0][0], grid.icon).toImage().convertToFormat(QImage.Format.Format_RGB32)
    text = svg.read_text()
    assert "<image" not in text
    assert all(words in text for _, words in legend_entries())


@pytest.mark.parametrize("size, pixels", [(52, 420), (19, 420), (9, 1000)])
def test_a_region_letter_grows_with_the_board_and_stays_readable_when_small(qtbot, size, pixels):
    """From a 52x52 board in a small window to a 9x9 on a projector: a lower-case letter's ink
    is a third of a point high, and never below what an eye reads."""
    from gobenson_gui.core.board import Board
    from gobenson_gui.drawing.board_marks import painting
    from gobenson_gui.drawing.board_painter import BoardPainter
    from gobenson_gui.view.picture import BoardPicture, RegionKind, RegionMark

    board = Board.empty(size, size)
    point = (size // 2, size // 2)

    def drawn(regions) -> tuple[QImage, object]:
        image = QImage(pixels, pixels, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        with painting(image) as painter:
            layout = BoardPainter().paint(painter, pixels, pixels, BoardPicture(board, regions=regions))
        return image, layout

    bare, _ = drawn(())
    lettered, layout = drawn((RegionMark(board.geometry.bit(point), "a", point, RegionKind.PLAIN),))
    centre, cell = layout.centre(point), layout.cell
    inked = [y for y in range(round(centre.y() - cell), round(centre.y() + cell))
             for x in range(round(centre.x() - cell / 2), round(centre.x() + cell / 2))
             if lettered.pixel(x, y) != bare.pixel(x, y)
             and QColor(lettered.pixel(x, y)).lightness() < 110]  # ink, not the halo or the wood
    assert inked and max(inked) - min(inked) + 1 >= max(cell * 0.3, 5)
