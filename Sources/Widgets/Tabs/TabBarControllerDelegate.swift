/// What a tab bar controller asks and tells about tab taps (UITabBarControllerDelegate).
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

extension ViewController {
    /// The nearest ancestor that is a tab bar controller (UIViewController.tabBarController).
    public var tabBarController: TabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? TabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
