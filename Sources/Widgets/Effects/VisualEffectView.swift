import Render

/// UIVisualEffectView: a blur of what lies behind it, tinted by the blur style's material, with subviews
/// added to `contentView` (UIKit forbids adding them to the effect view itself). A vibrancy effect view draws
/// no blur of its own (UIKit nests it in a blur view's content view); its content is drawn in the vibrancy
/// colour (`View.vibrancyColor`).
///
/// The blur is the bars' (`Canvas.blurBackdrop`), so it follows their backing-store rule: a store that holds
/// a blur is never reused, since what is behind it may have changed, and the blur is redrawn every frame.
@preconcurrency @MainActor
open class VisualEffectView: View {
    /// The view to add content to; it fills the effect view.
    public let contentView = VisualEffectContentView()

    public var effect: (any VisualEffect)? {
        didSet {
            if effect !== oldValue {
                setNeedsDisplay()
                contentView.setNeedsDisplayDeep()
            }
        }
    }

    public init(effect: (any VisualEffect)?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives: no effect, an empty content view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func draw(in canvas: Canvas) {
        guard let blur = effect as? BlurEffect else { return }
        canvas.blurBackdrop(bounds, radius: blur.blurRadius)
        canvas.fill(bounds, color: blur.tintColor)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("effect", effect.map { .string($0.description) } ?? .null)]
    }
}

/// The content view of a `VisualEffectView`: under a vibrancy effect it gives its subtree the effect's colour.
@preconcurrency @MainActor
public final class VisualEffectContentView: View, VibrancyProviding {
    public var providedVibrancyColor: Color? {
        ((superview as? VisualEffectView)?.effect as? VibrancyEffect)?.color
    }

    /// Marks the whole subtree for redrawing: a new vibrancy colour changes how every descendant draws.
    func setNeedsDisplayDeep() { Self.markDeep(self) }

    /// A subtree added here is drawn vibrant from now on: its cached occlusion (an opaque photo hides what
    /// is under it, not once drawn vibrant in a translucent colour) is stale.
    public override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        Self.markDeep(subview)
    }

    private static func markDeep(_ view: View) {
        view.setNeedsDisplay()
        for child in view.subviews { markDeep(child) }
    }
}
