import Foundation
import Testing
@testable import HandheldSimulator

/// A user's executable built on `Simulator.run` speaks in its own name: its error lines start with it and
/// its help shows it, so `hello` never reports itself as `handheld`.
@Suite("Command line: the program's own name")
struct ProgramNameTests {
    @Test("the name is the executable's file name, handheld when there is none")
    func nameFromPath() {
        #expect(ProgramName.name(fromPath: "/home/me/app/.build/debug/hello") == "hello")
        #expect(ProgramName.name(fromPath: "hello") == "hello")
        #expect(ProgramName.name(fromPath: "") == "handheld")
        #expect(ProgramName.name(fromPath: nil) == "handheld")
    }

    @Test("run under another name, errors and help use that name")
    func linkedUnderAnotherName() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let dir = NSTemporaryDirectory() + "handheld-name-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let link = dir + "/hello"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: handheldBinary(root: root))

        let bad = try run(link, ["--device", "nope"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("hello: unknown device 'nope'"), "stderr: \(bad.stderr)")
        let help = try run(link, ["run", "--help"])
        #expect(help.stdout.contains("USAGE: hello run <script>"), "help: \(help.stdout)")
        #expect(help.stdout.contains("(see `hello devices`)"))
        #expect(!help.stdout.contains("`handheld"), "the default output folder keeps its name, handheld-out; nothing else says handheld")
    }

    private func run(_ path: String, _ arguments: [String]) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                         stderr: String(decoding: e, as: UTF8.self))
    }
}
