"""make board in a real browser: headless Chromium opens the board, a second pair's row arrives
while the page is open, and the page draws it without a reload — marked as just arrived — with
its name as text, not markup. Skipped where Chromium or the built `board` is missing (CI's
image has no browser); run here on the build machine."""
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import unittest
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
BOARD = ROOT / ".build" / "debug" / "board"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def row(pair, pattern, lines):
    return {"pair": pair, "exercise": "01", "pattern": pattern, "filesTouched": 2, "filesAdded": 0,
            "linesAdded": lines, "linesRemoved": 1, "typesAdded": 0, "protocolsAdded": 0, "testsAdded": 1}


def wait_for(condition, seconds, what):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"waited {seconds} s for {what}")


@unittest.skipUnless(CHROMIUM and BOARD.is_file(), "needs chromium and a built board (swift build --product board)")
class BoardInABrowserTests(unittest.TestCase):
    def setUp(self):
        self.board = subprocess.Popen([str(BOARD), "--hostname", "127.0.0.1", "--port", "0", "--hold-seconds", "1"],
                                      cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.addCleanup(self.board.kill)
        line = wait_for(lambda: self.board.stdout.readline(), 30, "the board's address")
        self.address = re.search(r"http://127\.0\.0\.1:\d+", line).group(0)

    def post(self, body):
        request = urllib.request.Request(f"{self.address}/rows", data=json.dumps(body).encode(), method="POST")
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status

    def board_now(self):
        with urllib.request.urlopen(f"{self.address}/rows?after=-1", timeout=10) as response:
            return json.load(response)

    def test_a_row_sent_while_the_page_is_open_is_drawn_without_a_reload(self):
        self.assertEqual(self.post(row("Ana & Ben", "MVVM", 28)), 201)
        with tempfile.TemporaryDirectory() as profile:
            browser = subprocess.Popen(
                [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
                 "--virtual-time-budget=12000", "--dump-dom", f"{self.address}/"],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            self.addCleanup(browser.kill)
            # The page has drawn the first row and is waiting for news: then the second pair sends.
            wait_for(lambda: self.board_now()["watching"] > 0, 60, "the page to open")
            self.assertEqual(self.post(row("Chloé <b>x</b>", "VIP", 36)), 201)
            dom, _ = browser.communicate(timeout=120)

        drawn = re.findall(r'<div class="pair( new)?"><b>([^<]*)</b>', dom)
        self.assertEqual(drawn, [("", "Ana &amp; Ben: "), (" new", "Chloé &lt;b&gt;x&lt;/b&gt;: ")],
                         "the first row as loaded; the second drawn live, marked new, its name as text")
        self.assertIn("2 row(s) from 2 pair(s)", dom)


if __name__ == "__main__":
    unittest.main()
