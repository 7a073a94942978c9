import Foundation
import Render
import Testing
import Widgets
import HandheldDemos
import HandheldSimulator
import TestSupport

/// The inbox's search bar (`search-field`) and pull to refresh (`refresh`), run from
/// `scripts/mail/search-refresh*.txt`; shots compared with `Tests/Goldens/mail-search/`, light and dark,
/// iPhone and iPad.
@MainActor
@Suite("Scene: mail search and refresh")
struct MailSearchRefreshTests {
    func node(_ tree: SeedTree, _ id: String) -> [String: Any]? { tree.node(id) }
    func refreshing(_ h: HeadlessHarness, _ file: String) throws -> Bool? {
        node(SeedTree(document: try h.json(file)), "refresh")?["isRefreshing"] as? Bool
    }
    /// The senders of the rows shown, top first (each row's first text).
    func senders(_ h: HeadlessHarness, _ file: String) throws -> [String] {
        let tree = SeedTree(document: try h.json(file))
        return tree.nodes.filter { ($0["id"] as? String)?.hasPrefix("message-") == true && $0["hidden"] as? Bool != true }
            .sorted { SeedTree.frame($0).minY < SeedTree.frame($1).minY }
            .compactMap { SeedTree.texts(in: $0).first }
    }

    @Test("iPhone: the bar starts hidden, a long pull refreshes and a message arrives, a search filters under the risen bar and its scope, Cancel restores")
    func iPhone() throws {
        let h = try MailSceneTests.run("search-refresh")
        let start = SeedTree(document: try h.json("start.json"))
        #expect(SeedTree.frame(try #require(start.node("search-bar"))).height == 0)
        #expect(try refreshing(h, "start.json") == false)
        #expect(try refreshing(h, "pulled.json") == true)
        #expect(try refreshing(h, "refreshing.json") == true)
        #expect(try refreshing(h, "refreshed.json") == false)
        let refreshed = SeedTree(document: try h.json("refreshed.json"))
        #expect(SeedTree.frame(try #require(refreshed.node("search-bar"))).height == 56)
        #expect(try senders(h, "refreshed.json").first == "Katherine Johnson")
        let searching = SeedTree(document: try h.json("searching.json"))
        #expect(searching.node("search-field")?["text"] as? String == "ada")
        #expect(searching.node("search-bar")?["showsCancelButton"] as? Bool == true)
        #expect(try senders(h, "searching.json") == ["Ada Lovelace"])
        // Searching, the bar rose under the status bar (59 pt on an iPhone 15) with the scope buttons.
        let bar = SeedTree.frame(try #require(searching.node("search-bar")))
        #expect(Double(bar.minY) == 59 && Double(bar.height) == 100)
        let scoped = SeedTree(document: try h.json("scoped.json"))
        #expect(scoped.node("search-bar")?["selectedScopeButtonIndex"] as? Double == 1)
        #expect(try senders(h, "scoped.json") == ["Ada Lovelace"])
        let cancelled = SeedTree(document: try h.json("cancelled.json"))
        #expect(cancelled.node("search-field")?["text"] as? String == "")
        #expect(try senders(h, "cancelled.json").count > 5)
        for (shot, golden) in [("start", "iphone-start"), ("refreshing", "iphone-refreshing"),
                               ("refreshed", "iphone-refreshed"), ("searching", "iphone-searching"), ("scoped", "iphone-scoped"),
                               ("searching-dark", "iphone-searching-dark")] {
            try expectGoldenFile(h.out + "/\(shot).png", golden, in: "mail-search")
        }
    }

    @Test("iPad: pulled, the spinner turns below the search bar; a search filters; light and dark")
    func iPad() throws {
        let h = try MailSceneTests.run("search-refresh-ipad")
        #expect(try refreshing(h, "ipad-refreshing.json") == true)
        #expect(try senders(h, "ipad-searching.json") == ["Grace Hopper"])
        // The Subject scope: no subject has "hop".
        #expect(try senders(h, "ipad-scoped.json") == [])
        for shot in ["ipad-refreshing", "ipad-searching", "ipad-searching-dark", "ipad-scoped-dark"] {
            try expectGoldenFile(h.out + "/\(shot).png", shot, in: "mail-search")
        }
    }
}
