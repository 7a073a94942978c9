import HandheldKit

extension View {
    /// UIKit's type-level `UIView.performWithoutAnimation(_:)`: the changes `actionsWithoutAnimation` makes
    /// apply at once, even inside an enclosing `UIView.animate` block. Handheld's animation engines belong to
    /// their windows, so the block runs with animation turned off on every live window's engine (the
    /// instance method of the same name turns it off on one view's window only).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let engines = AnimationEngine.live
        func run(_ index: Int) {
            guard index < engines.count else { return actionsWithoutAnimation() }
            engines[index].performWithoutAnimation { run(index + 1) }
        }
        run(0)
    }
}
