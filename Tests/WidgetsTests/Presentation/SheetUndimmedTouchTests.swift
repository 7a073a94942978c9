import Render
import Testing
import TestSupport
@testable import Widgets

/// Touches outside an undimmed sheet reach the presenter; a dimmed sheet's dimming takes them. UIKit:
/// "without a dimming view, the undimmed area around the sheet responds to user interaction", and at a
/// dimmed detent "the system adds a noninteractive dimming view underneath the sheet" [DOC:
/// UISheetPresentationController.largestUndimmedDetentIdentifier]. On an iPad the card is narrower than the
/// screen (form sheet 540 pt, page sheet 704 pt) and a form sheet floats, so "outside" is beside and below
/// it as well as above.
@MainActor
@Suite("Sheet: touches outside an undimmed card")
struct SheetUndimmedTouchTests {
    static let iPad = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)

    /// A button behind the sheet at `frame` on the presenter, counting its taps.
    @MainActor
    final class Behind {
        let button: Button
        var taps = 0
        init(_ f: PresentationFixture, frame: Rect) {
            button = Button(title: "Behind")
            button.frame = frame
            button.onTap = { [unowned self] in self.taps += 1 }
            f.root.view.addSubview(button)
        }
    }

    static func tap(_ f: PresentationFixture, _ x: Double, _ y: Double) {
        f.press(x, y)
        f.release(x, y)
        f.settle()
    }

    @Test("iPhone, undimmed medium: a tap above the card reaches the list behind; dimmed, the dimming takes it")
    func iPhone() throws {
        let f = SheetDetentTests.fixture(undimmed: .medium)
        let s = try SheetDetentTests.sheet(f)
        let behind = Behind(f, frame: Rect(x: 20, y: 300, width: 300, height: 44))
        #expect(f.window.hitTest(Point(x: 187, y: 320)) === behind.button)
        Self.tap(f, 187, 320)
        #expect(behind.taps == 1)
        // The card's own top edge and content still take the touch.
        #expect(f.window.hitTest(Point(x: 187, y: 350))?.isDescendant(of: f.sheet.view) == true)
        s.animateChanges { s.selectedDetentIdentifier = .large }
        f.settle()
        let g = SheetDetentTests.fixture()
        let behindG = Behind(g, frame: Rect(x: 20, y: 300, width: 300, height: 44))
        let sg = try SheetDetentTests.sheet(g)
        #expect(g.window.hitTest(Point(x: 187, y: 320)) === sg.dimmingView)
        Self.tap(g, 187, 320)
        #expect(behindG.taps == 0 && g.root.presentedViewController === g.sheet)
    }

    @Test("iPad form sheet, undimmed medium: taps beside and below the 540 pt card reach the view behind")
    func iPadFormSheet() throws {
        let f = SheetDetentTests.fixture(undimmed: .medium, size: Size(width: 1024, height: 768), style: .formSheet,
                                         traits: Self.iPad)
        let s = try SheetDetentTests.sheet(f)
        // The card: 540×310 centred, x 242…782, y 229…539.
        #expect(f.sheet.view.frame == Rect(x: 242, y: 229, width: 540, height: 310) && s.dimmingView.alpha == 0)
        let left = Behind(f, frame: Rect(x: 20, y: 380, width: 200, height: 44))
        let below = Behind(f, frame: Rect(x: 400, y: 600, width: 200, height: 44))
        #expect(f.window.hitTest(Point(x: 100, y: 400)) === left.button)
        Self.tap(f, 100, 400)
        Self.tap(f, 500, 620)
        #expect(left.taps == 1 && below.taps == 1)
        #expect(f.window.hitTest(Point(x: 512, y: 400))?.isDescendant(of: f.sheet.view) == true)
        // Dimmed at large: the same tap beside the card is the dimming's.
        s.animateChanges { s.selectedDetentIdentifier = .large }
        f.settle()
        #expect(f.window.hitTest(Point(x: 100, y: 400)) === s.dimmingView)
        Self.tap(f, 100, 400)
        #expect(left.taps == 1)
    }

    @Test("iPad page sheet, undimmed medium: a tap beside the 704 pt card reaches the view behind")
    func iPadPageSheet() throws {
        let f = SheetDetentTests.fixture(undimmed: .medium, size: Size(width: 1024, height: 768), style: .pageSheet,
                                         traits: Self.iPad)
        let s = try SheetDetentTests.sheet(f)
        let card = f.sheet.view.frame
        #expect(card.width == 704 && card.minX == 160 && s.dimmingView.alpha == 0)
        let behind = Behind(f, frame: Rect(x: 20, y: card.midY - 22, width: 120, height: 44))
        #expect(f.window.hitTest(Point(x: 80, y: card.midY)) === behind.button)
        Self.tap(f, 80, card.midY)
        #expect(behind.taps == 1)
        // Without an undimmed detent the dimming covers the whole screen.
        let g = SheetDetentTests.fixture(size: Size(width: 1024, height: 768), style: .pageSheet, traits: Self.iPad)
        let sg = try SheetDetentTests.sheet(g)
        #expect(g.window.hitTest(Point(x: 80, y: card.midY)) === sg.dimmingView)
    }
}
