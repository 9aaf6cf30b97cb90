"""The workshop's estimates: they grow with a solution's size and with its measured waits, and the
table in Workshop/README.md is the one the script makes from the committed figures.

Run with `python3 -m unittest discover -s scripts/tests` (make test does)."""
import json
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

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


class RoomPlanTests(unittest.TestCase):
    def test_every_room_of_1_to_20_pairs_covers_each_exercise_it_gives_out_in_all_seven_patterns(self):
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
                        self.assertEqual(patterns, set(workshop_plan.PATTERNS), f"{exercise} with {len(given)} pairs")
                    else:
                        self.assertEqual(len(patterns), 2 * pairs, "a small room makes and reads distinct patterns")
                    self.assertTrue(len(given) >= 4 or len(coverage) == 1, f"{exercise} given to a lone group of {len(given)}")

    def test_six_pairs_make_one_exercise_six_ways_and_read_the_seventh(self):
        rows, coverage = workshop_plan.plan(6, workshop_plan.plan_estimates(*committed()))
        self.assertEqual({row[0] for row in rows}, {"01"}, "no lone pair on another exercise")
        self.assertEqual(len(coverage["01"]["made"]), 6)
        self.assertIn("UDF", coverage["01"]["made"])

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
            self.assertEqual(sorted(check_times["seconds"][folder]), sorted(workshop_plan.PATTERNS), folder)


if __name__ == "__main__":
    unittest.main()
