/// What happens when a back swipe is let go: whether the pop finishes or is cancelled, and how long the
/// rest takes. A pure function of where the page is and how fast the pointer moved (reference:
/// Navigation, "Interactive back").
///
/// - Decision (Flutter's rule, close to UIKit's projection): finish if the pointer moves right at 1 width
///   per second or more, cancel if it moves left that fast, otherwise finish iff past half way.
/// - Duration: the remaining fraction × 0.35 s, shortened so the page's average speed is never below the
///   release speed (UIKit's `completionSpeed = max(remaining, duration / (width / |v|))` [RE]); only
///   velocity toward where the page is going shortens it.
/// - Curve: easeOut (0, 0, 0.58, 1), so the page leaves the pointer moving, not from rest. UIKit
///   documents easeInOut and ships a private curve; easeOut is Handheld's choice for continuity.
public struct InteractivePopRelease: Equatable, Sendable {
    /// Flutter's `_kMinFlingVelocity`: 1 screen width per second.
    public static let flingVelocity = 1.0
    public static let completionCurve = TimingCurve.easeOut

    /// Finish the pop (true) or animate back (false).
    public let finishes: Bool
    /// The fraction of the page's travel still to go toward where it is going (0…1).
    public let remainingFraction: Double
    /// Seconds of animation time the rest takes (slow animations stretch the engine's timeline, not this).
    public let remainingDuration: Double
    /// `remainingDuration` over `remainingFraction × duration`: what `endInteraction` takes (≤ 1).
    public let durationFactor: Double

    /// `percent` 0…1 of the way to popped; `velocity` in points per second (positive: rightward).
    public init(percent: Double, velocity: Double, width: Double, duration: Double) {
        let p = min(1, max(0, percent))
        let widthsPerSecond = width > 0 ? velocity / width : 0
        if widthsPerSecond >= Self.flingVelocity {
            finishes = true
        } else if widthsPerSecond <= -Self.flingVelocity {
            finishes = false
        } else {
            finishes = p > 0.5
        }
        remainingFraction = finishes ? 1 - p : p
        let natural = remainingFraction * duration
        let speedTowardTarget = finishes ? widthsPerSecond : -widthsPerSecond
        var seconds = natural
        if speedTowardTarget > 0 && remainingFraction > 0 {
            seconds = min(natural, remainingFraction / speedTowardTarget)
        }
        remainingDuration = seconds
        durationFactor = natural > 0 ? seconds / natural : 1
    }
}
