# Architecture Workshop — every command a reader needs. `make test` on a fresh machine
# installs the system packages, builds everything and runs the whole suite.

SWIFT ?= swift
# make run APP=gather|mycards PATTERN=mvc|mvvm|mvp|viper|vip (default: Football Gather in MVC)
APP ?= gather
PATTERN ?= mvc
ARGS ?=

.PHONY: deps build run test metrics bench fuzz crash-test asan tsan clean

## deps: install the system libraries and tools (apt-get; needs root or sudo)
deps:
	@./scripts/install-deps.sh

## build: build every target
build: deps
	$(SWIFT) build

## run: build and start one app, e.g. `make run APP=mycards PATTERN=mvvm` (ARGS="--latency 500")
run: deps
	@./scripts/run-app.sh "$(APP)" "$(PATTERN)" $(ARGS)

## test: install what is missing, build, run the whole suite
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## metrics: the comparison report of the variants → metrics/report.md, report.json, report.html
metrics: deps
	$(SWIFT) build --product metrics
	"$$($(SWIFT) build --show-bin-path)/metrics" --toolchain "$$($(SWIFT) --version 2>&1 | head -n 1)" $(ARGS)

## bench: every performance budget against its anchor → metrics/bench.json (installs wrk, hyperfine, tjbench, chafa)
bench: deps
	@./scripts/install-deps.sh wrk hyperfine libjpeg-turbo-progs chafa curl
	./Benchmarks/bench.sh

## fuzz: every fuzz target under libFuzzer and AddressSanitizer (FUZZ_SECONDS=120 each)
fuzz: deps
	./scripts/fuzz.sh

## crash-test: SIGKILL the backend and a card writer mid-write, again and again (ROUNDS=25), then check
crash-test: deps
	$(SWIFT) build --product backend
	$(SWIFT) build --product card-writer
	python3 scripts/crash-test.py "$$($(SWIFT) build --show-bin-path)" $(or $(ROUNDS),25)

## asan: the whole test suite under AddressSanitizer (its own scratch path; CI runs the plain suite)
asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

## tsan: the whole test suite under ThreadSanitizer (its own scratch path)
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="halt_on_error=0 $(TSAN_OPTIONS)" $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

## clean: remove build products
clean:
	rm -rf .build
