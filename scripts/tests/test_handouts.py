"""The handouts are the repository's own tables, printed: the committed pages must be what
scripts/handouts.py writes from today's READMEs, and a stale one is named."""
import contextlib
import io
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import handouts  # noqa: E402
import variants  # noqa: E402


class HandoutTests(unittest.TestCase):
    def test_the_committed_handouts_are_todays(self):
        self.assertEqual(handouts.main(["--check"]), 0, "make handouts, then commit Workshop/handouts/")

    def test_a_stale_handout_is_named(self):
        original = handouts.OUT
        with tempfile.TemporaryDirectory() as folder:
            handouts.OUT = Path(folder)
            try:
                for name, text in handouts.pages().items():
                    (Path(folder) / name).write_text(text, encoding="utf-8")
                (Path(folder) / "viper.html").write_text("an old page", encoding="utf-8")
                errors = io.StringIO()
                with contextlib.redirect_stderr(errors):
                    status = handouts.main(["--check"])
            finally:
                handouts.OUT = original

        self.assertEqual(status, 1)
        self.assertIn("viper.html", errors.getvalue())

    def test_each_pattern_has_its_own_column_and_rules(self):
        pages = handouts.pages()

        self.assertIn("<td>Interactor, on <code>Scheduling</code></td>", pages["viper.html"], "VIPER's cell of the decisions table")
        self.assertIn("a router routes and passes data", pages["vip.html"])
        self.assertNotIn("a router routes and passes data", pages["mvvm.html"], "a VIP rule is not MVVM's")
        self.assertIn("<h1>MVP-C</h1>", pages["mvpc.html"])

    def test_every_pattern_the_package_builds_has_a_handout_under_its_spoken_name(self):
        built = list(dict.fromkeys(pattern for _, _, pattern in variants.app_products(handouts.ROOT)))
        self.assertEqual([folder for folder, _ in handouts.PATTERNS], built)
        self.assertEqual([name for _, name in handouts.PATTERNS], [variants.spoken(folder) for folder in built])
        self.assertIn('<a href="composition.html">MVC-Composition</a>', handouts.pages()["index.html"])

    def test_mvc_composition_has_its_column_rules_and_child_screens(self):
        pages = handouts.pages()
        page = pages["composition.html"]

        self.assertIn("<h1>MVC-Composition</h1>", page)
        self.assertIn("<td>Container, as MVC&#x27;s controller</td>", page, "its cell of the decisions table")
        self.assertIn("a child that fetches (<code>…FetcherController</code>) draws nothing", page)
        self.assertIn("<code>TextEntryController</code>", page, "PlayerAdd's children in its roles and files")
        self.assertIn("PlayerAddController.done() ─ app.perform", page, "its one action, from its README's data flow")
        self.assertNotIn("a controller&#x27;s view lays out its widgets", page, "MVC's rules are not MVC-Composition's")
        self.assertNotIn("a child that fetches", pages["mvc.html"], "nor MVC-Composition's MVC's")
        self.assertIn("<code>didMove(toParent:)</code>", page, "the kit's child screens, in UIKit")
        self.assertNotIn("<code>didMove(toParent:)</code>", pages["mvc.html"], "the child screens' row is MVC-Composition's alone")

    def test_each_handout_carries_its_one_action_flow_and_its_ios_counterparts(self):
        pages = handouts.pages()
        for folder, name in handouts.PATTERNS:
            page = pages[f"{folder.lower()}.html"]
            with self.subTest(pattern=name):
                self.assertIn("<h2>One action, role by role", page)
                self.assertIn("<h2>In your iOS app</h2>", page)
                self.assertIn("<code>UIViewController</code>", page, "the kit's table, Screen's row")
        self.assertIn("PlayerAddView: store.send(.doneTapped)", pages["udf.html"], "UDF's flow, which the handout left out")
        self.assertIn("StackState", pages["udf.html"])
        self.assertNotIn("TCA&#x27;s <code>Store</code>, read in", pages["mvc.html"], "the store's row is UDF's alone")

    def test_no_text_is_printed_under_9_points(self):
        sizes = [float(size) for size in re.findall(r"(\d+(?:\.\d+)?)pt", handouts.STYLE)]
        self.assertTrue(sizes)
        self.assertGreaterEqual(min(sizes), 9, "a font size under 9 pt in the handouts' stylesheet")


@unittest.skipUnless(shutil.which("chromium"), "needs chromium")
class PrintedHandoutTests(unittest.TestCase):
    """Each handout printed by Chromium, as a teacher prints it: two pages at most, on Letter (its
    default) and on A4."""

    def pages_printed(self, html_path, paper):
        with tempfile.TemporaryDirectory() as folder:
            page = Path(folder) / "page.html"
            style = (handouts.OUT / "handouts.css").resolve().as_uri()
            page.write_text(html_path.read_text(encoding="utf-8").replace(
                '<link rel="stylesheet" href="handouts.css">',
                f'<link rel="stylesheet" href="{style}"><style>@page {{ size: {paper}; }}</style>'), encoding="utf-8")
            pdf = Path(folder) / "page.pdf"
            subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={folder}/profile",
                            "--no-pdf-header-footer", f"--print-to-pdf={pdf}", page.as_uri()],
                           capture_output=True, timeout=120, check=True)
            return len(re.findall(rb"/Type\s*/Page[^s]", pdf.read_bytes()))

    def test_every_handout_prints_on_two_pages_at_most_on_a4_and_letter(self):
        for folder, name in handouts.PATTERNS:
            for paper in ("A4", "letter"):
                with self.subTest(pattern=name, paper=paper):
                    printed = self.pages_printed(handouts.OUT / f"{folder.lower()}.html", paper)
                    self.assertTrue(1 <= printed <= 2, f"{name} prints on {printed} pages of {paper}")


if __name__ == "__main__":
    unittest.main()
