#!/usr/bin/env python3
"""make doctor: the preflight a participant runs the day before the workshop. One line per
check, each failure with the command or setting that fixes it; exit status 1 if any failed.

    toolchain  Swift at least the version Package.swift's tools line asks for
    libraries  libturbojpeg, ncursesw, sqlite3, libcrypto (not on a Mac) and tmux, as scripts/install-deps.sh --check finds them
    disk       room for the build (.build holds about 2.5 GB)
    build      every app and the backend built (make test, or make build, builds them)
    locale     a UTF-8 locale, so names with accents, CJK and emoji draw
    terminal   at least 80×24
    app        Football Gather in MVC starts headless and shows its login screen
    exercise   exercise 01's acceptance scenario runs (and fails, as it must before the change)
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import variants
import workshop

ROOT = Path(__file__).resolve().parent.parent
NEEDED_BYTES = 3 * 1024**3


class Check:
    """A check's outcome: what was found, and how to fix it when it is not right — or, for one
    that could not be made here (`checked=False`), how to make it; that one neither passes nor
    fails, and the summary names it."""

    def __init__(self, name, found, fix=None, checked=True):
        self.name, self.found, self.fix, self.checked = name, found, fix, checked

    @property
    def passed(self):
        return self.fix is None or not self.checked

    def __str__(self):
        if not self.checked:
            return f"??   {self.name:9} {self.found}\n               → {self.fix}"
        mark = "ok  " if self.passed else "FIX "
        line = f"{mark} {self.name:9} {self.found}"
        return line if self.passed else f"{line}\n               → {self.fix}"


def run(command, timeout=600):
    if command[0] == "swift":  # as make's targets call it: one environment, one build plan
        command = [str(ROOT / "scripts" / "swift.sh"), *command[1:]]
    try:
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
        return result.returncode, result.stdout + result.stderr
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, str(error)


def version(text):
    """(6, 2) from "Swift version 6.2.1 (…)" or "swift-tools-version: 6.2"."""
    match = re.search(r"(\d+)\.(\d+)", text or "")
    return (int(match.group(1)), int(match.group(2))) if match else None


# The checks, each from what it reads, so each can be tried with what a broken machine shows.

def check_toolchain(swift_version_output, tools_line):
    needed, found = version(tools_line), version(swift_version_output)
    wanted = f"Swift {needed[0]}.{needed[1]} or later" if needed else "Swift"
    if found is None:
        return Check("toolchain", "no swift on PATH", f"install {wanted} (swift.org/install), or use the container (README)")
    if needed and found < needed:
        return Check("toolchain", f"Swift {found[0]}.{found[1]}", f"Package.swift needs {wanted}: install it from swift.org/install")
    return Check("toolchain", f"Swift {found[0]}.{found[1]} (needs {needed[0]}.{needed[1]})" if needed else f"Swift {found[0]}.{found[1]}")


def check_libraries(status, report):
    """`install-deps.sh --check`'s answer: exit 0, or what is missing and the command to run."""
    if status == 0:
        return Check("libraries", "libturbojpeg, ncursesw, sqlite3, libcrypto (not on a Mac) and tmux found")
    lines = [line.strip() for line in report.strip().splitlines() if line.strip()]
    missing = next((line.removeprefix("error: ") for line in lines if line.startswith("error: missing")), "missing system libraries")
    return Check("libraries", missing, lines[-1] if len(lines) > 1 else "scripts/install-deps.sh says why")


def check_disk(free_bytes, build_exists):
    gigabytes = free_bytes / 1024**3
    if build_exists or free_bytes >= NEEDED_BYTES:
        return Check("disk", f"{gigabytes:.1f} GB free")
    return Check("disk", f"{gigabytes:.1f} GB free", "free at least 3 GB here: the build takes about 2.5 GB")


def check_build(missing_products):
    if not missing_products:
        return Check("build", "every app and the backend are built")
    return Check("build", f"{len(missing_products)} program(s) not built ({', '.join(missing_products[:3])}…)",
                 "make test (builds everything and runs the suite; about 12 minutes the first time on two cores)")


def check_locale(charmap, lc_all=None):
    """`lc_all`: the LC_ALL set, which overrides LANG — then setting LANG fixes nothing."""
    if (charmap or "").upper().replace("-", "") == "UTF8":
        return Check("locale", "UTF-8")
    if lc_all:
        return Check("locale", f"{charmap or 'unknown'} character set (LC_ALL={lc_all})",
                     "export LC_ALL=C.UTF-8 (or unset LC_ALL and export LANG=C.UTF-8) in your shell's profile")
    return Check("locale", f"{charmap or 'unknown'} character set",
                 "export LANG=C.UTF-8 (or another UTF-8 locale) in your shell's profile")


def check_terminal(columns, rows):
    if columns is None:
        return Check("terminal", "not checked: the output is not a terminal", "run make doctor in the terminal you will use", checked=False)
    if columns >= 80 and rows >= 24:
        return Check("terminal", f"{columns}×{rows}")
    return Check("terminal", f"{columns}×{rows}", "make the window at least 80 columns by 24 rows (or the font smaller)")


def check_app(status, screen):
    if status == 0 and "Football Gather · MVC · Login" in screen:
        return Check("app", "gather-mvc starts and shows Login")
    last = (screen.strip().splitlines() or ["no output"])[-1][:100]
    return Check("app", f"gather-mvc did not show Login (exit status {status}): {last}", "make test, then make doctor again; the error above says why")


def check_exercise(result_lines):
    if result_lines is None:
        return Check("exercise", "exercise 01 did not run", "make test builds the exercises; then make exercise EX=01 PATTERN=mvc")
    if result_lines[:1] == ["failed"]:
        return Check("exercise", "exercise 01 runs (and fails, as it must before the change)")
    return Check("exercise", "exercise 01 passes on unmodified code", "git status: the tree may hold a solution (make solution EX=01 PATTERN=mvc UNDO=1)")


# Reading the machine

def terminal_size():
    if not sys.stdout.isatty():
        return None, None
    size = shutil.get_terminal_size()
    return size.columns, size.lines


def main():
    tools_line = (ROOT / "Package.swift").read_text(encoding="utf-8").splitlines()[0]
    _, swift_output = run(["swift", "--version"])
    checks = [check_toolchain(swift_output if "Swift version" in swift_output else None, tools_line)]
    checks.append(check_libraries(*run(["scripts/install-deps.sh", "--check"])))
    checks.append(check_disk(shutil.disk_usage(ROOT).free, (ROOT / ".build").is_dir()))
    status, bin_path = run(["swift", "build", "--show-bin-path"])
    bin_dir = Path(bin_path.strip().splitlines()[-1]) if status == 0 and bin_path.strip() else ROOT / ".build" / "debug"
    # The apps, and the backend they start as a program of its own.
    products = [product for product, _, _ in variants.app_products(ROOT)] + ["backend"]
    checks.append(check_build([product for product in products if not (bin_dir / product).is_file()]))
    checks.append(check_locale(run(["locale", "charmap"])[1].strip() if shutil.which("locale") else os.environ.get("LANG", ""),
                               os.environ.get("LC_ALL")))
    checks.append(check_terminal(*terminal_size()))
    app = bin_dir / "gather-mvc"
    if app.is_file():
        with tempfile.TemporaryDirectory() as folder:
            script = Path(folder) / "print.keys"
            script.write_text("print\n", encoding="utf-8")
            status, screen = run([str(app), "--data-dir", folder, "--script", str(script)], timeout=120)
        checks.append(check_app(status, screen))
        with tempfile.TemporaryDirectory() as results, workshop.exercise_request("01", "MVC", results):
            run(workshop.test_command("TeamBalanceAcceptance"))
            result = Path(results) / "01-team-balance-MVC.result"
            checks.append(check_exercise(result.read_text(encoding="utf-8").splitlines() if result.is_file() else None))
    print("\n".join(str(check) for check in checks))
    failed = [check for check in checks if not check.passed]
    unchecked = [check.name for check in checks if not check.checked]
    if failed:
        print(f"\n{len(failed)} thing(s) to fix before the day.")
    elif unchecked:
        print(f"\nReady for the workshop, except what could not be checked here: {', '.join(unchecked)}.")
    else:
        print("\nReady for the workshop.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
