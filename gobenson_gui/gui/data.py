"""Where the editor's files are: icons and style in ``resources/``, the welcome position in
``sample_sgf/``, the manual in ``docs/``.  In a source checkout (and an editable install) they sit
beside the package; a regular install ships them inside it as ``gobenson_gui.resources``,
``gobenson_gui.samples`` and ``gobenson_gui.manual`` (see pyproject.toml)."""

from __future__ import annotations

from importlib.util import find_spec
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parents[2]


def data_folder(checkout_folder: str, installed_package: str) -> Path:
    local = _CHECKOUT / checkout_folder
    if (_CHECKOUT / "pyproject.toml").is_file() and local.is_dir():
        return local
    # The installed folders hold data only (no __init__.py): namespace packages, found by path.
    spec = find_spec(installed_package)
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return local  # neither is there: callers find no file and do without it


RESOURCES = data_folder("resources", "gobenson_gui.resources")
WELCOME = data_folder("sample_sgf", "gobenson_gui.samples") / "welcome.sgf"
SAMPLES = WELCOME.parent
"""The sample positions File > Open sample lists."""
MANUAL = data_folder("docs", "gobenson_gui.manual")
"""The manual's pages, which Help > Manual shows."""

APPLICATION_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The pixels the application icon is drawn at: the window's icon and the desktop's (hicolor)."""
SMALL_ICON_MOST = 32


def application_icon_svg(size: int) -> Path:
    """The drawing of the application icon at ``size`` pixels: up to 32 the simplified glyph (two
    stones on a corner of the grid), as the full board's lines merge into a smudge at 16 and 24."""
    return RESOURCES / "desktop" / ("gobenson-small.svg" if size <= SMALL_ICON_MOST else "gobenson.svg")
