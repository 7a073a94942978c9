import Render

/// A bar that fills as a task progresses (UIProgressView, default style): a rounded grey track and a tinted
/// fill whose width is `progress` (0…1, clamped). `setProgress(_:animated:)` animated grows the fill over
/// `animationDuration`; the fill is a subview so the animation engine moves its frame. A plain view, as
/// UIKit's is. Sizes and colours: docs/reference/controls.md § Progress view.
@preconcurrency @MainActor
open class ProgressView: View {
    /// The bar's thickness (rounded ends since iOS 14).
    public static let height = 4.0
    /// How long an animated change takes.
    public static let animationDuration = View.defaultAnimationDuration

    public private(set) var progress = 0.0
    public var progressTintColor: Color = .systemBlue { didSet { fill.backgroundColor = progressTintColor } }
    public var trackTintColor: Color = .systemFill { didSet { backgroundColor = trackTintColor } }
    private let fill = View()

    public init(progress: Double = 0) {
        super.init(frame: Rect(x: 0, y: 0, width: 200, height: Self.height))
        self.progress = min(max(progress, 0), 1)
        assembleTrack()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(progress: 0)` gives.
    public required init?(coder: NSCoder) {
        super.init(frame: Rect(x: 0, y: 0, width: 200, height: Self.height))
        assembleTrack()
    }
    private func assembleTrack() {
        backgroundColor = trackTintColor
        cornerRadius = Self.height / 2
        clipsToBounds = true
        fill.backgroundColor = progressTintColor
        fill.cornerRadius = Self.height / 2
        fill.isUserInteractionEnabled = false
        addSubview(fill)
    }

    open override var intrinsicContentSize: Size { Size(width: -1, height: Self.height) }

    private func fillFrame() -> Rect { Rect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height) }

    open override func layoutSubviews() { fill.frame = fillFrame() }

    /// Sets the progress, clamped to 0…1; animated, the fill grows (or shrinks) over `animationDuration`.
    public func setProgress(_ value: Double, animated: Bool) {
        let clamped = min(max(value, 0), 1)
        guard clamped != progress else { return }
        progress = clamped
        if animated {
            animate(withDuration: Self.animationDuration, options: .toolkit) { self.fill.frame = self.fillFrame() }
        } else {
            performWithoutAnimation { fill.frame = fillFrame() }
        }
    }

    /// The fill's width as drawn now (mid-animation, the presentation value).
    public var presentedFillWidth: Double { fill.presentationFrameInWindow.width }

    open override func treeAttributes() -> [(String, JSONValue)] { [("progress", .number(progress))] }
}
