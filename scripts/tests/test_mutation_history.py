"""scripts/mutation_history.py reads the kept runs and the unit tests from git: the first full
run's figures, as committed at 317e45c, are the ones the teacher saw (Football Gather in MVC,
72 %)."""
import subprocess
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import mutation_history  # noqa: E402


def has_commit(commit):
    return subprocess.run(["git", "cat-file", "-e", f"{commit}^{{commit}}"], cwd=mutation_history.ROOT, capture_output=True).returncode == 0


# A shallow clone (a CI checkout's default) has not the runs' commits: nothing to read there.
@unittest.skipUnless(has_commit("317e45c") and has_commit("8fa9b8e"), "a shallow clone: the runs' commits are not here")
class MutationHistoryTests(unittest.TestCase):
    def test_the_first_run_is_read_as_it_was_committed(self):
        run = mutation_history.run("317e45c")
        mvc = next(entry for entry in run["entries"] if entry["pattern"] == "MVC" and entry["app"] == "Gather")

        self.assertEqual((mvc["killed"], mvc["survived"]), (133, 53))
        self.assertEqual(round(100 * mvc["killed"] / (mvc["killed"] + mvc["survived"])), 72)
        self.assertEqual(mvc["unitTests"], 48)
        self.assertEqual(run["commit"], "317e45c")

    def test_the_committed_history_is_what_the_script_writes(self):
        import json
        kept = json.loads((mutation_history.ROOT / "metrics" / "mutants" / "history.json").read_text(encoding="utf-8"))

        self.assertEqual(kept["first"], mutation_history.run(kept["first"]["commit"]))
        self.assertEqual(kept["latest"], mutation_history.run(kept["latest"]["commit"]))
        for later in kept["later"]:
            patterns = list(dict.fromkeys(entry["pattern"] for entry in later["first"]["entries"]))
            self.assertEqual(later["first"], mutation_history.run(later["first"]["commit"], patterns))
            self.assertEqual(later["latest"], mutation_history.run(later["latest"]["commit"], patterns))

    @unittest.skipUnless(has_commit("28e642d") and has_commit("ef16c01"), "a shallow clone: UDF's runs' commits are not here")
    def test_a_pattern_added_later_is_read_between_its_own_runs(self):
        later = mutation_history.later_pattern("UDF=28e642d..ef16c01")
        first, latest = later["first"]["entries"], later["latest"]["entries"]

        self.assertEqual([(entry["pattern"], entry["app"]) for entry in first], [("UDF", "Gather"), ("UDF", "MyCards")])
        self.assertEqual((first[0]["killed"], first[0]["survived"]), (126, 16))
        self.assertEqual((latest[0]["killed"], latest[0]["survived"]), (140, 5))
        self.assertEqual(latest[0]["unitTests"] - first[0]["unitTests"], 4)

    def test_a_later_pattern_needs_its_two_commits(self):
        with self.assertRaises(SystemExit):
            mutation_history.later_pattern("UDF=28e642d")


if __name__ == "__main__":
    unittest.main()
