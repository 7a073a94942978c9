import Foundation
import Testing

/// The real window closed while an animation runs: under `xvfb-run`, `handheld` opens
/// master-detail with slow animations, a rotation or a push is started with xdotool, Ctrl+S saves the tree
/// (which must show the transition running), and then the window is closed — by Ctrl+Q, or as a window
/// manager's close button does, with a WM_DELETE_WINDOW message. The app must exit 0 at once, silently.
@Suite("Closed window mid-animation", .serialized)
struct BadInputClosedWindowTests {
    static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let hasX = which("xvfb-run") != nil && which("xdotool") != nil
    static let hasPython = which("python3") != nil

    /// Runs in the virtual display: $1 binary, $2 rotation|push, $3 ctrl-q|close, $4 folder, $5 close script.
    static let driver = """
        cd "$4" || exit 5
        "$1" --device iphone-8 --scene master-detail --zoom 1 --slow-animations >app-out.txt 2>app-err.txt &
        pid=$!
        wid=""
        for i in $(seq 100); do
          wid=$(xdotool search --name Handheld 2>/dev/null | head -1)
          [ -n "$wid" ] && break
          sleep 0.1
        done
        [ -z "$wid" ] && { kill $pid; echo "no window"; exit 3; }
        sleep 0.5
        case "$2" in
          rotation) xdotool key --window "$wid" ctrl+Right ;;
          push) xdotool mousemove --window "$wid" 180 86 click 1 ;;
        esac
        sleep 0.4
        xdotool key --window "$wid" ctrl+s
        # Wait for the tree Ctrl+S writes rather than a fixed time: a loaded machine (tests run in parallel)
        # can take longer than any sleep. Slow animations keep the transition running meanwhile.
        for i in $(seq 50); do ls screenshots/*.json >/dev/null 2>&1 && break; sleep 0.1; done
        if [ "$3" = ctrl-q ]; then xdotool key --window "$wid" ctrl+q; else python3 "$5" "$wid"; fi
        for i in $(seq 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
        if kill -0 $pid 2>/dev/null; then kill -9 $pid; echo "still running after the close"; exit 4; fi
        wait $pid
        echo "status $?"
        """

    /// Sends WM_DELETE_WINDOW to window $1, as a window manager does when its close button is clicked
    /// (xdotool's `windowclose` destroys the window instead, which no desktop does to an app).
    static let closeScript = """
        import ctypes, sys
        x = ctypes.CDLL("libX11.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        class ClientMessage(ctypes.Structure):
            _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                        ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                        ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]
        class XEvent(ctypes.Union):
            _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]
        x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.POINTER(XEvent)]
        x.XFlush.argtypes = [ctypes.c_void_p]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        d = x.XOpenDisplay(None)
        if not d: sys.exit("cannot open the display")
        w = int(sys.argv[1])
        e = XEvent()
        e.xclient.type = 33  # ClientMessage
        e.xclient.window = w
        e.xclient.message_type = x.XInternAtom(d, b"WM_PROTOCOLS", 0)
        e.xclient.format = 32
        e.xclient.data[0] = x.XInternAtom(d, b"WM_DELETE_WINDOW", 0)
        x.XSendEvent(d, w, 0, 0, ctypes.byref(e))
        x.XFlush(d)
        x.XCloseDisplay(d)
        """

    /// Runs the driver and returns its last line and the tree JSON Ctrl+S saved.
    func closeMidAnimation(_ running: String, by close: String) throws -> (result: String, tree: [String: Any], stderr: String) {
        let dir = NSTemporaryDirectory() + "handheld-close-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.closeScript.write(toFile: dir + "/close.py", atomically: true, encoding: .utf8)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.which("xvfb-run")!)
        process.arguments = ["-a", "sh", "-c", Self.driver, "sh", handheldBinary(root: root), running, close, dir, dir + "/close.py"]
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = nil
        process.environment = env
        // Output to a file and a deadline, not a pipe read to its end: a hung app (or a display clash with
        // another run) must fail this test, not hang the whole suite.
        let outPath = dir + "/driver.out"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            let killer = Process()
            killer.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
            killer.arguments = ["-f", dir]
            try? killer.run()
            killer.waitUntilExit()
        }
        process.waitUntilExit()
        try? out.close()
        let data = FileManager.default.contents(atPath: outPath) ?? Data()
        let result = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        let shots = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/screenshots")) ?? []
        var tree: [String: Any] = [:]
        if let json = shots.first(where: { $0.hasSuffix(".json") }) {
            let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/screenshots/" + json))
            tree = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        }
        let stderr = (try? String(contentsOfFile: dir + "/app-err.txt", encoding: .utf8)) ?? ""
        return (result, tree, stderr)
    }

    /// Whether any node of the tree reports a transition of `kind` ("rotation" at the top, "push" on a
    /// navigation controller's node).
    static func hasTransition(_ node: [String: Any], kind: String) -> Bool {
        if (node["transition"] as? [String: Any])?["kind"] as? String == kind { return true }
        if let root = node["root"] as? [String: Any], hasTransition(root, kind: kind) { return true }
        return (node["children"] as? [[String: Any]] ?? []).contains { hasTransition($0, kind: kind) }
    }

    @Test("Ctrl+Q during a rotation or a push exits 0 at once", .enabled(if: hasX, "needs xvfb-run and xdotool (CI installs them)"),
          arguments: ["rotation", "push"])
    func quitMidAnimation(_ running: String) throws {
        let run = try closeMidAnimation(running, by: "ctrl-q")
        #expect(Self.hasTransition(run.tree, kind: running), "the \(running) was not running when the window closed")
        #expect(run.result == "status 0")
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
    }

    @Test("the window's close button during a rotation or a push exits 0 at once",
          .enabled(if: hasX && hasPython, "needs xvfb-run, xdotool and python3 (CI installs them)"),
          arguments: ["rotation", "push"])
    func closeButtonMidAnimation(_ running: String) throws {
        let run = try closeMidAnimation(running, by: "close")
        #expect(Self.hasTransition(run.tree, kind: running), "the \(running) was not running when the window closed")
        #expect(run.result == "status 0")
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
    }
}
