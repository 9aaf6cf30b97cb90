"""scripts/install-deps.sh on machines it cannot see here: a PATH of stubs stands for a system
without apt-get — the libraries found by pkg-config, or missing with dnf or brew to install
them — so each answer is checked, not assumed."""
import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "install-deps.sh"


def machine(found_by_pkg_config, managers=(), programs=("tmux", "make", "python3")):
    """A bin folder holding only what the script may use: bash and coreutils, a pkg-config that
    knows `found_by_pkg_config` (None: no pkg-config), the package managers and programs named."""
    folder = Path(tempfile.mkdtemp())
    for tool in ("bash", "cut", "grep", "id"):
        os.symlink(shutil.which(tool), folder / tool)
    def stub(name, body="exit 0"):
        path = folder / name
        path.write_text(f"#!{shutil.which('bash')}\n{body}\n", encoding="utf-8")
        path.chmod(0o755)
    if found_by_pkg_config is not None:
        known = " ".join(found_by_pkg_config)
        stub("pkg-config", f'for name in {known}; do [ "$2" = "$name" ] && exit 0; done; exit 1')
    for name in (*managers, *programs):
        stub(name)
    return folder


def run(folder, *arguments):
    return subprocess.run([str(folder / "bash"), str(SCRIPT), *arguments], env={"PATH": str(folder)}, capture_output=True, text=True)


class InstallDepsTests(unittest.TestCase):
    def test_libraries_found_by_pkg_config_are_enough_without_apt_get(self):
        result = run(machine(["libturbojpeg", "ncursesw", "sqlite3", "libcrypto"]))

        self.assertEqual(result.returncode, 0, result.stderr)

    def test_a_missing_library_gets_the_command_of_the_package_manager_found(self):
        result = run(machine(["ncursesw", "sqlite3", "libcrypto"], managers=["dnf"]))

        self.assertEqual(result.returncode, 1)
        self.assertIn("missing: libturbojpeg", result.stderr)
        self.assertIn("sudo dnf install -y turbojpeg-devel", result.stderr)

    def test_homebrew_gets_its_own_names(self):
        result = run(machine(["libturbojpeg"], managers=["brew"], programs=()))

        self.assertEqual(result.returncode, 1)
        self.assertIn("brew install ncurses sqlite openssl@3 tmux make python", result.stderr)

    def test_libcrypto_has_each_package_managers_name(self):
        for manager, line in [("apt-get", "sudo apt-get install -y --no-install-recommends libssl-dev"),
                              ("dnf", "sudo dnf install -y openssl-devel"),
                              ("pacman", "sudo pacman -S --needed openssl"),
                              ("zypper", "sudo zypper install -y libopenssl-devel"),
                              ("apk", "sudo apk add openssl-dev")]:
            with self.subTest(manager=manager):
                result = run(machine(["libturbojpeg", "ncursesw", "sqlite3"], managers=[manager]), "--check")

                self.assertEqual(result.returncode, 1)
                self.assertIn("missing: libcrypto\n", result.stderr)
                self.assertIn(f"    {line}\n", result.stderr)

    def test_on_a_mac_homebrews_keg_only_libraries_are_found_and_sqlite_is_the_systems(self):
        folder = machine(None, managers=[], programs=("tmux", "make", "python3"))
        (folder / "uname").write_text(f"#!{shutil.which('bash')}\necho Darwin\n", encoding="utf-8")
        (folder / "brew").write_text(f"#!{shutil.which('bash')}\n[ \"$1\" = --prefix ] && echo /fake/homebrew\n", encoding="utf-8")
        # This pkg-config finds a keg-only library only where Homebrew keeps it.
        (folder / "pkg-config").write_text(f"""#!{shutil.which('bash')}
case "$2" in
    libturbojpeg) [[ $PKG_CONFIG_PATH == */fake/homebrew/opt/jpeg-turbo/lib/pkgconfig* ]] ;;
    ncursesw) [[ $PKG_CONFIG_PATH == */fake/homebrew/opt/ncurses/lib/pkgconfig* ]] ;;
    *) exit 1 ;;
esac
""", encoding="utf-8")
        for name in ("uname", "brew", "pkg-config"):
            (folder / name).chmod(0o755)

        result = run(folder)

        self.assertEqual(result.returncode, 0, result.stderr)

    def test_a_mac_missing_everything_gets_one_brew_line_without_sqlite_or_libcrypto(self):
        folder = machine([], managers=["brew"], programs=())
        (folder / "uname").write_text(f"#!{shutil.which('bash')}\necho Darwin\n", encoding="utf-8")
        (folder / "uname").chmod(0o755)

        result = run(folder)

        self.assertEqual(result.returncode, 1)
        self.assertIn("    brew install jpeg-turbo ncurses tmux make python\n", result.stderr)

    def test_check_only_tells_apt_get_users_the_command_instead_of_installing(self):
        result = run(machine(["ncursesw", "sqlite3", "libcrypto"], managers=["apt-get"]), "--check")

        self.assertEqual(result.returncode, 1)
        self.assertIn("sudo apt-get install -y --no-install-recommends libturbojpeg0-dev", result.stderr)

    def test_no_package_manager_says_what_to_install_by_hand(self):
        result = run(machine([], programs=()))

        self.assertEqual(result.returncode, 1)
        self.assertIn("missing: libturbojpeg ncursesw sqlite3 libcrypto tmux", result.stderr)
        self.assertIn("No package manager found", result.stderr)


if __name__ == "__main__":
    unittest.main()
