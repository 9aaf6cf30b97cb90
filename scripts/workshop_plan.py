#!/usr/bin/env python3
"""The workshop's time per exercise and pattern: how long a pair waits for its checks, measured,
and an estimate of the whole exercise from the reference solution's size and those waits.

    workshop_plan.py measure [--exercise NN] [--pattern P]
                                  each solution applied in turn: `make exercise` right after the
                                  whole change and after a one-line edit, and the pattern's unit
                                  tests, timed → Workshop/Exercises/check-times.json (one
                                  exercise or pattern measured keeps the others' figures)
    workshop_plan.py table        the estimates as the Markdown table Workshop/README.md holds
    workshop_plan.py plan PAIRS   part 5 for a room of 1–20 pairs (make plan PAIRS=6): each pair's
                                  exercise, the pattern it makes and the one it reads, and what
                                  part 6 then compares — every exercise given out in every pattern
                                  measured, made, read or from the reference solutions

A pattern measured in no exercise yet (NOT_MEASURED_YET) is left out of the table and the plans,
never guessed; `measure --pattern` gives it its figures.

The estimate (minutes), for a pair that makes the exercise in one pattern:
    finding where it goes                       FIND_MINUTES
  + writing the code and its tests              (code lines + test code lines) / LINES_PER_MINUTE
  + waiting for checks                          CHECKS × a check after a one-line edit
                                                + the first check after the whole change
                                                + the pattern's unit tests
Waiting is given twice: as measured here (two quiet cores), and that times BUSY_FACTOR for a
laptop that is also running an editor, its indexer and a browser — the slowest a teacher
measured there, against the same check measured quiet.
"""
import argparse
import datetime
import json
import math
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import variants

ROOT = Path(__file__).resolve().parent.parent
EXERCISES = ROOT / "Workshop" / "Exercises"
CHECK_TIMES = EXERCISES / "check-times.json"
REPORT = ROOT / "metrics" / "report.json"
PATTERNS = ["MVC", "MVVM", "MVP", "MVPC", "VIPER", "VIP", "UDF", "Composition"]
# The patterns whose exercises have no figures yet: their checks not timed (check-times.json) nor
# their solutions counted (metrics/report.json). The table and the plans leave them out until
# `measure --pattern` and `make metrics` give them figures; then take them out of here.
NOT_MEASURED_YET: set[str] = set()
# The patterns the table estimates and the plans give out.
ESTIMATED = [pattern for pattern in PATTERNS if pattern not in NOT_MEASURED_YET]

# Assumptions, not measurements: say so wherever they are used, and replace them with a room's
# own after a workshop.
FIND_MINUTES = 10
LINES_PER_MINUTE = 4
CHECKS = 4
# A teacher preparing the workshop measured `make exercise` after a one-line edit at 60–180 s on
# two busy cores, when the same check took 23 s on two quiet ones: up to 180 / 23 times as long.
BUSY_FACTOR = 180 / 23


def make(*arguments):
    """Runs make as a participant would, timed; its output is kept only when it fails."""
    started = time.monotonic()
    # A solution is applied: that is not where a pair's exercise begins (make cost).
    environment = {**os.environ, "WORKSHOP_MARK_BEGUN": "0"}
    result = subprocess.run(["make", *arguments], cwd=ROOT, capture_output=True, text=True, env=environment)
    return result, round(time.monotonic() - started, 1)


def git(*arguments):
    return subprocess.run(["git", *arguments], cwd=ROOT, capture_output=True, text=True)


def exercise_folders():
    return sorted(path for path in EXERCISES.iterdir() if path.is_dir() and path.name[:2].isdigit())


def measure_one(folder, pattern):
    """The three waits of one exercise in one pattern, with its solution applied."""
    patch = folder / "solutions" / f"{pattern.lower()}.patch"
    number = folder.name[:2]
    if git("apply", str(patch)).returncode != 0:
        raise SystemExit(f"{patch.relative_to(ROOT)} does not apply: run on a clean tree.")
    try:
        first, first_seconds = make("exercise", f"EX={number}", f"PATTERN={pattern.lower()}")
        if first.returncode != 0:
            raise SystemExit(f"make exercise EX={number} PATTERN={pattern} failed with its solution:\n{first.stdout[-2000:]}")
        # A one-line edit of a file the solution changed, as a pair's next try would be: its code,
        # or its test when the exercise asks for a test alone (05).
        changed = [line[len("+++ b/"):] for line in patch.read_text(encoding="utf-8").splitlines()
                   if line.startswith((f"+++ b/Variants/{pattern}/", f"+++ b/Tests/{pattern}Tests/"))]
        edited = next((path for path in changed if path.startswith("Variants/")), changed[0])
        path = ROOT / edited
        original = path.read_text(encoding="utf-8")
        path.write_text(original + "// a one-line edit\n", encoding="utf-8")
        try:
            _, again_seconds = make("exercise", f"EX={number}", f"PATTERN={pattern.lower()}")
        finally:
            path.write_text(original, encoding="utf-8")
        started = time.monotonic()
        unit = subprocess.run([str(ROOT / "scripts" / "swift.sh"), "test", "--filter", f"{pattern}Tests"],
                              cwd=ROOT, capture_output=True, text=True)
        unit_seconds = round(time.monotonic() - started, 1)
        if unit.returncode != 0:
            raise SystemExit(f"{pattern}Tests failed with the {folder.name} solution:\n{unit.stdout[-2000:]}")
        return {"first": first_seconds, "again": again_seconds, "unit": unit_seconds}
    finally:
        git("apply", "-R", str(patch))
        # The tree as it was, built again untimed: the next pair's first check then compiles its
        # own change only, not the undoing of this one.
        subprocess.run([str(ROOT / "scripts" / "swift.sh"), "build", "--build-tests"], cwd=ROOT, capture_output=True)


def command_measure(arguments):
    # Stopped with kill, it still takes the applied solution back out (the finally above).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if git("status", "--porcelain", "--", "Variants", "Tests").stdout.strip():
        raise SystemExit("Variants/ or Tests/ has changes: measure on a clean tree (git stash -u).")
    # One exercise or one pattern measured keeps the others' figures as they were.
    partly = arguments.exercise or arguments.pattern
    kept = json.loads(CHECK_TIMES.read_text(encoding="utf-8"))["seconds"] if partly and CHECK_TIMES.is_file() else {}
    seconds = {exercise: dict(patterns) for exercise, patterns in kept.items()}
    chosen = [pattern for pattern in PATTERNS if not arguments.pattern or pattern.lower() == arguments.pattern.lower()]
    if not chosen:
        raise SystemExit(f"There is no pattern {arguments.pattern!r}. The patterns: {', '.join(p.lower() for p in PATTERNS)}.")
    for folder in exercise_folders():
        if arguments.exercise and not folder.name.startswith(arguments.exercise):
            continue
        for pattern in chosen:
            print(f"{folder.name} in {pattern}…", flush=True)
            seconds.setdefault(folder.name, {})[pattern] = measure_one(folder, pattern)
            print(f"  {seconds[folder.name][pattern]}", flush=True)
    record = {
        "date": datetime.date.today().isoformat(),
        "machine": f"{os.cpu_count()} cores, quiet",
        "seconds": seconds,
    }
    CHECK_TIMES.write_text(json.dumps(record, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"Wrote {CHECK_TIMES.relative_to(ROOT)}.")
    return 0


def estimate(cost, waits, busy=False):
    """Minutes for one exercise in one pattern: finding, writing, waiting (see the module's text)."""
    lines = code_lines(cost) + cost["testLinesAdded"]
    waiting = CHECKS * waits["again"] + waits["first"] + waits["unit"]
    return FIND_MINUTES + lines / LINES_PER_MINUTE + waiting * (BUSY_FACTOR if busy else 1) / 60


def code_lines(cost):
    """The code lines a solution adds, all layers together, as the report's tables sum them."""
    return sum(cost["linesAdded"].values())


def table(report, check_times):
    """The Markdown table of Workshop/README.md: per exercise, each pattern's estimate in minutes,
    quiet and busy, with the code and test lines and the measured waits it comes from."""
    pairs = {(cost["exercise"], cost["pattern"]): cost for cost in report["changeCosts"]}
    waits = check_times["seconds"]
    for exercise in waits:
        for pattern in ESTIMATED:
            if pattern not in waits[exercise] or (exercise, pattern) not in pairs:
                raise ValueError(f"{exercise} in {pattern} has no measured check times or no reference solution in "
                                 f"the report: run `workshop_plan.py measure`, then `make metrics ARGS=--quick`.")

    def rows(cell):
        """A table of every exercise by pattern, each cell `cell(cost, waits)`."""
        header = [
            "| exercise | " + " | ".join(label(pattern) for pattern in ESTIMATED) + " |",
            "|---|" + "|".join("---:" for _ in ESTIMATED) + "|",
        ]
        return header + [
            f"| {exercise[:2]} | " + " | ".join(cell(pairs[(exercise, pattern)], waits[exercise][pattern]) for pattern in ESTIMATED) + " |"
            for exercise in sorted(waits)
        ]

    estimates = rows(lambda cost, wait: f"{math.ceil(estimate(cost, wait))}–{math.ceil(estimate(cost, wait, busy=True))} min")
    sources = rows(lambda cost, wait: f"{code_lines(cost)} + {cost['testLinesAdded']} · "
                                      f"{wait['first']:.0f} / {wait['again']:.0f} / {wait['unit']:.0f} s")
    return "\n".join(estimates + [
        "",
        "What each estimate comes from: the code lines + test code lines the reference solution adds · "
        "its checks' seconds: the first after the whole change / one after a one-line edit / the unit tests.",
        "",
    ] + sources)


# Part 5's plan for a room

# The exercises given out, in this order as the room grows: first those every pattern can make
# within the hour, then the one whose longest patterns are read, then the new screen. 05 (a test
# to write) is for pairs that finish early, in every room.
PLAN_ORDER = ["01", "03", "04", "02"]
# The patterns made first when a room cannot make them all: the two ends of the range first (no
# roles, then one store), then the most roles, then those in between; MVC-Composition last, MVC's
# controller split into children, the nearest to a pattern made already.
MAKE_ORDER = ["MVC", "UDF", "VIPER", "MVVM", "VIP", "MVP", "MVPC", "Composition"]
# Part 5 is an hour: one exercise made, then a second pattern read (at least 10 minutes, a guess).
FITS_MINUTES = 50
MAX_PAIRS = 20
# The rooms whose plans Workshop/README.md prints (a test holds it to make plan's output).
README_PLANS = [6, 10, 20]


def label(pattern):
    """The pattern as the READMEs write it: "MVP-C", "MVC-Composition", "MVC"."""
    return variants.spoken(pattern)


def every(patterns):
    """"all seven", as a plan says every one of `patterns`."""
    return "all " + {7: "seven", 8: "eight"}.get(len(patterns), str(len(patterns)))


def planned_order():
    """MAKE_ORDER, the patterns not measured yet left out."""
    return [pattern for pattern in MAKE_ORDER if pattern in ESTIMATED]


def fitting(estimates, exercise):
    """The patterns exercise `exercise` can be made in within the hour, busiest laptop measured."""
    return [pattern for pattern in planned_order() if math.ceil(estimates[exercise][pattern][1]) <= FITS_MINUTES]


def pairs_needed(fit_count):
    """The fewest pairs whose made and read patterns cover every pattern estimated: each makes one
    (distinct while the fitting ones last) and reads another."""
    return next(size for size in range(1, len(ESTIMATED) + 1) if min(size, fit_count) + size >= len(ESTIMATED))


def plan(pairs, estimates):
    """Each pair's (exercise, made, read), and per exercise given out what is made and read.

    As many exercises as the room can cover in every pattern estimated, each given the pairs that
    takes, the extra pairs spread from the first exercise on; within an exercise, the fitting patterns
    in MAKE_ORDER are made, then made again, and each pair reads a pattern no pair makes or reads
    yet, else the least read one."""
    if not 1 <= pairs <= MAX_PAIRS:
        raise ValueError(f"A plan is for 1 to {MAX_PAIRS} pairs (a room of 2 to {2 * MAX_PAIRS} people), not {pairs}.")
    needs = [(exercise, pairs_needed(len(fitting(estimates, exercise)))) for exercise in PLAN_ORDER]
    given = []
    for exercise, need in needs:
        if sum(n for _, n in given) + need > pairs and given:
            break
        given.append((exercise, need))
    # Each exercise its pairs needed (a room smaller than the first's, all it has), then the rest
    # one by one from the first.
    sizes = {exercise: min(need, pairs) for exercise, need in given}
    for index in range(pairs - sum(sizes.values())):
        sizes[given[index % len(given)][0]] += 1
    rows, coverage = [], {}
    for exercise, _ in given:
        can_make = fitting(estimates, exercise)
        made = [can_make[index % len(can_make)] for index in range(sizes[exercise])]
        order = planned_order()
        reads = {pattern: 0 for pattern in ESTIMATED}
        for pattern in made:
            choices = [p for p in order if p != pattern]
            unseen = [p for p in choices if p not in made and reads[p] == 0]
            read = unseen[0] if unseen else min(choices, key=lambda p: (reads[p], order.index(p)))
            reads[read] += 1
            rows.append((exercise, pattern, read))
        made_set = set(made)
        coverage[exercise] = {
            "made": [p for p in order if p in made_set],
            "read": [p for p in order if reads[p] and p not in made_set],
        }
    return rows, coverage


def plan_estimates(report, check_times):
    """(quiet, busy) minutes per exercise and pattern, from the committed figures."""
    pairs = {(cost["exercise"], cost["pattern"]): cost for cost in report["changeCosts"]}
    waits = check_times["seconds"]
    return {exercise[:2]: {pattern: (estimate(pairs[(exercise, pattern)], waits[exercise][pattern]),
                                     estimate(pairs[(exercise, pattern)], waits[exercise][pattern], busy=True))
                           for pattern in ESTIMATED}
            for exercise in waits}


def render_plan(pairs, report, check_times):
    """`make plan PAIRS=n`: the rows to hand out and what part 6 compares, as Markdown."""
    estimates = plan_estimates(report, check_times)
    rows, coverage = plan(pairs, estimates)

    def minutes(exercise, pattern):
        quiet, busy = estimates[exercise][pattern]
        return f"{math.ceil(quiet)}–{math.ceil(busy)} min"

    lines = [
        f"#### The plan for {pairs} pair{'s' if pairs > 1 else ''} (`make plan PAIRS={pairs}`)",
        "",
        "| pair | exercise | makes (estimate) | then reads |",
        "|---:|---|---|---|",
    ] + [f"| {index} | {exercise} | {label(made)} ({minutes(exercise, made)}) | {label(read)} |"
         for index, (exercise, made, read) in enumerate(rows, start=1)]
    lines += ["", "| exercise | made by a pair | read by a pair | from the reference solutions |", "|---|---|---|---|"]
    for exercise in PLAN_ORDER + ["05"]:
        if exercise in coverage:
            made, read = coverage[exercise]["made"], coverage[exercise]["read"]
            rest = [p for p in planned_order() if p not in made and p not in read]
            lines.append(f"| {exercise} | {', '.join(map(label, made)) or '–'} | {', '.join(map(label, read)) or '–'} | "
                         f"{', '.join(map(label, rest)) or '–'} |")
        elif exercise == "05":
            lines.append(f"| 05 | a pair that finishes early | – | {every(ESTIMATED)} until then |")
        else:
            lines.append(f"| {exercise} | – | – | {every(ESTIMATED)} |")
    return "\n".join(lines)


def command_plan(arguments):
    report = json.loads(REPORT.read_text(encoding="utf-8"))
    check_times = json.loads(CHECK_TIMES.read_text(encoding="utf-8"))
    try:
        print(render_plan(arguments.pairs, report, check_times))
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


def command_table(_arguments):
    print(table(json.loads(REPORT.read_text(encoding="utf-8")), json.loads(CHECK_TIMES.read_text(encoding="utf-8"))))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    measure = commands.add_parser("measure")
    measure.add_argument("--exercise", help="one exercise's number, e.g. 02")
    measure.add_argument("--pattern", help="one pattern, e.g. udf")
    commands.add_parser("table")
    plan_command = commands.add_parser("plan")
    plan_command.add_argument("pairs", type=int, help=f"the room's pairs, 1 to {MAX_PAIRS}")
    arguments = parser.parse_args()
    return {"measure": command_measure, "table": command_table, "plan": command_plan}[arguments.command](arguments)


if __name__ == "__main__":
    sys.exit(main())
