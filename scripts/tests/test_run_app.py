"""scripts/run-app.sh (make run): the app is built and started; the backend, a program of its own
beside it, is built while the app starts (the whole of it on a fresh tree, seconds later on), and
the app hears of the build's end through a status file. Here with stand-ins for
scripts/swift.sh and the programs it builds, which record what they are asked."""
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

# Records each call; builds a stand-in program for --product (one that records its arguments and
# exits with $APP_STATUS); the backend's build fails when BACKEND_BUILD_FAILS is set.
FAKE_SWIFT = """#!/bin/sh
tree=$(cd "$(dirname "$0")/.." && pwd)
echo "$*" >> "$tree/calls.log"
case "$*" in
    "build --show-bin-path") echo "$tree/bin" ;;
    *"--product backend")
        [ -n "${BACKEND_BUILD_FAILS:-}" ] && { echo "error: it does not compile"; exit 1; }
        printf '#!/bin/sh\\n' > "$tree/bin/backend"; chmod +x "$tree/bin/backend" ;;
    *"--product "*)
        product=${*##* }
        printf '#!/bin/sh\\necho "$*" >> "%s/app.log"\\nexit ${APP_STATUS:-0}\\n' "$tree" > "$tree/bin/$product"
        chmod +x "$tree/bin/$product" ;;
esac
"""

FAKE_VARIANTS = """#!/usr/bin/env python3
print("gather-mvc gather MVC")
"""


class RunAppTests(unittest.TestCase):
    def setUp(self):
        self.tree = Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, self.tree)
        (self.tree / "scripts").mkdir()
        (self.tree / "bin").mkdir()
        (self.tree / ".build").mkdir()
        shutil.copy(ROOT / "scripts" / "run-app.sh", self.tree / "scripts")
        for name, text in (("swift.sh", FAKE_SWIFT), ("variants.py", FAKE_VARIANTS)):
            path = self.tree / "scripts" / name
            path.write_text(text, encoding="utf-8")
            path.chmod(0o755)

    def run_app(self, *arguments, **environment):
        result = subprocess.run([str(self.tree / "scripts" / "run-app.sh"), "gather", "mvc", *arguments],
                                cwd="/", capture_output=True, text=True, timeout=60,
                                env={"PATH": "/usr/bin:/bin", **environment})
        calls = (self.tree / "calls.log").read_text(encoding="utf-8").splitlines()
        started = (self.tree / "app.log").read_text(encoding="utf-8").splitlines()
        return result, calls, started

    def test_a_fresh_tree_starts_the_app_before_the_backend_is_built_and_says_when_it_is(self):
        result, calls, started = self.run_app("--latency", "300")

        status = self.tree / ".build" / "backend-build.status"
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(calls[:2], ["build --quiet --product gather-mvc", "build --show-bin-path"])
        self.assertIn("build --product backend", calls)
        self.assertEqual(started, [f"--backend-build-status {status} --latency 300"])
        self.assertEqual(status.read_text(encoding="utf-8"), "")
        self.assertTrue((self.tree / "bin" / "backend").exists())

    def test_a_backend_that_did_not_build_is_said_in_the_status_and_the_apps_exit_status_kept(self):
        result, _, _ = self.run_app(BACKEND_BUILD_FAILS="1", APP_STATUS="130")

        status = (self.tree / ".build" / "backend-build.status").read_text(encoding="utf-8")
        self.assertEqual(result.returncode, 130)
        self.assertEqual(status, "its build failed (the output: .build/backend-build.log)\n")
        self.assertIn("it does not compile", (self.tree / ".build" / "backend-build.log").read_text(encoding="utf-8"))

    def test_a_tree_with_a_backend_starts_the_app_all_the_same_before_the_backends_build(self):
        (self.tree / "bin" / "backend").write_text("#!/bin/sh\n", encoding="utf-8")
        (self.tree / "bin" / "backend").chmod(0o755)

        result, calls, started = self.run_app(APP_STATUS="3")

        status = self.tree / ".build" / "backend-build.status"
        self.assertEqual(result.returncode, 3)
        self.assertEqual(calls, ["build --quiet --product gather-mvc", "build --show-bin-path",
                                 "build --product backend"])
        self.assertEqual(started, [f"--backend-build-status {status}"])
        self.assertEqual(status.read_text(encoding="utf-8"), "")

if __name__ == "__main__":
    unittest.main()
