#!/usr/bin/env python3
"""The workshop's commands: run an exercise's acceptance scenario, apply a reference solution,
prove every exercise honest, and check that every solution still applies.

    workshop.py exercise EX PATTERN     pass or fail, with the screens that differ; in an exercise
                                        that plants a mutant (05), whether your tests kill it
    workshop.py solution EX PATTERN [--undo]
    workshop.py hint EX PATTERN [--reset]
                                        the next hint for the exercise in the pattern, from its
                                        hints.md: where to look first, the answer last
    workshop.py check [--exercise EX] [--pattern PATTERN]
                                        make workshop-check: every exercise × pattern, one by one;
                                        or those of one exercise, of one pattern, or one pair
    workshop.py matrix                  the exercise × pattern pairs as JSON, for CI's job matrix
    workshop.py check-patches           make test: every solution applies (git apply --check)
    workshop.py record EX PATTERN       for an exercise's author: its screens, from a solution

EX is a number ("1", "01") or a folder name; PATTERN is a pattern's name in any case ("mvc").
"""
import argparse
import contextlib
import datetime
import difflib
import functools
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import variants

ROOT = Path(__file__).resolve().parent.parent
EXERCISES = ROOT / "Workshop" / "Exercises"
RESULTS = ROOT / ".build" / "workshop"
LOG = RESULTS / "last-run.log"
REQUEST = RESULTS / "request.json"
# Which hint each exercise × pattern of this checkout (one pair's) has reached.
HINTS_SEEN = RESULTS / "hints-seen.json"
# What make workshop-check measured of each solution, for make metrics' cost of a change.
CHANGE_BUILDS = ROOT / "metrics" / "change-builds.json"
# The checkout whose tree `make exercise` and `make hint` mark where an exercise began, under
# BEGUN_REF + its number: `make cost EX=..` counts the change from there (MetricsKit's
# ExerciseStart reads the same refs).
REPOSITORY = ROOT
BEGUN_REF = "refs/workshop/began-"


class WorkshopError(Exception):
    """A reason to stop, said to the user as is."""


# Exercises and patterns

def exercises():
    """Every exercise folder, in number order."""
    return sorted(path for path in EXERCISES.iterdir() if path.is_dir() and re.match(r"\d\d-", path.name))


def exercise(name):
    if not name:
        raise WorkshopError("Say which exercise, e.g. `make exercise EX=01 PATTERN=mvc`.")
    if name.isdigit():
        name = f"{int(name):02d}"
    found = [path for path in exercises() if path.name == name or path.name.startswith(f"{name}-")]
    if len(found) != 1:
        listed = ", ".join(path.name for path in exercises())
        raise WorkshopError(f"There is no exercise {name!r}. The exercises: {listed}.")
    return found[0]


@functools.cache
def patterns():
    """The built patterns the exercises are written for, in the package's order: ["MVC", "MVVM", …]."""
    names = []
    for _, _, pattern in variants.app_products(ROOT):
        if pattern not in names:
            names.append(pattern)
    return names


def pattern(name):
    for known in patterns():
        if known.lower() == name.lower():
            return known
    raise WorkshopError(f"There is no pattern {name!r}. The patterns: {', '.join(p.lower() for p in patterns())}.")


def number(folder):
    return folder.name.split("-")[0]


def patch(folder, pattern_name):
    path = folder / "solutions" / f"{pattern_name.lower()}.patch"
    if not path.is_file():
        raise WorkshopError(f"{relative(path)} does not exist.")
    return path


def mutant_patch(folder, pattern_name):
    path = folder / "mutants" / f"{pattern_name.lower()}.patch"
    if not path.is_file():
        raise WorkshopError(f"{relative(path)} does not exist.")
    return path


def kills_a_mutant(folder):
    """Whether the exercise asks for a test that kills a planted mutant (its folder has
    mutants/), rather than a change its acceptance scenario checks."""
    return (folder / "mutants").is_dir()


def planted(path):
    """(file, line, code) of the line a mutant patch takes out: the bug, as the room reads it."""
    file, line = None, None
    for text in path.read_text(encoding="utf-8").splitlines():
        if text.startswith("+++ b/"):
            file = text[len("+++ b/"):]
        elif text.startswith("@@"):
            line = int(re.match(r"@@ -(\d+)", text).group(1))
        elif line is not None and text.startswith("-") and not text.startswith("---"):
            return file, line, text[1:].strip()
        elif line is not None and text.startswith(" "):
            line += 1
    raise WorkshopError(f"{relative(path)} takes out no line: a mutant patch removes one.")


def relative(path):
    """The path from the repository's root, as a participant types it; as it is when outside."""
    resolved = Path(path).resolve()
    return str(resolved.relative_to(ROOT)) if resolved.is_relative_to(ROOT) else str(resolved)


# Running things

def run(command, env=None, log=None):
    """Runs `command` in the repository; its output goes to `log` (appended) when given. swift
    runs through scripts/swift.sh, as make's targets call it: one environment, one build plan."""
    if command[0] == "swift":
        command = [str(ROOT / "scripts" / "swift.sh"), *command[1:]]
    environment = dict(os.environ, **(env or {}))
    result = subprocess.run(command, cwd=ROOT, env=environment, capture_output=True, text=True)
    if log is not None:
        with open(log, "a", encoding="utf-8") as file:
            file.write(f"$ {' '.join(command)}\n{result.stdout}{result.stderr}\n")
    return result


# SwiftPM's product of all the package's test targets, named after the package.
TEST_BUNDLE = "ArchitectureWorkshopPackageTests"


# SwiftPM keeps one plan of the build, and `swift test`, `swift build --product` and `swift build
# --build-tests` each make another (10 s on two cores): a participant alternating `make run`
# and `make exercise` would pay it every time. So the exercises build as `make run` does
# (`swift build --build-tests`, the plan `swift run` shares) and run the tests' program
# themselves, as `swift test` would on Linux; elsewhere (macOS's bundles) `swift test` runs them.
def build():
    """Builds the tests and what they need; raises with the compiler's errors when it fails."""
    result = run(["swift", "build", "--build-tests"], log=LOG)
    if result.returncode != 0:
        raise WorkshopError(f"The build failed:\n{compiler_errors(result.stdout + result.stderr)}")


def test_command(test_filter, *options):
    """The command that runs the Swift Testing tests matching `test_filter`, already built."""
    if sys.platform.startswith("linux"):
        program = ROOT / ".build" / "debug" / f"{TEST_BUNDLE}.xctest"
        return [str(program), "--testing-library", "swift-testing", "--filter", test_filter, *options]
    return ["swift", "test", "--skip-build", "--filter", test_filter, *options]


def compiler_errors(output):
    """Each `error:` with the `note:` lines the compiler put after it ("…Spy does not conform"
    and the member it misses), once each; the end of the output when there is no error line."""
    shown, in_error = [], False
    for line in output.splitlines():
        if ": error:" in line:
            in_error = True
            shown.append(line)
        elif ": warning:" in line:
            in_error = False
        elif in_error and ": note:" in line:
            shown.append("    " + line)
    return "\n".join(dict.fromkeys(shown)) or output[-3000:]


class Outcome:
    """What one pattern's acceptance run showed: the checkpoints whose screens differ (or were
    never reached) and the scenario's other expectations that failed (`Issue`s). It passes only
    when both are empty and the test run itself passed."""

    def __init__(self, differing=(), issues=(), run_failed=None):
        self.differing = list(differing)
        self.issues = list(issues)
        # Why the run failed when neither screens nor expectations say it (a crash, a thrown error).
        self.run_failed = run_failed

    @property
    def passed(self):
        return not self.differing and not self.issues and self.run_failed is None


class Issue:
    """An expectation the scenario recorded as failed: where, and what Swift Testing said."""

    def __init__(self, file, line, messages):
        self.file, self.line, self.messages = file, line, messages

    def __str__(self):
        head, *rest = self.messages or ["(no message)"]
        return "\n".join([f"{self.file}:{self.line}: {head}"] + [f"    {message}" for message in rest])


# What a solution may change is screens: the parity suite compares them without its key walk,
# which replays every scenario once per listed key (`make test` walks the unchanged tree) and
# would make each of the 24 checks a quarter of an hour longer.
SCREENS_ONLY = {"PARITY_KEY_WALK": "0"}

EVENT_STREAM_FLAGS = ["--experimental-event-stream-output", "{path}", "--experimental-event-stream-version", "0"]


@contextlib.contextmanager
def exercise_request(exercise_number, pattern_name, results):
    """Asks the acceptance scenarios for one exercise (in one pattern, or all) while the block
    runs, in the file Workshop/Exercises/ExerciseRequest.swift reads — not the environment:
    SwiftPM plans the build anew whenever its environment changes (10 s on two cores)."""
    REQUEST.parent.mkdir(parents=True, exist_ok=True)
    request = {"exercise": exercise_number, "pattern": pattern_name or "", "results": str(results), "writer": os.getpid()}
    REQUEST.write_text(json.dumps(request), encoding="utf-8")
    try:
        yield
    finally:
        REQUEST.unlink(missing_ok=True)


def acceptance(folder, pattern_name=None, recording=False):
    """Runs the exercise's acceptance scenario (one pattern, or all), and returns {pattern:
    Outcome} for the patterns that ran. Recording writes what the scenario saw as the
    exercise's expected screens."""
    results = RESULTS / "results"
    shutil.rmtree(results, ignore_errors=True)
    results.mkdir(parents=True)
    events = results / "events.jsonl"
    flags = [flag.format(path=events) for flag in EVENT_STREAM_FLAGS]
    with exercise_request(number(folder), pattern_name, results):
        run_status = run(test_command("WorkshopTests", *flags),
                         env={"PARITY_RECORD": "1"} if recording else None, log=LOG).returncode
    reports = {}
    for result in results.glob(f"{folder.name}-*.result"):
        reports[result.stem[len(folder.name) + 1:]] = result.read_text(encoding="utf-8").splitlines()
    return verdicts(reports, read_issues(events), run_status)


def read_issues(events):
    """{pattern: [Issue]} from a Swift Testing event stream (JSON lines, version 0): every issue
    an acceptance test recorded, by the test case's argument (the variant, shown by its pattern).
    Screen checkpoints are left out: the `.result` files name those, and `make exercise` diffs them."""
    found = {}
    if not events.is_file():
        return found
    for line in events.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        payload = record.get("payload", {})
        if record.get("kind") != "event" or payload.get("kind") != "issueRecorded":
            continue
        if not payload.get("testID", "").startswith("WorkshopTests.") or "Acceptance" not in payload.get("testID", ""):
            continue
        if any(comment.startswith("checkpoint") for comment in payload.get("_comments", [])):
            continue
        location = payload.get("issue", {}).get("sourceLocation") or payload.get("_sourceLocation") or {}
        pattern_name = (payload.get("_testCase") or {}).get("displayName", "")
        messages = [message["text"] for message in payload.get("messages", []) if message.get("text")]
        file = location.get("fileID", "?").split("/")[-1]
        found.setdefault(pattern_name, []).append(Issue(file, location.get("line", "?"), messages))
    return found


def verdicts(reports, issues, run_status):
    """Each pattern's Outcome from its `.result` lines ("passed", or "failed" and the checkpoints
    that differ), the expectations it failed, and the test run's exit status: a run that failed
    with nothing to show for it fails every pattern it ran."""
    outcomes = {}
    for pattern_name in sorted(set(reports) | set(issues)):
        lines = reports.get(pattern_name)
        differing = [] if lines is None or lines[:1] == ["passed"] else lines[1:] or ["the scenario did not finish"]
        outcomes[pattern_name] = Outcome(differing, issues.get(pattern_name, []))
        if lines is None:
            outcomes[pattern_name].run_failed = "the scenario did not finish"
    if run_status != 0 and all(outcome.passed for outcome in outcomes.values()):
        for outcome in outcomes.values():
            outcome.run_failed = f"the test run failed (exit status {run_status}) with every screen as expected"
    return outcomes


def git(*arguments, log=None):
    return run(["git", *arguments], log=log)


def git_status(*paths):
    """`git status --porcelain` of `paths` (everything when none); an error when git cannot read
    the checkout, e.g. one owned by another user in a container, so that no check passes unread."""
    result = git("status", "--porcelain", *(("--", *paths) if paths else ()))
    if result.returncode != 0:
        raise WorkshopError(f"git cannot read this checkout:\n    {result.stderr.strip()}")
    return result.stdout


def tree_state():
    """What the check compares before and after: the status and the diff of every file. A file
    already changed before it began (the last check's `metrics/change-builds.json`) is restored
    when it is changed the same way after."""
    return git_status(), git("diff").stdout


class MutantOutcome:
    """What one pattern's unit tests did in an exercise that plants a mutant: the tests that fail
    on the code as it is (none, to pass) and those that fail with the mutant planted (at least
    one, to pass: the test that kills it)."""

    def __init__(self, failing_without=(), failing_with=()):
        self.failing_without = list(failing_without)
        self.failing_with = list(failing_with)

    @property
    def passed(self):
        return not self.failing_without and bool(self.failing_with)


def failed_tests(events):
    """The tests that recorded an issue not marked known, from a Swift Testing event stream, as
    `Suite/test()` in the order they failed."""
    failed = []
    if not events.is_file():
        return failed
    for line in events.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        payload = record.get("payload", {})
        if record.get("kind") != "event" or payload.get("kind") != "issueRecorded":
            continue
        if payload.get("issue", {}).get("isKnown"):
            continue
        # "MVPTests.PhotoCapturePresenterTests/aTest()/PhotoCapturePresenterTests.swift:80:6"
        suite, _, rest = payload.get("testID", "?").partition("/")
        name = f"{suite.split('.')[-1]}/{rest.split('/')[0]}" if rest else suite
        if name not in failed:
            failed.append(name)
    return failed


def unit_test_failures(pattern_name):
    """The pattern's unit tests, run: the tests that failed (a run that failed with no test to
    name, a crash, is named as such)."""
    events = RESULTS / "unit-events.jsonl"
    events.unlink(missing_ok=True)
    flags = [flag.format(path=events) for flag in EVENT_STREAM_FLAGS]
    status = run(test_command(f"^{pattern_name}Tests\\.", *flags), log=LOG).returncode
    failures = failed_tests(events)
    if status != 0 and not failures:
        failures = [f"the test run itself (exit status {status}): see {relative(LOG)}"]
    return failures


def mutant_outcome(folder, pattern_name):
    """Runs the pattern's unit tests on the code as it is, then plants the exercise's mutant,
    builds and runs them again; the code is put back however it ends (Ctrl-C included)."""
    changed = git_status(f"Variants/{pattern_name}")
    if changed.strip():
        raise WorkshopError(
            f"Exercise {folder.name} asks for a test and changes no code: the mutant is planted on the code as it is, "
            f"and Variants/{pattern_name} has changes:\n{changed.rstrip()}\n"
            f"Keep them with `git stash push -- Variants` (your test under Tests/ stays where it is), "
            "or discard them with `git checkout -- Variants`, then try again."
        )
    path = mutant_patch(folder, pattern_name)
    file, line, code = planted(path)
    print(f"Your {pattern_name}Tests on the code as it is…", flush=True)
    without = unit_test_failures(pattern_name)
    if without:
        return MutantOutcome(failing_without=without)
    print(f"Planting the mutant ({file}:{line}: `{code}` taken out) and building…", flush=True)
    if git("apply", str(path), log=LOG).returncode != 0:
        raise WorkshopError(f"The mutant ({relative(path)}) does not apply: {file} has changed since the exercise was written.")
    try:
        build()
        print(f"Your {pattern_name}Tests with the mutant…", flush=True)
        return MutantOutcome(failing_with=unit_test_failures(pattern_name))
    finally:
        git("apply", "-R", str(path), log=LOG)
        # The build matches the code again: a test program run straight after would have the bug.
        print("Taking the mutant out and building again…", flush=True)
        run(["swift", "build", "--build-tests"], log=LOG)


def mutant_verdict(folder, pattern_name, outcome):
    """The lines `make exercise` prints for a mutant exercise, and its exit status."""
    file, line, code = planted(mutant_patch(folder, pattern_name))
    if outcome.passed:
        print(f"PASS: exercise {folder.name} in {pattern_name} — the mutant is killed: with `{code}` taken out of "
              f"{file}:{line}, this fails:")
        print("\n".join(f"    {test}" for test in outcome.failing_with))
        return 0
    if outcome.failing_without:
        print(f"FAIL: exercise {folder.name} in {pattern_name} — these tests fail on the code as it is, which has no bug:")
        print("\n".join(f"    {test}" for test in outcome.failing_without))
        print("A test that kills a mutant passes without it; see the failures in " + relative(LOG) + ".")
    else:
        print(f"FAIL: exercise {folder.name} in {pattern_name} — the mutant survives: every {pattern_name}Tests test passes "
              f"with `{code}` taken out of {file}:{line}.")
        print(f"Write the test that notices; where to look: {relative(folder / 'README.md')}.")
    return 1


# Screens

def screens(path):
    """{checkpoint: screen} of a file of screens, in file order."""
    found, name, lines = {}, None, []
    if not path.is_file():
        return found
    for line in path.read_text(encoding="utf-8").split("\n"):
        if line.startswith("=== "):
            if name is not None:
                found[name] = "\n".join(lines).strip("\n")
            name, lines = line[4:], []
        else:
            lines.append(line)
    if name is not None:
        found[name] = "\n".join(lines).strip("\n")
    return found


def show_differences(folder, pattern_name, differing):
    expected = screens(folder / "expected-screens.txt")
    actual = screens(RESULTS / "results" / f"{folder.name}-{pattern_name}.txt")
    for name in differing:
        print(f"\n── {name} " + "─" * max(4, 72 - len(name)))
        if name.startswith("never reached: "):
            print("   The scenario ended before this checkpoint.")
            continue
        if name not in expected:
            print("   The exercise expects no such checkpoint.")
            continue
        # Row numbers help find the line on the screen: row 1 is the title bar.
        want = [f"{row:2} │{line}" for row, line in enumerate(expected[name].split("\n"), 1)]
        got = [f"{row:2} │{line}" for row, line in enumerate(actual.get(name, "").split("\n"), 1)]
        for line in difflib.unified_diff(want, got, "expected", f"your {pattern_name}", n=1, lineterm=""):
            if line.startswith(("---", "+++")):
                print(f"   {line}")
            elif line.startswith("@@"):
                continue
            else:
                print(f"   {line[0]} {line[1:]}")


# Where an exercise began

def mark_begun(folder):
    """Keeps the tree as it is now — its changes under Variants/, Tests/ and Shared/ included — as
    where exercise `folder` began, the first time the pair asks for it (`make exercise`, `make
    hint`, or `make solution` before it applies one): `make cost EX=..` then counts only what changed since, never an earlier exercise's
    change still in the tree. A commit of its own under BEGUN_REF, made on a throwaway index, so
    the pair's index, branch and history are never touched."""
    if os.environ.get("WORKSHOP_MARK_BEGUN") == "0":
        return  # a maintainer's timing run (workshop_plan.py measure), with a solution applied
    ref = BEGUN_REF + number(folder)
    if git_in(REPOSITORY, "rev-parse", "--verify", "--quiet", ref).returncode == 0:
        return
    index = RESULTS / f"begun-index-{os.getpid()}"
    index.parent.mkdir(parents=True, exist_ok=True)
    environment = {**os.environ, "GIT_INDEX_FILE": str(index),
                   # commit-tree needs a name; the pair's git may have none configured.
                   "GIT_AUTHOR_NAME": "workshop", "GIT_AUTHOR_EMAIL": "workshop@localhost",
                   "GIT_COMMITTER_NAME": "workshop", "GIT_COMMITTER_EMAIL": "workshop@localhost"}
    try:
        folders = [name for name in ("Variants", "Tests", "Shared") if (REPOSITORY / name).is_dir()]
        steps = [["read-tree", "HEAD"], ["add", "-A", "--", *folders], ["write-tree"]]
        for step in steps:
            result = subprocess.run(["git", "-C", str(REPOSITORY), *step], env=environment, capture_output=True, text=True)
            if result.returncode != 0:
                # Without git (a copied folder) make cost counts from HEAD, as it did before.
                print(f"(Not marked where exercise {folder.name} began: git {step[0]} failed: {result.stderr.strip()})")
                return
        tree = result.stdout.strip()
        commit = subprocess.run(["git", "-C", str(REPOSITORY), "commit-tree", tree, "-p", "HEAD", "-m", f"Where exercise {folder.name} began"],
                                env=environment, capture_output=True, text=True)
        if commit.returncode == 0:
            git_in(REPOSITORY, "update-ref", ref, commit.stdout.strip())
            print(f"Exercise {folder.name} begins here: `make cost EX={number(folder)}` counts what you change from now on.\n")
    finally:
        index.unlink(missing_ok=True)


def git_in(repository, *arguments):
    return subprocess.run(["git", "-C", str(repository), *arguments], capture_output=True, text=True)


# Commands

def command_exercise(arguments):
    folder, pattern_name = exercise(arguments.exercise), pattern(arguments.pattern)
    reset_log()
    mark_begun(folder)
    if arguments.built is None:
        print(f"Exercise {folder.name} in {pattern_name}: building…", flush=True)
        build()
    elif arguments.built != 0:
        output = Path(arguments.build_log).read_text(encoding="utf-8") if arguments.build_log else ""
        raise WorkshopError(f"The build failed:\n{compiler_errors(output)}")
    if kills_a_mutant(folder):
        return mutant_verdict(folder, pattern_name, mutant_outcome(folder, pattern_name))
    print("Running the acceptance scenario…", flush=True)
    outcomes = acceptance(folder, pattern_name)
    if pattern_name not in outcomes:
        raise WorkshopError(f"The acceptance scenario did not finish for {pattern_name}; see {relative(LOG)}.")
    outcome = outcomes[pattern_name]
    if outcome.passed:
        checkpoints = len(screens(folder / "expected-screens.txt"))
        print(f"PASS: exercise {folder.name} in {pattern_name} — all {checkpoints} screens and every expectation as expected.")
        return 0
    show_differences(folder, pattern_name, outcome.differing)
    show_issues(outcome)
    print(f"\nFAIL: exercise {folder.name} in {pattern_name} — {summary(outcome)}.")
    print(f"The scenario: {relative(next(folder.glob('*.swift')))}; the expected screens: {relative(folder / 'expected-screens.txt')}.")
    return 1


def show_issues(outcome):
    """The scenario's failed expectations under the screens: each with its line and message."""
    if outcome.issues:
        print(f"\n── expectations that failed " + "─" * 45)
        print_issues(outcome.issues)
    if outcome.run_failed:
        print(f"\n   {outcome.run_failed[0].upper()}{outcome.run_failed[1:]}: see {relative(LOG)}.")


def print_issues(issues):
    for issue in issues:
        print("   " + str(issue).replace("\n", "\n   "), flush=True)


def summary(outcome):
    """What failed, counted: "2 screen(s) differ (− expected, + yours), 1 expectation failed"."""
    parts = []
    if outcome.differing:
        parts.append(f"{len(outcome.differing)} screen(s) differ (− expected, + yours)")
    if outcome.issues:
        parts.append(f"{len(outcome.issues)} expectation(s) failed")
    if outcome.run_failed:
        parts.append(outcome.run_failed)
    return ", ".join(parts)


def hints(folder, pattern_name):
    """The pattern's hints for the exercise, in the order they are given: [(title, text)], read
    from the exercise's hints.md — a `## <pattern>` section, by its spoken name ("MVP-C", "MVC-Composition"),
    of `### <title>` steps."""
    path = folder / "hints.md"
    if not path.is_file():
        raise WorkshopError(f"Exercise {folder.name} has no hints ({relative(path)}).")
    sections = re.split(r"^## (.+)$", path.read_text(encoding="utf-8"), flags=re.M)
    for name, body in zip(sections[1::2], sections[2::2]):
        if name.strip() == variants.spoken(pattern_name):
            steps = re.split(r"^### (.+)$", body, flags=re.M)
            found = [(title.strip(), text.strip()) for title, text in zip(steps[1::2], steps[2::2]) if text.strip()]
            if found:
                return found
    raise WorkshopError(f"{relative(path)} has no hints for {pattern_name}.")


def command_hint(arguments):
    """One hint at a time, on request, the next each time: the pair decides when it needs more."""
    folder, pattern_name = exercise(arguments.exercise), pattern(arguments.pattern)
    steps = hints(folder, pattern_name)
    seen = json.loads(HINTS_SEEN.read_text(encoding="utf-8")) if HINTS_SEEN.is_file() else {}
    key = f"{folder.name}/{pattern_name}"
    again = f"make hint EX={number(folder)} PATTERN={pattern_name.lower()}"
    if arguments.reset:
        # Starting over, for the pair or a new one: the exercise begins again here too.
        git_in(REPOSITORY, "update-ref", "-d", BEGUN_REF + number(folder))
    mark_begun(folder)
    if arguments.reset:
        seen.pop(key, None)
        print(f"The hints of exercise {folder.name} in {pattern_name} start over: `{again}` shows the first.")
    else:
        index = min(seen.get(key, 0), len(steps) - 1)
        title, text = steps[index]
        print(f"Exercise {folder.name} in {pattern_name} — hint {index + 1} of {len(steps)}: {title.lower()}\n")
        print(text)
        if index + 1 < len(steps):
            print(f"\nWhen you want more: `{again}` shows the next ({steps[index + 1][0].lower()}).")
        else:
            print(f"\nThat was the last hint. `make solution EX={number(folder)} PATTERN={pattern_name.lower()}` applies the "
                  f"reference solution; `{again} RESET=1` starts the hints over.")
        seen[key] = index + 1
    HINTS_SEEN.parent.mkdir(parents=True, exist_ok=True)
    HINTS_SEEN.write_text(json.dumps(seen, indent=1, sort_keys=True), encoding="utf-8")
    return 0


def command_solution(arguments):
    folder, pattern_name = exercise(arguments.exercise), pattern(arguments.pattern)
    path = patch(folder, pattern_name)
    flags = ["-R"] if arguments.undo else []
    check = git("apply", "--check", *flags, str(path))
    if check.returncode != 0:
        opposite = git("apply", "--check", *(["-R"] if not arguments.undo else []), str(path))
        if opposite.returncode == 0:
            state = "not applied" if arguments.undo else "already applied"
            raise WorkshopError(f"The {pattern_name} solution of {folder.name} is {state}: nothing to do.")
        raise WorkshopError(
            f"The {pattern_name} solution of {folder.name} does not apply to your working tree:\n{check.stderr.strip()}\n"
            f"Keep your work with `git stash`, or discard it with `git checkout -- Variants Tests`, then try again."
        )
    if not arguments.undo:
        # A pair that starts by reading a solution begins the exercise here, before it: make cost
        # then counts the solution too, as the README says.
        mark_begun(folder)
    git("apply", *flags, str(path))
    stat = git("apply", "--stat", str(path)).stdout.rstrip()
    if arguments.undo:
        print(f"Removed the {pattern_name} solution of {folder.name}; your tree is as it was before it.")
    else:
        print(f"Applied the {pattern_name} solution of {folder.name}:\n{stat}")
        print(f"\nRead it:   {relative(path)} (every file it edits and adds; git diff leaves the added ones out)")
        print(f"Count it:  make cost EX={number(folder)}")
        print(f"Check it:  make exercise EX={number(folder)} PATTERN={pattern_name.lower()}")
        print(f"Undo it:   make solution EX={number(folder)} PATTERN={pattern_name.lower()} UNDO=1")
    return 0


def command_check_patches(_arguments):
    """Every solution applies to this tree (or is applied already). On a clean tree a solution
    that does not apply is an error: a change to its pattern broke it."""
    dirty = git_status("Variants", "Tests").strip() != ""
    problems, checked = [], 0
    for folder in exercises():
        for pattern_name in patterns():
            path = folder / "solutions" / f"{pattern_name.lower()}.patch"
            if not path.is_file():
                problems.append(f"{relative(path)} is missing: every exercise has a solution in every pattern.")
                continue
            checked += 1
            if kills_a_mutant(folder):
                mutant = folder / "mutants" / f"{pattern_name.lower()}.patch"
                if not mutant.is_file():
                    problems.append(f"{relative(mutant)} is missing: an exercise that plants a mutant has one in every pattern.")
                elif git("apply", "--check", str(mutant)).returncode != 0:
                    problems.append(
                        f"{relative(mutant)} no longer applies: a change to the {pattern_name} variant moved the line it takes out.\n"
                        f"    Remake it on the changed code: Workshop/README.md, “Keeping the solutions current”."
                    )
            forward = git("apply", "--check", str(path))
            if forward.returncode == 0 or git("apply", "--check", "-R", str(path)).returncode == 0:
                continue
            problems.append(
                f"{relative(path)} no longer applies: a change to the {pattern_name} variant broke this reference solution.\n"
                f"    {forward.stderr.strip().replace(chr(10), chr(10) + '    ')}\n"
                f"    Remake it on the changed code: Workshop/README.md, “Keeping the solutions current”."
            )
    if problems and dirty:
        print("warning: your working tree has changes, so these may be yours:", file=sys.stderr)
        print("\n".join(problems), file=sys.stderr)
        return 0
    if problems:
        print("\n".join(f"error: {problem}" for problem in problems), file=sys.stderr)
        return 1
    print(f"Workshop: all {checked} reference solutions apply.")
    return 0


def pairs(arguments):
    """The (exercise folder, pattern) pairs to check: every one, or those of the exercise or
    the pattern named, or the one pair both name."""
    folders = [exercise(arguments.exercise)] if arguments.exercise else exercises()
    names = [pattern(arguments.pattern)] if arguments.pattern else patterns()
    return [(folder, pattern_name) for folder in folders for pattern_name in names]


def command_matrix(_arguments):
    """{"include": [{"exercise": "01", "pattern": "mvc"}, …]}: a GitHub Actions matrix, one job a pair."""
    include = [{"exercise": number(folder), "pattern": pattern_name.lower()}
               for folder in exercises() for pattern_name in patterns()]
    print(json.dumps({"include": include}))
    return 0


def command_check(arguments):
    started = time.monotonic()
    selected = pairs(arguments)
    everything = len(selected) == len(exercises()) * len(patterns())
    reset_log()
    before = tree_state()
    if git_status("Variants", "Tests", "Workshop").strip():
        raise WorkshopError("make workshop-check applies and removes patches: commit or stash your changes to Variants, Tests and Workshop first.")
    rows, failed, build_seconds = [], False, {}
    print("Building the unmodified code…", flush=True)
    build()
    for folder in dict.fromkeys(folder for folder, _ in selected):
        if kills_a_mutant(folder):
            for pattern_name in (pattern_name for chosen, pattern_name in selected if chosen == folder):
                print(f"{folder.name} in {pattern_name}: the mutant on unmodified code…", flush=True)
                outcome = mutant_outcome(folder, pattern_name)
                if outcome.passed or outcome.failing_without:
                    failed = True
                    why = "is killed" if outcome.passed else "cannot be planted: the tests fail without it"
                    rows.append((folder.name, pattern_name, f"FAIL: the mutant {why} on unmodified code", 0))
            continue
        print(f"{folder.name}: the acceptance scenario on unmodified code…", flush=True)
        only = selected[0][1] if len(selected) == 1 else None
        outcomes = acceptance(folder, only)
        for pattern_name in (pattern_name for chosen, pattern_name in selected if chosen == folder):
            outcome = outcomes.get(pattern_name)
            if outcome is None or outcome.passed:
                failed = True
                why = "passes" if outcome else "did not run"
                rows.append((folder.name, pattern_name, f"FAIL: the acceptance scenario {why} on unmodified code", 0))
    for folder, pattern_name in selected:
        step_started = time.monotonic()
        print(f"{folder.name} in {pattern_name}…", flush=True)
        verdict = check_one(folder, pattern_name, build_seconds)
        failed = failed or verdict != "ok"
        rows.append((folder.name, pattern_name, verdict, time.monotonic() - step_started))
    print("Building the unmodified code again, so the build matches the tree…", flush=True)
    build()
    restored = tree_state() == before
    print("\nexercise              pattern  result                                      time")
    for name, pattern_name, verdict, seconds in rows:
        print(f"{name:21} {pattern_name:8} {verdict:43} {seconds:5.0f} s")
    minutes, seconds = divmod(round(time.monotonic() - started), 60)
    print(f"\nThe tree is {'restored exactly' if restored else 'NOT as it was: see git status'}.")
    if not failed and restored:
        write_change_builds(build_seconds, replacing_all=everything)
    print(f"make workshop-check took {minutes} min {seconds} s.")
    return 1 if failed or not restored else 0


def check_one(folder, pattern_name, build_seconds):
    """Applies the solution, checks it, and removes it again, whatever happens. The build of the
    variant's library right after the change is timed into `build_seconds`: everything else
    was built by the step before, so it is what the change alone costs to compile."""
    path = patch(folder, pattern_name)
    applied = git("apply", str(path), log=LOG)
    if applied.returncode != 0:
        return "FAIL: the solution does not apply"
    try:
        if kills_a_mutant(folder):
            # A test, no code: no library to time, no screen the parity suite could see change.
            build()
            outcome = mutant_outcome(folder, pattern_name)
            return "ok" if outcome.passed else "FAIL: " + ("its tests fail without the mutant" if outcome.failing_without else "the mutant survives it")
        started = time.monotonic()
        timed = run(["swift", "build", "--target", library_target(path, pattern_name)], log=LOG)
        if timed.returncode == 0:
            build_seconds.setdefault(folder.name, {})[pattern_name] = round(time.monotonic() - started, 2)
        build()
        outcome = acceptance(folder, pattern_name).get(pattern_name, Outcome(run_failed="the scenario did not run"))
        if not outcome.passed:
            print_issues(outcome.issues)
            return f"FAIL: the acceptance scenario fails: {summary(outcome)}"
        unit = run(test_command(f"^{pattern_name}Tests\\."), log=LOG)
        if unit.returncode != 0:
            return f"FAIL: {pattern_name}Tests fail"
        parity = run(test_command("ParityTests"),
                     env={"WORKSHOP_SOLVED": f"{number(folder)}:{pattern_name}", **SCREENS_ONLY}, log=LOG)
        if parity.returncode != 0:
            return "FAIL: the parity suite fails"
        return "ok"
    except WorkshopError as error:
        return f"FAIL: {str(error).splitlines()[0]}"
    finally:
        git("apply", "-R", str(path), log=LOG)


def library_target(path, pattern_name):
    """The library a solution changes, from its patch's paths: Variants/MVC/Gather/… → GatherMVC.
    A change to MVC-Composition's shared children (Variants/Composition/Children/) is built with
    the app it is for, whose library depends on them."""
    for line in path.read_text(encoding="utf-8").splitlines():
        match = re.match(rf"diff --git a/Variants/{pattern_name}/(Gather|MyCards)/", line)
        if match:
            return f"{match.group(1)}{pattern_name}"
    raise WorkshopError(f"{relative(path)} changes no file of Variants/{pattern_name}.")


def write_change_builds(build_seconds, replacing_all):
    """Keeps the timed builds for make metrics (metrics/change-builds.json): every pair's when
    every pair was checked; otherwise the pairs checked replace theirs and the others stay."""
    seconds = {}
    if not replacing_all and CHANGE_BUILDS.is_file():
        seconds = json.loads(CHANGE_BUILDS.read_text(encoding="utf-8"))["seconds"]
    for exercise_name, timed in build_seconds.items():
        seconds.setdefault(exercise_name, {}).update(timed)
    record = {"date": datetime.date.today().isoformat(), "seconds": seconds}
    CHANGE_BUILDS.write_text(json.dumps(record, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"The build after each solution checked is in {relative(CHANGE_BUILDS)}, for make metrics.")


def command_record(arguments):
    """Records the exercise's expected screens and the parity screens its change alters, from a
    pattern in which it is solved."""
    folder, pattern_name = exercise(arguments.exercise), pattern(arguments.pattern)
    if kills_a_mutant(folder):
        raise WorkshopError(f"Exercise {folder.name} plants a mutant: it has no screens to record.")
    reset_log()
    build()
    if pattern_name not in acceptance(folder, pattern_name, recording=True):
        raise WorkshopError(f"The acceptance scenario did not run; see {relative(LOG)}.")
    differences = RESULTS / "parity"
    shutil.rmtree(differences, ignore_errors=True)
    differences.mkdir(parents=True)
    run(test_command("ParityTests"), env={"WORKSHOP_RESULTS": str(differences), **SCREENS_ONLY}, log=LOG)
    changed = []
    for path in sorted(differences.glob(f"parity-{pattern_name}-*.txt")):
        changed.append(path.read_text(encoding="utf-8").rstrip("\n") + "\n")
    (folder / "parity-changes.txt").write_text("\n".join(changed), encoding="utf-8")
    names = sum(len(screens(path)) for path in differences.glob(f"parity-{pattern_name}-*.txt"))
    print(f"Recorded {relative(folder / 'expected-screens.txt')} and {names} changed parity screen(s) in {relative(folder / 'parity-changes.txt')}.")
    print("Read both before you commit them: they are the exercise's contract.")
    return 0


def reset_log():
    RESULTS.mkdir(parents=True, exist_ok=True)
    LOG.write_text("", encoding="utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("exercise", "solution", "hint", "record"):
        sub = commands.add_parser(name)
        sub.add_argument("exercise")
        sub.add_argument("pattern")
        if name == "solution":
            sub.add_argument("--undo", action="store_true")
        if name == "hint":
            sub.add_argument("--reset", action="store_true")
        if name == "exercise":
            # make exercise builds first, from the shell: a Python launched through a version
            # manager's shim (pyenv) gives swift another PATH, and SwiftPM a new plan to make.
            sub.add_argument("--built", type=int, help="the exit status of the build make ran")
            sub.add_argument("--build-log", help="what that build printed")
    check = commands.add_parser("check")
    check.add_argument("--exercise")
    check.add_argument("--pattern")
    commands.add_parser("matrix")
    commands.add_parser("check-patches")
    arguments = parser.parse_args()
    handler = {
        "exercise": command_exercise, "solution": command_solution, "hint": command_hint, "record": command_record,
        "check": command_check, "matrix": command_matrix, "check-patches": command_check_patches,
    }[arguments.command]
    try:
        return handler(arguments)
    except WorkshopError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nStopped.", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
