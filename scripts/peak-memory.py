#!/usr/bin/env python3
"""Runs a command and reports the peak memory of all its processes together: what a container's
memory limit has to hold while `swift build` runs many compilers at once.

usage: scripts/peak-memory.py [--interval SECONDS] -- COMMAND [ARGUMENT...]

Every interval (0.2 s) the proportional set sizes (Pss, from /proc/PID/smaps_rollup: a shared
page counted once, split among its users) of the command's process and all its descendants are
summed. Pss, not RSS: twelve compilers share one copy of the toolchain's
libraries, and a memory limit charges it once. Linux only. Prints the peak on stderr and exits
with the command's status.
"""
import argparse
import os
import subprocess
import sys
import time
from pathlib import Path


def parents():
    """Every process's parent, from /proc/PID/stat."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
                # The fields after the command (which may hold spaces and parentheses): state, ppid.
                found[int(entry.name)] = int(stat[stat.rindex(")") + 2:].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    return found


def tree_pss_kilobytes(root):
    """The summed Pss of a process and all its descendants; processes that end meanwhile count 0.
    Descendants, not a process group: a build tool gives each compiler a group of its own."""
    children = {}
    for pid, parent in parents().items():
        children.setdefault(parent, []).append(pid)
    total, pending = 0, [root]
    while pending:
        pid = pending.pop()
        pending.extend(children.get(pid, []))
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
                    break
        except OSError:
            continue
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--interval", type=float, default=0.2, help="seconds between samples")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    if not command:
        parser.error("no command given")
    if not Path("/proc/self/smaps_rollup").exists():
        parser.error("needs Linux's /proc/PID/smaps_rollup")

    started = time.monotonic()
    process = subprocess.Popen(command)
    peak = 0
    while process.poll() is None:
        peak = max(peak, tree_pss_kilobytes(process.pid))
        time.sleep(options.interval)
    elapsed = time.monotonic() - started
    print(f"peak memory: {peak / 1024:.0f} MiB (Pss of the command and its descendants, sampled every "
          f"{options.interval} s), {elapsed:.0f} s, exit status {process.returncode}", file=sys.stderr)
    return process.returncode


if __name__ == "__main__":
    sys.exit(main())
