"""Presentation mode: the position alone on the screen, for a class watching a projector.

A window of its own, full screen, rather than the editor with its panels hidden: the editor's
layout stays as it was, and its shortcuts (Left/Right move through the game there) cannot clash
with the presentation's, where the same keys step through the casting-out.  It shows what the
controller shows -- the boards, the slider's words and the explanation in a large font -- and
follows its signals, so a half-step taken here is the editor's too.  A long explanation is
shown whole, in an area Up and Down scroll: there is no editor panel on the projector to point to.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont, QFontMetrics, QHideEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..core.words.i18n import _
from ..view.panels import Panel
from .board_view import BoardView, show_boards
from ..view.session import Shown
from .controller import STEPPED, Change, Controller, Part

CAPTION_POINTS = 26
"""The slider's words, large enough to read from the back of a classroom."""
EXPLANATION_POINTS = 18
FULL_SIZE_HEIGHT = 900
"""On a presentation lower than this (logical pixels: a small or scaled screen), the words
shrink with its height, so that they never take more room than the board."""
CAPTION_LINES = 2
"""The caption's height, in its lines, whatever the half-step's words."""
EXPLANATION_SHARE = 0.2
"""Of the presentation's height, the explanation's, whatever its length (it scrolls when
longer): the board keeps one size at every half-step."""


class Presentation(QWidget):
    """The boards as large as the screen allows, the slider's words above them and the explanation below,
    driven by the keyboard alone."""

    closed = Signal()
    """The presentation was closed (Esc, F11 or the window manager)."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.controller = controller
        self.setWindowTitle(_("gobenson \u2014 presentation"))
        self.setObjectName("presentation")
        self.caption = self._label(bold=True)
        self.explanation = self._label()
        self.explanation_area = QScrollArea()
        self.explanation_area.setWidget(self.explanation)
        self.explanation_area.setWidgetResizable(True)
        self.explanation_area.setFrameShape(QFrame.Shape.NoFrame)
        self.explanation_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.explanation_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.views = [BoardView(), BoardView()]
        boards = QHBoxLayout()
        for view in self.views:
            view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # every key is the presentation's
            view.hovered.connect(controller.set_hover)  # pointing at a block explains it
            boards.addWidget(view)
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 8, 12, 8)
        column.addWidget(self.caption)
        column.addLayout(boards, 1)
        column.addWidget(self.explanation_area)
        self._fit_words(self.height())
        self.slider_actions = self._make_actions()
        self._following = False

    @staticmethod
    def _label(bold: bool = False) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(label.font())
        font.setBold(bold)
        label.setFont(font)
        return label

    def _fit_words(self, height: int) -> None:
        """Size the words for a presentation ``height`` pixels high, and give them a fixed
        share of it, so that the board is as large at every half-step."""
        scale = min(1.0, height / FULL_SIZE_HEIGHT)
        for label, points in ((self.caption, CAPTION_POINTS), (self.explanation, EXPLANATION_POINTS)):
            font = QFont(label.font())
            font.setPointSizeF(points * scale)
            label.setFont(font)
        self.caption.setFixedHeight(CAPTION_LINES * QFontMetrics(self.caption.font()).lineSpacing())
        self.explanation_area.setFixedHeight(round(EXPLANATION_SHARE * height))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_words(event.size().height())
        super().resizeEvent(event)

    def _make_actions(self) -> list[QAction]:
        """The keys of the presentation, as actions so that Help > Keyboard shortcuts lists them."""
        control = self.controller
        keys = [(_("Half-step back"), lambda: control.move_slider_by(-1), ["Left", "PgUp"]),
                (_("Half-step forward"), lambda: control.move_slider_by(1), ["Right", "PgDown", "Space"]),
                (_("Start of the sequence"), lambda: control.move_slider(0), ["Home"]),
                (_("The verdict"), lambda: control.move_slider(control.session.slider_length() - 1), ["End"]),
                (_("Play / pause steps"), control.toggle_playing, ["P"]),
                (_("Scroll the explanation up"), lambda: self._scroll_explanation(-1), ["Up"]),
                (_("Scroll the explanation down"), lambda: self._scroll_explanation(1), ["Down"]),
                (_("Leave the presentation"), self.close, ["Esc", "F11"])]
        actions = []
        for text, slot, shortcuts in keys:
            action = QAction(text, self)
            action.setShortcuts([QKeySequence(key) for key in shortcuts])
            action.triggered.connect(lambda checked=False, slot=slot: slot())
            self.addAction(action)
            actions.append(action)
        return actions

    def _scroll_explanation(self, lines: int) -> None:
        bar = self.explanation_area.verticalScrollBar()
        bar.setValue(bar.value() + lines * QFontMetrics(self.explanation.font()).lineSpacing())

    def show_boards(self, boards: list[Panel]) -> None:
        show_boards(self.views, boards)

    def show_slider(self, index: int, count: int, text: str) -> None:
        self.caption.setText(text)

    def show_explanation(self, text: str) -> None:
        """Every line of ``text`` but the blank ones (the area is small), from the top."""
        self.explanation.setText("\n".join(line for line in text.splitlines() if line.strip()))
        self.explanation_area.verticalScrollBar().setValue(0)

    def _follow(self, following: bool) -> None:
        """Follow the controller while shown: hidden, the presentation costs the editor nothing."""
        if following == self._following:
            return
        self._following = following
        control = self.controller
        (control.changed.connect if following else control.changed.disconnect)(self.show_change)
        if following:
            self.show_change(Change(STEPPED, Shown(control.session)))

    def show_change(self, change: Change) -> None:
        """The slider's words, the boards and the explanation, as far as ``change`` touched them."""
        shown = change.shown
        if Part.SLIDER in change.parts:
            self.show_slider(*shown.slider)
        if Part.FOCUS in change.parts:
            self.show_boards(shown.scene)
            self.show_explanation(shown.explanation)

    def showEvent(self, event: QShowEvent) -> None:
        self._follow(True)
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self._follow(False)
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed.emit()
        super().closeEvent(event)

