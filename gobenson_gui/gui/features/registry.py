"""The editor's actions as data, and the menus and toolbar built from them.

A feature (a module of :mod:`gobenson_gui.gui.features`) declares its actions as :class:`Action`
records, as :mod:`..tools` declares the board tools: the words, keys, icon and tip, what the
action does, where it stands (a section of a menu, and of the toolbar) and the modes it works
in.  The :class:`ActionRegistry` makes each one a ``QAction`` of the window, found by its id,
builds the menus and the toolbar section by section in the order :data:`MENU_BAR` and
:data:`TOOLBAR` give, and enables each action as its declaration says whenever the mode or the
document changes.  So no feature places an action by its neighbour's index, and what edits the
file is said once, by the action that does.

Adding an action to a menu is one declaration in the feature it belongs to; a new section (or a
new menu) is one entry of the layouts below.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Generic, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QToolBar, QWidget

from ...core.settings import Settings, Value
from ...core.words.i18n import N_, _
from ...view.modes import Mode
from ..board_view import BoardView
from ..controller import Change, Controller
from ..help import without_mnemonics
from ..panels import icon
from ..settings import keep

Key = str | QKeySequence.StandardKey
"""A key as Qt writes it (``"Ctrl+E"``), or one of the platform's standard keys."""

EVERY_MODE = frozenset(Mode)
EDITOR_MODES = EVERY_MODE - {Mode.EXERCISES}
"""Every mode but answering exercises.  What edits the file, shows the verdict or asks about
the record's position works only in these: while a set is answered a click is an answer, the
analysis is hidden, and an edit (a new game, say) could turn the set into a file that is no set
behind the student's back."""

F = TypeVar("F")
"""The feature that declares an action, which its handler and condition are given."""


@dataclass(frozen=True)
class Action(Generic[F]):
    """One action of the editor, as its feature declares it."""

    id: str
    """Unique among the window's actions: how features and tests find it."""
    text: str
    """Its words in a menu (marked with ``N_``: translated when the window is built)."""
    handler: Callable[[F], object]
    """What it does, given the feature that declares it."""
    menu: str | None = None
    """The id of the menu (or submenu) it is in; None: in no menu, a key of the window only."""
    section: str = ""
    """The section of that menu (see :data:`MENU_BAR`; a submenu has one, ``""``)."""
    keys: tuple[Key, ...] = ()
    """Its keys, the first one named in its tool tip."""
    icon: str | None = None
    """The name of its icon in resources/icons, without ``.svg``."""
    tip: str | Callable[[], str] = ""
    """What it does, in the status bar and its tool tip (``N_``-marked, or made in the language
    spoken)."""
    modes: frozenset[Mode] = EVERY_MODE
    """The modes it works in; off in the others."""
    edits: bool = False
    """Whether it edits the file: then it works only in :data:`EDITOR_MODES`."""
    enabled: Callable[[F], bool] | None = None
    """What else it needs to work (a step to undo, an engine running), asked again whenever
    the mode or the document changes, or the feature says so (:meth:`ActionRegistry.refresh`)."""
    checkable: bool = False
    group: str | None = None
    """The checkable actions of one group are exclusive: checking one unchecks the others."""
    toolbar: str | None = None
    """The toolbar's section it stands in too (see :data:`TOOLBAR`); None: not on the toolbar."""

    @property
    def working_modes(self) -> frozenset[Mode]:
        return self.modes & EDITOR_MODES if self.edits else self.modes


@dataclass(frozen=True)
class Submenu:
    """A submenu in a menu's section: filled with the actions declared in it (their ``menu``
    its id), or by its feature (the recent files)."""

    id: str
    text: str
    menu: str
    section: str


@dataclass(frozen=True)
class Menu:
    """A menu of the menu bar, by its sections in order; a separator stands between groups."""

    id: str
    title: str
    groups: tuple[tuple[str, ...], ...]


MENU_BAR = (
    Menu("file", N_("&File"), (("new", "open", "recent", "save", "export", "notes"), ("quit",))),
    Menu("edit", N_("&Edit"), (("undo",), ("change",), ("diagram",), ("annotate",), ("preferences",))),
    Menu("tools", N_("&Tools"), (("tools",),)),
    Menu("go", N_("&Go"), (("moves",), ("steps",))),
    Menu("analysis", N_("&Analysis"), (("analysis",),)),
    Menu("rules", N_("&Rules"), (("rules",),)),
    Menu("view", N_("&View"), (("presentation", "board"), ("panels",))),
    Menu("exercises", N_("E&xercises"), (("exercises",), ("problems",), ("leave",))),
    Menu("engine", N_("E&ngine"), (("engine",), ("settings",))),
    Menu("help", N_("&Help"), (("help",),)),
)
"""The menus, in the menu bar's order, and their sections."""

TOOLBAR = (("file",), ("undo",), ("tools", "markup", "pass", "verify"), ("start", "step", "end"),
           ("rules", "export"))
"""The toolbar's sections in order, grouped as the menus' are."""


class ActionRegistry(QObject):
    """The window's actions, made from their declarations and found by id; the menus and the
    toolbar, built from their sections; and each action enabled as its declaration says."""

    def __init__(self, window: QMainWindow, controller: Controller) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._actions: dict[str, QAction] = {}
        self._menus: dict[str, QMenu] = {}
        self._placed: dict[tuple[str, str], list[QAction]] = {}
        self._on_toolbar: dict[str, list[QAction | QWidget]] = {}
        self._groups: dict[str, QActionGroup] = {}
        self._rules: dict[str, tuple[QAction, frozenset[Mode], Callable[[], bool] | None]] = {}
        self._editing: list[QAction] = []
        controller.mode_changed.connect(self._anew)
        controller.changed.connect(self._after_change)
        controller.exercise_updated.connect(self._anew)

    def add(self, feature: F, declarations: Iterable[Action[F] | Submenu]) -> None:
        """Make the actions and submenus ``feature`` declares, in the order declared (their
        order in a section, after those of the features added before)."""
        for declared in declarations:
            if declared.id in self._actions or declared.id in self._menus:
                raise ValueError(f"two actions are called {declared.id!r}")
            if isinstance(declared, Submenu):
                menu = self._menus[declared.id] = QMenu(_(declared.text), self._window)
                self._placed.setdefault((declared.menu, declared.section), []).append(menu.menuAction())
                continue
            action = self._actions[declared.id] = self._make(feature, declared)
            if declared.menu is not None:
                self._placed.setdefault((declared.menu, declared.section), []).append(action)
            if declared.toolbar is not None:
                self._on_toolbar.setdefault(declared.toolbar, []).append(action)
            condition = None if declared.enabled is None else partial(declared.enabled, feature)
            self._rules[declared.id] = (action, declared.working_modes, condition)
            if declared.edits:
                self._editing.append(action)

    def _make(self, feature: F, declared: Action[F]) -> QAction:
        text = _(declared.text)
        action = QAction(text, self._window)
        action.setIconText(without_mnemonics(text).rstrip("\u2026"))  # Qt's own would keep "(F)" of "ファイル(&F)"
        if declared.icon:
            action.setIcon(icon(declared.icon))
        keys = list(dict.fromkeys(sequence for sequence in (QKeySequence(key) for key in declared.keys)
                                  if not sequence.isEmpty()))  # a standard key the platform lacks is empty
        action.setShortcuts(keys)
        tip = declared.tip() if callable(declared.tip) else _(declared.tip) if declared.tip else ""
        if tip:
            action.setStatusTip(tip)
            name = without_mnemonics(text)
            action.setToolTip(f"{name} ({keys[0].toString()})" if keys else f"{name} \u2014 {tip}")
        action.setCheckable(declared.checkable or declared.group is not None)
        if declared.group is not None:
            if declared.group not in self._groups:
                self._groups[declared.group] = QActionGroup(self._window)
            self._groups[declared.group].addAction(action)
        handler = declared.handler
        action.triggered.connect(lambda checked=False: handler(feature))
        self._window.addAction(action)
        return action

    def add_to_toolbar(self, section: str, widget: QWidget) -> None:
        """Put a widget of a feature on the toolbar, in ``section`` (the rules' box)."""
        self._on_toolbar.setdefault(section, []).append(widget)

    def __getitem__(self, action_id: str) -> QAction:
        return self._actions[action_id]

    def menu(self, menu_id: str) -> QMenu:
        """A menu of the menu bar or a submenu, by its id."""
        return self._menus[menu_id]

    def editing(self) -> list[QAction]:
        """The actions that edit the file, in the order declared."""
        return list(self._editing)

    def build(self, menu_bar: QMenuBar, toolbar: QToolBar) -> None:
        """Fill the menu bar and the toolbar, section by section, and enable every action for
        the mode the editor is in."""
        known = {(menu.id, section) for menu in MENU_BAR for group in menu.groups for section in group}
        known |= {(submenu, "") for submenu in self._menus}
        unknown = set(self._placed) - known
        if unknown:
            raise ValueError(f"no such menu section: {sorted(unknown)}")
        for submenu, menu in self._menus.items():
            menu.addActions(self._placed.get((submenu, ""), []))
        for layout in MENU_BAR:
            menu = self._menus[layout.id] = menu_bar.addMenu(_(layout.title))
            _fill(menu, [[item for section in group for item in self._placed.get((layout.id, section), [])]
                         for group in layout.groups])
        _fill(toolbar, [[item for section in group for item in self._on_toolbar.get(section, [])]
                        for group in TOOLBAR])
        self.refresh()

    def refresh(self, *action_ids: str) -> None:
        """Enable each action (or those named) as its declaration says: in its modes, if what else
        it needs is there."""
        mode = self._controller.session.mode
        for action, modes, condition in map(self._rules.__getitem__, action_ids or self._rules):
            action.setEnabled(mode in modes and (condition is None or condition()))

    def _anew(self, told: object) -> None:
        """Another mode, or the exercises answered changed: every action is enabled anew."""
        self.refresh()

    def _after_change(self, change: Change) -> None:
        if change.tree is not None:  # another document, game or shape of the board; an edit, undo
            self.refresh()


def _fill(container: QMenu | QToolBar, groups: Sequence[Sequence[QAction | QWidget]]) -> None:
    """Add the groups' actions (and a toolbar's widgets) with a separator between groups."""
    shown = [group for group in groups if group]
    for number, group in enumerate(shown):
        if number:
            container.addSeparator()
        for item in group:
            if isinstance(item, QWidget):
                assert isinstance(container, QToolBar)
                container.addWidget(item)
            else:
                container.addAction(item)


def menu_actions(menu: QMenu) -> list[QAction]:
    """A menu's actions, those of its submenus included, without separators."""
    found: list[QAction] = []
    for action in menu.actions():
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            found.extend(menu_actions(submenu))
        elif not action.isSeparator():
            found.append(action)
    return found


@dataclass(frozen=True)
class Editor:
    """What every feature works with, from the window that holds them."""

    window: QMainWindow
    """The parent of a feature's dialogs, whose status bar tells what a feature did."""
    controller: Controller
    settings: Settings
    registry: ActionRegistry
    views: Sequence[BoardView]
    """The window's board views, the first one always shown."""


class Feature(QObject):
    """A feature of the editor: the actions its module declares, its dialogs, and its part of
    the window.  A subclass adds its declarations to the registry once it is ready for them."""

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor.window)
        self.window = editor.window
        self.controller = editor.controller
        self.settings = editor.settings
        self.registry = editor.registry
        self.views = editor.views

    def tell(self, text: str, milliseconds: int) -> None:
        """Say ``text`` in the window's status bar for a while."""
        self.window.statusBar().showMessage(text, milliseconds)

    def keep(self, changes: Mapping[str, Value]) -> bool:
        """Keep settings that follow what the user did; one that cannot be written is said in the
        status bar, and the editor goes on."""
        return keep(self.settings, changes, lambda text: self.tell(text, 8000))
