"""Editing the record: undo and redo, the edits of the Edit menu, the board tools, the rules, the
annotation marks, diagrams to and from the clipboard, game information and Preferences.

Every action here that changes the file is declared ``edits=True``, which is what turns it off
while exercises are answered (see :data:`.registry.EDITOR_MODES`)."""

from __future__ import annotations

from functools import partial

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox

from ...core.annotation_profile import Profile
from ...core.diagram import notation_problem
from ...core.rules import Rules
from ...core.words.i18n import N_, _
from ..board_view import BoardView
from ..controller import Change, Part
from ..game_info import ask_game_info
from ..help import without_mnemonics
from ..preferences import RULES_NAMES, PreferencesDialog, board_style
from ..tools import TOOLS, tool_tip
from ..words import COPIED_DIAGRAM, not_available
from .file import FileFeature
from .registry import Action, Editor, Feature, Submenu

PROFILE_KEY = "annotate/profile"
PROFILE_CHOICES = (
    (Profile.GOBENSON, N_("Territory as &TB/TW"), N_("Annotations mark territory with SGF's territory marks, "
                                                      "which Sabaki does not draw")),
    (Profile.PORTABLE, N_("Territory as &crosses and circles"),
     N_("Annotations mark black's territory with crosses and white's with circles, which Sabaki, q5Go and GoGui "
        "all draw")))
"""The annotation profiles the Edit menu offers (see :class:`...core.annotation_profile.Profile`)."""
COPY_DIAGRAM_TIP = N_("Copy this position as a Sensei's Library diagram")
UNDO, REDO = N_("&Undo"), N_("&Redo")


class EditFeature(Feature):
    """The Edit, Tools and Rules menus, and the rules' box on the toolbar."""

    def __init__(self, editor: Editor, file: FileFeature) -> None:
        super().__init__(editor)
        self.file = file
        self.preferences_dialog: PreferencesDialog | None = None
        self.rules_box = QComboBox()
        self.rules_box.setToolTip(_("Rules: whether suicide is legal (changes which regions are healthy)"))
        for rules in Rules:
            self.rules_box.addItem(_("Rules: {rules}").format(rules=rules.value), rules)
        self.rules_box.currentIndexChanged.connect(lambda index: self.set_rules(self.rules_box.currentData()))
        self.registry.add(self, ACTIONS)
        self.registry.add_to_toolbar("rules", self.rules_box)
        self.registry[f"rules-{Rules.NO_SUICIDE.value}"].enabledChanged.connect(self.rules_box.setEnabled)
        self.steps = {"undo": False, "redo": False}
        """Whether the undo stack has a step to undo, and one to redo, as it last said."""
        stack = self.controller.undo_stack
        for action_id, text, can_changed, step_changed in (
                ("undo", UNDO, stack.canUndoChanged, stack.undoTextChanged),
                ("redo", REDO, stack.canRedoChanged, stack.redoTextChanged)):
            can_changed.connect(partial(self._can_step, action_id))
            step_changed.connect(partial(self._name_the_step, action_id, without_mnemonics(_(text))))
        self.registry[f"tool-{self.controller.session.tool}"].setChecked(True)
        stored = self.settings.value(PROFILE_KEY, Profile.GOBENSON.value)
        self.use_annotation_profile(Profile(stored) if stored in tuple(Profile) else Profile.GOBENSON)
        self.controller.changed.connect(self._after_change)

    def _can_step(self, action_id: str, can: bool) -> None:
        """The stack tells after every step whether it can undo and redo; a change is what counts,
        and only for its own action."""
        if self.steps[action_id] != can:
            self.steps[action_id] = can
            self.registry.refresh(action_id)

    def _name_the_step(self, action_id: str, prefix: str, step: str) -> None:
        """Undo and Redo are named after the step they would take, as the undo stack's own are."""
        action = self.registry[action_id]
        action.setText(f"{prefix} {step}".strip())
        action.setIconText(action.text())

    def _after_change(self, change: Change) -> None:
        if Part.ANALYSIS in change.parts:  # the rules change with the file, the game, and undo
            self.show_rules(change.shown.rules)
        if change.tree is not None:  # the board's shape changes with an edit, undo, or another game
            self._say_why_no_diagram()

    # -- the tools, the rules and the annotation marks -----------------------------------------

    def use_tool(self, tool: str) -> None:
        self.controller.set_tool(tool)

    def set_rules(self, rules: Rules | str) -> None:
        self.controller.set_rules(Rules.parse(rules))
        self.show_rules(self.controller.session.rules)

    def show_rules(self, rules: Rules) -> None:
        """The menu and the box show the rules of the game on show."""
        self.registry[f"rules-{rules.value}"].setChecked(True)
        self.rules_box.blockSignals(True)
        self.rules_box.setCurrentIndex(list(Rules).index(rules))
        self.rules_box.blockSignals(False)

    def set_annotation_profile(self, profile: Profile) -> None:
        """Annotate with ``profile``'s marks from now on, in this window and the next."""
        self.use_annotation_profile(profile)
        self.keep({PROFILE_KEY: profile.value})

    def use_annotation_profile(self, profile: Profile) -> None:
        self.controller.annotation_profile = profile
        self.registry[f"profile-{profile.value}"].setChecked(True)

    # -- diagrams, game information, Preferences ----------------------------------------------

    def _say_why_no_diagram(self) -> None:
        """Copy as diagram is off on a board no text diagram can show (links, wrapped sides),
        its tips saying why."""
        problem = notation_problem(self.controller.session.geometry)
        action = self.registry["copy-diagram"]
        tip = _(COPY_DIAGRAM_TIP) if problem is None else not_available(problem)
        action.setStatusTip(tip)
        action.setToolTip(f"{without_mnemonics(action.text())} \u2014 {tip}")

    def copy_diagram(self) -> None:
        QApplication.clipboard().setText(self.controller.diagram())
        self.tell(str(COPIED_DIAGRAM), 4000)

    def paste_diagram(self) -> None:
        """A diagram of this board's shape becomes a new node; one of another shape opens as a
        new, unsaved board (after asking about unsaved changes)."""
        document = self.controller.paste_diagram(QApplication.clipboard().text())
        if document is not None and self.file.confirm_discard():
            self.file.show_document(document)

    def edit_game_info(self) -> None:
        self.controller.commit_pending_edits()
        values = ask_game_info(self.window, self.controller.game_info())
        if values is not None:
            self.controller.set_game_info(values)

    def show_preferences(self, engine: bool = False) -> PreferencesDialog:
        """Edit > Preferences…, shown without blocking; on OK the board's look changes at once
        (``engine``: opened on the engine's command line)."""
        dialog = self.preferences_dialog = PreferencesDialog(self.settings, self.window)
        dialog.accepted.connect(self.apply_preferences)
        if engine:
            dialog.focus_engine()
        dialog.open()
        return dialog

    def apply_preferences(self) -> None:
        """Draw every board of the window, the presentation's too, in the look of Preferences."""
        style = board_style(self.settings)
        for view in self.window.findChildren(BoardView):
            view.set_style(style)


ACTIONS: tuple[Action[EditFeature] | Submenu, ...] = (
    Action("undo", UNDO, lambda feature: feature.controller.undo(), "edit", "undo",
           keys=(QKeySequence.StandardKey.Undo,), icon="edit-undo", edits=True, toolbar="undo",
           enabled=lambda feature: feature.steps["undo"]),
    Action("redo", REDO, lambda feature: feature.controller.redo(), "edit", "undo",
           keys=(QKeySequence.StandardKey.Redo, "Ctrl+Y"), icon="edit-redo", edits=True, toolbar="undo",
           enabled=lambda feature: feature.steps["redo"]),
    Action("pass", N_("&Pass"), lambda feature: feature.controller.pass_move(), "edit", "change",
           keys=("Ctrl+P",), icon="pass", tip=N_("The player to move passes"), edits=True, toolbar="pass"),
    Action("clear-markup", N_("&Clear markup"), lambda feature: feature.controller.clear_markup(), "edit", "change",
           keys=("Ctrl+Shift+M",), icon="clear-markup", tip=N_("Remove all markup, labels, arrows and lines from this "
                                                                "node"), edits=True, toolbar="markup"),
    Action("delete-from-here", N_("&Delete from here"), lambda feature: feature.controller.delete_node(), "edit",
           "change", keys=("Ctrl+Delete",), tip=N_("Delete this node and what follows"), edits=True),
    Action("delete-node", N_("Delete this &node"), lambda feature: feature.controller.delete_node_only(), "edit",
           "change", keys=("Ctrl+Shift+Delete",), tip=N_("Delete this node alone; what follows it moves up"),
           edits=True),
    Action("promote", N_("Pro&mote variation"), lambda feature: feature.controller.promote(), "edit", "change",
           tip=N_("Make this variation the main line"), edits=True),
    Action("switch-player", N_("S&witch side to play"), lambda feature: feature.controller.switch_to_play(), "edit",
           "change", tip=N_("The other colour plays next here (PL in this node)"), edits=True),
    Action("game-info", N_("Game &info\u2026"), EditFeature.edit_game_info, "edit", "change", keys=("Ctrl+I",),
           tip=N_("Players, event, date, result, komi, rules and comment of this game"), edits=True),
    Action("copy-diagram", N_("Copy as &diagram"), EditFeature.copy_diagram, "edit", "diagram",
           tip=COPY_DIAGRAM_TIP,
           enabled=lambda feature: notation_problem(feature.controller.session.geometry) is None),
    Action("paste-diagram", N_("Paste dia&gram"), EditFeature.paste_diagram, "edit", "diagram",
           tip=N_("Set up the position of a diagram on the clipboard in a new node (a diagram of another size "
                  "opens as a new board)"), edits=True),
    Action("annotate-node", N_("Annotate &node"), lambda feature: feature.controller.annotate(False), "edit",
           "annotate", keys=("Ctrl+Shift+A",), icon="annotate", tip=N_("Write the analysis into this node's comment"),
           edits=True),
    Action("annotate-game", N_("Annotate &game"), lambda feature: feature.controller.annotate(True), "edit",
           "annotate", tip=N_("Write the analysis into the comment of the first node and of every node where the "
                              "verdict changes"), edits=True),
    Submenu("annotation-marks", N_("Annotation mar&ks"), "edit", "annotate"),
    *(Action(f"profile-{profile.value}", text, partial(EditFeature.set_annotation_profile, profile=profile),
             "annotation-marks", tip=tip, group="profile") for profile, text, tip in PROFILE_CHOICES),
    Action("preferences", N_("Pre&ferences\u2026"), EditFeature.show_preferences, "edit", "preferences",
           keys=(QKeySequence.StandardKey.Preferences, "Ctrl+,"),  # most Linux desktops have no standard key
           tip=N_("Language, engine, default rules and the board's look")),
    *(Action(f"tool-{tool.id}", tool.text, partial(EditFeature.use_tool, tool=tool.id), "tools", "tools",
             keys=(tool.key,), icon=tool.icon, tip=partial(tool_tip, tool), edits=True, group="tool",
             toolbar="tools") for tool in TOOLS),
    *(Action(f"rules-{rules.value}", text, partial(EditFeature.set_rules, rules=rules), "rules", "rules",
             edits=True, group="rules") for rules, text in RULES_NAMES.items()),
)
