import Foundation
import Testing

/// A real full disk: a 200 KB tmpfs, mounted when the tests run as root and may mount (skipped otherwise).
/// The injected failures of AtomicFileWriterTests cover every step; this checks the system really says so.
@Suite("Files: a real full disk")
struct FullDiskTests {
    @Test("a shot that does not fit stops the run at its line with 'no space left on device', and no partial file",
          .enabled(if: getuid() == 0, "needs root to mount a tmpfs"))
    func tinyTmpfs() throws {
        let mountPoint = NSTemporaryDirectory() + "handheld-tiny-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: mountPoint) }
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=200k", "tmpfs", mountPoint]
        mount.standardError = Pipe()
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { return }  // no permission to mount here: nothing to check
        defer {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [mountPoint]
            try? umount.run()
            umount.waitUntilExit()
        }
        let script = try tempFile("device ipad\nshot a.png\nshot b.png\nshot c.png\nshot d.png\n")
        let out = mountPoint + "/out"
        let r = try runHandheld(["run", script, "--out", out, "--scale", "2"])
        expectOneLineError(r, status: 2, contains: ": cannot write \(out)/")
        #expect(r.stderr.hasSuffix(": no space left on device\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files.allSatisfy { !$0.hasPrefix(".") }, "no temporary file is left: \(files)")
        #expect(Set(files.map { out + "/" + $0 }) == Set(r.stdout.split(separator: "\n").map(String.init)))
    }
}
