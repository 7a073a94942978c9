import Render
import Testing
import TestSupport
@testable import Widgets

/// An action sheet on an iPad is a popover anchored to its source: its rows without the cancel button,
/// which a tap outside or Escape runs instead; on an iPhone it stays the sliding sheet with its cancel group.
@MainActor
@Suite("Alerts: action sheet as a popover")
struct ActionSheetPopoverTests {
    static func sheet(_ f: PresentationFixture, source: View?) -> AlertController {
        let sheet = AlertControllerTests.alert(.actionSheet, [("Delete", .destructive), ("Save", .default), ("Cancel", .cancel)],
                                               log: f.log, root: f.root)
        sheet.popoverPresentationController?.sourceView = source
        sheet.popoverPresentationController?.missingSourceHandler = { f.log.add("warning \($0)") }
        return sheet
    }

    static func iPadWithSource() -> (PresentationFixture, View) {
        let f = PopoverTests.iPad()
        return (f, PopoverTests.source(in: f, at: Point(x: 600, y: 100)))
    }

    @Test("on an iPad the rows fill a 304 pt popover below the source, 57 pt each under the header, with no cancel button")
    func rows() throws {
        let (f, source) = Self.iPadWithSource()
        let sheet = Self.sheet(f, source: source)
        f.root.present(sheet, animated: true)
        f.settle()
        let popover = try #require(sheet.popoverPresentationController)
        #expect(popover.presentationStyle == .popover && popover.arrowDirection == .up)
        let frame = sheet.view.presentationFrameInWindow
        #expect(Double(frame.width) == 304 && Double(frame.minY) == 157)
        #expect(Double(frame.maxX) == 758)
        #expect(sheet.cancelCard.isHidden && sheet.dimmingView.isHidden)
        let delete = try #require(sheet.button(for: sheet.actions[0])), save = try #require(sheet.button(for: sheet.actions[1]))
        #expect(Double(delete.frame.height) == 57 && Double(save.frame.minY - delete.frame.minY) == 57)
        #expect(Double(save.frame.maxY) == Double(frame.height))
        #expect(Double(delete.frame.width) == 304)
    }

    @Test("a tap outside the popover runs the cancel handler after the dismissal")
    func tapOutsideCancels() throws {
        let (f, source) = Self.iPadWithSource()
        f.root.present(Self.sheet(f, source: source), animated: true)
        f.settle()
        f.press(100, 800)
        f.release(100, 800)
        f.settle()
        #expect(f.root.presentedViewController == nil)
        #expect(f.log.entries.contains("handler Cancel presented=none"))
    }

    @Test("Escape runs the cancel handler; a row runs its own")
    func keysAndRows() throws {
        let (f, source) = Self.iPadWithSource()
        f.root.present(Self.sheet(f, source: source), animated: true)
        f.settle()
        _ = f.window.sendKey(try KeyCombo.parse("escape"))
        f.settle()
        #expect(f.log.entries.contains("handler Cancel presented=none"))
        let again = Self.sheet(f, source: source)
        f.root.present(again, animated: true)
        f.settle()
        AlertControllerTests.tap(f, try #require(again.button(for: again.actions[1])))
        f.settle()
        #expect(f.log.entries.contains("handler Save presented=none"))
    }

    @Test("on an iPhone the same sheet slides up over the full screen with its cancel group")
    func iPhone() throws {
        let f = PresentationFixture(style: .overFullScreen)
        let sheet = Self.sheet(f, source: PopoverTests.source(in: f, at: Point(x: 20, y: 100)))
        f.root.present(sheet, animated: true)
        f.settle()
        #expect(sheet.presentationController?.presentationStyle == .overFullScreen)
        #expect(!sheet.cancelCard.isHidden && !sheet.dimmingView.isHidden)
        #expect(Double(sheet.view.presentationFrameInWindow.width) == 375)
    }

    @Test("on an iPad with no source it warns in one line and shows centred")
    func noSource() throws {
        let f = PopoverTests.iPad()
        let sheet = Self.sheet(f, source: nil)
        f.root.present(sheet, animated: true)
        f.settle()
        let frame = sheet.view.presentationFrameInWindow
        #expect(abs(Double(frame.midX) - 384) < 0.5 && abs(Double(frame.midY) - 522) < 0.5)
        #expect(f.log.entries.filter { $0.hasPrefix("warning AlertController") }.count == 1)
    }
}
