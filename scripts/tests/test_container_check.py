"""make container-check must go red when a step fails, and say which: here with a stand-in for the
engine on PATH that fails the one command it is told to, so the checker's own logic is tested
where no container can run."""
import os
import stat
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

# Answers every podman call as a working engine would, except one whose words contain $FAKE_FAIL;
# `make run` shows what the app's Login would.
FAKE_PODMAN = """#!/bin/sh
echo "podman $*" >> "$FAKE_LOG"
[ "$1" = load ] && cat > /dev/null  # an image is read whole
case "$*" in *"$FAKE_FAIL"*) echo "fake engine: $FAKE_FAIL fails" >&2; exit 1 ;; esac
case "$*" in *--version*) echo "podman version 0.0 (fake)" ;; esac
case "$*" in *"make run"*) echo "Football Gather · MVC · Login" ;; esac
exit 0
"""


def fake_engine(folder, failing="nothing fails"):
    """Puts the stand-in podman and a stand-in compose in `folder`. What they log to and fail on
    is written into them too: a tmux pane (the app's terminal) may not have this environment."""
    defaults = f'#!/bin/sh\n: "${{FAKE_LOG:={Path(folder) / "calls.log"}}}" "${{FAKE_FAIL:={failing}}}"\n'
    for name, text in (("podman", FAKE_PODMAN), ("fake-compose", FAKE_PODMAN.replace('"podman $*"', '"compose $*"'))):
        program = Path(folder) / name
        program.write_text(text.replace("#!/bin/sh\n", defaults, 1), encoding="utf-8")
        program.chmod(program.stat().st_mode | stat.S_IEXEC)


class ContainerCheckTests(unittest.TestCase):
    def run_check(self, failing, compose=False):
        with tempfile.TemporaryDirectory() as folder:
            fake_engine(folder, failing)
            log = Path(folder) / "calls.log"
            environment = dict(os.environ, PATH=f"{folder}:{os.environ['PATH']}", CONTAINER_ENGINE="podman",
                               CONTAINER_COMPOSE="fake-compose" if compose else "none",
                               FAKE_FAIL=failing, FAKE_LOG=str(log))
            result = subprocess.run([str(ROOT / "scripts/container-check.sh")], cwd=ROOT, env=environment,
                                    capture_output=True, text=True, timeout=60)
            return result, log.read_text(encoding="utf-8") if log.exists() else ""

    def test_a_broken_image_build_fails_the_check_and_names_the_step(self):
        result, calls = self.run_check("build")

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("FAILED at building the image (Dockerfile)", result.stderr)
        self.assertIn("fake engine: build fails", result.stderr, "the step's own output is shown")
        self.assertNotIn("make doctor", calls, "nothing runs after the failed step")

    def test_a_first_make_run_that_ends_before_its_login_fails_the_check_at_once(self):
        result, calls = self.run_check("make run")

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("the command ended before the Login showed", result.stderr)
        self.assertIn("FAILED at the first make run", result.stderr)
        self.assertNotIn("make build", calls, "nothing runs after the failed step")

    def test_a_failing_suite_in_the_container_fails_the_check(self):
        result, calls = self.run_check("make test")

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("FAILED at make test", result.stderr)
        self.assertIn("make doctor", calls)
        self.assertIn("-v " + str(ROOT) + ":/workshop", calls, "the checkout is mounted as compose.yaml mounts it")

    def test_with_compose_the_steps_run_through_compose_run_and_a_failure_is_named(self):
        result, calls = self.run_check("make test", compose=True)

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("FAILED at make test", result.stderr)
        self.assertIn("compose -p architecture-workshop-check run --rm -T", calls, "compose.yaml as written, a project of the check's own")
        self.assertNotIn("podman run", calls, "nothing bypasses compose")


class ShellTests(unittest.TestCase):
    """make shell: one compose run of the workshop service with a shell, or a clear refusal."""

    def run_shell(self, compose):
        with tempfile.TemporaryDirectory() as folder:
            fake_engine(folder)
            log = Path(folder) / "calls.log"
            environment = dict(os.environ, PATH=f"{folder}:{os.environ['PATH']}", CONTAINER_ENGINE="podman",
                               CONTAINER_COMPOSE=compose, FAKE_FAIL="nothing fails", FAKE_LOG=str(log))
            environment.pop("WORKSHOP_CONTAINER", None)
            result = subprocess.run(["make", "--no-print-directory", "shell"], cwd=ROOT, env=environment,
                                    capture_output=True, text=True, timeout=60)
            return result, log.read_text(encoding="utf-8") if log.exists() else ""

    def test_the_shell_is_a_compose_run_of_the_workshop_service(self):
        result, calls = self.run_shell("fake-compose")

        self.assertEqual(result.returncode, 0, result.stderr)
        # On a machine with local copies of the packages, their mounts come between (as container-check's).
        self.assertRegex(calls, r"compose run --rm (.* )?workshop bash\n")

    def test_without_compose_it_says_what_to_install(self):
        result, calls = self.run_shell("none")

        self.assertNotEqual(result.returncode, 0)
        self.assertIn("make shell needs Docker's compose", result.stderr)
        self.assertNotIn("run --rm", calls)

    def test_inside_the_container_it_says_so_and_starts_nothing(self):
        with tempfile.TemporaryDirectory() as folder:
            log = Path(folder) / "calls.log"
            environment = dict(os.environ, WORKSHOP_CONTAINER="1", FAKE_LOG=str(log))
            result = subprocess.run(["make", "--no-print-directory", "shell"], cwd=ROOT, env=environment,
                                    capture_output=True, text=True, timeout=60)

        self.assertEqual(result.returncode, 0)
        self.assertIn("This is the container already", result.stdout)


if __name__ == "__main__":
    unittest.main()
