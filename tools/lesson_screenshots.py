"""The manual's pictures of the lesson page: a phone (390 pixels wide) and a desktop (1100), each in
the light and the dark scheme, taken in headless Chromium from pages ``gobenson lesson`` writes.

    python tools/lesson_screenshots.py [FOLDER]

FOLDER defaults to docs/images.  The pictures: the desktop in the light scheme with the mouse on E6 of
Sensei's Library's Example 1 (its explanation, the regions it speaks of); in the dark scheme an
exercise set after Check, marks and reasons; the phone in the light scheme stepping the sample's
casting-out (round 1, blocks leave), in the dark scheme the block at E6 tapped.  Each is saved with
256 colours and no dithering, as the manual's other pictures.  Needs Chromium, chromedriver and
selenium (see tests/lesson/browser.py).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from gobenson_gui.cli import main as gobenson  # noqa: E402
from gobenson_gui.core.exercises import Kind, generate, write_set  # noqa: E402
from tests.lesson.browser import missing, open_page, start_browser  # noqa: E402

SAMPLE = ROOT / "sample_sgf" / "sensei_example1.sgf"
DESKTOP = (1100, 760)
PHONE = (390, 844)


def shoot(browser, path: Path) -> None:
    """The window as it shows, in 256 colours without dithering."""
    raw = path.with_suffix(".raw.png")
    browser.save_screenshot(str(raw))
    with Image.open(raw) as image:
        image.convert("RGB").quantize(256, dither=Image.Dither.NONE).save(path, optimize=True)
    raw.unlink()


def point(browser, where: str):
    return browser.find_element("css selector", f'[data-point="{where}"]')


def hover_e6(browser) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(browser).move_to_element(point(browser, "ea")).perform()


def check_a_wrong_answer(browser) -> None:
    point(browser, "aa").click()
    browser.find_element("id", "check").click()


def step_to_round_one(browser) -> None:
    browser.find_element("id", "step-first").click()
    browser.find_element("id", "step-forward").click()
    browser.execute_script("window.scrollTo(0, 0)")


def tap_e6(browser) -> None:
    point(browser, "ea").click()
    browser.execute_script("window.scrollTo(0, 0)")


SHOTS = (("lesson-desktop-light.png", DESKTOP, False, "sample", hover_e6),
         ("lesson-desktop-dark.png", DESKTOP, True, "exercises", check_a_wrong_answer),
         ("lesson-phone-light.png", PHONE, False, "sample", step_to_round_one),
         ("lesson-phone-dark.png", PHONE, True, "sample", tap_e6))
"""Each picture: its name, the window's size, the dark scheme or not, the page and what is done on it."""


def main(argv: list[str]) -> int:
    why = missing()
    if why:
        print(f"lesson_screenshots: {why}", file=sys.stderr)
        return 1
    folder = Path(argv[0]) if argv else ROOT / "docs" / "images"
    with tempfile.TemporaryDirectory() as scratch:
        pages = {"sample": Path(scratch) / "sample.html", "exercises": Path(scratch) / "exercises.html"}
        sgf = Path(scratch) / "set.sgf"
        sgf.write_bytes(write_set([generate(kind, 1, 6, 6, 5)[0] for kind in Kind]))
        assert gobenson(["lesson", str(SAMPLE), "-o", str(pages["sample"])]) == 0
        assert gobenson(["lesson", str(sgf), "-o", str(pages["exercises"])]) == 0
        for name, size, dark, page, act in SHOTS:
            browser = start_browser(*size, dark=dark, phone=size == PHONE)
            try:
                open_page(browser, pages[page])
                act(browser)
                shoot(browser, folder / name)
            finally:
                browser.quit()
            print(folder / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
