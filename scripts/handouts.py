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
PATTERNS = [("MVC", "MVC"), ("MVVM", "MVVM"), ("MVP", "MVP"), ("MVPC", "MVP-C"), ("VIPER", "VIPER"), ("VIP", "VIP"), ("UDF", "UDF")]

STYLE = """
  @page { size: A4; margin: 12mm; }
  body { font: 10pt/1.35 system-ui, sans-serif; color: #111; margin: 0 auto; max-width: 190mm; }
  h1 { font-size: 17pt; margin: 0 0 2mm; }
  h2 { font-size: 11.5pt; margin: 4mm 0 1.5mm; border-bottom: 1px solid #999; }
  p { margin: 0 0 2mm; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 2mm; }
  th, td { border: 1px solid #aaa; padding: 1mm 1.5mm; vertical-align: top; text-align: left; font-size: 8.5pt; }
  th { background: #eef2f6; }
  code { font: 8.5pt ui-monospace, monospace; }
  footer { margin-top: 3mm; color: #666; font-size: 8pt; }
  @media print {
    a { color: inherit; text-decoration: none; }
    body { font-size: 8pt; line-height: 1.2; }
    h1 { font-size: 14pt; } h2 { font-size: 10pt; margin: 2.5mm 0 1mm; }
    th, td, code { font-size: 6.6pt; } th, td { padding: 0.5mm 1mm; }
    ul { margin: 0; padding-left: 4mm; }
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


def handout(folder, name, overview, own):
    roles_header, roles_rows = tables(section(overview, "The roles of each pattern"))[0]
    row = next(r for r in roles_rows if r[0] == name)
    decisions_header, decisions_rows = tables(section(overview, "Where each decision lives"))[0]
    column = decisions_header.index(name)
    rules_header, rules_rows = tables(section(overview, "The rules, as tests"))[0]
    rules = [r[0] for r in rules_rows if r[1].startswith("all") or re.search(rf"(^|[ ,(]){re.escape(name)}([ ,)]|$)", r[1])]
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
        "<ul>" + "".join(f"<li>{inline(rule)}</li>" for rule in rules) + "</ul>",
        f"<footer>From Variants/README.md and Variants/{folder}/README.md, by scripts/handouts.py (make handouts). "
        f"The code: Variants/{folder}/.</footer>",
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
