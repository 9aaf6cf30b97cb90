"""scripts/swift.sh: a build sees the same environment from any terminal, so SwiftPM does not plan
it anew (8–15 s) for a new tab or after `make test`; a test run keeps what the tests read. A stub
swift (SWIFT_PROGRAM) prints the environment it was given."""
import os
import subprocess
import tempfile
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "swift.sh"


def environment_seen(arguments, environment):
    with tempfile.TemporaryDirectory() as folder:
        stub = Path(folder) / "swift"
        stub.write_text("#!/bin/sh\nenv\n", encoding="utf-8")
        stub.chmod(0o755)
        printed = subprocess.run([str(SCRIPT), *arguments], env={**environment, "SWIFT_PROGRAM": str(stub)},
                                 capture_output=True, text=True, check=True).stdout
    return dict(line.split("=", 1) for line in printed.splitlines() if "=" in line)


TERMINAL = {"PATH": os.environ["PATH"], "HOME": "/home/ana", "LANG": "C.UTF-8", "TERM": "xterm-256color",
            "WARNINGS_AS_ERRORS": "1", "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "url./copies/.insteadOf",
            "PKG_CONFIG_PATH": "/opt/homebrew/opt/jpeg-turbo/lib/pkgconfig", "https_proxy": "http://proxy:3128",
            "NO_COLOR": "1", "PARITY_RECORD": "1"}


class SwiftEnvironmentTests(unittest.TestCase):
    def test_a_build_sees_only_what_a_build_reads(self):
        seen = environment_seen(["build"], {**TERMINAL, "TMUX_PANE": "%3", "OLDPWD": "/tmp", "SHLVL": "2",
                                            "MAKEFLAGS": "w", "TERM_SESSION_ID": "w0t0p0:1"})

        self.assertEqual(set(seen) - {"PWD", "SHLVL", "_"},
                         {"PATH", "HOME", "LANG", "TERM", "WARNINGS_AS_ERRORS", "GIT_CONFIG_COUNT", "GIT_CONFIG_KEY_0",
                          "PKG_CONFIG_PATH", "https_proxy"})
        self.assertEqual(seen["GIT_CONFIG_KEY_0"], "url./copies/.insteadOf")

    def test_two_terminals_give_a_build_the_same_environment(self):
        first = environment_seen(["build"], {**TERMINAL, "TMUX_PANE": "%3", "WINDOWID": "41943047", "OLDPWD": "/a"})
        second = environment_seen(["build"], {**TERMINAL, "TMUX_PANE": "%9", "ITERM_SESSION_ID": "w1", "MAKELEVEL": "1"})

        self.assertEqual(first, second)

    def test_resolving_sees_what_a_build_sees(self):
        terminal = {**TERMINAL, "TMUX_PANE": "%3", "OLDPWD": "/a"}

        self.assertEqual(environment_seen(["package", "resolve"], terminal), environment_seen(["build"], terminal))

    def test_a_value_with_spaces_reaches_the_build_whole(self):
        seen = environment_seen(["build"], {**TERMINAL, "HOME": "/Users/Ana María/home dir"})

        self.assertEqual(seen["HOME"], "/Users/Ana María/home dir")

    def test_a_test_run_keeps_what_the_tests_read_but_not_makes_own_variables(self):
        seen = environment_seen(["test", "--skip-build"], {**TERMINAL, "MAKEFLAGS": "w", "MAKELEVEL": "1",
                                                           "OLDPWD": "/tmp"})

        self.assertEqual(seen["PARITY_RECORD"], "1")
        self.assertEqual(seen["NO_COLOR"], "1")
        self.assertNotIn("MAKEFLAGS", seen)
        self.assertNotIn("MAKELEVEL", seen)
        self.assertNotIn("OLDPWD", seen)


if __name__ == "__main__":
    unittest.main()
