#!/usr/bin/env bash
# The apps' benchmarks, for every app variant in the package (release builds):
#  - start: launch → first screen rendered, the local backend's process started, as a whole process
#    (hyperfine; a headless key script that quits at once);
#  - big data: 10 000 players and 10 000 cards, the first screen of each list and the time to
#    handle one key press and redraw, in-process (`--timings`: medians and percentiles), and the
#    peak memory beside the same app with the demo data only; each in several sessions;
#  - a long paste (Football Gather): 10 000 characters pasted into Login's password field (the
#    one field without a length limit) and keys typed after them, beside keys typed into the
#    same field while it was short.
# Prints a table; writes the figures to $BENCH_DIR/apps.json. PATTERNS=mvc,udf limits it to those.
set -euo pipefail
cd "$(dirname "$0")/.."

work=${BENCH_DIR:-.build/bench}
runs=${RUNS:-30}
presses=${PRESSES:-200}
sessions=${SESSIONS:-3}
size=${BIG_DATA:-10000}
mkdir -p "$work"

# Every app variant the package builds: "<product> <gather|mycards> <pattern>"; PATTERNS=mvc,udf
# measures only those patterns' apps (each beside the others run in the same session).
products=$(python3 scripts/variants.py)
if [ -n "${PATTERNS:-}" ]; then
    products=$(awk -v wanted=",$(tr '[:upper:]' '[:lower:]' <<< "$PATTERNS")," 'index(wanted, "," tolower($3) ",")' <<< "$products")
    [ -n "$products" ] || { echo "apps: no app of the patterns '$PATTERNS' (built: $(python3 scripts/variants.py | awk '{print tolower($3)}' | sort -u | paste -sd, -))" >&2; exit 2; }
fi

echo "Building the apps, the backend they start and the seeding tool (release)..."
for product in backend bench-seed $(cut -d' ' -f1 <<< "$products"); do
    swift build -c release --product "$product" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
done
bin=$(swift build -c release --show-bin-path)

# One data folder with the demo data only, one with 10 000 players and cards (made once, kept),
# each signed in as demo with Remember me, so My Cards opens on the cards.
demo="$work/data-demo"
big="$work/data-$size"
if [ ! -f "$demo/.seeded-signed-in" ]; then
    rm -rf "$demo"
    "$bin/bench-seed" "$demo" 0 0
    touch "$demo/.seeded-signed-in"
fi
if [ ! -f "$big/.seeded-signed-in" ]; then
    rm -rf "$big"
    echo "Seeding $size players and $size cards (once; kept in $big)..."
    "$bin/bench-seed" "$big" "$size" "$size"
    touch "$big/.seeded-signed-in"
fi

printf '' > "$work/quit.keys"
{
    echo "type demo"; echo "key tab"; echo "type demo"; echo "key enter"
    echo "key r"
    for _ in $(seq "$presses"); do echo "key down"; done
} > "$work/players.keys"
for _ in $(seq "$presses"); do echo "key down"; done > "$work/cards.keys"
paste_length=10000
{
    echo "key tab"
    for _ in $(seq 50); do echo "key a"; done
    echo "paste $(head -c "$paste_length" /dev/zero | tr '\0' 'x')"
    for _ in $(seq 50); do echo "key b"; done
} > "$work/paste.keys"

: > "$work/apps-sessions.txt"
while read -r product app pattern; do
    echo "$product: start (hyperfine, $runs runs)..."
    # A copy of the demo data that the warm-up runs bring to a returning user's state (cards
    # synced, databases migrated), as every later run finds it.
    rm -rf "$work/start-$product" && cp -r "$demo" "$work/start-$product"
    hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/start-$product.json" \
        "$bin/$product --data-dir $work/start-$product --camera none --script $work/quit.keys" >/dev/null
    script="$work/players.keys"; options=()
    if [ "$app" = mycards ]; then
        # Offline (every request fails): the sync of 10 000 cards is the API's cost, not the list's.
        script="$work/cards.keys"; options=(--failure-rate 1)
    fi
    # Several sessions each: one run on a shared machine can catch a neighbour's burst.
    for data in "$demo" "$big"; do
        for round in $(seq "$sessions"); do
            session="$work/session-$product-$(basename "$data")-$round"
            rm -rf "$session" && cp -r "$data" "$session"
            echo "$product: $presses key presses on $(basename "$data"), session $round of $sessions..."
            "$bin/$product" --data-dir "$session" --camera none "${options[@]}" --script "$script" \
                --timings "$session.json" > "$session.screen"
            echo "$product $app $pattern $(basename "$data") $session.json" >> "$work/apps-sessions.txt"
            rm -rf "$session"
        done
    done
    if [ "$app" = gather ]; then
        for round in $(seq "$sessions"); do
            session="$work/paste-$product-$round"
            rm -rf "$session" && cp -r "$demo" "$session"
            echo "$product: a paste of $paste_length characters, session $round of $sessions..."
            "$bin/$product" --data-dir "$session" --camera none --script "$work/paste.keys" \
                --timings "$session.json" > "$session.screen"
            echo "$product $app $pattern paste $session.json" >> "$work/apps-sessions.txt"
            rm -rf "$session"
        done
    fi
done <<< "$products"

python3 - "$work" "$size" "$paste_length" <<'PYTHON'
import json, os, sys
work, size, paste_length = sys.argv[1], sys.argv[2], int(sys.argv[3])
def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]
def median(values):
    return percentile(values, 0.5)
sessions = {}
for line in open(os.path.join(work, "apps-sessions.txt")):
    product, app, pattern, data, path = line.split()
    sessions.setdefault((product, app, pattern), {}).setdefault(data, []).append(json.load(open(path)))
figures = {}
for (product, app, pattern), by_data in sessions.items():
    start = json.load(open(os.path.join(work, f"start-{product}.json")))["results"][0]
    entry = figures[product] = {"app": app, "pattern": pattern,
        "start_ms": {"median": start["median"] * 1000, "min": start["min"] * 1000, "max": start["max"] * 1000}}
    for data, runs in by_data.items():
        if data == "paste":
            short = [step["milliseconds"] for run in runs for step in run["steps"] if step["step"] == "a"]
            long = [step["milliseconds"] for run in runs for step in run["steps"] if step["step"] == "b"]
            pastes = [step["milliseconds"] for run in runs for step in run["steps"] if step["step"].startswith("paste")]
            entry["paste"] = {"characters": paste_length, "paste_ms": median(pastes),
                              "key_short_ms": median(short), "key_long_ms": median(long)}
            continue
        # Every session's key presses together; the list's times as the median session's.
        keys = [step["milliseconds"] for run in runs for step in run["steps"] if step["step"] == "down"]
        # How often the screen on top recomputed its views from state per key: a screen whose
        # role sets its widgets itself (MVC, MVP, MVP-C, VIPER, VIP) counts none.
        updates = [step["viewUpdates"] for run in runs for step in run["steps"] if step["step"] == "down"]
        figures_here = {}
        if app == "gather":
            # The login's Enter ends on the list (bcrypt on the server included); "r" reloads it alone.
            figures_here["login_ms"] = median([next(s["milliseconds"] for s in run["steps"] if s["step"] == "enter") for run in runs])
            figures_here["list_ms"] = median([next(s["milliseconds"] for s in run["steps"] if s["step"] == "r") for run in runs])
        else:
            # The card list is the first screen: count, first page, thumbnails drawn.
            figures_here["list_ms"] = median([run["firstScreenMilliseconds"] for run in runs])
        entry["demo" if data == "data-demo" else "big"] = {
            **figures_here,
            "sessions": len(runs), "key_presses": len(keys),
            "key_ms": {"median": percentile(keys, 0.5), "p95": percentile(keys, 0.95), "p99": percentile(keys, 0.99), "max": max(keys)},
            "view_updates_per_key": {"mean": sum(updates) / len(updates), "max": max(updates)},
            "peak_memory_mb": max(run["peakMemoryKilobytes"] for run in runs) / 1024,
        }
print()
print(f"{'app':14} {'pattern':7} {'start':>9} {f'list of {size}':>14} {'key median / p99':>17} {'peak memory':>19} {'view updates':>13}")
print(f"{'':14} {'':7} {'< 150 ms':>9} {'< 100 ms':>14} {'< 16 ms':>17} {f'demo → {size}':>19} {'per key, max':>13}")
for product, entry in figures.items():
    big, demo = entry["big"], entry["demo"]
    updates = big["view_updates_per_key"]
    print(f"{product:14} {entry['pattern']:7} {entry['start_ms']['median']:6.1f} ms {big['list_ms']:11.1f} ms"
          f" {big['key_ms']['median']:7.2f} / {big['key_ms']['p99']:5.2f} ms {demo['peak_memory_mb']:7.1f} → {big['peak_memory_mb']:5.1f} MB"
          f" {updates['mean']:8.2f}, {updates['max']}")
print()
print(f"{'app':14} {'pattern':7} {f'paste of {paste_length}':>16} {'key, short field':>17} {f'key, {paste_length} chars':>17}")
for product, entry in figures.items():
    if "paste" in entry:
        paste = entry["paste"]
        print(f"{product:14} {entry['pattern']:7} {paste['paste_ms']:13.2f} ms {paste['key_short_ms']:14.2f} ms {paste['key_long_ms']:14.2f} ms")
json.dump({"size": int(size), "budgets": {"start_ms": 150, "list_ms": 100, "key_ms": 16}, "apps": figures},
          open(os.path.join(work, "apps.json"), "w"), indent=2)
PYTHON
