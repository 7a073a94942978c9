import HandheldKit

/// The explicitly made-current trait collections (`UITraitCollection.current = …`, `performAsCurrent`):
/// main-actor state, as UIKit's per-thread current trait collection is the main thread's for UI code, and
/// a stack only while `performAsCurrent` runs, like ViewDrawingContext's.
@MainActor
enum CurrentTraits {
    static var stack: [TraitCollection] = []
}

extension UITraitCollection {
    /// UITraitCollection.current: what dynamic colours and images resolve against in code that asks
    /// (`UIColor.label.resolvedColor(with: .current)`). The one set by `current = …` or `performAsCurrent`,
    /// else the key window's traits (UIKit sets the view's own while it draws or lays out; Handheld's views
    /// resolve their colours from their own traits at drawing time, so nothing needs it there), else the
    /// default traits.
    @MainActor
    public static var current: UITraitCollection {
        get { CurrentTraits.stack.last ?? UIApplication.shared.keyWindow?.traitCollection ?? UITraitCollection() }
        set {
            if CurrentTraits.stack.isEmpty { CurrentTraits.stack.append(newValue) } else {
                CurrentTraits.stack[CurrentTraits.stack.count - 1] = newValue
            }
        }
    }

    /// UITraitCollection.performAsCurrent(_:): `current` is this collection while `actions` runs, then
    /// what it was.
    @MainActor
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        CurrentTraits.stack.append(self)
        defer { CurrentTraits.stack.removeLast() }
        try actions()
    }

    /// UITraitCollection.hasDifferentColorAppearance(comparedTo:): whether going between the two
    /// collections would change dynamic colours. In Handheld a colour depends on the interface style and
    /// level only (Color+Traits), so those are compared; nil is different (the first
    /// `traitCollectionDidChange(nil)` is a change of appearance).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || userInterfaceLevel != traitCollection.userInterfaceLevel
    }
}
