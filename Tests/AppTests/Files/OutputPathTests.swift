import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// Outputs stay inside `--out`; a name written twice is overwritten with a warning; `--out` problems and
/// scripts that are not text files are reported before the first frame, in plain words.
@Suite("Files: output paths, repeated names and what the script path is")
struct OutputPathTests {
    static let escapes = ["shot ../x.png", "tree ../../x.json", "shot /tmp/x.png", "tree a/../../x.json", "shot ./../x.png"]

    @Test("a file name that leaves the output folder is refused at parse time with file:line", arguments: escapes)
    func escape(_ line: String) throws {
        let word = String(line.prefix(4))
        let name = String(line.dropFirst(5))
        let ext = word == "shot" ? ".png" : ".json"
        #expect(throws: ScriptError(file: "s.txt", line: 2, message:
            "\(word) expects FILE\(ext) inside the output folder (a relative path without ..), got '\(name)'")) {
            try ScenarioScript.parse("wait 0\n" + line, file: "s.txt")
        }
    }

    @Test("names inside the output folder, subfolders included, are accepted")
    func inside() throws {
        let script = try ScenarioScript.parse("shot a/b/c.png\ntree ./t.json\nshot x..y.png", file: "s.txt")
        #expect(script.lines.count == 3)
    }

    @Test("a folder that is a symbolic link leading out of --out is refused when the file is written")
    @MainActor
    func symlinkOut() throws {
        let harness = try HeadlessHarness()
        let outside = NSTemporaryDirectory() + "handheld-outside-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: harness.out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: harness.out + "/link", withDestinationPath: outside)
        #expect(throws: ScriptError(file: "test.txt", line: 1, message:
            "folder \(harness.out)/link is a symbolic link; files stay inside the output folder")) {
            try harness.run("shot link/x.png")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test("a name written twice is overwritten, with a warning naming both lines")
    @MainActor
    func repeatedName() throws {
        let harness = try HeadlessHarness()
        var warnings: [String] = []
        harness.runner.warn = { warnings.append($0) }
        try harness.run("tree t.json\nwait 0.5\ntree t.json\n")
        #expect(warnings == ["test.txt:3: overwrote \(harness.out)/t.json, written by line 1"])
        #expect(harness.runner.written == [harness.out + "/t.json"])
        #expect(try harness.json("t.json")["time"] as? Double ?? 0 > 0.4)
    }

    @Test("--out that is a file, or under one, is one plain line before anything runs")
    func badOut() throws {
        let script = try tempFile("tree t.json\n")
        let file = (script as NSString).deletingLastPathComponent + "/a-file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        for out in [file, file + "/sub"] {
            let r = try runHandheld(["run", script, "--out", out])
            expectOneLineError(r, status: 64, contains: "handheld: --out \(out): cannot create folder \(file): a file of that name is in the way")
            #expect(!r.stderr.contains("NSCocoaErrorDomain") && r.stdout.isEmpty)
        }
        let r = try runHandheld(["run", script, "--out", "/proc/handheld-nope"])
        expectOneLineError(r, status: 64, contains: "handheld: --out /proc/handheld-nope: cannot create folder /proc/handheld-nope: ")
    }

    @Test("a FIFO, /dev/null, a symbolic link loop and a broken link as the script are named as such")
    func scriptKinds() throws {
        let folder = NSTemporaryDirectory() + "handheld-kinds-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fifo = folder + "/fifo.txt", loop = folder + "/loop.txt", broken = folder + "/broken.txt"
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        try FileManager.default.createSymbolicLink(atPath: broken, withDestinationPath: folder + "/gone.txt")
        let expected = "cannot read the script: expected a readable UTF-8 text file, got"
        let cases = [(fifo, "a FIFO (named pipe), not a regular file"), ("/dev/null", "/dev/null, a device with nothing in it"),
                     (loop, "a symbolic link loop"), (broken, "a broken symbolic link")]
        for (path, found) in cases {
            #expect(throws: ScriptError(file: path, line: 0, message: "\(expected) \(found)")) {
                try ScenarioScript(contentsOfFile: path)
            }
        }
        let r = try runHandheld(["run", fifo])
        expectOneLineError(r, status: 2, contains: "handheld: \(fifo): \(expected) a FIFO")
    }
}
