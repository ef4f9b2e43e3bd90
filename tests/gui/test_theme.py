"""Every text of the window stays readable whatever the desktop's palette: the style sheet names
palette roles, never fixed colours, so a dark desktop gives light text on dark panels.

Readability is measured on the rendered window, as a user sees it: for each visible label, text
browser and group box title, the commonest colour of its area is the background and the pixel
that stands out most from it is the text; WCAG asks for a contrast ratio of 4.5:1 for body text.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel, QStyleFactory, QTextBrowser, QWidget

from gobenson_gui.gui.app import application


WCAG_BODY_TEXT = 4.5


def dark_palette() -> QPalette:
    """A dark desktop: light text on dark window and base, as Adwaita-dark or Breeze Dark give."""
    palette = QPalette(QColor("#353535"), QColor("#2b2b2b"))
    for role, colour in ((QPalette.ColorRole.WindowText, "#eeeeee"), (QPalette.ColorRole.Text, "#eeeeee"),
                         (QPalette.ColorRole.ButtonText, "#eeeeee"), (QPalette.ColorRole.Base, "#1e1e1e"),
                         (QPalette.ColorRole.AlternateBase, "#262626"), (QPalette.ColorRole.Mid, "#5a5a5a")):
        palette.setColor(role, QColor(colour))
    return palette


PALETTES = {"light": lambda: QStyleFactory.create("Fusion").standardPalette(), "dark": dark_palette}


@pytest.fixture(params=sorted(PALETTES))
def themed(request, qapp):
    """The application with gobenson's style sheet over a light or a dark desktop palette."""
    before = qapp.palette(), qapp.styleSheet()
    qapp.setPalette(PALETTES[request.param]())
    application([])  # the style sheet, as the editor starts with it
    yield request.param
    qapp.setStyleSheet(before[1])
    qapp.setPalette(before[0])


def relative_luminance(colour: QColor) -> float:
    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(colour.red()) + 0.7152 * linear(colour.green()) + 0.0722 * linear(colour.blue())


def contrast_ratio(first: QColor, second: QColor) -> float:
    lighter, darker = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def text_areas(window: QWidget) -> list[tuple[str, QWidget, QRect]]:
    """The visible texts of the window: (the text, the widget painting it, the area it is painted in)."""
    areas = []
    for label in window.findChildren(QLabel):
        if label.text() and label.pixmap().isNull():
            areas.append((label.text(), label, label.contentsRect()))
    for browser in window.findChildren(QTextBrowser):
        areas.append((browser.toPlainText(), browser.viewport(), browser.viewport().rect()))
    for box in window.findChildren(QGroupBox):
        areas.append((box.title(), box, QRect(0, 0, box.width(), box.fontMetrics().height())))
    return [(text, widget, area.intersected(widget.visibleRegion().boundingRect()))
            for text, widget, area in areas if text.strip() and widget.isVisible()]


def contrast_on_screen(shot: QImage, window: QWidget, widget: QWidget, area: QRect) -> float:
    """How far the text in ``area`` of ``widget`` stands out from the background around it."""
    corner = widget.mapTo(window, area.topLeft())
    pixels = Counter(shot.pixel(corner.x() + x, corner.y() + y)
                     for x in range(area.width()) for y in range(area.height()))
    background = QColor.fromRgb(pixels.most_common(1)[0][0])
    return max(contrast_ratio(QColor.fromRgb(pixel), background) for pixel in pixels)


def unreadable_texts(window: QWidget) -> dict[str, float]:
    QApplication.processEvents()
    shot = window.grab().toImage()
    areas = [(text, widget, area) for text, widget, area in text_areas(window) if not area.isEmpty()]
    assert areas
    return {text[:40]: round(ratio, 2) for text, widget, area in areas
            if (ratio := contrast_on_screen(shot, window, widget, area)) < WCAG_BODY_TEXT}


def test_every_text_of_the_editor_is_readable(qtbot, themed, welcome):
    panel = welcome.analysis_panel
    panel.slider.setValue(1)  # the slider's caption names a half-step
    measured = {widget for _, widget, area in text_areas(welcome) if not area.isEmpty()}
    assert {panel.summary, panel.position, panel.explanation.viewport()} <= measured
    assert unreadable_texts(welcome) == {}



@pytest.mark.parametrize("name", ["go-next", "markup-triangle", "edit-undo"])
def test_the_icons_ink_stands_out_from_the_desktop(qtbot, themed, name):
    """The icons are drawn in dark ink; on a dark desktop that ink is the palette's text colour,
    so the toolbar and the slider's buttons stay as plain to see as the words beside them."""
    from gobenson_gui.gui.panels import icon

    window = QApplication.palette().color(QPalette.ColorRole.Window)
    image = icon(name).pixmap(48, 48).toImage()
    inked = [QColor.fromRgba(image.pixel(x, y)) for x in range(image.width()) for y in range(image.height())
             if QColor.fromRgba(image.pixel(x, y)).alpha() == 255]
    assert inked
    assert max(contrast_ratio(colour, window) for colour in inked) >= WCAG_BODY_TEXT
