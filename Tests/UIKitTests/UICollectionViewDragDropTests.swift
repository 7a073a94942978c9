import Testing
import TestSupport
import UIKit

/// A grid of tiles written as UIKit code, reordered by drag and drop through its drag and drop delegates,
/// and fed by a drop from a label outside it through a placeholder.
@MainActor
struct UICollectionViewDragDropTests {
    final class TilesViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDragDelegate,
                                     UICollectionViewDropDelegate, UIDragInteractionDelegate {
        var tiles = (0..<8).map { "tile \($0)" }
        var collectionView: UICollectionView!
        let source = UILabel(frame: CGRect(x: 20, y: 560, width: 160, height: 60))
        var log: [String] = []
        var placeholderContext: UICollectionViewDropPlaceholderContext?
        var proposedDestinations: [IndexPath?] = []
        var activeDuringDrop: (drag: Bool, drop: Bool)?

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 93.75, height: 80)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 375, height: 400), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            collectionView.dataSource = self
            collectionView.dragInteractionEnabled = true
            collectionView.dragDelegate = self
            collectionView.dropDelegate = self
            view.addSubview(collectionView)
            source.text = "new tile"
            source.isUserInteractionEnabled = true
            source.addInteraction(UIDragInteraction(delegate: self))
            view.addSubview(source)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.accessibilityIdentifier = tiles[indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            log.append("itemsForBeginning \(indexPath.item)")
            session.localContext = collectionView
            let item = UIDragItem(itemProvider: NSItemProvider(object: tiles[indexPath.item] as NSString))
            item.localObject = tiles[indexPath.item]
            return [item]
        }
        func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { log.append("dragSessionDidEnd") }

        func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
            session.canLoadObjects(ofClass: String.self)
        }
        func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                            withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
            proposedDestinations.append(destinationIndexPath)
            let isReorder = (session.localDragSession?.localContext as? UICollectionView) === collectionView
            return UICollectionViewDropProposal(operation: isReorder ? .move : .copy, intent: .insertAtDestinationIndexPath)
        }
        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
            activeDuringDrop = (collectionView.hasActiveDrag, collectionView.hasActiveDrop)
            let destination = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
            for item in coordinator.items {
                if let sourceIndexPath = item.sourceIndexPath, let tile = item.dragItem.localObject as? String {
                    log.append("reorder \(sourceIndexPath.item) → \(destination.item)")
                    collectionView.performBatchUpdates({
                        self.tiles.remove(at: sourceIndexPath.item)
                        self.tiles.insert(tile, at: destination.item)
                        collectionView.deleteItems(at: [sourceIndexPath])
                        collectionView.insertItems(at: [destination])
                    })
                    coordinator.drop(item.dragItem, toItemAt: destination)
                } else {
                    log.append("placeholder at \(destination.item)")
                    placeholderContext = coordinator.drop(item.dragItem, to: UICollectionViewDropPlaceholder(insertionIndexPath: destination,
                                                                                                         reuseIdentifier: "tile"))
                }
            }
        }
        func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { log.append("dropSessionDidEnd") }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: source.text! as NSString))]
        }
    }

    func centre(_ view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("dragging tile 0 onto tile 6 opens the gap there, then the drop reorders the data source and the cells")
    func reorder() throws {
        let controller = TilesViewController()
        let host = UIKitHost(controller)
        let cv = controller.collectionView!
        let cell0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let slot = { (item: Int) in cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame }
        #expect(slot(6) == CGRect(x: 187.5, y: 80, width: 93.75, height: 80))
        let start = centre(cell0)
        let target = cv.convert(CGPoint(x: slot(6).midX, y: slot(6).midY), to: nil)
        host.press(start, hold: 0.55)
        #expect(cv.hasActiveDrag)
        host.move(from: start, to: target, steps: 10)
        host.window.step(host.clock, frames: 20)
        #expect(cv.hasActiveDrop)
        #expect(controller.proposedDestinations.last == IndexPath(item: 6, section: 0))
        // The gap: tiles 1…6 moved back one slot, tile 0's cell waits in slot 6, tile 7 stays.
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == slot(0))
        #expect(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.frame == slot(5))
        #expect(cell0.frame == slot(6))
        #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0))?.frame == slot(7))
        #expect(controller.tiles == (0..<8).map { "tile \($0)" }, "the data source hears of nothing before the drop")
        host.release(at: target, frames: 40)
        #expect(controller.log == ["itemsForBeginning 0", "reorder 0 → 6", "dragSessionDidEnd", "dropSessionDidEnd"])
        #expect(controller.activeDuringDrop! == (true, true))
        #expect(controller.tiles == ["tile 1", "tile 2", "tile 3", "tile 4", "tile 5", "tile 6", "tile 0", "tile 7"])
        for item in 0..<8 {
            let cell = try #require(cv.cellForItem(at: IndexPath(item: item, section: 0)))
            #expect(cell.accessibilityIdentifier == controller.tiles[item])
            #expect(cell.frame == slot(item))
        }
        #expect(!cv.hasActiveDrag && !cv.hasActiveDrop)
        #expect(host.window.rootView.subviews.allSatisfy { $0.accessibilityIdentifier != "drag-preview" })
    }

    @Test("a drop from outside goes through a placeholder: nothing changes until commitInsertion, which inserts the tile")
    func placeholderDrop() throws {
        let controller = TilesViewController()
        let host = UIKitHost(controller)
        let cv = controller.collectionView!
        let slot2 = cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        let start = centre(controller.source)
        let target = cv.convert(CGPoint(x: slot2.midX, y: slot2.midY), to: nil)
        host.press(start, hold: 0.55)
        host.move(from: start, to: target, steps: 10)
        host.window.step(host.clock, frames: 20)
        // Tiles 2 and after moved aside by one slot to make room.
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame)
        host.release(at: target, frames: 40)
        #expect(controller.log == ["placeholder at 2", "dropSessionDidEnd"])
        #expect(controller.tiles.count == 8)
        let context = try #require(controller.placeholderContext)
        var loaded: [String] = []
        _ = context.dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in loaded = text.map { [$0] } ?? [] }
        #expect(loaded == ["new tile"])
        #expect(context.commitInsertion { indexPath in controller.tiles.insert(loaded[0], at: indexPath.item) })
        #expect(!context.deletePlaceholder(), "a placeholder is settled once")
        host.window.step(host.clock, frames: 30)
        #expect(controller.tiles[2] == "new tile")
        #expect(cv.numberOfItems(inSection: 0) == 9)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityIdentifier == "new tile")
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == slot2)
    }

    @Test("a cancelled reorder leaves the data source and the cells where they were")
    func cancelledReorder() throws {
        let controller = TilesViewController()
        let host = UIKitHost(controller)
        let cv = controller.collectionView!
        let cell0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let start = centre(cell0)
        host.press(start, hold: 0.55)
        host.move(from: start, to: CGPoint(x: 200, y: 250), steps: 6)
        host.move(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 300, y: 640), steps: 6)
        host.release(at: CGPoint(x: 300, y: 640), frames: 40)
        #expect(controller.log == ["itemsForBeginning 0", "dragSessionDidEnd", "dropSessionDidEnd"])
        #expect(controller.tiles == (0..<8).map { "tile \($0)" })
        for item in 0..<8 {
            #expect(cv.cellForItem(at: IndexPath(item: item, section: 0))?.frame == cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame)
        }
    }
}
