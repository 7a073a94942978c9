/// One button of an alert or action sheet (UIAlertAction): a title, a style, and a handler that runs after
/// the alert has been dismissed (UIKit calls it once the dismissal completes, so the handler may present).
@preconcurrency @MainActor
public final class AlertAction {
    /// UIAlertAction.Style: `cancel` is set apart (its own button under an action sheet, the left or the
    /// bottom button of an alert), `destructive` is drawn red.
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    public let title: String?
    public let style: Style
    /// A disabled action's button is dimmed and ignores taps (UIAlertAction.isEnabled).
    public var isEnabled = true { didSet { if isEnabled != oldValue { enabledDidChange?() } } }
    let handler: ((AlertAction) -> Void)?
    /// The alert's button re-reads `isEnabled` through this.
    var enabledDidChange: (() -> Void)?

    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
