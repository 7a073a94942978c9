import Foundation
import HandheldKit

/// A navigation bar's look as a value (UINavigationBarAppearance, iOS 13): its background, its shadow and
/// its titles' text attributes. A bar has one for each state (`standardAppearance`, `scrollEdgeAppearance`,
/// `compactAppearance`).
///
/// What Handheld draws from it: each appearance's background effect, colour and shadow colour
/// (BarBackground): the standard one (the bar's `appearanceBackground`; its colour is also the bar's
/// `barBackgroundColor`), the scroll-edge one while the top page's content is at the bar's edge, and the
/// compact ones at compact height (ScrollEdge, NavigationController+ScrollEdge). The title attributes are
/// kept for code that reads them back but not drawn yet.
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

    /// The look while the top page's content is at the bar's edge (UINavigationBar.scrollEdgeAppearance);
    /// nil, UIKit's default, is the standard look "modified to use a transparent background" [DOC], which
    /// Handheld draws as no background and no hairline (ScrollEdge).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { NavigationBarAppearances.value(for: self, slot: .scrollEdge) }
        set {
            NavigationBarAppearances.set(newValue, for: self, slot: .scrollEdge)
            scrollEdgeBackground = newValue?.barBackground
        }
    }

    /// The look at compact height (UINavigationBar.compactAppearance); nil uses the standard one.
    public var compactAppearance: UINavigationBarAppearance? {
        get { NavigationBarAppearances.value(for: self, slot: .compact) }
        set {
            NavigationBarAppearances.set(newValue, for: self, slot: .compact)
            compactBackground = newValue?.barBackground
        }
    }

    /// The scroll-edge look at compact height (UINavigationBar.compactScrollEdgeAppearance, iOS 15); nil uses
    /// `scrollEdgeAppearance` [DOC: compactScrollEdgeAppearance].
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { NavigationBarAppearances.value(for: self, slot: .compactScrollEdge) }
        set {
            NavigationBarAppearances.set(newValue, for: self, slot: .compactScrollEdge)
            compactScrollEdgeBackground = newValue?.barBackground
        }
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
    enum Slot: Hashable { case standard, scrollEdge, compact, compactScrollEdge }

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
