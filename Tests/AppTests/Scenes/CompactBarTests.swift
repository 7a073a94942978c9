import HandheldDemos
import HandheldTesting
import Render
import Testing
import Widgets

/// UIKit's navigation bar is 32 pt tall at compact height (an iPhone in landscape) and 44 pt otherwise;
/// the list's content starts under it either way.
@MainActor
@Suite("Navigation bar height by size class")
struct CompactBarTests {
    @Test("iPhone 8: 44 pt under the status bar in portrait, 32 pt at the top in landscape, 44 again back")
    func heights() throws {
        let app = try TestApp(scene: "top-tracks", scenes: Demos.all, device: .iPhone8)
        let bar = app.navigationBars.firstMatch
        #expect(bar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        app.rotate(to: .landscapeLeft)
        app.settle()
        #expect(bar.frame == Rect(x: 0, y: 0, width: 667, height: 32))
        let table = try #require(app.window.rootView.viewWithIdentifier("tracks-table") as? ScrollView)
        #expect(table.contentOffset.y == -32)
        app.rotate(to: .portrait)
        app.settle()
        #expect(bar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
    }
}
