import Foundation
import HandheldKit

/// A toolbar's look as a value (UIToolbarAppearance, iOS 13): the background effect, colour and shadow
/// colour every bar appearance has. A toolbar takes one as `standardAppearance`, `compactAppearance`,
/// `scrollEdgeAppearance` and `compactScrollEdgeAppearance` (iOS 15); the scroll-edge ones are drawn while
/// the top page's content ends at the toolbar's edge (ScrollEdge, NavigationController+ScrollEdge).
@preconcurrency @MainActor
public final class UIToolbarAppearance: UIBarAppearance {}

extension Toolbar {
    /// The look of the bar (UIToolbar.standardAppearance, iOS 13): setting it sets the background the bar
    /// draws (BarBackground) and its `barTintColor`. As UIKit copies the appearance it is given, changing
    /// the object afterwards changes nothing until it is set again.
    public var standardAppearance: UIToolbarAppearance {
        get { ToolbarAppearances.value(for: self, slot: .standard) ?? makeStandard() }
        set {
            ToolbarAppearances.set(newValue, for: self, slot: .standard)
            barTintColor = newValue.backgroundColor
            appearanceBackground = newValue.barBackground
        }
    }

    /// The look at compact height (UIToolbar.compactAppearance); nil uses the standard one.
    public var compactAppearance: UIToolbarAppearance? {
        get { ToolbarAppearances.value(for: self, slot: .compact) }
        set {
            ToolbarAppearances.set(newValue, for: self, slot: .compact)
            compactBackground = newValue?.barBackground
        }
    }

    /// The look while scrolled content ends at the bar's edge (UIToolbar.scrollEdgeAppearance, iOS 15); nil
    /// is the standard look "modified to have a transparent background" [DOC]: no background, no hairline.
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { ToolbarAppearances.value(for: self, slot: .scrollEdge) }
        set {
            ToolbarAppearances.set(newValue, for: self, slot: .scrollEdge)
            scrollEdgeBackground = newValue?.barBackground
        }
    }

    /// The scroll-edge look at compact height (UIToolbar.compactScrollEdgeAppearance, iOS 15); nil uses
    /// `scrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { ToolbarAppearances.value(for: self, slot: .compactScrollEdge) }
        set {
            ToolbarAppearances.set(newValue, for: self, slot: .compactScrollEdge)
            compactScrollEdgeBackground = newValue?.barBackground
        }
    }

    /// UIKit gives every bar a standard appearance matching its current look; it is made on first read.
    private func makeStandard() -> UIToolbarAppearance {
        let appearance = UIToolbarAppearance()
        appearance.backgroundColor = barTintColor
        ToolbarAppearances.set(appearance, for: self, slot: .standard)
        return appearance
    }
}

/// The appearances set on a toolbar, kept on the bar itself (Widgets' ExtensionStorage) so they go with it.
@MainActor
private enum ToolbarAppearances {
    enum Slot: Hashable { case standard, compact, scrollEdge, compactScrollEdge }

    /// The bar's slots in its extension storage.
    private struct Stored {
        var appearances: [Slot: UIToolbarAppearance] = [:]
    }

    static func value(for bar: Toolbar, slot: Slot) -> UIToolbarAppearance? {
        bar.extensionStorage[Stored.self]?.appearances[slot]
    }

    static func set(_ appearance: UIToolbarAppearance?, for bar: Toolbar, slot: Slot) {
        var stored = bar.extensionStorage[Stored.self] ?? Stored()
        stored.appearances[slot] = appearance
        bar.extensionStorage[Stored.self] = stored
    }
}
