import Foundation
import HandheldKit
import HandheldSimulator
import HelloScreens
import XCTest

/// How a package tests its own screens: run a scenario script headlessly (the same virtual clock as
/// `hello run`, so every run is identical), then assert on the tree JSON it wrote and compare a shot with a
/// golden PNG kept beside this file. `HANDHELD_UPDATE_GOLDENS=1 swift test` rewrites the golden. The tests
/// are `async` so that XCTest on Linux can run them on the main actor, where Handheld's views live.
final class TourTests: XCTestCase {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let script = here.appendingPathComponent("../../scripts/tour.txt").standardized.path

    let out = NSTemporaryDirectory() + "hello-tests-" + UUID().uuidString

    @MainActor
    func testTourPushesAPersonSwipesBackAndHidesTwoFormRows() async throws {
        let written = try Simulator.runScript(atPath: Self.script, scenes: Hello.scenes, outputDirectory: out)
        XCTAssertEqual(written.map { URL(fileURLWithPath: $0).lastPathComponent },
                       ["detail.json", "back.json", "form.json", "form.png"])

        // The tap pushed Grace Hopper's page.
        let detail = try tree("detail.json")
        XCTAssertEqual(Self.node(detail, id: "person-name")?["text"] as? String, "Grace Hopper")

        // The edge swipe popped it: the list is back and the person's page is gone.
        let back = try tree("back.json")
        XCTAssertNil(Self.node(back, id: "person-name"))
        XCTAssertNotNil(Self.node(back, id: "people-table"))

        // Notifications off: Sounds and Badges are hidden, Airplane Mode moved up under Notifications.
        let form = try tree("form.json")
        XCTAssertEqual(Self.node(form, id: "sounds-row")?["hidden"] as? Bool, true)
        XCTAssertEqual(Self.node(form, id: "badges-row")?["hidden"] as? Bool, true)
        let top = try XCTUnwrap(Self.frame(form, id: "notifications-row"))
        let airplane = try XCTUnwrap(Self.frame(form, id: "airplane-row"))
        XCTAssertEqual(airplane.y, top.y + top.height + 1, accuracy: 0.01)

        try assertGolden(out + "/form.png", named: "form")
    }

    @MainActor
    func testAnUnknownViewIsOneLineNamingTheScriptLine() async throws {
        XCTAssertThrowsError(try Simulator.runScript(source: "scene form\ntap #nope\n", file: "bad.txt",
                                                     scenes: Hello.scenes, outputDirectory: out)) { error in
            XCTAssertTrue("\(error)".hasPrefix("bad.txt:2: "), "\(error)")
        }
    }

    // MARK: Helpers

    func tree(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(json["root"] as? [String: Any])
    }

    /// The first node, depth first, whose `id` is `id`.
    static func node(_ tree: [String: Any], id: String) -> [String: Any]? {
        if tree["id"] as? String == id { return tree }
        for child in tree["children"] as? [[String: Any]] ?? [] {
            if let found = node(child, id: id) { return found }
        }
        return nil
    }

    static func frame(_ tree: [String: Any], id: String) -> (y: Double, height: Double)? {
        // A frame is [x, y, width, height] in screen points.
        guard let frame = node(tree, id: id)?["frame"] as? [Double], frame.count == 4 else { return nil }
        return (frame[1], frame[3])
    }

    /// Compares a PNG with `Goldens/NAME.png` pixel by pixel (2 levels of anti-aliasing rounding allowed). A
    /// missing golden is written and reported, so a new picture is always looked at before it is committed.
    @MainActor
    func assertGolden(_ path: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let golden = Self.here.appendingPathComponent("Goldens/\(name).png").path
        if ProcessInfo.processInfo.environment["HANDHELD_UPDATE_GOLDENS"] == "1" || !FileManager.default.fileExists(atPath: golden) {
            try? FileManager.default.removeItem(atPath: golden)
            try FileManager.default.copyItem(atPath: path, toPath: golden)
            XCTFail("golden written: \(golden); look at it and run the tests again", file: file, line: line)
            return
        }
        let difference = try PNGImage(contentsOf: path).difference(from: try PNGImage(contentsOf: golden), tolerance: 2)
        XCTAssertEqual(difference.count, 0, "\(path) differs from \(golden) in \(difference.count) pixels", file: file, line: line)
    }
}
