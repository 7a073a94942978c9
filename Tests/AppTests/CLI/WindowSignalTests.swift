import Foundation
import Testing

/// The window killed by a signal dies of it (128 + N in a shell), as the README says: SDL turned SIGINT and
/// SIGTERM into a quit event and the window exited 0, and SIGQUIT brought the Swift backtracer's crash
/// report while the window went on. SDL's dummy video driver runs the same window loop without a display.
@Suite("Command line: the window killed by a signal")
struct WindowSignalTests {
    @Test("SIGINT, SIGTERM and SIGQUIT end the window by that signal, with nothing on standard error",
          arguments: [SIGINT, SIGTERM, SIGQUIT])
    func killed(_ signal: Int32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: handheldBinary(root: repositoryRoot))
        process.arguments = ["--scene", "placeholder"]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let stderr = Pipe()
        process.standardOutput = Pipe()
        process.standardError = stderr
        try process.run()
        // Long enough for the window loop to be running (a loaded machine starts slowly).
        Thread.sleep(forTimeInterval: 3)
        #expect(process.isRunning, "the window did not stay open")
        kill(process.processIdentifier, signal)
        let said = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal,
                "status \(process.terminationStatus), reason \(process.terminationReason.rawValue)")
        #expect(said.isEmpty, "stderr: \(said.prefix(300))")
    }
}
