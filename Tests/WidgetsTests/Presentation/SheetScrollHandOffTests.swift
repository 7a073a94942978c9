import Render
import Testing
import TestSupport
@testable import Widgets

/// A drag that starts on a scroll view inside a sheet: the sheet or the content, by the hand-off rule
/// (PresentationController+ScrollHandOff). UIKit: with `prefersScrollingExpandsWhenScrolledToEdge` true (the
/// default), "if the sheet can expand to a larger detent than selectedDetentIdentifier, scrolling up in the
/// sheet increases its detent instead of scrolling the sheet's content. After the sheet reaches its largest
/// detent, scrolling begins"; false, the content scrolls [DOC: UISheetPresentationController.
/// prefersScrollingExpandsWhenScrolledToEdge]. Down from the content's top edge the sheet moves down [EST:
/// iOS sheets pulled down from a list at its top]. The iPhone 8 fixture of SheetDetentTests: medium card
/// 318.5 pt at y 348.5, large 637 pt at y 30; the scroll view fills the card below a 44 pt header.
@MainActor
@Suite("Sheet scroll hand-off")
struct SheetScrollHandOffTests {
    /// A sheet at `detent` whose content is a 2000 pt list below a 44 pt header (where the card's own drag
    /// starts, as a grabber area does).
    static func fixture(detent: SheetPresentationController.Detent.Identifier = .medium,
                        expands: Bool = true) throws -> (PresentationFixture, SheetPresentationController, ScrollView) {
        let f = SheetDetentTests.fixture()
        let s = try SheetDetentTests.sheet(f)
        s.prefersScrollingExpandsWhenScrolledToEdge = expands
        let scroll = ScrollView()
        scroll.contentSize = Size(width: 375, height: 2000)
        f.sheet.view.addSubview(scroll)
        f.sheet.view.setLayoutHandler { v in scroll.frame = Rect(x: 0, y: 44, width: v.bounds.width, height: v.bounds.height - 44) }
        s.selectedDetentIdentifier = detent
        f.frames(2)
        return (f, s, scroll)
    }

    /// Logs the scroll view's pan and the sheet's drag (changed left out).
    static func logGestures(_ f: PresentationFixture, _ s: SheetPresentationController, _ scroll: ScrollView) {
        for (r, name) in [(scroll.panGestureRecognizer as GestureRecognizer, "scroll"), (s.dismissGestureRecognizer, "sheet")] {
            r.onStateChange = { [log = f.log] _, state in if state != .changed { log.add("\(name) \(state.rawValue)") } }
        }
    }

    @Test("at medium, up on the content at its top: the card follows the finger, the content stays; let go, large")
    func expandsFromMedium() throws {
        let (f, s, scroll) = try Self.fixture()
        Self.logGestures(f, s, scroll)
        f.press(187, 500)
        f.drag(from: 500, to: 330, frames: 20)
        // 170 pt up, counted from the press as the grabber drag counts it.
        #expect(abs(f.sheet.view.presentationFrameInWindow.minY - (348.5 - 170)) < 1e-6)
        #expect(scroll.contentOffset == .zero && !scroll.isDragging)
        f.frames(10)
        f.release(187, 330)
        f.settle()
        #expect(s.currentDetentIdentifier == .large)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(scroll.contentOffset == .zero)
        #expect(f.log.entries == ["sheet began", "scroll failed", "sheet ended", "delegate detent large"])
    }

    @Test("at large, up on the content: it scrolls and the card stays")
    func scrollsAtLarge() throws {
        let (f, s, scroll) = try Self.fixture(detent: .large)
        Self.logGestures(f, s, scroll)
        f.press(187, 500)
        f.drag(from: 500, to: 330, frames: 20)
        #expect(scroll.contentOffset == Point(x: 0, y: 170) && scroll.isDragging)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(s.draggedHeight == nil)
        f.frames(10)
        f.release(187, 330)
        f.settle()
        #expect(s.currentDetentIdentifier == .large && f.log.entries == ["sheet failed", "scroll began", "scroll ended"])
    }

    @Test("at large, down on the content at its top: the card moves down, the content stays; let go, medium")
    func pullsDownFromLarge() throws {
        let (f, s, scroll) = try Self.fixture(detent: .large)
        Self.logGestures(f, s, scroll)
        f.press(187, 200)
        f.drag(from: 200, to: 400, frames: 20)
        #expect(abs(f.sheet.view.presentationFrameInWindow.minY - (30 + 200)) < 1e-6)
        #expect(scroll.contentOffset == .zero)
        f.frames(10)
        f.release(187, 400)
        f.settle()
        #expect(s.currentDetentIdentifier == .medium && f.sheet.view.presentationFrameInWindow.minY == 348.5)
        #expect(f.log.entries == ["sheet began", "scroll failed", "sheet ended", "delegate detent medium"])
    }

    @Test("at large, down on content scrolled away from its top: it scrolls back and the card stays")
    func scrollsBackBeforeTheSheetMoves() throws {
        let (f, s, scroll) = try Self.fixture(detent: .large)
        scroll.contentOffset = Point(x: 0, y: 300)
        Self.logGestures(f, s, scroll)
        f.press(187, 200)
        f.drag(from: 200, to: 300, frames: 10)
        #expect(scroll.contentOffset == Point(x: 0, y: 200))
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 30, width: 375, height: 637))
        f.frames(10)
        f.release(187, 300)
        f.settle()
        // The sheet never waited: it failed on the press.
        #expect(f.log.entries == ["sheet failed", "scroll began", "scroll ended"] && s.currentDetentIdentifier == .large)
    }

    @Test("prefersScrollingExpandsWhenScrolledToEdge false: up on the content at medium scrolls it; the header still drags")
    func falseScrollsAtMedium() throws {
        let (f, s, scroll) = try Self.fixture(expands: false)
        f.press(187, 500)
        f.drag(from: 500, to: 330, frames: 20)
        #expect(scroll.contentOffset == Point(x: 0, y: 170))
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 348.5, width: 375, height: 318.5))
        f.release(187, 330)
        f.settle()
        #expect(s.currentDetentIdentifier == .medium)
        // The header (no scroll view under the press) drags the card as before.
        f.press(187, 370)
        f.drag(from: 370, to: 270, frames: 10)
        #expect(abs(f.sheet.view.presentationFrameInWindow.minY - (348.5 - 100)) < 1e-6)
        f.release(187, 270)
        f.settle()
    }

    @Test("a sideways drag on the content at medium is the scroll view's: the card stays")
    func sidewaysStaysWithTheContent() throws {
        let (f, s, scroll) = try Self.fixture()
        Self.logGestures(f, s, scroll)
        f.press(100, 500)
        for i in 1...10 { f.move(100 + Double(i) * 8, 500 - Double(i)) }
        f.release(180, 490)
        f.settle()
        #expect(f.log.entries == ["sheet failed", "scroll began", "scroll ended"])
        #expect(f.sheet.view.presentationFrameInWindow.minY == 348.5)
    }

    @Test("up from medium past large: the card stops at large and the rest of the drag scrolls the content, both ways")
    func carriesOnIntoTheContent() throws {
        let (f, s, scroll) = try Self.fixture()
        Self.logGestures(f, s, scroll)
        f.press(187, 600)
        // 418.5 pt up: 318.5 to large, 100 into the list.
        f.drag(from: 600, to: 181.5, frames: 30)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(abs(scroll.contentOffset.y - 100) < 1e-6 && scroll.isDragging)
        // 50 back down: the list first.
        f.drag(from: 181.5, to: 231.5, frames: 5)
        #expect(abs(scroll.contentOffset.y - 50) < 1e-6 && f.sheet.view.presentationFrameInWindow.minY == 30)
        // 100 more: the list reaches its top and the card follows the other 50.
        f.drag(from: 231.5, to: 331.5, frames: 10)
        #expect(scroll.contentOffset.y == 0 && abs(f.sheet.view.presentationFrameInWindow.minY - 80) < 1e-6)
        // Up again and let go moving: the card rests at large, the list glides on past 100.
        f.drag(from: 331.5, to: 181.5, frames: 10)
        f.release(187, 181.5)
        f.settle()
        f.frames(300)
        #expect(s.currentDetentIdentifier == .large && f.sheet.view.presentationFrameInWindow.minY == 30)
        #expect(scroll.contentOffset.y > 100 && !scroll.isDragging && !scroll.isDecelerating)
        #expect(f.log.entries == ["sheet began", "scroll failed", "sheet ended", "delegate detent large"])
    }
}
