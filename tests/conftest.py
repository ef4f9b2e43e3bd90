"""Qt runs without a display in tests and CI."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
