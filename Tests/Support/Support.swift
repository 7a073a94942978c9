import Render
import Widgets

/// Shared fakes for the test targets.
@MainActor
public enum TestSupport {
    /// A window on a manual clock with fixed text metrics: everything deterministic, no SDL.
    public static func makeWindow(size: Size = Size(width: 375, height: 667),
                                  traits: TraitCollection = TraitCollection(horizontalSizeClass: .compact,
                                                                            verticalSizeClass: .regular,
                                                                            displayScale: 2))
        -> (Window, ManualClock) {
        let clock = ManualClock()
        let window = Window(size: size, clock: clock, textMeasurer: FixedTextMeasurer(), traits: traits)
        return (window, clock)
    }
}

extension Window {
    /// Advances the clock by `frames` frames of 1/60 s, running each frame's work.
    @MainActor
    public func step(_ clock: ManualClock, frames: Int = 1) {
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            advanceFrame()
        }
    }
}

/// An ordered log of events for tests that compare whole sequences.
@MainActor
public final class EventLog {
    public private(set) var entries: [String] = []
    public init() {}
    public func add(_ entry: String) { entries.append(entry) }
    public func clear() { entries.removeAll() }
}
