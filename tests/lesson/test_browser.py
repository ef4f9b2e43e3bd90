"""Lesson pages in a real browser (the system's headless Chromium), opened from disk with the network
off: the board drawn, a block explained in ``analyze``'s words, the casting-out stepped with the
slider's captions and words, a stone placed and the new position analysed as ``analyze`` analyses it,
exercises of every kind answered by clicks and graded as ``exercises check`` grades, the keyboard, a
phone's width, the dark scheme, print, other languages -- and never a request or a script error."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gobenson_gui.cli import main
from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.core.coords import sgf_point
from gobenson_gui.core.exercises import Exercise, Kind, generate, solution, write_set
from gobenson_gui.core.report import explain_block
from gobenson_gui.core.rules import IllegalMove, play
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.properties import node_labels
from gobenson_gui.view.names import names_from_scratch
from gobenson_gui.view.stepping import CastingOut, describe, half_step, half_step_count

from .browser import color_scheme, needs_browser, open_page, requests, script_errors, start_browser

pytestmark = [needs_browser, pytest.mark.slow]

try:
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:  # needs_browser skips every test
    Keys = WebDriverWait = None

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_sgf" / "sensei_example1.sgf"
E6 = "ea"
"""The black block the manual explains: cast out in round 1 with one healthy region left."""


@pytest.fixture(scope="module")
def browser():
    driver = start_browser()
    yield driver
    driver.quit()


@pytest.fixture
def page(browser, tmp_path):
    """Open a lesson page made by ``gobenson lesson ARGS``; afterwards, no request may have left it
    and no script may have failed."""
    opened = []

    def open_lesson(*args: str) -> Path:
        out = tmp_path / f"lesson{len(opened)}.html"
        assert main([*args, "-o", str(out)]) == 0
        open_page(browser, out)
        opened.append(out.as_uri())
        return out

    requests(browser)
    script_errors(browser)
    yield open_lesson
    assert set(requests(browser)) <= set(opened), "a request left the page"
    assert script_errors(browser) == []


def text(browser, element: str) -> str:
    return browser.execute_script("return document.getElementById(arguments[0]).textContent", element)


def point(browser, where: str):
    from selenium.webdriver.common.by import By

    return browser.find_element(By.CSS_SELECTOR, f'[data-point="{where}"]')


def hover(browser, where: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(browser).move_to_element(point(browser, where)).perform()


def click(browser, where: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(browser).move_to_element(point(browser, where)).click().perform()


def press(browser, *keys: str, held: str | None = None) -> None:
    """Type ``keys`` into the element with the focus, ``held`` (a modifier) down meanwhile."""
    from selenium.webdriver.common.action_chains import ActionChains

    chain = ActionChains(browser)
    if held:
        chain.key_down(held)
    for key in keys:
        chain.send_keys(key)
    if held:
        chain.key_up(held)
    chain.perform()


def away(browser) -> None:
    """The mouse off the board, so that no block is in focus."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    ActionChains(browser).move_to_element(browser.find_element(By.ID, "keys")).perform()


def printed(capsys, *argv: str) -> str:
    capsys.readouterr()
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def said_as_analyze_says(browser, output: str) -> None:
    """The page's paragraph and reasons are those of ``analyze``'s text, in its order: right
    after the marked board, the paragraph, then every reason."""
    reasons = text(browser, "reasons")
    shown = text(browser, "summary") + ("" if reasons == "\u2014" else "\n" + reasons)
    assert "\n" + shown + "\n" in output


@pytest.fixture
def english_afterwards():
    from gobenson_gui.core.words.i18n import set_language

    yield
    set_language("en")


def test_the_sample_page_shows_explains_and_steps_as_analyze_and_the_editor_do(browser, page, capsys):
    page("lesson", str(SAMPLE))
    points = browser.find_elements("css selector", "[data-point]")
    assert len(points) == 36 and all(element.get_attribute("aria-label") for element in points)
    output = printed(capsys, "analyze", str(SAMPLE))
    said_as_analyze_says(browser, output)

    hover(browser, E6)
    analyze_says = "black, round 1: the block at E6 has only 1 healthy region (c) left (needs 2)"
    assert "  " + analyze_says + "\n" in output
    document = Document.open(SAMPLE)
    analysis = analyze(document.board())
    names = names_from_scratch(analysis, node_labels(document.cursor, document.geometry))
    editor_says = explain_block(analysis.black, analysis.black.block_at((4, 0)).index, names[Colour.BLACK])
    assert text(browser, "explanation") == f"Black block of 5 stones, 4 liberties.\n\n{editor_says}\n\n{analyze_says}"
    assert point(browser, E6).get_attribute("aria-label") == "E6, black stone. " + editor_says

    away(browser)
    side = analysis.black
    sequence = CastingOut(analysis, (Colour.BLACK,))
    press(browser, Keys.HOME, held=Keys.CONTROL)  # the start of the sequence
    for index in range(half_step_count(side)):
        assert text(browser, "slider-caption") == sequence.caption(index)
        assert text(browser, "explanation") == "\n".join(describe(side, half_step(side, index), names[Colour.BLACK]))
        assert browser.find_element("id", "slider").get_attribute("value") == str(index)
        browser.find_element("id", "step-forward").click()
    press(browser, Keys.LEFT, held=Keys.CONTROL)
    assert text(browser, "slider-caption") == sequence.caption(half_step_count(side) - 2)


def test_a_stone_placed_is_analysed_as_analyze_analyses_the_new_position(browser, page, capsys, tmp_path):
    page("lesson", str(SAMPLE))
    press(browser, "b")  # the Black stones tool
    click(browser, "ff")  # F1, the eye e
    changed = tmp_path / "changed.sgf"
    changed.write_text(SAMPLE.read_text().replace("AB[aa]", "AB[aa][ff]", 1))
    said_as_analyze_says(browser, printed(capsys, "analyze", str(changed)))
    assert point(browser, "ff").get_attribute("aria-label").startswith("F1, black stone, label e. ")
    browser.find_element("id", "reset").click()
    assert point(browser, "ff").get_attribute("aria-label").startswith("F1, empty, label e.")


def test_the_keyboard_moves_the_cursor_acts_there_and_walks_the_positions(browser, page):
    record = ROOT / "sample_sgf" / "sensei_example2.sgf"
    page("lesson", str(record), str(SAMPLE))
    assert text(browser, "position").startswith("1 ")
    press(browser, Keys.RIGHT)  # the next position
    assert text(browser, "position").startswith("2 ")
    point(browser, "aa").click()  # the Inspect tool keeps the block at A6 in focus
    focused = browser.switch_to.active_element.get_attribute("data-point")
    press(browser, Keys.RIGHT, held=Keys.SHIFT)
    press(browser, Keys.DOWN, held=Keys.SHIFT)
    assert browser.switch_to.active_element.get_attribute("data-point") == sgf_point((1, 1)) != focused
    press(browser, "w", Keys.ENTER)  # the White stones tool, Enter at the cursor
    assert "B5, white stone." in browser.switch_to.active_element.get_attribute("aria-label")


def answer_by_clicks(browser, exercise: Exercise, answer) -> None:
    """Click the points of ``answer``, then Check (a capture is checked as its last move takes the block)."""
    for where in answer:
        click(browser, sgf_point(where))
    check = browser.find_element("id", "check")
    assert check.is_enabled() != (exercise.kind is Kind.CAPTURE and answer == solution(exercise))
    if check.is_enabled():
        check.click()


def a_move_that_captures_nothing(exercise: Exercise):
    for where in exercise.board.geometry.points(exercise.board.empty_points):
        try:
            after = play(exercise.board, where, exercise.colour.opponent, exercise.rules).board
        except IllegalMove:
            continue
        if after.get(exercise.marked) is not None:
            return (where,)
    return ()


def test_every_kind_of_exercise_is_answered_and_graded_as_exercises_check_grades(browser, page, capsys, tmp_path):
    exercises = [generate(kind, 1, 6, 6, 5)[0] for kind in Kind]
    sgf = tmp_path / "set.sgf"
    sgf.write_bytes(write_set(exercises))
    page("lesson", str(sgf))
    wrong = {exercise.kind: a_move_that_captures_nothing(exercise) if exercise.kind is Kind.CAPTURE else ()
             for exercise in exercises}
    for attempt in ("right", "wrong"):
        answers = {str(number): [sgf_point(p) for p in (solution(exercise) if attempt == "right"
                                                        else wrong[exercise.kind])]
                   for number, exercise in enumerate(exercises, 1)}
        key = tmp_path / f"{attempt}.json"
        key.write_text(json.dumps(answers))
        checked = printed(capsys, "exercises", "check", str(sgf), "--answers", str(key))
        graded = [[line[3:] for line in block.splitlines()[1:] if line.startswith("   ")
                   and not line.startswith("   a right answer")] for block in re.split(r"\n(?=\d+\. )", checked)]
        press(browser, Keys.HOME)  # the first exercise
        for number, exercise in enumerate(exercises):
            if attempt == "wrong":
                browser.find_element("id", "retry").click()
            answer_by_clicks(browser, exercise, solution(exercise) if attempt == "right" else wrong[exercise.kind])
            assert text(browser, "result").split("\n") == graded[number], exercise.kind
            if attempt == "right":
                assert text(browser, "caption").endswith(f"score {number + 1}")
            press(browser, Keys.RIGHT)
    assert "Done: 0 of 5 solved." in text(browser, "review")


def test_a_phone_scrolls_no_sideways_the_dark_scheme_darkens_and_print_shows_the_handout(tmp_path):
    exercises = tmp_path / "set.sgf"
    exercises.write_bytes(write_set([generate(Kind.MAKE_SAFE, 1, 9, 9, 5)[0]]))
    pages = [tmp_path / f"{name}.html" for name in ("set", "game", "lesson")]
    for source, out in zip([exercises, ROOT / "sample_sgf" / "board-52x52-constructed.sgf", SAMPLE], pages):
        assert main(["lesson", str(source), "--node", "last", "-o", str(out)]) == 0
    phone = start_browser(390, 844, phone=True)
    try:
        for out in pages:
            open_page(phone, out)
            assert phone.execute_script("return document.documentElement.scrollWidth") <= 390, out.name
        light = phone.execute_script("return getComputedStyle(document.body).backgroundColor")
        color_scheme(phone, True)
        dark = phone.execute_script("return getComputedStyle(document.body).backgroundColor")
        assert light != dark
        phone.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})  # the page hears it as it prints
        WebDriverWait(phone, 10).until(lambda found: found.find_elements("css selector", "#handout .step"))
        shown = phone.execute_script("return [getComputedStyle(document.getElementById('lesson')).display, "
                                     "document.querySelectorAll('#handout .step').length]")
        assert shown == ["none", half_step_count(analyze(Document.open(SAMPLE).board()).black)]
        assert script_errors(phone) == []
    finally:
        phone.quit()


@pytest.mark.parametrize("language", ["fr", "ja"])
def test_the_page_speaks_the_language_asked_for(browser, page, capsys, english_afterwards, language):
    page("--lang", language, "lesson", str(SAMPLE))
    assert browser.find_element("tag name", "html").get_attribute("lang") == language
    said_as_analyze_says(browser, printed(capsys, "--lang", language, "analyze", str(SAMPLE)))
    hover(browser, E6)
    explained = text(browser, "explanation").split("\n\n")
    assert explained[1] in point(browser, E6).get_attribute("aria-label")
    assert explained[2] in printed(capsys, "--lang", language, "analyze", str(SAMPLE))
