import Render
import Testing
import TestSupport
@testable import Widgets

/// The callout over a held key used to have no shadow (only a one-pixel outline), so a white balloon over
/// white keys had no depth; iOS draws a soft shadow under it.
@MainActor
@Suite("Key callout")
struct KeyboardCalloutTests {
    /// An iPhone 8 with the keyboard up and "g" held (pressed, not released).
    func holdKey(_ id: String) throws -> (KeyboardView, RecordingCanvas) {
        let (window, clock) = TestSupport.makeWindow()
        let field = TextField()
        field.frame = Rect(x: 20, y: 100, width: 200, height: 44)
        window.rootView.addSubview(field)
        window.step(clock)
        field.becomeFirstResponder()
        window.step(clock, frames: 20)
        let keyboard = window.keyboard.view
        let key = try #require(keyboard.viewWithIdentifier(id))
        window.sendPointer(.began, at: key.convert(key.bounds.center, to: nil), time: clock.now)
        window.step(clock)
        let canvas = RecordingCanvas()
        keyboard.drawOverlay(in: canvas)
        return (keyboard, canvas)
    }

    @Test("a held key's callout casts a soft shadow: four black rings, outer first, a little below the balloon, before it")
    func calloutShadow() throws {
        let (_, canvas) = try holdKey("key-g")
        let commands = canvas.commands
        // The balloon: the white rounded rectangle of radius 8.
        let balloonIndex = try #require(commands.firstIndex {
            if case let .roundedRect(_, radius, color) = $0 { radius == 8 && color == .white } else { false }
        })
        guard case let .roundedRect(balloon, _, _) = commands[balloonIndex] else { return }
        // Rings of the balloon's outline in black, each in its own opacity group of 0.3 / 4.
        let rings: [Rect] = commands[..<balloonIndex].compactMap {
            if case let .roundedRect(r, radius, color) = $0, color.alpha > 0, color.red == 0, color.green == 0,
               color.blue == 0, abs(radius - 8 - (r.width - balloon.width) / 2) < 1e-9 { r } else { nil }
        }
        #expect(rings.count == KeyboardView.calloutShadowRings)
        #expect(commands.filter { $0 == .pushOpacity(KeyboardView.calloutShadowOpacity / 4) }.count == 4)
        // Outer first, each centred 1.5 pt below the balloon; the outermost reaches 3 pt beyond it.
        #expect(rings.map(\.width) == rings.map(\.width).sorted(by: >))
        for ring in rings {
            #expect(abs(ring.midX - balloon.midX) < 1e-9 && abs(ring.midY - (balloon.midY + 1.5)) < 1e-9)
        }
        let outer = try #require(rings.first)
        #expect(abs(outer.width - (balloon.width + KeyboardView.calloutShadowRadius)) < 1e-9)
        // Nothing of the shadow is drawn after the balloon.
        let afterBalloon = commands[balloonIndex...].filter { if case .pushOpacity = $0 { true } else { false } }
        #expect(afterBalloon.isEmpty)
    }

    @Test("no callout, so no shadow, on a function key")
    func noShadowOnFunctionKeys() throws {
        let (_, canvas) = try holdKey("key-space")
        #expect(canvas.commands.isEmpty)
    }
}
