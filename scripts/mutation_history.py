#!/usr/bin/env python3
"""The mutation scores of two kept runs side by side, with the unit tests each pattern had at
each: what it took to raise a pattern's score, measured. Reads the runs and the tests from git
at the two commits (so it cannot drift from what was committed), and writes
metrics/mutants/history.json, which `make metrics` puts in the report.

    scripts/mutation_history.py FIRST LATEST [PATTERN=FIRST..LATEST ...]
        e.g. 317e45c 8fa9b8e UDF=28e642d..ef16c01

A pattern whose runs came after FIRST and LATEST (UDF, the seventh) is compared between its own
two runs, kept under "later".

A score here counts every mutant a test reaches, killed (a test failed or hung) or survived; no
mutant is left out as equivalent on either side, since the first run listed none: like for like.
"""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PATTERNS = ["MVC", "MVVM", "MVP", "MVPC", "VIPER", "VIP"]
APPS = ["Gather", "MyCards"]


def git(*arguments):
    return subprocess.run(["git", *arguments], cwd=ROOT, capture_output=True, text=True, check=True).stdout


def unit_tests(commit, pattern, app):
    """Test functions (@Test) and code lines (not blank, not a comment) of the pattern's unit tests."""
    folder = f"Tests/{pattern}Tests/{app}/"
    files = [path for path in git("ls-tree", "-r", "--name-only", commit, folder).split("\n") if path.endswith(".swift")]
    tests = lines = 0
    for path in files:
        for line in git("show", f"{commit}:{path}").split("\n"):
            stripped = line.strip()
            if stripped.startswith("@Test"):
                tests += 1
            if stripped and not stripped.startswith("//"):
                lines += 1
    return tests, lines


def run(commit, patterns=PATTERNS):
    entries = []
    for pattern in patterns:
        for app in APPS:
            outcomes = json.loads(git("show", f"{commit}:metrics/mutants/{pattern.lower()}-{app.lower()}.json"))
            statuses = [outcome["status"] for outcome in outcomes["outcomes"]]
            tests, lines = unit_tests(commit, pattern, app)
            entries.append({
                "pattern": pattern, "app": app,
                "killed": sum(status in ("killed", "killed by timeout") for status in statuses),
                "survived": statuses.count("survived"),
                "unitTests": tests, "unitTestLines": lines,
            })
    date = git("show", "-s", "--format=%ad", "--date=short", commit).strip()
    # Seven digits whatever the clone holds: `--short` lengthens as objects are added, so a
    # clean clone could name the same commit differently from the one that wrote the history.
    full = git("rev-parse", f"{commit}^{{commit}}").strip()
    return {"commit": full[:7], "date": date, "entries": entries}


def later_pattern(argument):
    """`UDF=28e642d..ef16c01`: the pattern between its own two runs."""
    pattern, separator, commits = argument.partition("=")
    first, dots, latest = commits.partition("..")
    if not separator or not dots or not first or not latest:
        raise SystemExit(f"{argument}: expected PATTERN=FIRST..LATEST\n{__doc__}")
    return {"first": run(first, [pattern]), "latest": run(latest, [pattern])}


def main(arguments):
    if len(arguments) < 2:
        raise SystemExit(__doc__)
    history = {"first": run(arguments[0]), "latest": run(arguments[1]), "later": [later_pattern(argument) for argument in arguments[2:]]}
    path = ROOT / "metrics" / "mutants" / "history.json"
    path.write_text(json.dumps(history, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"Wrote {path.relative_to(ROOT)}: {history['first']['commit']} → {history['latest']['commit']}.")


if __name__ == "__main__":
    main(sys.argv[1:])
