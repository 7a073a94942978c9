import Foundation

/// Spacing after one arranged view rather than between all of them (UIStackView, iOS 11): a form's fields
/// 8 pt apart with 24 pt before its button. Names and sentinels are UIKit's (UIStackView.h declares
/// `UIStackViewSpacingUseDefault = FLT_MAX` and `UIStackViewSpacingUseSystem = FLT_MIN`).
///
/// The space after a view is used only between it and the next visible view: a hidden view's custom
/// spacing takes no part, as the hidden view takes none. Every distribution uses it where it uses
/// `spacing`: the exact gap for fill, fillEqually and fillProportionally, the minimum gap for equalSpacing
/// and equalCentering.
extension StackView {
    /// Passed to `setCustomSpacing(_:after:)`, and what `customSpacing(after:)` answers when none is set:
    /// the stack's own `spacing` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system's spacing between siblings, as `spacing` or custom spacing: 8 pt, the standard space
    /// Auto Layout uses between sibling views (``LayoutConstraint/standardSpacing``).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Sets the space after `arrangedSubview` (UIStackView.setCustomSpacing(_:after:)); `spacingUseDefault`
    /// removes it. A view that is not arranged by this stack is ignored.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let id = ObjectIdentifier(arrangedSubview)
        let old = customSpacings[id]
        customSpacings[id] = spacing == Self.spacingUseDefault ? nil : Double(spacing)
        if customSpacings[id] != old { arrangementChanged() }
    }

    /// The space set after `arrangedSubview`, or `spacingUseDefault` when none is.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)].map { CGFloat($0) } ?? Self.spacingUseDefault
    }

    /// The points after `view` when it has custom spacing (`spacingUseSystem` resolved), else nil.
    func spacing(after view: View) -> Double? {
        customSpacings[ObjectIdentifier(view)].map(Self.resolvedSpacing)
    }

    /// `spacing` in points: `spacingUseSystem` is the system's 8 pt.
    var resolvedSpacing: Double { Self.resolvedSpacing(spacing) }

    static func resolvedSpacing(_ value: Double) -> Double {
        value == Double(spacingUseSystem) ? LayoutConstraint.standardSpacing : value
    }
}
