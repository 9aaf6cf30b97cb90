"""scripts/format.sh check passes on the repository and fails, naming the file, on one that
drifts from .swift-format; `fix` formats it so that the check passes again.

Run with `python3 -m unittest discover -s scripts/tests` (make test does)."""
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SCRIPT = ROOT / "scripts" / "format.sh"

FORMATTED = """struct Score {
    var home = 0

    mutating func goal() {
        home += 1
    }
}
"""
# Two spaces and a brace on its own line: what a student's editor may write.
DRIFTING = """struct Score
{
  var home = 0
  mutating func goal() { home += 1 }
}
"""


@unittest.skipUnless(shutil.which("swift"), "no Swift toolchain here")
class FormatCheckTests(unittest.TestCase):
    def repository(self, source):
        folder = Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, folder)
        shutil.copy(ROOT / ".swift-format", folder / ".swift-format")
        (folder / "Score.swift").write_text(source, encoding="utf-8")
        subprocess.run(["git", "init", "-q"], cwd=folder, check=True)
        subprocess.run(["git", "add", "-A"], cwd=folder, check=True)
        return folder

    def run_script(self, mode, folder):
        return subprocess.run([str(SCRIPT), mode, str(folder)], capture_output=True, text=True)

    def test_the_repository_is_formatted(self):
        result = self.run_script("check", ROOT)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_a_file_that_drifts_fails_the_check_and_is_named(self):
        folder = self.repository(DRIFTING)

        result = self.run_script("check", folder)

        self.assertEqual(result.returncode, 1)
        self.assertIn("Score.swift:", result.stdout)

    def test_a_formatted_file_passes_and_fix_makes_a_drifting_one_pass(self):
        self.assertEqual(self.run_script("check", self.repository(FORMATTED)).returncode, 0)
        folder = self.repository(DRIFTING)

        self.assertEqual(self.run_script("fix", folder).returncode, 0)

        self.assertEqual(self.run_script("check", folder).returncode, 0)
        self.assertIn("    var home = 0", (folder / "Score.swift").read_text(encoding="utf-8"))


if __name__ == "__main__":
    unittest.main()
