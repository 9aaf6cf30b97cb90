# Architecture Workshop — every command a reader needs. `make test` on a fresh machine
# installs the system packages, builds everything and runs the whole suite.

SWIFT ?= swift
# make run APP=gather|mycards PATTERN=mvc|mvvm|mvp|viper|vip (default: Football Gather in MVC)
APP ?= gather
PATTERN ?= mvc
ARGS ?=

.PHONY: deps build run test metrics bench clean

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

## clean: remove build products
clean:
	rm -rf .build
