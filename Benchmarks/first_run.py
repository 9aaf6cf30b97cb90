#!/usr/bin/env python3
"""A participant's first run, timed as they meet it: a fresh clone of a commit, then a command
(`make run` unless told) in a real terminal (tmux), until the app's first screen shows a text
(Login's "Password"); then the same command again, which has nothing left to build.

usage: Benchmarks/first_run.py [--commit REV] [--command CMD] [--expect TEXT] [--sign-in TEXT]
                               [--keep DIR] [--layers] [--output FILE]
       Benchmarks/first_run.py --tree DIR [--command CMD] [--expect TEXT] [--sign-in TEXT]
                               [--output FILE]

--sign-in TEXT then signs in as demo / demo, key by key, and times until TEXT shows (the first
player, say): the wait until the app can be used, its backend built and started included.

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


def timed_in_terminal(command, folder, expect, timeout, sign_in=None):
    """Seconds to `expect`, and (with `sign_in`) to that text after signing in: (seconds, seconds),
    either None if it never showed."""
    subprocess.run(["tmux", "kill-session", "-t", SESSION], stderr=subprocess.DEVNULL)
    started = time.monotonic()
    # The shell stays after the command, so a failure's last lines can be read in the pane.
    subprocess.run(["tmux", "new-session", "-d", "-s", SESSION, "-x", "100", "-y", "30", "-c", str(folder),
                    f"{command}; echo '[exit '$?']'; sleep 3600"], check=True)
    seconds = wait_for(expect, timeout, started)
    signed_in = None
    if seconds is not None and sign_in:
        # As a person types: a key at a time, Enter from the username to the password, then to sign in.
        for keys in ("d", "e", "m", "o", "Enter", "d", "e", "m", "o", "Enter"):
            subprocess.run(["tmux", "send-keys", "-t", SESSION, keys], check=True)
            time.sleep(0.1)
        signed_in = wait_for(sign_in, timeout, started)
    if seconds is None or (sign_in and signed_in is None):
        screen = subprocess.run(["tmux", "capture-pane", "-p", "-t", SESSION], capture_output=True, text=True).stdout
        missing = expect if seconds is None else sign_in
        print(f"first-run: '{missing}' never showed in {timeout} s; the screen:\n{screen}", file=sys.stderr)
    subprocess.run(["tmux", "kill-session", "-t", SESSION], stderr=subprocess.DEVNULL)
    # The app dies with its terminal; give SwiftPM's lock a moment to be released.
    time.sleep(1)
    return seconds, signed_in


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
    """The command until its first screen (and signed in), then again: ((seconds, seconds), (…))."""
    first = timed_in_terminal(arguments.command, folder, arguments.expect, arguments.timeout, arguments.sign_in)
    second = (timed_in_terminal(arguments.command, folder, arguments.expect, 300, arguments.sign_in)
              if first[0] else (None, None))
    return first, second


def seconds_or_never(seconds):
    return f"{seconds:6.1f} s" if seconds else "never"


def report(arguments, figures, first, second, label):
    """Prints the figures, writes them all (--output); the exit status: each asked for was measured."""
    figures["first_seconds"] = round(first[0], 1) if first[0] else None
    figures["again_seconds"] = round(second[0], 1) if second[0] else None
    print(f"  {label:58} {seconds_or_never(first[0])}")
    if arguments.sign_in:
        figures["first_signed_in_seconds"] = round(first[1], 1) if first[1] else None
        figures["again_signed_in_seconds"] = round(second[1], 1) if second[1] else None
        print(f"  {'  then signed in, key by key, its next screen':58} {seconds_or_never(first[1])}")
    print(f"  {'the command again, nothing changed':58} {seconds_or_never(second[0])}")
    if arguments.sign_in:
        print(f"  {'  then signed in':58} {seconds_or_never(second[1])}")
    if arguments.output:
        Path(arguments.output).write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    measured = [first[0], second[0]] + ([first[1], second[1]] if arguments.sign_in else [])
    return 0 if all(measured) else 1


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
    parser.add_argument("--sign-in", help="then sign in as demo / demo and time until this text shows")
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
