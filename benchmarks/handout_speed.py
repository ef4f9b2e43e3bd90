"""How long a handout of a 19x19 position takes in each format, and how big the file is: prints
medians, asserts nothing.

    python benchmarks/handout_speed.py [--runs N]

The position is the last node of sample_sgf/real_hosai_goseigen_1943.sgf (a finished
professional game), both colours' sequences side by side, with the legend, boards of 400
pixels: the work of ``gobenson handout`` after start-up (the analysis included).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication

from gobenson_gui.core.sgf.document import Document
from gobenson_gui.drawing.handout import FORMATS, export_sequence

SAMPLE = Path(__file__).resolve().parent.parent / "sample_sgf" / "real_hosai_goseigen_1943.sgf"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    application = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    document = Document.open(SAMPLE)
    document.go_last()
    print(f"{SAMPLE.name}, last node, both colours, legend; median of {runs} runs")
    with tempfile.TemporaryDirectory() as folder:
        for form in FORMATS:
            path = Path(folder) / f"handout.{form}"
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                export_sequence(document, path, "both", legend=True)
                times.append(time.perf_counter() - start)
            print(f"  {form.upper():4} {statistics.median(times) * 1000:7.0f} ms  "
                  f"{path.stat().st_size / 1024:7.0f} KiB")
    del application
    return 0


if __name__ == "__main__":
    sys.exit(main())
