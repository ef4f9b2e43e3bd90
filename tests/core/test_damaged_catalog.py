"""A catalog in GOBENSON_LOCALE_DIR that cannot be read -- damaged, cut short, not a file -- is
passed over with one line on standard error, once, and the shipped catalog speaks; never a
traceback at start."""

from __future__ import annotations

import gettext
import io
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from gobenson_gui.core.words import i18n
from gobenson_gui.core.words.i18n import EXTRA_LOCALE_VARIABLE, LOCALE_DIR, catalog_for

ROOT = Path(__file__).resolve().parents[2]
SHIPPED_GERMAN = (LOCALE_DIR / "de" / "LC_MESSAGES" / "gobenson.mo").read_bytes()
PASSED_OVER = gettext.GNUTranslations(io.BytesIO(SHIPPED_GERMAN)).gettext(
    "gobenson: a catalog in {folder} cannot be read ({reason}); the folder is passed over")
"""The line, in the German that speaks while the damaged German catalog is passed over."""
DAMAGED = {"not a catalog": b"garbage\n", "cut short": SHIPPED_GERMAN[:40],
           "cut in its texts": SHIPPED_GERMAN[:len(SHIPPED_GERMAN) // 2],
           "bad charset": SHIPPED_GERMAN.replace(b"charset=utf-8", b"charset=nosuch")}


def catalog_folder(tmp_path: Path, data: bytes | None) -> Path:
    """A folder of catalogs whose German one is ``data`` (None: a FIFO)."""
    folder = tmp_path / "catalogs"
    messages = folder / "de" / "LC_MESSAGES"
    messages.mkdir(parents=True)
    if data is None:
        os.mkfifo(messages / "gobenson.mo")
    else:
        (messages / "gobenson.mo").write_bytes(data)
    return folder


@pytest.mark.parametrize("data", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_catalog_is_passed_over_with_one_line_once(tmp_path, monkeypatch, capsys, data):
    folder = catalog_folder(tmp_path, data)
    monkeypatch.setenv(EXTRA_LOCALE_VARIABLE, str(folder))
    monkeypatch.setattr(i18n, "_said_bad_catalogs", set())
    for _ in range(2):
        assert catalog_for("de").gettext("&File") == "&Datei"  # the shipped catalog's word
    errors = capsys.readouterr().err
    before, after = PASSED_OVER.format(folder=folder, reason="\0").split("\0")
    assert before != PASSED_OVER and errors.startswith(before)
    assert errors.endswith(after + "\n") and errors.count("\n") == 1


def test_a_fifo_for_a_catalog_is_not_waited_on(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(EXTRA_LOCALE_VARIABLE, str(catalog_folder(tmp_path, None)))
    monkeypatch.setattr(i18n, "_said_bad_catalogs", set())
    found = []
    reader = threading.Thread(target=lambda: found.append(catalog_for("de")), daemon=True)
    reader.start()
    reader.join(20)
    assert found and found[0].gettext("&File") == "&Datei"
    assert "is not a regular file" in capsys.readouterr().err


def test_a_good_catalog_there_still_comes_first(tmp_path, monkeypatch):
    changed = SHIPPED_GERMAN.replace(b"&Datei", b"&Dxtei")
    monkeypatch.setenv(EXTRA_LOCALE_VARIABLE, str(catalog_folder(tmp_path, changed)))
    assert catalog_for("de").gettext("&File") == "&Dxtei"


def test_a_start_with_a_damaged_catalog_says_one_line_and_goes_on(tmp_path):
    folder = catalog_folder(tmp_path, b"garbage\n")
    environment = dict(os.environ, GOBENSON_LANG="de", PYTHONPATH=str(ROOT), **{EXTRA_LOCALE_VARIABLE: str(folder)})
    done = subprocess.run([sys.executable, "-m", "gobenson_gui", "--version"], env=environment, capture_output=True,
                          text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 0 and done.stdout.startswith("gobenson ")
    assert done.stderr == PASSED_OVER.format(folder=folder, reason="Bad magic number") + "\n"
