"""Every path a Markdown page of the repository names exists: a file or folder in backticks or a
relative link, from the repository's root, from the page's folder, or — for a path written
relative to a pattern's folder (`Gather/GatherPresenter.swift`) — under some folder of the
repository. `<Screen>`, `…` and `NN-name` stand for any name. What `make` or a workshop's pair
makes (the room kit, `.build`, a fuzzer's crashers, exercise 02's new screen, where an exercise began,
the week-before check's file) is not looked for.
A `path:line` also needs the file to have that line.

`python3 scripts/readme_paths.py` lists what is missing and exits 1 if anything is;
scripts/tests/test_readme_paths.py runs it in make test."""
import fnmatch
import glob
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXTENSIONS = (".swift", ".py", ".md", ".json", ".html", ".txt", ".patch", ".sh", ".yml", ".yaml", ".css", ".c", ".h", ".modulemap", ".resolved")
MADE_LATER = ("room-kit/", "load.sh", ".build", "Fuzz/Crashers/", "PlayerGathers", "refs/workshop/", "week-before.txt")
TICKED = re.compile(r"`([^`\n]+)`")
LINKED = re.compile(r"\]\(([^)\s]+)\)")
LINE = re.compile(r":(\d+)(?:-\d+)?$")


def tracked_files():
    listing = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return listing.split()


def pages():
    # Build folders (.build, and make metrics' .build-metrics) hold the dependencies' pages, not ours.
    return sorted(path for path in ROOT.glob("**/*.md")
                  if not any(part.startswith(".build") or part == "node_modules" for part in path.relative_to(ROOT).parts))


def named_paths(line):
    """The tokens of a Markdown line that name a path, each with the line it names, if any."""
    for token in TICKED.findall(line) + LINKED.findall(line):
        token = token.split("#")[0]
        if not token or token.startswith(("http", "mailto", "/", "~", ".")) or " " in token:
            continue
        if re.search(r"[=$(){}\"']", token):
            continue
        line_match = LINE.search(token)
        path = LINE.sub("", token)
        if ("/" in path or path.endswith(EXTENSIONS)) and not any(made in path for made in MADE_LATER):
            yield path, int(line_match.group(1)) if line_match else None


def resolve(path, folder, tracked):
    """The files `path` names, read from the root, from `folder`, or under any folder."""
    pattern = re.sub(r"<[^>]+>", "*", path).replace("…", "*").replace("NN-name", "*")
    for base in (ROOT, folder):
        found = sorted(Path(name) for name in glob.glob(str(base / pattern.rstrip("/")))) if pattern.rstrip("/") else []
        if found:
            return found
    bare = pattern.rstrip("/")
    candidates = [bare, "*/" + bare] + ([bare + "/*", "*/" + bare + "/*"] if path.endswith("/") or "." not in Path(bare).name else [])
    return [ROOT / name for name in tracked if any(fnmatch.fnmatch(name, candidate) for candidate in candidates)]


def missing(page, text, tracked):
    """`page:line: path` for each path `text` names that is not there."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        for path, wanted_line in named_paths(line):
            files = resolve(path, page.parent, tracked)
            if not files:
                found.append(f"{page.relative_to(ROOT)}:{number}: {path} does not exist")
            elif wanted_line and all(not file.is_file() or len(file.read_text(encoding="utf-8").splitlines()) < wanted_line for file in files):
                found.append(f"{page.relative_to(ROOT)}:{number}: {path} has no line {wanted_line}")
    return found


def main():
    tracked = tracked_files()
    found = [entry for page in pages() for entry in missing(page, page.read_text(encoding="utf-8"), tracked)]
    for entry in found:
        print(entry)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
