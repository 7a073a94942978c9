import Foundation
import HandheldDemos
import HandheldKit
import Render
import Testing
@testable import HandheldTesting

@MainActor
@Suite("Snapshots")
struct SnapshotTests {
    let directory = NSTemporaryDirectory() + "handheld-snapshots-" + UUID().uuidString

    @Test("a missing reference is recorded and fails; the next run matches it")
    func recordThenMatch() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        let first = verifySnapshot(of: app, named: "list", record: .missing, snapshotDirectory: directory)
        let reference = directory + "/recordThenMatch.list.png"
        #expect(first?.hasPrefix("Recorded a new snapshot (record mode missing): \(reference)") == true)
        let image = try PixelBuffer(contentsOf: reference)
        #expect(image.width == 1179 && image.height == 2556, "device pixels: 393 × 852 points at 3×")
        #expect(verifySnapshot(of: app, named: "list", record: .missing, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: app, named: "list", record: .never, snapshotDirectory: directory) == nil)
    }

    @Test("with record never a missing reference fails and the actual image is written as an artifact")
    func neverRecords() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        let message = try #require(verifySnapshot(of: app, named: "absent", record: .never, snapshotDirectory: directory))
        #expect(message.hasPrefix("No reference snapshot at \(directory)/neverRecords.absent.png (record mode never)."))
        #expect(!FileManager.default.fileExists(atPath: directory + "/neverRecords.absent.png"))
        let actual = try #require(Self.path(after: "actual: ", in: message))
        #expect(actual.hasSuffix("handheld-artifacts/SnapshotTests/neverRecords.absent.actual.png"))
        #expect(FileManager.default.fileExists(atPath: actual))
    }

    @Test("a changed screen fails naming reference, actual and a difference that is red exactly where it changed")
    func difference() throws {
        let app = try TestApp(rootViewController: FruitViewController(name: "Apple"))
        _ = verifySnapshot(of: app, named: "detail", record: .all, snapshotDirectory: directory)
        app.switches["favourite"].tap()
        app.settle()
        let message = try #require(verifySnapshot(of: app, named: "detail", record: .never, snapshotDirectory: directory))
        #expect(message.hasPrefix("Snapshot does not match \(directory)/difference.detail.png: "))
        let paths = try ["reference: ", "actual: ", "difference: "].map { try #require(Self.path(after: $0, in: message)) }
        let reference = try PixelBuffer(contentsOf: paths[0]), actual = try PixelBuffer(contentsOf: paths[1])
        let difference = try PixelBuffer(contentsOf: paths[2])
        var changed = 0, red = 0
        for i in 0..<reference.pixels.count {
            if reference.pixels[i] != actual.pixels[i] { changed += 1 }
            if difference.pixels[i] == 0xFFFF_0000 { red += 1 }
        }
        #expect(changed > 0 && red == changed)
        #expect(message.contains(": \(changed) of \(reference.pixels.count) pixels differ"))
        // The switch is a small part of the screen: a low enough precision lets it pass.
        #expect(verifySnapshot(of: app, as: .image(precision: 0.9), named: "detail", record: .never,
                               snapshotDirectory: directory) == nil)
    }

    @Test("perceptual precision forgives a colour change the eye cannot see, and not one it can")
    func perceptual() {
        let white: UInt32 = 0xFFFF_FFFF, nearWhite: UInt32 = 0xFFFE_FEFE, grey: UInt32 = 0xFF80_8080
        #expect(ImageComparison.deltaE(white, white) == 0)
        #expect(ImageComparison.deltaE(white, nearWhite) < 1)
        #expect(ImageComparison.deltaE(white, grey) > 40)
        let a = PixelBuffer(width: 2, height: 1, fill: white)
        var b = a
        b.pixels[1] = nearWhite
        #expect(!ImageComparison(reference: a, actual: b, precision: 1, perceptualPrecision: 1).compare().matches)
        #expect(ImageComparison(reference: a, actual: b, precision: 1, perceptualPrecision: 0.98).compare().matches)
        b.pixels[1] = grey
        #expect(!ImageComparison(reference: a, actual: b, precision: 1, perceptualPrecision: 0.98).compare().matches)
        #expect(ImageComparison(reference: a, actual: b, precision: 0.5, perceptualPrecision: 1).compare().matches)
    }

    @Test("a tree snapshot fails with the changed lines")
    func treeDiff() throws {
        let controller = FruitViewController(name: "Apple")
        let app = try TestApp(rootViewController: controller)
        _ = verifySnapshot(of: app, as: .tree, named: "detail", record: .all, snapshotDirectory: directory)
        let text = try String(contentsOfFile: directory + "/treeDiff.detail.txt", encoding: .utf8)
        #expect(text.contains("<Label; id = status; frame = (0 "))
        #expect(text.contains("label = 'Not saved'; traits = [staticText]>"))
        controller.status.text = "Saved"
        app.advance(by: 1.0 / 60)
        let message = try #require(verifySnapshot(of: app, as: .tree, named: "detail", record: .never,
                                                  snapshotDirectory: directory))
        #expect(message.contains("label = 'Not saved'"))
        #expect(message.contains("+ ") && message.contains("label = 'Saved'"))
    }

    @Test("record modes: the test's own, then HANDHELD_RECORD, then never on CI, else missing")
    func recordModes() {
        func mode(_ explicit: SnapshotRecordMode?, _ environment: [String: String]) -> String {
            switch SnapshotRecordMode.resolved(explicit, environment: environment) {
            case let .success(mode): mode.rawValue
            case let .failure(error): error.message
            }
        }
        #expect(mode(nil, [:]) == "missing")
        #expect(mode(nil, ["CI": "true"]) == "never")
        #expect(mode(nil, ["CI": "false"]) == "missing")
        #expect(mode(nil, ["CI": "true", "HANDHELD_RECORD": "all"]) == "all")
        #expect(mode(.missing, ["CI": "true"]) == "missing")
        #expect(mode(nil, ["HANDHELD_RECORD": "sometimes"]) == "HANDHELD_RECORD is 'sometimes'; expected one of: missing, all, never")
    }

    @Test("snapshot names become file names; artifacts go under HANDHELD_ARTIFACTS")
    func files() {
        let files = SnapshotFiles(filePath: "/src/Tests/AppTests/ListTests.swift", testName: "Tapping save() works",
                                  name: "iphone-15-portrait-light-large", pathExtension: "png",
                                  environment: ["HANDHELD_ARTIFACTS": "/tmp/art"])
        #expect(files.reference == "/src/Tests/AppTests/__Snapshots__/ListTests/Tapping-save-works.iphone-15-portrait-light-large.png")
        #expect(files.artifact("difference") == "/tmp/art/ListTests/Tapping-save-works.iphone-15-portrait-light-large.difference.png")
    }

    @Test("the same snapshot taken by 100 fresh apps is byte-identical, image and tree")
    func determinism() throws {
        var images = Set<[UInt8]>(), trees = Set<String>()
        for _ in 0..<100 {
            let app = try TestApp(scene: "settings", scenes: Demos.all)
            app.settle()
            images.insert(try app.pngData())
            trees.insert(app.treeDescription)
        }
        #expect(images.count == 1)
        #expect(trees.count == 1)
    }
}

extension SnapshotTests {
    /// The path a failure message gives after `label` on its own line.
    static func path(after label: String, in message: String) -> String? {
        message.split(separator: "\n").first { $0.hasPrefix(label) }.map { String($0.dropFirst(label.count)) }
    }
}
