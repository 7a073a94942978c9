import Testing
import TestSupport
import UIKit
import Widgets

/// A card view as apps write one: it observes its background colour with an override, as UIKit lets it
/// (UIView.backgroundColor is an open `UIColor?`).
final class HighlightCard: UIView {
    var changes: [UIColor?] = []
    override var backgroundColor: UIColor? {
        didSet { changes.append(backgroundColor) }
    }
}

@MainActor
struct Swift5BackgroundColorTests {
    @Test("a view's background is nil until set, reads back what was set, and nil draws nothing")
    func optionalBackground() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.backgroundColor == nil)
        view.backgroundColor = .clear
        #expect(view.backgroundColor == .clear)
        view.backgroundColor = .red
        #expect(view.backgroundColor == .red)
        view.backgroundColor = nil
        #expect(view.backgroundColor == nil)
        let faded = view.backgroundColor?.withAlphaComponent(0.5)
        #expect(faded == nil)
    }

    @Test("an override observing backgroundColor hears each change, and the colour is drawn")
    func overrideObserves() throws {
        let (window, clock) = TestSupport.makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let card = HighlightCard(frame: CGRect(x: 20, y: 120, width: 40, height: 40))
        controller.view.backgroundColor = .white
        controller.view.addSubview(card)
        card.backgroundColor = .blue
        card.backgroundColor = nil
        card.backgroundColor = .green
        #expect(card.changes == [.blue, nil, .green])
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 40, y: 140) == UIColor.green)
        card.backgroundColor = nil
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 40, y: 140) == UIColor.white)
    }
}
