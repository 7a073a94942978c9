import Foundation
import Testing

/// Standard output or standard error full (`/dev/full`) or closed (`>&-`). Foundation's
/// `FileHandle.write(_:)` trapped on the failed write (SIGILL, exit 132, a backtrace), and listings
/// written with `print` lost their text yet exited 0. A lost stream is now exit 1 in one line (or, when
/// standard error itself is lost, the error's own status), and the files already written are complete.
@Suite("Bad input: standard output and error full or closed")
struct BadInputStreamTests {
    enum Stream: String, CaseIterable { case full, closed }

    /// Runs the binary with standard output (or error) on /dev/full or closed, through `sh` for `>&-`.
    static func run(_ arguments: [String], output: Stream? = nil, error: Stream? = nil) throws -> CLIResult {
        var redirections = ""
        if let output { redirections += output == .full ? " >/dev/full" : " >&-" }
        if let error { redirections += error == .full ? " 2>/dev/full" : " 2>&-" }
        let quoted = ([handheldBinary(root: repositoryRoot)] + arguments)
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        // The shell's own descriptors go to the test's pipes; only the command's are redirected.
        let shell = "exec \(quoted)\(redirections)"
        return try runHandheld(["-c", shell], environment: ["SDL_VIDEODRIVER": "dummy"], executable: "/bin/sh")
    }

    @Test("a run whose listing cannot be written stops with exit 1 after a complete file", arguments: Stream.allCases)
    func runListing(_ stream: Stream) throws {
        let script = try tempFile("shot a.png\ntree b.json\n")
        let out = (script as NSString).deletingLastPathComponent + "/out"
        let r = try Self.run(["run", script, "--out", out], output: stream)
        let reason = stream == .full ? "no space left on device" : "bad file descriptor"
        expectOneLineError(r, status: 1, contains: "handheld: cannot write to standard output: \(reason)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["a.png"], "the listed-to-be file is whole, nothing after it")
        let size = try PNGHeaderSize.of(out + "/a.png")
        #expect(size.0 == 375 && size.1 == 667)
    }

    @Test("devices, scenes, --help and fuzz do not report success when their output was lost",
          arguments: [["devices"], ["scenes"], ["--help"], ["run", "--help"], ["help"],
                      ["fuzz", "--events", "5", "--scene", "placeholder", "--device", "iphone-8"]], Stream.allCases)
    func listings(_ arguments: [String], _ stream: Stream) throws {
        let r = try Self.run(arguments, output: stream)
        expectOneLineError(r, status: 1, contains: "handheld: cannot write to standard output: ")
    }

    @Test("a failing script with standard error full or closed exits 2 without a crash report", arguments: Stream.allCases)
    func lostError(_ stream: Stream) throws {
        let script = try tempFile("wait 0.1\ntap #nowhere\n")
        let out = (script as NSString).deletingLastPathComponent + "/out"
        let r = try Self.run(["run", script, "--out", out], error: stream)
        #expect(r.status == 2, "stdout: \(r.stdout) stderr: \(r.stderr)")
        #expect(r.stderr.isEmpty)
    }

    @Test("layout warnings on a full standard error do not trap the run")
    func warningsOnFullError() throws {
        let script = try tempFile("wait 0.5\ntree t.json\n")
        let out = (script as NSString).deletingLastPathComponent + "/out"
        let r = try Self.run(["run", script, "--scene", "top-tracks-required", "--out", out], error: .full)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout == out + "/t.json\n")
    }
}

/// A PNG's size from its IHDR chunk, without decoding.
enum PNGHeaderSize {
    static func of(_ path: String) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}
