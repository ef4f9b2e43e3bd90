"""A regular (not editable) install ships every package of the source tree."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_of_the_source_tree_is_listed_for_installation():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "gobenson_gui").rglob("__init__.py")}
    assert found <= listed, f"not installed: {sorted(found - listed)}"


def test_every_resource_file_is_shipped_by_a_package_data_pattern():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = project["tool"]["setuptools"]["package-data"]["gobenson_gui.resources"]
    shipped = {path for pattern in patterns for path in (ROOT / "resources").glob(pattern)}
    needed = {*(ROOT / "resources" / "desktop").iterdir(), *(ROOT / "resources" / "icons").glob("*.svg")}
    assert needed <= shipped, f"not shipped: {sorted(str(path) for path in needed - shipped)}"


def test_every_page_and_picture_of_the_manual_is_shipped_by_a_package_data_pattern():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = project["tool"]["setuptools"]["package-data"]["gobenson_gui.manual"]
    shipped = {path for pattern in patterns for path in (ROOT / "docs").glob(pattern)}
    needed = {*(ROOT / "docs").rglob("*.md"), *(ROOT / "docs").rglob("*.png")}
    assert (ROOT / "docs" / "index.md") in needed
    assert needed <= shipped, f"not shipped: {sorted(str(path) for path in needed - shipped)}"


def test_the_metadata_names_the_license_and_authors_and_a_console_free_editor():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT" and (ROOT / "LICENSE").read_text().startswith("MIT License")
    assert project["authors"] == [{"name": "the gobenson authors"}]
    assert project["scripts"]["gobenson"] == project["gui-scripts"]["gobenson-editor"] == "gobenson_gui.cli:main"
