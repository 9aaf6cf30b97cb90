"""scripts/peak-memory.py must see the memory of every process a command starts — a build tool
puts each compiler in a process group of its own — and pass the command's exit status on."""
import re
import subprocess
import sys
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "peak-memory.py"

# Two children, each in a process group of its own, each holding 150 MiB it has written to.
TWO_CHILDREN = """
import os, subprocess, sys
hold = "import time; b = bytearray(150 << 20); b[::4096] = b'x' * len(b[::4096]); time.sleep(1.5)"
children = [subprocess.Popen([sys.executable, "-c", hold], process_group=0) for _ in range(2)]
sys.exit(sum(child.wait() for child in children) or 3)
"""


class PeakMemoryTests(unittest.TestCase):
    def test_children_in_groups_of_their_own_are_counted_and_the_exit_status_passes_on(self):
        result = subprocess.run([sys.executable, str(SCRIPT), "--", sys.executable, "-c", TWO_CHILDREN],
                                capture_output=True, text=True, timeout=60)

        self.assertEqual(result.returncode, 3)
        peak = int(re.search(r"peak memory: (\d+) MiB", result.stderr).group(1))
        self.assertGreaterEqual(peak, 290, result.stderr)


if __name__ == "__main__":
    unittest.main()
