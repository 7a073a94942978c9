# Handheld: `make run` opens the simulator, `make test` runs the tests. Both install what they need on a
# Debian machine (apt packages included), as root or through sudo.

SWIFT ?= swift
# System libraries the CSDL module links (pkg-config sdl2, SDL2_ttf, SDL2_image, and libpng for reading PNGs).
APT_BUILD := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev
# The tests also drive a real window under a virtual X server and compare its frames (ImageMagick); the
# example package's check reads its tree JSON with jq.
APT_TEST := xvfb xauth xdotool imagemagick jq
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=

.PHONY: run test deps test-deps build release bench soak filmstrips goldens clean

deps:
	@./scripts/apt-ensure $(APT_BUILD)

test-deps: deps
	@./scripts/apt-ensure $(APT_TEST)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product handheld

run: release
	./.build/release/handheld $(ARGS)

test: test-deps
	$(SWIFT) build --build-tests
	./scripts/real-window-test.sh .build/debug/handheld
	./scripts/text-window-test.sh .build/debug/handheld
	./scripts/window-vs-headless.sh .build/debug/handheld
	./scripts/idle-cpu-test.sh .build/debug/handheld
	./scripts/run-loop-window-test.sh .build/debug/handheld
	./scripts/memory-soak.sh .build/debug/handheld 3
	SDL_VIDEODRIVER=dummy $(SWIFT) test --skip-build
	SWIFT=$(SWIFT) ./scripts/example-test.sh

# Rewrites every golden PNG from the current drawing. Each rewritten golden is reported as a failure, so
# this never passes: review the pictures with `git diff --stat Tests/Goldens` and look at them before committing.
goldens: deps
	$(SWIFT) build --build-tests
	-HANDHELD_UPDATE_GOLDENS=1 SDL_VIDEODRIVER=dummy $(SWIFT) test --skip-build --filter Golden 2>&1 | grep -E "golden|Golden" | grep -E "written|rewritten" || true
	@echo "Goldens rewritten; review them (git diff --stat Tests/Goldens) before committing."

bench: release
	./.build/release/handheld bench $(ARGS)

# A long fuzz run, not part of `make test`: a million random events over every scene and device, with
# events per second, violations and leaks (the run stops at the first), and resident memory at start and end;
# then the window soak: random clicks, drags and shortcuts in a real window under Xvfb, memory sampled.
# `make soak SOAK_EVENTS=100000 WINDOW_SOAK_EVENTS=1000` for a shorter one.
SOAK_EVENTS ?= 1000000
SOAK_SEED ?= 1
WINDOW_SOAK_EVENTS ?= 4000
# Cycles of the memory soak's first run (scripts/memory-soak.sh); the second runs four times as many.
MEMORY_SOAK_CYCLES ?= 250

soak: release test-deps
	./.build/release/handheld fuzz --events $(SOAK_EVENTS) --seed $(SOAK_SEED) --memory --out handheld-out/soak
	./scripts/window-soak.sh .build/release/handheld $(WINDOW_SOAK_EVENTS) 500 $(SOAK_SEED)
	./scripts/memory-soak.sh .build/release/handheld $(MEMORY_SOAK_CYCLES)

# The README's pictures, made by the tool itself: each seed script runs headless at 3x, then the shots in its
# strip/ folder are shrunk 6x (a smooth half size) and laid side by side in docs/seed-N.png.
SEED_SCRIPTS := $(sort $(wildcard scripts/seeds/*.txt))
MAIL_SCRIPTS := $(sort $(wildcard scripts/mail/*.txt))
HANDHELD ?= ./.build/release/handheld

filmstrips: release
	@set -e; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	for script in $(SEED_SCRIPTS); do \
		name=$$(basename "$$script" .txt); \
		$(HANDHELD) run "$$script" --out "$$tmp/$$name" --scale 3 > /dev/null; \
		$(HANDHELD) filmstrip "docs/seed-$${name%%-*}.png" --shrink 6 $$(ls "$$tmp/$$name"/strip/*.png | sort); \
	done
	@set -e; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	for script in $(MAIL_SCRIPTS); do \
		name=$$(basename "$$script" .txt); \
		$(HANDHELD) run "$$script" --out "$$tmp/$$name" --scale 3 > /dev/null; \
		$(HANDHELD) filmstrip "docs/mail-$$name.png" --shrink 6 $$(ls "$$tmp/$$name"/strip/*.png | sort); \
	done
	scripts/docs/filmstrip.sh scripts/docs/appearance.txt docs/appearance.png iphone-15 mail $(HANDHELD)
	scripts/docs/filmstrip.sh scripts/docs/text-size.txt docs/text-size.png iphone-15 top-tracks $(HANDHELD)

clean:
	rm -rf .build handheld-out Examples/HelloHandheld/.build
