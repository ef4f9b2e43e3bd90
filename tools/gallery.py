"""Screenshots of the editor in every mode, at several screen sizes, in a light and a dark desktop
theme, each with a window manager's frame, and a contact sheet of them all: to see what users see.

    python tools/gallery.py [FOLDER] [--screens 1024x700,1920x1080@2] [--themes light,dark] [--langs en,ja,de]

FOLDER defaults to ``gallery/`` in the system's temporary folder.  For each screen (1024x700,
1366x768, 1920x1080, and 1920x1080 at QT_SCALE_FACTOR=2) and theme it starts an X server of that
size (Xvfb) with a window manager (openbox) and runs the editor there under this script's driver
(``--drive``), which walks the modes -- editing, stepping (a middle half-step), the capture replay
(K on an unsafe block), verify by search (V, until its result), the exercise generator's dialog and
a generated set after Check, presentation (F11), and the dialogs (glossary, keyboard shortcuts, game
info, make exercise, new board, preferences, about) -- and grabs the whole screen after each
step, frame and all.  The shots are SCREEN-THEME/NN-STEP.png (SCREEN-THEME-LANG/ in a language other
than English: ``--langs`` names the languages, ``GOBENSON_LANG`` codes, English alone by default);
``contact-sheet.png`` shows them as labelled thumbnails, a row per screen, theme and language.

It needs, besides gobenson's own requirements, these system packages (Debian and Ubuntu names):
``xvfb`` and ``openbox``; the X libraries Qt's xcb plugin loads (the list is in the README); and for
the dark theme ``libgtk-3-0`` and ``gnome-themes-extra`` (Qt's gtk3 platform theme with
Adwaita:dark).  Each editor gets settings and recovery folders of its own, so the user's are never
touched.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "sample_sgf" / "sensei_example1.sgf"
UNSAFE_STONE = (4, 0)
"""E6 of the sample: a black block cast out in round 1, so K has a capture to replay."""


@dataclass(frozen=True)
class Screen:
    name: str
    size: str
    scale: int = 1


SCREENS = (Screen("1024x700", "1024x700"), Screen("1366x768", "1366x768"), Screen("1920x1080", "1920x1080"),
           Screen("1920x1080@2", "1920x1080", 2))
THEMES = {"light": {}, "dark": {"QT_QPA_PLATFORMTHEME": "gtk3", "GTK_THEME": "Adwaita:dark"}}
PROGRAMS = {"Xvfb": "xvfb", "openbox": "openbox"}
"""The programs the gallery runs, and the Debian and Ubuntu packages that hold them."""
SETTLE_MS = 700
"""How long a step is given to be drawn (and framed by the window manager) before the shot."""
READY_TIMEOUT_MS = 60_000


# -- the driver, inside the editor ------------------------------------------------------------------------------

def always_true() -> bool:
    return True


def nothing() -> None:
    pass


@dataclass(frozen=True)
class Step:
    """One shot of the walk: once ``first()`` holds, ``act`` puts the window in the mode; the shot is
    taken once ``ready()`` holds and the step has had its time to be drawn; then ``leave`` undoes it."""

    name: str
    act: Callable[[], None]
    ready: Callable[[], bool] = always_true
    leave: Callable[[], None] = nothing
    first: Callable[[], bool] = always_true


class Walk:
    """The editor's modes one step after another, a shot after each; ``finished()`` when done.

    A modal dialog's step opens it from the event loop -- its ``exec`` returns only when the walk,
    still running inside that loop, has taken the shot and closed the dialog.  Waiting for a
    condition polls it every 100 ms, for at most a minute: a shot that gives up is named so."""

    def __init__(self, window, shoot: Callable[[str], None], finished: Callable[[], None],
                 settle_ms: int = SETTLE_MS) -> None:
        self.window = window
        self.control = window.controller
        self.shoot = shoot
        self.finished = finished
        self.settle_ms = settle_ms
        self.steps = self._steps()
        self.taken: list[str] = []

    def names(self) -> list[str]:
        return [step.name for step in self.steps]

    def start(self) -> None:
        self._next()

    # the pacing

    def _next(self) -> None:
        if len(self.taken) == len(self.steps):
            self.finished()
            return
        step = self.steps[len(self.taken)]
        self._when(step.first, lambda given: self._act(step, given))

    def _act(self, step: Step, given: bool) -> None:
        step.act()
        QTimer.singleShot(self.settle_ms,
                          lambda: self._when(step.ready, lambda ready: self._shoot(step, given and ready)))

    def _shoot(self, step: Step, ready: bool) -> None:
        self.shoot(step.name if ready else f"{step.name}-not-ready")
        self.taken.append(step.name)
        step.leave()
        QTimer.singleShot(0, self._next)

    def _when(self, condition: Callable[[], bool], then: Callable[[bool], None], waited_ms: int = 0) -> None:
        """``then(True)`` once ``condition()`` holds, ``then(False)`` if it has not after a minute."""
        if condition() or waited_ms >= READY_TIMEOUT_MS:
            then(condition())
        else:
            QTimer.singleShot(100, lambda: self._when(condition, then, waited_ms + 100))

    # the steps

    def _steps(self) -> list[Step]:
        window, control = self.window, self.control

        def middle() -> None:
            control.move_slider(control.session.slider_length() // 2)

        def replay() -> None:
            control.set_hover(UNSAFE_STONE)
            window.registry["show-kill"].trigger()
            middle()

        def presentation() -> None:
            window.classroom.toggle_presentation()
            middle()

        def answer_and_check() -> None:
            board = control.session.board
            control.click(board.geometry.first_point(board.black | board.white))  # an answer, right or wrong
            window.exercise_mode.panel.check_button.click()

        def back_to_the_sample() -> None:
            control.leave()
            window.file.open_path(str(SAMPLE), sample=True, confirmed=True)

        def open_the_sample() -> None:
            window.file.open_path(str(SAMPLE), sample=True, confirmed=True)
            control.set_hover(UNSAFE_STONE)

        return [
            Step("editing", open_the_sample),
            Step("stepping", middle, leave=control.leave),
            Step("capture-replay", replay, lambda: control.session.replay is not None, control.leave),
            Step("verify-by-search", window.registry["verify"].trigger,
                 lambda: control.session.verification is not None, control.leave),
            self._dialog("exercise-generator", window.registry["new-set"].trigger, accept=True),
            Step("exercises-checked", answer_and_check, leave=back_to_the_sample,
                 first=lambda: control.session.exercise is not None),  # the set may be made in the background
            Step("presentation", presentation, window.classroom.presentation.isVisible,
                 lambda: (window.classroom.toggle_presentation(), control.leave())),
            self._window("glossary", window.classroom.show_glossary),
            self._window("keyboard-shortcuts", window.classroom.show_shortcuts),
            self._dialog("game-info", window.registry["game-info"].trigger),
            self._dialog("make-exercise", lambda: (control.set_hover(UNSAFE_STONE),
                                                   window.registry["make-exercise"].trigger())),
            self._dialog("new-board", window.registry["new-board"].trigger),
            self._dialog("preferences", window.registry["preferences"].trigger),
            self._dialog("about", window.classroom.about),
        ]

    @staticmethod
    def _window(name: str, show: Callable[[], QWidget]) -> Step:
        shown = []
        return Step(name, lambda: shown.append(show()), leave=lambda: shown.pop().close())

    @staticmethod
    def _dialog(name: str, trigger: Callable[[], None], accept: bool = False) -> Step:
        def close() -> None:
            dialog = QApplication.activeModalWidget()
            dialog.accept() if accept else dialog.reject()

        return Step(name, lambda: QTimer.singleShot(0, trigger), lambda: QApplication.activeModalWidget() is not None,
                    close)


def drive(folder: Path) -> int:
    """Inside the editor's X display: walk the modes, a screenshot of the whole screen after each."""
    from gobenson_gui.gui.app import application
    from gobenson_gui.gui.main_window import MainWindow

    app = application(["gobenson"])
    window = MainWindow()
    window.show()
    folder.mkdir(parents=True, exist_ok=True)

    def shoot(name: str) -> None:
        number = len(list(folder.glob("*.png")))
        QGuiApplication.primaryScreen().grabWindow(0).save(str(folder / f"{number:02d}-{name}.png"))

    walk = Walk(window, shoot, app.quit)
    QTimer.singleShot(SETTLE_MS, walk.start)
    app.exec()
    return 0 if len(walk.taken) == len(walk.steps) else 1


# -- the X servers, outside ------------------------------------------------------------------------------------

def start_x_server(size: str) -> tuple[subprocess.Popen, int | None]:
    """Xvfb on a display number it finds free itself (``-displayfd``), so that X servers started
    side by side never share one: the process and the number, None if it did not start."""
    reading, writing = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(writing), "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                              pass_fds=(writing,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(writing)
    with os.fdopen(reading) as said:
        number = said.readline().strip()  # written once the server is ready; empty if it failed
    return server, int(number) if number.isdigit() else None


def shoot_screen(screen: Screen, theme: str, folder: Path, language: str = "en") -> str:
    """Run the driver on an X server of ``screen``'s size with openbox, the editor speaking
    ``language``; a line saying how it went."""
    server, number = start_x_server(screen.size)
    processes = [server]
    try:
        if number is None:
            return f"{folder.name}: Xvfb did not start"
        home = Path(tempfile.mkdtemp(prefix="gobenson-gallery-"))
        environment = dict(os.environ, DISPLAY=f":{number}", QT_QPA_PLATFORM="xcb", QT_SCALE_FACTOR=str(screen.scale),
                           XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
                           GOBENSON_LANG=language,
                           PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
                           **THEMES[theme])
        processes.append(subprocess.Popen(["openbox"], env=environment, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL))
        time.sleep(1)  # openbox takes the screen before the editor's window maps, so it gets a frame
        editor = subprocess.run([sys.executable, __file__, "--drive", str(folder)], env=environment,
                                capture_output=True, text=True, timeout=600)
        shutil.rmtree(home, ignore_errors=True)
        shots = len(list(folder.glob("*.png")))
        return f"{folder.name}: {shots} shots" + ("" if editor.returncode == 0 else
                                                   f", the driver failed: {editor.stderr.strip()[-300:]}")
    finally:
        for process in reversed(processes):
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()


def contact_sheet(rows: list[tuple[str, list[Path]]], out: Path, columns: int = 6, thumb_width: int = 300) -> None:
    """The shots as thumbnails, under each screen and theme's title ``columns`` a line, each under
    its step's name."""
    QGuiApplication.instance() or QGuiApplication(["gallery"])
    thumb_height, label, margin = thumb_width * 9 // 16, 18, 8
    cell_height = label + thumb_height + margin
    lines = [-(-len(shots) // columns) for _, shots in rows]
    sheet = QImage(margin + columns * (thumb_width + margin), margin + len(rows) * (label + margin) +
                   sum(lines) * cell_height, QImage.Format.Format_RGB32)
    sheet.fill(QColor("white"))
    painter = QPainter(sheet)
    title_font, step_font = QFont(), QFont()
    title_font.setPixelSize(15)
    title_font.setBold(True)
    step_font.setPixelSize(13)
    top = margin
    for (title, shots), count in zip(rows, lines):
        painter.setPen(QColor("black"))
        painter.setFont(title_font)
        painter.drawText(margin, top + label - 3, title)
        painter.setFont(step_font)
        top += label + margin
        for place, shot in enumerate(shots):
            left = margin + place % columns * (thumb_width + margin)
            cell_top = top + place // columns * cell_height
            painter.setPen(QColor("black"))
            painter.drawText(QRect(left, cell_top, thumb_width, label),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shot.stem.split("-", 1)[1])
            image = QImage(str(shot)).scaled(thumb_width, thumb_height, Qt.AspectRatioMode.KeepAspectRatio,
                                             Qt.TransformationMode.SmoothTransformation)
            painter.drawImage(left, cell_top + label, image)
            painter.setPen(QColor("#888888"))
            painter.drawRect(left, cell_top + label, image.width() - 1, image.height() - 1)
        top += count * cell_height
    painter.end()
    sheet.save(str(out))


def main(argv: list[str] | None = None) -> int:
    from gobenson_gui.core.words.i18n import LANGUAGES

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", type=Path, default=Path(tempfile.gettempdir()) / "gallery")
    parser.add_argument("--screens", default=",".join(screen.name for screen in SCREENS),
                        help="which screens, by name (default: all)")
    parser.add_argument("--themes", default=",".join(THEMES), help="which themes (default: light,dark)")
    parser.add_argument("--langs", default="en", help="which languages, by GOBENSON_LANG code (default: en)")
    parser.add_argument("--drive", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.drive:
        return drive(args.folder)
    screens = [screen for screen in SCREENS if screen.name in args.screens.split(",")]
    themes = [theme for theme in THEMES if theme in args.themes.split(",")]
    languages = [code for code in args.langs.split(",") if code in LANGUAGES]
    if not screens or not themes or not languages:
        parser.error(f"no such screen, theme or language: screens are {', '.join(s.name for s in SCREENS)}; "
                     f"themes are {', '.join(THEMES)}; languages are {', '.join(LANGUAGES)}")
    missing = {program: package for program, package in PROGRAMS.items() if shutil.which(program) is None}
    if missing:
        print(f"gallery: {' and '.join(missing)} not found (apt-get install "
              f"{' '.join(missing.values())})", file=sys.stderr)
        return 1
    rows = []
    for screen in screens:
        for theme in themes:
            for language in languages:
                folder = args.folder / "-".join([screen.name, theme] + ([language] if language != "en" else []))
                shutil.rmtree(folder, ignore_errors=True)
                print(shoot_screen(screen, theme, folder, language), flush=True)
                rows.append((f"{screen.name}, {theme}, {language}", sorted(folder.glob("*.png"))))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    contact_sheet(rows, args.folder / "contact-sheet.png")
    print(f"contact sheet: {args.folder / 'contact-sheet.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
