import Render
import Testing
@testable import Widgets

/// Where a popover goes for each arrow direction and for a source near each edge of an iPad's screen:
/// the area is a 768 × 1024 portrait iPad less its 20 pt status bar and the 10 pt margin.
@MainActor
@Suite("Presentation: popover placement")
struct PopoverPlacementTests {
    static let area = Rect(x: 10, y: 30, width: 748, height: 984)
    static let content = Size(width: 320, height: 200)

    static func place(_ source: Rect?, _ permitted: PopoverArrowDirection = .any, content: Size = content) -> PopoverPlacement {
        PopoverPlacement.place(contentSize: content, source: source, area: area, permitted: permitted)
    }

    @Test("a source near the top left gets the panel below it, slid inside the margin, the arrow on the source's centre")
    func up() {
        let p = Self.place(Rect(x: 100, y: 100, width: 44, height: 44))
        #expect(p.arrowDirection == .up)
        #expect(p.frame == Rect(x: 10, y: 157, width: 320, height: 200))
        #expect(Double(p.arrowPosition) == 112)
    }

    @Test("a source near the bottom edge gets the panel above it, the arrow pointing down")
    func down() {
        let p = Self.place(Rect(x: 400, y: 950, width: 44, height: 44))
        #expect(p.arrowDirection == .down)
        #expect(p.frame == Rect(x: 262, y: 737, width: 320, height: 200))
        #expect(Double(p.arrowPosition) == 160)
    }

    @Test("only .left permitted: the panel sits right of the source, centred on it, the arrow pointing left")
    func left() {
        let p = Self.place(Rect(x: 100, y: 500, width: 44, height: 44), .left)
        #expect(p.arrowDirection == .left)
        #expect(p.frame == Rect(x: 157, y: 422, width: 320, height: 200))
        #expect(Double(p.arrowPosition) == 100)
    }

    @Test("a source near the right edge with sideways arrows: no room on its right, so the panel goes left of it")
    func right() {
        let p = Self.place(Rect(x: 700, y: 500, width: 44, height: 44), [.left, .right])
        #expect(p.arrowDirection == .right)
        #expect(p.frame == Rect(x: 367, y: 422, width: 320, height: 200))
        #expect(Double(p.arrowPosition) == 100)
    }

    @Test("a source in the top left corner: the arrow stops a corner radius and half its base from the panel's corner")
    func cornerClamp() {
        let p = Self.place(Rect(x: 10, y: 30, width: 20, height: 20))
        #expect(p.arrowDirection == .up)
        #expect(Double(p.frame.minX) == 10)
        #expect(Double(p.arrowPosition) == 13 + 18)
    }

    @Test("a source near the right edge pointing up: the panel slides left to stay 10 pt from the edge, the arrow stops short of its corner")
    func rightEdgeSlide() {
        let p = Self.place(Rect(x: 730, y: 100, width: 28, height: 28))
        #expect(p.arrowDirection == .up)
        #expect(Double(p.frame.maxX) == 758)
        #expect(Double(p.arrowPosition) == 320 - 13 - 18)
    }

    @Test("content taller than the room above and below goes beside the source, cut to the screen's height")
    func tallGoesBeside() {
        let p = Self.place(Rect(x: 400, y: 500, width: 44, height: 44), content: Size(width: 320, height: 2000))
        #expect(p.arrowDirection == .right)
        #expect(p.frame == Rect(x: 67, y: 30, width: 320, height: 984))
    }

    @Test("no side has room: the permitted side with the most room wins and the panel shrinks to it")
    func shrinks() {
        let p = Self.place(Rect(x: 400, y: 300, width: 44, height: 44), [.up, .down], content: Size(width: 320, height: 900))
        #expect(p.arrowDirection == .up)
        #expect(p.frame == Rect(x: 262, y: 357, width: 320, height: 1014 - 357))
    }

    @Test("with no source the panel is centred in the area and has no arrow")
    func noSource() {
        let p = Self.place(nil)
        #expect(p.arrowDirection == .unknown)
        #expect(p.frame == Rect(x: 224, y: 422, width: 320, height: 200))
    }
}
