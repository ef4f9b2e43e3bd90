"""Qt runs without a display in tests and CI; fixtures shared by the command-line tests."""

import os
from pathlib import Path

import pytest

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
