"""Every word a person reads comes from the word family (``core/report.py`` and each layer's
words: ``core/words/``, ``drawing/words.py``, ``gtp/words.py``, ``gui/words.py``, ``cli/words/``),
every plural from its one helper, :func:`~gobenson_gui.core.words.counted`, and nothing is
translated when a module is imported: checked on the source, so that the translation finds every
sentence in the word family and every sentence follows the language spoken.

What the sentence check covers, honestly: in the editor (``gui/``, ``view/``), GTP (``gtp/``),
the drawing (``drawing/``), the exercises (``core/exercises/``), the command line (``cli/``), the
annotator and the writing of files (``core/annotate.py``, ``core/atomic.py``), (1) an f-string,
``.format`` or ``%`` whose text holds two words -- a sentence built with values -- and (2) a
fixed text of two words or more handed to what shows or raises a message (the status bar, a
tool's ``tell``, a signal, ``print``, a label's text, an exception, a message box's message).
It does not see menu, button, tool and option labels (which stay with their widgets until the
translation marks them), static help prose, or words built elsewhere and passed in under
another name.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import gobenson_gui
from gobenson_gui.core.words import counted

PACKAGE = Path(gobenson_gui.__file__).parent
WORD_MODULES_OF_LAYERS = sorted([*PACKAGE.rglob("words.py"), *PACKAGE.rglob("words/*.py")])
"""Each layer's words: ``core/words/`` (the core's, the view's and the API's), ``drawing/words.py``,
``gtp/words.py``, ``gui/words.py`` and ``cli/words/``."""
WORD_FAMILY = [PACKAGE / "core" / "report.py", *WORD_MODULES_OF_LAYERS]
CHECKED = sorted({*(path for folder in ("gui", "view", "gtp", "drawing", "cli", "core/exercises")
                    for path in (PACKAGE / folder).glob("*.py")),
                  *(PACKAGE / "core" / name for name in ("annotate.py", "atomic.py")), PACKAGE / "api.py"}
                 - set(WORD_FAMILY))
ALL_MODULES = sorted(PACKAGE.rglob("*.py"))

TWO_WORDS = re.compile(r"[A-Za-z]+ +[A-Za-z]+")
FIELD = re.compile(r"\{[^{}]*\}|%[-+ #0-9.]*[a-z]")
"""A field of a ``.format`` or ``%`` template, taken out as an f-string's values are."""
MARKUP = re.compile(r"<[^<>]*>")
"""An HTML tag, which is no words (``<table cellspacing='2'>``)."""
SINKS = {"showMessage", "tell", "emit", "print", "setText", "setPlainText", "setLabelText", "write"}
"""What puts a text before a person: every argument is checked."""
MESSAGE_BOXES = {"show_error": 2, "show_notice": 2}
"""Dialogs whose arguments from this position on are the message (the title before it is a label)."""
LABEL_KEYWORDS = {"help", "description", "tip"}
LABEL_CALLS = {"Tool", "add_argument", "add_parser", "ArgumentParser"}
"""Option and tool labels: they stay with their widgets and options for now."""


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _labels(tree: ast.AST) -> set[int]:
    """The ids of the nodes that are option or tool labels, and of everything inside them."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            values = [keyword.value for keyword in node.keywords if keyword.arg in LABEL_KEYWORDS]
            if _name(node) in LABEL_CALLS:
                values += node.args
            for value in values:
                found.update(id(inner) for inner in ast.walk(value))
    return found


def _formatted_text(node: ast.AST) -> str | None:
    """The fixed text of a string built with values, or None for any other node."""
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value for part in node.values if isinstance(part, ast.Constant))
    if isinstance(node, ast.Call) and _name(node) == "format" and isinstance(node.func, ast.Attribute) \
            and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str):
        return FIELD.sub("", node.func.value.value)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant) \
            and isinstance(node.left.value, str):
        return FIELD.sub("", node.left.value)
    return None


def _fixed_text(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def sentences_outside_the_family(source: str) -> list[tuple[int, str]]:
    """(line, text) of every sentence the module docstring says the check covers."""
    tree = ast.parse(source)
    labels = _labels(tree)
    found = []
    for node in ast.walk(tree):
        text = _formatted_text(node)
        if text is not None and id(node) not in labels and TWO_WORDS.search(MARKUP.sub("", text)):
            found.append((node.lineno, text))
        if not isinstance(node, ast.Call):
            continue
        name = _name(node)
        if name in SINKS or name.endswith("Error"):
            arguments = node.args
        else:
            arguments = node.args[MESSAGE_BOXES.get(name, len(node.args)):]
        for argument in arguments:
            text = _fixed_text(argument)
            if text is not None and TWO_WORDS.search(text):
                found.append((argument.lineno, text))
    return found


def hand_made_plurals(source: str) -> list[tuple[int, str]]:
    """``'s' * (n != 1)``, and a choice between two texts by whether a number is 1 (``"stone"
    if n == 1 else "stones"``, ``"was" if ... == 1 else "were"``): plurals made without
    :func:`counted`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) \
                and any(_fixed_text(side) in ("s", "es") for side in (node.left, node.right)):
            found.append((node.lineno, ast.unparse(node)))
        if isinstance(node, ast.IfExp) and isinstance(node.test, ast.Compare) \
                and any(isinstance(item, ast.Constant) and item.value == 1 for item in node.test.comparators) \
                and all(_fixed_text(branch) is not None or isinstance(branch, ast.JoinedStr)
                        for branch in (node.body, node.orelse)):
            found.append((node.lineno, ast.unparse(node)))
    return found


NOT_PLURALS = {("core/report.py", "'eye' if len(region.neighbours) == 1 else 'joiner'")}
"""Choices by a count of 1 that are no plurals: a vital region with one neighbouring block is an
eye, one with more is a joiner."""


def _relative(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


@pytest.mark.parametrize("path", CHECKED, ids=_relative)
def test_no_sentence_is_built_outside_the_word_family(path):
    assert sentences_outside_the_family(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("path", [path for path in ALL_MODULES if path.name != "__init__.py"
                                  or path.parent.name != "words"], ids=_relative)
def test_every_plural_goes_through_counted(path):
    found = [(line, text) for line, text in hand_made_plurals(path.read_text(encoding="utf-8"))
             if (_relative(path), text) not in NOT_PLURALS]
    assert found == []


@pytest.mark.parametrize("source, found", [
    ('message.emit(f"Saved {path} at once")', [(1, "Saved  at once")]),
    ('bar.showMessage("Copied the position", 4000)', [(1, "Copied the position")]),
    ('raise ValueError("no stone there")', [(1, "no stone there")]),
    ('x = "{n} of {m} blocks".format(n=1, m=2)', [(1, " of  blocks")]),
    ('x = "%d of %d blocks" % (1, 2)', [(1, " of  blocks")]),
    ('x = "{n}: {m}".format(n=1, m=2)', []),
    ('show_error(self, "Cannot open file", "the file is gone")', [(1, "the file is gone")]),
    ('show_error(self, "Cannot open file", cannot_open(path))', []),
    ('p.add_argument("--n", help=f"how many, 1 to {MOST}")', []),
    ('x = f"{a}:{b}"', []),
    ('x = f"<h3>{title}</h3><table cellspacing=\'2\'>{rows}</table>"', []),
])
def test_the_sentence_check_finds_what_it_says_it_covers(source, found):
    assert sentences_outside_the_family(source) == found


@pytest.mark.parametrize("source", [
    "f'page{\"s\" * (n != 1)}'",
    "word = 'stone' if n == 1 else 'stones'",
    "was = 'was' if len(blocks) == 1 else 'were'",
    "f\"node{'s' if marked != 1 else ''}\"",
])
def test_the_plural_check_finds_plurals_made_by_hand(source):
    assert hand_made_plurals(source)


@pytest.mark.parametrize("source", ["line = '-' * width", "word = 'eye' if count == 1 else neighbours"])
def test_the_plural_check_leaves_other_repetitions_and_choices_alone(source):
    assert hand_made_plurals(source) == []


@pytest.mark.parametrize("n, said", [(0, "0 blocks"), (1, "1 block"), (2, "2 blocks")])
def test_counted_chooses_the_form_by_the_number_as_ngettext_does(n, said):
    assert counted("{n} block", "{n} blocks", n) == said


def test_the_word_family_never_imports_qt():
    for path in WORD_FAMILY:
        imported = [node for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                    if isinstance(node, (ast.Import, ast.ImportFrom))]
        assert not any("PySide6" in ast.unparse(node) for node in imported), path


@pytest.mark.parametrize("path", WORD_MODULES_OF_LAYERS, ids=_relative)
def test_the_words_are_literal_templates_that_a_catalogue_can_hold(path):
    """An f-string is filled in before a translation could replace it: the words modules write
    each sentence as a literal ``str.format`` template with named fields."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert [node.lineno for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)] == []


TRANSLATING = {"_", "ngettext", "pgettext", "counted", "str"}
"""What translates a sentence when it is called (``str`` of a deferred sentence)."""
MARKING = {"N_", "deferred", "pdeferred", "Deferred"}
"""What only marks a sentence for the catalog, to be translated when it is read."""


WORD_MODULES = {path.stem for path in PACKAGE.rglob("words/*.py")} | {"words"}
"""The names of the word family's modules, which code imports as modules (``from ..core.words import
editor as words``, ``from . import words``)."""


def _from_words(tree: ast.Module) -> tuple[set[str], set[str]]:
    """What a module imports from the word family: (its functions and constants, its modules)."""
    names, modules = set(), set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        family = "words" in (node.module or "").split(".")
        for alias in node.names:
            target = alias.asname or alias.name
            if alias.name in WORD_MODULES and (family or alias.name == "words"):
                modules.add(target)
            elif family:
                names.add(target)
    return names - MARKING, modules


def translated_at_import(source: str) -> list[tuple[int, str]]:
    """(line, call) of every call that runs when the module is imported -- in its body, a class
    body, a default value or a decorator, not inside a function -- and translates: ``_``, the
    catalog's plurals and contexts, :func:`counted`, a function of the word family, or ``str``
    of one of its constants."""
    tree = ast.parse(source)
    names, modules = _from_words(tree)
    found = []

    def of_the_family(node: ast.expr) -> bool:
        """A name imported from the word family, or ``words.NAME`` of one of its modules."""
        if isinstance(node, ast.Name):
            return node.id in names
        return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules

    def translates(call: ast.Call) -> bool:
        if isinstance(call.func, ast.Name) and call.func.id == "str":
            return any(map(of_the_family, call.args))
        return (isinstance(call.func, ast.Name) and call.func.id in TRANSLATING) or of_the_family(call.func)

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            for evaluated in [*getattr(node, "decorator_list", []), *node.args.defaults, *node.args.kw_defaults]:
                if evaluated is not None:
                    visit(evaluated)
            return
        if isinstance(node, ast.Call) and translates(node):
            found.append((node.lineno, ast.unparse(node)[:80]))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


@pytest.mark.parametrize("path", ALL_MODULES, ids=_relative)
def test_nothing_is_translated_when_a_module_is_imported(path):
    """A sentence translated at import keeps the language spoken then: a module keeps a sentence as
    a :class:`~gobenson_gui.core.words.i18n.Deferred` (or marks a table's entries with ``N_``) and
    translates it where it is read, so that switching the language needs no module loaded again."""
    assert translated_at_import(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("source, found", [
    ('TITLE = _("Game")', [(1, "_('Game')")]),
    ('class Panel:\n    TITLE = _("Game")', [(2, "_('Game')")]),
    ('def f(title=_("Game")):\n    return title', [(1, "_('Game')")]),
    ('from .words import editor as words\nHINT = words.with_hint("a", "b")', [(2, "words.with_hint('a', 'b')")]),
    ('from ..words.editor import NO_NEW_SET\nSHOWN = str(NO_NEW_SET)', [(2, "str(NO_NEW_SET)")]),
    ('from . import counted\nSTONES = counted("{n} stone", "{n} stones", 2)',
     [(2, "counted('{n} stone', '{n} stones', 2)")]),
    ('TITLE = deferred("Game")\nNAMES = {"B": N_("Black")}\nBLACK = pdeferred("colour", "Black")', []),
    ('def title():\n    return _("Game")', []),
    ('from .words.editor import NO_NEW_SET\ndef shown():\n    return str(NO_NEW_SET)', []),
])
def test_the_import_check_finds_what_it_says_it_covers(source, found):
    assert translated_at_import(source) == found
