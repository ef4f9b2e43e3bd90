"""The main window: board(s) in the middle, the game tree and comment on the left, the analysis
on the right; menus, toolbar and status bar.  It wires widgets to the controller and owns the
file-level decisions (open, save, unsaved changes, errors)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import (QAction, QActionGroup, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence, QMoveEvent,
                           QShowEvent)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (QApplication, QComboBox, QDialog, QFileDialog, QHBoxLayout, QLabel, QMainWindow, QMenu,
                               QMessageBox, QPushButton, QSplitter, QToolBar, QVBoxLayout, QWidget)

from .. import __version__
from ..core.diagram import notation_problem
from ..core.report import colour_name, document_title, game_title
from ..core.rules import Rules
from ..core.sgf.document import Document
from ..core.sgf.errors import SgfError
from ..core.annotation_profile import Profile
from ..core.sgf.forms import Form
from ..core.sgf.properties import game_info
from ..core.sgf.sample_texts import speak_samples
from ..core.words.editor import (COPIED_DIAGRAM, UNTITLED_GAME, about, cannot_open, cannot_print, cannot_write,
                                 exported, game_choice, image_incomplete, not_available, printed, read_leniently,
                                 saved, to_play, window_title)
from ..core.words.i18n import N_, _
from ..drawing import handout
from ..drawing.render import DrawingError, save_scene
from ..view.modes import Mode
from ..view.panels import Panel
from . import remembered
from .board_view import BoardView, show_boards
from .controller import Change, Controller, Navigation, Part
from .data import SAMPLES
from .dialogs import (show_notes, SearchProgress, Unsaved, ask_board_size, ask_game, ask_label, ask_unsaved, show_error,
                      show_notice)
from .engine import EngineMenu
from .exercise_mode import ExerciseMode
from .game_info import ask_game_info
from .help import BOARD_KEYS_HTML, glossary_html, shortcuts_html, show_text, without_mnemonics
from .manual import ManualWindow, show_manual
from .panels import AnalysisPanel, CommentEditor, GameTreeView, SidePanel, icon
from .preferences import RULES_NAMES, PreferencesDialog, board_style, default_rules
from .presentation import Presentation
from .recovery import Autosave, ask_recover, recoverable, set_aside
from .samples import samples
from .screen_fit import available_area, centred, frame_margins, placed
from .tools import TOOLS, tool_tip

RECENT_KEY = "recent"
RECENT_COUNT = 8
SGF_FILTER = N_("SGF files (*.sgf);;All files (*)")
SGF_FOR_Q5GO = N_("SGF for q5Go (*.sgf)")
"""Save as's file type that writes variant boards in q5Go's form (see :mod:`..core.sgf.forms`)."""
PROFILE_KEY = "annotate/profile"
PROFILE_CHOICES = (
    (Profile.GOBENSON, N_("Territory as &TB/TW"), N_("Annotations mark territory with SGF's territory marks, "
                                                      "which Sabaki does not draw")),
    (Profile.PORTABLE, N_("Territory as &crosses and circles"),
     N_("Annotations mark black's territory with crosses and white's with circles, which Sabaki, q5Go and GoGui "
        "all draw")))
"""The annotation profiles the Edit menu offers (see :class:`..core.annotation_profile.Profile`)."""
COPY_DIAGRAM_TIP = N_("Copy this position as a Sensei's Library diagram")
HANDOUT_FILTER = N_("PDF document (*.pdf);;SVG drawing (*.svg);;PNG image (*.png);;GIF animation (*.gif)")
PREFERRED_SIZE = QSize(1360, 900)
"""The window's size when the screen has room for it."""
SPLITTER_SHARES = (190, 820, 340)
"""Moves and comment, boards, analysis: the proportions the window opens with (each panel no
narrower than its contents need)."""
PANEL_MIN_WIDTH = 140
"""The move list and comment may be dragged this narrow, or shut."""


class MainWindow(QMainWindow):
    def __init__(self, controller: Controller | None = None) -> None:
        super().__init__()
        self.controller = controller or Controller(self)
        self.controller.ask_label = lambda default: ask_label(self, default)
        self.settings = QSettings()
        self.setAcceptDrops(True)

        self.views = [BoardView(), BoardView()]
        boards = QWidget()
        row = QHBoxLayout(boards)
        row.setContentsMargins(0, 0, 0, 0)
        for view in self.views:
            row.addWidget(view)
            view.clicked.connect(self.controller.click)
            view.hovered.connect(self.controller.set_hover)
            view.menu_requested.connect(self.show_board_menu)
            view.dragged.connect(self.controller.drag)
            view.released.connect(self.controller.release)
            view.keyboard_moved.connect(self.controller.cursor_at)
            view.activated.connect(self.controller.activate)
            view.reader = self.controller.point_reading
        self.views[1].hide()

        self.tree = GameTreeView()
        self.comment = CommentEditor()
        self.left_splitter = left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self._titled(_("Moves"), self.tree))
        left.addWidget(self._titled(_("Comment"), self.comment))
        self.analysis_panel = AnalysisPanel()
        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(boards)
        self.side = SidePanel(self.analysis_panel)  # on a small screen it scrolls rather than squeezing its rows
        self.side.heightened.connect(self.analysis_panel.fit_height)
        splitter.addWidget(self.side)
        self.setCentralWidget(splitter)
        self._let_board_dominate(splitter)

        self.point_label = QLabel()
        self.statusBar().addPermanentWidget(self.point_label)
        self.to_play_button = QPushButton()
        self.to_play_button.setFlat(True)
        self.to_play_button.setToolTip(_("Who plays next; click to give the move to the other colour"))
        self.statusBar().addPermanentWidget(self.to_play_button)

        self._replaying = False
        """Whether a capture was being replayed, so that leaving it scrolls the panel back up."""
        self._make_actions()
        self._add_classroom_actions()
        self._connect_signals()
        self._add_exercises()
        self.engine = EngineMenu(self)
        self.autosave = Autosave(self.controller, parent=self)
        self.autosave.failed.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self._framed = False
        if not remembered.restore_window(self, self.settings):
            self._fit_to_screen()
        remembered.restore_view(self.analysis_panel, self.settings)
        self.apply_preferences()
        self.controller.show_everything()
        self.refresh_title()

    @staticmethod
    def _titled(title: str, widget: QWidget) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(4, 4, 4, 4)
        heading = QLabel(title)
        heading.setObjectName("heading")
        widget.setAccessibleName(title)  # the heading above it says what it is only to the eye
        column.addWidget(heading)
        column.addWidget(widget)
        return box

    def _let_board_dominate(self, splitter: QSplitter) -> None:
        """The board takes what the window gains or loses; the side panels start narrow, may be
        shut against the edge (or hidden from the View menu), and come back by dragging the
        handle -- so that on a small or scaled screen the board stays large."""
        left, boards, _side = (splitter.widget(index) for index in range(3))
        left.setMinimumWidth(PANEL_MIN_WIDTH)  # the analysis asks for its contents' width itself
        splitter.setChildrenCollapsible(True)
        splitter.setCollapsible(splitter.indexOf(boards), False)
        splitter.setStretchFactor(splitter.indexOf(boards), 1)
        splitter.splitterMoved.connect(lambda *_: self._show_panel_state())

    def _fit_to_screen(self) -> None:
        """Open at the preferred size in the middle of the screen's free area, or smaller when
        that area (less the window manager's frame) is smaller, with the panels at their shares."""
        self.place(centred(PREFERRED_SIZE, available_area(self)))
        self.reset_panels()

    def place(self, wanted: QRect) -> None:
        """Put the window's client area at ``wanted``, or as near as the screen's free area
        allows with the frame around it (Qt places a window by its frame)."""
        self._wanted = wanted
        frame = frame_margins(self)
        client = placed(wanted, available_area(self, wanted.center()), frame)
        self._placed_size = client.size()
        self.resize(client.size())
        self.move(client.left() - frame.left(), client.top() - frame.top())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._fit_to_frame)  # where the frame is known once shown

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._fit_to_frame()  # an X11 window manager moves the window as it frames it

    def _fit_to_frame(self) -> None:
        """Once the window manager has told the window's frame, place it again with it (the
        first time had to guess it): the status bar must stay on the screen, and the window
        takes the room a smaller frame leaves."""
        handle = self.windowHandle()
        if self._framed or handle is None or handle.frameMargins().isNull():
            return
        self._framed = True
        if self.isMaximized() or self.size() != self._placed_size:
            return  # maximized, or sized since by someone who knows better
        room = available_area(self, self._wanted.center())
        if self.geometry() != placed(self._wanted, room, handle.frameMargins()):
            self.place(self._wanted)

    def reset_panels(self) -> None:
        """Both side panels shown at their opening shares of the window's width (each at least
        as wide as its contents need: the splitter sees to that)."""
        self.layout().activate()  # the splitter gets its width now, so the shares are of it
        for panel in (self.splitter.widget(0), self.side):
            panel.show()
        width = self.splitter.width()
        self.splitter.setSizes([round(share * width / sum(SPLITTER_SHARES)) for share in SPLITTER_SHARES])
        self.left_splitter.setSizes([420, 380])
        self._show_panel_state()

    def show_panel(self, panel: QWidget, shown: bool) -> None:
        """Show or hide a side panel; one shown after it was shut against the edge opens at its
        opening share, taken from the board."""
        panel.setVisible(shown)
        sizes = self.splitter.sizes()
        index = self.splitter.indexOf(panel)
        if shown and sizes[index] == 0:
            share = round(SPLITTER_SHARES[index] * sum(sizes) / sum(SPLITTER_SHARES))
            sizes[index], sizes[1] = share, sizes[1] - share
            self.splitter.setSizes(sizes)
        self._show_panel_state()

    def _show_panel_state(self) -> None:
        """The View menu ticks the panels that are open (shown and not shut)."""
        sizes = self.splitter.sizes()
        for panel, action in ((self.splitter.widget(0), self.moves_panel_action),
                              (self.side, self.analysis_panel_action)):
            action.setChecked(not panel.isHidden() and sizes[self.splitter.indexOf(panel)] > 0)

    # -- actions ------------------------------------------------------------------------------

    def _action(self, text: str, slot, shortcut=None, icon_name: str | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        action.setIconText(without_mnemonics(text).rstrip("\u2026"))  # Qt's own would keep "(F)" of "ファイル(&F)"
        if icon_name:
            action.setIcon(icon(icon_name))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            name = without_mnemonics(text)
            action.setToolTip(f"{name} \u2014 {tip}" if shortcut is None
                              else f"{name} ({QKeySequence(shortcut).toString()})")
        action.triggered.connect(lambda checked=False: slot())
        self.addAction(action)
        return action

    def _stack_action(self, text: str, slot, shortcut, icon_name: str, can_changed, text_changed) -> QAction:
        """Undo or Redo: through the controller (which first records the comment being typed),
        enabled and named after the step it would take, as the undo stack's own actions are."""
        action = self._action(text, slot, shortcut, icon_name)
        action.setEnabled(False)
        can_changed.connect(lambda can: action.setEnabled(can and self.controller.session.mode is not Mode.EXERCISES))
        prefix = without_mnemonics(text)

        def name_the_step(step: str) -> None:
            action.setText(f"{prefix} {step}".strip())
            action.setIconText(action.text())

        text_changed.connect(name_the_step)
        return action

    def _make_actions(self) -> None:
        control = self.controller
        a = self._action
        self.new_action = a(_("&New board\u2026"), self.new_board, QKeySequence.StandardKey.New, "document-new")
        self.open_action = a(_("&Open\u2026"), self.open_dialog, QKeySequence.StandardKey.Open, "document-open")
        self.save_action = a(_("&Save"), self.save, QKeySequence.StandardKey.Save, "document-save")
        self.save_as_action = a(_("Save &as\u2026"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self.notes_action = a(_("How the file was &read\u2026"), self.show_reading_notes,
                              tip=_("What of this file was read leniently or repaired, and where"))
        self.export_action = a(_("&Export image\u2026"), self.export_image, "Ctrl+E", "export-image",
                               _("Save the board with its overlays as PNG or SVG"))
        quit_action = a(_("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self._stack_action(_("&Undo"), control.undo, QKeySequence.StandardKey.Undo, "edit-undo",
                                              control.undo_stack.canUndoChanged, control.undo_stack.undoTextChanged)
        self.redo_action = self._stack_action(_("&Redo"), control.redo, QKeySequence.StandardKey.Redo, "edit-redo",
                                              control.undo_stack.canRedoChanged, control.undo_stack.redoTextChanged)
        self.redo_action.setShortcuts([QKeySequence.StandardKey.Redo, QKeySequence("Ctrl+Y")])
        self.pass_action = a(_("&Pass"), control.pass_move, "Ctrl+P", "pass", _("The player to move passes"))
        clear = a(_("&Clear markup"), control.clear_markup, "Ctrl+Shift+M", "clear-markup",
                  _("Remove all markup, labels, arrows and lines from this node"))
        delete = a(_("&Delete from here"), control.delete_node, "Ctrl+Delete",
                   tip=_("Delete this node and what follows"))
        self.delete_only_action = a(_("Delete this &node"), control.delete_node_only, "Ctrl+Shift+Delete",
                                    tip=_("Delete this node alone; what follows it moves up"))
        self.new_game_action = a(_("New &game in this file\u2026"), self.new_game,
                                 tip=_("Add an empty game to this file's collection"))
        promote = a(_("Pro&mote variation"), control.promote, tip=_("Make this variation the main line"))
        self.switch_player_action = a(_("S&witch side to play"), control.switch_to_play,
                                      tip=_("The other colour plays next here (PL in this node)"))
        self.copy_diagram_action = a(_("Copy as &diagram"), self.copy_diagram, tip=_(COPY_DIAGRAM_TIP))
        self.paste_diagram_action = a(_("Paste dia&gram"), self.paste_diagram,
                                      tip=_("Set up the position of a diagram on the clipboard in a new node "
                                          "(a diagram of another size opens as a new board)"))
        self.preferences_action = a(_("Pre&ferences\u2026"), self.show_preferences,
                                    tip=_("Language, engine, default rules and the board's look"))
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)  # most Linux desktops have none
        if QKeySequence("Ctrl+,") not in keys:
            keys.append(QKeySequence("Ctrl+,"))
        self.preferences_action.setShortcuts(keys)
        self.game_info_action = a(_("Game &info\u2026"), self.edit_game_info, "Ctrl+I",
                                  tip=_("Players, event, date, result, komi, rules and comment of this game"))
        annotate_node = a(_("Annotate &node"), lambda: control.annotate(False), "Ctrl+Shift+A", "annotate",
                          _("Write the analysis into this node's comment"))
        self.kill_action = a(_("Show how it &dies"), control.show_kill, "K", tip=_("Replay the capture of the block "
                             "under the mouse or selected, move by move"))
        self.copy_kill_action = a(_("&Copy the capture into a variation"), control.copy_kill_to_variation,
                                  tip=_("Add the replayed capturing moves as a new variation"))
        self.verify_action = a(_("&Verify by search\u2026"), self.verify_by_search, "V", "verify",
                               _("Check Benson's verdicts by trying every sequence of attacker moves "
                               "(small positions, or the selected region)"))
        self.leave_action = a(_("Back to the analysis"), control.leave, "Esc",
                              tip=_("Leave a replay or a search's verdicts; else drop the selection"))
        self.board_focus_action = a(_("Keyboard to the &board"), self.views[0].take_keyboard, "F6",
                                    tip=_("Give the board the keyboard: Shift+arrow keys move its cursor, "
                                    "Enter acts there"))
        annotate_game = a(_("Annotate &game"), lambda: control.annotate(True),
                          tip=_("Write the analysis into the comment of the first node and of every "
                              "node where the verdict changes"))

        self.tool_group = QActionGroup(self)
        self.tool_actions = {}
        for tool in TOOLS:
            action = a(_(tool.text), lambda tool=tool.id: control.set_tool(tool), tool.key, tool.icon, tool_tip(tool))
            action.setCheckable(True)
            self.tool_group.addAction(action)
            self.tool_actions[tool.id] = action
        self.tool_actions[control.session.tool].setChecked(True)
        self.document_edits = [self.pass_action, clear, delete, self.delete_only_action, self.new_game_action,
                               promote, self.switch_player_action, self.paste_diagram_action,
                               self.game_info_action, annotate_node, annotate_game, *self.tool_actions.values()]
        """The actions that edit the file, off while exercises are answered (see
        :meth:`_enable_for_mode`); the rules and Undo/Redo too, set up below."""

        moves = [(_("&Back"), Navigation.BACK, "Left", "go-previous"),
                 (_("&Forward"), Navigation.FORWARD, "Right", "go-next"),
                 (_("Previous &variation"), Navigation.PREVIOUS_VARIATION, "Up", None),
                 (_("Next va&riation"), Navigation.NEXT_VARIATION, "Down", None),
                 (_("&Start"), Navigation.START, "Home", "go-first"), (_("&End"), Navigation.END, "End", "go-last")]
        self.move_actions = {where: a(text, lambda where=where: control.navigate(where), key, name)
                             for text, where, key, name in moves}
        slider = [(_("Step &back"), lambda: control.move_slider_by(-1), "Ctrl+Left"),
                  (_("Step &forward"), lambda: control.move_slider_by(1), "Ctrl+Right"),
                  (_("Start of the se&quence"), lambda: control.move_slider(0), "Ctrl+Home"),
                  (_("The &verdict"), control.move_slider_to_end, "Ctrl+End"),
                  (_("&Play / pause steps"), control.toggle_playing, "P")]
        slider_actions = [a(text, slot, key) for text, slot, key in slider]

        self.rules_group = QActionGroup(self)
        self.rules_actions = {}
        for rules, text in RULES_NAMES.items():
            action = a(_(text), lambda rules=rules: self.set_rules(rules))
            action.setCheckable(True)
            self.rules_group.addAction(action)
            self.rules_actions[rules] = action
        self.rules_actions[control.session.rules].setChecked(True)

        profile_group = QActionGroup(self)
        self.profile_actions = {}
        for profile, text, tip in PROFILE_CHOICES:
            action = a(_(text), lambda profile=profile: self.set_annotation_profile(profile), tip=_(tip))
            action.setCheckable(True)
            profile_group.addAction(action)
            self.profile_actions[profile] = action
        stored = self.settings.value(PROFILE_KEY, Profile.GOBENSON.value)
        self.set_annotation_profile(Profile(stored) if stored in tuple(Profile) else Profile.GOBENSON)

        menus = self.menuBar()
        file_menu = menus.addMenu(_("&File"))
        file_menu.addActions([self.new_action, self.new_game_action, self.open_action])
        self.recent_menu = QMenu(_("Open &recent"), self)
        file_menu.addMenu(self.recent_menu)
        file_menu.addActions([self.save_action, self.save_as_action, self.export_action, self.notes_action])
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        edit = menus.addMenu(_("&Edit"))
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addActions([self.pass_action, clear, delete, self.delete_only_action, promote])
        edit.addActions([self.switch_player_action, self.game_info_action])
        edit.addSeparator()
        edit.addActions([self.copy_diagram_action, self.paste_diagram_action])
        edit.addSeparator()
        edit.addActions([annotate_node, annotate_game])
        edit.addMenu(_("Annotation mar&ks")).addActions(list(self.profile_actions.values()))
        edit.addSeparator()
        edit.addAction(self.preferences_action)
        menus.addMenu(_("&Tools")).addActions(list(self.tool_actions.values()))
        go = menus.addMenu(_("&Go"))
        go.addActions(list(self.move_actions.values()))
        go.addSeparator()
        go.addActions(slider_actions)
        analysis_menu = menus.addMenu(_("&Analysis"))
        analysis_menu.addActions([self.kill_action, self.copy_kill_action, self.verify_action,
                                  self.leave_action])
        menus.addMenu(_("&Rules")).addActions(list(self.rules_actions.values()))
        self.move_numbers_action = a(_("Move &numbers"), lambda: control.set_move_numbers(
            self.move_numbers_action.isChecked()), tip=_("Number the stones played in the line to this node"))
        self.move_numbers_action.setCheckable(True)
        self.view_menu = menus.addMenu(_("&View"))
        self.view_menu.addActions([self.move_numbers_action, self.board_focus_action])
        self.view_menu.addSeparator()
        self.moves_panel_action = a(_("Moves and &comment"), lambda: self.show_panel(
            self.splitter.widget(0), self.moves_panel_action.isChecked()),
            tip=_("Show or hide the move list and comment"))
        self.analysis_panel_action = a(_("&Analysis panel"), lambda: self.show_panel(
            self.side, self.analysis_panel_action.isChecked()), tip=_("Show or hide the analysis"))
        for action in (self.moves_panel_action, self.analysis_panel_action):
            action.setCheckable(True)
        self.reset_panels_action = a(_("&Reset panels"), self.reset_panels,
                                     tip=_("Both panels shown at the widths the window opens with"))
        self.view_menu.addActions([self.moves_panel_action, self.analysis_panel_action, self.reset_panels_action])
        menus.addMenu(_("&Help")).addAction(a(_("&About gobenson"), self.about))

        bar = QToolBar(_("Main"))
        bar.setObjectName("main-toolbar")
        bar.setMovable(False)
        bar.addActions([self.new_action, self.open_action, self.save_action])
        bar.addSeparator()
        bar.addActions([self.undo_action, self.redo_action])
        bar.addSeparator()
        bar.addActions(list(self.tool_actions.values()))
        bar.addActions([clear, self.pass_action, self.verify_action])
        bar.addSeparator()
        bar.addActions([self.move_actions[where]
                        for where in (Navigation.START, Navigation.BACK, Navigation.FORWARD, Navigation.END)])
        bar.addSeparator()
        self.rules_box = QComboBox()
        self.rules_box.setToolTip(_("Rules: whether suicide is legal (changes which regions are healthy)"))
        for rules in Rules:
            self.rules_box.addItem(_("Rules: {rules}").format(rules=rules.value), rules)
        self.rules_box.currentIndexChanged.connect(lambda _: self.set_rules(self.rules_box.currentData()))
        bar.addWidget(self.rules_box)
        bar.addAction(self.export_action)
        self.addToolBar(bar)
        self.update_recent_menu()

    def _connect_signals(self) -> None:
        """Every signal between the controller and the widgets, each to one slot: what the
        controller tells, to the widget that shows it; what the user asks, to the controller."""
        control = self.controller
        panel = self.analysis_panel
        wiring = [
            (control.changed, self.show_change),
            (control.mode_changed, panel.show_mode), (control.playing_changed, panel.show_playing),
            (control.mode_changed, self._enable_for_mode),
            (control.message, self.show_message), (control.notice, self.show_notice),
            (control.point_described, self.point_label.setText), (control.undo_stack.cleanChanged, self.refresh_title),

            (panel.overlays_changed, control.set_overlays), (panel.sequence_changed, control.set_sequence),
            (panel.slider_requested, control.move_slider), (panel.play_toggled, control.toggle_playing),
            (panel.kill_requested, control.show_kill), (panel.copy_requested, control.copy_kill_to_variation),
            (panel.leave_requested, control.leave), (self.comment.comment_edited, control.set_comment),
            (self.tree.node_chosen, control.go_to), (self.to_play_button.clicked, self.switch_player_action.trigger),
        ]
        for signal, slot in wiring:
            signal.connect(slot)
        control.pending_edits = self.comment.commit
        self._enable_for_mode(control.session.mode)

    def _add_exercises(self) -> None:
        """The Exercises menu and the question panel that stands in for the analysis."""
        self.exercise_mode = ExerciseMode(self)

    # -- showing ------------------------------------------------------------------------------

    def show_change(self, change: Change) -> None:
        """Each widget shows its part of what changed, read from the change's one scene."""
        shown, parts, panel = change.shown, change.parts, self.analysis_panel
        if change.tree is not None:
            self.tree.show_changes(change.tree)
            self._enable_copy_diagram(change.tree)
            self.refresh_title()  # the game's name may have changed
        if Part.NODE in parts:
            self.comment.show_comment(shown.comment)
            self.show_to_play(shown.to_play)
            self.tree.select(shown.cursor)
        if Part.ANALYSIS in parts:
            self.show_rules(shown.rules)
            panel.show_summary(shown.summary)
        if Part.SLIDER in parts:
            panel.show_slider(*shown.slider)
        if Part.FOCUS in parts:
            self.show_boards(shown.scene)
            panel.show_explanation(shown.explanation)

    def show_boards(self, boards: list[Panel]) -> None:
        show_boards(self.views, boards)
        self.analysis_panel.show_engine_keys(any(picture.alive_in_play or picture.engine_wrong
                                                 for _caption, picture in boards))

    def show_to_play(self, colour) -> None:
        self.to_play_button.setText(to_play(colour_name(colour)))

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def show_notice(self, title: str, text: str) -> None:
        show_notice(self, title, text)

    def _enable_for_mode(self, mode: Mode) -> None:
        """Copying a capture only in a replay; editing the file not while exercises are
        answered, where a click is an answer and an edit (a new game, say) could turn the set
        into a file that is no set behind the student's back."""
        self.copy_kill_action.setEnabled(mode is Mode.REPLAY)
        if mode is Mode.REPLAY:  # on a low screen the replay's slider, buttons and words may be below the fold
            self.analysis_panel.layout().activate()
            self.side.ensureWidgetVisible(self.analysis_panel.sequence_box, 0, 0)
        elif self._replaying:  # and the summary at the top is brought back once it is over
            self.side.verticalScrollBar().setValue(0)
        self._replaying = mode is Mode.REPLAY
        editing = mode is not Mode.EXERCISES
        for action in (*self.document_edits, *self.rules_actions.values()):
            action.setEnabled(editing)
        self.rules_box.setEnabled(editing)
        self.to_play_button.setEnabled(editing)
        stack = self.controller.undo_stack
        self.undo_action.setEnabled(editing and stack.canUndo())
        self.redo_action.setEnabled(editing and stack.canRedo())

    def refresh_title(self) -> None:
        document = self.controller.session.document
        self.setWindowTitle(window_title(document_title(document.path, game_info(document.game))))
        self.setWindowModified(self.controller.dirty)

    def set_annotation_profile(self, profile: Profile) -> None:
        """Annotate with ``profile``'s marks from now on, in this window and the next."""
        self.controller.annotation_profile = profile
        self.profile_actions[profile].setChecked(True)
        self.settings.setValue(PROFILE_KEY, profile.value)

    def set_rules(self, rules: Rules | str) -> None:
        self.controller.set_rules(Rules.parse(rules))
        self.show_rules(self.controller.session.rules)

    def show_rules(self, rules: Rules) -> None:
        """The menu and the box show the rules of the game on show (they change with the file,
        the game, and undo)."""
        self.rules_actions[rules].setChecked(True)
        self.rules_box.blockSignals(True)
        self.rules_box.setCurrentIndex(list(Rules).index(rules))
        self.rules_box.blockSignals(False)

    def _enable_copy_diagram(self, changes) -> None:
        """Copy as diagram is off on a board no text diagram can show (links, wrapped sides),
        its tips saying why; the board's shape changes with an edit, undo, or another game."""
        problem = notation_problem(changes.geometry)
        action = self.copy_diagram_action
        action.setEnabled(problem is None)
        tip = _(COPY_DIAGRAM_TIP) if problem is None else not_available(problem)
        action.setStatusTip(tip)
        action.setToolTip(f"{without_mnemonics(action.text())} \u2014 {tip}")

    def copy_diagram(self) -> None:
        QApplication.clipboard().setText(self.controller.diagram())
        self.statusBar().showMessage(COPIED_DIAGRAM, 4000)

    def paste_diagram(self) -> None:
        """A diagram of this board's shape becomes a new node; one of another shape opens as a
        new, unsaved board (after asking about unsaved changes)."""
        document = self.controller.paste_diagram(QApplication.clipboard().text())
        if document is not None and self.confirm_discard():
            self.show_document(document)

    def show_preferences(self, engine: bool = False) -> PreferencesDialog:
        """Edit > Preferences…, shown without blocking; on OK the board's look changes at once
        (``engine``: opened on the engine's command line)."""
        dialog = self.preferences_dialog = PreferencesDialog(self.settings, self)
        dialog.accepted.connect(self.apply_preferences)
        if engine:
            dialog.focus_engine()
        dialog.open()
        return dialog

    def apply_preferences(self) -> None:
        """Draw every board, the presentation's too, in the look of Preferences."""
        style = board_style(self.settings)
        for view in (*self.views, *self.presentation.views):
            view.set_style(style)

    def edit_game_info(self) -> None:
        self.controller.commit_pending_edits()
        values = ask_game_info(self, self.controller.game_info())
        if values is not None:
            self.controller.set_game_info(values)

    def board_menu(self, point) -> QMenu:
        """What can be done with the point under the mouse."""
        menu = QMenu(self)
        menu.addAction(_("Show how it dies"), lambda: self.controller.show_kill(point))
        menu.addAction(self.verify_action)
        return menu

    def show_board_menu(self, point, where, by_mouse: bool) -> None:
        """Right-click opens the menu with the Inspect tool only: other tools place the other
        colour or remove a mark with it.  The keyboard's menu key opens it with any tool."""
        if by_mouse and self.controller.session.tool != "inspect":
            return
        self.board_menu(point).exec(where)

    def verify_by_search(self) -> None:
        """Run the search with a progress dialog whose Cancel stops it."""
        if not self.controller.start_search():
            return
        search = self.controller.search
        dialog = self.search_dialog = SearchProgress(self)
        search.progress.connect(dialog.show_count)
        dialog.canceled.connect(search.cancel)
        search.finished.connect(dialog.reset)
        search.finished.connect(dialog.deleteLater)

    # -- files --------------------------------------------------------------------------------

    def document_name(self) -> str:
        path = self.controller.session.document.path
        return path.name if path else _("The board")

    def confirm_discard(self) -> bool:
        """True when unsaved changes may go: saved now, discarded, or there were none."""
        self.controller.commit_pending_edits()
        if not self.controller.dirty:
            return True
        answer = ask_unsaved(self, self.document_name())
        if answer is Unsaved.SAVE:
            return self.save()
        return answer is Unsaved.DISCARD

    def new_board(self) -> None:
        if not self.confirm_discard():
            return
        board = self.controller.session.board
        size = ask_board_size(self, board.columns, board.rows)
        if size is not None:
            self.show_document(Document.new(*size))

    def new_game(self) -> None:
        board = self.controller.session.board
        size = ask_board_size(self, board.columns, board.rows)
        if size is not None:
            self.controller.new_game(*size)

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        path = QFileDialog.getOpenFileName(self, _("Open SGF file"), self._folder(), _(SGF_FILTER))[0]
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
            exercises = self.exercise_mode.offer(document)
            if not exercises and len(document.games) > 1:
                choice = ask_game(self, [game_description(number, game)
                                         for number, game in enumerate(document.games, 1)])
                if choice is None:
                    return False
                document.select_game(choice)
        except (SgfError, OSError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            show_error(self, _("Cannot open file"), cannot_open(path, reason))
            return False
        if sample:
            document.path = None
        else:
            self.remember(path)
        self.show_document(document)
        if exercises:
            self.exercise_mode.start(exercises)
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
        self.notes_action.setEnabled(bool(notes))
        if notes:
            self.statusBar().showMessage(read_leniently(notes[0], len(notes)), 15000)

    def show_reading_notes(self) -> None:
        show_notes(self, self.document_name(), self.controller.session.document.notes)

    def save(self) -> bool:
        path = self.controller.session.document.path
        return self.save_to(str(path)) if path else self.save_as()

    def save_as(self) -> bool:
        """Ask where, and in which form: gobenson's SGF, or SGF for q5Go (preselected for a file
        read from q5Go); all files keeps the form the file has."""
        sgf, _between, any_file = _(SGF_FILTER).partition(";;")
        forms = {sgf: Form.GOBENSON, _(SGF_FOR_Q5GO): Form.Q5GO}
        current = _(SGF_FOR_Q5GO) if self.controller.session.document.form is Form.Q5GO else sgf
        path, chosen = QFileDialog.getSaveFileName(self, _("Save SGF file"), self._folder(),
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
            show_error(self, _("Cannot save file"), str(error))
            return False
        self.remember(path)
        self.refresh_title()
        self.statusBar().showMessage(saved(path), 4000)
        return True

    def export_image(self) -> None:
        self.controller.commit_pending_edits()  # the picture shows the node's marks as they are
        path, chosen = QFileDialog.getSaveFileName(self, _("Export image"), self._folder(),
                                                   _("PNG image (*.png);;SVG drawing (*.svg)"))
        if not path:
            return
        if not Path(path).suffix:
            path += ".svg" if "svg" in chosen.lower() else ".png"
        try:
            save_scene(path, self.controller.boards(), 1000,  # made in memory, then swapped in whole
                       style=self.views[0].board_painter.style)
        except OSError as error:  # its words name the file and say why
            show_error(self, _("Cannot export image"), one_line(error))
            return
        except DrawingError as error:
            show_error(self, _("Image incomplete"), image_incomplete(path, error))
            return
        self.statusBar().showMessage(exported(path), 4000)

    def _folder(self) -> str:
        path = self.controller.session.document.path
        return str(path.parent) if path else str(Path.home())

    def remember(self, path: str) -> None:
        path = str(Path(path).resolve())
        recent = [p for p in self.recent_files() if p != path]
        self.settings.setValue(RECENT_KEY, [path, *recent][:RECENT_COUNT])
        self.update_recent_menu()

    def recent_files(self) -> list[str]:
        value = self.settings.value(RECENT_KEY, [])
        return [value] if isinstance(value, str) else list(value or [])

    def update_recent_menu(self) -> None:
        self.recent_menu.clear()
        for path in self.recent_files():
            self.recent_menu.addAction(path, lambda path=path: self.open_path(path))
        self.recent_menu.setEnabled(bool(self.recent_files()))

    def about(self) -> None:
        show_about(self)

    def offer_recovery(self) -> bool:
        """Offer the work of sessions that ended without closing, newest first; True when one
        was recovered: it is shown as a modified document under its original file name."""
        found, set_aside_messages = recoverable(self.autosave.folder)
        for message in set_aside_messages:
            show_notice(self, _("Recovery file set aside"), message)
        for item in found:
            if not ask_recover(self, item):
                item.discard()
                continue
            try:
                document = item.document()
            except SgfError as error:
                show_notice(self, _("Recovery file set aside"), set_aside(item.path, str(error)))
                continue
            self.show_document(document)
            self.controller.undo_stack.resetClean()
            self.autosave.write()  # this session holds it now
            item.discard()
            return True
        return False

    # -- teaching: presentation, help, samples, handouts --------------------------------------

    def _add_classroom_actions(self) -> None:
        """The View menu, Help's manual, glossary and shortcuts, and File's samples and handouts."""
        a = self._action
        self.presentation = Presentation(self.controller, self)
        self.presentation.closed.connect(self._presentation_closed)
        self.presentation_action = a(_("&Presentation"), self.toggle_presentation, "F11", tip=_("The board full "
                                     "screen with large captions; arrows step, Esc leaves"))
        self.presentation_action.setCheckable(True)
        help_menu = self._menu(_("&Help"))
        self.view_menu.insertAction(self.view_menu.actions()[0], self.presentation_action)
        self.manual: ManualWindow | None = None
        self.manual_action = a(_("&Manual"), self.show_manual, QKeySequence.StandardKey.HelpContents,
                               tip=_("How to use the editor, page by page, in a window of its own"))
        self.glossary_action = a(_("&Glossary"), self.show_glossary,
                                 tip=_("Block, region, healthy, vital... in a few words"))
        self.shortcuts_action = a(_("&Keyboard shortcuts"), self.show_shortcuts, tip=_("Every key of the editor"))
        first = help_menu.actions()[0] if help_menu.actions() else None
        help_menu.insertActions(first, [self.manual_action, self.glossary_action, self.shortcuts_action])

        file_menu = self._menu(_("&File"))
        self.samples_menu = QMenu(_("Open sa&mple"), self)
        self.samples_menu.aboutToShow.connect(self.fill_samples_menu)
        file_menu.insertMenu(self.recent_menu.menuAction(), self.samples_menu)
        self.export_sequence_action = a(_("Export casting-out se&quence\u2026"), self.export_sequence,
                                        tip=_("Every half-step of the casting-out in one PDF, SVG, PNG or GIF"))
        self.print_sequence_action = a(_("&Print casting-out sequence\u2026"), self.print_sequence,
                                       tip=_("Every half-step of the casting-out on paper"))
        after_export = file_menu.actions()[file_menu.actions().index(self.export_action) + 1]
        file_menu.insertActions(after_export, [self.export_sequence_action, self.print_sequence_action])

    def _menu(self, title: str) -> QMenu:
        """The menu bar's menu called ``title`` (with its ampersand)."""
        return next(action.menu() for action in self.menuBar().actions() if action.text() == title)

    def toggle_presentation(self) -> None:
        if self.presentation.isVisible():
            self.presentation.close()
            return
        self.presentation_action.setChecked(True)
        self.presentation.setGeometry(self.screen().geometry())
        self.presentation.showFullScreen()
        self.presentation.activateWindow()

    def _presentation_closed(self) -> None:
        self.presentation_action.setChecked(False)
        self.activateWindow()

    def show_manual(self) -> ManualWindow | None:
        self.manual = show_manual(self, self.manual)
        return self.manual

    def show_glossary(self) -> QDialog:
        return show_text(self, _("Glossary"), glossary_html())

    def shortcut_sections(self) -> list[tuple[str, list[QAction]]]:
        """The window's actions by menu, those in no menu, the board's cursor keys and the
        presentation's keys."""
        sections, listed = [], set()
        for menu_action in self.menuBar().actions():
            actions = menu_actions(menu_action.menu())
            sections.append((without_mnemonics(menu_action.text()), actions))
            listed.update(id(action) for action in actions)
        sections.append((_("Elsewhere"), [action for action in self.actions() if id(action) not in listed]))
        sections.append((_("The board, with the keyboard focus (F6)"), self.views[0].cursor_actions))
        sections.append((_("Presentation mode"), self.presentation.actions()))
        return sections

    def show_shortcuts(self) -> QDialog:
        return show_text(self, _("Keyboard shortcuts"), _(BOARD_KEYS_HTML) + shortcuts_html(self.shortcut_sections()))

    def fill_samples_menu(self) -> None:
        """List the samples by title, once (reading them takes a moment)."""
        if self.samples_menu.actions():
            return
        for title, path in samples(SAMPLES):
            action = self.samples_menu.addAction(title, lambda path=path: self.open_sample(path))
            action.setStatusTip(path.name)
        if not self.samples_menu.actions():
            self.samples_menu.addAction(_("(no samples found)")).setEnabled(False)

    def open_sample(self, path: Path) -> bool:
        """Open a sample as a new, unnamed document: saving asks where, so the sample stays as it is."""
        return self.open_path(str(path), sample=True)

    def _sequence_arguments(self) -> dict:
        control = self.controller
        control.commit_pending_edits()
        session = control.session
        return {"sequence": session.whose, "node": session.document.cursor, "rules": session.rules,
                "names": session.region_names()}

    def export_sequence(self) -> None:
        path, chosen = QFileDialog.getSaveFileName(self, _("Export casting-out sequence"), self._folder(),
                                                   _(HANDOUT_FILTER))
        if path:
            self.export_sequence_to(with_chosen_suffix(path, chosen))

    def export_sequence_to(self, path: str) -> bool:
        try:
            handout.export_sequence(self.controller.session.document, path, **self._sequence_arguments())
        except ValueError as error:  # HandoutError: a format there is not, or too large a picture
            show_error(self, _("Cannot export sequence"), cannot_write(path, one_line(error)))
            return False
        except OSError as error:  # WriteError names the file and says why
            show_error(self, _("Cannot export sequence"), one_line(error))
            return False
        self.statusBar().showMessage(exported(path), 4000)
        return True

    def print_sequence(self) -> bool:
        printer = QPrinter()  # the handout sets the resolution its boards are drawn at
        if not self.ask_printer(printer):
            return False
        try:
            pages = handout.print_sequence(printer, self.controller.session.document, **self._sequence_arguments())
        except (ValueError, OSError) as error:
            show_error(self, _("Cannot print"), cannot_print(one_line(error)))
            return False
        self.statusBar().showMessage(printed(pages), 4000)
        return True

    def ask_printer(self, printer: QPrinter) -> bool:
        return QPrintDialog(printer, self).exec() == QDialog.DialogCode.Accepted

    # -- window events ------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.confirm_discard():
            self.controller.stop_search()
            self.engine.stop_and_wait()
            self.autosave.finish()
            remembered.save_window(self, self.settings)
            event.accept()
        else:
            event.ignore()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.toLocalFile().lower().endswith(".sgf") for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.toLocalFile().lower().endswith(".sgf")]
        if files:
            event.acceptProposedAction()
            self.open_path(files[0])


def game_description(number: int, game) -> str:
    """E.g. ``2. Lee Sedol vs AlphaGo (19x19, 180 moves)``, for the game chooser."""
    title = game_title(game_info(game)) or UNTITLED_GAME
    moves = sum(1 for node in game.main_line() if node.has_move())
    columns, rows = game.size
    return game_choice(number, title, columns, rows, moves)


def menu_actions(menu: QMenu) -> list[QAction]:
    """A menu's actions, those of its submenus included, without separators."""
    found = []
    for action in menu.actions():
        if action.menu() is not None:
            found.extend(menu_actions(action.menu()))
        elif not action.isSeparator():
            found.append(action)
    return found


def with_chosen_suffix(path: str, chosen_filter: str) -> str:
    """``path``, or with the suffix of the chosen filter (``PNG image (*.png)``) when it has none."""
    if Path(path).suffix or "*." not in chosen_filter:
        return path
    return path + chosen_filter.split("*", 1)[1].split(")", 1)[0]


def one_line(error: Exception) -> str:
    """An error's reason on one line, for the error dialog."""
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return " ".join(reason.split()) or type(error).__name__


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, _("About gobenson"),
                      about(__version__))
