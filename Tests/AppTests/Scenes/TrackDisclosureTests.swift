import HandheldTesting
import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// Top tracks' expand chevron: pointing right while a row is collapsed, a quarter turn clockwise (pointing
/// down) while it is expanded, turning with the row's height animation and back when it collapses.
@MainActor
@Suite("Top tracks: the disclosure chevron turns with the row")
struct TrackDisclosureTests {
    @Test("the chevron turns through the intermediate angles to π/2 on expand, and back to identity on collapse")
    func turnsWithTheRow() throws {
        let app = try TestApp(scene: "top-tracks", scenes: Demos.all, device: .iPhone8)
        app.advance(by: 0.5)
        let row = app.cells["track-2"]
        let cell = try #require(app.window.rootView.viewWithIdentifier("track-2") as? TrackCell)
        #expect(cell.disclosure.presentationTransform == .identity)
        row.tap()
        app.advance(by: 0.1)
        let angle = TransformDecomposition(cell.disclosure.presentationTransform).rotation
        #expect(angle > 0.1 && angle < .pi / 2 - 0.1, "mid-turn angle \(angle)")
        #expect(cell.presentationFrame.height > 84 && cell.presentationFrame.height < 143)
        app.advance(by: 1)
        #expect(cell.disclosure.presentationTransform == Transform(rotationAngle: .pi / 2))
        // Upright 8×13 chevron, turned: its frame is the 13×8 box, centred on the artwork's row.
        let box = cell.disclosure.frame
        #expect(abs(box.width - 13) < 1e-9 && abs(box.height - 8) < 1e-9 && abs(box.midY - 30) < 1e-9)
        row.tap()
        app.advance(by: 1)
        #expect(cell.disclosure.presentationTransform == .identity)
        // A reused cell configured for a collapsed row points right at once.
        let other = try #require(app.window.rootView.viewWithIdentifier("track-3") as? TrackCell)
        #expect(other.disclosure.transform == .identity)
    }
}
