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
        let dir = NSTemporaryDirectory() + "handheld-name-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let link = dir + "/hello"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: handheldBinary(root: repositoryRoot))

        let bad = try runHandheld(["--device", "nope"], executable: link)
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("hello: unknown device 'nope'"), "stderr: \(bad.stderr)")
        let help = try runHandheld(["run", "--help"], executable: link)
        #expect(help.stdout.contains("USAGE: hello run <script>"), "help: \(help.stdout)")
        #expect(help.stdout.contains("(see `hello devices`)"))
        #expect(!help.stdout.contains("`handheld"), "the default output folder keeps its name, handheld-out; nothing else says handheld")
    }
}
