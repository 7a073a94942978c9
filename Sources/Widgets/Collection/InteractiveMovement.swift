import Render

/// An item being dragged to a new place (UICollectionView's interactive movement): where it was in the
/// data source when the movement began, where it shows now, and where its centre is.
///
/// While it lasts the collection view shows the data source's items with the moving one taken out of
/// `original` and put in at `current`; the data source hears of it only when the movement ends
/// (`collectionView(_:moveItemAt:to:)`), as in UIKit, so a cancelled movement leaves it untouched.
struct InteractiveMovement {
    var original: IndexPath
    var current: IndexPath
    /// The moving item's centre in content coordinates (the last `updateInteractiveMovementTargetPosition`).
    var position: Point
    /// Scrolls the collection view while the position is near its top or bottom edge
    /// (CollectionView+MovementAutoscroll), and the frame time it last scrolled at.
    var autoscroll: DisplayLink?
    var autoscrollTime: Double?

    /// Where the data source's item at `path` shows while the movement lasts.
    func displayed(_ path: IndexPath) -> IndexPath { Self.moved(path, from: original, to: current) }

    /// The data source's index path of the item shown at `path`.
    func source(_ path: IndexPath) -> IndexPath { Self.moved(path, from: current, to: original) }

    /// Where an item at `path` goes when the item at `from` is taken out and put in at `to` (`to` counted
    /// after the removal, UIKit's rule for a move's destination).
    static func moved(_ path: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
        if path == from { return to }
        var item = path.item
        if path.section == from.section && item > from.item { item -= 1 }
        if path.section == to.section && item >= to.item { item += 1 }
        return IndexPath(item: item, section: path.section)
    }
}
