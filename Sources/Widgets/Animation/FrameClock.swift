import Foundation

/// Where animation time comes from. The window owns one; nothing reads a global clock, so tests swap in a
/// `ManualClock` and advance it exactly (Flutter's `FakeAsync`, microui's explicit frame time).
@preconcurrency @MainActor
public protocol FrameClock: AnyObject {
    /// Seconds on a monotonic timeline; only differences matter.
    var now: Double { get }
}

/// A clock that moves only when told to: the headless runner steps it by exactly 1/60 s per frame.
@preconcurrency @MainActor
public final class ManualClock: FrameClock {
    public private(set) var now: Double

    public init(now: Double = 0) {
        self.now = now
    }

    public func advance(by seconds: Double) {
        precondition(seconds >= 0 && seconds.isFinite, "a clock only moves forward")
        now += seconds
    }

    public func set(_ time: Double) {
        now = max(now, time)
    }
}

/// Wall time since the clock was made, for a real window.
@preconcurrency @MainActor
public final class MonotonicClock: FrameClock {
    private let start = DispatchTime.now().uptimeNanoseconds

    public init() {}

    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
