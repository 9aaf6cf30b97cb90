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


class ReadmeTableTests(unittest.TestCase):
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
