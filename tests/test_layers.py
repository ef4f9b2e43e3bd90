"""The layers hold: ``view`` loads without Qt, PIL, ``gtp``, ``drawing``, ``gui``, ``cli`` or
``subprocess``, ``gtp`` without Qt, PIL, ``drawing``, ``gui`` or ``cli``, and ``drawing`` without
``gui`` or ``cli``, so the command line never needs the widgets, the editor's decisions are
testable without a window, and only GTP starts an engine's process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def loaded_beside(package: str) -> list[str]:
    """The modules that importing every module of ``package`` (in a fresh interpreter) loads."""
    code = ("import sys, pkgutil, importlib\n"
            f"package = importlib.import_module({package!r})\n"
            "for module in pkgutil.iter_modules(package.__path__):\n"
            "    importlib.import_module(package.__name__ + '.' + module.name)\n"
            "print('\\n'.join(sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False,
                            env={"PYTHONPATH": str(ROOT), "PATH": "", "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


@pytest.mark.parametrize("package, module, forbidden", [
    ("gobenson_gui.view", "session", ("PySide6", "shiboken6", "PIL", "gobenson_gui.gtp", "gobenson_gui.drawing",
                                      "gobenson_gui.gui", "gobenson_gui.cli", "subprocess")),
    ("gobenson_gui.gtp", "server", ("PySide6", "shiboken6", "PIL", "gobenson_gui.drawing", "gobenson_gui.gui",
                                    "gobenson_gui.cli")),
    ("gobenson_gui.drawing", "board_painter", ("gobenson_gui.gui", "gobenson_gui.cli")),
])
def test_a_layer_loads_nothing_above_it(package, module, forbidden):
    loaded = loaded_beside(package)
    assert f"{package}.{module}" in loaded
    assert [name for name in loaded if name.startswith(forbidden)] == []
