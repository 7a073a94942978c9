import Render
import Layout

/// A rectangle that takes part in layout without being a view (UILayoutGuide): space between views, or
/// a view's margins, safe area and readable width (``View/layoutMarginsGuide`` and its siblings). It has
/// anchors like a view but draws nothing, takes no touches and costs no view in the tree.
@preconcurrency @MainActor
public final class LayoutGuide: LayoutItem {
    /// The view the guide lays out in (set by `addLayoutGuide`).
    public internal(set) weak var owningView: View?
    /// A name for logs, as UIKit names its own guides ('UIViewLayoutMarginsGuide').
    public var identifier: String
    public let layoutVariables: LayoutVariables

    public init(identifier: String = "") {
        self.identifier = identifier
        layoutVariables = LayoutVariables(name: identifier.isEmpty ? "guide" : identifier)
    }

    public var layoutOwningView: View? { owningView }

    /// The solved rectangle in the owning view's bounds coordinates (UILayoutGuide.layoutFrame).
    public var layoutFrame: Rect {
        guard let owningView, let engine = owningView.autoLayoutState?.engine else { return .zero }
        engine.updateIfNeeded()
        return engine.rect(of: self, relativeTo: owningView)
    }

    public lazy var leadingAnchor = LayoutXAxisAnchor(item: self, attribute: .leading)
    public lazy var trailingAnchor = LayoutXAxisAnchor(item: self, attribute: .trailing)
    public lazy var leftAnchor = LayoutXAxisAnchor(item: self, attribute: .left)
    public lazy var rightAnchor = LayoutXAxisAnchor(item: self, attribute: .right)
    public lazy var centerXAnchor = LayoutXAxisAnchor(item: self, attribute: .centerX)
    public lazy var topAnchor = LayoutYAxisAnchor(item: self, attribute: .top)
    public lazy var bottomAnchor = LayoutYAxisAnchor(item: self, attribute: .bottom)
    public lazy var centerYAnchor = LayoutYAxisAnchor(item: self, attribute: .centerY)
    public lazy var widthAnchor = LayoutDimension(item: self, attribute: .width)
    public lazy var heightAnchor = LayoutDimension(item: self, attribute: .height)
}
