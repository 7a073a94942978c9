import Foundation
import HandheldKit

/// A navigation bar's look as a value (UINavigationBarAppearance, iOS 13): its background, its shadow and
/// its titles' text attributes. A bar has one for each state (`standardAppearance`, `scrollEdgeAppearance`,
/// `compactAppearance`).
///
/// What Handheld draws from it: the standard appearance's background effect, colour and shadow colour
/// (the bar's `appearanceBackground`, BarBackground; its colour is also the bar's `barBackgroundColor`).
/// The title attributes are kept for code that reads them back but not drawn yet, and the scroll-edge
/// appearance is kept while the bar keeps iOS 15's own rule at the scroll edge (its background fades out
/// under a large title, NavigationController+ScrollTracking).
@preconcurrency @MainActor
public final class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (`.foregroundColor`, `.font`).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The bar colour this appearance draws: its background, or the default material.
    var resolvedBackgroundColor: UIColor { backgroundColor ?? NavigationBar.defaultBackgroundColor }
}

extension NavigationBar {
    /// The look of the bar at rest (UINavigationBar.standardAppearance); setting it recolours the bar.
    public var standardAppearance: UINavigationBarAppearance {
        get { NavigationBarAppearances.value(for: self, slot: .standard) ?? makeStandard() }
        set {
            NavigationBarAppearances.set(newValue, for: self, slot: .standard)
            barBackgroundColor = newValue.resolvedBackgroundColor
            appearanceBackground = newValue.barBackground
        }
    }

    /// The look while content is scrolled to the bar's edge (UINavigationBar.scrollEdgeAppearance); nil,
    /// UIKit's default, uses the transparent look on iOS 15.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { NavigationBarAppearances.value(for: self, slot: .scrollEdge) }
        set { NavigationBarAppearances.set(newValue, for: self, slot: .scrollEdge) }
    }

    /// The look at compact height (UINavigationBar.compactAppearance); nil uses the standard one.
    public var compactAppearance: UINavigationBarAppearance? {
        get { NavigationBarAppearances.value(for: self, slot: .compact) }
        set { NavigationBarAppearances.set(newValue, for: self, slot: .compact) }
    }

    /// UIKit gives every bar a standard appearance matching its current look; it is made on first read.
    private func makeStandard() -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        if barBackgroundColor != NavigationBar.defaultBackgroundColor { appearance.backgroundColor = barBackgroundColor }
        NavigationBarAppearances.set(appearance, for: self, slot: .standard)
        return appearance
    }
}

/// The appearances set on a bar, kept on the bar itself (Widgets' ExtensionStorage) so they go with it.
@MainActor
private enum NavigationBarAppearances {
    enum Slot: Hashable { case standard, scrollEdge, compact }

    /// The bar's slots in its extension storage.
    private struct Stored {
        var appearances: [Slot: UINavigationBarAppearance] = [:]
    }

    static func value(for bar: NavigationBar, slot: Slot) -> UINavigationBarAppearance? {
        bar.extensionStorage[Stored.self]?.appearances[slot]
    }

    static func set(_ appearance: UINavigationBarAppearance?, for bar: NavigationBar, slot: Slot) {
        var stored = bar.extensionStorage[Stored.self] ?? Stored()
        stored.appearances[slot] = appearance
        bar.extensionStorage[Stored.self] = stored
    }
}
