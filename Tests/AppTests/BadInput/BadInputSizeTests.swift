import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// Inputs that were read whole before being judged: a 63 MB track fixture took 1.57 GB and a 300 MB
/// sparse one was read before it was refused; a 25 MB script line of 12.5 million tokens took 458 MB
/// before its arity was checked; 255 MB of NUL bytes took 36 s and 537 MB. A fixture that is a FIFO or
/// a directory was "not found". The reproductions here are scaled down; what they pin is where the
/// reading stops.
@Suite("Bad input: sizes capped before reading")
struct BadInputSizeTests {
    @Test("a fixture over 1 MB is refused from its size, before it is read (a sparse 300 MB file)")
    func largeFixture() throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: assets.fixture))
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let script = try tempFile("wait 0.1\n")
        let r = try runHandheld(["run", script, "--scene", "top-tracks"], environment: assets.environment)
        expectOneLineError(r, status: 1, contains: "handheld: bad fixture \(assets.fixture): expected a readable JSON file, "
                           + "got a file of 300 MB (at most 1 MB)")
    }

    @Test("a fixture that is a directory or a FIFO is named as such, not as missing")
    func fixtureKinds() throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        try FileManager.default.removeItem(atPath: assets.fixture)
        let script = try tempFile("wait 0.1\n")
        try FileManager.default.createDirectory(atPath: assets.fixture, withIntermediateDirectories: false)
        let directory = try runHandheld(["run", script, "--scene", "top-tracks"], environment: assets.environment)
        expectOneLineError(directory, status: 1, contains: "bad fixture \(assets.fixture): expected a readable JSON file, got a directory")
        try FileManager.default.removeItem(atPath: assets.fixture)
        #expect(mkfifo(assets.fixture, 0o644) == 0)
        let fifo = try runHandheld(["run", script, "--scene", "top-tracks"], environment: assets.environment)
        expectOneLineError(fifo, status: 1, contains: "bad fixture \(assets.fixture): expected a readable JSON file, got a FIFO (named pipe)")
    }

    @Test("an unreadable fixture says so", .enabled(if: getuid() != 0, "root reads any file"))
    func unreadableFixture() throws {
        let assets = try AssetsCopy()
        defer { assets.remove() }
        #expect(chmod(assets.fixture, 0) == 0)
        let script = try tempFile("wait 0.1\n")
        let r = try runHandheld(["run", script, "--scene", "top-tracks"], environment: assets.environment)
        expectOneLineError(r, status: 1, contains: "bad fixture \(assets.fixture): expected a readable JSON file, got a file it may not read")
    }

    @Test("a line is split into at most eight tokens: the arity error comes without the rest")
    func tokenCount() throws {
        let line = "wait" + String(repeating: " 1", count: 100_000)
        let tokens = try ScriptToken.tokens(in: Substring(line), file: "s.txt", lineNumber: 1)
        #expect(tokens.count == ScriptToken.maximumCount)
        #expect(throws: ScriptError(file: "s.txt", line: 1, message: "wait expects end of line (usage: wait SECONDS), got '1'")) {
            try ScenarioScript.parse(line, file: "s.txt")
        }
    }

    @Test("a script read straight into a string still tells real U+FFFD from bytes that are not UTF-8")
    func replacementCharacter() throws {
        let good = try tempFile("# \u{FFFD} is a character like any other\nwait 0.1\n")
        #expect(try ScenarioScript(contentsOfFile: good).lines.count == 1)
        let bad = try tempFile("")
        try Data("wait 0.1\n# \u{FF}\n".utf8.map { $0 } + [0xFF, 0xFE, 0xFD, 0x0A]).write(to: URL(fileURLWithPath: bad))
        #expect(throws: ScriptError(file: bad, line: 0, message:
            "cannot read the script: expected a readable UTF-8 text file, got bytes that are not UTF-8")) {
            try ScenarioScript(contentsOfFile: bad)
        }
    }

    @Test("a flood of NUL bytes is refused after 100,000 characters, not copied into one token")
    func nulFlood() throws {
        let flood = String(repeating: "\u{0}", count: 1_000_000)
        let shown = String(repeating: "\\u{0}", count: 80) + "…"
        #expect(throws: ScriptError(file: "s.txt", line: 1,
                                    message: "expected a word or string of at most 100000 characters, got \(shown)")) {
            try ScenarioScript.parse(flood, file: "s.txt")
        }
        let quoted = "type \"" + String(repeating: "a", count: 100_001) + "\""
        #expect(throws: ScriptError.self) { try ScenarioScript.parse(quoted, file: "s.txt") }
    }
}
