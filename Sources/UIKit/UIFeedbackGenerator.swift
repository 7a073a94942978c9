import HandheldKit

/// UIFeedbackGenerator: haptics. A desktop has no Taptic Engine, so nothing is felt; each haptic a generator
/// plays is recorded instead, in order, on the generator (`occurrences`) and on the running app
/// (`UIApplication.feedbackOccurrences`), so a test can assert that it fired, and which.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// The haptics this generator played, oldest first ("impact medium", "selection", "notification success").
    public private(set) var occurrences: [String] = []
    /// How many times `prepare()` was called (UIKit wakes the Taptic Engine for a few seconds; nothing to wake here).
    public private(set) var prepareCount = 0

    public init() {}

    /// UIFeedbackGenerator.prepare(): counted, nothing else to do.
    open func prepare() { prepareCount += 1 }

    func record(_ occurrence: String) {
        occurrences.append(occurrence)
        UIApplication.shared.deviceRecord.feedback.append(occurrence)
    }
}

/// UIImpactFeedbackGenerator: a physical collision's haptic, of a style and intensity.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIImpactFeedbackGenerator.FeedbackStyle, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    /// UIImpactFeedbackGenerator(style:).
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// UIImpactFeedbackGenerator(): UIKit's default style, `.medium`.
    public override convenience init() { self.init(style: .medium) }

    /// impactOccurred(): recorded as "impact STYLE".
    open func impactOccurred() { record("impact \(style)") }

    /// impactOccurred(intensity:): recorded with the intensity, clamped to 0…1 as UIKit clamps it.
    open func impactOccurred(intensity: CGFloat) {
        record("impact \(style) \(min(1, max(0, Double(intensity))))")
    }
}

/// UISelectionFeedbackGenerator: the tick of a selection changing (a picker's wheel).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// selectionChanged(): recorded as "selection".
    open func selectionChanged() { record("selection") }
}

/// UINotificationFeedbackGenerator: success, warning and error haptics.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UINotificationFeedbackGenerator.FeedbackType, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    /// notificationOccurred(_:): recorded as "notification TYPE".
    open func notificationOccurred(_ notificationType: FeedbackType) { record("notification \(notificationType)") }
}

extension UIApplication {
    /// Every haptic the app's feedback generators played, oldest first (UIFeedbackGenerator).
    public var feedbackOccurrences: [String] { deviceRecord.feedback }
}
