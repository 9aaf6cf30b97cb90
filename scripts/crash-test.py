"""make crash-test: SIGKILL in the middle of writes, again and again, then: is everything
that was acknowledged there, is nothing half saved, is every database intact?

1. My Cards' store: `card-writer` saves, renames and deletes cards (photos and thumbnail in
   one transaction) and prints each acknowledged write; it is killed at a random moment,
   ROUNDS times, each round on the same database.
2. The backend: a client creates players, edits them and ends gathers while the `backend` is
   killed at a random moment and started again, ROUNDS times, on the same database.
3. The apps: My Cards (every built pattern in turn) making cards with camera photos, and Football
   Gather editing a player and ending gathers, each headless under a key script with its own
   store and embedded backend, killed at a random moment, ROUNDS times each; what a screen the
   app printed says it had done must be there.
4. An edit interrupted mid-upload: My Cards renaming a card with every request slowed down
   (`--latency`), killed at a random moment, ROUNDS times; after each kill, a card whose name
   here differs from the backend's has its upload waiting; after one more start, the backend
   has every name this device has and nothing waits.

usage: crash-test.py BIN_DIR [ROUNDS]
"""
import hashlib, json, os, random, re, shutil, signal, socket, sqlite3, subprocess, sys, tempfile, threading, time
import urllib.error, urllib.request
from variants import app_products

bin_dir = sys.argv[1]
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 25
work = tempfile.mkdtemp(prefix="crash-test-")
random.seed(int(os.environ.get("SEED", time.time())))
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def integrity(path):
    with sqlite3.connect(path) as db:
        return db.execute("PRAGMA integrity_check").fetchone()[0], db.execute("PRAGMA foreign_key_check").fetchall()


# 1. The cards --------------------------------------------------------------------------------
app = os.path.join(work, "app")
acknowledged = []  # per round: the lines the writer printed, whole lines only
for round_number in range(rounds):
    log = os.path.join(work, f"cards-{round_number}.txt")
    with open(log, "wb") as out:
        writer = subprocess.Popen([os.path.join(bin_dir, "card-writer"), app], stdout=out, stderr=subprocess.DEVNULL)
        time.sleep(random.uniform(0.3, 1.2))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    text = open(log).read()
    lines = text.split("\n")[:-1]  # a line cut by the kill has no newline: not acknowledged
    acknowledged.append(lines)

cards = {}  # identifier → name, or None once deleted, as acknowledged
uncertain = set()  # the one write that may have been in flight when each round was killed
for lines in acknowledged:
    for line in lines:
        verb, identifier, *rest = line.split(" ")
        cards[identifier] = None if verb == "deleted" else (" ".join(rest) if verb == "renamed" else cards.get(identifier, f"Card {identifier.split('-')[1]}"))
    if lines:
        verb, identifier, *_ = lines[-1].split(" ")
        run, number = identifier.rsplit("-", 1)
        number = int(number)
        # The writer's order: save n, rename n-1 when n % 3 == 2, delete n-2 when n % 5 == 4.
        if verb == "saved":
            n = number
            uncertain.add(f"{run}-{n - 1}" if n % 3 == 2 else f"{run}-{n - 2}" if n % 5 == 4 else f"{run}-{n + 1}")
        elif verb == "renamed":
            n = number + 1
            uncertain.add(f"{run}-{n - 2}" if n % 5 == 4 else f"{run}-{n + 1}")
        else:
            uncertain.add(f"{run}-{number + 3}")

database = os.path.join(app, "app.sqlite")
status, foreign = integrity(database)
check(status == "ok", f"app.sqlite integrity_check: {status}")
with sqlite3.connect(database) as db:
    stored = {row[0]: row[1] for row in db.execute("SELECT identifier, name FROM card")}
    half = db.execute("SELECT count(*) FROM card WHERE length(front) = 0 OR length(back) = 0 OR length(thumbnail) = 0").fetchone()[0]
    waiting = dict(db.execute("SELECT identifier, kind FROM pendingCardChange").fetchall())
check(half == 0, f"{half} cards without a photo or thumbnail")
lost = [identifier for identifier, name in cards.items() if identifier not in uncertain and stored.get(identifier) != name and not (name is None and identifier not in stored)]
check(not lost, f"acknowledged card writes lost or wrong: {lost[:5]}")
# Every change made here keeps its pending change in the same transaction: a card stored has
# its upload waiting, a card deleted its deletion (nothing ever took them to a backend here).
unqueued = [identifier for identifier in stored if waiting.get(identifier) != "upload"]
unqueued += [identifier for identifier, name in cards.items() if name is None and identifier not in uncertain and waiting.get(identifier) != "delete"]
check(not unqueued, f"changes stored without their pending change: {unqueued[:5]}")
card_writes = sum(len(lines) for lines in acknowledged)
print(f"cards: {rounds} kills, {card_writes} acknowledged writes, {len(stored)} cards stored, {half} half saved, "
      f"{len(lost)} acknowledged writes missing, {len(unqueued)} without their pending change, integrity {status}")

# 2. The backend --------------------------------------------------------------------------------
data = os.path.join(work, "backend")
password = hashlib.sha256(b"crash test").hexdigest()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def request(base, method, path, body=None, token=None, basic=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if basic:
        import base64
        headers["Authorization"] = "Basic " + base64.b64encode(basic.encode()).decode()
    call = urllib.request.Request(base + path, method=method, headers=headers,
                                  data=json.dumps(body).encode() if body is not None else None)
    with urllib.request.urlopen(call, timeout=5) as answer:
        return answer.status, answer.headers.get("Location"), answer.read()


def start_backend():
    port = free_port()
    server = subprocess.Popen([os.path.join(bin_dir, "backend"), "--port", str(port), "--data-dir", data, "--log-level", "error"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            request(base, "GET", "/api/players")
        except urllib.error.HTTPError:
            return server, base  # 401: it answers
        except OSError:
            time.sleep(0.05)
    raise SystemExit("the backend did not start")


def login(base):
    status, _, body = request(base, "POST", "/api/users/login", basic=f"crash:{password}")
    return json.loads(body)["token"]


players = {}  # id → age acknowledged
ended = {}  # gather id → score acknowledged
in_flight = set()
backend_writes = 0
for round_number in range(rounds):
    server, base = start_backend()
    if round_number == 0:
        request(base, "POST", "/api/users", {"username": "crash", "password": password})
    token = login(base)
    stop = threading.Event()

    def write():
        global backend_writes
        counter = 0
        while not stop.is_set():
            counter += 1
            try:
                in_flight.clear()
                in_flight.add(("player", None))
                _, location, _ = request(base, "POST", "/api/players", {"name": f"Crash {round_number}-{counter}", "age": 1}, token)
                player = int(location.rsplit("/", 1)[1])
                players[player] = 1
                backend_writes += 1
                age = random.randint(2, 99)
                in_flight.add(("age", player))
                request(base, "PUT", f"/api/players/{player}", {"name": f"Crash {round_number}-{counter}", "age": age}, token)
                players[player] = age
                backend_writes += 1
                if counter % 4 == 0:
                    _, location, _ = request(base, "POST", "/api/gathers", {}, token)
                    gather = location.rsplit("/", 1)[1]
                    backend_writes += 1
                    score = f"{random.randint(0, 9)}-{random.randint(0, 9)}"
                    in_flight.add(("gather", gather))
                    request(base, "PUT", f"/api/gathers/{gather}", {"score": score, "winnerTeam": "Team A"}, token)
                    ended[gather] = score
                    backend_writes += 1
            except (OSError, urllib.error.HTTPError):
                return  # the server is gone: this round is over

    writer = threading.Thread(target=write)
    writer.start()
    time.sleep(random.uniform(0.3, 1.2))
    server.send_signal(signal.SIGKILL)
    server.wait()
    stop.set()
    writer.join()
    for kind, key in in_flight:  # may or may not have landed
        if kind == "age":
            players.pop(key, None)
        if kind == "gather":
            ended.pop(key, None)

server, base = start_backend()
token = login(base)
_, _, body = request(base, "GET", "/api/players", token=token)
stored_players = {player["id"]: player.get("age") for player in json.loads(body)}
_, _, body = request(base, "GET", "/api/gathers", token=token)
gathers = json.loads(body)
server.send_signal(signal.SIGTERM)
server.wait()
missing = [player for player, age in players.items() if player not in stored_players or (age > 1 and stored_players[player] != age)]
check(not missing, f"acknowledged player writes lost or wrong: {missing[:5]}")
scores = {gather["id"]: gather.get("score") for gather in gathers}
lost_ends = [gather for gather, score in ended.items() if scores.get(gather.upper(), scores.get(gather)) != score]
check(not lost_ends, f"acknowledged gather ends lost: {lost_ends[:5]}")
half_gathers = [gather for gather in gathers if (gather.get("score") is None) != (gather.get("winnerTeam") is None)]
check(not half_gathers, f"{len(half_gathers)} gathers with a score but no winner, or the other way round")
status, foreign = integrity(os.path.join(data, "backend.sqlite"))
check(status == "ok" and not foreign, f"backend.sqlite integrity_check: {status}, foreign keys: {foreign[:3]}")
print(f"backend: {rounds} kills, {backend_writes} acknowledged writes, {len(stored_players)} players and {len(gathers)} gathers stored, "
      f"{len(missing) + len(lost_ends)} acknowledged writes missing, {len(half_gathers)} half-saved gathers, integrity {status}")

# 3. The apps themselves ---------------------------------------------------------------------------
# The real programs, every built pattern in turn (scripts/variants.py), headless under a key script, each with its own store and
# embedded backend, killed mid-session. What a screen the app printed says is what it acknowledged
# (a printed screen is written the moment the script reaches it): 'Uploaded "NAME"' for a new card
# (saved locally, then on the backend), the player's details showing the new age, and "The gather's
# result is saved." The one step after the last acknowledged one may or may not have landed.
ROWS = 24  # the headless screen: 80 × 24
variants = app_products(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
card_apps = [product for product, app, _ in variants if app == "mycards"]
gather_apps = [product for product, app, _ in variants if app == "gather"]


def play_and_kill(product, folder, lines, name, longest):
    script = os.path.join(work, f"{name}.keys")
    with open(script, "w") as keys:
        keys.write("\n".join(lines) + "\n")
    output = os.path.join(work, f"{name}.screens")
    with open(output, "wb") as out:
        app_process = subprocess.Popen([os.path.join(bin_dir, product), "--data-dir", folder, "--script", script],
                                       stdout=out, stderr=subprocess.DEVNULL)
        time.sleep(random.uniform(0.5, longest))
        app_process.send_signal(signal.SIGKILL)
        app_process.wait()
    printed = open(output, encoding="utf-8", errors="replace").read().split("\n")[:-1]  # a cut line is dropped
    screens = ["\n".join(printed[start:start + ROWS]) for start in range(0, len(printed) - ROWS + 1, ROWS)]
    # An app that got through the whole script before the kill prints the resulting screen once
    # more: it is not another acknowledgement.
    del screens[lines.count("print"):]
    check(all(" · " in screen.split("\n")[0] for screen in screens), f"{name}: printed screens out of step")
    return screens


def app_starts_again(product, folder, expected):
    script = os.path.join(work, "quit.keys")
    open(script, "w").close()
    result = subprocess.run([os.path.join(bin_dir, product), "--data-dir", folder, "--script", script],
                            capture_output=True, text=True, timeout=60)
    check(result.returncode == 0 and expected in result.stdout, f"{product} does not start again: {result.stderr.strip()[:200]}")


def app_databases_intact(folder, app_name):
    statuses = [integrity(os.path.join(folder, name)) for name in ("app.sqlite", "backend.sqlite")]
    intact = all(status == "ok" and not foreign for status, foreign in statuses)
    check(intact, f"{app_name} integrity_check: {statuses}")
    return "ok" if intact else str(statuses)


def new_card_lines(name):
    return ["key +", f"type {name}", "key tab enter", "key enter", "advance 300ms", "key f enter",
            "key tab enter enter", "key enter", "key backtab backtab", "key enter", "print"]


def killed_apps(apps):
    """The apps the rounds reached (each round the next pattern's), and those they did not: fewer
    rounds than patterns leave the last patterns' apps never killed, which a pass must not hide."""
    reached = apps[:rounds]
    missed = apps[rounds:]
    return ", ".join(reached) + (f"; never killed, give ROUNDS={len(apps)} or more: {', '.join(missed)}" if missed else "")


def signed_in_once(product, folder):
    """As a person who logged in with Remember me (on by default): every later start of My Cards
    on this folder opens on the cards, where the rounds' scripts begin."""
    script = os.path.join(work, "login.keys")
    with open(script, "w") as keys:
        keys.write("type demo\nkey tab\ntype demo\nkey enter\n")
    result = subprocess.run([os.path.join(bin_dir, product), "--data-dir", folder, "--script", script],
                            capture_output=True, text=True, timeout=120)
    check(result.returncode == 0 and "Log out" in result.stdout, f"{product} did not sign in: {result.stderr.strip()[:200]}")


cards_folder = os.path.join(work, "mycards")
signed_in_once(card_apps[0], cards_folder)
acknowledged_cards, in_flight_cards = set(), set()
for round_number in range(rounds):
    product = card_apps[round_number % len(card_apps)]
    names = [f"Kill {round_number}-{step}" for step in range(40)]
    screens = play_and_kill(product, cards_folder, [line for name in names for line in new_card_lines(name)], f"cards-app-{round_number}", longest=8.0)
    acknowledged = [name for screen in screens for name in re.findall(r'Uploaded "(Kill [0-9-]+)"', screen)]
    acknowledged_cards.update(acknowledged)
    in_flight_cards.update(names[len(acknowledged):len(acknowledged) + 1])

with sqlite3.connect(os.path.join(cards_folder, "app.sqlite")) as db:
    local = {row[0] for row in db.execute("SELECT name FROM card")}
    local_half = db.execute("SELECT count(*) FROM card WHERE length(front) = 0 OR length(back) = 0 OR length(thumbnail) = 0").fetchone()[0]
with sqlite3.connect(os.path.join(cards_folder, "backend.sqlite")) as db:
    remote = {row[0] for row in db.execute("SELECT name FROM card")}
    remote_half = db.execute("SELECT count(*) FROM card WHERE length(front) = 0 OR length(back) = 0 OR length(thumbnail) = 0").fetchone()[0]
lost_cards = sorted(acknowledged_cards - local) + sorted(acknowledged_cards - remote)
check(not lost_cards, f"acknowledged new cards missing: {lost_cards[:5]}")
check(local_half + remote_half == 0, f"{local_half} local and {remote_half} backend cards without a photo or thumbnail")
unexpected = sorted(name for name in local | remote if name.startswith("Kill ") and name not in acknowledged_cards | in_flight_cards)
check(not unexpected, f"cards that were never made: {unexpected[:5]}")
cards_integrity = app_databases_intact(cards_folder, "My Cards")
app_starts_again(card_apps[0], cards_folder, "My Cards")
print(f"My Cards apps: {rounds} kills, {len(acknowledged_cards)} acknowledged new cards, {len(local)} cards stored locally and "
      f"{len(remote)} on the backend, {local_half + remote_half} half saved, {len(lost_cards)} missing, integrity {cards_integrity}")
print(f"  killed: {killed_apps(card_apps)}")

gather_folder = os.path.join(work, "gather")
edited = "Hiro Tanaka"  # the last demo player: End, Enter opens him


def backend_state():
    with sqlite3.connect(os.path.join(gather_folder, "backend.sqlite")) as db:
        age = db.execute("SELECT age FROM player WHERE name = ?", (edited,)).fetchone()[0]
        ended_gathers = db.execute("SELECT count(*) FROM gather WHERE score IS NOT NULL").fetchone()[0]
        half = db.execute("SELECT count(*) FROM gather WHERE (score IS NULL) != (winnerTeam IS NULL)").fetchone()[0]
    return age, ended_gathers, half


def remembered_username():
    try:
        with sqlite3.connect(os.path.join(gather_folder, "app.sqlite")) as db:
            row = db.execute("SELECT username FROM loginPreferences").fetchone()
    except sqlite3.Error:
        return None  # no store yet
    return row[0] if row else None


def checked_gather_state(label):
    """The backend's state, checked against what the rounds before acknowledged."""
    age, ended_gathers, half = backend_state()
    check(age in allowed_ages, f"{label}: {edited}'s age is {age}, acknowledged was {sorted(allowed_ages)}")
    check(allowed_ended[0] <= ended_gathers <= allowed_ended[1], f"{label}: {ended_gathers} ended gathers, acknowledged {allowed_ended}")
    check(half == 0, f"{label}: {half} gathers with a score but no winner, or the other way round")
    return age, ended_gathers, half


age_writes = gather_writes = 0
age_counter = 0
allowed_ages, allowed_ended = None, None
for round_number in range(rounds):
    product = gather_apps[round_number % len(gather_apps)]
    # Before the first round there is no database yet: Hiro is 27 and nothing is ended.
    age_before, ended_before, _ = checked_gather_state(f"round {round_number}") if round_number > 0 else (27, 0, 0)
    # A remembered username is filled in and the password field has the focus.
    lines = ["type demo", "key enter"] if remembered_username() else ["type demo", "key tab", "type demo", "key enter"]
    ages = []
    for step in range(60):
        age = 10 + age_counter % 90
        age_counter += 1
        ages.append(age)
        lines += ["key end enter", "key down enter", "key backspace backspace", f"type {age}", "key enter", "print", "key esc"]
        if step % 4 == 3:
            lines += ["key home s space down space down space c", "key right home right right s",
                      "key right right right tab right e left enter", "print"]
    screens = play_and_kill(product, gather_folder, lines, f"gather-app-{round_number}", longest=3.0)
    acknowledged_ages = [int(age) for screen in screens if f"· {edited}" in screen.split("\n")[0]
                         for age in re.findall(r"^  Age +(\d+)", screen, re.M)]
    acknowledged_ends = sum("The gather's result is saved." in screen for screen in screens)
    age_writes += len(acknowledged_ages)
    gather_writes += acknowledged_ends
    check(acknowledged_ages == ages[:len(acknowledged_ages)], f"round {round_number}: the ages shown are not the ones typed")
    last_age = acknowledged_ages[-1] if acknowledged_ages else age_before
    allowed_ages = {last_age, *ages[len(acknowledged_ages):len(acknowledged_ages) + 1]}
    allowed_ended = (ended_before + acknowledged_ends, ended_before + acknowledged_ends + 1)

age, ended_gathers, half = checked_gather_state("after the last round")
gather_integrity = app_databases_intact(gather_folder, "Football Gather")
app_starts_again(gather_apps[0], gather_folder, "Football Gather")
print(f"Football Gather apps: {rounds} kills, {age_writes} acknowledged player edits and {gather_writes} acknowledged gather ends, "
      f"every one there after each kill, {ended_gathers} ended gathers stored, {half} half saved, integrity {gather_integrity}")
print(f"  killed: {killed_apps(gather_apps)}")

# 4. An edit interrupted mid-upload ------------------------------------------------------------------
edit_folder = os.path.join(work, "mycards-edits")


def names_by_identifier(database):
    with sqlite3.connect(database) as db:
        return dict(db.execute("SELECT identifier, name FROM card").fetchall())


def waiting_uploads():
    with sqlite3.connect(os.path.join(edit_folder, "app.sqlite")) as db:
        return {row[0] for row in db.execute("SELECT identifier FROM pendingCardChange WHERE kind = 'upload'")}


# Signed in once, as the rounds of section 3 are: without it every start stops at Login, no card
# is edited and the check after them compares an empty device with the backend.
signed_in_once(card_apps[0], edit_folder)
unsent_edits = 0
for round_number in range(rounds):
    product = card_apps[round_number % len(card_apps)]
    lines = ["key enter", "key e", "key end", *["key backspace"] * 12, f"type Edit {round_number}", "key enter", "print", "key esc"]
    script = os.path.join(work, f"edit-{round_number}.keys")
    with open(script, "w") as keys:
        keys.write("\n".join(lines) + "\n")
    with open(os.path.join(work, f"edit-{round_number}.screens"), "wb") as out:
        app_process = subprocess.Popen([os.path.join(bin_dir, product), "--data-dir", edit_folder, "--latency", "1500", "--script", script],
                                       stdout=out, stderr=subprocess.DEVNULL)
        time.sleep(random.uniform(0.5, 5.0))
        app_process.send_signal(signal.SIGKILL)
        app_process.wait()
    if not os.path.exists(os.path.join(edit_folder, "backend.sqlite")):
        continue  # killed before it made its data folder
    local = names_by_identifier(os.path.join(edit_folder, "app.sqlite"))
    remote = names_by_identifier(os.path.join(edit_folder, "backend.sqlite"))
    differing = {identifier for identifier, name in local.items() if remote.get(identifier) != name}
    unsent_edits += len(differing)
    check(differing <= waiting_uploads(), f"edit round {round_number}: names changed here with no upload waiting: {sorted(differing - waiting_uploads())[:3]}")

app_starts_again(card_apps[0], edit_folder, "My Cards")
local = names_by_identifier(os.path.join(edit_folder, "app.sqlite"))
remote = names_by_identifier(os.path.join(edit_folder, "backend.sqlite"))
check(local == remote, f"after a start, the backend lacks this device's names: {sorted(set(local.items()) - set(remote.items()))[:3]}")
check(not waiting_uploads(), f"after a start, uploads still wait: {sorted(waiting_uploads())[:3]}")
edits_integrity = app_databases_intact(edit_folder, "My Cards (edits)")
print(f"My Cards edits: {rounds} kills, {unsent_edits} edits found unsent after a kill, each with its upload waiting; "
      f"after one more start {len(local)} cards alike here and on the backend, integrity {edits_integrity}")

if failures:
    print("FAILED:\n  " + "\n  ".join(failures))
    sys.exit(1)
shutil.rmtree(work)
print("crash test passed")
