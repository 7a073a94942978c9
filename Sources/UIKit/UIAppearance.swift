import Foundation
import HandheldKit

/// A class's appearance proxy (UIAppearance): `UINavigationBar.appearance().barTintColor = .darkGray` styles
/// every navigation bar of the app that enters a window afterwards, as in UIKit, which applies a proxy's
/// values to an instance when it moves into a window.
///
/// A property set on the proxy is recorded with the value a new instance has; an instance entering a window
/// takes the proxy's value only where its own still equals that default, so a value the app set on the
/// instance itself wins, as UIKit's documentation says ("a value set directly on the instance takes
/// precedence"). Properties whose values cannot be compared (`titleTextAttributes`) are applied whenever the
/// instance enters a window. Values apply to subclasses too, and in the order they were set.
/// `appearance(whenContainedInInstancesOf:)` is not offered yet.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class UIAppearanceProxy<Target: View> {
    /// Holds what was set, so that reading the proxy back gives it.
    private let prototype: Target
    /// A fresh instance: the defaults an instance's own values are compared with.
    private let pristine: Target
    private let store: UIAppearanceStore

    init(make: () -> Target, store: UIAppearanceStore) {
        prototype = make()
        pristine = make()
        self.store = store
    }

    public subscript<Value: Equatable>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get { prototype[keyPath: keyPath] }
        set {
            prototype[keyPath: keyPath] = newValue
            let standard = pristine[keyPath: keyPath]
            store.record(keyPath) { view in
                guard let view = view as? Target, view[keyPath: keyPath] == standard else { return }
                view[keyPath: keyPath] = newValue
            }
        }
    }

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get { prototype[keyPath: keyPath] }
        set {
            prototype[keyPath: keyPath] = newValue
            store.record(keyPath) { view in (view as? Target).map { $0[keyPath: keyPath] = newValue } }
        }
    }
}

/// An app's appearance settings, in the order set; setting a property again replaces its earlier value
/// and moves it last.
@MainActor
final class UIAppearanceStore {
    private var settings: [(key: AnyKeyPath, apply: (View) -> Void)] = []
    /// One proxy per class, so reading a property back through `appearance()` gives what was set.
    var proxies: [ObjectIdentifier: AnyObject] = [:]

    func record(_ key: AnyKeyPath, apply: @escaping (View) -> Void) {
        settings.removeAll { $0.key == key }
        settings.append((key, apply))
    }

    func apply(to view: View) {
        for setting in settings { setting.apply(view) }
    }
}

extension UIApplication: AppearanceSource {
    public func applyAppearance(to view: View) {
        appearanceStore.apply(to: view)
    }

    /// The proxy of `type` in this app, made on first use.
    func appearanceProxy<Target: View>(_ type: Target.Type, make: () -> Target) -> UIAppearanceProxy<Target> {
        if let proxy = appearanceStore.proxies[ObjectIdentifier(type)] as? UIAppearanceProxy<Target> { return proxy }
        let proxy = UIAppearanceProxy(make: make, store: appearanceStore)
        appearanceStore.proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }
}

extension NavigationBar {
    /// The appearance proxy of navigation bars in the running app (UIAppearance.appearance()).
    public static func appearance() -> UIAppearanceProxy<NavigationBar> {
        UIApplication.shared.appearanceProxy(NavigationBar.self) { NavigationBar() }
    }
}

extension Toolbar {
    /// The appearance proxy of toolbars in the running app (UIAppearance.appearance()).
    public static func appearance() -> UIAppearanceProxy<Toolbar> {
        UIApplication.shared.appearanceProxy(Toolbar.self) { Toolbar() }
    }
}

extension TabBar {
    /// The appearance proxy of tab bars in the running app (UIAppearance.appearance()).
    public static func appearance() -> UIAppearanceProxy<TabBar> {
        UIApplication.shared.appearanceProxy(TabBar.self) { TabBar() }
    }
}
