# The two set-up commands: `make demo` and `make test`. Each installs what is
# missing on a Debian machine, builds, and runs.

DEB_PACKAGES := libcairo2-dev libpng-dev libdeflate-dev libjpeg-dev libpango1.0-dev librsvg2-dev pkg-config python3 \
  fonts-dejavu-core fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji \
  fonts-material-design-icons-iconfont \
  libhyphen-dev hyphen-en-us hyphen-de ffmpeg parallel
SWIFT ?= swift
DOCC ?= docc
OUTPUT ?= Output

.PHONY: demo test examples example-packages server-smoke deps build bench bench-server assets docs format lint clean fuzz tsan

demo: deps
	$(SWIFT) build -c release --product diorama
	$(SWIFT) run -c release diorama demos render --out $(OUTPUT) --apng --contact-sheet --overwrite
	@bin="$$($(SWIFT) build -c release --show-bin-path)/diorama"; \
	if command -v ffmpeg >/dev/null; then \
	  for id in $$("$$bin" demos list | awk '$$2 != "still" {print $$1}'); do \
	    "$$bin" demos assemble $(OUTPUT)/$$id --video $(OUTPUT)/$$id.mp4 || exit 1; \
	  done; \
	fi

## Headless Chromium for the failure report's browser test (large: installed for the tests only).
TEST_DEB_PACKAGES := chromium
test: deps
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(TEST_DEB_PACKAGES)"
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory examples

## Compiles and runs every example of README.md and the DocC articles in a scratch package
## (.build-examples/), after checking that a broken example fails the check. Needs the
## `diorama` executable of the debug build, for `diorama diff`.
examples:
	$(SWIFT) build --product diorama
	SWIFT=$(SWIFT) Scripts/test-check-examples --diorama "$$($(SWIFT) build --show-bin-path)/diorama"
	SWIFT=$(SWIFT) Scripts/check-examples --diorama "$$($(SWIFT) build --show-bin-path)/diorama"

## Builds the README's example package exactly as written (its Package.swift and main.swift,
## beside a link to this repository) with SwiftPM, runs it and compares what it draws with the
## references. It builds Diorama once more, so CI runs it after `make test`.
example-packages: deps
	$(SWIFT) build --product diorama
	SWIFT=$(SWIFT) Scripts/check-examples --build-packages --diorama "$$($(SWIFT) build --show-bin-path)/diorama"

## Builds Examples/CardServer (a Hummingbird server rendering share cards; debug) and checks
## one request of each kind on loopback: a 1200×630 PNG, /health, a 400 for a bad query.
server-smoke: deps
	SWIFT=$(SWIFT) Scripts/card-server smoke

## Installs the Debian packages that are missing (with sudo when not root).
deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

## Re-renders the README's pictures into Assets/.
assets: deps
	$(SWIFT) run -c release diorama demos render card text --scale 2 --out Assets

## Benchmarks with peers side by side (see Benchmarks/README.md). The peers'
## compilers, ImageMagick, pip and wrk come from Debian too; the peers install their
## Python packages themselves.
BENCH_DEB_PACKAGES := g++ pkg-config zlib1g-dev imagemagick python3-pip python3-venv python3-dev \
  libpango1.0-dev fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji wrk
bench: deps
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(BENCH_DEB_PACKAGES)"
	$(SWIFT) run -c release diorama-bench all
	@$(MAKE) --no-print-directory bench-server

## Examples/CardServer (release) load-tested on loopback with wrk beside a pycairo server
## drawing the same card: requests/s, /health p99 under load, RSS after 100 and 10,000 requests.
bench-server: deps
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(BENCH_DEB_PACKAGES)"
	SWIFT=$(SWIFT) Scripts/card-server bench

## Builds the DocC documentation of each library into $(OUTPUT)/docs (warnings are errors).
## The compiler's symbol graph of a module lists what the module re-exports too, so DioramaUIKit's
## (which re-exports Diorama and Foundation) is extracted from the built module instead: its own
## names, and its extensions of Diorama's types in DioramaUIKit@Diorama.symbols.json.
DOC_MODULES := Diorama Cassowary DioramaTesting DioramaUIKit DioramaSVG DioramaSnapshotTesting DioramaRunner
DOC_C_FLAGS = -I Sources/CCairo -I Sources/CPango -I Sources/CPNG -I Sources/CHyphen -I Sources/CJPEG -I Sources/CDeflate \
  -Xcc -fmodule-map-file=.build-docs/debug/CPNGSupport.build/module.modulemap \
  -Xcc -fmodule-map-file=.build-docs/debug/CPNGEncoder.build/module.modulemap \
  -Xcc -fmodule-map-file=.build-docs/debug/CJPEGSupport.build/module.modulemap \
  -Xcc -fmodule-map-file=.build-docs/debug/CMemoryHints.build/module.modulemap \
  $(patsubst -I%,-Xcc -I%,$(shell pkg-config --cflags-only-I cairo pangocairo libpng libjpeg))
docs: deps
	for t in DioramaTesting DioramaUIKit DioramaSVG DioramaSnapshotTesting DioramaRunner; do \
	  $(SWIFT) build --scratch-path .build-docs --target $$t \
	    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/.build-docs/symbol-graphs \
	    || exit 1; \
	done
	rm -f .build-docs/symbol-graphs/DioramaUIKit.symbols.json .build-docs/symbol-graphs/DioramaUIKit@*.symbols.json
	$(SWIFT) symbolgraph-extract -module-name DioramaUIKit -minimum-access-level public -emit-extension-block-symbols \
	  -I .build-docs/debug/Modules $(DOC_C_FLAGS) -output-dir .build-docs/symbol-graphs
	@mkdir -p $(OUTPUT)/docs; for m in $(DOC_MODULES); do \
	  rm -rf .build-docs/graphs-$$m && mkdir -p .build-docs/graphs-$$m && \
	  cp .build-docs/symbol-graphs/$$m.symbols.json .build-docs/graphs-$$m/ && \
	  cp .build-docs/symbol-graphs/$$m@*.symbols.json .build-docs/graphs-$$m/ 2>/dev/null; \
	  $(DOCC) convert Sources/$$m/$$m.docc --additional-symbol-graph-dir .build-docs/graphs-$$m \
	    --output-path $(OUTPUT)/docs/$$m.doccarchive --fallback-display-name $$m \
	    --fallback-bundle-identifier org.diorama.$$m --warnings-as-errors || exit 1; \
	done

## Fuzzing (see Fuzz/README.md): the libFuzzer targets over the solver's API and the PNG
## decoder, FUZZ_SECONDS each, then the solver's differential fuzz test over FUZZ_SYSTEMS
## random systems (0 skips it). Findings are written to .build-fuzz/.
FUZZ_SECONDS ?= 120
FUZZ_SYSTEMS ?= 20000
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld
fuzz: deps
	cd Fuzz && $(SWIFT) build $(FUZZ_FLAGS)
	@mkdir -p .build-fuzz/solver .build-fuzz/png
	@cp Tests/DioramaTests/Fixtures/PNG/*.png .build-fuzz/png/
	Fuzz/.build/debug/fuzz-solver -max_total_time=$(FUZZ_SECONDS) -max_len=512 -print_final_stats=1 \
	  -artifact_prefix=.build-fuzz/solver- .build-fuzz/solver
	Fuzz/.build/debug/fuzz-png -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -print_final_stats=1 \
	  -dict=Fuzz/png.dict -artifact_prefix=.build-fuzz/png- .build-fuzz/png
	@if [ "$(FUZZ_SYSTEMS)" -gt 0 ]; then \
	  CASSOWARY_FUZZ_SYSTEMS=$(FUZZ_SYSTEMS) $(SWIFT) test --filter DifferentialFuzzTests; fi

## The tests that run work on several threads, under ThreadSanitizer.
TSAN_TESTS := ConcurrentScenesTests|SequenceRecorderTests|AnimatedPNGTests|ContactSheetTests|ImageComparatorTests|DemosCommandTests|AttributedTextTests|FontRegistrationTests
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="halt_on_error=1" $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter '$(TSAN_TESTS)'

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Demos Benchmarks

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Demos Benchmarks

clean:
	rm -rf .build .build-examples $(OUTPUT)
