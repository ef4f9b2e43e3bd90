"""The lesson page in Chromium: how long its core takes to analyse a 19x19 position, and how big a
300-move record's page is and how soon it opens.  Prints medians, asserts nothing.

    python benchmarks/lesson_page.py [--runs N]

* analysis: ``Gobenson.core.analyze`` of the final position of sample_sgf/real_hosai_goseigen_1943.sgf
  (a finished professional game: 72 blocks, both colours) in the page, timed in batches of 100 calls
  with the browser's clock (finer than one call), the median batch divided by 100; beside it, a stone
  placed with the mouse until the page has analysed and drawn it again (every word of the panel and
  every point's screen-reader words included), timed from the click's event to the end of the redraw;
* size and opening: the page of every node of a record of 300 moves (the main line of
  benchmarks/long_records.py's record, real moves), its bytes, and the time from navigation to the
  page's first drawing (``body[data-ready]``, which the page sets to that time) over ``--runs``
  loads.

Needs Chromium, chromedriver and selenium (see tests/lesson/browser.py).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.long_records import long_record  # noqa: E402
from gobenson_gui.cli import main as gobenson  # noqa: E402
from gobenson_gui.core.sgf.properties import node_moves  # noqa: E402
from tests.lesson.browser import missing, open_page, start_browser  # noqa: E402

GAME = ROOT / "sample_sgf" / "real_hosai_goseigen_1943.sgf"
MOVES = 300
BATCH = 100

ANALYSIS = """
const page = Gobenson.page, core = Gobenson.core;
const found = page.analysis().analysis, geometry = found.geometry, stones = found.stones;
const batches = [];
for (let run = 0; run < arguments[0]; run++) {
  const start = performance.now();
  for (let i = 0; i < arguments[1]; i++) core.analyze(geometry, stones, "no-suicide");
  batches.push((performance.now() - start) / arguments[1]);
}
return [batches, found.black.blocks.length + found.white.blocks.length];
"""

EDIT = """
const done = arguments[arguments.length - 1], board = document.getElementById("board");
const target = board.querySelector('[data-point="' + arguments[0] + '"]');
Gobenson.page.state().tool = "black";
let clicked = 0;
board.addEventListener("click", () => { clicked = performance.now(); }, {capture: true, once: true});
board.addEventListener("click", () => done(performance.now() - clicked), {once: true});
target.dispatchEvent(new MouseEvent("click", {bubbles: true}));
"""


def record_of(moves: int) -> str:
    """The first ``moves`` moves of the long record's main line (a node that clears the board
    between replays kept), as SGF."""
    document = long_record(19, moves + 50)
    nodes, played = [], 0
    for node in document.game.main_line()[1:]:
        if played == moves:
            break
        played += len(node_moves(node, document.geometry))
        nodes.append(";" + "".join(prop + "".join(f"[{value.decode()}]" for value in values)
                                   for prop, values in node.properties.items()))
    return "(;FF[4]GM[1]CA[UTF-8]SZ[19]" + "".join(nodes) + ")"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    runs = parser.parse_args().runs
    why = missing()
    if why:
        print(f"lesson_page: {why}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as folder:
        game_page, record_page, record = (Path(folder) / name for name in ("game.html", "record.html", "record.sgf"))
        record.write_text(record_of(MOVES))
        assert gobenson(["lesson", str(GAME), "--node", "last", "-o", str(game_page)]) == 0
        assert gobenson(["lesson", str(record), "-o", str(record_page)]) == 0
        browser = start_browser()
        try:
            browser.set_script_timeout(60)
            open_page(browser, game_page)
            batches, blocks = browser.execute_script(ANALYSIS, runs, BATCH)
            edits = []
            for point in ("jj", "kj") * ((runs + 1) // 2):
                browser.execute_script("Gobenson.page.render()")  # as shown, before the edit
                edits.append(browser.execute_async_script(EDIT, point))
            print(f"{GAME.name}, last node (19x19, {blocks} blocks), Chromium {browser.capabilities['browserVersion']}")
            print(f"  analysis in the page: {statistics.median(batches):.3f} ms (median of {runs} batches of {BATCH})")
            print(f"  a stone placed, analysed and drawn: {statistics.median(edits):.1f} ms (median of {len(edits)})")
            loads = []
            for _ in range(runs):
                open_page(browser, record_page)
                loads.append(float(browser.execute_script("return document.body.dataset.ready")))
            nodes = browser.execute_script("return Gobenson.page.slides().length")
            print(f"a record of {MOVES} moves, every node ({nodes}): page {record_page.stat().st_size / 2**20:.2f} MB, "
                  f"opened and drawn in {statistics.median(loads):.0f} ms (median of {runs} loads)")
        finally:
            browser.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
