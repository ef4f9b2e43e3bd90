"""The side panels: the analysis (overlay toggles with their legend, the slider, the words),
the comment of the current node, and the game tree.

Panels show what they are told and say what the user asked for through signals; the
controller decides what follows.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import (QByteArray, QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt, QTimer,
                            Signal)
from PySide6.QtGui import (QFocusEvent, QIcon, QPalette, QPixmap, QResizeEvent, QStandardItem, QStandardItemModel,
                           QWheelEvent)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
                               QPlainTextEdit, QPushButton, QScrollArea, QSlider, QTextBrowser, QToolButton,
                               QTreeView, QVBoxLayout, QWidget)

from ..core.coords import point_name
from ..core.report import colour_letter
from ..core.geometry import Geometry
from ..core.sgf.properties import comment, node_moves, setup_masks
from ..core.sgf.tree import Node
from ..core.words.i18n import N_, _, pdeferred, pgettext
from ..drawing.board_marks import legend_icon, painting
from ..view.legend import ENGINE_KEYS, KEYS, TOGGLE_TIPS, TOGGLES
from ..view.modes import Mode
from ..view.picture import Overlays, RegionMode, Whose
from .controller import TreeChanges
from .data import RESOURCES


SEQUENCE_CHOICES = {
    # Translators: whose casting-out sequence the analysis panel shows, step by step
    Whose.BLACK: pdeferred("casting-out sequence shown", "Black"),
    Whose.WHITE: pdeferred("casting-out sequence shown", "White"),
    Whose.BOTH: pdeferred("casting-out sequence shown", "Both, side by side")}
REGION_CHOICES = {RegionMode.OFF: N_("No regions"), RegionMode.FOCUS: N_("Regions of the block under the mouse"),
                  RegionMode.ALL: N_("All regions")}
"""Qt hands a choice's data back as plain text, which :meth:`AnalysisPanel.overlays` and the
sequence box make an enum again."""


WIDGET_SIZE_MAX = 16777215
"""Qt's QWIDGETSIZE_MAX, which PySide6 does not export: no maximum."""
ICON_INK = b"#222"
"""The dark ink the icons are drawn in: on a dark desktop it becomes the palette's text colour."""
ICON_SIZES = (16, 24, 32, 48, 64, 96)
"""The pixels an icon is drawn at for a dark desktop: toolbar and button sizes, at scale 1 to 4."""


def icon(name: str) -> QIcon:
    """One of the SVG icons in resources/icons (an empty icon if the file is missing), its ink
    the colour of the palette's text, so that on a dark desktop it stands out as the words do."""
    path = RESOURCES / "icons" / f"{name}.svg"
    ink = QApplication.palette().color(QPalette.ColorRole.WindowText)
    if ink.lightness() < 128 or not path.is_file():
        return QIcon(str(path))
    renderer = QSvgRenderer(QByteArray(path.read_bytes().replace(ICON_INK, ink.name().encode())))
    drawn = QIcon()
    for size in ICON_SIZES:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        with painting(pixmap) as painter:
            renderer.render(painter)
        drawn.addPixmap(pixmap)
    return drawn


def tool_button(name: str, text: str, key: str) -> QToolButton:
    """A button that shows only its icon: ``text`` is its tooltip (with ``key``) and the name
    assistive technology reads."""
    button = QToolButton()
    button.setIcon(icon(name))
    button.setToolTip(f"{text} ({key})")
    button.setAccessibleName(text)
    button.setAutoRaise(True)
    return button


class PanelComboBox(QComboBox):
    """A combo box in a scrolling panel: the mouse wheel turns its choices only once it has the
    focus (a click or Tab), else it scrolls the panel -- a wheel that scrolls the panel past a
    combo box must not change what the board shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()  # on to the panel, which scrolls


def _narrow_combo() -> PanelComboBox:
    """A combo box that may be narrower than its longest choice (which it then elides), so
    that its choices never set the analysis panel's width."""
    combo = PanelComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(12)
    return combo


class SidePanel(QScrollArea):
    """A side panel's contents, scrolled up and down when the window is too low for them but
    never sideways: the panel asks to be as wide as its contents need, so the splitter gives it
    that width or shuts it, and nothing in it is cut off at its right edge."""

    heightened = Signal(int)
    """The height the panel shows of its contents, told when it or the contents' size changes."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content.installEventFilter(self)

    def minimumSizeHint(self) -> QSize:
        needed = self.content.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(needed + 2 * self.frameWidth(), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.heightened.emit(self.viewport().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.content and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the contents' width changed (another mode): the splitter follows
            self.heightened.emit(self.viewport().height())
        return super().eventFilter(watched, event)


class AnalysisPanel(QWidget):
    """Overlay toggles next to their legend, the casting-out slider (which also steps through a
    replayed capture), and the explanation."""

    SEQUENCE_TITLE = N_("Casting out, step by step")
    EXPLANATION_LINES = 6
    """Lines of the explanation shown at least: on a window too low for them where the
    explanation is, last, it moves up under the summary, and the rest of the panel scrolls."""

    overlays_changed = Signal(object)
    sequence_changed = Signal(object)
    slider_requested = Signal(int)
    play_toggled = Signal()
    kill_requested = Signal()
    copy_requested = Signal()
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        overlays = self.overlays_box = QGroupBox(_("Overlays"))
        grid = QGridLayout(overlays)
        grid.setVerticalSpacing(2)
        ratio = self.devicePixelRatioF()
        self.toggles: dict[str, QCheckBox] = {}
        for row, (field, sample, text) in enumerate(TOGGLES):
            box = QCheckBox(_(text))
            box.setChecked(True)
            box.setIcon(legend_icon(sample, 20, ratio))
            box.setIconSize(QSize(20, 20))
            box.setToolTip(_(TOGGLE_TIPS[field]))
            box.toggled.connect(self._emit_overlays)
            self.toggles[field] = box
            grid.addWidget(box, row, 0, 1, 2)
        self.regions = _narrow_combo()
        for mode, text in REGION_CHOICES.items():
            self.regions.addItem(_(text), mode)
        self.regions.setCurrentIndex(self.regions.findData(RegionMode.FOCUS))
        self.regions.setToolTip(_("Which blocks' healthy and vital regions are drawn, with their letters"))
        self.regions.setAccessibleName(_("Regions shown"))
        self.regions.currentIndexChanged.connect(self._emit_overlays)
        grid.addWidget(self.regions, len(TOGGLES), 0, 1, 2)
        self.engine_keys: list[QLabel] = []
        """The rows of the engine's marks, shown while they are on the board."""
        for row, (sample, text, tip) in enumerate(KEYS + ENGINE_KEYS, len(TOGGLES) + 1):
            swatch = QLabel()
            swatch.setPixmap(legend_icon(sample, 20, ratio))
            label = QLabel(_(text))
            for part in (swatch, label):
                part.setToolTip(_(tip))
            grid.addWidget(swatch, row, 0)
            grid.addWidget(label, row, 1)
            if row > len(TOGGLES) + len(KEYS):
                self.engine_keys += [swatch, label]
        self.show_engine_keys(False)
        grid.setColumnStretch(1, 1)

        self.kill = QPushButton(_("How does it die?"))
        self.kill.setToolTip(_("Replay the capture of the block under the mouse or selected, move by move (K)"))
        self.kill.clicked.connect(self.kill_requested)

        sequence = self.sequence_box = QGroupBox(_(self.SEQUENCE_TITLE))
        self.sequence = _narrow_combo()
        for whose, choice in SEQUENCE_CHOICES.items():
            self.sequence.addItem(str(choice), whose)
        self.sequence.currentIndexChanged.connect(
            lambda _: self.sequence_changed.emit(self.sequence_choice()))
        self.sequence.setAccessibleName(_("Whose casting-out"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setPageStep(2)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setTickInterval(2)
        self.slider.setAccessibleName(_("Half-step of the casting-out"))
        self.slider.valueChanged.connect(self.slider_requested)
        self.position = QLabel()
        self.position.setObjectName("position")
        self.position.setWordWrap(True)
        buttons = QHBoxLayout()
        self.first = tool_button("go-first", _("Start of the sequence"), "Ctrl+Home")
        self.back = tool_button("go-previous", _("Half-step back"), "Ctrl+Left")
        self.play = tool_button("step-play", _("Play / pause"), "P")
        self.forward = tool_button("go-next", _("Half-step forward"), "Ctrl+Right")
        self.last = tool_button("go-last", _("The verdict"), "Ctrl+End")
        self.first.clicked.connect(lambda: self.slider_requested.emit(0))
        self.back.clicked.connect(lambda: self.slider_requested.emit(max(0, self.slider.value() - 1)))
        self.play.clicked.connect(self.play_toggled)
        self.forward.clicked.connect(lambda: self.slider_requested.emit(self.slider.value() + 1))
        self.last.clicked.connect(lambda: self.slider_requested.emit(self.slider.maximum()))
        for button in (self.first, self.back, self.play, self.forward, self.last):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.copy = QPushButton(_("Copy into a variation"))
        self.copy.setToolTip(_("Add the capturing moves (and the defender's passes) as a new variation"))
        self.copy.clicked.connect(self.copy_requested)
        self.leave = QPushButton(_("Back to the analysis"))
        self.leave.setToolTip(_("Leave the replay (Esc)"))
        self.leave.clicked.connect(self.leave_requested)
        replay_buttons = QVBoxLayout()  # one above the other, so replaying never widens the panel
        replay_buttons.addWidget(self.copy)
        replay_buttons.addWidget(self.leave)
        column = QVBoxLayout(sequence)
        column.addWidget(self.sequence)
        column.addWidget(self.slider)
        column.addLayout(buttons)
        column.addWidget(self.position)
        column.addLayout(replay_buttons)
        self.show_mode(Mode.VERDICT)

        self.explanation = QTextBrowser()
        self.explanation.setObjectName("explanation")
        self.explanation.setOpenLinks(False)
        self.explanation.setAccessibleName(_("Explanation"))
        margins = self.explanation.contentsMargins()
        self.explanation.setMinimumHeight(self.EXPLANATION_LINES * self.explanation.fontMetrics().lineSpacing()
                                          + margins.top() + margins.bottom()
                                          + 2 * round(self.explanation.document().documentMargin()))

        self.column = layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(overlays)
        layout.addWidget(self.kill)
        layout.addWidget(sequence)
        layout.addWidget(self.explanation, 1)

    def fit_height(self, height: int) -> None:
        """Shown ``height`` pixels of a panel too low for all of it, the explanation of the block
        under the mouse comes right under the summary, where it is read without scrolling, its
        few lines high (it scrolls), and the overlays with their legend go last, below the
        casting-out's slider."""
        layout = self.column
        wanted = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else self.sizeHint().height()
        low = layout.indexOf(self.explanation) == 1
        order: tuple[QWidget, ...]
        if height < wanted or (low and height < wanted + self.explanation.sizeHint().height()):
            order, tallest = (self.summary, self.explanation, self.kill, self.sequence_box, self.overlays_box), \
                self.explanation.minimumHeight()
        else:
            order, tallest = (self.summary, self.overlays_box, self.kill, self.sequence_box, self.explanation), \
                WIDGET_SIZE_MAX
        if layout.indexOf(self.explanation) != order.index(self.explanation):
            for widget in order:
                layout.removeWidget(widget)
            for widget in order:
                layout.addWidget(widget, 1 if widget is self.explanation else 0)
            self.explanation.setMaximumHeight(tallest)

    def show_engine_keys(self, shown: bool) -> None:
        for part in self.engine_keys:
            part.setVisible(shown)

    def overlays(self) -> Overlays:
        return Overlays(**{field: box.isChecked() for field, box in self.toggles.items()},
                        regions=RegionMode(self.regions.currentData()))

    def _emit_overlays(self) -> None:
        self.overlays_changed.emit(self.overlays())

    def set_overlays(self, overlays: Overlays) -> None:
        """Tick the toggles and choose the regions as ``overlays`` says (as the user would)."""
        for field, box in self.toggles.items():
            box.setChecked(getattr(overlays, field))
        self.regions.setCurrentIndex(self.regions.findData(overlays.regions))

    def sequence_choice(self) -> Whose:
        return Whose(self.sequence.currentData())

    def set_sequence_choice(self, whose: Whose) -> None:
        self.sequence.setCurrentIndex(self.sequence.findData(whose))

    def show_slider(self, index: int, count: int, position: str) -> None:
        """Put the slider at ``index`` of ``count`` places (half-steps, or a replay's moves) with
        its words, without asking for a move of it."""
        self.slider.blockSignals(True)
        self.slider.setRange(0, count - 1)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.position.setText(position)

    def show_summary(self, text: str) -> None:
        self.summary.setText(text)

    def show_explanation(self, text: str) -> None:
        if text != self.explanation.toPlainText():  # the same words keep where the reader scrolled to
            self.explanation.setPlainText(text)

    def show_mode(self, mode: Mode) -> None:
        """The slider box steps through a capture while replaying, else the casting-out."""
        replaying = mode is Mode.REPLAY
        self.sequence_box.setTitle(_("How it dies, move by move") if replaying else _(self.SEQUENCE_TITLE))
        self.sequence.setVisible(not replaying)
        self.copy.setVisible(replaying)
        self.leave.setVisible(replaying)

    def show_playing(self, playing: bool) -> None:
        self.play.setIcon(icon("step-pause" if playing else "step-play"))
        self.play.setAccessibleName(_("Pause the steps") if playing else _("Play the steps"))


class CommentEditor(QPlainTextEdit):
    """The current node's comment; an edit is handed on after a pause in typing, when the
    editor loses focus, or when :meth:`commit` is called (the controller does before every
    action that leaves the node), so that each undo step is a burst of typing rather than a key."""

    comment_edited = Signal(str)

    PAUSE_MS = 700

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText(_("Comment on this position"))
        self.setTabChangesFocus(True)  # Tab goes on to the board: a comment never traps the keyboard
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(self.PAUSE_MS)
        self._pause.timeout.connect(self.commit)
        self.textChanged.connect(self._typed)
        self._shown = ""

    def show_comment(self, text: str) -> None:
        """Show the node's comment.  What was typed for the previous node was committed before
        the cursor left it; the text kept for comparison is the editor's own (it turns some
        characters, such as non-breaking spaces, into others), so showing a comment is never
        taken for an edit of it."""
        if text != self.toPlainText():
            self._pause.stop()
            self.blockSignals(True)
            self.setPlainText(text)
            self.blockSignals(False)
        self._shown = self.toPlainText()

    def _typed(self) -> None:
        self._pause.start()

    def commit(self) -> None:
        self._pause.stop()
        text = self.toPlainText()
        if text != self._shown:
            self._shown = text
            self.comment_edited.emit(text)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.commit()
        super().focusOutEvent(event)


def node_label(node: Node, number: int, geometry: Geometry) -> str:
    """E.g. ``12  B D4``, ``3  W pass``, ``0  setup 5`` -- with a mark when it has a comment.
    Moves are named as everywhere else in gobenson (GTP-style), not by their SGF letters, the
    colour by its letter in the language spoken (N for Noir in French)."""
    parts = [f"{colour_letter(move.colour)} {point_name(move.point, geometry.rows) if move.point else _('pass')}"
             for move in node_moves(node, geometry)]
    setup = sum(points.bit_count() for _, points in setup_masks(node, geometry))
    if setup:
        parts.append(_("setup {count}").format(count=setup))
    if not parts:
        # Translators: the move list's line for the game's first node, before any move
        parts.append(pgettext("move list", "start") if node.parent is None else _("(empty)"))
    if comment(node):
        parts.append("\u270e")
    return f"{number}  " + " ".join(parts)


NODE_ROLE = Qt.ItemDataRole.UserRole
"""The row's node."""
LINE_ROLE = Qt.ItemDataRole.UserRole + 1
"""The first node of the line the row belongs to: a list of rows holds one line after another."""
NUMBER_ROLE = Qt.ItemDataRole.UserRole + 2
"""The node's depth in the tree: the number its label starts with."""


def _line(first: Node) -> list[Node]:
    """``first`` and, from each node, its first child."""
    line = [first]
    while line[-1].children:
        line.append(line[-1].children[0])
    return line


class MoveListModel(QStandardItemModel):
    """The game tree as rows: a node's first child follows it in the same list, its other
    children start lines nested under it (variations).

    One item per node, holding the node, its line and its number; the label is made only when a
    row is shown.  Edits update the rows they touch: a node whose properties changed has its row
    redrawn, a node whose children changed has the rows that follow it in its line and its nested
    lines rebuilt where they differ.  The rows live in C++ (a QStandardItemModel), so that the
    tree view's relayout after an inserted row does not call Python once per row of a long game.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.root: Node | None = None
        self.geometry: Geometry | None = None
        self._items: dict[Node, QStandardItem] = {}
        self.branching: set[Node] = set()
        """Nodes whose rows were built with nested rows since the view last expanded them: kept
        by node, since a later reshape of the same edit may remove those rows and build others
        (promoting a variation nested in another reshapes both branches)."""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and index.isValid() and self.geometry is not None:
            item = self.itemFromIndex(index)
            return node_label(item.data(NODE_ROLE), item.data(NUMBER_ROLE), self.geometry)
        return super().data(index, role)

    def index_of(self, node: Node) -> QModelIndex | None:
        item = self._items.get(node)
        return self.indexFromItem(item) if item is not None else None

    def show_tree(self, root: Node, geometry: Geometry) -> None:
        """Rebuild every row, for a new game."""
        self.clear()
        self._items.clear()
        self.branching.clear()
        self.root, self.geometry = root, geometry
        self.invisibleRootItem().appendRows(self._build(root, root, 0))

    def update_nodes(self, edited: Iterable[Node], reshaped: Iterable[Node]) -> None:
        """Follow an edit: ``edited`` nodes have new properties, ``reshaped`` nodes new children."""
        for node in reshaped:
            if node in self._items:
                self._reshape(node)
        for node in edited:
            index = self.index_of(node)
            if index is not None:
                self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole])

    def _build(self, first: Node, line_head: Node, number: int) -> list[QStandardItem]:
        """Items for the line from ``first`` (in the line of ``line_head``), numbered from
        ``number``, with every variation below them nested."""
        top: list[QStandardItem] = []
        pending: list[tuple[Node, Node, int, QStandardItem | None]] = [(first, line_head, number, None)]
        while pending:
            start, head, number, holder = pending.pop()
            items = []
            for offset, node in enumerate(_line(start)):
                item = QStandardItem()
                item.setData(node, NODE_ROLE)
                item.setData(head, LINE_ROLE)
                item.setData(number + offset, NUMBER_ROLE)
                self._items[node] = item
                items.append(item)
                for variation in reversed(node.children[1:]):
                    pending.append((variation, variation, number + offset + 1, item))
            if holder is None:
                top = items
            else:
                holder.appendRows(items)
                self.branching.add(holder.data(NODE_ROLE))
        return top

    def _reshape(self, node: Node) -> None:
        """Make the rows after ``node`` in its line, and its nested lines, match its children.
        Rows go before new ones are built, since a node may move from one place to the other."""
        item = self._items[node]
        holder = item.parent() or self.invisibleRootItem()
        head, number = item.data(LINE_ROLE), item.data(NUMBER_ROLE)
        first = node.children[0] if node.children else None
        after = item.row() + 1
        end = after
        while end < holder.rowCount() and holder.child(end).data(LINE_ROLE) is head:
            end += 1
        line_changed = (holder.child(after).data(NODE_ROLE) if end > after else None) is not first
        variations = node.children[1:]
        heads = [item.child(row).data(LINE_ROLE) for row in range(item.rowCount())]
        kept = 0  # rows of the variations that stay, as the first of them stay
        for variation in variations:
            count = sum(1 for _ in _line(variation))
            if heads[kept:kept + count] != [variation] * count:
                break
            kept += count
        kept_lines = len(set(heads[:kept]))
        if line_changed:
            self._remove(holder, after, end - after)
        self._remove(item, kept, item.rowCount() - kept)
        if line_changed and first is not None:
            holder.insertRows(after, self._build(first, head, number + 1))
        rows = [row for variation in variations[kept_lines:] for row in self._build(variation, variation, number + 1)]
        if rows:
            item.appendRows(rows)
            self.branching.add(node)

    def _remove(self, holder: QStandardItem, start: int, count: int) -> None:
        if count <= 0:
            return
        pending = [holder.child(row) for row in range(start, start + count)]
        while pending:
            item = pending.pop()
            self._items.pop(item.data(NODE_ROLE), None)
            pending.extend(item.child(row) for row in range(item.rowCount()))
        holder.removeRows(start, count)


class GameTreeView(QTreeView):
    """The move list: moves in order, variations nested under the move they branch from."""

    node_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setIndentation(14)
        self.setUniformRowHeights(True)
        self.setEditTriggers(QTreeView.EditTrigger.NoEditTriggers)
        self.moves = MoveListModel(self)
        self.setModel(self.moves)
        self.clicked.connect(lambda index: self.node_chosen.emit(index.data(NODE_ROLE)))

    def show_tree(self, root: Node, current: Node, geometry: Geometry) -> None:
        """Rebuild the list from ``root`` and select ``current``."""
        self.moves.show_tree(root, geometry)
        self._expand_branches()
        self.select(current)

    def show_changes(self, changes: TreeChanges) -> None:
        """Update the rows an edit changed, as the controller's ``TreeChanges`` tell (all of
        them, with the cursor selected, for another game; else the cursor is selected as after
        any move of it)."""
        root, cursor, geometry = changes.root, changes.cursor, changes.geometry
        assert root is not None and cursor is not None and geometry is not None  # the controller sends the game shown
        if changes.everything or root is not self.moves.root:
            self.show_tree(root, cursor, geometry)
            return
        self.moves.geometry = geometry  # a hole in the board changes no move's name
        self.moves.update_nodes(changes.edited, changes.reshaped)
        self._expand_branches()

    def _expand_branches(self) -> None:
        for node in self.moves.branching:
            index = self.moves.index_of(node)
            if index is not None:  # not removed by a later step of the edit
                self.expand(index)
        self.moves.branching.clear()

    def select(self, node: Node) -> None:
        index = self.moves.index_of(node)
        if index is not None:
            self.setCurrentIndex(index)
            self.scrollTo(index)
