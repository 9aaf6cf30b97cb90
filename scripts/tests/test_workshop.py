"""The workshop runner's verdict: an exercise passes only when every screen is as expected,
every expectation of its scenario held and the test run passed.

Run with `python3 -m unittest discover -s scripts/tests` (make test does)."""
import contextlib
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest
import unittest.mock
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import workshop  # noqa: E402

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def scratch_repository():
    """A git repository of one commit with a Variants/ and a Tests/ folder, and no identity set."""
    repository = Path(tempfile.mkdtemp())
    (repository / "Variants" / "UDF").mkdir(parents=True)
    (repository / "Tests").mkdir()
    (repository / "Variants" / "UDF" / "Screen.swift").write_text("as committed\n", encoding="utf-8")
    identity = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}
    for step in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "the start"]):
        subprocess.run(["git", "-C", str(repository), *step], check=True, env=identity)
    return repository


def git_output(repository, *arguments):
    return subprocess.run(["git", "-C", str(repository), *arguments], capture_output=True, text=True, check=True).stdout.strip()


def event_stream(*issues):
    """A Swift Testing event stream (version 0) holding `issues`: (pattern, line, comments, texts)."""
    records = []
    for pattern_name, line, comments, texts in issues:
        records.append({
            "kind": "event",
            "version": 0,
            "payload": {
                "kind": "issueRecorded",
                "testID": "WorkshopTests.RematchAcceptance/aRematchStartsTheSameTeamsAgain(_:)/RematchAcceptance.swift:12:6",
                "_testCase": {"displayName": pattern_name},
                "_comments": comments,
                "issue": {"isKnown": False, "sourceLocation": {"fileID": "WorkshopTests/RematchAcceptance.swift", "line": line}},
                "messages": [{"symbol": "fail", "text": text} for text in texts],
            },
        })
    path = Path(tempfile.mkdtemp()) / "events.jsonl"
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return path


class VerdictTests(unittest.TestCase):
    def test_matching_screens_and_one_failed_expectation_fail(self):
        # A real run's stream: exercise 03 in MVVM, its screens as expected, the score not kept.
        issues = workshop.read_issues(FIXTURES / "one-failed-expectation.jsonl")
        outcome = workshop.verdicts({"MVVM": ["passed"]}, issues, run_status=1)["MVVM"]

        self.assertFalse(outcome.passed)
        self.assertEqual(outcome.differing, [])
        self.assertEqual(len(outcome.issues), 1)
        shown = str(outcome.issues[0])
        self.assertTrue(shown.startswith("RematchAcceptance.swift:29: Expectation failed: (stored.compactMap(\\.score) → []) == [\"2-1\"]"), shown)
        self.assertIn("the first gather's result is kept", shown)
        self.assertEqual(workshop.summary(outcome), "1 expectation(s) failed")

    def test_screens_and_expectations_as_expected_pass(self):
        outcome = workshop.verdicts({"MVVM": ["passed"]}, {}, run_status=0)["MVVM"]

        self.assertTrue(outcome.passed)

    def test_a_failed_run_with_nothing_to_show_fails_every_pattern(self):
        outcomes = workshop.verdicts({"MVC": ["passed"], "VIP": ["passed"]}, {}, run_status=1)

        self.assertFalse(outcomes["MVC"].passed)
        self.assertFalse(outcomes["VIP"].passed)
        self.assertIn("exit status 1", outcomes["MVC"].run_failed)

    def test_a_pattern_with_a_failed_expectation_fails_alone(self):
        events = event_stream(("VIP", 32, [], ["Expectation failed: teams == …"]))
        outcomes = workshop.verdicts({"MVC": ["passed"], "VIP": ["passed"]}, workshop.read_issues(events), run_status=1)

        self.assertTrue(outcomes["MVC"].passed)
        self.assertFalse(outcomes["VIP"].passed)

    def test_screen_checkpoints_are_told_by_the_results_not_twice_as_issues(self):
        events = event_stream(("MVC", 22, ['checkpoint "the end offers a rematch" of MVC'], ["Expectation failed: (screen → …"]))
        outcome = workshop.verdicts({"MVC": ["failed", "the end offers a rematch"]}, workshop.read_issues(events), run_status=1)["MVC"]

        self.assertFalse(outcome.passed)
        self.assertEqual(outcome.differing, ["the end offers a rematch"])
        self.assertEqual(outcome.issues, [])

    def test_a_pattern_that_never_finished_fails(self):
        events = event_stream(("MVP", 40, [], ["Caught error: the backend did not start"]))
        outcome = workshop.verdicts({}, workshop.read_issues(events), run_status=1)["MVP"]

        self.assertFalse(outcome.passed)
        self.assertEqual(outcome.run_failed, "the scenario did not finish")

    def test_the_run_asks_swift_testing_for_its_event_stream(self):
        flags = [flag.format(path="x.jsonl") for flag in workshop.EVENT_STREAM_FLAGS]

        self.assertEqual(flags, ["--experimental-event-stream-output", "x.jsonl", "--experimental-event-stream-version", "0"])


class CompilerErrorTests(unittest.TestCase):
    def test_each_error_keeps_its_notes_and_drops_warnings(self):
        output = "\n".join([
            "[12/40] Compiling GatherVIPER PlayerListPresenter.swift",
            "/r/Tests/VIPERTests/PlayerListPresenterTests.swift:80:7: error: type 'PlayerListViewSpy' does not conform to protocol 'PlayerListViewProtocol'",
            " 78 | ",
            " 80 | final class PlayerListViewSpy: PlayerListViewProtocol {",
            "/r/Variants/VIPER/Gather/PlayerList/PlayerListProtocols.swift:12:10: note: protocol requires function 'showBalance' with type '(String) -> ()'",
            "/r/Variants/VIPER/Gather/Other.swift:3:5: warning: variable 'x' was never used",
            "/r/Variants/VIPER/Gather/Other.swift:3:5: note: a note of the warning",
            "/r/Tests/VIPERTests/PlayerListPresenterTests.swift:80:7: error: type 'PlayerListViewSpy' does not conform to protocol 'PlayerListViewProtocol'",
        ])

        self.assertEqual(workshop.compiler_errors(output).splitlines(), [
            "/r/Tests/VIPERTests/PlayerListPresenterTests.swift:80:7: error: type 'PlayerListViewSpy' does not conform to protocol 'PlayerListViewProtocol'",
            "    /r/Variants/VIPER/Gather/PlayerList/PlayerListProtocols.swift:12:10: note: protocol requires function 'showBalance' with type '(String) -> ()'",
        ])

    def test_without_an_error_line_the_end_of_the_output_is_shown(self):
        self.assertEqual(workshop.compiler_errors("linker failed: undefined symbol"), "linker failed: undefined symbol")


class BuildTests(unittest.TestCase):
    def test_the_test_bundle_is_named_after_the_package(self):
        manifest = (workshop.ROOT / "Package.swift").read_text(encoding="utf-8")
        name = re.search(r'let package = Package\(\s*name: "(\w+)"', manifest).group(1)

        self.assertEqual(workshop.TEST_BUNDLE, f"{name}PackageTests")


class LibraryTargetTests(unittest.TestCase):
    """The library whose build a solution's check times is the app's, whatever else it changes."""

    def test_each_reference_solution_names_a_library_the_package_has(self):
        for folder in workshop.exercises():
            if workshop.kills_a_mutant(folder):
                continue
            for pattern_name in workshop.patterns():
                target = workshop.library_target(workshop.patch(folder, pattern_name), pattern_name)
                self.assertRegex(target, rf"^(Gather|MyCards){pattern_name}$", f"{folder.name} {pattern_name}")

    def test_a_change_to_the_shared_children_is_built_with_its_app(self):
        with tempfile.TemporaryDirectory() as folder:
            patch = Path(folder) / "composition.patch"
            patch.write_text(
                "diff --git a/Variants/Composition/Children/CaptionController.swift b/Variants/Composition/Children/CaptionController.swift\n"
                "diff --git a/Variants/Composition/Gather/ConfirmPlayers/ConfirmPlayersController.swift b/Variants/Composition/Gather/ConfirmPlayers/ConfirmPlayersController.swift\n",
                encoding="utf-8")
            self.assertEqual(workshop.library_target(patch, "Composition"), "GatherComposition")


class PairTests(unittest.TestCase):
    """CI checks one exercise × pattern pair per job; the matrix and the one-pair check agree."""

    def arguments(self, exercise=None, pattern=None):
        return type("Arguments", (), {"exercise": exercise, "pattern": pattern})()

    def test_the_matrix_has_every_exercise_in_every_pattern_once(self):
        matrix = [(entry["exercise"], entry["pattern"]) for entry in workshop_matrix()]
        everything = [(workshop.number(folder), name.lower()) for folder, name in workshop.pairs(self.arguments())]

        self.assertEqual(matrix, everything)
        self.assertEqual(len(set(matrix)), len(workshop.exercises()) * len(workshop.patterns()))

    def test_a_matrix_entry_names_exactly_one_pair(self):
        entry = workshop_matrix()[-1]
        chosen = workshop.pairs(self.arguments(entry["exercise"], entry["pattern"]))

        self.assertEqual([(workshop.number(folder), name.lower()) for folder, name in chosen], [(entry["exercise"], entry["pattern"])])

    def test_an_exercise_alone_is_checked_in_every_pattern(self):
        chosen = workshop.pairs(self.arguments(exercise="01"))

        self.assertEqual([name for _, name in chosen], workshop.patterns())
        self.assertEqual({workshop.number(folder) for folder, _ in chosen}, {"01"})

    def test_make_passes_on_only_what_was_named(self):
        def command(*variables):
            environment = {key: value for key, value in os.environ.items() if key not in ("EX", "PATTERN")}
            printed = subprocess.run(["make", "-n", "workshop-check", *variables], cwd=workshop.ROOT,
                                     env=environment, capture_output=True, text=True, check=True).stdout
            return next(line for line in printed.splitlines() if "workshop.py check" in line)

        self.assertNotIn("--", command(), "make run's default pattern is no choice of pattern")
        self.assertIn('--exercise "01" --pattern "vip"', command("EX=01", "PATTERN=vip"))

    def test_a_pattern_alone_is_checked_in_every_exercise(self):
        chosen = workshop.pairs(self.arguments(pattern="vip"))

        self.assertEqual([folder for folder, _ in chosen], workshop.exercises())
        self.assertEqual({name for _, name in chosen}, {"VIP"})


class MutantExerciseTests(unittest.TestCase):
    """Exercise 05: a test passes only if the tests pass without the mutant and one fails with it."""

    def stream(self, *issues):
        """An event stream of `issues`: (test id, known)."""
        records = [{"kind": "event", "version": 0, "payload": {
            "kind": "issueRecorded", "testID": test_id, "issue": {"isKnown": known},
            "messages": [{"symbol": "fail", "text": "Expectation failed"}],
        }} for test_id, known in issues]
        path = Path(tempfile.mkdtemp()) / "events.jsonl"
        path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
        return path

    def test_the_failed_tests_are_named_once_each_and_known_issues_are_not_failures(self):
        events = self.stream(
            ("MVPTests.PhotoCapturePresenterTests/leavingTheCaptureTurnsTheCameraOff()/PhotoCapturePresenterTests.swift:80:6", False),
            ("MVPTests.PhotoCapturePresenterTests/leavingTheCaptureTurnsTheCameraOff()/PhotoCapturePresenterTests.swift:80:6", False),
            ("MVPTests.LoginPresenterTests/aKnownOne()/LoginPresenterTests.swift:9:6", True),
        )

        self.assertEqual(workshop.failed_tests(events), ["PhotoCapturePresenterTests/leavingTheCaptureTurnsTheCameraOff()"])
        self.assertEqual(workshop.failed_tests(Path(tempfile.mkdtemp()) / "none.jsonl"), [])

    def test_only_a_test_that_passes_without_the_mutant_and_fails_with_it_kills_it(self):
        self.assertTrue(workshop.MutantOutcome(failing_with=["A/kills()"]).passed)
        self.assertFalse(workshop.MutantOutcome().passed, "the mutant survives")
        self.assertFalse(workshop.MutantOutcome(failing_without=["A/alwaysFails()"]).passed, "a test that always fails")
        self.assertFalse(workshop.MutantOutcome(["A/alwaysFails()"], ["A/alwaysFails()"]).passed)

    def test_hints_come_one_at_a_time_the_next_on_each_request_and_start_over_on_reset(self):
        original, repository = workshop.HINTS_SEEN, workshop.REPOSITORY
        workshop.HINTS_SEEN = Path(tempfile.mkdtemp()) / "hints-seen.json"
        workshop.REPOSITORY = scratch_repository()
        try:
            def hint(reset=False):
                output = io.StringIO()
                with contextlib.redirect_stdout(output):
                    workshop.command_hint(type("Arguments", (), {"exercise": "05", "pattern": "viper", "reset": reset})())
                return output.getvalue()

            first, second, third, fourth, after = hint(), hint(), hint(), hint(), hint()
            hint(reset=True)
            again = hint()
        finally:
            workshop.HINTS_SEEN, workshop.REPOSITORY = original, repository

        self.assertIn("hint 1 of 4: where to look", first)
        self.assertIn("PhotoCaptureInteractorTests.swift", first)
        self.assertNotIn("cameraNotStarted", first, "the first hint says where, not what to write")
        self.assertIn("hint 2 of 4: how to see it from outside", second)
        self.assertIn("hint 3 of 4: a checkpoint", third)
        self.assertIn("swift test --filter VIPERTests.PhotoCaptureInteractorTests", third, "a check the pair can run")
        self.assertIn("hint 4 of 4: the answer", fourth)
        self.assertIn("That was the last hint", fourth)
        self.assertEqual(after, fourth, "past the last, the last again")
        self.assertIn("hint 1 of 4", again)

    def test_the_first_hint_or_check_of_an_exercise_marks_the_tree_where_it_began_and_only_the_first(self):
        repository, original = scratch_repository(), workshop.REPOSITORY
        screen = repository / "Variants" / "UDF" / "Screen.swift"
        screen.write_text("exercise 01's change\n", encoding="utf-8")
        (repository / "Tests" / "New.swift").write_text("a new file of 01\n", encoding="utf-8")
        workshop.REPOSITORY = repository
        try:
            with contextlib.redirect_stdout(io.StringIO()) as said:
                workshop.mark_begun(workshop.exercise("05"))
            began = git_output(repository, "rev-parse", "refs/workshop/began-05")
            screen.write_text("exercise 05's change\n", encoding="utf-8")
            with contextlib.redirect_stdout(io.StringIO()):
                workshop.mark_begun(workshop.exercise("05"))
        finally:
            workshop.REPOSITORY = original

        self.assertIn("Exercise 05-kill-the-mutant begins here: `make cost EX=05`", said.getvalue())
        self.assertEqual(git_output(repository, "rev-parse", "refs/workshop/began-05"), began, "the second ask keeps the first mark")
        self.assertEqual(git_output(repository, "show", f"{began}:Variants/UDF/Screen.swift"), "exercise 01's change")
        self.assertEqual(git_output(repository, "show", f"{began}:Tests/New.swift"), "a new file of 01", "new files are kept too")
        self.assertEqual(git_output(repository, "diff", "--cached", "--name-only"), "", "the pair's index is untouched")
        self.assertEqual(git_output(repository, "log", "--format=%s", "HEAD"), "the start", "and so is its branch")

    def test_starting_the_hints_over_makes_the_exercise_begin_again_where_the_tree_is(self):
        repository, original = scratch_repository(), workshop.REPOSITORY
        seen = workshop.HINTS_SEEN
        workshop.HINTS_SEEN = Path(tempfile.mkdtemp()) / "hints-seen.json"
        workshop.REPOSITORY = repository
        arguments = lambda reset: type("Arguments", (), {"exercise": "05", "pattern": "viper", "reset": reset})()
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                workshop.command_hint(arguments(False))
                first = git_output(repository, "rev-parse", "refs/workshop/began-05")
                (repository / "Variants" / "UDF" / "Screen.swift").write_text("the last pair's change\n", encoding="utf-8")
                workshop.command_hint(arguments(False))
                kept = git_output(repository, "rev-parse", "refs/workshop/began-05")
                workshop.command_hint(arguments(True))
                again = git_output(repository, "rev-parse", "refs/workshop/began-05")
        finally:
            workshop.HINTS_SEEN, workshop.REPOSITORY = seen, original
        self.assertEqual(kept, first, "a second hint keeps where it began")
        self.assertNotEqual(again, first)
        self.assertEqual(git_output(repository, "show", f"{again}:Variants/UDF/Screen.swift"), "the last pair's change")

    def test_a_timing_run_with_a_solution_applied_marks_nothing(self):
        repository, original = scratch_repository(), workshop.REPOSITORY
        workshop.REPOSITORY = repository
        try:
            with unittest.mock.patch.dict(os.environ, {"WORKSHOP_MARK_BEGUN": "0"}):
                workshop.mark_begun(workshop.exercise("01"))
        finally:
            workshop.REPOSITORY = original
        self.assertNotEqual(subprocess.run(["git", "-C", str(repository), "rev-parse", "--verify", "--quiet", "refs/workshop/began-01"]).returncode, 0)

    def test_every_exercises_hints_go_where_then_a_checkpoint_then_the_answer(self):
        for folder in workshop.exercises():
            for pattern_name in workshop.patterns():
                with self.subTest(exercise=folder.name, pattern=pattern_name):
                    titles = [title for title, _ in workshop.hints(folder, pattern_name)]
                    self.assertEqual(titles[0], "Where to look")
                    self.assertEqual(titles[-2:], ["A checkpoint", "The answer"])
                    checkpoint = dict(workshop.hints(folder, pattern_name))["A checkpoint"]
                    self.assertIn(f"make exercise EX={workshop.number(folder)} PATTERN={pattern_name.lower()}", checkpoint)
                    self.assertRegex(checkpoint, r"swift test --filter \w+Tests\.\w+")

    def test_every_exercise_has_hints_for_every_pattern(self):
        for folder in workshop.exercises():
            for pattern_name in workshop.patterns():
                steps = workshop.hints(folder, pattern_name)
                self.assertEqual(steps[0][0], "Where to look", f"{folder.name} {pattern_name}")
                self.assertEqual(steps[-1][0], "The answer", f"{folder.name} {pattern_name}")

    def test_changed_code_refuses_the_mutant_and_suggests_what_keeps_the_pairs_test(self):
        folder = workshop.exercise("05")
        original = workshop.git_status
        workshop.git_status = lambda *paths: " M Variants/VIPER/MyCards/PhotoCapture/PhotoCapturePresenter.swift\n"
        try:
            with self.assertRaises(workshop.WorkshopError) as refusal:
                workshop.mutant_outcome(folder, "VIPER")
        finally:
            workshop.git_status = original

        self.assertIn("git stash push -- Variants", str(refusal.exception))
        self.assertNotIn("`git stash`", str(refusal.exception), "a bare stash takes the pair's test too")

    def test_a_check_after_a_check_finds_the_tree_restored(self):
        # The first check writes metrics/change-builds.json; the second begins with it changed,
        # changes it the same way, and must not call the tree changed for that.
        originals = workshop.git_status, workshop.git
        diffs = iter(["diff --git a/metrics/change-builds.json …+1\n", "diff --git a/metrics/change-builds.json …+1\n",
                      "diff --git a/metrics/change-builds.json …+2\n"])

        class Result:
            def __init__(self, stdout):
                self.stdout = stdout

        workshop.git_status = lambda *paths: " M metrics/change-builds.json\n"
        workshop.git = lambda *arguments, log=None: Result(next(diffs))
        try:
            before = workshop.tree_state()
            self.assertEqual(workshop.tree_state(), before)
            self.assertNotEqual(workshop.tree_state(), before, "a file changed otherwise than before is not restored")
        finally:
            workshop.git_status, workshop.git = originals

    def test_the_line_a_mutant_takes_out_is_read_from_its_patch_with_its_number(self):
        folder = workshop.exercise("05")
        for pattern_name in workshop.patterns():
            path = workshop.mutant_patch(folder, pattern_name)
            file, line, code = workshop.planted(path)
            source = (workshop.ROOT / file).read_text(encoding="utf-8").splitlines()

            self.assertEqual(source[line - 1].strip(), code, f"{pattern_name}: line {line} of {file}")

    def test_a_patch_that_takes_out_nothing_is_refused(self):
        path = Path(tempfile.mkdtemp()) / "empty.patch"
        path.write_text("--- a/x.swift\n+++ b/x.swift\n@@ -1,2 +1,3 @@\n a\n+b\n", encoding="utf-8")

        with self.assertRaises(workshop.WorkshopError):
            workshop.planted(path)

    def test_only_the_exercises_with_mutants_plant_one(self):
        kinds = {folder.name[:2]: workshop.kills_a_mutant(folder) for folder in workshop.exercises()}

        self.assertEqual(kinds, {"01": False, "02": False, "03": False, "04": False, "05": True})

    def test_a_mutant_that_no_longer_applies_fails_check_patches(self):
        folder = workshop.exercise("05")
        path = workshop.mutant_patch(folder, "MVP")
        original = path.read_text(encoding="utf-8")
        try:
            path.write_text(original.replace("-        await camera.stop()", "-        await camera.halt()"), encoding="utf-8")
            printed = io.StringIO()
            with contextlib.redirect_stderr(printed):
                status = workshop.command_check_patches(None)
        finally:
            path.write_text(original, encoding="utf-8")
        dirty = workshop.git_status("Variants", "Tests").strip() != ""
        self.assertEqual(status, 0 if dirty else 1)
        self.assertIn("mutants/mvp.patch no longer applies", printed.getvalue())


def workshop_matrix():
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        workshop.command_matrix(None)
    return json.loads(printed.getvalue())["include"]


if __name__ == "__main__":
    unittest.main()


class ChangeBuildsTests(unittest.TestCase):
    """make workshop-check keeps the build after each solution for make metrics: a check of some
    pairs replaces those pairs' figures and keeps the others'; a check of every pair replaces all."""

    def setUp(self):
        self.path = Path(tempfile.mkdtemp()) / "change-builds.json"
        self.path.write_text(json.dumps({"date": "2026-01-01", "seconds": {
            "01-team-balance": {"MVC": 7.4, "VIP": 7.5}, "02-player-gathers": {"MVC": 6.8},
        }}), encoding="utf-8")
        self.original = workshop.CHANGE_BUILDS
        workshop.CHANGE_BUILDS = self.path

    def tearDown(self):
        workshop.CHANGE_BUILDS = self.original

    def written(self, build_seconds, replacing_all):
        with contextlib.redirect_stdout(io.StringIO()):
            workshop.write_change_builds(build_seconds, replacing_all=replacing_all)
        return json.loads(self.path.read_text(encoding="utf-8"))["seconds"]

    def test_one_pattern_checked_replaces_its_figures_and_keeps_the_others(self):
        seconds = self.written({"01-team-balance": {"UDF": 8.1, "VIP": 7.0}}, replacing_all=False)
        self.assertEqual(seconds, {"01-team-balance": {"MVC": 7.4, "VIP": 7.0, "UDF": 8.1}, "02-player-gathers": {"MVC": 6.8}})

    def test_every_pair_checked_replaces_every_figure(self):
        seconds = self.written({"01-team-balance": {"UDF": 8.1}}, replacing_all=True)
        self.assertEqual(seconds, {"01-team-balance": {"UDF": 8.1}})
