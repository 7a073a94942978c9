import Foundation
import Testing
import UIKit

/// `import Foundation` beside `import UIKit`: one CGRect, one IndexPath, Foundation's own rules.
@MainActor
struct FoundationGeometryTests {
    @Test("a view's frame is Foundation's CGRect, and CGFloat reads as Double both ways")
    func frameIsFoundationRect() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let frame: Foundation.CGRect = view.frame
        let width: Double = frame.width
        let half: CGFloat = width / 2
        #expect(frame == CGRect(origin: CGPoint(x: 10, y: 20), size: CGSize(width: 100, height: 50)))
        #expect(half == 50)
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    @Test("CGRect keeps Core Graphics' rules: disjoint rects intersect in .null, an inset past the middle is .null")
    func coreGraphicsRules() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10), b = CGRect(x: 20, y: 20, width: 5, height: 5)
        #expect(a.intersection(b).isNull)
        #expect(a.insetBy(dx: 6, dy: 6).isNull)
        #expect(CGRect(x: 10, y: 0, width: -10, height: 5).standardized == CGRect(x: 0, y: 0, width: 10, height: 5))
        // Handheld's own clip arithmetic stays finite under its own name.
        #expect(a.overlap(with: b) == CGRect(x: 20, y: 20, width: 0, height: 0))
    }

    @Test("a table's index path is Foundation's, with UIKit's row and section")
    func indexPathIsFoundations() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path == IndexPath(indexes: [1, 3]))
        #expect(path.row == 3 && path.section == 1)
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
    }
}
