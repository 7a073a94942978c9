import Foundation
import HandheldKit

/// UIBarItem's title text attributes (setTitleTextAttributes(_:for:), titleTextAttributes(for:)) on its two
/// subclasses, and their appearance proxies (`UITabBarItem.appearance()`, `UIBarButtonItem.appearance()`),
/// built on the one UIAppearance mechanism (UIAppearance.swift): an item is styled when the view showing it
/// enters a window, and attributes the app set on the item itself win over the proxy's.
///
/// What is drawn: `.font` and `.foregroundColor`. A tab item takes them for `.normal` and `.selected` (a
/// selected tab without its own uses `.normal`'s colour only if set, else the bar's rule); a bar button item
/// takes the `.normal` ones (its disabled look stays the system grey).
extension TabBarItem {
    /// The appearance proxy of tab bar items in the running app (UIAppearance.appearance()).
    public static func appearance() -> UIAppearanceProxy<TabBarItem> {
        UIApplication.shared.appearanceProxy(TabBarItem.self) { TabBarItem(title: nil) }
    }

    /// UIBarItem.setTitleTextAttributes(_:for:): the title's font and colour for `state`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let color = attributes?[.foregroundColor] as? UIColor
        if state == .selected { selectedTitleColor = color } else if state == .normal {
            normalTitleColor = color
            titleFont = attributes?[.font] as? UIFont
        }
    }

    /// UIBarItem.titleTextAttributes(for:): what was set for `state` (nil when nothing was).
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let color = state == .selected ? selectedTitleColor : normalTitleColor { attributes[.foregroundColor] = color }
        if state == .normal, let titleFont { attributes[.font] = titleFont }
        return attributes.isEmpty ? nil : attributes
    }
}

extension BarButtonItem {
    /// The appearance proxy of bar button items in the running app (UIAppearance.appearance()).
    public static func appearance() -> UIAppearanceProxy<BarButtonItem> {
        UIApplication.shared.appearanceProxy(BarButtonItem.self) { BarButtonItem(title: "") }
    }

    /// UIBarItem.setTitleTextAttributes(_:for:): the `.normal` font and colour are drawn.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        guard state == .normal else { return }
        titleColor = attributes?[.foregroundColor] as? UIColor
        titleFont = attributes?[.font] as? UIFont
    }

    /// UIBarItem.titleTextAttributes(for:).
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        guard state == .normal else { return nil }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let titleColor { attributes[.foregroundColor] = titleColor }
        if let titleFont { attributes[.font] = titleFont }
        return attributes.isEmpty ? nil : attributes
    }
}

/// The key a proxy method's setting is recorded under: the class, the method and the state.
private struct TitleAttributesKey: Hashable {
    let type: ObjectIdentifier
    let state: UInt
}

/// The two bar items that take title text attributes (UIKit's UIBarItem subclasses), so their proxies
/// share one rule.
@MainActor
protocol TitleTextAttributedItem: AnyObject {
    func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State)
    func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]?
}

extension TabBarItem: TitleTextAttributedItem {}
extension BarButtonItem: TitleTextAttributedItem {}

extension UIAppearanceProxy where Target: TitleTextAttributedItem {
    /// Records `attributes` for `state`: every item of the class shown afterwards takes them, unless the item
    /// has its own for that state.
    fileprivate func recordTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let key = TitleAttributesKey(type: ObjectIdentifier(Target.self), state: UInt(state.rawValue))
        record(key) { item in
            guard item.titleTextAttributes(for: state) == nil else { return }
            item.setTitleTextAttributes(attributes, for: state)
        }
    }
}

extension UIAppearanceProxy where Target == TabBarItem {
    /// `UITabBarItem.appearance().setTitleTextAttributes(_:for:)`: every tab item shown afterwards takes them
    /// for `state`, unless the item has its own.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        recordTitleTextAttributes(attributes, for: state)
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded.titleTextAttributes(for: state)
    }
}

extension UIAppearanceProxy where Target == BarButtonItem {
    /// `UIBarButtonItem.appearance().setTitleTextAttributes(_:for:)`: every bar button item shown afterwards
    /// takes them, unless the item has its own.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        recordTitleTextAttributes(attributes, for: state)
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded.titleTextAttributes(for: state)
    }
}
