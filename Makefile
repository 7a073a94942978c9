# Handheld: `make run` opens the simulator, `make test` runs the tests. Both install what they need on a
# Debian machine (apt packages included), as root or through sudo.

SWIFT ?= swift
# System libraries the CSDL module links (pkg-config sdl2, SDL2_ttf, SDL2_image).
APT_BUILD := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
# The tests also drive a real window under a virtual X server.
APT_TEST := xvfb xauth xdotool
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
	SDL_VIDEODRIVER=dummy $(SWIFT) test --skip-build

bench: release
	./.build/release/handheld bench $(ARGS)

clean:
	rm -rf .build handheld-out
