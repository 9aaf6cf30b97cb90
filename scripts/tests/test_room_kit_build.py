"""scripts/room-kit-build.sh, the room kit's build: everything built, then every linked program
taken out but the first app's (the products', and the executable targets' no product names), and
nothing else touched. Here with a stand-in for
scripts/swift.sh; the kit's real build is proven by make room-kit-check, whose first screen
comes with nothing left to build."""
import json
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

PRODUCTS = {"products": [
    {"name": "gather-mvc", "type": {"executable": None}},
    {"name": "MyCardsMVVM", "type": {"executable": None}},
    {"name": "backend", "type": {"executable": None}},
    {"name": "Shared", "type": {"library": ["automatic"]}},
], "targets": [
    {"name": "GatherMVCApp", "type": "executable"},
    {"name": "fuzz-card-import", "type": "executable"},
    {"name": "Domain", "type": "regular"},
]}

FAKE_SWIFT = """#!/bin/sh
root=$(cd "$(dirname "$0")/.." && pwd)
echo "$*" >> "$root/calls.log"
case "$*" in
    "build --show-bin-path") echo "$root/bin" ;;
    "package dump-package") cat "$root/package.json" ;;
esac
"""


class RoomKitBuildTests(unittest.TestCase):
    def setUp(self):
        self.tree = Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, self.tree)
        (self.tree / "scripts").mkdir()
        shutil.copy(ROOT / "scripts" / "room-kit-build.sh", self.tree / "scripts")
        fake = self.tree / "scripts" / "swift.sh"
        fake.write_text(FAKE_SWIFT, encoding="utf-8")
        fake.chmod(0o755)
        (self.tree / "package.json").write_text(json.dumps(PRODUCTS), encoding="utf-8")
        (self.tree / "bin").mkdir()
        for name in ("gather-mvc", "MyCardsMVVM", "backend", "fuzz-card-import", "Domain",
                     "ArchitectureWorkshopPackageTests.xctest", "Shared.o"):
            (self.tree / "bin" / name).write_bytes(b"built")

    def test_everything_is_built_and_of_the_programs_only_the_first_app_and_its_backend_kept(self):
        result = subprocess.run([str(self.tree / "scripts" / "room-kit-build.sh")], capture_output=True, text=True,
                                timeout=30)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual((self.tree / "calls.log").read_text(encoding="utf-8").splitlines()[0], "build --build-tests")
        self.assertEqual(sorted(path.name for path in (self.tree / "bin").iterdir()),
                         ["ArchitectureWorkshopPackageTests.xctest", "Domain", "Shared.o", "backend", "gather-mvc"])

    def test_the_program_kept_is_the_one_make_run_starts_first(self):
        makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
        kept = next(line.split("=", 1)[1] for line in
                    (ROOT / "scripts" / "room-kit-build.sh").read_text(encoding="utf-8").splitlines()
                    if line.startswith("first_screen="))

        self.assertIn("APP ?= gather", makefile)
        self.assertIn("PATTERN ?= mvc", makefile)
        self.assertEqual(kept, "gather-mvc")


if __name__ == "__main__":
    unittest.main()
