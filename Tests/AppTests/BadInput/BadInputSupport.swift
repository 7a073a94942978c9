import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// How every bad input must end: exactly one line on standard error, starting "handheld: ",
/// that contains `text`; the given non-zero status; nothing that looks like a crash.
func expectOneLineError(_ r: CLIResult, status: Int32, contains text: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(r.status == status, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
    let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 1 && r.stderr.hasSuffix("\n"), "stderr: \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.hasPrefix("handheld: "), "stderr: \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.contains(text), "stderr: \(r.stderr)", sourceLocation: sourceLocation)
}

/// A private copy of the repository's `assets/` folder, to damage and point HANDHELD_ASSETS at.
struct AssetsCopy {
    let path: String

    init() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        path = NSTemporaryDirectory() + "handheld-assets-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: root.appendingPathComponent("assets").path, toPath: path)
    }

    var environment: [String: String] { ["HANDHELD_ASSETS": path] }
    var font: String { path + "/fonts/Inter-Medium.otf" }
    var fixture: String { path + "/fixtures/top-tracks.json" }

    func write(_ bytes: Data, to file: String) throws {
        try bytes.write(to: URL(fileURLWithPath: file))
    }

    func read(_ file: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: file))
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Bytes that look random but are the same on every run (the fuzzer's generator), for garbled files.
func garbage(count: Int, seed: UInt64) -> Data {
    var generator = SeededGenerator(seed: seed)
    return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
}
