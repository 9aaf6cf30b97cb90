#!/usr/bin/env bash
# The backend benchmark (its budget: Benchmarks/README.md): a release build on a fresh
# database seeded with one user and 20 players, then wrk -t2 -c16 -d10s on GET /api/players and
# on POST /api/players, three rounds each (the median round counts). Prints a table; writes the
# figures to $BENCH_DIR/backend.json.
set -euo pipefail
cd "$(dirname "$0")/.."

work=${BENCH_DIR:-.build/bench}
duration=${WRK_DURATION:-10s}
rounds=${WRK_ROUNDS:-3}
mkdir -p "$work"

echo "Building the backend (release)..."
swift build -c release --product backend >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
bin=$(swift build -c release --show-bin-path)

data=$(mktemp -d "$work/backend-data.XXXXXX")
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin/backend" --port "$port" --data-dir "$data" --log-level error &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$data"' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 100); do
    curl -s -o /dev/null "$base/api/players" && break
    sleep 0.1
done

echo "Seeding one user and 20 players..."
password=$(printf '%s' "bench password" | sha256sum | cut -d' ' -f1)
curl -sf -o /dev/null -H 'Content-Type: application/json' \
    -d "{\"username\":\"bench\",\"password\":\"$password\"}" "$base/api/users"
token=$(curl -sf -X POST -u "bench:$password" "$base/api/users/login" | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
positions=(goalkeeper defender midfielder winger striker)
skills=(beginner amateur professional)
for number in $(seq 20); do
    body="{\"name\":\"Player $number\",\"age\":$((18 + number)),\"skill\":\"${skills[number % 3]}\",\"preferredPosition\":\"${positions[number % 5]}\",\"favouriteTeam\":\"Team $number\"}"
    curl -sf -o /dev/null -H "Authorization: Bearer $token" -H 'Content-Type: application/json' -d "$body" "$base/api/players"
done
count=$(curl -sf -H "Authorization: Bearer $token" "$base/api/players" | python3 -c 'import json, sys; print(len(json.load(sys.stdin)))')
[ "$count" = 20 ] || { echo "error: the backend holds $count players, not 20" >&2; exit 1; }

cat > "$work/post-player.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"name":"Bench Player","age":30,"skill":"amateur","preferredPosition":"winger","favouriteTeam":"Bench FC"}'
wrk.headers["Content-Type"] = "application/json"
LUA

# Three rounds of each, each figure the median round's: one 10 s run on a shared machine has
# been seen 30 % off the next, minute to minute, with the same binary. Every GET round comes
# before the first POST round, which adds players by the ten thousand.
for round in $(seq "$rounds"); do
    echo "Round $round of $rounds: wrk -t2 -c16 -d$duration GET /api/players..."
    wrk -t2 -c16 -d"$duration" --latency -H "Authorization: Bearer $token" "$base/api/players" > "$work/wrk-get-$round.txt"
done
for round in $(seq "$rounds"); do
    echo "Round $round of $rounds: wrk -t2 -c16 -d$duration POST /api/players..."
    wrk -t2 -c16 -d"$duration" --latency -H "Authorization: Bearer $token" -s "$work/post-player.lua" "$base/api/players" > "$work/wrk-post-$round.txt"
done

python3 - "$work" "$rounds" <<'PYTHON'
import json, os, re, sys
work, rounds = sys.argv[1], int(sys.argv[2])
units = {"us": 0.001, "ms": 1.0, "s": 1000.0}
def read(name):
    text = open(os.path.join(work, name)).read()
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    if errors:
        sys.exit(f"error: {name}: {errors.group(1)} requests failed\n{text}")
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
    value, unit = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)\s*$", text, re.M).groups()
    requests = int(re.search(r"(\d+) requests in", text).group(1))
    return {"requests_per_second": rate, "p99_ms": float(value) * units[unit], "requests": requests}
def median_round(kind):
    runs = sorted((read(f"wrk-{kind}-{round}.txt") for round in range(1, rounds + 1)), key=lambda run: run["requests_per_second"])
    return {**runs[len(runs) // 2], "rounds_requests_per_second": [run["requests_per_second"] for run in runs]}
figures = {"get_players": median_round("get"), "post_players": median_round("post"),
           "budget_requests_per_second": 3000, "original_vapor_requests_per_second": [526, 604]}
get, post = figures["get_players"], figures["post_players"]
print()
print(f"{'figure':32} {'ours':>12} {'p99':>9}  {'budget':>8}  met  {'vs the original (526–604 req/s)':>32}")
print(f"{'GET /api/players (20 players)':32} {get['requests_per_second']:8.0f} r/s {get['p99_ms']:6.2f} ms  ≥ 3000    {'yes' if get['requests_per_second'] >= 3000 else 'NO ':3}  {get['requests_per_second'] / 604:5.1f}–{get['requests_per_second'] / 526:.1f}×")
print(f"{'POST /api/players':32} {post['requests_per_second']:8.0f} r/s {post['p99_ms']:6.2f} ms  —         —")
json.dump(figures, open(os.path.join(work, "backend.json"), "w"), indent=2)
PYTHON
