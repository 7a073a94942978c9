import Foundation
import Render
import Testing
import Widgets
import HandheldSimulator

/// The form's Save bar in compact height. The bug: it stayed 50 pt tall on an iPhone in landscape, where
/// UIToolbar is 32 pt.
@MainActor
@Suite("Scene: form, the Save bar in compact height")
struct CompactToolbarTests {
    @Test("the Save bar is 50 pt in portrait, 32 pt once rotated to landscape, and 50 pt again back in portrait")
    func barFollowsVerticalSizeClass() throws {
        let h = try HeadlessHarness(device: "iphone-8", scene: "form")
        try h.run("""
        tree portrait.json
        device iphone-8 landscape-left
        wait 1
        tree landscape.json
        device iphone-8 portrait
        wait 1
        tree back.json
        """)
        let portrait = try h.frame("portrait.json", "save-bar")
        #expect(portrait.height == 50 && portrait.maxY == 667)
        let landscape = try h.frame("landscape.json", "save-bar")
        #expect(landscape.height == 32 && landscape.maxY == 375)
        // The button is centred in the thinner bar.
        let save = try h.frame("landscape.json", "save")
        #expect(save.midY == landscape.midY && save.height <= 32)
        #expect(try h.frame("back.json", "save-bar").height == 50)
    }
}
