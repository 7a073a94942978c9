import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// Ways out of `--out` found by attacking it: subfolders were created through a symbolic-linked folder
/// before it was refused; a link planted at the temporary name failed as "file exists" naming the final
/// file; `--out` 3,000 levels deep was refused but left 2,048 folders behind; a file name of 245 to 255
/// bytes failed as "too long" because the temporary name added to it. Folders are now opened one by one
/// with `O_NOFOLLOW` relative to their parent, so what the check saw is what the write uses.
@Suite("Files: nothing escapes --out, nothing is left behind")
struct OutputFolderEscapeTests {
    static func temporaryFolder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "handheld-\(name)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a symbolic-linked folder is refused before any subfolder is made through it")
    @MainActor
    func noFoldersThroughALink() throws {
        let harness = try HeadlessHarness()
        let outside = try Self.temporaryFolder("outside")
        try FileManager.default.createDirectory(atPath: harness.out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: harness.out + "/link", withDestinationPath: outside)
        #expect(throws: ScriptError(file: "test.txt", line: 1, message:
            "folder \(harness.out)/link is a symbolic link; files stay inside the output folder")) {
            try harness.run("shot link/a/b/x.png")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty, "nothing was made outside")
    }

    @Test("a link to a folder inside --out is refused too: only real folders are written through")
    @MainActor
    func linkInside() throws {
        let harness = try HeadlessHarness()
        try FileManager.default.createDirectory(atPath: harness.out + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: harness.out + "/alias", withDestinationPath: harness.out + "/real")
        #expect(throws: ScriptError.self) { try harness.run("tree alias/t.json") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.out + "/real").isEmpty)
    }

    @Test("a folder swapped for a link after it was opened still receives the file, not the link's target")
    @MainActor
    func swappedAfterOpening() throws {
        let out = try Self.temporaryFolder("swap")
        let outside = try Self.temporaryFolder("swap-outside")
        let folder = OutputFolder(out)
        let directory = try folder.openDirectory(for: "sub/t.json")
        defer { close(directory) }
        // The attacker's move between the check and the write: the folder becomes a link out of --out.
        try FileManager.default.moveItem(atPath: out + "/sub", toPath: out + "/moved")
        try FileManager.default.createSymbolicLink(atPath: out + "/sub", withDestinationPath: outside)
        try AtomicFileWriter().write(Array("{}".utf8), named: "t.json", in: directory, path: out + "/sub/t.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/moved") == ["t.json"])
    }

    @Test("a symbolic link planted at the temporary name is named, and nothing is written through it")
    @MainActor
    func plantedTemporary() throws {
        let harness = try HeadlessHarness()
        let outside = try Self.temporaryFolder("planted")
        try FileManager.default.createDirectory(atPath: harness.out, withIntermediateDirectories: true)
        let temporary = AtomicFileWriter.temporaryName
        try FileManager.default.createSymbolicLink(atPath: harness.out + "/" + temporary, withDestinationPath: outside + "/stolen.png")
        #expect(throws: ScriptError(file: "test.txt", line: 1, message:
            "cannot write \(harness.out)/x.png: its temporary file \(temporary) is in the way (remove it)")) {
            try harness.run("shot x.png")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: harness.out + "/x.png"))
    }

    @Test("--out deeper than a path can be is refused before any folder is made")
    func deepOut() throws {
        let folder = try Self.temporaryFolder("deep")
        let script = try tempFile("tree t.json\n")
        let out = Array(repeating: "d", count: 3000).joined(separator: "/")
        let r = try runHandheld(["run", script, "--out", out], directory: folder)
        expectOneLineError(r, status: 64, contains: ": a path of 5999 bytes (at most 4095)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("a refused --out removes the folders it made on the way")
    func refusedOutCleansUp() throws {
        let folder = try Self.temporaryFolder("long-component")
        let script = try tempFile("tree t.json\n")
        // The third component is longer than NAME_MAX: the first two are made, then removed again.
        let out = folder + "/a/b/" + String(repeating: "c", count: 300) + "/d"
        let r = try runHandheld(["run", script, "--out", out])
        expectOneLineError(r, status: 64, contains: "file name too long")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("file names of 245 to 255 bytes are written: the temporary name is short", arguments: [245, 250, 255])
    @MainActor
    func longestNames(_ bytes: Int) throws {
        let harness = try HeadlessHarness()
        let name = String(repeating: "n", count: bytes - 5) + ".json"
        try harness.run("tree \(name)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.out) == [name])
        #expect(AtomicFileWriter.temporaryName.utf8.count < 32)
    }
}
