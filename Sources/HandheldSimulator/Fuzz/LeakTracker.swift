import Widgets

/// Weak references to controllers and views taken while they are in the tree, so that once the tree has
/// changed (a scene switch, a pop, a collapse, cells scrolled away) and settled, anything that left it can
/// be required to have been deallocated. What is still in the window's tree is not a leak, and
/// neither is what the tree still owns off screen: a cell in the reuse pool of a table that is in it (reuse
/// is the point of the pool), or the view of a controller that is (a page beneath a navigation stack's top).
@MainActor
struct LeakTracker {
    private var controllers: [WeakBox<ViewController>] = []
    private var views: [WeakBox<View>] = []

    /// How many objects are tracked.
    var count: Int { controllers.count + views.count }

    /// Tracks everything in `window`'s tree: the root controller with its descendants, and every view.
    mutating func trackTree(of window: Window) {
        if let root = window.rootViewController { track(root) }
        track(window.rootView)
    }

    /// Tracks `controller`, its descendants and their loaded views' subtrees.
    mutating func track(_ controller: ViewController) {
        controllers.append(WeakBox(controller))
        if controller.isViewLoaded { track(controller.view) }
        for child in controller.children { track(child) }
    }

    /// Tracks `view` and every view below it.
    mutating func track(_ view: View) {
        views.append(WeakBox(view))
        for child in view.subviews { track(child) }
    }

    /// The first tracked object still alive although it is no longer in `window`'s tree, as a one-line
    /// description; nil when every one of them was deallocated.
    func firstLeak(in window: Window) -> String? {
        var inTree = Set<ObjectIdentifier>()
        var pending = window.rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            inTree.insert(ObjectIdentifier(controller))
            pending += controller.children
        }
        for view in FuzzInvariants.descendants(of: window.rootView) { inTree.insert(ObjectIdentifier(view)) }
        for box in controllers {
            guard let controller = box.value, !inTree.contains(ObjectIdentifier(controller)) else { continue }
            return "\(FuzzInvariants.describe(controller)) is still alive after it left the tree"
        }
        for box in views {
            guard let view = box.value, !inTree.contains(ObjectIdentifier(view)), !isKept(view, inTree) else { continue }
            return "a \(FuzzInvariants.describe(view)) is still alive after it left the tree"
        }
        return nil
    }

    /// Whether something in the tree still owns `view` although it is off screen: a table keeping the cell
    /// it belongs to for reuse, or a controller in the tree whose view it is part of (a page beneath the
    /// top of a navigation stack).
    private func isKept(_ view: View, _ inTree: Set<ObjectIdentifier>) -> Bool {
        var top = view
        while let parent = top.superview { top = parent }
        if let cell = top as? TableViewCell, let table = cell.tableView, inTree.contains(ObjectIdentifier(table)) { return true }
        if let owner = top.owningController, inTree.contains(ObjectIdentifier(owner)) { return true }
        return false
    }
}

/// A weak reference for leak checks.
final class WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
