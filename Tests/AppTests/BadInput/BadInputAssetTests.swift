import Foundation
import Testing

/// A damaged font or fixture in the assets folder (HANDHELD_ASSETS pointing at a damaged copy): one line
/// naming the file and what is wrong with it, a non-zero exit, never a crash.
@Suite("Bad input: damaged fonts and fixtures")
struct BadInputAssetTests {
    enum FontDamage: String, CaseIterable, Sendable {
        case truncated, garbled, empty
    }

    /// Every command that opens the fonts, with arguments that would otherwise succeed quickly. The
    /// window command runs with no display, so a font that wrongly loads cannot leave a window open.
    static let commands: [String] = ["run", "fuzz", "bench", "open"]

    static func arguments(for command: String, in dir: String) throws -> [String] {
        switch command {
        case "run": ["run", try tempFile("shot a.png\n"), "--out", dir + "/out"]
        case "fuzz": ["fuzz", "--events", "10", "--out", dir + "/out"]
        case "bench": ["bench", "--rows", "100", "--frames", "10"]
        default: []
        }
    }

    @Test("a damaged font names the file, whatever the command", arguments: FontDamage.allCases, commands)
    func damagedFont(_ damage: FontDamage, command: String) throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        let original = try assets.read(assets.font)
        switch damage {
        case .truncated: try assets.write(original.prefix(2000), to: assets.font)
        case .garbled: try assets.write(garbage(count: original.count, seed: 9), to: assets.font)
        case .empty: try assets.write(Data(), to: assets.font)
        }
        let r = try runHandheld(try Self.arguments(for: command, in: assets.path), environment: assets.environment,
                                removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        expectOneLineError(r, status: 1, contains: "missing asset: font file unreadable: \(assets.font) (")
    }

    @Test("a font whose outlines are garbled behind intact tables still draws, without crashing")
    func garbledOutlines() throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        var font = try assets.read(assets.font)
        let half = font.count / 2
        font.replaceSubrange(half..<font.count, with: garbage(count: font.count - half, seed: 3))
        try assets.write(font, to: assets.font)
        let script = try tempFile("scene catalog\nwait 0.5\nshot a.png\n")
        let out = assets.path + "/out"
        let r = try runHandheld(["run", script, "--out", out], environment: assets.environment)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/a.png"))
    }

    @Test("a missing fixture is named, at start-up and from a script line")
    func missingFixture() throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        try FileManager.default.removeItem(atPath: assets.fixture)
        let script = try tempFile("wait 0.1\nscene top-tracks\n")
        let atStart = try runHandheld(["run", script, "--scene", "top-tracks"], environment: assets.environment)
        expectOneLineError(atStart, status: 1, contains: "handheld: missing asset: fixture not found: \(assets.fixture)")
        let fromScript = try runHandheld(["run", script], environment: assets.environment)
        // One "handheld: " only: the fixture's message is quoted after the script's file and line.
        expectOneLineError(fromScript, status: 2, contains: "handheld: \(script):2: missing asset: fixture not found: \(assets.fixture)")
    }

    @Test("choosing top-tracks in the catalog with its fixture missing leaves the catalog on screen")
    func missingFixtureFromCatalog() throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        try FileManager.default.removeItem(atPath: assets.fixture)
        let script = try tempFile("wait 0.2\ntap #catalog-top-tracks\nwait 0.5\ntree t.json\n")
        let out = assets.path + "/out"
        let r = try runHandheld(["run", script, "--scene", "catalog", "--out", out], environment: assets.environment)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let tree = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/t.json"))) as? [String: Any]
        #expect(tree?["scene"] as? String == "catalog")
    }

    static let corruptFixtures: [(contents: String, message: String)] = [
        ("garbage{", "not a JSON object"),
        ("[1, 2, 3]", "not a JSON object"),
        (#"{"tracks": 3}"#, #"expected a "tracks" array"#),
        (#"{"tracks": [{"rank": 1}]}"#, ##"track 1 needs rank, title, artist, album, duration and artwork "#RRGGBB""##),
        (#"{"tracks": [{"rank": 1, "title": "a", "artist": "b", "album": "c", "duration": 60, "artwork": "red"}]}"#,
         ##"track 1 artwork expects a colour "#RRGGBB", got "red""##),
        (##"{"tracks": [{"rank": 1, "title": "a", "artist": "b", "album": "c", "duration": 60, "artwork": "#12345z"}]}"##,
         ##"track 1 artwork expects a colour "#RRGGBB", got "#12345z""##),
        (#"{"tracks": []}"#, "no tracks"),
    ]

    @Test("a corrupt fixture names the file and what is wrong with it", arguments: corruptFixtures)
    func corruptFixture(_ contents: String, message: String) throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        try assets.write(Data(contents.utf8), to: assets.fixture)
        let script = try tempFile("wait 0.1\n")
        let r = try runHandheld(["run", script, "--scene", "top-tracks"], environment: assets.environment)
        expectOneLineError(r, status: 1, contains: "handheld: bad fixture \(assets.fixture): \(message)")
    }

    @Test("a fixture of bytes that are not text is a corrupt fixture too")
    func binaryFixture() throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        try assets.write(garbage(count: 3000, seed: 5), to: assets.fixture)
        let script = try tempFile("scene top-tracks\n")
        let r = try runHandheld(["run", script], environment: assets.environment)
        expectOneLineError(r, status: 2, contains: "\(script):1: bad fixture \(assets.fixture): not a JSON object")
    }
}
