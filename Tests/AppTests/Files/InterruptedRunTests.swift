import Foundation
import Render
import Testing

/// `handheld run` killed in the middle of writing: every file under its final name is complete, no
/// temporary file is left, and the paths written so far were already on stdout.
@Suite("Files: an interrupted run")
struct InterruptedRunTests {
    // SIGQUIT (Ctrl+\) used to bring the Swift backtracer's crash report while the run carried on.
    @Test("SIGINT, SIGTERM or SIGQUIT mid-run leaves only complete files, each announced as it was written",
          arguments: [SIGINT, SIGTERM, SIGQUIT])
    @MainActor
    func interrupted(_ signal: Int32) throws {
        let shots = (1...400).map { "shot s\($0).png\nwait 0.02" }.joined(separator: "\n")
        let script = try tempFile("device iphone-se\n" + shots + "\n")
        let out = (script as NSString).deletingLastPathComponent + "/out"
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: handheldBinary(root: root))
        process.arguments = ["run", script, "--out", out]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let stdout = Pipe()
        process.standardOutput = stdout
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        // The first path arrives through the pipe while the run is still going: nothing waits in a buffer.
        var received = Data()
        while !received.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        #expect(process.isRunning, "the first path was printed before the run ended")
        usleep(300_000)
        kill(process.processIdentifier, signal)
        received.append(stdout.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        let said = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.isEmpty, "no crash report: \(said.prefix(300))")

        let announced = String(decoding: received, as: UTF8.self).split(separator: "\n").map(String.init)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(!announced.isEmpty && announced.count < 400)
        #expect(files.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") }, "no temporary file is left: \(files)")
        #expect(Set(files.map { out + "/" + $0 }) == Set(announced), "every complete file was announced, and only those")
        for file in files {
            let image = try PNGImage(contentsOf: out + "/" + file)
            #expect(image.width == 320)
        }
    }
}
