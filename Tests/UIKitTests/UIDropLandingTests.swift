import Testing
import TestSupport
import UIKit
import Widgets

/// Where a dropped item's preview flies: to the place the drop delegate named through its coordinator's
/// `drop(_:toRowAt:)` or `drop(_:toItemAt:)`, not where the finger let go (the table's and the collection
/// view's coordinators share that record, DropLandings). Checked on the frame the finger lifts: the preview's
/// model centre is already the landing point, and it has not faded (a preview with no landing fades out).
@MainActor
struct UIDropLandingTests {
    /// Lifts `cell`, drags it to `letGo` (window coordinates) and lets go there; returns the drag preview's
    /// centre in window coordinates and its alpha on the frame the finger lifts.
    private func drop(_ cell: UIView, at letGo: CGPoint, in host: UIKitHost) throws -> (center: CGPoint, alpha: CGFloat) {
        let start = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        host.press(start, hold: 0.55)
        host.move(from: start, to: letGo, steps: 10)
        host.window.step(host.clock, frames: 20)
        host.release(at: letGo, frames: 0)
        let preview = try #require(host.window.rootView.subviews.first { $0.accessibilityIdentifier == "drag-preview" })
        return (preview.superview!.convert(preview.center, to: nil), preview.alpha)
    }

    /// Whether the preview is gone once the drop animation has run.
    private func previewGone(after host: UIKitHost) -> Bool {
        host.window.step(host.clock, frames: 40)
        return host.window.rootView.subviews.allSatisfy { $0.accessibilityIdentifier != "drag-preview" }
    }

    @Test("a row let go at the table's right side flies to the middle of the row the delegate dropped it at")
    func tableRowLandsOnItsRow() throws {
        let controller = UITableViewDragDropTests.ListViewController()
        let host = UIKitHost(controller)
        let table = controller.tableView!
        let row0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let rect = table.rectForRow(at: IndexPath(row: 5, section: 0))
        let letGo = table.convert(CGPoint(x: rect.maxX - 40, y: rect.midY), to: nil)
        let landed = try drop(row0, at: letGo, in: host)
        #expect(controller.rows[5] == "row 0")
        let middle = table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
        #expect(abs(landed.center.x - middle.x) < 0.5 && abs(landed.center.y - middle.y) < 0.5)
        #expect(landed.center.x < letGo.x - 30, "the preview leaves the point let go")
        #expect(landed.alpha == 1)
        #expect(previewGone(after: host))
    }

    @Test("a tile let go off its slot's centre flies to the centre of the item the delegate dropped it at")
    func collectionTileLandsOnItsItem() throws {
        let controller = UICollectionViewDragDropTests.TilesViewController()
        let host = UIKitHost(controller)
        let cv = controller.collectionView!
        let cell0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let slot = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))).frame
        let letGo = cv.convert(CGPoint(x: slot.midX + 30, y: slot.midY + 25), to: nil)
        let landed = try drop(cell0, at: letGo, in: host)
        #expect(controller.tiles[6] == "tile 0")
        let centre = cv.convert(CGPoint(x: slot.midX, y: slot.midY), to: nil)
        #expect(abs(landed.center.x - centre.x) < 0.5 && abs(landed.center.y - centre.y) < 0.5)
        #expect(landed.alpha == 1)
        #expect(previewGone(after: host))
    }
}
