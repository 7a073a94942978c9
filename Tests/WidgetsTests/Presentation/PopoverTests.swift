import Render
import Testing
import TestSupport
@testable import Widgets

/// Logs the popover delegate's calls and answers the adaptive style it is given.
@MainActor
final class PopoverLogger: PopoverPresentationControllerDelegate {
    let log: EventLog
    var adaptive = ModalPresentationStyle.automatic
    var allowsDismiss = true
    init(log: EventLog) { self.log = log }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        adaptive
    }
    func popoverPresentationControllerShouldDismissPopover(_ p: PopoverPresentationController) -> Bool { allowsDismiss }
    func popoverPresentationControllerDidDismissPopover(_ p: PopoverPresentationController) { log.add("popover didDismiss") }
    func presentationControllerWillDismiss(_ p: PresentationController) { log.add("delegate willDismiss") }
    func presentationControllerDidDismiss(_ p: PresentationController) { log.add("delegate didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ p: PresentationController) { log.add("delegate didAttemptToDismiss") }
}

/// A controller presented with `.popover`: placed by its source on an iPad, fading in, dismissed by a tap
/// outside (with the delegate's calls), adapted to a sheet on an iPhone unless the delegate says `.none`.
@MainActor
@Suite("Presentation: popover")
struct PopoverTests {
    static let iPadTraits = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)

    static func iPad() -> PresentationFixture {
        PresentationFixture(style: .popover, size: Size(width: 768, height: 1024), traits: iPadTraits)
    }

    /// A 44 pt source view in the presenter at `frame`'s origin.
    static func source(in f: PresentationFixture, at origin: Point) -> View {
        let v = View(frame: Rect(x: origin.x, y: origin.y, width: 44, height: 44))
        f.root.view.addSubview(v)
        return v
    }

    static func present(_ f: PresentationFixture, from source: View?, logger: PopoverLogger? = nil) -> PopoverPresentationController? {
        f.sheet.preferredContentSize = Size(width: 320, height: 200)
        let popover = f.sheet.popoverPresentationController
        popover?.sourceView = source
        popover?.delegate = logger
        popover?.missingSourceHandler = { f.log.add("warning \($0)") }
        f.root.present(f.sheet, animated: true)
        return popover
    }

    @Test("on an iPad the popover sits below its source at its preferred size, the arrow up, the bubble drawn behind it")
    func placedOnIPad() throws {
        let f = Self.iPad()
        let popover = try #require(Self.present(f, from: Self.source(in: f, at: Point(x: 100, y: 100))))
        f.settle()
        #expect(popover.presentationStyle == .popover)
        #expect(popover.arrowDirection == .up)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 10, y: 157, width: 320, height: 200))
        #expect(popover.backgroundView.frame == Rect(x: -6, y: 141, width: 352, height: 232))
        #expect(!popover.backgroundView.isHidden && popover.backgroundView.alpha == 1)
        #expect(popover.dimmingView.isHidden)
        #expect(Double(f.sheet.view.cornerRadius) == 13)
        #expect(f.sheet.popoverPresentationController === popover)
    }

    @Test("it fades in over 0.2 s: half way, the content and the bubble are part transparent and already in place")
    func fadesIn() throws {
        let f = Self.iPad()
        let popover = try #require(Self.present(f, from: Self.source(in: f, at: Point(x: 400, y: 950))))
        f.frames(6)
        let alpha = Double(f.sheet.view.presentationAlpha)
        #expect(alpha > 0.2 && alpha < 0.8)
        #expect(Double(popover.backgroundView.presentationAlpha) == alpha)
        #expect(popover.arrowDirection == .down)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 262, y: 737, width: 320, height: 200))
        f.settle()
        #expect(Double(f.sheet.view.alpha) == 1)
    }

    @Test("a tap outside dismisses it with the delegate's will, the popover's did and did; a tap inside does not")
    func tapOutside() throws {
        let f = Self.iPad()
        let logger = PopoverLogger(log: f.log)
        _ = Self.present(f, from: Self.source(in: f, at: Point(x: 100, y: 100)), logger: logger)
        f.settle()
        f.press(100, 250)
        f.release(100, 250)
        f.settle()
        #expect(f.root.presentedViewController === f.sheet)
        f.log.clear()
        f.press(600, 600)
        f.release(600, 600)
        f.settle()
        #expect(f.root.presentedViewController == nil)
        #expect(f.log.entries.filter { $0.hasPrefix("delegate") || $0.hasPrefix("popover") }
                == ["delegate willDismiss", "popover didDismiss", "delegate didDismiss"])
    }

    @Test("a delegate refusing the dismissal keeps the popover and hears the attempt")
    func refused() throws {
        let f = Self.iPad()
        let logger = PopoverLogger(log: f.log)
        logger.allowsDismiss = false
        _ = Self.present(f, from: Self.source(in: f, at: Point(x: 100, y: 100)), logger: logger)
        f.settle()
        f.log.clear()
        f.press(600, 600)
        f.release(600, 600)
        f.settle()
        #expect(f.root.presentedViewController === f.sheet)
        #expect(f.log.entries.contains("delegate didAttemptToDismiss"))
    }

    @Test("on an iPhone it adapts to a page sheet by default; a delegate returning .none keeps the popover")
    func adaptsOnIPhone() throws {
        let f = PresentationFixture(style: .popover)
        let popover = try #require(Self.present(f, from: Self.source(in: f, at: Point(x: 20, y: 100))))
        f.settle()
        #expect(popover.presentationStyle == .pageSheet)
        #expect(popover.arrowDirection == .unknown)
        #expect(f.sheet.view.presentationFrameInWindow.minY == 30)

        let g = PresentationFixture(style: .popover)
        let logger = PopoverLogger(log: g.log)
        logger.adaptive = .none
        let kept = try #require(Self.present(g, from: Self.source(in: g, at: Point(x: 20, y: 100)), logger: logger))
        g.settle()
        #expect(kept.presentationStyle == .popover)
        #expect(kept.arrowDirection == .up)
        #expect(g.sheet.view.presentationFrameInWindow == Rect(x: 10, y: 157, width: 320, height: 200))
    }

    @Test("with neither source view nor bar button item it says so in one line and shows centred without an arrow")
    func missingSource() throws {
        let f = Self.iPad()
        let popover = try #require(Self.present(f, from: nil))
        f.settle()
        #expect(popover.arrowDirection == .unknown)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 224, y: 422, width: 320, height: 200))
        let warnings = f.log.entries.filter { $0.hasPrefix("warning") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("neither sourceView nor barButtonItem") == true)
    }
}
