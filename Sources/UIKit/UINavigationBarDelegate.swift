import HandheldKit

/// UIBarPosition: where a bar sits, with UIKit's raw values.
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom, top, topAttached
}

/// UIBarPositioning: a bar that has a position.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// UIBarPositioningDelegate: asked where a bar sits.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// UIKit's default when the delegate does not answer: `.any`.
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// UINavigationBarDelegate: a navigation bar's delegate, so a controller can declare the conformance and
/// implement `position(for:)` or `navigationBar(_:shouldPop:)` as UIKit code does. Handheld's navigation bar
/// belongs to its navigation controller, which pushes and pops on its own, and has no `delegate` to set: these
/// methods compile and can be called, but no bar calls them (a standalone bar is not offered yet).
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
