"""The room kit's load.sh (scripts/room-kit-load.sh) on a laptop it cannot see here: a stand-in
engine on PATH records what it is asked, a real git bundle stands for the repository. A kit that is
broken or incomplete must stop the load with a reason; a whole one is loaded, its image named as
compose.yaml names it, and cloned with every file at its commit's time, as the kit's build saw
them. (The kit itself, made and loaded into an empty Podman storage, is proven by
make room-kit-check.)"""
import datetime
import gzip
import os
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_container_check import fake_engine  # noqa: E402

SCRIPT = Path(__file__).resolve().parent.parent / "room-kit-load.sh"
# The kit's commit was made at this time; its clone's files must have it, whatever the time zone.
COMMITTED = "2026-11-30T08:15:42Z"
COMMIT_TIME = datetime.datetime.fromisoformat(COMMITTED).timestamp()

FAKE_DOCKER = """#!/bin/sh
echo "docker $*" >> "$FAKE_LOG"
# As an engine does: the whole image is read, and one that is not an archive is refused.
if [ "$1" = load ]; then tar -tf - > /dev/null || { echo "fake engine: not an image archive" >&2; exit 1; }; fi
case "$*" in *"$FAKE_FAIL"*) echo "fake engine: $FAKE_FAIL fails" >&2; exit 1 ;; esac
exit 0
"""


def unpack(archive, folder):
    """The kit archive unpacked into `folder`. With the data filter where tarfile has it: not in
    Debian 12's Python 3.11.2, the container's."""
    with tarfile.open(archive) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(folder, filter="data")
        else:
            tar.extractall(folder)


def make_kit(folder, parts=("image.tar", "workshop.bundle")):
    """A kit archive in `folder` holding the parts named: a real bundle of a one-commit repository,
    and an image archive that holds a compressed layer."""
    kit = folder / "kit"
    kit.mkdir()
    repository = folder / "repository"
    subprocess.run(["git", "init", "-q", str(repository)], check=True)
    (repository / "README.md").write_text("workshop\n", encoding="utf-8")
    git = ["git", "-C", str(repository), "-c", "user.name=Kit", "-c", "user.email=kit@example.com"]
    subprocess.run([*git, "add", "."], check=True)
    commit_time = {**os.environ, "GIT_COMMITTER_DATE": COMMITTED, "GIT_AUTHOR_DATE": COMMITTED}
    subprocess.run([*git, "commit", "-q", "-m", "one"], check=True, env=commit_time)
    for part in parts:
        if part == "workshop.bundle":
            subprocess.run([*git, "bundle", "create", str(kit / part), "--all"], check=True, capture_output=True)
        else:
            layer = folder / "layer.tar.gz"
            layer.write_bytes(gzip.compress(b"not empty"))
            with tarfile.open(kit / part, "w") as image:
                image.add(layer, arcname=layer.name)
    archive = folder / "architecture-workshop-kit.tar"
    with tarfile.open(archive, "w") as tar:
        tar.add(kit, arcname="kit")
    return archive


class RoomKitLoadTests(unittest.TestCase):
    def setUp(self):
        self.folder = Path(tempfile.mkdtemp())
        engine = self.folder / "bin" / "docker"
        engine.parent.mkdir()
        engine.write_text(FAKE_DOCKER, encoding="utf-8")
        engine.chmod(engine.stat().st_mode | stat.S_IEXEC)
        self.log = self.folder / "calls.log"

    def make_kit(self, parts=("image.tar", "workshop.bundle")):
        return make_kit(self.folder, parts)

    def load(self, kit, failing="nothing fails"):
        environment = dict(os.environ, PATH=f"{self.folder / 'bin'}:{os.environ['PATH']}", CONTAINER_ENGINE="docker",
                           FAKE_LOG=str(self.log), FAKE_FAIL=failing)
        result = subprocess.run([str(SCRIPT), str(kit), str(self.folder / "Architecture-Workshop")], env=environment,
                                capture_output=True, text=True, timeout=60)
        return result, self.log.read_text(encoding="utf-8") if self.log.exists() else ""

    def test_a_whole_kit_is_loaded_named_as_compose_names_it_and_cloned_at_the_commits_time(self):
        result, calls = self.load(self.make_kit())

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("docker load", calls)
        self.assertIn("docker tag architecture-workshop-kit architecture-workshop", calls)
        readme = self.folder / "Architecture-Workshop" / "README.md"
        self.assertTrue(readme.exists(), "cloned from the bundle")
        self.assertEqual(readme.stat().st_mtime, COMMIT_TIME)

    def test_the_sources_alone_are_cloned_without_an_image_or_an_engine(self):
        archive = self.make_kit(parts=("workshop.bundle",))
        unpack(archive, self.folder / "unpacked")
        environment = dict(os.environ, TZ="America/New_York", PATH="/usr/bin:/bin")

        result = subprocess.run([str(SCRIPT), "--sources-only", str(self.folder / "unpacked" / "kit"),
                                 str(self.folder / "clone")], env=environment, capture_output=True, text=True,
                                timeout=60)

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual((self.folder / "clone" / "README.md").stat().st_mtime, COMMIT_TIME)

    def test_a_kit_without_its_image_stops_before_loading_anything(self):
        result, calls = self.load(self.make_kit(parts=("workshop.bundle",)))

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("the kit has no image.tar", result.stderr)
        self.assertNotIn("load", calls)

    def test_a_file_that_is_not_a_kit_is_refused(self):
        broken = self.folder / "broken.tar"
        broken.write_bytes(b"half a download")

        result, _ = self.load(broken)

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("is not a room kit archive", result.stderr)

    def test_a_truncated_image_fails_the_load_and_says_so(self):
        archive = self.make_kit()
        unpack(archive, self.folder / "unpacked")
        image = self.folder / "unpacked" / "kit" / "image.tar"
        image.write_bytes(image.read_bytes()[:10])

        result, calls = self.load(self.folder / "unpacked" / "kit")

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("docker could not load", result.stderr)
        self.assertNotIn("tag", calls)
        self.assertFalse((self.folder / "Architecture-Workshop").exists())

    def test_an_image_the_engine_cannot_load_fails_the_load_and_says_so(self):
        result, calls = self.load(self.make_kit(), failing="load")

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("docker could not load", result.stderr)
        self.assertNotIn("tag", calls)
        self.assertFalse((self.folder / "Architecture-Workshop").exists())


class RoomKitCheckTests(unittest.TestCase):
    """make room-kit-check (scripts/room-kit-check.sh) with a stand-in Podman, which loads
    anything and whose `make run` shows a Login: the checker must report the time to the Login
    and go red when the app does not start."""

    def run_check(self, failing):
        folder = Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, folder)
        (folder / "bin").mkdir()
        fake_engine(folder / "bin", failing)
        environment = dict(os.environ, PATH=f"{folder / 'bin'}:{os.environ['PATH']}", CONTAINER_ENGINE="podman",
                           CONTAINER_COMPOSE="none", FAKE_FAIL=failing, FAKE_LOG=str(folder / "calls.log"))
        return subprocess.run([str(SCRIPT.parent / "room-kit-check.sh"), str(make_kit(folder))], env=environment,
                              capture_output=True, text=True, timeout=120)

    def test_a_kit_whose_app_shows_its_login_is_proven_with_the_load_and_the_time_to_the_login(self):
        result = self.run_check("nothing fails")

        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertRegex(result.stdout, r"loaded into an empty Podman storage \(vfs\) in \d+ s")
        self.assertRegex(result.stdout, r"make run showed Football Gather's Login in \d+ s")
        self.assertRegex(result.stdout, r"load and first screen: \d+ s")

    def test_a_kit_whose_app_does_not_start_fails_the_check(self):
        result = self.run_check("make run")

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("the command ended before the Login showed", result.stderr)
        self.assertIn("FAILED: the app did not start offline from the kit", result.stderr)
        self.assertNotIn("load and first screen", result.stdout)


if __name__ == "__main__":
    unittest.main()
