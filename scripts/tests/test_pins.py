"""scripts/pins.py: a moved version stops the set-up, GitHub's commit ids beside the same
versions do not (the committed ids are those of the machine that wrote the file)."""
import contextlib
import io
import json
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pins  # noqa: E402


def resolved(**pinned):
    """A Package.resolved text: identity=(version, revision)."""
    return json.dumps({"pins": [
        {"identity": identity, "kind": "remoteSourceControl", "location": f"https://github.com/example/{identity}",
         "state": {"revision": revision, "version": version}}
        for identity, (version, revision) in pinned.items()
    ], "version": 3})


class PinsTests(unittest.TestCase):
    def setUp(self):
        self.root = Path(tempfile.mkdtemp())
        (self.root / "Package.resolved").write_text(resolved(grdb=("7.10.0", "a" * 40), hummingbird=("2.28.1", "b" * 40)))
        for command in (["init", "-q"], ["add", "-f", "Package.resolved"],
                        ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "pins"]):
            subprocess.run(["git", *command], cwd=self.root, check=True, capture_output=True)

    def check(self, text):
        (self.root / "Package.resolved").write_text(text)
        errors = io.StringIO()
        with contextlib.redirect_stderr(errors), contextlib.redirect_stdout(io.StringIO()):
            status = pins.main(self.root)
        return status, errors.getvalue()

    def test_other_revisions_of_the_same_versions_pass(self):
        status, _ = self.check(resolved(grdb=("7.10.0", "c" * 40), hummingbird=("2.28.1", "d" * 40)))

        self.assertEqual(status, 0)

    def test_a_moved_version_fails_and_names_it(self):
        status, errors = self.check(resolved(grdb=("7.11.0", "a" * 40), hummingbird=("2.28.1", "b" * 40)))

        self.assertEqual(status, 1)
        self.assertIn("grdb: 7.10.0 → 7.11.0", errors)
        self.assertNotIn("hummingbird", errors)

    def test_a_dependency_added_or_gone_fails(self):
        self.assertIn("hummingbird: 2.28.1 → gone", self.check(resolved(grdb=("7.10.0", "a" * 40)))[1])
        status, errors = self.check(resolved(grdb=("7.10.0", "a" * 40), hummingbird=("2.28.1", "b" * 40), nio=("2.0.0", "e" * 40)))
        self.assertEqual(status, 1)
        self.assertIn("nio: not pinned → 2.0.0", errors)


if __name__ == "__main__":
    unittest.main()
