"""The handouts are the repository's own tables, printed: the committed pages must be what
scripts/handouts.py writes from today's READMEs, and a stale one is named."""
import contextlib
import io
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import handouts  # noqa: E402


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


if __name__ == "__main__":
    unittest.main()
