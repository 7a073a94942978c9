# Handheld: `make run` opens the simulator, `make test` runs the tests. Both install what they need on a
# Debian machine (apt packages included), as root or through sudo.

SWIFT ?= swift
# System libraries the CSDL module links (pkg-config sdl2, SDL2_ttf, SDL2_image).
APT_BUILD := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
# The tests also drive a real window under a virtual X server and compare its frames (ImageMagick).
APT_TEST := xvfb xauth xdotool imagemagick
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=

.PHONY: run test deps test-deps build release bench filmstrips clean

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
	./scripts/window-vs-headless.sh .build/debug/handheld
	SDL_VIDEODRIVER=dummy $(SWIFT) test --skip-build

bench: release
	./.build/release/handheld bench $(ARGS)

# The README's pictures, made by the tool itself: each seed script runs headless at 3x, then the shots in its
# strip/ folder are shrunk 6x (a smooth half size) and laid side by side in docs/seed-N.png.
SEED_SCRIPTS := $(sort $(wildcard scripts/seeds/*.txt))
HANDHELD ?= ./.build/release/handheld

filmstrips: release
	@set -e; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	for script in $(SEED_SCRIPTS); do \
		name=$$(basename "$$script" .txt); \
		$(HANDHELD) run "$$script" --out "$$tmp/$$name" --scale 3 > /dev/null; \
		$(HANDHELD) filmstrip "docs/seed-$${name%%-*}.png" --shrink 6 $$(ls "$$tmp/$$name"/strip/*.png | sort); \
	done

clean:
	rm -rf .build handheld-out
