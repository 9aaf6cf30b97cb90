"""make doctor's checks, each given what a machine that is not ready shows: every one must say
what to fix, and pass on a ready machine."""
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import doctor  # noqa: E402


class DoctorTests(unittest.TestCase):
    def test_the_toolchain_must_be_the_version_package_swift_asks_for(self):
        tools = "// swift-tools-version: 6.2"
        self.assertTrue(doctor.check_toolchain("Swift version 6.3.1 (swift-6.3.1-RELEASE)", tools).passed)
        old = doctor.check_toolchain("Swift version 5.10 (swift-5.10-RELEASE)", tools)
        self.assertFalse(old.passed)
        self.assertIn("6.2", old.fix)
        self.assertFalse(doctor.check_toolchain(None, tools).passed)

    def test_missing_libraries_are_told_with_install_deps_command(self):
        self.assertTrue(doctor.check_libraries(0, "").passed)
        missing = doctor.check_libraries(1, "error: missing: libturbojpeg\nInstall them with dnf:\n    sudo dnf install -y turbojpeg-devel\n")
        self.assertFalse(missing.passed)
        self.assertEqual(missing.found, "missing: libturbojpeg")
        self.assertEqual(missing.fix, "sudo dnf install -y turbojpeg-devel")

    def test_disk_space_matters_only_before_the_build(self):
        self.assertFalse(doctor.check_disk(1024**3, build_exists=False).passed)
        self.assertTrue(doctor.check_disk(1024**3, build_exists=True).passed)
        self.assertTrue(doctor.check_disk(10 * 1024**3, build_exists=False).passed)

    def test_every_app_must_be_built(self):
        self.assertTrue(doctor.check_build([]).passed)
        self.assertIn("make test", doctor.check_build(["gather-vip"]).fix)

    def test_the_locale_must_be_utf8(self):
        self.assertTrue(doctor.check_locale("UTF-8").passed)
        self.assertIn("LANG=C.UTF-8", doctor.check_locale("ANSI_X3.4-1968").fix)

    def test_with_lc_all_set_the_fix_is_lc_all_which_overrides_lang(self):
        fix = doctor.check_locale("ANSI_X3.4-1968", lc_all="C").fix

        self.assertIn("export LC_ALL=C.UTF-8", fix)
        self.assertFalse(fix.startswith("export LANG"), "LANG alone does nothing while LC_ALL=C is set")

    def test_the_terminal_must_be_80_by_24(self):
        self.assertTrue(doctor.check_terminal(80, 24).passed)
        self.assertFalse(doctor.check_terminal(79, 40).passed)
        self.assertFalse(doctor.check_terminal(120, 20).passed)

    def test_a_terminal_that_could_not_be_measured_is_not_called_ok(self):
        check = doctor.check_terminal(None, None)

        self.assertFalse(check.checked)
        self.assertTrue(str(check).startswith("??"), str(check))
        self.assertNotIn("ok", str(check).split()[0])
        self.assertIn("run make doctor in the terminal you will use", str(check))

    def test_the_app_must_show_its_login(self):
        self.assertTrue(doctor.check_app(0, " Football Gather · MVC · Login\n Username").passed)
        self.assertFalse(doctor.check_app(1, "error: cannot open the database").passed)

    def test_exercise_01_must_run_and_fail_before_the_change(self):
        self.assertTrue(doctor.check_exercise(["failed", "Ana in Team A"]).passed)
        self.assertFalse(doctor.check_exercise(["passed"]).passed)
        self.assertFalse(doctor.check_exercise(None).passed)


if __name__ == "__main__":
    unittest.main()
