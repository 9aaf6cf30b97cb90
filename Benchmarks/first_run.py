#!/usr/bin/env python3
"""A participant's first run, timed as they meet it: a fresh clone of a commit, then a command
(`make run` unless told) in a real terminal (tmux), until the app's first screen shows a text
(Login's "Password"); then the same command again, which has nothing left to build.

usage: Benchmarks/first_run.py [--commit REV] [--command CMD] [--expect TEXT] [--keep DIR]
                               [--layers] [--output FILE]
       Benchmarks/first_run.py --tree DIR [--command CMD] [--expect TEXT] [--output FILE]

--tree times the command in a tree as it is, not a fresh clone: `make run` right after
`make test`, say.

--layers builds the clone one layer at a time first, each a cold `swift build --target`, so
each dependency's share of the first build is its own figure (the command's run then builds
only what is left: the project's own modules). Without it the first figure is the whole wait.
Prints the figures and writes them as JSON; exit 1 if the text never showed.
"""
import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SESSION = "first-run"
# The dependencies in the order they build under the app: each by its package, as the root
# Package.swift names it, and one of its own targets. A layer already built by an earlier one
# costs nothing; a package the commit's Package.swift does not name is not built (a dependency of
# a dependency may still list it: hummingbird-auth lists swift-crypto for a product unused here).
LAYERS = [
    ("swift-crypto (BoringSSL)", "swift-crypto", "Crypto"),
    ("swift-argument-parser", "swift-argument-parser", "ArgumentParser"),
    ("swift-log, swift-collections, swift-atomics", "swift-log", "Logging"),
    ("SwiftNIO", "swift-nio", "NIOPosix"),
    ("GRDB (SQLite)", "GRDB.swift", "GRDB"),
    ("Hummingbird", "hummingbird", "Hummingbird"),
    ("hummingbird-auth's bcrypt", "hummingbird-auth", "HummingbirdBcrypt"),
    # Not under the app: make metrics and the rules' tests (make test) need it.
    ("swift-syntax (not under the app)", "swift-syntax", "SwiftOperators"),
]


def wait_for(text, timeout, started):
    """Seconds from `started` until the tmux pane shows `text`, or None after `timeout`."""
    while time.monotonic() - started < timeout:
        screen = subprocess.run(["tmux", "capture-pane", "-p", "-t", SESSION], capture_output=True, text=True).stdout
        if text in screen:
            return time.monotonic() - started
        time.sleep(0.25)
    return None


def timed_in_terminal(command, folder, expect, timeout):
    subprocess.run(["tmux", "kill-session", "-t", SESSION], stderr=subprocess.DEVNULL)
    started = time.monotonic()
    # The shell stays after the command, so a failure's last lines can be read in the pane.
    subprocess.run(["tmux", "new-session", "-d", "-s", SESSION, "-x", "100", "-y", "30", "-c", str(folder),
                    f"{command}; echo '[exit '$?']'; sleep 3600"], check=True)
    seconds = wait_for(expect, timeout, started)
    if seconds is None:
        screen = subprocess.run(["tmux", "capture-pane", "-p", "-t", SESSION], capture_output=True, text=True).stdout
        print(f"first-run: '{expect}' never showed in {timeout} s; the screen:\n{screen}", file=sys.stderr)
    subprocess.run(["tmux", "kill-session", "-t", SESSION], stderr=subprocess.DEVNULL)
    # The app dies with its terminal; give SwiftPM's lock a moment to be released.
    time.sleep(1)
    return seconds


def layer_shares(folder):
    manifest = (folder / "Package.swift").read_text(encoding="utf-8")
    shares = []
    for name, package, target in LAYERS:
        if f"/{package}\"" not in manifest:
            shares.append({"layer": name, "target": target, "seconds": None})
            print(f"  {name:58}    not in this package")
            continue
        started = time.monotonic()
        subprocess.run(["scripts/swift.sh", "build", "--target", target], cwd=folder, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        seconds = time.monotonic() - started
        shares.append({"layer": name, "target": target, "seconds": round(seconds, 1)})
        print(f"  {name:58} {seconds:6.1f} s")
    return shares


def timed_twice(arguments, folder):
    """The command until its first screen, then again: (seconds, seconds or None)."""
    first = timed_in_terminal(arguments.command, folder, arguments.expect, arguments.timeout)
    second = timed_in_terminal(arguments.command, folder, arguments.expect, 300) if first else None
    return first, second


def report(arguments, figures, first, second, label):
    """Prints the two figures, writes them all (--output); the exit status: both were measured."""
    figures["first_seconds"] = round(first, 1) if first else None
    figures["again_seconds"] = round(second, 1) if second else None
    print(f"  {label:58} {f'{first:6.1f} s' if first else 'never'}")
    print(f"  {'the command again, nothing changed':58} {f'{second:6.1f} s' if second else 'never'}")
    if arguments.output:
        Path(arguments.output).write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0 if first and second else 1


def time_tree(arguments):
    folder = Path(arguments.tree).resolve()
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=folder, capture_output=True, text=True,
                            check=True).stdout.strip()
    print(f"first-run: the tree {folder} as it is, at {commit[:7]}")
    figures = {"commit": commit, "command": arguments.command, "tree": str(folder),
               "date": time.strftime("%Y-%m-%d %H:%M")}
    first, second = timed_twice(arguments, folder)
    return report(arguments, figures, first, second, "the command in the tree, to its first screen")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", default="HEAD")
    parser.add_argument("--command", default="make run")
    parser.add_argument("--expect", default="Password")
    parser.add_argument("--timeout", type=int, default=1800)
    parser.add_argument("--keep", help="clone into this folder and leave it")
    parser.add_argument("--layers", action="store_true")
    parser.add_argument("--tree", help="time the command in this tree as it is, without cloning")
    parser.add_argument("--output")
    arguments = parser.parse_args()
    if arguments.tree:
        return time_tree(arguments)

    commit = subprocess.run(["git", "rev-parse", arguments.commit], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.strip()
    folder = Path(arguments.keep) if arguments.keep else Path(tempfile.mkdtemp(prefix="first-run-"))
    if folder.exists():
        shutil.rmtree(folder)
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(folder)], check=True)
    subprocess.run(["git", "checkout", "--quiet", commit], cwd=folder, check=True)
    figures = {"commit": commit, "command": arguments.command, "date": time.strftime("%Y-%m-%d %H:%M")}
    print(f"first-run: a fresh clone of {commit[:7]} in {folder}")
    try:
        if arguments.layers:
            # The package's plan and its dependencies' sources first, as the command would fetch them.
            started = time.monotonic()
            subprocess.run(["scripts/swift.sh", "package", "resolve"], cwd=folder, check=True,
                           stdout=subprocess.DEVNULL)
            figures["resolve_seconds"] = round(time.monotonic() - started, 1)
            print(f"  {'the dependencies resolved':58} {figures['resolve_seconds']:6.1f} s")
            figures["layers"] = layer_shares(folder)
        first, second = timed_twice(arguments, folder)
    finally:
        if not arguments.keep:
            shutil.rmtree(folder, ignore_errors=True)
    label = "then the command, to its first screen" if arguments.layers else "the command on a fresh clone, to its first screen"
    return report(arguments, figures, first, second, label)


if __name__ == "__main__":
    sys.exit(main())
