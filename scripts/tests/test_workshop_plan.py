"""The workshop's estimates: they grow with a solution's size and with its measured waits, and the
table in Workshop/README.md is the one the script makes from the committed figures.

Run with `python3 -m unittest discover -s scripts/tests` (make test does)."""
import json
import sys
import unittest
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import variants  # noqa: E402
import workshop_plan  # noqa: E402

WAITS = {"first": 30.0, "again": 5.0, "unit": 12.0}


def cost(code_lines, test_lines, exercise="01-team-balance", pattern="MVC"):
    return {"exercise": exercise, "pattern": pattern, "linesAdded": {"presentation logic": code_lines}, "testLinesAdded": test_lines}


class EstimateTests(unittest.TestCase):
    def test_more_lines_to_write_take_longer(self):
        small = workshop_plan.estimate(cost(40, 20), WAITS)
        large = workshop_plan.estimate(cost(160, 80), WAITS)
        self.assertAlmostEqual(large - small, 180 / workshop_plan.LINES_PER_MINUTE)

    def test_slower_checks_take_longer_and_a_busy_laptop_longest(self):
        quick = workshop_plan.estimate(cost(40, 20), WAITS)
        slow = workshop_plan.estimate(cost(40, 20), {"first": 90.0, "again": 20.0, "unit": 30.0})
        busy = workshop_plan.estimate(cost(40, 20), WAITS, busy=True)
        self.assertGreater(slow, quick)
        self.assertGreater(busy, slow)

    def test_a_pair_without_a_measurement_is_an_error_not_a_guess(self):
        report = {"changeCosts": [cost(40, 20)]}
        check_times = {"seconds": {"01-team-balance": {}}}
        with self.assertRaisesRegex(ValueError, "01-team-balance in MVC has no measured check times"):
            workshop_plan.table(report, check_times)


def committed():
    return (json.loads(workshop_plan.REPORT.read_text(encoding="utf-8")),
            json.loads(workshop_plan.CHECK_TIMES.read_text(encoding="utf-8")))


def every_pattern_measured():
    """A report and check times with every exercise measured in every pattern, MVC-Composition's too:
    a small solution each, so that every pattern fits the hour."""
    exercises = ["01-team-balance", "02-player-gathers", "03-rematch", "04-undo-delete", "05-kill-the-mutant"]
    report = {"changeCosts": [cost(30, 10, exercise, pattern) for exercise in exercises for pattern in workshop_plan.PATTERNS]}
    return report, {"seconds": {exercise: {pattern: WAITS for pattern in workshop_plan.PATTERNS} for exercise in exercises}}


class RoomPlanTests(unittest.TestCase):
    def test_every_room_of_1_to_20_pairs_covers_each_exercise_it_gives_out_in_every_pattern_estimated(self):
        estimates = workshop_plan.plan_estimates(*committed())
        for pairs in range(1, workshop_plan.MAX_PAIRS + 1):
            with self.subTest(pairs=pairs):
                rows, coverage = workshop_plan.plan(pairs, estimates)
                self.assertEqual(len(rows), pairs, "a row per pair")
                for exercise, made, read in rows:
                    self.assertNotEqual(made, read, "a pair reads another pattern than it makes")
                    self.assertLessEqual(estimates[exercise][made][1], workshop_plan.FITS_MINUTES + 1,
                                         f"{exercise} in {made} is made although it does not fit the hour")
                for exercise, covered in coverage.items():
                    given = [row for row in rows if row[0] == exercise]
                    patterns = set(covered["made"]) | set(covered["read"])
                    if pairs >= 4:
                        self.assertEqual(patterns, set(workshop_plan.ESTIMATED), f"{exercise} with {len(given)} pairs")
                    else:
                        self.assertEqual(len(patterns), 2 * pairs, "a small room makes and reads distinct patterns")
                    self.assertTrue(len(given) >= 4 or len(coverage) == 1, f"{exercise} given to a lone group of {len(given)}")

    def test_six_pairs_make_one_exercise_six_ways_and_read_the_seventh(self):
        rows, coverage = workshop_plan.plan(6, workshop_plan.plan_estimates(*committed()))
        self.assertEqual({row[0] for row in rows}, {"01"}, "no lone pair on another exercise")
        self.assertEqual(len(coverage["01"]["made"]), 6)
        self.assertIn("UDF", coverage["01"]["made"])

    def test_a_pattern_measured_later_is_planned_as_the_others_are(self):
        """MVC-Composition once its figures come: made and read like any other, last in MAKE_ORDER,
        and the plan says "all eight"."""
        report, check_times = every_pattern_measured()
        with mock.patch.object(workshop_plan, "ESTIMATED", workshop_plan.PATTERNS):
            rows, coverage = workshop_plan.plan(4, workshop_plan.plan_estimates(report, check_times))
            printed = workshop_plan.render_plan(1, report, check_times)
            table = workshop_plan.table(report, check_times)

        self.assertEqual(set(coverage["01"]["made"]) | set(coverage["01"]["read"]), set(workshop_plan.PATTERNS))
        self.assertEqual(rows[-1], ("01", "MVVM", "Composition"), "four pairs make four and read the other four, MVC-Composition last")
        self.assertIn("| 03 | – | – | all eight |", printed)
        self.assertIn("| MVP-C | VIPER | VIP | UDF | MVC-Composition |", table)

    def test_a_pattern_not_measured_yet_is_in_no_plan_nor_table(self):
        report, check_times = committed()
        measured = [pattern for pattern in workshop_plan.PATTERNS if pattern != "Composition"]
        with mock.patch.object(workshop_plan, "ESTIMATED", measured):
            for pairs in workshop_plan.README_PLANS:
                with self.subTest(pairs=pairs):
                    printed = workshop_plan.render_plan(pairs, report, check_times)
                    self.assertNotIn("Composition", printed)
                    self.assertIn("all seven", printed)
            self.assertNotIn("Composition", workshop_plan.table(report, check_times))

    def test_a_room_outside_1_to_20_pairs_is_refused_with_the_range(self):
        for pairs in (0, 21):
            with self.assertRaisesRegex(ValueError, "A plan is for 1 to 20 pairs"):
                workshop_plan.plan(pairs, workshop_plan.plan_estimates(*committed()))


class ReadmeTableTests(unittest.TestCase):
    def test_the_workshop_readme_holds_the_plans_make_plan_prints(self):
        readme = (workshop_plan.ROOT / "Workshop" / "README.md").read_text(encoding="utf-8")
        for pairs in workshop_plan.README_PLANS:
            self.assertIn(workshop_plan.render_plan(pairs, *committed()), readme,
                          f"Workshop/README.md's plan for {pairs} pairs differs from `make plan PAIRS={pairs}`: paste its output")

    def test_the_workshop_readme_holds_the_table_made_from_the_committed_figures(self):
        report = json.loads(workshop_plan.REPORT.read_text(encoding="utf-8"))
        check_times = json.loads(workshop_plan.CHECK_TIMES.read_text(encoding="utf-8"))
        readme = (workshop_plan.ROOT / "Workshop" / "README.md").read_text(encoding="utf-8")
        self.assertIn(workshop_plan.table(report, check_times), readme,
                      "Workshop/README.md's estimates differ from `python3 scripts/workshop_plan.py table`: paste its output")

    def test_every_exercise_and_pattern_was_measured(self):
        check_times = json.loads(workshop_plan.CHECK_TIMES.read_text(encoding="utf-8"))
        folders = [folder.name for folder in workshop_plan.exercise_folders()]
        self.assertEqual(sorted(check_times["seconds"]), folders)
        for folder in folders:
            self.assertEqual(sorted(check_times["seconds"][folder]), sorted(workshop_plan.ESTIMATED), folder)
            for pattern in workshop_plan.NOT_MEASURED_YET:
                self.assertNotIn(pattern, check_times["seconds"][folder],
                                 f"{pattern} is measured now: take it out of NOT_MEASURED_YET, paste the table and the plans")


class PatternTests(unittest.TestCase):
    def test_the_plan_knows_every_pattern_the_package_builds_in_its_order(self):
        built = list(dict.fromkeys(pattern for _, _, pattern in variants.app_products(workshop_plan.ROOT)))
        self.assertEqual(workshop_plan.PATTERNS, built)
        self.assertEqual(sorted(workshop_plan.MAKE_ORDER), sorted(built), "every pattern has its place in MAKE_ORDER")

    def test_a_pattern_is_written_by_its_spoken_name(self):
        self.assertEqual([workshop_plan.label(pattern) for pattern in workshop_plan.PATTERNS],
                         ["MVC", "MVVM", "MVP", "MVP-C", "VIPER", "VIP", "UDF", "MVC-Composition"])


if __name__ == "__main__":
    unittest.main()
