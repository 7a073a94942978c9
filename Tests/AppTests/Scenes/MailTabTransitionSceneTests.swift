import Foundation
import Render
import Testing
import Widgets
import HandheldDemos
import HandheldSimulator
import TestSupport

/// `scripts/mail/tab-transition.txt`: the `mail-sliding-tabs` scene, whose tab bar delegate hands out a
/// slide animator, checked frame by frame in its trees and against `Tests/Goldens/mail/` mid-slide and after.
@MainActor
@Suite("Scene: mail, sliding tabs")
struct MailTabTransitionSceneTests {
    @Test("tab transition: pages slide under a bar that stays put; a tap during a slide ends it first")
    func tabTransition() throws {
        let h = try MailSceneTests.run("tab-transition")
        func tree(_ file: String) throws -> SeedTree { try h.tree(file) }
        func tabs(_ file: String) throws -> [String: Any] {
            // The scene's controller is a TabBarController subclass (its own delegate).
            try #require(try tree(file).nodes.first { $0["controller"] as? String == "SlidingTabBarController" })
        }
        func pageX(_ file: String, _ table: String) throws -> Double? {
            try tree(file).node(table).map { SeedTree.frame($0).minX }
        }
        let bar = Rect(x: 0, y: 729, width: 375, height: 83)
        #expect(SeedTree.frame(try #require(try tree("inbox.json").node("tab-bar"))) == bar)
        #expect(try tabs("inbox.json")["transition"] == nil)

        // 0.1 s into the 0.3 s ease-in-ease-out slide: Settings on its way in from the right, Inbox out to
        // the left by as much, the bar where it was with its highlight on Settings.
        let sliding = try tabs("sliding.json")
        let transition = try #require(sliding["transition"] as? [String: Any])
        #expect(transition["kind"] as? String == "tab" && transition["interactive"] as? Bool == false)
        #expect(sliding["selectedIndex"] as? Double == 1)
        #expect(try tree("sliding.json").node("tab-bar")?["selectedIndex"] as? Double == 1)
        #expect(SeedTree.frame(try #require(try tree("sliding.json").node("tab-bar"))) == bar)
        let inboxX = try #require(try pageX("sliding.json", "inbox-table"))
        #expect(inboxX < -20 && inboxX > -355)
        let containers = try tree("sliding.json").nodes.filter { $0["id"] as? String == "navigation" }.map(SeedTree.frame)
        #expect(containers.count == 2)
        #expect(containers.contains { abs($0.minX - (inboxX + 375)) < 0.5 }, "Settings follows right behind Inbox")

        #expect(try tabs("settings.json")["transition"] == nil)
        #expect(try tabs("settings.json")["selectedIndex"] as? Double == 1)
        #expect(try tree("settings.json").node("inbox-table") == nil, "Inbox left the container")

        // Back: Inbox comes in from the left.
        let backX = try #require(try pageX("back-sliding.json", "inbox-table"))
        #expect(backX < -20 && backX > -355)
        #expect(try tabs("back-sliding.json")["selectedIndex"] as? Double == 0)
        #expect(try pageX("inbox-again.json", "inbox-table") == 0)

        // The tap during the slide to Settings ended it (Settings selected and settled), then Inbox slid.
        let interrupted = try tabs("interrupted.json")
        #expect(interrupted["selectedIndex"] as? Double == 0 && interrupted["transition"] != nil)
        #expect(try tabs("settled.json")["transition"] == nil)
        #expect(try pageX("settled.json", "inbox-table") == 0)

        try MailSceneTests.expectGolden(h, "sliding.png", "tab-transition-sliding")
        try MailSceneTests.expectGolden(h, "settings.png", "tab-transition-settings")
        try MailSceneTests.expectGolden(h, "back-sliding.png", "tab-transition-back-sliding")
    }
}
