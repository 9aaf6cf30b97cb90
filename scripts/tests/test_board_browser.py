"""make board in a real browser: headless Chromium opens the board, a second pair's row arrives
while the page is open, and the page draws it without a reload — marked as just arrived — with
its name as text, not markup. The columns are every pattern's, each under its spoken name (MVP-C,
MVC-Composition), UDF's and its reference row too; a name with a blank after it is the pair's own
name, not a second row; a taken name without its secret, a name that would read reversed and a
pair past the cap are refused; the Remove button is on the teacher's machine only, and only there
does the board take a removal. Skipped where Chromium or the built `board` is missing (CI's image
has no browser); run here on the build machine."""
import json
import re
import shutil
import socket
import subprocess
import tempfile
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
BOARD = ROOT / ".build" / "debug" / "board"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def row(pair, pattern, lines, secret=None):
    body = {"pair": pair, "exercise": "01", "pattern": pattern, "filesTouched": 2, "filesAdded": 0,
            "linesAdded": lines, "linesRemoved": 1, "typesAdded": 0, "protocolsAdded": 0, "testsAdded": 1}
    if secret:
        body["secret"] = secret
    return body


def wait_for(condition, seconds, what):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"waited {seconds} s for {what}")


def this_machines_other_address():
    """An address of this machine that is not loopback, as a laptop in the room reaches it; None
    when there is none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the route's address
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") else address


class Table(HTMLParser):
    """The board's table as drawn: its header, and per exercise the text of each cell."""

    def __init__(self):
        super().__init__()
        self.header, self.rows, self.buttons = [], [], 0
        self.cell, self.section = None, None

    def handle_starttag(self, tag, attributes):
        if tag in ("thead", "tbody"):
            self.section = tag
        elif tag == "tr" and self.section == "tbody":
            self.rows.append([])
        elif tag in ("th", "td") and self.section:
            self.cell = []
        elif tag == "button" and dict(attributes).get("class") == "remove":
            self.buttons += 1

    def handle_endtag(self, tag):
        if tag in ("th", "td") and self.cell is not None:
            text = "".join(self.cell).strip()
            (self.header if self.section == "thead" else self.rows[-1]).append(text)
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell.append(data)


@unittest.skipUnless(CHROMIUM and BOARD.is_file(), "needs chromium and a built board (swift build --product board)")
class BoardInABrowserTests(unittest.TestCase):
    def start_board(self, hostname="127.0.0.1"):
        board = subprocess.Popen([str(BOARD), "--hostname", hostname, "--port", "0", "--hold-seconds", "1"],
                                 cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.addCleanup(board.wait)
        self.addCleanup(board.stdout.close)
        self.addCleanup(board.kill)
        line = wait_for(lambda: board.stdout.readline(), 30, "the board's address")
        self.address = re.search(r"http://127\.0\.0\.1:\d+", line).group(0)

    def setUp(self):
        self.start_board()

    def send(self, method, path, body=None, address=None):
        request = urllib.request.Request(f"{address or self.address}{path}", method=method,
                                         data=None if body is None else json.dumps(body).encode())
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, json.load(response)
        except urllib.error.HTTPError as refusal:
            return refusal.code, json.load(refusal)

    def post(self, body):
        return self.send("POST", "/rows", body)

    def board_now(self):
        return self.send("GET", "/rows?after=-1")[1]

    def open_page(self, address=None, budget=3000):
        """The page's DOM once it has drawn the board, as Chromium dumps it."""
        with tempfile.TemporaryDirectory() as profile:
            dom = subprocess.run(
                [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
                 f"--virtual-time-budget={budget}", "--dump-dom", f"{address or self.address}/"],
                capture_output=True, text=True, timeout=120).stdout
        table = Table()
        table.feed(dom)
        return dom, table

    def test_a_row_sent_while_the_page_is_open_is_drawn_without_a_reload(self):
        self.assertEqual(self.post(row("Ana & Ben", "MVVM", 28))[0], 201)
        with tempfile.TemporaryDirectory() as profile:
            browser = subprocess.Popen(
                [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
                 "--virtual-time-budget=12000", "--dump-dom", f"{self.address}/"],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            self.addCleanup(browser.wait)
            self.addCleanup(browser.kill)
            # The page has drawn the first row and is waiting for news: then the second pair sends.
            wait_for(lambda: self.board_now()["watching"] > 0, 60, "the page to open")
            self.assertEqual(self.post(row("Chloé <b>x</b>", "VIP", 36))[0], 201)
            dom, _ = browser.communicate(timeout=120)

        drawn = re.findall(r'<div class="pair( new)?"><b>([^<]*)</b>', dom)
        self.assertEqual(drawn, [("", "Ana &amp; Ben: "), (" new", "Chloé &lt;b&gt;x&lt;/b&gt;: ")],
                         "the first row as loaded; the second drawn live, marked new, its name as text")
        self.assertIn("2 row(s) from 2 pair(s)", dom)

    def test_every_pattern_has_its_column_udf_included(self):
        self.assertEqual(self.post(row("Ana & Ben", "UDF", 41))[0], 201)
        _, table = self.open_page()

        self.assertEqual(table.header,
                         ["exercise", "MVC", "MVVM", "MVP", "MVP-C", "VIPER", "VIP", "UDF", "MVC-Composition"])
        [exercise] = table.rows
        udf = exercise[table.header.index("UDF")]
        self.assertIn("reference: lines +", udf, "the reference solution's UDF row")
        self.assertIn("Ana & Ben: lines +41", udf)

    def test_a_pairs_name_is_its_own(self):
        status, first = self.post(row("Alice+Bob", "MVC", 10))
        self.assertEqual(status, 201)
        lookalike = self.post(row("Alice+Bob ", "MVC", 99))
        reversed_name = self.post(row("Eve \u202eboB", "MVC", 99))
        again = self.post(row("alice+bob", "MVC", 12, secret=first["secret"]))
        _, table = self.open_page()

        self.assertEqual(lookalike, (403, {"error": "The pair name \"Alice+Bob\" is taken on this board: choose another, "
                                                    "or send from the checkout that sent it first."}))
        self.assertEqual(reversed_name[0], 400)
        self.assertIn("direction controls", reversed_name[1]["error"])
        self.assertEqual(again[0], 201, "the first checkout sends again with its secret")
        mvc = table.rows[0][table.header.index("MVC")]
        self.assertEqual(mvc.lower().count("alice+bob"), 1, "one row for the pair, however its name was typed")
        self.assertIn("lines +12", mvc)
        self.assertNotIn("lines +99", mvc)
        self.assertNotIn("boB", mvc)

    def test_the_board_holds_the_pairs_a_room_has(self):
        for pair in range(1, 41):
            self.assertEqual(self.post(row(f"Pair {pair}", "MVC", pair))[0], 201)
        past = self.post(row("Pair 41", "MVC", 41))
        dom, _ = self.open_page()

        self.assertEqual(past, (403, {"error": "The board holds 40 pairs already, more than a room has: ask the teacher "
                                               "to remove one (make board-remove PAIR=<names>)."}))
        self.assertIn("40 row(s) from 40 pair(s)", dom)
        self.assertNotIn("Pair 41", dom)

    def test_the_teacher_removes_a_row_from_their_machine_only(self):
        other = this_machines_other_address()
        if other is None:
            self.skipTest("this machine has no address but loopback")
        self.start_board(hostname="0.0.0.0")
        port = urllib.parse.urlparse(self.address).port
        from_the_room = f"http://{other}:{port}"
        self.assertEqual(self.post(row("Ana & Ben", "MVC", 10))[0], 201)

        _, teachers = self.open_page()
        _, rooms = self.open_page(address=from_the_room)
        refused = self.send("DELETE", "/rows?pair=Ana%20%26%20Ben", address=from_the_room)
        removed = subprocess.run([str(BOARD), "--remove", "ana & ben", "--port", str(port)],
                                 capture_output=True, text=True, timeout=60)
        again = subprocess.run([str(BOARD), "--remove", "ana & ben", "--port", str(port)],
                               capture_output=True, text=True, timeout=60)

        self.assertEqual(teachers.buttons, 1, "the teacher's page has a Remove button on the pair's row")
        self.assertEqual(rooms.buttons, 0, "a page opened from the room has none")
        self.assertIn("Ana & Ben", rooms.rows[0][rooms.header.index("MVC")])
        self.assertEqual(refused, (403, {"error": "Only the teacher's machine takes rows off the board."}))
        self.assertEqual((removed.returncode, removed.stdout), (0, 'Removed 1 row of "ana & ben".\n'))
        self.assertEqual((again.returncode, again.stderr.strip()),
                         (1, 'Error: The board has no row of "ana & ben": the page shows each pair\'s name.'))
        self.assertEqual(self.board_now()["rows"], [])


if __name__ == "__main__":
    unittest.main()
