"""Qt's own command-line options (-style, -platform, -reverse...) open the editor with them, as in
any Qt program, instead of being refused as unknown commands."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core.words.i18n import set_language
from gobenson_gui.gui import app

from .gui.driving import ROOT, WELCOME


@pytest.fixture
def editor_calls(monkeypatch):
    """The editor's start, recorded instead of run: (files, Qt's options, --lang) per call."""
    calls = []
    monkeypatch.setattr(app, "main", lambda files, qt_options, language: calls.append((files, qt_options, language))
                        or 0)
    yield calls
    set_language("en")


def test_qt_options_go_to_the_editor_with_the_file(editor_calls):
    assert main(["-style", "fusion", "game.sgf", "-qwindowgeometry=800x600", "-reverse"]) == 0
    assert editor_calls == [(["game.sgf"], ["-style", "fusion", "-qwindowgeometry=800x600", "-reverse"], None)]


def test_the_language_asked_for_goes_to_the_editor_which_puts_it_before_its_preferences(editor_calls):
    assert main(["--lang", "de", "game.sgf"]) == 0
    assert main(["--lang=ja"]) == 0
    assert editor_calls == [(["game.sgf"], [], "de"), ([], [], "ja")]


def test_a_platform_option_stands_in_for_the_display(editor_calls, monkeypatch):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert main(["-platform", "offscreen"]) == 0
    assert editor_calls == [([], ["-platform", "offscreen"], None)]


def test_a_qt_option_without_its_value_is_refused_in_one_line(editor_calls, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["game.sgf", "-style"])
    assert stop.value.code == 2 and editor_calls == []
    assert capsys.readouterr().err.splitlines()[-1] == "gobenson: error: Qt's option -style needs a value"


def test_commands_do_not_take_qt_options(editor_calls, capsys):
    with pytest.raises(SystemExit):
        main(["analyze", "-style", "fusion", str(WELCOME)])
    assert editor_calls == [] and "unrecognized arguments" in capsys.readouterr().err


QUIT_WHEN_SHOWN = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from gobenson_gui import cli
from gobenson_gui.gui import app


class Application(QApplication):
    \"\"\"Says what Qt made of its options once the window is up, then quits.\"\"\"

    def __init__(self, argv):
        super().__init__(argv)
        self.style_made = self.style().name()  # before the style sheet wraps the style
        QTimer.singleShot(0, self.report)

    def report(self):
        from gobenson_gui.gui.main_window import MainWindow

        window = next(w for w in self.topLevelWidgets() if isinstance(w, MainWindow))
        print(self.platformName(), self.style_made, self.isRightToLeft(), window.windowTitle())
        self.quit()


app.QApplication = Application
sys.exit(cli.main(sys.argv[1:]))
"""


def test_the_editor_starts_with_qt_options_and_no_display(tmp_path):
    environment = {name: value for name, value in os.environ.items()
                   if name not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    environment.update(XDG_DATA_HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", QUIT_WHEN_SHOWN, "-platform", "offscreen", "-style", "windows",
                           "-reverse", str(WELCOME)], capture_output=True, text=True, env=environment, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split(maxsplit=3) == ["offscreen", "windows", "True", "welcome.sgf[*] \u2014 gobenson\n"]


@pytest.mark.parametrize(("word", "meant"), [("analyse", "analyze"), ("anotate", "annotate"), ("problem", "problems")])
def test_a_misspelt_command_is_named_not_opened_as_a_file(editor_calls, capsys, tmp_path, monkeypatch, word, meant):
    """``gobenson analyse FILE`` (a common spelling) says which command was meant, as git does,
    instead of opening the editor on a file named analyse."""
    monkeypatch.chdir(tmp_path)
    assert main([word, "game.sgf"]) == 2
    assert editor_calls == []
    assert capsys.readouterr().err == f"gobenson: '{word}' is not a command; did you mean '{meant}'?\n"


def test_a_file_named_like_a_command_and_a_word_close_to_none_open_the_editor(editor_calls, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "analyse").write_text("X O\n")
    assert main(["analyse"]) == 0 and main(["game.sgf"]) == 0
    assert editor_calls == [(["analyse"], [], None), (["game.sgf"], [], None)]
