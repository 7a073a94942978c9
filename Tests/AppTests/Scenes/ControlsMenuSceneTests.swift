import Foundation
import Render
import Testing
import Widgets
import HandheldSimulator
import HandheldDemos
import TestSupport

/// The `controls` scene's menus run from `scripts/controls/menus*.txt`: the Sort button's menu and the
/// tile's context menu read back through the tree JSON's `menu` key and the `menu-label` the handlers write;
/// the shots are compared with `Tests/Goldens/controls/`, light and dark, on an iPhone 15 and a 13-inch iPad Pro.
@MainActor
@Suite("Scene: controls menus")
struct ControlsMenuSceneTests {
    /// The open menu's `menu` object and its items' titles and states.
    func menu(_ tree: SeedTree) -> (title: String, items: [[String: Any]], highlighted: Int?)? {
        guard let node = tree.nodes.first(where: { $0["menu"] != nil }), let menu = node["menu"] as? [String: Any],
              let items = menu["items"] as? [[String: Any]] else { return nil }
        let highlighted = (menu["highlighted"] as? Int) ?? (menu["highlighted"] as? Double).map { Int($0) }
        return (menu["title"] as? String ?? "", items, highlighted)
    }

    func titles(_ items: [[String: Any]]) -> [String] { items.map { $0["title"] as? String ?? "" } }
    func states(_ items: [[String: Any]]) -> [String] { items.map { $0["state"] as? String ?? "-" } }

    @Test("iPhone: the Sort menu opens on a tap, Name is picked and checked, keys move the highlight, the context menu runs Delete")
    func iPhone() throws {
        let h = try ControlsSceneTests.run("menus")
        let open = try #require(menu(SeedTree(document: try h.json("menu-open.json"))))
        #expect(open.title == "Sort By")
        #expect(titles(open.items) == ["Name", "Date", "Size", "View As", "Delete All"])
        #expect(states(open.items) == ["off", "on", "off", "-", "off"])
        #expect(open.items[4]["destructive"] as? Bool == true && open.items[3]["submenu"] as? Bool == true)

        let picked = SeedTree(document: try h.json("menu-picked.json"))
        #expect(menu(picked) == nil)
        #expect(picked.node("menu-label")?["text"] as? String == "Sorted by: Name")
        let reopened = try #require(menu(SeedTree(document: try h.json("menu-reopened.json"))))
        #expect(states(reopened.items) == ["on", "off", "off", "-", "off"])
        let keys = try #require(menu(SeedTree(document: try h.json("menu-keys.json"))))
        #expect(keys.highlighted == 0)

        let context = try #require(menu(SeedTree(document: try h.json("context-open.json"))))
        #expect(titles(context.items) == ["Copy", "Share", "Delete"])
        #expect(context.items[1]["disabled"] as? Bool == true)
        let after = SeedTree(document: try h.json("context-picked.json"))
        #expect(menu(after) == nil && after.node("menu-label")?["text"] as? String == "Deleted")

        for shot in ["menu-growing", "menu-open", "context-open", "menu-open-dark", "context-open-dark"] {
            try expectGoldenFile(h.out + "/\(shot).png", "iphone-" + shot, in: "controls")
        }
    }

    @Test("iPad: the Sort menu beside its button and the tile's context menu, light and dark")
    func iPad() throws {
        let h = try ControlsSceneTests.run("menus-ipad")
        let open = try #require(menu(SeedTree(document: try h.json("ipad-menu.json"))))
        #expect(titles(open.items) == ["Name", "Date", "Size", "View As", "Delete All"])
        for shot in ["ipad-menu-light", "ipad-context-light", "ipad-menu-dark"] {
            try expectGoldenFile(h.out + "/\(shot).png", shot, in: "controls")
        }
    }
}
