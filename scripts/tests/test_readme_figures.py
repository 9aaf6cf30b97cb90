"""The figures READMEs quote are the ones metrics/report.json holds: each generated block is what
scripts/readme_figures.py makes from the committed report, and the script cannot pass a block it
does not know.

Run with `python3 -m unittest discover -s scripts/tests` (make test does)."""
import json
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import readme_figures  # noqa: E402


class ReadmeFiguresTests(unittest.TestCase):
    def setUp(self):
        self.report = json.loads(readme_figures.REPORT.read_text(encoding="utf-8"))

    def test_every_block_in_a_readme_is_what_the_committed_report_makes(self):
        blocks = 0
        for path in readme_figures.readmes():
            text = path.read_text(encoding="utf-8")
            blocks += len(readme_figures.BLOCK.findall(text))
            self.assertEqual(readme_figures.rewrite(text, self.report), text,
                             f"{path.relative_to(readme_figures.ROOT)}: run python3 scripts/readme_figures.py (make metrics does)")
        self.assertGreaterEqual(blocks, 2, "MVP-C's README quotes two tables of figures")

    def test_a_figure_changed_by_hand_is_found(self):
        readme = readme_figures.ROOT / "Variants" / "MVPC" / "README.md"
        text = readme.read_text(encoding="utf-8")
        edited = text.replace("| views, both apps |", "| views, both apps | 1 |", 1)
        self.assertNotEqual(edited, text)
        self.assertNotEqual(readme_figures.rewrite(edited, self.report), edited)

    def test_the_figures_follow_the_report(self):
        block = "<!-- figures: mvp-vs-mvpc -->\nstale\n<!-- /figures -->"
        made = readme_figures.rewrite(block, self.report)
        larger = json.loads(json.dumps(self.report))
        for entry in larger["variants"]:
            if entry["pattern"] == "MVPC" and entry["app"] == "My Cards":
                entry["total"]["codeLines"] += 10
        self.assertNotEqual(readme_figures.rewrite(block, larger), made)
        self.assertIn("| My Cards: code lines (files) |", made)

    def test_an_unknown_block_is_refused(self):
        with self.assertRaises(KeyError):
            readme_figures.rewrite("<!-- figures: nobody -->\n<!-- /figures -->", self.report)


if __name__ == "__main__":
    unittest.main()
