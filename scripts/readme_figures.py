"""Figures a README quotes, written from metrics/report.json so they cannot drift from the code.

A README marks each generated block:

    <!-- figures: mvp-vs-mvpc -->
    … (this script's output)
    <!-- /figures -->

`python3 scripts/readme_figures.py` rewrites every block; `make metrics` runs it after the
report. A test (scripts/tests/test_readme_figures.py) fails while a block differs from what the
committed report makes."""
import json
import re
import statistics
import sys
from pathlib import Path

import variants

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "metrics" / "report.json"
APPS = ["Football Gather", "My Cards"]
BLOCK = re.compile(r"(<!-- figures: (?P<name>[a-z0-9-]+) -->\n)(?P<body>.*?)(<!-- /figures -->)", re.S)


def variant(report, pattern, app):
    for entry in report["variants"]:
        if entry["pattern"] == pattern and entry["app"] == app:
            return entry
    raise KeyError(f"metrics/report.json has no {pattern} · {app}: run make metrics")


def role_lines(report, pattern, *roles):
    """Code lines and files of `roles` in both apps."""
    lines = files = 0
    for app in APPS:
        for role in roles:
            measured = variant(report, pattern, app)["roles"].get(role)
            if measured:
                lines += measured["codeLines"]
                files += measured["files"]
    return lines, files


def signed(number):
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "0"


def coverage(report, pattern, layer):
    parts = []
    for app in APPS:
        measured = variant(report, pattern, app).get("unitTestCoverageByLayer", {}).get(layer)
        if not measured:
            return None
        percent = round(100 * measured["covered"] / measured["lines"]) if measured["lines"] else 0
        parts.append(f"{percent} % of {measured['lines']}")
    return "; ".join(parts)


def build(report, pattern, app):
    builds = variant(report, pattern, app)["builds"]
    clean = statistics.median(builds["clean"]["runs"])
    incremental = statistics.median(builds["incremental"]["runs"])
    return f"{clean:.1f} s / {incremental:.1f} s"


def mvp_vs_mvpc(report):
    """MVP-C's README: what moving navigation into coordinators cost and bought."""
    rows = ["| | MVP | MVP-C | difference |", "|---|---:|---:|---:|"]
    for app in APPS:
        mvp, mvpc = variant(report, "MVP", app)["total"], variant(report, "MVPC", app)["total"]
        difference = mvpc["codeLines"] - mvp["codeLines"]
        percent = round(100 * difference / mvp["codeLines"])
        rows.append(
            f"| {app}: code lines (files) | {mvp['codeLines']} ({mvp['files']}) | {mvpc['codeLines']} ({mvpc['files']}) "
            f"| {signed(difference)} ({signed(percent)} %), {signed(mvpc['files'] - mvp['files'])} files |"
        )
    for title, roles in [("views", ["View"]), ("presenters", ["Presenter"])]:
        mvp, mvpc = role_lines(report, "MVP", *roles)[0], role_lines(report, "MVPC", *roles)[0]
        rows.append(f"| {title}, both apps | {mvp} | {mvpc} | {signed(mvpc - mvp)} |")
    mvp_protocols = role_lines(report, "MVP", "ViewProtocol")[0]
    mvpc_protocols, mvpc_outputs = role_lines(report, "MVPC", "ViewProtocol")[0], role_lines(report, "MVPC", "Output")[0]
    rows.append(
        f"| view protocols + outputs, both apps | {mvp_protocols} + 0 | {mvpc_protocols} + {mvpc_outputs} "
        f"| {signed(mvpc_protocols + mvpc_outputs - mvp_protocols)} |"
    )
    coordinators, files = role_lines(report, "MVPC", "Coordinator")
    rows.append(f"| coordinators, both apps | – | {coordinators} ({files} files) | {signed(coordinators)} |")
    protocols = {pattern: sum(variant(report, pattern, app)["total"]["protocols"] for app in APPS) for pattern in ["MVP", "MVPC"]}
    rows.append(f"| protocols, both apps | {protocols['MVP']} | {protocols['MVPC']} | {signed(protocols['MVPC'] - protocols['MVP'])} |")
    tests = {entry["pattern"]: entry["totals"] for entry in report["tests"]}
    rows.append(
        f"| unit tests (`@Test`), test code lines | {tests['MVP']['tests']}, {tests['MVP']['codeLines']} "
        f"| {tests['MVPC']['tests']}, {tests['MVPC']['codeLines']} "
        f"| {signed(tests['MVPC']['tests'] - tests['MVP']['tests'])}, {signed(tests['MVPC']['codeLines'] - tests['MVP']['codeLines'])} |"
    )
    rows.append(
        f"| view lines run by the pattern's own unit tests (Football Gather; My Cards) | {coverage(report, 'MVP', 'view')} "
        f"| {coverage(report, 'MVPC', 'view')} | the coordinators' tests build the real views |"
    )
    rows.append(f"| navigation lines run by them | – | {coverage(report, 'MVPC', 'navigation')} | in MVP navigation is in the views |")
    rows.append(
        f"| clean / incremental build of Football Gather's targets (median of 3) | {build(report, 'MVP', 'Football Gather')} "
        f"| {build(report, 'MVPC', 'Football Gather')} | My Cards: {build(report, 'MVP', 'My Cards')} and {build(report, 'MVPC', 'My Cards')} |"
    )
    return "\n".join(rows) + "\n"


def change_cost(entry):
    """"+32 −1 code lines, 3 files edited; 1 test, +17 test lines": what a solution changed."""
    added = sum(entry["linesAdded"].values())
    removed = sum(entry["linesRemoved"].values())
    tests = entry["testsAdded"]
    return (
        f"+{added} −{removed} code lines, {entry['filesTouched']} files edited{f', {new} new' if (new := entry['filesAdded']) else ''}; "
        f"{tests} test{'' if tests == 1 else 's'}, +{entry['testLinesAdded']} test lines"
    )


def changes_beside(report, first, second):
    """Each workshop exercise's reference solution in `second`, beside `first`'s (folder names)."""
    costs = {(entry["exercise"], entry["pattern"]): entry for entry in report["changeCosts"]}
    exercises = sorted({entry["exercise"] for entry in report["changeCosts"]})
    rows = [f"| exercise | {variants.spoken(first)} | {variants.spoken(second)} |", "|---|---|---|"]
    for exercise in exercises:
        before, after = costs.get((exercise, first)), costs.get((exercise, second))
        if not before or not after:
            continue
        number, _, _ = exercise.partition("-")
        rows.append(f"| {number} {before['title']} | {change_cost(before)} | {change_cost(after)} |")
    return "\n".join(rows) + "\n"


UDF_BESIDE = [("MVC", "MVC"), ("MVVM", "MVVM"), ("MVPC", "MVP-C"), ("VIP", "VIP"), ("UDF", "UDF")]
NAVIGATION_ROLES = ["Coordinator", "Router", "Navigator"]


def udf_beside_others(report):
    """UDF's README: its figures beside MVC's and three other patterns'."""
    patterns = [pattern for pattern, _ in UDF_BESIDE]
    rows = ["| | " + " | ".join(name for _, name in UDF_BESIDE) + " |", "|---|" + "---:|" * len(UDF_BESIDE)]

    def row(title, cell):
        rows.append(f"| {title} | " + " | ".join(cell(pattern) for pattern in patterns) + " |")

    def total(pattern, app="Football Gather"):
        return variant(report, pattern, app)["total"]

    for app in APPS:
        row(f"{app}: code lines (files)", lambda p, app=app: f"{total(p, app)['codeLines']} ({total(p, app)['files']})")
    row("Football Gather: functions / protocols", lambda p: f"{total(p)['functions']} / {total(p)['protocols']}")
    row("Football Gather: longest function, complexity max", lambda p: f"{total(p)['longestFunction']}, {total(p)['maxComplexity']}")

    def navigation(pattern):
        lines = files = 0
        for role in NAVIGATION_ROLES:
            measured = variant(report, pattern, "Football Gather")["roles"].get(role)
            if measured:
                lines, files = lines + measured["codeLines"], files + measured["files"]
        return f"{lines} ({files})" if files else "–"

    row("Football Gather: navigation lines (files)", navigation)

    def presentation_coverage(pattern):
        measured = variant(report, pattern, "Football Gather").get("unitTestCoverageByLayer", {}).get("presentation logic")
        return f"{round(100 * measured['covered'] / measured['lines'])} %" if measured and measured["lines"] else "–"

    row("Football Gather: presentation logic run by its own tests", presentation_coverage)
    row("Football Gather: clean build, incremental build (s)", lambda p: build(report, p, "Football Gather").replace(" / ", ", ").replace(" s", ""))
    tests = {entry["pattern"]: entry["totals"] for entry in report["tests"]}
    row("unit tests (test code lines), both apps", lambda p: f"{tests[p]['tests']} ({tests[p]['codeLines']})")
    row("test code lines per test", lambda p: f"{tests[p]['codeLines'] / tests[p]['tests']:.1f}")
    return "\n".join(rows) + "\n"


def udf_changes(report):
    """UDF's README: each workshop exercise's reference solution, code lines + test code lines added."""
    costs = {(entry["exercise"], entry["pattern"]): entry for entry in report["changeCosts"]}
    exercises = sorted({entry["exercise"] for entry in report["changeCosts"]})
    shown = [("MVC", "MVC"), ("MVVM", "MVVM"), ("VIP", "VIP"), ("UDF", "UDF")]
    rows = ["| exercise | " + " | ".join(name for _, name in shown) + " |", "|---|" + "---:|" * len(shown)]
    for exercise in exercises:
        entries = [costs.get((exercise, pattern)) for pattern, _ in shown]
        # Exercise 05 adds a test only: its cost is not a change of the pattern's code.
        if None in entries or all(sum(entry["linesAdded"].values()) == 0 for entry in entries):
            continue
        number, _, _ = exercise.partition("-")
        cells = [f"{sum(entry['linesAdded'].values())} + {entry['testLinesAdded']}" for entry in entries]
        rows.append(f"| {number} {entries[0]['title'].lower()} | " + " | ".join(cells) + " |")
    return "\n".join(rows) + "\n"


def units(report, pattern, app):
    for row in report["units"]["rows"]:
        if row["pattern"] == pattern and row["app"] == app:
            return row
    raise KeyError(f"metrics/report.json has no screen units of {pattern} · {app}: run make metrics")


def composition_vs_mvc(report):
    """MVC-Composition's README: the seed article's claims, measured beside classic MVC."""
    rows = [
        "| | MVC Football Gather | MVC-Composition Football Gather | MVC My Cards | MVC-Composition My Cards |",
        "|---|---:|---:|---:|---:|",
    ]
    columns = [(pattern, app) for app in APPS for pattern in ("MVC", "Composition")]

    def row(title, cell):
        rows.append(f"| {title} | " + " | ".join(cell(pattern, app) for pattern, app in columns) + " |")

    row("code lines (files), the shared children counted with each app",
        lambda p, a: f"{variant(report, p, a)['total']['codeLines']} ({variant(report, p, a)['total']['files']})")
    row("files per screen", lambda p, a: f"{units(report, p, a)['files'] / units(report, p, a)['screens']:.1f}")
    row("median code lines per file", lambda p, a: str(units(report, p, a)["medianCodeLines"]))
    row("files under 50 code lines",
        lambda p, a: f"{units(report, p, a)['filesUnderFifty']} of {units(report, p, a)['files']}")
    row("longest file", lambda p, a: f"{units(report, p, a)['longestCodeLines']} `{units(report, p, a)['longestFile']}`")
    row("longest function, complexity max",
        lambda p, a: f"{variant(report, p, a)['total']['longestFunction']}, {variant(report, p, a)['total']['maxComplexity']}")

    def presentation_coverage(pattern, app):
        measured = variant(report, pattern, app).get("unitTestCoverageByLayer", {}).get("presentation logic")
        return f"{round(100 * measured['covered'] / measured['lines'])} %" if measured and measured["lines"] else "–"

    row("presentation logic run by its own unit tests", presentation_coverage)
    row("clean, incremental build of its targets (s)",
        lambda p, a: build(report, p, a).replace(" / ", ", ").replace(" s", ""))
    tests = {entry["pattern"]: entry["totals"] for entry in report["tests"]}
    rows.append(
        "| unit tests (test code lines), both apps | "
        + f"{tests['MVC']['tests']} ({tests['MVC']['codeLines']}) | {tests['Composition']['tests']} ({tests['Composition']['codeLines']}) | | |"
    )
    reused = report["units"]["reused"]
    saved = sum(child["codeLines"] * (len(child["screens"]) - 1) for child in reused)
    rows.append("")
    rows.append(
        f"{len(reused)} children are shown by two screens or more, "
        f"{sum(child['codeLines'] for child in reused)} code lines written once; a copy per screen would have cost {saved} more."
    )
    return "\n".join(rows) + "\n"


BLOCKS = {
    "composition-vs-mvc": composition_vs_mvc,
    # MVC-Composition's README: each solution beside MVC's; MVP-C's beside MVP's.
    "composition-changes": lambda report: changes_beside(report, "MVC", "Composition"),
    "mvp-vs-mvpc": mvp_vs_mvpc,
    "mvp-vs-mvpc-changes": lambda report: changes_beside(report, "MVP", "MVPC"),
    "udf-beside-others": udf_beside_others,
    "udf-changes": udf_changes,
}


def rewrite(text, report):
    """`text` with every figures block made again from `report`; an unknown block is an error."""
    def replace(match):
        name = match.group("name")
        if name not in BLOCKS:
            raise KeyError(f"no figures named {name!r}: known are {', '.join(sorted(BLOCKS))}")
        return match.group(1) + BLOCKS[name](report) + match.group(4)
    return BLOCK.sub(replace, text)


def readmes():
    return sorted(path for path in ROOT.glob("**/README.md") if ".build" not in path.parts and "node_modules" not in path.parts)


def main():
    report = json.loads(REPORT.read_text(encoding="utf-8"))
    for path in readmes():
        text = path.read_text(encoding="utf-8")
        made = rewrite(text, report)
        if made != text:
            path.write_text(made, encoding="utf-8")
            print(f"Wrote the figures in {path.relative_to(ROOT)}")


if __name__ == "__main__":
    sys.exit(main())
