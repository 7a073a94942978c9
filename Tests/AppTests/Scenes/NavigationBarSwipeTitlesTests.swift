import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// The bar's titles mid back swipe. The bug: at a quarter and at three quarters of the swipe the bar showed
/// the arriving title beside the leaving back label ("MasterMaster"). UIKit moves the old back label to
/// where the arriving title settles and brings that title in from the back label's place, cross-fading
/// the two over each other.
@MainActor
@Suite("Navigation bar: titles mid back swipe")
struct NavigationBarSwipeTitlesTests {
    @Test("at a quarter and three quarters of a back swipe the arriving title lies over the leaving back label",
          arguments: [96.0, 282.0])
    func titleOverBackLabel(x: Double) throws {
        let h = try HeadlessHarness(device: "iphone-8", scene: "master-detail")
        try h.run("""
        wait 0.5
        tap "2016-08-12 20:04:00"
        wait 0.6
        press 2 300
        move \(x) 300 0.3
        wait 0.1
        tree swipe.json
        """)
        let tree = try h.tree("swipe.json")
        let percent = try #require(tree.navigationPercent)
        #expect(percent > 0.1 && percent < 0.9)
        let titles = tree.nodes.filter { $0["id"] as? String == "navigation-title" && ($0["alpha"] as? Double ?? 0) > 0 }
        let master = try #require(titles.first { $0["text"] as? String == "Master" })
        let back = try #require(tree.nodes.first { $0["type"] as? String == "BarButton" && $0["text"] as? String == "Master" })
        // The back label's text starts 27 pt into its button (after the chevron).
        let backText = SeedTree.frame(back).minX + 27
        let titleText = SeedTree.frame(master).minX
        #expect(abs(titleText - backText) < 1, "title text at \(titleText), back label text at \(backText)")
    }
}
