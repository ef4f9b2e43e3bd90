"""Conventions that the linters in .ci/run cannot check: PySide6's enum members go by their qualified
names (the only names its type stubs know), and drawing/ paints without widgets (import-linter
forbids whole packages only, not PySide6.QtWidgets)."""

from __future__ import annotations

import ast
import enum
import importlib
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYTHON_FILES = sorted(path for folder in ("gobenson_gui", "tests", "tools", "benchmarks")
                      for path in (ROOT / folder).rglob("*.py"))


class ShortName(NamedTuple):
    """A PySide6 enum member named without its enum, and the name to write instead."""
    line: int
    start: int  # the columns of the attribute access, in UTF-8 bytes as ast counts them
    end: int
    qualified: str


def pyside_imports(tree: ast.Module) -> dict[str, object]:
    """The names a module binds with ``from PySide6.X import ...``, and the objects they stand for."""
    names: dict[str, object] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").partition(".")[0] == "PySide6":
            module = importlib.import_module(node.module)
            names.update((alias.asname or alias.name, getattr(module, alias.name)) for alias in node.names)
    return names


def short_enum_names(source: str) -> list[ShortName]:
    """Every ``Owner.Member`` in *source* where Member belongs to an enum nested in a PySide6 class
    (``Qt.AlignCenter`` for ``Qt.AlignmentFlag.AlignCenter``). PySide6 finds such names at run time
    but lists them nowhere (``dir`` lacks them), so a name that ``dir`` lacks and that resolves to an
    enum member is one."""
    tree = ast.parse(source)
    classes = {name: owner for name, owner in pyside_imports(tree).items() if isinstance(owner, type)}
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in classes):
            continue
        owner = classes[node.value.id]
        member = getattr(owner, node.attr, None)
        if isinstance(member, enum.Enum) and node.attr not in dir(owner):
            enum_name = type(member).__name__
            assert getattr(owner, enum_name, None) is type(member), f"{node.value.id}.{node.attr}: no enum to name"
            found.append(ShortName(node.lineno, node.col_offset, node.end_col_offset or 0,
                                   f"{node.value.id}.{enum_name}.{node.attr}"))
    return sorted(found)


def test_pyside_enum_members_are_named_with_their_enum():
    unqualified = [f"{path.relative_to(ROOT)}:{name.line}: {name.qualified}"
                   for path in PYTHON_FILES for name in short_enum_names(path.read_text(encoding="utf-8"))]
    assert not unqualified, "write the qualified names:\n" + "\n".join(unqualified)


@pytest.mark.parametrize("source, qualified", [
    ("from PySide6.QtCore import Qt\nQt.AlignCenter", ["Qt.AlignmentFlag.AlignCenter"]),
    ("from PySide6.QtWidgets import QLabel\nQLabel.Box", ["QLabel.Shape.Box"]),  # an enum QLabel inherits
    ("from PySide6.QtCore import Qt\nQt.AlignmentFlag.AlignCenter", []),
    ("from PySide6.QtCore import Qt as Q\nQ.LeftButton", ["Q.MouseButton.LeftButton"]),
])
def test_short_enum_names_are_found(source, qualified):
    assert [name.qualified for name in short_enum_names(source)] == qualified


def imported_names(path: Path) -> set[str]:
    """Every module a file imports, and every ``module.name`` it imports from one."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_drawing_imports_no_widgets():
    drawing = sorted((ROOT / "gobenson_gui" / "drawing").rglob("*.py"))
    assert drawing, "the drawing layer is gobenson_gui/drawing"
    widgets = [f"{path.relative_to(ROOT)}: {name}" for path in drawing for name in sorted(imported_names(path))
               if name.startswith("PySide6.QtWidgets")]
    assert not widgets
