import Foundation
import Render

/// UIDragItem: what one dragged thing carries — its item provider (the data a drop reads), and for drags
/// inside the app a `localObject` the drop can take as it is (UIKit's shortcut that skips loading).
@preconcurrency @MainActor
public final class DragItem {
    public let itemProvider: ItemProvider
    /// UIDragItem.localObject: any value; only this app sees it (as on iOS, where other apps get nil).
    public var localObject: Any?
    /// UIDragItem.previewProvider: the preview while dragging; nil keeps the lifted view's.
    public var previewProvider: (() -> DragPreview?)?

    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// UIDragPreview: a view shown under the finger while an item is dragged.
@preconcurrency @MainActor
public final class DragPreview {
    public let view: View
    public init(view: View) { self.view = view }
}

/// UITargetedDragPreview: a view to lift, with where it starts (UIDragPreviewTarget: a container and a
/// centre in it). `init(view:)` targets the view where it is, which is what UIKit does when the delegate
/// gives no preview for lifting.
@preconcurrency @MainActor
public final class TargetedDragPreview {
    public let view: View
    public let target: DragPreviewTarget

    public init(view: View) {
        self.view = view
        target = DragPreviewTarget(container: view.superview ?? view, center: view.center)
    }

    public init(view: View, parameters: DragPreviewParameters = DragPreviewParameters(), target: DragPreviewTarget) {
        self.view = view
        self.target = target
    }

    /// UITargetedDragPreview.retargetedPreview(with:).
    public func retargetedPreview(with newTarget: DragPreviewTarget) -> TargetedDragPreview {
        TargetedDragPreview(view: view, target: newTarget)
    }
}

/// UIDragPreviewTarget: a container view and a centre in its coordinates.
@preconcurrency @MainActor
public final class DragPreviewTarget {
    public let container: View
    public let center: Point
    public init(container: View, center: Point) {
        self.container = container
        self.center = center
    }
}

/// UIDragPreviewParameters: kept for UIKit code (a visible path, a background colour); the preview here is
/// the view drawn as it is, so the values are stored and not drawn.
@preconcurrency @MainActor
public final class DragPreviewParameters {
    public var backgroundColor: Color?
    public init() {}
}
