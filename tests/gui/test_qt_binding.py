"""The Qt binding must not leak references to None.

PySide6 6.12.0 on Python 3.11 returns None from every void method without a reference, so each
call (thousands per board repaint) lowers None's count until Python aborts with ``none_dealloc``.
The editor needs a binding without that defect (6.11.x works).
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage, QPainter


def test_void_qt_calls_keep_none_alive(qtbot):
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(1000):
        painter.setOpacity(1.0)
    lost = before - sys.getrefcount(None)
    painter.end()
    assert lost < 100, f"each void Qt call drops a reference to None ({lost} lost): use PySide6 other than 6.12.0"
