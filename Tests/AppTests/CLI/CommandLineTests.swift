import Foundation
import Testing

/// Runs the built `handheld` binary (swift build --build-tests builds it beside the tests).
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

func runHandheld(_ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
                 directory: String? = nil, executable: String? = nil) throws -> CLIResult {
    let binary = executable ?? handheldBinary(root: repositoryRoot)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for key in removing { env[key] = nil }
    env.merge(environment) { $1 }
    process.environment = env
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                     stderr: String(decoding: e, as: UTF8.self))
}

/// The repository's root folder (this file is Tests/AppTests/CLI/CommandLineTests.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The built binary: the one beside the running test bundle (whatever the scratch path), else
/// .build/debug, .build/release or any other scratch path's (.build-*/debug).
func handheldBinary(root: URL) -> String {
    let beside = URL(fileURLWithPath: Bundle.main.executablePath ?? "/").deletingLastPathComponent().path
    let scratch = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
        .filter { $0.hasPrefix(".build") }.sorted()
    let folders = ["debug", "release"].map { root.appendingPathComponent(".build/\($0)").path }
        + scratch.map { root.appendingPathComponent("\($0)/debug").path }
    return ([beside] + folders).map { $0 + "/handheld" }.first { FileManager.default.isExecutableFile(atPath: $0) }!
}

func tempFile(_ contents: String, name: String = "script.txt") throws -> String {
    let dir = NSTemporaryDirectory() + "handheld-cli-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/" + name
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite("Command line: bad input is one clear line and a non-zero exit")
struct CommandLineTests {
    func expectOneLine(_ r: CLIResult, status: Int32, contains text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.status == status, sourceLocation: sourceLocation)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.contains(text), "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasPrefix("handheld: "), sourceLocation: sourceLocation)
    }

    @Test("unknown device, scene and orientation")
    func unknownNames() throws {
        let script = try tempFile("wait 0.1\n")
        expectOneLine(try runHandheld(["run", script, "--device", "iphone-99"]), status: 64,
                      contains: "unknown device 'iphone-99' (expected one of: iphone-se")
        expectOneLine(try runHandheld(["run", script, "--scene", "nowhere"]), status: 64,
                      contains: "unknown scene 'nowhere' (expected one of: ")
        expectOneLine(try runHandheld(["run", script, "--orientation", "sideways"]), status: 64,
                      contains: "unknown orientation 'sideways'")
        expectOneLine(try runHandheld(["run", script, "--device", "iphone-8", "--orientation", "upside-down"]), status: 64,
                      contains: "iphone-8 does not support upside-down")
    }

    @Test("an unreadable script and a script error name the file and line, exit 2, keep what was written")
    func scriptErrors() throws {
        let missing = try runHandheld(["run", "/nonexistent/demo.txt"])
        expectOneLine(missing, status: 2, contains: "/nonexistent/demo.txt: cannot read the script")
        let script = try tempFile("tree first.json\nwait 0.1\ntapp #box\n")
        let out = (script as NSString).deletingLastPathComponent + "/out"
        let r = try runHandheld(["run", script, "--out", out])
        expectOneLine(r, status: 2, contains: "script.txt:3: unknown command 'tapp'")
        // Parse errors stop before anything runs.
        #expect(!FileManager.default.fileExists(atPath: out + "/first.json"))
        let runtime = try tempFile("tree first.json\ntap #nothing-here\ntree second.json\n")
        let out2 = (runtime as NSString).deletingLastPathComponent + "/out"
        let r2 = try runHandheld(["run", runtime, "--out", out2])
        expectOneLine(r2, status: 2, contains: "script.txt:2: no visible view matches #nothing-here")
        #expect(FileManager.default.fileExists(atPath: out2 + "/first.json"))
        #expect(r2.stdout.contains("first.json"))
    }

    @Test("a missing font names the path it looked for")
    func missingFont() throws {
        let empty = NSTemporaryDirectory() + "handheld-empty-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: empty + "/fonts", withIntermediateDirectories: true)
        let script = try tempFile("wait 0.1\n")
        let r = try runHandheld(["run", script], environment: ["HANDHELD_ASSETS": empty])
        expectOneLine(r, status: 1, contains: empty + "/fonts/Inter-")
    }

    @Test("with no display the window command suggests xvfb-run or handheld run")
    func noDisplay() throws {
        let r = try runHandheld([], removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        expectOneLine(r, status: 1, contains: "xvfb-run")
        #expect(r.stderr.contains("handheld run"))
    }

    @Test("a good script prints each path it wrote and exits 0; devices and scenes list what exists")
    func goodRun() throws {
        let script = try tempFile("shot a.png\ntree a.json\n")
        let out = (script as NSString).deletingLastPathComponent + "/out"
        let r = try runHandheld(["run", script, "--out", out])
        #expect(r.status == 0)
        #expect(r.stdout.split(separator: "\n").map(String.init) == [out + "/a.png", out + "/a.json"])
        let devices = try runHandheld(["devices"])
        #expect(devices.stdout.split(separator: "\n").count == 16)
        #expect(devices.stdout.contains("iphone-8-plus      414×736   @3x  portrait C/R  landscape R/C"))
        let scenes = try runHandheld(["scenes"])
        #expect(scenes.stdout.contains("placeholder"))
    }
}
