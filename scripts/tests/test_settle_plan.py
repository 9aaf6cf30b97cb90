"""scripts/settle-plan.sh: a fresh tree is resolved and planned with a small build before its first
real build (make test), so the build after that plans nothing; a tree that has built
before is left alone. Here with a stand-in for scripts/swift.sh that records what it is asked;
what the second build then costs is measured by Benchmarks/first_run.py."""
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

FAKE_SWIFT = """#!/bin/sh
echo "$*" >> "$(dirname "$0")/../calls.log"
"""


class SettlePlanTests(unittest.TestCase):
    def setUp(self):
        self.tree = Path(tempfile.mkdtemp())
        (self.tree / "scripts").mkdir()
        shutil.copy(ROOT / "scripts" / "settle-plan.sh", self.tree / "scripts")
        fake = self.tree / "scripts" / "swift.sh"
        fake.write_text(FAKE_SWIFT, encoding="utf-8")
        fake.chmod(0o755)
        self.addCleanup(shutil.rmtree, self.tree)

    def settle(self):
        result = subprocess.run([str(self.tree / "scripts" / "settle-plan.sh")], cwd="/", capture_output=True,
                                text=True, timeout=30)
        log = self.tree / "calls.log"
        return result, log.read_text(encoding="utf-8").splitlines() if log.exists() else []

    def test_a_fresh_tree_is_resolved_then_planned_with_one_small_build(self):
        result, calls = self.settle()

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(calls, ["package resolve", "build --quiet --target Domain"])

    def test_a_tree_that_has_built_is_left_alone(self):
        (self.tree / ".build").mkdir()
        (self.tree / ".build" / "build.db").write_bytes(b"")

        result, calls = self.settle()

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(calls, [])

    def test_the_module_it_builds_is_one_of_the_package_and_every_app_needs_it(self):
        module = re.search(r"--target (\w+)", (ROOT / "scripts" / "settle-plan.sh").read_text()).group(1)
        manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")

        self.assertIn(f'.target(name: "{module}"', manifest)
        self.assertIn(f'"{module}"', re.search(r"func appDependencies.*?\n}", manifest, re.DOTALL).group(0))

    def test_make_test_ends_with_a_build_that_takes_the_plan_swift_test_left(self):
        makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
        recipe = re.search(r"^test: .*\n((?:\t.*\n)+)", makefile, re.MULTILINE).group(1).splitlines()

        self.assertIn("test --skip-build", recipe[0])
        self.assertIn("build", recipe[-1])
        self.assertNotIn("test", recipe[-1].replace("--build-tests", ""))

    def test_make_test_settles_the_plan_before_it_builds(self):
        text = (ROOT / "scripts" / "setup.sh").read_text(encoding="utf-8")

        self.assertLess(text.index("scripts/settle-plan.sh"), text.index("build --build-tests"))

if __name__ == "__main__":
    unittest.main()
