import Testing
import TestSupport
import UIKit

/// Drag and drop between two views of one screen, written as UIKit code: a label's text dragged onto a
/// drop well, with every delegate call of both sides logged in order.
@MainActor
struct UIDragDropInteractionTests {
    final class DragDropViewController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
        let source = UILabel(frame: CGRect(x: 20, y: 100, width: 120, height: 60))
        let well = UIView(frame: CGRect(x: 200, y: 400, width: 150, height: 150))
        var log: [String] = []
        var operation = UIDropOperation.copy
        var canHandle = true
        var dropped: [String] = []
        var locationAtDrop: CGPoint?

        override func viewDidLoad() {
            super.viewDidLoad()
            source.text = "Hello"
            source.isUserInteractionEnabled = true
            view.addSubview(source)
            view.addSubview(well)
            source.addInteraction(UIDragInteraction(delegate: self))
            well.addInteraction(UIDropInteraction(delegate: self))
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            log.append("drag itemsForBeginning")
            let item = UIDragItem(itemProvider: NSItemProvider(object: source.text! as NSString))
            item.localObject = source
            return [item]
        }
        func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
            log.append("drag previewForLifting")
            return UITargetedDragPreview(view: source)
        }
        func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
            log.append("drag willAnimateLift")
            animator.addCompletion { [weak self] position in self?.log.append("lift completed \(position)") }
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { log.append("drag sessionWillBegin") }
        func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) { log.append("drag sessionDidMove") }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
            log.append("drag willEnd \(operation)")
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
            log.append("drag didEnd \(operation)")
        }

        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
            log.append("drop canHandle")
            return canHandle && session.canLoadObjects(ofClass: String.self)
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { log.append("drop sessionDidEnter") }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            log.append("drop sessionDidUpdate")
            return UIDropProposal(operation: operation)
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { log.append("drop sessionDidExit") }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            log.append("drop performDrop")
            locationAtDrop = session.location(in: well)
            session.loadObjects(ofClass: String.self) { [weak self] strings in self?.dropped = strings }
        }
        func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log.append("drop concludeDrop") }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log.append("drop sessionDidEnd") }
    }

    /// The log with each run of moves and updates (one per frame) kept to its first of each kind.
    func collapsed(_ log: [String]) -> [String] {
        let repeating: Set = ["drag sessionDidMove", "drop sessionDidUpdate"]
        var result: [String] = [], run: Set<String> = []
        for entry in log {
            guard repeating.contains(entry) else { run = []; result.append(entry); continue }
            if run.insert(entry).inserted { result.append(entry) }
        }
        return result
    }

    let start = CGPoint(x: 80, y: 130)
    let inWell = CGPoint(x: 275, y: 475)

    @Test("a drag from a label to a drop well calls both delegates in UIKit's order and delivers the text")
    func dropInOrder() throws {
        let controller = DragDropViewController()
        let host = UIKitHost(controller)
        host.press(start, hold: 0.4)
        #expect(controller.log.isEmpty, "nothing lifts before the 0.5 s delay")
        host.window.step(host.clock, frames: 8)
        // The lift animates only the preview's shadow (a layer property views do not animate), so it ends at once.
        #expect(controller.log == ["drag itemsForBeginning", "drag previewForLifting", "drag willAnimateLift", "lift completed end"])
        let preview = try #require(host.window.rootView.subviews.last)
        #expect(preview.accessibilityIdentifier == "drag-preview")
        #expect(preview.frame == CGRect(x: 20, y: 100, width: 120, height: 60))
        host.move(from: start, to: inWell, steps: 12)
        // The preview follows the finger: it moved by the finger's offset.
        #expect(preview.center == CGPoint(x: 80 + 195, y: 130 + 345))
        host.release(at: inWell)
        #expect(collapsed(controller.log) == [
            "drag itemsForBeginning", "drag previewForLifting", "drag willAnimateLift", "lift completed end",
            "drag sessionWillBegin", "drag sessionDidMove", "drop canHandle", "drop sessionDidEnter",
            "drop sessionDidUpdate", "drag sessionDidMove", "drag willEnd copy", "drop performDrop", "drop concludeDrop",
            "drag didEnd copy", "drop sessionDidEnd",
        ])
        // Each frame's move is followed by the target's update.
        #expect(controller.log.filter { $0 == "drop sessionDidUpdate" }.count == 3)
        #expect(controller.dropped == ["Hello"])
        #expect(controller.locationAtDrop == CGPoint(x: 75, y: 75))
        #expect(preview.superview == nil, "the preview is gone once the drop has been animated")
    }

    @Test("a forbidden proposal cancels: no performDrop, the preview springs back to the source, then both sides end")
    func forbiddenCancels() throws {
        let controller = DragDropViewController()
        controller.operation = .forbidden
        let host = UIKitHost(controller)
        host.press(start, hold: 0.55)
        let preview = try #require(host.window.rootView.subviews.last)
        host.move(from: start, to: inWell, steps: 6)
        controller.log.removeAll()
        host.clock.advance(by: 1.0 / 60)
        host.window.sendPointer(.ended, at: inWell, time: host.clock.now)
        host.window.advanceFrame()
        host.window.step(host.clock, frames: 6)
        // Mid-way back: between where it was dropped and the source's centre.
        #expect(preview.superview != nil)
        let midway = try #require(preview.layer.presentation()).position
        #expect(midway.x < 275 && midway.x > 80 && midway.y < 475 && midway.y > 130)
        host.window.step(host.clock, frames: 30)
        #expect(controller.log == ["drag willEnd cancel", "drop sessionDidExit", "drag didEnd cancel", "drop sessionDidEnd"])
        #expect(controller.dropped.isEmpty)
        #expect(preview.superview == nil)
    }

    @Test("a drop target that cannot handle the session is never entered, and a release there cancels")
    func cannotHandle() {
        let controller = DragDropViewController()
        controller.canHandle = false
        let host = UIKitHost(controller)
        host.press(start, hold: 0.55)
        host.move(from: start, to: inWell, steps: 6)
        host.release(at: inWell)
        #expect(collapsed(controller.log) == [
            "drag itemsForBeginning", "drag previewForLifting", "drag willAnimateLift", "lift completed end",
            "drag sessionWillBegin", "drag sessionDidMove", "drop canHandle", "drag sessionDidMove",
            "drag willEnd cancel", "drag didEnd cancel",
        ])
    }

    @Test("leaving the target before lifting the finger exits it, and the drag ends as a cancel")
    func exitThenCancel() {
        let controller = DragDropViewController()
        let host = UIKitHost(controller)
        host.press(start, hold: 0.55)
        host.move(from: start, to: inWell, steps: 6)
        host.move(from: inWell, to: CGPoint(x: 100, y: 300), steps: 6)
        host.release(at: CGPoint(x: 100, y: 300))
        #expect(collapsed(controller.log).suffix(5) == ["drop sessionDidExit", "drag sessionDidMove", "drag willEnd cancel", "drag didEnd cancel", "drop sessionDidEnd"])
        #expect(controller.dropped.isEmpty)
    }

    @Test("a touch that moves before the lift delay starts no drag")
    func earlyMoveNoDrag() {
        let controller = DragDropViewController()
        let host = UIKitHost(controller)
        host.press(start, hold: 0.2)
        host.move(from: start, to: inWell, steps: 6)
        host.release(at: inWell)
        #expect(controller.log.isEmpty)
        #expect(controller.source.interactions.count == 1)
        #expect(controller.source.interactions.first is UIDragInteraction)
    }

    @Test("NSItemProvider loads strings, URLs and images as UIKit code asks for them")
    func itemProvider() {
        let url = URL(string: "https://example.com/a.png")!
        let provider = NSItemProvider(object: url as NSURL)
        #expect(provider.canLoadObject(ofClass: URL.self))
        #expect(!provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        var loaded: URL?
        _ = provider.loadObject(ofClass: URL.self) { value, _ in loaded = value }
        #expect(loaded == url)
        let image = UIImage(systemName: "star")!
        let imageProvider = NSItemProvider(object: image)
        var picture: UIImage?
        imageProvider.loadObject(ofClass: UIImage.self) { object, _ in picture = object as? UIImage }
        #expect(picture === image)
        var failure: Error?
        imageProvider.loadObject(ofClass: NSString.self) { _, error in failure = error }
        #expect(failure != nil)
        let text = NSItemProvider(object: "Hello")
        var string: String?
        text.loadObject(ofClass: String.self) { value, _ in string = value }
        #expect(string == "Hello")
        #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    }
}
