"""scripts/pins.py: a moved version stops the set-up, GitHub's commit ids beside the same
versions do not (the committed ids are those of the machine that wrote the file, and the file is
committed without SwiftPM's originHash so that SwiftPM resolves again instead of checking them out)."""
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

    def test_a_checkout_git_cannot_read_fails_instead_of_passing_unchecked(self):
        subprocess.run(["git", "update-ref", "-d", "HEAD"], cwd=self.root, check=True)

        status, errors = self.check(resolved(grdb=("7.10.0", "a" * 40), hummingbird=("2.28.1", "b" * 40)))

        self.assertEqual(status, 1)
        self.assertIn("git could not read", errors)


class CommittedFileTests(unittest.TestCase):
    def test_the_origin_hash_is_left_out_for_the_commit_and_nothing_else(self):
        text = '{\n  "originHash" : "abc",\n  "pins" : [\n  ],\n  "version" : 3\n}\n'

        self.assertEqual(pins.for_commit(text), '{\n  "pins" : [\n  ],\n  "version" : 3\n}\n')

    def test_the_committed_file_has_no_origin_hash(self):
        committed = subprocess.run(["git", "show", "HEAD:Package.resolved"], cwd=pins.ROOT, capture_output=True, text=True)

        self.assertEqual(committed.returncode, 0, committed.stderr)
        self.assertFalse('"originHash"' in committed.stdout,
                         "Package.resolved was committed with SwiftPM's originHash: run `python3 scripts/pins.py --for-commit`")


if __name__ == "__main__":
    unittest.main()
