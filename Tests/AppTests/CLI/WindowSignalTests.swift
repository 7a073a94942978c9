import Foundation
import Testing

/// The window killed by a signal exits 128 + N as the README says: SDL turned SIGINT and SIGTERM into a
/// quit event and the window exited 0. Needs a real (virtual) display.
@Suite("Command line: the window killed by a signal")
struct WindowSignalTests {
    static let hasX = BadInputClosedWindowTests.which("xvfb-run") != nil

    /// $1 binary, $2 signal name: the window in the background, the signal once it is up, its status.
    static let driver = """
        "$1" --scene placeholder >/dev/null 2>&1 &
        pid=$!
        sleep 3
        kill -"$2" $pid
        wait $pid
        echo "status $?"
        """

    @Test("SIGINT, SIGTERM and SIGQUIT end the window with 128 + N", .enabled(if: hasX, "needs xvfb-run (CI installs it)"),
          arguments: [("INT", 130), ("TERM", 143), ("QUIT", 131)])
    func killed(_ signal: String, _ status: Int) throws {
        let r = try runHandheld(["-a", "sh", "-c", Self.driver, "sh", handheldBinary(root: repositoryRoot), signal],
                                removing: ["SDL_VIDEODRIVER"], executable: BadInputClosedWindowTests.which("xvfb-run")!)
        #expect(r.stdout.split(separator: "\n").last == "status \(status)", "stdout: \(r.stdout) stderr: \(r.stderr)")
    }
}
