"""How ``gobenson problems check`` reads published problem collections: prints figures,
asserts nothing.

    python benchmarks/problem_collections.py FOLDER [--jobs N]

Runs ``gobenson problems check --format json --jobs 2`` (by default) over FOLDER as a user
would, in a process of its own, and prints:

* problems: the records of games read as problems (skipped games apart);
* answer read right: of the problems whose file marks an answer, the share with at least one
  line read right and none of the lines the file marks wrong read right (a right line's mark
  is never a wrong mark: both are counted from the records);
* marks no answer: problems whose file has several lines and no mark at all;
* suspect: the share of problems the check flags;
* claims read: of the problems whose title or question holds claim words (live, kill, ko,
  seki, 黑先…, 흑선…), the share whose claim is read;
* records per game: records over the games the summary table counts (1.00: every game has
  one, skipped ones included);
* seconds: the wall time of the whole run.

Target (docs/problems.md): 18,000 files within 90 s with ``--jobs 2`` and no engine.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CLAIM_WORDS = re.compile(r"\b(live|lives|alive|kill|kills|capture|ko|seki|dies)\b|[黑黒白][先番]\s*\S*[活死杀殺劫]"
                         r"|[흑백]\s*선\s*\S*[활사패]", re.IGNORECASE)
"""Words that suggest a problem states a claim, looser than gobenson's reading on purpose."""
WRONG_MARKS = {"WV", "TR", "BM", "DO", "DM", "UC", "unmarked"}


def run(folder: str, jobs: int) -> tuple[list[dict], int, float]:
    """The check's records, the games the summary counts, and the run's seconds."""
    with tempfile.TemporaryDirectory() as scratch:
        summary = Path(scratch) / "summary.csv"
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "gobenson_gui", "problems", "check", folder, "--format", "json",
                               "--jobs", str(jobs), "--summary-csv", str(summary)],
                              capture_output=True, text=True, check=False)
        seconds = time.perf_counter() - start
        with summary.open(encoding="utf-8") as table:
            games = sum(int(row["games"] or 0) for row in csv.DictReader(table))
    records = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return records, games, seconds


def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    records, games, seconds = run(args.folder, args.jobs)
    problems = [record for record in records if "skipped" not in record]
    marking = [record for record in problems if record["marks_answer"]]
    answered = [record for record in marking if record["right_lines"]
                and not any(line["mark"] in WRONG_MARKS or line["mark"].startswith("N[失")
                            for line in record["right_lines"])]
    stating = [record for record in problems if CLAIM_WORDS.search(f"{record['title']}\n{record['question']}")]
    print(f"folder            {args.folder}")
    print(f"problems          {len(problems)} ({len(records) - len(problems)} games skipped)")
    print(f"answer read right {percent(len(answered), len(marking))} of {len(marking)} that mark one")
    print(f"marks no answer   {len(problems) - len(marking)}")
    print(f"suspect           {percent(sum(record['suspect'] for record in problems), len(problems))}")
    print(f"claims read       {percent(sum(record['claim'] is not None for record in stating), len(stating))}"
          f" of {len(stating)} stated")
    print(f"records per game  {len(records) / games:.2f}" if games else "records per game  -")
    print(f"seconds           {seconds:.1f}")


if __name__ == "__main__":
    main()
