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

    @Test("a held key's callout casts a soft shadow of its whole outline, 1.5 pt below the balloon, before it")
    func calloutShadow() throws {
        let (_, canvas) = try holdKey("key-g")
        let commands = canvas.commands
        // The balloon: the white rounded rectangle of radius 8.
        let balloonIndex = try #require(commands.firstIndex {
            if case let .roundedRect(_, radius, color) = $0 { radius == 8 && color == .white } else { false }
        })
        guard case let .roundedRect(balloon, _, _) = commands[balloonIndex] else { return }
        // A canvas without pixels draws a shadow's shape unblurred: the balloon's, the key's and the neck's
        // outlines in black at the shadow's opacity.
        let outlines: [[Point]] = commands[..<balloonIndex].compactMap {
            if case let .polygon(points, color) = $0, color.red == 0, color.green == 0, color.blue == 0,
               abs(color.alpha - KeyboardView.calloutShadowOpacity) < 1e-9 { points } else { nil }
        }
        #expect(outlines.count == 3)
        let first = try #require(outlines.first)
        let xs = first.map(\.x), ys = first.map(\.y)
        #expect(abs(xs.min()! - balloon.minX) < 1e-9 && abs(xs.max()! - balloon.maxX) < 1e-9)
        #expect(abs(ys.min()! - balloon.minY - 1.5) < 1e-9 && abs(ys.max()! - balloon.maxY - 1.5) < 1e-9)
        // Nothing of the shadow is drawn after the balloon.
        let afterBalloon = commands[balloonIndex...].filter {
            if case let .polygon(_, color) = $0 { color.alpha > 0 && color.red == 0 && color.alpha < 1 } else { false }
        }
        #expect(afterBalloon.isEmpty)
    }

    @Test("no callout, so no shadow, on a function key")
    func noShadowOnFunctionKeys() throws {
        let (_, canvas) = try holdKey("key-space")
        #expect(canvas.commands.isEmpty)
    }
}
