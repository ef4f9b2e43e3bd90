"""The frozen programs' entry point: PyInstaller runs a script, not ``python -m gobenson_gui``."""

import sys

from gobenson_gui.cli import main

sys.exit(main())
