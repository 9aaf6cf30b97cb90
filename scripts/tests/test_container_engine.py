"""scripts/container-engine.sh settles Podman's storage driver before the first call, whatever
state the store is in: a store that does not exist yet got Podman's default driver from the first
`podman info`, and the stand-in base then asked for vfs and was refused ("database storage graph
driver "" does not match our storage graph driver "vfs""). Here with a stand-in for podman on
PATH that records the storage file each call was given."""
import os
import stat
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

# Records, for each call, the driver its storage file names (or "default" without one).
FAKE_PODMAN = """#!/bin/sh
driver=default
[ -n "$CONTAINERS_STORAGE_CONF" ] && driver=$(sed -n 's/^driver = "\\(.*\\)"/\\1/p' "$CONTAINERS_STORAGE_CONF")
echo "podman $* [$driver]" >> "$FAKE_LOG"
exit 0
"""


@unittest.skipUnless(os.name == "posix" and os.uname().sysname == "Linux" and os.geteuid() == 0,
                     "the settings are made for Podman as root on Linux only")
class ContainerEngineTests(unittest.TestCase):
    def settle(self, store_has=None, **variables):
        """Sources the script as the container scripts do, then calls `podman info` as they do
        first; returns the driver it settled on and the calls podman saw."""
        with tempfile.TemporaryDirectory() as folder:
            program = Path(folder) / "podman"
            program.write_text(FAKE_PODMAN, encoding="utf-8")
            program.chmod(program.stat().st_mode | stat.S_IEXEC)
            graphroot = Path(folder) / "storage"
            if store_has:
                (graphroot / f"{store_has}-images").mkdir(parents=True)
            log = Path(folder) / "calls.log"
            environment = {key: value for key, value in os.environ.items()
                           if key not in ("CONTAINERS_CONF", "CONTAINERS_STORAGE_CONF", "PODMAN_STORAGE_DRIVER", "PODMAN_AS_IS")}
            environment.update(PATH=f"{folder}:{os.environ['PATH']}", CONTAINER_ENGINE="podman", CONTAINER_COMPOSE="none",
                               PODMAN_GRAPHROOT=str(graphroot), FAKE_LOG=str(log), **variables)
            result = subprocess.run(["bash", "-c", "source scripts/container-engine.sh && podman info && echo \"$PODMAN_STORAGE_DRIVER\""],
                                    cwd=ROOT, env=environment, capture_output=True, text=True, timeout=30)
            self.assertEqual(result.returncode, 0, result.stderr)
            return result.stdout.strip().splitlines()[-1], log.read_text(encoding="utf-8")

    def test_a_store_that_does_not_exist_yet_is_made_with_vfs_from_the_first_call(self):
        driver, calls = self.settle()

        self.assertEqual(driver, "vfs", "what the stand-in base then asks for")
        self.assertNotIn("[default]", calls, "no call leaves the driver to Podman")
        self.assertIn("podman info [vfs]", calls)

    def test_an_existing_store_keeps_the_driver_it_was_made_with(self):
        driver, calls = self.settle(store_has="overlay")

        self.assertEqual(driver, "overlay")
        self.assertIn("podman info [overlay]", calls)

    def test_the_driver_asked_for_wins(self):
        driver, calls = self.settle(store_has="overlay", PODMAN_STORAGE_DRIVER="vfs")

        self.assertEqual(driver, "vfs")
        self.assertIn("podman info [vfs]", calls)

    def test_a_callers_storage_file_is_kept_and_its_driver_used_by_every_call(self):
        with tempfile.NamedTemporaryFile("w", suffix=".conf", delete=False) as storage:
            storage.write('[storage]\ndriver = "overlay"\n')
        try:
            driver, calls = self.settle(CONTAINERS_STORAGE_CONF=storage.name)
        finally:
            os.unlink(storage.name)

        self.assertEqual(driver, "overlay")
        self.assertIn("podman info [overlay]", calls)


if __name__ == "__main__":
    unittest.main()
