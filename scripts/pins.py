#!/usr/bin/env python3
"""Every laptop builds the versions the repository pins: compares the dependencies' versions in
Package.resolved, as SwiftPM just resolved them, with the committed file's.

Only versions count. The committed revisions are the commits of the package copies on the machine
that wrote the file, which GitHub does not have. So the file is committed without SwiftPM's
`originHash`: without it SwiftPM resolves again instead of checking those commits out, keeps
every pinned version, and writes the commits it found and the hash back. `git diff
Package.resolved` then shows those lines, never a version. A version that moved is an error:
`make update-deps` moves them on purpose.

    pins.py              exit 1 when a version differs from HEAD's Package.resolved
    pins.py --for-commit drop the originHash from Package.resolved, as it is committed
"""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def versions(resolved_text):
    """{identity: what it is pinned to} — the version, or the branch or revision when it has none."""
    pins = json.loads(resolved_text).get("pins", [])
    return {pin["identity"]: pin["state"].get("version") or pin["state"].get("branch") or pin["state"].get("revision")
            for pin in pins}


def moved(committed, resolved):
    """Lines saying what differs between two Package.resolved texts' versions, in name order."""
    before, after = versions(committed), versions(resolved)
    lines = []
    for identity in sorted(before.keys() | after.keys()):
        was, now = before.get(identity), after.get(identity)
        if was != now:
            lines.append(f"{identity}: {was or 'not pinned'} → {now or 'gone'}")
    return lines


def for_commit(resolved_text):
    """The file as committed: SwiftPM's own text without the originHash line."""
    return "".join(line for line in resolved_text.splitlines(keepends=True) if '"originHash"' not in line)


def main(root=ROOT):
    committed = subprocess.run(["git", "show", "HEAD:Package.resolved"], cwd=root, capture_output=True, text=True)
    if committed.returncode != 0 and "not a git repository" in committed.stderr:
        print("pins: not a git checkout of the repository, so there is no committed Package.resolved to compare with.")
        return 0
    if committed.returncode != 0:
        print(f"error: pins: git could not read the committed Package.resolved:\n    {committed.stderr.strip()}", file=sys.stderr)
        return 1
    resolved = (root / "Package.resolved").read_text(encoding="utf-8")
    lines = moved(committed.stdout, resolved)
    if not lines:
        return 0
    print("error: the dependencies resolved to other versions than the repository pins:", file=sys.stderr)
    for line in lines:
        print(f"    {line}", file=sys.stderr)
    print("Go back to the pinned ones with `git checkout Package.resolved` and run the command again;\n"
          "`make update-deps` moves them on purpose.", file=sys.stderr)
    return 1


if __name__ == "__main__":
    if sys.argv[1:] == ["--for-commit"]:
        path = ROOT / "Package.resolved"
        path.write_text(for_commit(path.read_text(encoding="utf-8")), encoding="utf-8")
        sys.exit(0)
    sys.exit(main())
