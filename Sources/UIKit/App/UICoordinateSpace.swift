import HandheldKit

/// A rectangle of points something is laid out in (UICoordinateSpace). The classic scene delegate sizes its
/// window from it: `UIWindow(frame: windowScene.coordinateSpace.bounds)`. Only `bounds` is offered: the
/// `convert` methods UIKit declares beside it are not yet.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
}

extension UIScreen: UICoordinateSpace {
    /// The screen's own coordinate space (UIScreen.coordinateSpace): its bounds, in points. A Handheld
    /// screen does not rotate, so this is also its `fixedCoordinateSpace`.
    public var coordinateSpace: UICoordinateSpace { self }
    /// UIScreen.fixedCoordinateSpace: portrait-up bounds, the same as `coordinateSpace` here.
    public var fixedCoordinateSpace: UICoordinateSpace { self }
}

extension UIWindowScene {
    /// The scene's coordinate space (UIWindowScene.coordinateSpace). Apple documents it as the scene's
    /// coordinate space; a Handheld scene fills its screen, so its bounds are the screen's.
    public var coordinateSpace: UICoordinateSpace { screen }
}
