import Testing
import UIKit

/// UIKit code that passes classes as values (`AnyClass`) and paths as CGPath.
@MainActor
struct UIKitClassValueTests {
    final class NoteCell: UITableViewCell {}
    final class TileCell: UICollectionViewCell {}

    /// The helper UIKit code writes to register a cell by its class name.
    func registerByName(_ table: UITableView, _ cellClass: AnyClass) -> String {
        let identifier = "k\(String(describing: cellClass))"
        table.register(cellClass, forCellReuseIdentifier: identifier)
        return identifier
    }

    @Test("a cell class registered as an AnyClass value is what the table dequeues, with its identifier")
    func tableRegistersClassValue() {
        let table = UITableView()
        let identifier = registerByName(table, NoteCell.self)
        let cell = table.dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
        #expect(cell is NoteCell)
        #expect(cell.reuseIdentifier == "kNoteCell")
    }

    @Test("a collection cell class registered as an AnyClass value is what the collection view dequeues")
    func collectionRegistersClassValue() {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        let cellClass: AnyClass = TileCell.self
        collection.register(cellClass, forCellWithReuseIdentifier: "tile")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0))
        #expect(cell is TileCell)
    }

    @Test("cgPath of a rectangle is its four corners, closed; of two subpaths, two subpaths")
    func bezierPathAsCGPath() {
        let rect = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40)).cgPath
        #expect(rect.polylines.map(\.isClosed) == [true])
        #expect(rect.polylines.first?.points == [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        let two = UIBezierPath()
        two.move(to: CGPoint(x: 0, y: 0))
        two.addLine(to: CGPoint(x: 10, y: 0))
        two.move(to: CGPoint(x: 0, y: 5))
        two.addLine(to: CGPoint(x: 10, y: 5))
        let shape = CAShapeLayer()
        shape.path = two.cgPath
        #expect(shape.path?.polylines.map(\.points.count) == [2, 2])
        #expect(shape.path?.polylines.map(\.isClosed) == [false, false])
    }
}
