import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// What errors and listings quote from hostile input. Run-time errors echoed whole tokens and paths (`tap #`
/// and a 1 MB identifier gave a 1,000,050-byte line); control characters in file names reached the
/// listing raw (an ANSI escape, a carriage return splitting a line); `wait abc` was told about the sign.
@Suite("Bad input: what errors and listings quote")
struct BadInputEchoTests {
    /// Under the tokenizer's 100,000-character cap, so the line parses and fails when it runs.
    static let huge = String(repeating: "x", count: 99_000)

    /// Every run-time target form, with a 1 MB identifier or text that matches nothing.
    static let targets = ["tap #\(huge)", "press #\(huge)", "move #\(huge)", "drag #\(huge) 1 1 0.1",
                          "drag 1 1 #\(huge) 0.1", "pinch #\(huge) 2 0.1", "rotate-fingers #\(huge) 90 0.1",
                          "wheel 0 10 #\(huge)", "tap \"\(huge)\""]

    @Test("a run-time error quotes at most 80 characters of a 99,000-character target", arguments: 0..<targets.count)
    @MainActor
    func longTarget(_ index: Int) throws {
        let harness = try HeadlessHarness()
        do throws(ScriptError) {
            try harness.runner.run(ScenarioScript.parse("wait 0.1\n" + Self.targets[index] + "\n", file: "test.txt"))
            Issue.record("the line ran")
        } catch {
            #expect(error.line == 2)
            #expect(error.message.contains("x…"), "\(error.message.prefix(200))")
            #expect(error.description.count < 200, "\(error.description.count) characters")
        }
    }

    @Test("cannot write PATH and cannot create folder PATH quote at most 80 characters of the path")
    @MainActor
    func longPaths() throws {
        let harness = try HeadlessHarness()
        // A folder name of 255 characters (NAME_MAX) three deep: a real path, far longer than 80.
        let folder = String(repeating: "f", count: 255)
        let deep = "\(folder)/\(folder)/\(folder)"
        try FileManager.default.createDirectory(atPath: harness.out + "/" + deep, withIntermediateDirectories: true)
        // A file where the last folder should be: "a file of that name is in the way".
        try Data().write(to: URL(fileURLWithPath: harness.out + "/" + deep + "/blocked"))
        #expect(throws: ScriptError(file: "test.txt", line: 1,
                                    message: "cannot create folder …\(String(repeating: "f", count: 72))/blocked: a file of that name is in the way")) {
            try harness.run("shot \(deep)/blocked/x.png\n")
        }
        let failing = AtomicFileWriter.Failure(path: harness.out + "/" + deep + "/x.png", reason: SystemError(code: ENOSPC))
        #expect(failing.description == "cannot write …\(String(repeating: "f", count: 74))/x.png: no space left on device")
    }

    @Test("the second half of an --out error quotes at most 80 characters")
    func longOut() throws {
        let script = try tempFile("tree t.json\n")
        let file = (script as NSString).deletingLastPathComponent + "/a-file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let out = file + "/" + String(repeating: "o", count: 200)
        let r = try runHandheld(["run", script, "--out", out])
        expectOneLineError(r, status: 64, contains: "a file of that name is in the way")
        #expect(r.stderr.count < 250, "\(r.stderr)")
    }

    @Test("control characters in file names are escaped in the listing, one line per file")
    func controlCharactersListed() throws {
        let script = try tempFile("shot \"x\u{1B}[31mRED.png\"\ntree \"a\u{0D}b.json\"\ntree \"bell\u{07}.json\"\n")
        let out = (script as NSString).deletingLastPathComponent + "/out"
        let r = try runHandheld(["run", script, "--out", out], environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout == "\(out)/x\\u{1B}[31mRED.png\n\(out)/a\\u{D}b.json\n\(out)/bell\\u{7}.json\n")
        // The files themselves keep the names the script gave.
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out)) == ["x\u{1B}[31mRED.png", "a\u{0D}b.json", "bell\u{07}.json"])
    }

    @Test("a duration that is not a plain decimal is told so, not that it must be ≥ 0",
          arguments: ["abc", "1e2", "0x10", "+1", "inf"])
    func durationFormat(_ word: String) throws {
        #expect(throws: ScriptError(file: "s.txt", line: 1,
                                    message: "wait expects SECONDS (a decimal number such as 2 or 0.5), got '\(word)'")) {
            try ScenarioScript.parse("wait \(word)\n", file: "s.txt")
        }
        #expect(throws: ScriptError(file: "s.txt", line: 1, message: "wait expects SECONDS ≥ 0, got '-2'")) {
            try ScenarioScript.parse("wait -2\n", file: "s.txt")
        }
    }
}
