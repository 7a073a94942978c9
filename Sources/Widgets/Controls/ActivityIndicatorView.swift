import Foundation
import Render

/// The spinning wheel of spokes (UIActivityIndicatorView). A plain view, not a control, as in UIKit: it takes
/// no touches. The brightest spoke steps round one position at a time, a whole turn every `period`, on the
/// window's animation clock (the engine's timeline, so slow animations slow it too and a test's virtual clock
/// drives it); between steps nothing is redrawn. Stopped, it hides when `hidesWhenStopped` (the default).
/// Sizes, spoke counts and the period: docs/reference/controls.md § Activity indicator.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    public enum Style: Sendable {
        case medium, large
        /// The styles before iOS 13, deprecated and still compiled: `.whiteLarge` is the large wheel in
        /// white, `.white` and `.gray` the medium one in white or grey (Apple's documentation of each says
        /// "use .large" or "use .medium" instead; the colours are the old styles' names).
        case whiteLarge, white, gray

        /// Whether the wheel is the large one.
        public var isLarge: Bool { self == .large || self == .whiteLarge }
        /// UIActivityIndicatorView's documented sizes: 20 × 20 pt and 37 × 37 pt.
        public var diameter: Double { isLarge ? 37 : 20 }
        /// Spokes round the wheel.
        public var spokeCount: Int { isLarge ? 12 : 8 }
        /// Each spoke's thickness.
        public var spokeWidth: Double { isLarge ? 3 : 2 }
        /// The colour an old style names; nil for `.medium` and `.large`, which draw in `color`'s grey.
        public var legacyColor: Color? {
            switch self {
            case .medium, .large: nil
            case .whiteLarge, .white: .white
            case .gray: .systemGray
            }
        }
        /// Where a spoke starts, as a fraction of the radius (it ends at the rim, less half its width).
        public var innerFraction: Double { 0.45 }
    }

    /// One whole turn of the brightest spoke.
    public static let period = 1.0
    /// The dimmest spoke's opacity relative to the brightest.
    public static let tailAlpha = 0.2

    public var style: Style {
        didSet {
            if let legacy = style.legacyColor { color = legacy }
            if style != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() }
        }
    }
    public var color: Color = .systemGray { didSet { if color != oldValue { setNeedsDisplay() } } }
    public var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    public private(set) var isAnimating = false
    private var startTime = 0.0
    private var stepTimer: DisplayLink?

    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: Rect(x: 0, y: 0, width: style.diameter, height: style.diameter))
        if let legacy = style.legacyColor { color = legacy }
        isUserInteractionEnabled = false
        isHidden = true
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(style: .medium)` gives: a stopped, hidden medium spinner.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(frame: Rect(x: 0, y: 0, width: Style.medium.diameter, height: Style.medium.diameter))
        isUserInteractionEnabled = false
        isHidden = true
    }

    open override var intrinsicContentSize: Size { Size(width: style.diameter, height: style.diameter) }

    private var engineNow: Double { window?.engine.now ?? 0 }

    /// Which spoke is brightest now (0 is at twelve o'clock; the bright one moves clockwise).
    public var currentStep: Int {
        guard isAnimating else { return 0 }
        let stepLength = Self.period / Double(style.spokeCount)
        let elapsed = max(0, engineNow - startTime)
        return Int((elapsed / stepLength + 1e-9).rounded(.down)) % style.spokeCount
    }

    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        startTime = engineNow
        isHidden = false
        setNeedsDisplay()
        scheduleStep()
    }

    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stepTimer?.invalidate()
        stepTimer = nil
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// Asks for a frame when the next spoke lights, as the caret's blink does: the window's timers run on wall
    /// time, so the engine-time gap is stretched by the slow-animation factor.
    private func scheduleStep() {
        stepTimer?.invalidate()
        stepTimer = nil
        guard isAnimating, let window else { return }
        let stepLength = Self.period / Double(style.spokeCount)
        let elapsed = max(0, engineNow - startTime)
        let next = ((elapsed / stepLength + 1e-9).rounded(.down) + 1) * stepLength
        let delay = max(1.0 / 120, (next - elapsed) * window.engine.slowAnimationFactor)
        stepTimer = window.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.setNeedsDisplay()
            self.scheduleStep()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            stepTimer?.invalidate()
            stepTimer = nil
        } else if isAnimating {
            startTime = engineNow
            scheduleStep()
        }
    }

    /// The spokes: the one at `currentStep` full strength, those behind it fading to `tailAlpha`.
    open override func draw(in canvas: Canvas) {
        let count = style.spokeCount
        let d = min(bounds.width, bounds.height)
        let centre = Point(x: bounds.midX, y: bounds.midY)
        let outer = d / 2 - style.spokeWidth / 2
        let inner = d / 2 * style.innerFraction
        let head = currentStep
        for spoke in 0..<count {
            let behind = (head - spoke + count) % count
            let alpha = isAnimating ? 1 - (1 - Self.tailAlpha) * Double(behind) / Double(count - 1) : 1
            let angle = Double(spoke) / Double(count) * 2 * Double.pi
            let (s, c) = (sin(angle), -cos(angle))
            canvas.strokePolyline([Point(x: centre.x + s * inner, y: centre.y + c * inner),
                                   Point(x: centre.x + s * outer, y: centre.y + c * outer)],
                                  width: style.spokeWidth, color: color.withAlpha(color.alpha * alpha))
        }
    }

    open override func treeAttributes() -> [(String, JSONValue)] { [("isAnimating", .bool(isAnimating))] }
}
