import Foundation
import Render
import Testing

/// `scripts/mail/loading.txt`, run by the `handheld` binary: a program with a real main thread, which is
/// where the hosts drain the main queue (`MainRunLoop.drainOnce()`); a test process has none (its main actor
/// runs under `dispatchMain()`), so these runs go through the binary, headless and in a window.
@MainActor
@Suite("Main run loop: the mail inbox loaded in the background")
struct MailLoadingTests {
    static let script = repositoryRoot.appendingPathComponent("scripts/mail/loading.txt").path

    /// The identifiers of the inbox's message rows in a tree JSON, in the tree's order.
    static func rows(_ path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "\"id\" *: *\"(message-[0-9]+)\"")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    /// The inbox tab's badge in a tree JSON ("badge": "14"), nil when it has none.
    static func badge(_ path: String) throws -> String? {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "\"badge\" *: *\"([^\"]*)\"")
        return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    @Test("headless: the first frame shows an empty inbox, the next the rows the background task handed back")
    func headless() throws {
        let out = NSTemporaryDirectory() + "handheld-loading-" + UUID().uuidString
        let run = try runHandheld(["run", Self.script, "--out", out], environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.rows(out + "/empty.json").isEmpty)
        // The nine rows that fit an iPhone 8 above the tab bar below the search bar (the tree lists them bottom
        // first); the list was empty when it first showed, too short to scroll the search bar away.
        #expect(try Self.rows(out + "/rows.json").sorted() == (0..<9).map { "message-\($0)" })
        #expect(try Self.badge(out + "/empty.json") == nil)
        #expect(try Self.badge(out + "/rows.json") == "14")
        try expectGoldenFile(out + "/empty.png", "loading-empty", in: "mail")
        try expectGoldenFile(out + "/rows.png", "loading-rows", in: "mail")
    }

    @Test("the same run in a window, three times: the rows land on the same frame and match the headless shots")
    func window() throws {
        let base = NSTemporaryDirectory() + "handheld-loading-window-" + UUID().uuidString
        let env = ["SDL_VIDEODRIVER": "dummy"]
        let headless = try runHandheld(["run", Self.script, "--out", base + "/headless"], environment: env)
        #expect(headless.status == 0, "\(headless.stderr)")
        for attempt in 0..<3 {
            let out = base + "/window-\(attempt)"
            let window = try runHandheld(["--script", Self.script, "--out", out], environment: env)
            #expect(window.status == 0, "\(window.stderr)")
            #expect(try Self.rows(out + "/empty.json").isEmpty)
            #expect(try Self.rows(out + "/rows.json").count == 9)
            for shot in ["empty", "rows"] {
                let a = try PNGImage(contentsOf: out + "/\(shot).png")
                let b = try PNGImage(contentsOf: base + "/headless/\(shot).png")
                // The two renderers anti-alias curved edges each in their own way: up to 8 pixels elsewhere, and
                // 3 at each of the search field's four rounded corners.
                #expect(a.difference(from: b, tolerance: 2).count <= 8 + 12, "\(shot), attempt \(attempt)")
            }
        }
    }
}
