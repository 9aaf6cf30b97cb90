# Architecture Workshop — every command a reader needs. `make test` on a fresh machine
# installs the system packages, builds everything and runs the whole suite. Every target sets up
# through scripts/setup.sh, as CI, the container and the devcontainer do.

SWIFT ?= swift
# Every recipe calls it through scripts/swift.sh, as the scripts do: one environment, one build plan.
RUN_SWIFT = SWIFT_PROGRAM="$(SWIFT)" ./scripts/swift.sh
# make run APP=gather|mycards PATTERN=mvc|mvvm|mvp|mvpc|viper|vip|udf (default: Football Gather in MVC)
APP ?= gather
PATTERN ?= mvc
ARGS ?=

# SwiftPM plans the build anew whenever its environment changes, and make puts its own arguments
# there: MAKEFLAGS, and each of its variables given on the command line (PATTERN=mvp ARGS=…).
# None of them reaches a recipe — the recipes pass them as arguments — so another pattern costs
# the build of what differs, not a new plan (23 s on two cores). Variables a script reads from
# the environment (FUZZ_SECONDS, SEED, PARITY_RECORD…) still reach it.
unexport MAKEFLAGS MFLAGS SWIFT APP PATTERN ARGS EX UNDO RESET BOARD PAIR ROUNDS JOBS SKIP_TESTS SETUP_FLAGS SCREEN A B BASE

.PHONY: shell plan hint board board-remove handouts deps build run test update-deps lint format doctor metrics compare mutants bench fuzz crash-test asan tsan clean exercise solution workshop-check container-check container-figures room-kit room-kit-check

## shell: one shell inside the workshop's container, in which every command here works as written (a Mac's, Windows' and any non-Debian laptop's way in)
shell:
	@./scripts/shell.sh

## deps: install the system libraries and tools (apt-get; needs root or sudo; other systems are told the command)
deps:
	@./scripts/setup.sh

## build: deps, the pinned dependencies, every target and test
build:
	@./scripts/setup.sh build $(SETUP_FLAGS)

## run: build and start one app, e.g. `make run APP=mycards PATTERN=mvvm` (ARGS="--latency 500")
run: deps
	@./scripts/run-app.sh "$(APP)" "$(PATTERN)" $(ARGS)

## test: install what is missing, build, run the whole suite
# `swift test` plans the build with its own parameters, even with --skip-build, so the build after
# it (a `make run`) would plan again: 6–9 s. The last build here takes that, with nothing to build.
test: build
	$(RUN_SWIFT) test --skip-build
	python3 -m unittest discover -s scripts/tests
	python3 scripts/workshop.py check-patches
	$(RUN_SWIFT) build --quiet --build-tests

## update-deps: move the pinned dependency versions (Package.resolved) on purpose, then run the whole suite
update-deps: deps
	$(RUN_SWIFT) package update
	$(MAKE) test SETUP_FLAGS=--pins-may-move
	@python3 scripts/pins.py --for-commit
	@echo "Package.resolved moved and the suite passed: commit it."

## metrics: the comparison report of the variants → metrics/report.md, report.json, report.html
metrics: deps
	$(RUN_SWIFT) build --product metrics
	"$$($(RUN_SWIFT) build --show-bin-path)/metrics" --toolchain "$$($(RUN_SWIFT) --version 2>&1 | head -n 1)" $(ARGS)
	python3 scripts/readme_figures.py

## compare: one screen in two patterns, its files paired by layer, e.g. `make compare SCREEN=PlayerAdd A=mvvm B=mvp`
compare: deps
	@$(RUN_SWIFT) build -q --product metrics
	@"$$($(RUN_SWIFT) build --show-bin-path)/metrics" --compare "$(SCREEN)" --patterns "$(A),$(B)"

## cost: your working tree's change (edited and new files) counted as the report counts a reference solution, e.g. `make cost EX=02` puts exercise 02's beside it, counted from where 02 began here (its first `make exercise` or `make hint`; BASE=<commit> counts from a commit); BOARD=http://<teacher>:8090 PAIR=<names> also sends it to the room's board (make board)
cost: deps
	@$(RUN_SWIFT) build -q --product metrics
	@"$$($(RUN_SWIFT) build --show-bin-path)/metrics" --cost $(if $(BASE),--base "$(BASE)") $(if $(EX),--exercise "$(EX)") $(if $(BOARD),--board "$(BOARD)") $(if $(PAIR),--pair "$(PAIR)")

## board: the room's board on this machine: every pair's `make cost EX=01 BOARD=http://<this machine>:8090 PAIR=<names>`, live, beside the reference solutions
board: deps
	@$(RUN_SWIFT) build -q --product board
	@"$$($(RUN_SWIFT) build --show-bin-path)/board" $(ARGS)

## board-remove: takes a pair's rows off the board running on this machine, e.g. `make board-remove PAIR="Alice+Bob"` (EX=01 PATTERN=mvc for one row; ARGS="--port 9000")
board-remove: deps
	@$(RUN_SWIFT) build -q --product board
	@"$$($(RUN_SWIFT) build --show-bin-path)/board" --remove "$(PAIR)" $(if $(EX),--exercise "$(EX)") $(if $(PATTERN),--pattern "$(PATTERN)") $(ARGS)

## handouts: a one-page handout per pattern to print, from the READMEs' tables → Workshop/handouts/ (make test checks they are current)
handouts:
	@python3 scripts/handouts.py

## mutants: how well one pattern's unit tests catch a bug, e.g. `make mutants PATTERN=mvp APP=gather` → metrics/mutants/ (Variants/<Pattern>/<App>/ is rewritten for the run and put back)
mutants: deps
	@$(RUN_SWIFT) build -q --product mutants
	@"$$($(RUN_SWIFT) build --show-bin-path)/mutants" --pattern "$(PATTERN)" --app "$(APP)"

## bench: every performance budget against its anchor → metrics/bench.json (installs wrk, hyperfine, tjbench, chafa)
bench: deps
	@./scripts/install-deps.sh wrk hyperfine libjpeg-turbo-progs chafa curl
	./Benchmarks/bench.sh

## fuzz: every fuzz target under libFuzzer and AddressSanitizer (FUZZ_SECONDS=120 each)
fuzz: deps
	./scripts/fuzz.sh

## crash-test: SIGKILL the backend, a card writer and the apps mid-write, again and again (ROUNDS=25), then check
crash-test: deps
	$(RUN_SWIFT) build --product backend
	$(RUN_SWIFT) build --product card-writer
	for product in $$(python3 scripts/variants.py --products); do $(RUN_SWIFT) build --product "$$product" || exit 1; done
	python3 scripts/crash-test.py "$$($(RUN_SWIFT) build --show-bin-path)" $(or $(ROUNDS),25)

## asan: the whole test suite under AddressSanitizer (its own scratch path; CI runs the plain suite).
## One test at a time: instrumented bcrypt and servers are slow enough in parallel to hit the
## tests' network timeouts. Leak checking is off: Swift's lazily made globals and Foundation's
## caches are still held at exit and read as leaks.
asan: deps
	$(RUN_SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS="detect_leaks=0 $(ASAN_OPTIONS)" $(RUN_SWIFT) test --skip-build --no-parallel --sanitize=address --scratch-path .build-asan

## tsan: the whole test suite under ThreadSanitizer (its own scratch path), one test at a time
tsan: deps
	$(RUN_SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(RUN_SWIFT) test --skip-build --no-parallel --sanitize=thread --scratch-path .build-tsan

## lint: the Dockerfile, the workflows and compose.yaml against hadolint, actionlint and their schemas (from PyPI); every Swift file against swift format
lint:
	@./scripts/lint.sh

## format: every Swift file formatted in place by the toolchain's swift format, in .swift-format's style
format:
	@./scripts/format.sh fix

## doctor: the day before the workshop — toolchain, libraries, disk, build, locale, terminal, an app, an exercise
doctor:
	@python3 scripts/doctor.py

## exercise: a workshop exercise's acceptance scenario against your tree, e.g. `make exercise EX=01 PATTERN=mvvm`
exercise: deps
	@echo "Exercise $(EX) in $(PATTERN): building…"; mkdir -p .build/workshop; \
	$(RUN_SWIFT) build --build-tests > .build/workshop/build.log 2>&1; \
	python3 scripts/workshop.py exercise "$(EX)" "$(PATTERN)" --built $$? --build-log .build/workshop/build.log

## plan: part 5 of the workshop for your room, e.g. `make plan PAIRS=6` (1–20 pairs): each pair's exercise, the pattern it makes and the one it reads, and what part 6 compares
plan:
	@if [ -z "$(PAIRS)" ]; then echo "Give the room's pairs: make plan PAIRS=6 (1 to 20)." >&2; exit 2; fi
	@python3 scripts/workshop_plan.py plan "$(PAIRS)"

## hint: the next hint for an exercise in a pattern, one at a time, e.g. `make hint EX=05 PATTERN=viper` (RESET=1 starts over)
hint:
	@python3 scripts/workshop.py hint "$(EX)" "$(PATTERN)" $(if $(RESET),--reset)

## solution: apply an exercise's reference solution, e.g. `make solution EX=01 PATTERN=mvvm` (UNDO=1 removes it)
solution:
	@python3 scripts/workshop.py solution "$(EX)" "$(PATTERN)" $(if $(UNDO),--undo)

## workshop-check: every exercise in every pattern: fails before, its solution applies, builds and passes, nothing else breaks
## (EX=01 checks one exercise, PATTERN=mvc one pattern, both one pair: CI runs the pairs side by side)
workshop-check: deps
	@python3 scripts/workshop.py check $(if $(EX),--exercise "$(EX)") $(if $(filter command line environment,$(origin PATTERN)),--pattern "$(PATTERN)")

## container-check: the container path run for real with docker or podman: image, make doctor, the first build, make test, an app in a terminal (SKIP_TESTS=1 leaves make test out)
container-check:
	@./scripts/container-check.sh $(if $(SKIP_TESTS),--skip-tests)

## container-figures: what a Mac participant needs to know, measured: first build natively and in the container, peak memory, a one-line rebuild, the .build volume (JOBS=8)
container-figures:
	@./scripts/container-check.sh --figures $(or $(JOBS),8)

## room-kit: one archive for a room without Wi-Fi: the image, the resolved packages, the repository (room-kit/architecture-workshop-kit.tar)
room-kit:
	@./scripts/room-kit.sh

## room-kit-check: the room kit loaded into an empty Podman storage and an app started with --network none
room-kit-check:
	@./scripts/room-kit-check.sh

## clean: remove build products
clean:
	rm -rf .build
