import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

@Suite("Files: written whole or not at all")
struct AtomicFileWriterTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "handheld-atomic-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    var contents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }

    @Test("a file is written in several checked writes and appears only under its final name")
    func writesWhole() throws {
        let operations = FailingFileOperations(failing: .write(-1))
        let bytes = (0..<5000).map { UInt8($0 % 251) }
        try AtomicFileWriter(operations: operations).write(bytes, to: folder + "/a.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/a.png")) == Data(bytes))
        #expect(contents == ["a.png"])
        #expect(operations.created.count == 1 && operations.created[0].hasSuffix(".tmp"))
    }

    @Test("a full disk on any write or at the close leaves no file, keeps the old one, and says why",
          arguments: [FailingFileOperations.Step.write(1), .write(3), .close, .rename, .create])
    func failure(_ step: FailingFileOperations.Step) throws {
        let target = folder + "/shot.png"
        try Data("the previous, complete file".utf8).write(to: URL(fileURLWithPath: target))
        let operations = FailingFileOperations(failing: step)
        #expect(throws: AtomicFileWriter.Failure(path: target, reason: SystemError(code: ENOSPC))) {
            try AtomicFileWriter(operations: operations).write(Array(repeating: 7, count: 4000), to: target)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "the previous, complete file")
        #expect(contents == ["shot.png"], "no temporary file is left behind")
        #expect(AtomicFileWriter.Failure(path: target, reason: SystemError(code: ENOSPC)).description
                == "cannot write \(target): no space left on device")
    }

    @Test("a run whose disk fills up stops at the line with the reason, lists only complete files, exit 2")
    @MainActor
    func runnerOnFullDisk() throws {
        let harness = try HeadlessHarness()
        var printed: [String] = []
        harness.runner.report = { printed.append($0) }
        try harness.run("shot a.png\n")
        harness.runner.fileWriter = AtomicFileWriter(operations: FailingFileOperations(failing: .write(2)))
        #expect(throws: ScriptError(file: "test.txt", line: 2,
                                    message: "cannot write \(harness.out)/b.png: no space left on device")) {
            try harness.run("wait 0.1\nshot b.png\ntree c.json\n")
        }
        #expect(printed == [harness.out + "/a.png"])
        #expect(harness.runner.written == [harness.out + "/a.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.out) == ["a.png"])
    }
}
