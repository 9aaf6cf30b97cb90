#!/usr/bin/env bash
# A large photo in My Cards: a generated 6000 × 4000 JPEG highlighted in the photo library (its
# preview), opened in Crop, Crop redrawn after a resize, and the crop used (the card photo cut
# from the file), each step timed in-process by a headless key script (--timings). In the debug
# build, which `make run` starts and a person uses, and in release. Every pattern opens the photo with the same Shared
# code (PhotoToCrop), so one variant, MyCardsMVC, is timed. Writes $BENCH_DIR/photo.json.
set -euo pipefail
cd "$(dirname "$0")/.."

work=${BENCH_DIR:-.build/bench}
runs=${PHOTO_RUNS:-5}
configurations=${PHOTO_CONFIGURATIONS:-debug release}
mkdir -p "$work"

echo "Building MyCardsMVC ($configurations) and the photo generator..."
for configuration in $configurations; do
    swift build -c "$configuration" --product MyCardsMVC >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
done
swift build --product imaging-benchmark >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
release_bin=$(swift build -c release --show-bin-path)
debug_bin=$(swift build --show-bin-path)

photos="$work/large-photo"
mkdir -p "$photos"
[ -f "$photos/large-6000x4000.jpg" ] || "$debug_bin/imaging-benchmark" generate "$photos/large-6000x4000.jpg" 6000x4000

# Log in → New card → Front → Photo Library → the photo → Enter (opens Crop) → resize → Use.
{
    echo "type demo"; echo "key tab"; echo "type demo"; echo "key enter"
    echo "key + tab enter"
    echo "key down enter"
    echo "key down"
    echo "key enter"
    echo "resize 90x28"
    echo "key enter"
} > "$work/photo.keys"

: > "$work/photo-runs.txt"
for configuration in $configurations; do
    bin=$release_bin
    [ "$configuration" = debug ] && bin=$debug_bin
    echo "MyCardsMVC ($configuration): the photo opened in Crop, $runs runs..."
    for run in $(seq "$runs"); do
        session="$work/photo-$configuration-$run"
        rm -rf "$session" && mkdir -p "$session"
        "$bin/MyCardsMVC" --data-dir "$session" --camera none --photos "$photos" --script "$work/photo.keys" \
            --timings "$session.json" > "$session.screen"
        grep -q "Add new card" "$session.screen" || { echo "error: the script did not end on the card ($session.screen)" >&2; exit 1; }
        echo "$configuration $session.json" >> "$work/photo-runs.txt"
    done
done

python3 - "$work" <<'PYTHON'
import json, os, statistics, sys
work = sys.argv[1]
# The login's four steps (a typed text is one, each key one), then each key is a step of its
# own: + tab enter down enter, then these.
steps = {"highlight": 9, "open": 10, "resize": 11, "use": 12}
figures = {}
for line in open(os.path.join(work, "photo-runs.txt")):
    configuration, path = line.split()
    timed = json.load(open(path))["steps"]
    for name, index in steps.items():
        figures.setdefault(configuration, {}).setdefault(name, []).append(timed[index]["milliseconds"])
medians = {configuration: {name: statistics.median(values) for name, values in named.items()}
           for configuration, named in figures.items()}
for configuration, named in medians.items():
    print(f"{configuration:8} preview {named['highlight']:5.0f} ms   open in Crop {named['open']:5.0f} ms   "
          f"redraw after a resize {named['resize']:5.0f} ms   use {named['use']:5.0f} ms")
json.dump({"photo": "6000x4000", "runs": figures, "medians_ms": medians}, open(os.path.join(work, "photo.json"), "w"), indent=2)
PYTHON
