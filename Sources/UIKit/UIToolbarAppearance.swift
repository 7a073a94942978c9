import Foundation
import HandheldKit

/// A toolbar's look as a value (UIToolbarAppearance, iOS 13): the background effect, colour and shadow
/// colour every bar appearance has. A toolbar takes one as `standardAppearance` (and `compactAppearance`,
/// `scrollEdgeAppearance`, iOS 15, kept and read back; Handheld's toolbar draws the standard one).
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
        set { ToolbarAppearances.set(newValue, for: self, slot: .compact) }
    }

    /// The look while scrolled content reaches the bar's edge (UIToolbar.scrollEdgeAppearance, iOS 15).
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { ToolbarAppearances.value(for: self, slot: .scrollEdge) }
        set { ToolbarAppearances.set(newValue, for: self, slot: .scrollEdge) }
    }

    /// UIKit gives every bar a standard appearance matching its current look; it is made on first read.
    private func makeStandard() -> UIToolbarAppearance {
        let appearance = UIToolbarAppearance()
        appearance.backgroundColor = barTintColor
        ToolbarAppearances.set(appearance, for: self, slot: .standard)
        return appearance
    }
}

/// The appearances set on toolbars, held beside them by weak reference (as UINavigationBarAppearance's are).
@MainActor
private enum ToolbarAppearances {
    enum Slot: Hashable { case standard, compact, scrollEdge }

    private struct Entry {
        weak var bar: Toolbar?
        var appearances: [Slot: UIToolbarAppearance]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func value(for bar: Toolbar, slot: Slot) -> UIToolbarAppearance? {
        guard let entry = entries[ObjectIdentifier(bar)], entry.bar === bar else { return nil }
        return entry.appearances[slot]
    }

    static func set(_ appearance: UIToolbarAppearance?, for bar: Toolbar, slot: Slot) {
        entries = entries.filter { $0.value.bar != nil }
        var entry = entries[ObjectIdentifier(bar)].flatMap { $0.bar === bar ? $0 : nil }
            ?? Entry(bar: bar, appearances: [:])
        entry.appearances[slot] = appearance
        entries[ObjectIdentifier(bar)] = entry
    }
}
