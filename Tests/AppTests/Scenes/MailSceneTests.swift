import Foundation
import Render
import Testing
import Widgets
import HandheldDemos
import HandheldSimulator
import TestSupport

/// The `mail` scene's scripts (`scripts/mail/`), run in-process as `handheld run` runs them, at scale 1:
/// their trees checked step by step and key shots compared with `Tests/Goldens/mail/`.
@MainActor
@Suite("Scene: mail")
struct MailSceneTests {
    static func run(_ name: String) throws -> HeadlessHarness {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/mail/\(name).txt").path
        let harness = try HeadlessHarness(device: "iphone-8", scene: "catalog", scale: 1)
        try harness.run(try String(contentsOfFile: path, encoding: .utf8), file: "scripts/mail/\(name).txt")
        return harness
    }

    /// The "presented" objects in tree order, with the controller presenting each.
    static func presented(_ tree: SeedTree) -> [(String, [String: Any])] {
        tree.nodes.compactMap { n in (n["presented"] as? [String: Any]).map { (n["controller"] as? String ?? "", $0) } }
    }

    static func expectGolden(_ harness: HeadlessHarness, _ shot: String, _ golden: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectGoldenFile(harness.out + "/" + shot, golden, in: "mail", sourceLocation: sourceLocation)
    }

    @Test("compose: the page sheet, a drag cancelled, a draft refusing the drag and asking, a drag past half dismissing")
    func composeSheet() throws {
        let h = try Self.run("compose-sheet")
        let inbox = SeedTree(document: try h.json("inbox.json"))
        #expect(Self.presented(inbox).isEmpty)

        let sheet = SeedTree(document: try h.json("sheet.json"))
        let shown = Self.presented(sheet)
        #expect(shown.count == 1 && shown[0].0 == "TabBarController")
        #expect(shown[0].1["style"] as? String == "pageSheet" && shown[0].1["title"] as? String == "New Message")
        #expect(SeedTree.frame(try #require(sheet.node("compose-sheet"))) == Rect(x: 0, y: 30, width: 375, height: 637))
        // The tab bar controller behind, scaled back: its top at the status bar's bottom.
        let tabs = try #require(sheet.node("tabs"))
        let f = SeedTree.frame(tabs)
        #expect(abs(f.minY - 20) < 0.01 && abs(f.width - 375 * PresentationController.presenterScale) < 0.01)

        let dragging = SeedTree(document: try h.json("dragging.json"))
        let transition = try #require(Self.presented(dragging).first?.1["transition"] as? [String: Any])
        #expect(transition["kind"] as? String == "dismiss" && transition["interactive"] as? Bool == true)
        let percent = try #require(transition["percent"] as? Double)
        // 160 pt below where the press began (the slop included), of 637 pt.
        #expect(abs(percent - 160.0 / 637) < 0.002)
        // The tree rounds to 3 decimals.
        #expect(abs(SeedTree.frame(try #require(dragging.node("compose-sheet"))).minY - (30 + percent * 637)) < 0.5)

        let cancelled = SeedTree(document: try h.json("cancelled.json"))
        #expect(Self.presented(cancelled).count == 1 && Self.presented(cancelled)[0].1["transition"] == nil)
        #expect(SeedTree.frame(try #require(cancelled.node("compose-sheet"))).minY == 30)

        let refusing = SeedTree(document: try h.json("refusing.json"))
        #expect(refusing.node("draft-body")?["text"] as? String == "hi")
        let refused = try #require(Self.presented(refusing).first?.1)
        #expect(refused["refusing"] as? Bool == true && refused["transition"] == nil)
        let y = SeedTree.frame(try #require(refusing.node("compose-sheet"))).minY
        // Rubber-banded: well short of the 250 pt the pointer moved.
        #expect(y > 30 && y < 30 + 150)

        let asking = SeedTree(document: try h.json("asking.json"))
        let both = Self.presented(asking)
        #expect(both.map(\.0) == ["TabBarController", "NavigationController"])
        #expect(both[1].1["controller"] as? String == "ActionSheetController" && both[1].1["style"] as? String == "overFullScreen")
        #expect(SeedTree.frame(try #require(asking.node("compose-sheet"))).minY == 30)

        #expect(Self.presented(SeedTree(document: try h.json("deleted.json"))).isEmpty)
        let dismissed = SeedTree(document: try h.json("dismissed.json"))
        #expect(Self.presented(dismissed).isEmpty && dismissed.node("compose-sheet") == nil)
        #expect(SeedTree.frame(try #require(dismissed.node("tabs"))) == Rect(x: 0, y: 0, width: 375, height: 667))

        try Self.expectGolden(h, "sheet.png", "compose-sheet")
        try Self.expectGolden(h, "dragging.png", "compose-dragging")
        try Self.expectGolden(h, "asking.png", "compose-asking")
    }

    @Test("tabs: a push hides the bar, each tab keeps its stack, the selected tab pops to the root then scrolls up")
    func tabs() throws {
        let h = try Self.run("tabs")
        func tabs(_ file: String) throws -> [String: Any] {
            try #require(SeedTree(document: try h.json(file)).nodes.first { $0["controller"] as? String == "TabBarController" })
        }
        func bar(_ file: String) throws -> [String: Any] { try #require(SeedTree(document: try h.json(file)).node("tab-bar")) }
        func stacks(_ file: String) throws -> [[String]] { SeedTree(document: try h.json(file)).stacks }
        func inboxOffset(_ file: String) throws -> Double {
            let table = try #require(SeedTree(document: try h.json(file)).node("inbox-table"))
            return (table["contentOffset"] as! [Double])[1]
        }
        // iPhone 11 Pro: 49 pt over the 34 pt home indicator.
        #expect(SeedTree.frame(try bar("inbox.json")) == Rect(x: 0, y: 729, width: 375, height: 83))
        #expect(try bar("inbox.json")["selectedIndex"] as? Double == 0)
        let pushingX = SeedTree.frame(try bar("pushing.json")).minX
        #expect(pushingX < 0 && pushingX > -375)
        #expect(try tabs("pushed.json")["tabBarHidden"] as? Bool == true && (try bar("pushed.json"))["hidden"] as? Bool == true)
        #expect(try tabs("back.json")["tabBarHidden"] as? Bool == false)
        #expect(try stacks("settings-kept.json") == [["Settings", "Accounts"]])
        #expect(try tabs("settings-kept.json")["selectedIndex"] as? Double == 1)
        #expect(try stacks("settings-root.json") == [["Settings"]])
        #expect(try inboxOffset("scrolled.json") > 0)
        // 44 status + 96 bar with the large title + 56 search bar (scrolled to the top, it shows).
        #expect(try inboxOffset("top.json") == -196)
    }

    @Test("swipe actions: a row opens to its actions, a press elsewhere closes it, a full swipe deletes it")
    func swipeActions() throws {
        let h = try Self.run("swipe-actions")
        func row(_ file: String, _ id: String) throws -> [String: Any]? { SeedTree(document: try h.json(file)).node(id) }
        #expect(try row("half.json", "message-0")?["swipeOffset"] as? Double == -100)
        let open = try #require(try row("open.json", "message-0")?["swipeOffset"] as? Double)
        // Delete and Archive at their natural widths (title + 2 × 15 pt, at least 74 pt).
        #expect(open < -148 && open > -200)
        #expect(try row("closed.json", "message-0")?["swipeOffset"] == nil)
        let deleted = SeedTree(document: try h.json("deleted.json"))
        #expect(deleted.cell(text: "Ada Lovelace") == nil)
        #expect(deleted.node("tab-bar").map { SeedTree.texts(in: $0) }?.contains("13") != nil)
        let leading = SeedTree(document: try h.json("leading.json")).nodes.compactMap { $0["swipeOffset"] as? Double }
        #expect(leading.count == 1 && leading[0] > 0)
        try Self.expectGolden(h, "open.png", "swipe-open")
    }

    @Test("large titles: the area follows the scroll, stretches when pulled, collapses with a push, scrubs back with a swipe")
    func largeTitles() throws {
        let h = try Self.run("large-titles")
        func area(_ file: String) throws -> Rect { SeedTree.frame(try #require(SeedTree(document: try h.json(file)).node("large-title"))) }
        func inlineAlpha(_ file: String) throws -> [Double] {
            SeedTree(document: try h.json(file)).nodes.filter { $0["id"] as? String == "navigation-title" }.compactMap { $0["alpha"] as? Double }
        }
        #expect(try area("expanded.json") == Rect(x: 0, y: 64, width: 375, height: 52))
        #expect(try inlineAlpha("expanded.json") == [0])
        // 40 pt scrolled (the 10 pt slop included): 12 pt of the area left.
        #expect(try area("scrolled-30.json").height == 12)
        #expect(try area("scrolled-90.json").height == 0)
        #expect(try inlineAlpha("scrolled-90.json") == [1])
        #expect(try area("stretched.json").height > 100)
        #expect(try area("rest.json").height == 52)
        let pushing = try area("pushing.json").height
        #expect(pushing > 0 && pushing < 52)
        #expect(try area("pushed.json").height == 0)
        let swipe = SeedTree(document: try h.json("swipe-half.json"))
        let percent = try #require(swipe.navigationPercent)
        #expect(abs(SeedTree.frame(try #require(swipe.node("large-title"))).height - 52 * percent) < 0.5)
        #expect(try area("popped.json").height == 52)
        try Self.expectGolden(h, "expanded.png", "large-title-expanded")
        try Self.expectGolden(h, "swipe-half.png", "large-title-swipe-half")
    }

    @Test("form sheet: a centred 540×620 card on an iPad, a page sheet in a compact Split View pane, a card again")
    func formSheet() throws {
        let h = try Self.run("form-sheet")
        func shown(_ file: String) throws -> (style: String?, frame: Rect?) {
            let tree = SeedTree(document: try h.json(file))
            let p = Self.presented(tree).first?.1
            return (p?["style"] as? String, tree.node("signature-sheet").map(SeedTree.frame))
        }
        // iPad landscape, 1024×768: centred, the status bar 20 pt.
        #expect(try shown("form-sheet.json").style == "formSheet")
        #expect(try shown("form-sheet.json").frame == Rect(x: 242, y: 74, width: 540, height: 620))
        // Half of the landscape iPad: 507 pt, compact: a page sheet 10 pt below the status bar.
        #expect(try shown("compact.json").style == "pageSheet")
        #expect(try shown("compact.json").frame == Rect(x: 0, y: 30, width: 507, height: 738))
        #expect(try shown("full.json").style == "formSheet")
        #expect(try shown("dismissed.json").style == nil)
    }
}
