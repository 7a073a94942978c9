import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// Hover reaches the inspector as its own kind of event. The bug: moves with no button were dropped on the
/// way in, and the inspector only hovered on a "move" the window never sent without a press, so the hover
/// highlight was unreachable.
@MainActor
@Suite("Inspector hover and panel")
struct InspectorHoverTests {
    @Test("a hover with the inspector on highlights the view under the pointer and nothing reaches the app")
    func hoverHighlights() throws {
        let (sim, clock) = try makeSimulator("iphone-8")
        let label = try #require(sim.window.rootView.viewWithIdentifier("placeholder-label"))
        let box = try #require(sim.window.rootView.viewWithIdentifier("box"))
        step(sim, clock, frames: 2)
        sim.hover(at: box.presentationFrameInWindow.center)
        #expect(sim.inspector.hovered == nil, "with the inspector off a hover does nothing")

        _ = sim.handle(try KeyCombo.parse("ctrl+i"))
        sim.hover(at: label.presentationFrameInWindow.center)
        #expect(sim.inspector.hovered === label)
        sim.hover(at: box.presentationFrameInWindow.center)
        #expect(sim.inspector.hovered === box)
        #expect(!sim.window.isTrackingPointer, "a hover is no touch")
        step(sim, clock, frames: 30)
        #expect(box.alpha == 1, "the box the pointer passed over was not tapped")
    }

    @Test("the panel lists a label's text, font and colour, a view's background, and the constraints placing it")
    func panelDetails() throws {
        let (sim, clock) = try makeSimulator("iphone-8")
        let label = try #require(sim.window.rootView.viewWithIdentifier("placeholder-label") as? Label)
        let lines = Inspector.describe(label)
        #expect(lines.contains("text “Tap the box”"))
        #expect(lines.contains("font Inter semibold 17 pt (headline) · colour rgba(0, 0, 0, 1)"))

        let host = try #require(label.superview)
        let badge = View()
        badge.identifier = "badge"
        badge.backgroundColor = .systemRed
        badge.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: host.topAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 0.5),
        ])
        step(sim, clock, frames: 1)
        let details = Inspector.describe(badge)
        #expect(details.contains("background rgba(255, 59, 48, 1)"))
        #expect(details.contains("constraints 4"))
        #expect(details.contains("  self.leading == superview.leading + 16"))
        #expect(details.contains("  self.width == 40"))
        #expect(details.contains("  self.top == superview.top + 100"))
        #expect(details.contains("  self.height == 0.5×self.width"))
    }
}
