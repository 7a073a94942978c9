import Foundation
import HandheldKit

/// A tab bar's look as a value (UITabBarAppearance, iOS 13): its background and its items' colours per
/// layout and state. A bar takes one as `standardAppearance` (and, iOS 15, `scrollEdgeAppearance`).
///
/// What Handheld draws from it: the background effect, colour and shadow colour (BarBackground; the colour
/// is also the bar's `barTintColor`; the scroll-edge appearance's at the scroll edge) and the stacked
/// layout's item colours (`stackedLayoutAppearance.normal` and `.selected`: `iconColor`, and the title's
/// `.foregroundColor`), which iPhones use. The inline layouts (iPad) are kept for code that reads them back
/// but not drawn yet.
@preconcurrency @MainActor
public final class UITabBarAppearance: UIBarAppearance {
    /// The items' look in the stacked layout (image over title: iPhones) [DOC: stackedLayoutAppearance].
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look side by side (regular width) and side by side at compact height.
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()

    /// The stacked layout's colours as the bar applies them.
    var itemColors: TabBarItemColors {
        let item = stackedLayoutAppearance
        return TabBarItemColors(normalIcon: item.normal.iconColor, normalTitle: item.normal.titleColor,
                                selectedIcon: item.selected.iconColor, selectedTitle: item.selected.titleColor)
    }
}

/// The look of a tab bar's items in one layout (UITabBarItemAppearance): one state appearance per state.
@preconcurrency @MainActor
public final class UITabBarItemAppearance {
    /// UITabBarItemAppearance.Style: which layout it is made for (the default values are the same here).
    public enum Style: Sendable { case stacked, inline, compactInline }

    public var normal = UITabBarItemStateAppearance()
    public var selected = UITabBarItemStateAppearance()
    public var disabled = UITabBarItemStateAppearance()
    public var focused = UITabBarItemStateAppearance()

    public init(style: Style = .stacked) {}

    /// Back to the system's colours for `style`: nil everywhere, so the bar's tints apply.
    public func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }
}

/// One state of a tab bar item (UITabBarItemStateAppearance): its image's colour, its title's attributes
/// and its badge's colours.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    /// The image's colour; nil is the bar's rule (the tint when selected, else `unselectedItemTintColor`).
    public var iconColor: UIColor?
    /// The title's attributes; its `.foregroundColor` colours the title (nil: the image's colour).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Kept for code that reads them back; the badge is drawn system red with white text.
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero

    public init() {}

    var titleColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor }
}

extension TabBar {
    /// The look of the bar (UITabBar.standardAppearance, iOS 13): setting it sets the bar's background
    /// (`barTintColor`) and its items' colours. As UIKit copies the appearance it is given, changing the
    /// object afterwards changes nothing until it is set again.
    public var standardAppearance: UITabBarAppearance {
        get { TabBarAppearances.value(for: self, slot: .standard) ?? makeStandard() }
        set {
            TabBarAppearances.set(newValue, for: self, slot: .standard)
            barTintColor = newValue.backgroundColor
            appearanceBackground = newValue.barBackground
            itemColors = newValue.itemColors
        }
    }

    /// The look while the selected page's content ends at the bar's edge (UITabBar.scrollEdgeAppearance,
    /// iOS 15); nil is the standard look "modified to have a transparent background" [DOC], no background
    /// and no hairline (ScrollEdge, TabBarController+ScrollEdge). Its background is drawn; its item colours
    /// are kept but the bar's items keep the standard appearance's.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { TabBarAppearances.value(for: self, slot: .scrollEdge) }
        set {
            TabBarAppearances.set(newValue, for: self, slot: .scrollEdge)
            scrollEdgeBackground = newValue?.barBackground
        }
    }

    /// UIKit gives every bar a standard appearance matching its current look; it is made on first read.
    private func makeStandard() -> UITabBarAppearance {
        let appearance = UITabBarAppearance()
        appearance.backgroundColor = barTintColor
        TabBarAppearances.set(appearance, for: self, slot: .standard)
        return appearance
    }
}

/// The appearances set on a tab bar, kept on the bar itself (Widgets' ExtensionStorage) so they go with it.
@MainActor
private enum TabBarAppearances {
    enum Slot: Hashable { case standard, scrollEdge }

    /// The bar's slots in its extension storage.
    private struct Stored {
        var appearances: [Slot: UITabBarAppearance] = [:]
    }

    static func value(for bar: TabBar, slot: Slot) -> UITabBarAppearance? {
        bar.extensionStorage[Stored.self]?.appearances[slot]
    }

    static func set(_ appearance: UITabBarAppearance?, for bar: TabBar, slot: Slot) {
        var stored = bar.extensionStorage[Stored.self] ?? Stored()
        stored.appearances[slot] = appearance
        bar.extensionStorage[Stored.self] = stored
    }
}
