"""Qt runs without a display in tests and CI; fixtures shared by the command-line tests."""

import os
from pathlib import Path

import pytest
from hypothesis import settings

# No deadline per example: a busy machine makes a slow example, not a wrong one, and a test that fails
# by the clock fails by the load (a property test's name-keeping hit 257 ms against 200 ms at load 11).
settings.register_profile("gobenson", deadline=None)
settings.load_profile("gobenson")

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GOBENSON_LANG"] = "en"  # the tests read gobenson's English, whatever the machine's language


@pytest.fixture
def files(tmp_path: Path):
    """Write a named file under the test's temporary folder; returns its path."""
    def write(name: str, data: bytes | str) -> str:
        path = tmp_path / name
        path.write_bytes(data.encode() if isinstance(data, str) else data)
        return str(path)
    return write


_widgets_application = []
"""The QApplication made for the editor's tests, kept alive for the session."""


def pytest_collection_finish(session):
    """When the editor's tests are among those collected, make their QApplication first.

    ``render`` and ``thumbnail``, run in-process by the command-line tests, draw with a
    QGuiApplication of their own when none exists; widgets cannot live in one (Qt aborts the
    process), so a command-line test collected before an editor test would end the run."""
    if any(item.get_closest_marker("gui") for item in session.items):
        from PySide6.QtWidgets import QApplication

        if QApplication.instance() is None:
            name = session.config.getini("qt_qapp_name")  # as pytest-qt's qapp would name it
            application = QApplication([name])
            application.setApplicationName(name)
            _widgets_application.append(application)
