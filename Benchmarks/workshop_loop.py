#!/usr/bin/env python3
"""The workshop's loop, timed as a participant meets it, side by side in one run on a built tree:
`make run` with the arguments of the last run against new ones (another pattern, other
options), and `make exercise` after a one-line edit against what it cannot avoid — the build
after such an edit (timed after another one, so its plan is made) plus the scenario's own run
(the tests' program alone). SwiftPM plans the build anew when its environment changes; these
budgets say none of that is paid:

    make run, new arguments         ≤ 1.2 × the same command repeated
    make exercise, one-line edit    ≤ 2 × (the build after a one-line edit + the scenario's run)

usage: Benchmarks/workshop_loop.py [--runs N] [--output FILE]   exit 1 when a budget is missed
The apps run headless (--script, a screen printed and done), so no terminal is needed; the
edit is a comment appended to a variant file and taken back.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import workshop  # noqa: E402 (the scripts folder is not a package)

EDITED = ROOT / "Variants/MVC/Gather/PlayerList/PlayerListController.swift"
PATTERNS = ["mvc", "mvvm", "mvp", "mvpc", "viper", "vip"]


def seconds(command):
    started = time.monotonic()
    subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - started


def budgets(figures):
    """[(name, value, limit, met)] for the medians in `figures`."""
    run_limit = 1.2 * figures["make run, same arguments"]
    exercise_limit = 2 * (figures["build after a one-line edit"] + figures["the scenario alone"])
    return [
        ("make run, new arguments", figures["make run, new arguments"], run_limit,
         figures["make run, new arguments"] <= run_limit),
        ("make exercise, one-line edit", figures["make exercise, one-line edit"], exercise_limit,
         figures["make exercise, one-line edit"] <= exercise_limit),
    ]


def measure(runs):
    """Medians of each figure; the edit is undone whatever happens."""
    samples = {name: [] for name in ("make run, same arguments", "make run, new arguments", "build after a one-line edit",
                                     "the scenario alone", "make exercise, one-line edit")}
    original = EDITED.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "print.keys"
        script.write_text("print\n", encoding="utf-8")

        def make_run(pattern, *options):
            return seconds(["make", "run", f"PATTERN={pattern}", f"ARGS=--script {script} --data-dir {folder}/{pattern} {' '.join(options)}"])

        def edit(number):
            EDITED.write_text(original + f"// a one-line edit ({number})\n", encoding="utf-8")

        try:
            make_run("mvc")  # built and planned: the loop starts where a participant's does
            for number in range(runs):
                samples["make run, same arguments"].append(make_run("mvc"))
                other = PATTERNS[1 + number % (len(PATTERNS) - 1)]
                samples["make run, new arguments"].append(make_run(other, f"--latency {number + 1}"))
                exercise = ["make", "exercise", "EX=01", "PATTERN=mvc"]
                seconds(exercise)
                edit(f"{number}a")
                samples["make exercise, one-line edit"].append(seconds(exercise))
                build = [str(ROOT / "scripts/swift.sh"), "build", "--build-tests"]
                edit(f"{number}b")
                seconds(build)
                edit(f"{number}c")
                samples["build after a one-line edit"].append(seconds(build))
                with workshop.exercise_request("01", "MVC", folder):
                    samples["the scenario alone"].append(seconds(workshop.test_command("TeamBalanceAcceptance")))
                make_run("mvc")
        finally:
            EDITED.write_text(original, encoding="utf-8")
    return {name: statistics.median(values) for name, values in samples.items()}, samples


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--output", help="where the figures go as JSON")
    options = parser.parse_args()
    figures, samples = measure(options.runs)
    for name, value in figures.items():
        print(f"{name:34} {value:6.2f} s  (runs: {', '.join(f'{sample:.2f}' for sample in samples[name])})")
    results = budgets(figures)
    for name, value, limit, met in results:
        print(f"budget: {name:30} {value:6.2f} s ≤ {limit:6.2f} s  {'met' if met else 'MISSED'}")
    if options.output:
        Path(options.output).write_text(json.dumps({"medians_s": figures, "samples_s": samples, "cores": os.cpu_count(),
                                                    "budgets": [{"figure": name, "seconds": value, "limit": limit, "met": met}
                                                                for name, value, limit, met in results]}, indent=2))
    return 0 if all(met for *_, met in results) else 1


if __name__ == "__main__":
    sys.exit(main())
