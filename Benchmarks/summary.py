"""Joins the figures of backend.sh, apps.sh, imaging.sh, photo.sh and workshop_loop.py into metrics/bench.json and prints
every figure beside its budget and its anchor (Benchmarks/README.md).

usage: summary.py BENCH_DIR OUTPUT_JSON TOOLCHAIN
"""
import datetime, json, os, sys

work, output, toolchain = sys.argv[1], sys.argv[2], sys.argv[3]
backend = json.load(open(os.path.join(work, "backend.json")))
apps = json.load(open(os.path.join(work, "apps.json")))
imaging = json.load(open(os.path.join(work, "imaging.json")))
photo = json.load(open(os.path.join(work, "photo.json")))
loop = json.load(open(os.path.join(work, "workshop-loop.json")))
names = {"gather": "Football Gather", "mycards": "My Cards"}

rows = []  # figure, ours, unit, budget, met, anchor, anchor value, ratio


def row(figure, ours, unit, budget="—", met=None, anchor="—", anchor_value=None):
    rows.append({"figure": figure, "ours": round(ours, 3), "unit": unit, "budget": budget, "met": met,
                 "anchor": anchor, "anchor_value": anchor_value,
                 "ratio": round(ours / anchor_value, 3) if anchor_value else None})


get, post = backend["get_players"], backend["post_players"]
low, high = backend["original_vapor_requests_per_second"]
row("backend GET /api/players, 20 players", get["requests_per_second"], "req/s", "≥ 3000",
    get["requests_per_second"] >= 3000, f"original Vapor backend, {low}–{high} req/s", high)
row("backend GET /api/players, p99 latency", get["p99_ms"], "ms")
row("backend POST /api/players", post["requests_per_second"], "req/s")
row("backend POST /api/players, p99 latency", post["p99_ms"], "ms")

size = apps["size"]
variants = []
for product, entry in apps["apps"].items():
    big, demo = entry["big"], entry["demo"]
    label = f"{product}"
    row(f"{label}: launch → first screen", entry["start_ms"]["median"], "ms", "< 150", entry["start_ms"]["median"] < 150)
    row(f"{label}: list of {size} loaded and drawn", big["list_ms"], "ms", "< 100", big["list_ms"] < 100)
    if entry["app"] == "gather":
        row(f"{label}: login → list of {size}", big["login_ms"], "ms")
    row(f"{label}: one key, median", big["key_ms"]["median"], "ms", "< 16", big["key_ms"]["median"] < 16)
    row(f"{label}: one key, p99", big["key_ms"]["p99"], "ms", "< 16", big["key_ms"]["p99"] < 16)
    # No budget: how often the screen on top recomputed its views from state per key (a role that
    # sets its widgets itself counts none), so that a store that redraws for others' actions shows.
    row(f"{label}: view updates per key, mean", big["view_updates_per_key"]["mean"], "updates")
    if "paste" in entry:
        # A paste is one insertion: as quick as one key, whatever its length; and a key typed
        # into the long text costs what it costs in a short one.
        paste = entry["paste"]
        row(f"{label}: paste of {paste['characters']} characters", paste["paste_ms"], "ms", "< 16",
            paste["paste_ms"] < 16, "one key, short field", paste["key_short_ms"])
        row(f"{label}: one key in a {paste['characters']}-character field", paste["key_long_ms"], "ms", "< 16",
            paste["key_long_ms"] < 16, "one key, short field", paste["key_short_ms"])
    # Bounded: the list's data adds little to the process; a grid that decoded every photo
    # would add hundreds of megabytes.
    row(f"{label}: peak memory with {size}", big["peak_memory_mb"], "MB", "≤ demo + 64 MB",
        big["peak_memory_mb"] <= demo["peak_memory_mb"] + 64, "the same app, demo data", demo["peak_memory_mb"])
    variants.append({"pattern": entry["pattern"], "app": names[entry["app"]],
                     "startMilliseconds": entry["start_ms"]["median"], "listMilliseconds": big["list_ms"],
                     "keyMedianMilliseconds": big["key_ms"]["median"], "keyP99Milliseconds": big["key_ms"]["p99"],
                     "peakMemoryMegabytes": big["peak_memory_mb"], "demoPeakMemoryMegabytes": demo["peak_memory_mb"],
                     "viewUpdatesPerKey": big["view_updates_per_key"]["mean"],
                     "listSize": size})

for item in imaging["table"]:
    rows.append({"figure": item["figure"], "ours": round(item["ours"], 3), "unit": item["unit"],
                 "budget": item["goal"], "met": item["met"], "anchor": item["anchor"],
                 "anchor_value": round(item["anchor_value"], 3), "ratio": round(item["ours"] / item["anchor_value"], 3)})

# The large photo, as a person meets it in the build `make run` starts: each step within a
# second. Opening is set beside what decoding the whole photo would cost (tjbench's full-size
# rate on the 12 MP photo, for 24 MP): Crop decodes at the scale the screen needs instead.
full_decode_ms = 24.0 / imaging["figures"]["tjbench_full_mpps"] * 1000
steps = {"highlight": "highlighted: its preview", "open": "opened in Crop", "resize": "Crop redrawn after a resize",
         "use": "used: the card photo cut"}
for configuration, medians in photo["medians_ms"].items():
    for step, words in steps.items():
        ours = medians[step]
        budget, met = ("< 1000", ours < 1000) if configuration == "debug" else ("—", None)
        anchor = ("a full-size decode (tjbench)", round(full_decode_ms, 3)) if step == "open" else ("—", None)
        row(f"6000×4000 photo {words} ({configuration})", ours, "ms", budget, met, *anchor)

# The workshop's loop: another pattern or a one-line edit costs no new build plan.
for budget in loop["budgets"]:
    row(budget["figure"], budget["seconds"], "s", f"≤ {budget['limit']:.2f}", budget["met"])

print()
print(f"{'figure':48} {'ours':>12}  {'budget':>14}  met  {'ratio':>6}  anchor")
for item in rows:
    met = "—" if item["met"] is None else ("yes" if item["met"] else "NO")
    ratio = f"{item['ratio']:.2f}×" if item["ratio"] is not None else "—"
    anchor = item["anchor"] if item["anchor_value"] is None else f"{item['anchor']} ({item['anchor_value']:g})"
    print(f"{item['figure']:48} {item['ours']:8.1f} {item['unit']:5} {item['budget']:>14}  {met:3}  {ratio:>6}  {anchor}")
missed = [item["figure"] for item in rows if item["met"] is False]
print(f"\n{len(rows)} figures, {sum(1 for item in rows if item['met'])} budgets met, {len(missed)} missed" +
      (": " + "; ".join(missed) if missed else "."))

json.dump({"date": datetime.date.today().isoformat(), "toolchain": toolchain, "cores": os.cpu_count(),
           "table": rows, "variants": variants, "backend": backend, "apps": apps, "imaging": imaging, "photo": photo,
           "workshop_loop": loop},
          open(output, "w"), indent=2, sort_keys=True)
print(f"Wrote {output}")
