import Render
import Testing
import TestSupport
import Widgets

/// A tap on the dimmed area beside an iPad sheet dismisses it unless the presented tree is modal
/// (`isModalInPresentation`), as iPadOS does. The bug: such a tap did nothing at all.
@MainActor
@Suite("Sheet: a tap outside a floating sheet")
struct SheetTapOutsideTests {
    static let iPad = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)

    static func tap(_ f: PresentationFixture, _ x: Double, _ y: Double) {
        f.press(x, y)
        f.release(x, y)
        f.settle()
    }

    @Test("iPad form sheet: a tap beside the card dismisses it and the delegate hears will and did dismiss",
          arguments: [ModalPresentationStyle.formSheet, .pageSheet])
    func dismisses(style: ModalPresentationStyle) {
        let f = PresentationFixture(style: style, size: Size(width: 1024, height: 768), traits: Self.iPad)
        f.present()
        #expect(f.root.presentedViewController === f.sheet)
        f.log.clear()
        Self.tap(f, 60, 400)
        #expect(f.root.presentedViewController == nil)
        #expect(f.log.entries.filter { $0.hasPrefix("delegate") } == ["delegate willDismiss", "delegate didDismiss"])
    }

    @Test("iPad form sheet with isModalInPresentation: a tap beside it keeps it and reports the attempt")
    func modalStays() {
        let f = PresentationFixture(style: .formSheet, size: Size(width: 1024, height: 768), traits: Self.iPad)
        f.sheet.isModalInPresentation = true
        f.present()
        f.log.clear()
        Self.tap(f, 60, 400)
        #expect(f.root.presentedViewController === f.sheet)
        #expect(f.log.entries.filter { $0.hasPrefix("delegate") } == ["delegate didAttemptToDismiss"])
    }

    @Test("iPhone page sheet: a tap on the dimmed strip above the card leaves it up")
    func iPhoneStays() {
        let f = PresentationFixture(style: .pageSheet)
        f.present()
        Self.tap(f, 187, 25)
        #expect(f.root.presentedViewController === f.sheet)
    }
}
