"""Every path a page of the repository names exists (scripts/readme_paths.py), and the check
finds one that does not.

Run with `python3 -m unittest discover -s scripts/tests` (make test does)."""
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import readme_paths  # noqa: E402


class ReadmePathTests(unittest.TestCase):
    def setUp(self):
        self.tracked = readme_paths.tracked_files()
        self.page = readme_paths.ROOT / "Variants" / "README.md"

    def test_every_path_a_page_names_exists(self):
        found = [entry for page in readme_paths.pages() for entry in readme_paths.missing(page, page.read_text(encoding="utf-8"), self.tracked)]
        self.assertEqual(found, [])

    def test_a_path_that_moved_is_named_with_its_line(self):
        text = "Intro.\n3. `Tests/ParityTests/Variants.swift`: one line.\n"
        self.assertEqual(readme_paths.missing(self.page, text, self.tracked),
                         ["Variants/README.md:2: Tests/ParityTests/Variants.swift does not exist"])

    def test_a_line_past_the_end_of_its_file_is_named(self):
        text = "See `scripts/swift.sh:100000`, `scripts/swift.sh:1` and [the layout](../docs/layout.md).\n"
        self.assertEqual(readme_paths.missing(self.page, text, self.tracked),
                         ["Variants/README.md:1: scripts/swift.sh has no line 100000"])

    def test_placeholders_a_patterns_own_folder_and_what_make_writes_are_found(self):
        text = "`<Screen>/<Screen>Presenter.swift`, `Gather/GatherPresenter.swift`, `room-kit/architecture-workshop-kit.tar`, `.json`\n"
        self.assertEqual(readme_paths.missing(self.page, text, self.tracked), [])


if __name__ == "__main__":
    unittest.main()
