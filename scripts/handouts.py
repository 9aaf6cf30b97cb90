#!/usr/bin/env python3
"""make handouts: a one-page handout per pattern, to print for the room — what the pattern is,
its roles and files, who decides, who holds the state, who navigates, where each decision of one
screen lives, what its tests target and the rules that hold it — taken from the tables the
repository already keeps (Variants/README.md and Variants/<Pattern>/README.md), so it cannot say
other than the code's own pages. Writes Workshop/handouts/<pattern>.html, index.html and the pages' one stylesheet; a test
fails when the committed handouts differ from what this writes.

    scripts/handouts.py            write them
    scripts/handouts.py --check    exit 1, naming the file, when a committed handout is out of date
"""
import html
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Workshop" / "handouts"
PATTERNS = [("MVC", "MVC"), ("MVVM", "MVVM"), ("MVP", "MVP"), ("MVPC", "MVP-C"), ("VIPER", "VIPER"), ("VIP", "VIP"), ("UDF", "UDF"),
            ("Composition", "MVC-Composition")]

STYLE = """
  @page { margin: 8mm 9mm; }
  body { font: 10pt/1.35 system-ui, sans-serif; color: #111; margin: 0 auto; max-width: 190mm; }
  h1 { font-size: 17pt; margin: 0 0 2mm; }
  h2 { font-size: 11.5pt; margin: 4mm 0 1.5mm; border-bottom: 1px solid #999; break-after: avoid; }
  p { margin: 0 0 2mm; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 2mm; }
  tr { break-inside: avoid; }
  th, td { border: 1px solid #aaa; padding: 1mm 1.5mm; vertical-align: top; text-align: left; font-size: 9pt; }
  th { background: #eef2f6; }
  code { font: 9pt ui-monospace, monospace; }
  pre { font: 9pt/1.2 ui-monospace, monospace; white-space: pre-wrap; margin: 0 0 2mm; break-inside: avoid; }
  pre code { font: inherit; }
  ul { margin: 0 0 2mm; padding-left: 5mm; }
  ul.rules { columns: 2; column-gap: 6mm; }
  ul.rules li { break-inside: avoid; }
  th, td, code { overflow-wrap: anywhere; }
  footer { margin-top: 3mm; color: #555; font-size: 9pt; }
  @media print {
    a { color: inherit; text-decoration: none; }
    body { font-size: 9pt; line-height: 1.15; max-width: none; }
    h1 { font-size: 14pt; margin: 0 0 1mm; } h2 { font-size: 10.5pt; margin: 2mm 0 0.8mm; }
    p, table, pre, ul { margin-bottom: 1.2mm; }
    th, td { padding: 0.3mm 1mm; }
    pre { line-height: 1.1; }
    footer { display: none; }
  }
"""


def inline(text):
    """Markdown's inline code, bold and links, as HTML; everything else escaped."""
    parts = re.split(r"(`[^`]*`)", text)
    out = []
    for part in parts:
        if part.startswith("`") and part.endswith("`") and len(part) > 1:
            out.append(f"<code>{html.escape(part[1:-1])}</code>")
        else:
            escaped = html.escape(part)
            escaped = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", escaped)
            escaped = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", escaped)
            out.append(escaped)
    return "".join(out)


def cells(line):
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def section(markdown, heading):
    """The text under `## heading` (a heading that starts so), up to the next `## `."""
    match = re.search(rf"^## {re.escape(heading)}.*?$\n(.*?)(?=^## |\Z)", markdown, re.M | re.S)
    if not match:
        raise SystemExit(f"handouts: no section \"## {heading}\" to read")
    return match.group(1)


def tables(text):
    """Each Markdown table in `text`: (header cells, rows of cells)."""
    found, current = [], []
    for line in text.splitlines() + [""]:
        if line.startswith("|"):
            current.append(line)
        elif current:
            rows = [cells(row) for row in current if not re.match(r"^\|[\s\-:|]+\|$", row)]
            found.append((rows[0], rows[1:]))
            current = []
    return found


def table_html(header, rows):
    head = "".join(f"<th>{inline(cell)}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{inline(cell)}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def first_paragraph(markdown):
    text = markdown.split("\n## ", 1)[0]
    paragraphs = [p for p in text.split("\n\n")[1:] if p.strip()]
    return " ".join(paragraphs[0].split()) if paragraphs else ""


# The README section that follows one action through the pattern's roles, per pattern.
FLOW_SECTIONS = {"MVC": "Data flow", "MVVM": "Binding", "MVP": "Data flow", "MVPC": "Data flow",
                 "VIPER": "One action's path", "VIP": "The cycle for one action", "UDF": "One action's way",
                 "Composition": "Data flow"}


def code_blocks(text):
    """The fenced code blocks of `text`, each as its lines."""
    return [block.strip("\n") for block in re.findall(r"^```[a-z]*\n(.*?)^```", text, re.M | re.S)]


def markdown_html(text):
    """A README section's paragraphs, bullet lists and code blocks as HTML (what the handouts use)."""
    parts, bullets = [], []

    def close_list():
        if bullets:
            parts.append("<ul>" + "".join(f"<li>{inline(item)}</li>" for item in bullets) + "</ul>")
            bullets.clear()

    chunks = re.split(r"(^```[a-z]*\n.*?^```$)", text, flags=re.M | re.S)
    for chunk in chunks:
        if chunk.startswith("```"):
            close_list()
            parts.append(f"<pre><code>{html.escape(code_blocks(chunk + chr(10))[0])}</code></pre>")
            continue
        for paragraph in chunk.split("\n\n"):
            lines = [line for line in paragraph.splitlines() if line.strip()]
            if not lines:
                continue
            if lines[0].startswith("- "):
                for line in lines:
                    if line.startswith("- "):
                        bullets.append(line[2:].strip())
                    else:
                        bullets[-1] += " " + line.strip()
            else:
                close_list()
                parts.append(f"<p>{inline(' '.join(line.strip() for line in lines))}</p>")
    close_list()
    return "".join(parts)


# The kit's rows a handout keeps (two pages at 9 pt): what a role is written on; and the rows of
# what one pattern alone is written on: the store for UDF, child screens for MVC-Composition.
KIT_ROWS = ["`Screen`", "`Screen.updateViews()`", "`ComposedView`", "`NavigationStack`"]
KIT_ROWS_OF = {"UDF": ["`Store`"], "Composition": ["`Screen.addChild"]}


def kit_rows(overview, folder):
    header, rows = tables(section(overview, "The kit, in UIKit and SwiftUI"))[0]
    kept = KIT_ROWS + KIT_ROWS_OF.get(folder, [])
    return header, [row for row in rows if any(row[0].startswith(start) for start in kept)]


def handout(folder, name, overview, own):
    roles_header, roles_rows = tables(section(overview, "The roles of each pattern"))[0]
    row = next(r for r in roles_rows if r[0] == name)
    decisions_header, decisions_rows = tables(section(overview, "Where each decision lives"))[0]
    column = decisions_header.index(name)
    rules_header, rules_rows = tables(section(overview, "The rules, as tests"))[0]
    # Each rule as it holds; what it does not catch stays in Variants/README.md (two pages at 9 pt).
    rules = [r[0].split(". Not caught:")[0] for r in rules_rows
             if r[1].startswith("all") or re.search(rf"(^|[ ,(]){re.escape(name)}([ ,)]|$)", r[1])]
    files_header, files_rows = tables(section(own, "Roles and files"))[0]
    tests = " ".join(section(own, "Tests").split("\n\n")[0].split())
    parts = [
        f"<h1>{html.escape(name)}</h1>",
        f"<p>{inline(first_paragraph(own))}</p>",
        "<h2>Who does what</h2>",
        table_html(["files per screen", "who decides", "who holds the state", "who navigates"], [row[1:]]),
        "<h2>Roles and files (the screen PlayerAdd)</h2>",
        table_html(files_header, files_rows),
        "<h2>Where each decision lives</h2>",
        table_html(["decision", name], [[r[0], r[column]] for r in decisions_rows]),
        "<h2>Its tests</h2>",
        f"<p>{inline(tests)}</p>",
        "<h2>The rules that hold it (Tests/ArchitectureTests)</h2>",
        "<ul class=\"rules\">" + "".join(f"<li>{inline(rule)}</li>" for rule in rules) + "</ul>",
        f"<h2>One action, role by role ({html.escape(FLOW_SECTIONS[folder])})</h2>",
        f"<pre><code>{html.escape(code_blocks(section(own, FLOW_SECTIONS[folder]))[0])}</code></pre>",
        "<h2>In your iOS app</h2>",
        # The bullets; the README's code sketch stays there (two pages at 9 pt).
        # and so does its pointer to the kit's table, which the handout carries below.
        markdown_html(re.sub(r"^The kit's types and their UIKit and SwiftUI names are in .*?\)\. ", "",
                             section(own, "In your iOS app").split("```")[0].lstrip(), flags=re.S)),
        "<h2>The kit, in UIKit and SwiftUI</h2>",
        table_html(*kit_rows(overview, folder)),
        f"<footer>By make handouts from Variants/README.md (the rest of the kit, in UIKit and SwiftUI) and "
        f"Variants/{folder}/README.md; the code: Variants/{folder}/.</footer>",
    ]
    return page(f"{name} — handout", "\n".join(parts))


def page(title, body):
    return (f"<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{html.escape(title)}</title>\n"
            f"<link rel=\"stylesheet\" href=\"handouts.css\">\n</head>\n<body>\n{body}\n</body>\n</html>\n")


def pages():
    overview = (ROOT / "Variants" / "README.md").read_text(encoding="utf-8")
    written = {}
    for folder, name in PATTERNS:
        own = (ROOT / "Variants" / folder / "README.md").read_text(encoding="utf-8")
        written[f"{folder.lower()}.html"] = handout(folder, name, overview, own)
    written["handouts.css"] = STYLE.lstrip("\n")
    links = "".join(f'<li><a href="{folder.lower()}.html">{html.escape(name)}</a></li>' for folder, name in PATTERNS)
    written["index.html"] = page("The patterns — handouts", f"<h1>The patterns — handouts</h1>\n<p>One page per pattern, to print "
                                 f"(each fits one A4 page).</p>\n<ul>{links}</ul>")
    return written


def main(arguments):
    written = pages()
    if arguments == ["--check"]:
        stale = [name for name, text in written.items()
                 if not (OUT / name).is_file() or (OUT / name).read_text(encoding="utf-8") != text]
        if stale:
            print(f"handouts out of date: {', '.join(stale)} (make handouts writes them)", file=sys.stderr)
            return 1
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in written.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"Wrote {len(written)} files to {OUT.relative_to(ROOT)}/")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
