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
///
/// Bar items (UIBarButtonItem, UITabBarItem) are not views but have proxies too, as in UIKit: they are
/// styled when the view showing them enters a window (the views' `appearanceItems`). Proxy methods such as
/// `setTitleTextAttributes(_:for:)` record a setting under their own key (`record(_:apply:)`).
@preconcurrency @MainActor
@dynamicMemberLookup
public final class UIAppearanceProxy<Target: AnyObject> {
    /// Holds what was set, so that reading the proxy back gives it.
    private let prototype: Target
    /// A fresh instance: the defaults an instance's own values are compared with.
    private let pristine: Target
    let store: UIAppearanceStore

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
            store.record(keyPath) { object in
                guard let object = object as? Target, object[keyPath: keyPath] == standard else { return }
                object[keyPath: keyPath] = newValue
            }
        }
    }

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get { prototype[keyPath: keyPath] }
        set {
            prototype[keyPath: keyPath] = newValue
            store.record(keyPath) { object in (object as? Target).map { $0[keyPath: keyPath] = newValue } }
        }
    }

    /// Records a proxy method's setting under `key` (setting it again replaces it): `apply` styles each
    /// instance entering a window, and the prototype now, so reading back through the proxy gives it.
    func record(_ key: AnyHashable, apply: @escaping (Target) -> Void) {
        apply(prototype)
        store.record(key) { object in (object as? Target).map(apply) }
    }

    /// The prototype holding what was set, for proxy methods that read a setting back.
    var recorded: Target { prototype }
}

/// An app's appearance settings, in the order set; setting a property again replaces its earlier value
/// and moves it last.
@MainActor
final class UIAppearanceStore {
    private var settings: [(key: AnyHashable, apply: (AnyObject) -> Void)] = []
    /// One proxy per class, so reading a property back through `appearance()` gives what was set.
    var proxies: [ObjectIdentifier: AnyObject] = [:]

    func record(_ key: AnyHashable, apply: @escaping (AnyObject) -> Void) {
        settings.removeAll { $0.key == key }
        settings.append((key, apply))
    }

    func apply(to object: AnyObject) {
        for setting in settings { setting.apply(object) }
    }
}

extension UIApplication: AppearanceSource {
    public func applyAppearance(to view: View) {
        appearanceStore.apply(to: view)
        for item in view.appearanceItems { appearanceStore.apply(to: item) }
    }

    /// The proxy of `type` in this app, made on first use.
    func appearanceProxy<Target: AnyObject>(_ type: Target.Type, make: () -> Target) -> UIAppearanceProxy<Target> {
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
