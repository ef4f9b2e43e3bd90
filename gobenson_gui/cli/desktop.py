"""``gobenson desktop install|uninstall``: gobenson as a freedesktop application -- its menu
entry, its icon in the hicolor theme, the SGF MIME type and its thumbnailer, the manual page
and the shell completions -- for the user (under ``$XDG_DATA_HOME``) or, with ``--system``,
for everyone (under /usr/local/share).  The desktop's caches are refreshed with the tools
that are installed, and what was done is said a line at a time.

An install is all or nothing: every file is written beside its place first, and put in place
only once all are; when one cannot be written, what this run wrote (the folders it made too) is
removed and one line says which file and why."""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from .. import __version__
from . import xdg_home
from ..core.atomic import Staged, WriteError, stage, temporary_path
from .words import desktop as words
from .words import PROGRAM
from ..gui.data import APPLICATION_ICON_SIZES, RESOURCES
from .arguments import Commands
from .completion import WRITERS
from .manual import SECTION, manual_page
from .outline import outline

DESKTOP_FILES = RESOURCES / "desktop"
MIME_TYPE = "application/x-go-sgf"
APPLICATION = "gobenson.desktop"
SYSTEM_DATA = Path("/usr/local/share")
COMPLETION_PLACES = {"bash": "bash-completion/completions/{program}", "zsh": "zsh/site-functions/_{program}",
                     "fish": "fish/vendor_completions.d/{program}.fish"}


def user_data() -> Path:
    """``$XDG_DATA_HOME``, or its default ~/.local/share when it is unset or not absolute (the
    specification says to ignore a relative one)."""
    return xdg_home("XDG_DATA_HOME", ".local/share")


def program_command() -> str:
    """How the desktop starts gobenson: the installed command's full path (a menu does not see
    the PATH a shell profile sets, such as pipx's ~/.local/bin), or the bare name if none is found."""
    found = shutil.which(PROGRAM)
    return str(Path(found).resolve()) if found else PROGRAM


def exec_argument(text: str) -> str:
    """``text`` as one argument of a desktop entry's Exec key (quoted as its specification says)."""
    if text and not any(character in text for character in ' \t\n"\'\\><~|&;$*?#()`='):
        return text
    return '"' + "".join("\\" + c if c in '"`$\\' else c for c in text) + '"'


@dataclass(frozen=True)
class InstalledFile:
    """A file the desktop command writes: where under the data folder, and its bytes."""

    place: str
    data: bytes


def icon_place(size: int) -> str:
    return "icons/hicolor/{n}x{n}/apps/gobenson.png".format(n=size)


def _icon_pngs() -> list[InstalledFile]:
    """The icon drawn at every hicolor size from its SVG (the simplified glyph for small sizes)."""
    from .render import drawing_with_qt

    with drawing_with_qt():
        from ..drawing.render import device_bytes, save_image
        from ..gui.app import application_icon_image

        return [InstalledFile(icon_place(size),
                              device_bytes(partial(save_image, application_icon_image(size), kind="PNG")))
                for size in APPLICATION_ICON_SIZES]


def text_files(command: str) -> list[InstalledFile]:
    """What ``desktop install`` writes besides the PNG icons, with ``command`` as the program the
    entries start."""
    def template(name: str) -> bytes:
        text = (DESKTOP_FILES / name).read_text(encoding="utf-8")
        return text.replace("@COMMAND@", exec_argument(command)).replace("@PATH@", command).encode()

    from . import build_parser

    program = outline(build_parser())
    return [InstalledFile("applications/" + APPLICATION, template("gobenson.desktop")),
            InstalledFile("mime/packages/gobenson-sgf.xml", (DESKTOP_FILES / "gobenson-sgf.xml").read_bytes()),
            InstalledFile("thumbnailers/gobenson.thumbnailer", template("gobenson.thumbnailer")),
            InstalledFile("icons/hicolor/scalable/apps/gobenson.svg", (DESKTOP_FILES / "gobenson.svg").read_bytes()),
            InstalledFile("man/man{section}/{program}.{section}".format(section=SECTION, program=PROGRAM),
                          manual_page(program, __version__).encode()),
            *(InstalledFile(COMPLETION_PLACES[shell].format(program=PROGRAM), write(program).encode())
              for shell, write in WRITERS.items())]


def installed_files(command: str) -> list[InstalledFile]:
    return text_files(command) + _icon_pngs()


def installed_places() -> list[str]:
    """Where everything ``desktop install`` writes goes, found without drawing the icons."""
    return [file.place for file in text_files(PROGRAM)] + [icon_place(size) for size in APPLICATION_ICON_SIZES]


def run_tool(*command: str, what: str) -> None:
    """Run a desktop database tool if it is installed, and say what happened either way."""
    if shutil.which(command[0]) is None:
        print(words.tool_missing(command[0], what))
        return
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    print(words.ran(shlex.join(command)) if status == 0 else words.tool_failed(shlex.join(command), status),
          file=sys.stdout if status == 0 else sys.stderr)


def refresh(data: Path) -> None:
    run_tool("update-mime-database", str(data / "mime"), what="the MIME database")
    run_tool("update-desktop-database", str(data / "applications"), what="the desktop entries' MIME cache")
    run_tool("gtk-update-icon-cache", "--force", "--ignore-theme-index", str(data / "icons" / "hicolor"),
             what="the icon cache")


def install(data: Path, make_default: bool) -> int:
    try:
        placed = put_in_place(data, installed_files(program_command()))
    except WriteError as error:  # its words name the file and say why
        print(words.not_installed(error), file=sys.stderr)
        return 1
    for path in placed:
        print(words.installed(str(path)))
    refresh(data)
    if make_default:
        run_tool("xdg-mime", "default", APPLICATION, MIME_TYPE, what=words.made_default(MIME_TYPE))
    return 0


def put_in_place(data: Path, files: list[InstalledFile]) -> list[Path]:
    """Write ``files`` under ``data``, all or none: each is staged beside its place, and only
    once every one is are they put in place, a file already there kept aside (a second link to
    it) until all are.  WriteError, with what this run wrote removed and the files that were
    there put back."""
    made: list[Path] = []
    staged: list[Staged] = []
    kept: dict[Path, Path | None] = {}
    """Each file in place before this run, and its second link, if one could be made."""
    placed = 0
    try:
        for file in files:
            path = data / file.place
            made += make_folders(path.parent)
            staged.append(stage(path, file.data))
        for each in staged:
            if each.real.exists():
                kept[each.real] = second_link(each.real)
            each.put_in_place()  # removes its own temporary file when it fails
            placed += 1
    except WriteError:
        for each in staged[placed:]:
            each.discard()
        for each in staged[:placed]:
            put_back(each.real, kept)
        for folder in reversed(made):
            remove_empty(folder)
        raise
    finally:
        for link in kept.values():
            if link is not None and link.exists():
                link.unlink()
    return [each.path for each in staged]


def second_link(path: Path) -> Path | None:
    """A second name for the file ``path`` beside it, to put it back by; None where the file
    system has no hard links."""
    link = temporary_path(path)
    try:
        os.link(path, link)
    except OSError:
        return None
    return link


def put_back(path: Path, kept: dict[Path, Path | None]) -> None:
    """Undo this run's file at ``path``: the file that was there back in place, else none."""
    try:
        earlier = kept.get(path)
        if earlier is not None:
            os.replace(earlier, path)
        elif path not in kept:
            path.unlink(missing_ok=True)
    except OSError:
        pass  # best effort: the error that stopped the install is the one to say


def make_folders(folder: Path) -> list[Path]:
    """Make ``folder`` and the folders above it that are missing; those made, outermost first.
    WriteError (after removing those) when one cannot be made."""
    missing = [folder, *folder.parents]
    missing = list(reversed(missing[:next(index for index, each in enumerate(missing) if each.is_dir())]))
    made: list[Path] = []
    for each in missing:
        try:
            each.mkdir()
        except FileExistsError:
            continue
        except OSError as error:
            for done in reversed(made):
                remove_empty(done)
            raise WriteError(each, error.strerror or str(error), error.errno) from None
        made.append(each)
    return made


def remove_empty(folder: Path) -> None:
    """Remove a folder this run made, unless something else has put a file in it meanwhile."""
    try:
        folder.rmdir()
    except OSError:
        pass


def uninstall(data: Path) -> int:
    for place in installed_places():
        path = data / place
        if path.exists():
            try:
                path.unlink()
            except OSError as error:
                print(words.cannot_remove(str(path), error.strerror or error), file=sys.stderr)
                return 1
            print(words.removed(str(path)))
    refresh(data)
    print(words.default_left(MIME_TYPE))
    return 0


def run_desktop(args: argparse.Namespace) -> int:
    data = SYSTEM_DATA if args.system else user_data()
    if args.action == "install":
        return install(data, args.default)
    if args.default:
        print(words.default_needs_install(), file=sys.stderr)
        return 2
    return uninstall(data)


def add_command(commands: Commands) -> None:
    desktop = commands.add_parser(
        "desktop", help="add gobenson to the desktop: menu entry, icon, SGF file type, thumbnails, manual page "
                        "and shell completion",
        description="Install (or remove) gobenson's freedesktop integration: its menu entry, its icon, the SGF "
                    "MIME type application/x-go-sgf with gobenson's thumbnailer, the manual page and the bash, "
                    "zsh and fish completions; then refresh the MIME, desktop and icon databases with the tools "
                    "that are installed.")
    desktop.add_argument("action", choices=("install", "uninstall"), help="add or remove the files")
    desktop.add_argument("--system", action="store_true",
                         help="for every user, under /usr/local/share (default: for you, under $XDG_DATA_HOME "
                              "or ~/.local/share)")
    desktop.add_argument("--default", action="store_true",
                         help="make gobenson the application that opens SGF files (with xdg-mime)")
    desktop.set_defaults(run=run_desktop)
