import Render

/// Orthogonally scrolling sections: each one's row lives in its own horizontal scroll view
/// (CollectionOrthogonalScrollView), a subview of the collection view at the row's place in the content,
/// so it scrolls down with the page and sideways on its own, as UIKit's compositional layout does.
extension CollectionView {
    /// How far a section's row is scrolled sideways (0 for a section that does not scroll on its own).
    func orthogonalOffset(inSection section: Int) -> Double {
        orthogonalScrollers[section].map { Double($0.bounds.origin.x) } ?? 0
    }

    /// The row scroller of a section that scrolls on its own (nil otherwise): tests and scripts read its
    /// offset; a user's code cannot reach it, as UIKit's is private.
    package func orthogonalScrollView(forSection section: Int) -> ScrollView? { orthogonalScrollers[section] }

    /// Makes, moves and removes the row scrollers after the layout was prepared. A scroller keeps its
    /// offset while its section keeps scrolling sideways (UIKit keeps it across invalidations).
    func syncOrthogonalScrollers() {
        let wanted = collectionViewLayout.orthogonalGeometry
        for (section, scroller) in orthogonalScrollers.sorted(by: { $0.key < $1.key }) where wanted[section] == nil {
            for case let cell as CollectionViewCell in scroller.subviews {
                if let path = cell.indexPath, cells[path] === cell { cells[path] = nil }
                recycle(cell)
            }
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, geometry) in wanted.sorted(by: { $0.key < $1.key }) {
            if let scroller = orthogonalScrollers[section] {
                scroller.update(geometry)
            } else {
                let scroller = CollectionOrthogonalScrollView(section: section, geometry: geometry, collectionView: self)
                orthogonalScrollers[section] = scroller
                insertSubview(scroller, at: 0)
            }
        }
    }

    /// The view an element's view goes in: its section's row scroller for a cell of an orthogonal section,
    /// the collection view otherwise; and its frame there.
    func host(for attributes: CollectionViewLayoutAttributes) -> (view: View, frame: Rect) {
        guard attributes.representedElementCategory == .cell, attributes.indexPath.count == 2,
              let scroller = orthogonalScrollers[attributes.indexPath.section] else { return (self, attributes.frame) }
        let band = scroller.frame
        return (scroller, attributes.frame.offsetBy(dx: -band.minX, dy: -band.minY))
    }

    /// An element's frame as it shows in the collection view's content: an orthogonal row's cells moved by
    /// the row's offset.
    func presentedFrame(of attributes: CollectionViewLayoutAttributes) -> Rect {
        guard attributes.representedElementCategory == .cell, attributes.indexPath.count == 2 else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -orthogonalOffset(inSection: attributes.indexPath.section), dy: 0)
    }
}
