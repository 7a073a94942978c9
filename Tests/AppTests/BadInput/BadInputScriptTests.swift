import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// A script that parses but asks for something impossible when its line runs, and the exact error.
struct RunTimeScriptError: Sendable, CustomTestStringConvertible {
    let source: String
    /// The error after "handheld: FILE:".
    let error: String
    var arguments: [String] = []

    var testDescription: String { source.replacingOccurrences(of: "\n", with: "⏎") }
}

/// The run-time half of the malformed-script corpus (the parser's half is in Scripting/ScriptErrorTests):
/// `handheld run` stops at the line, prints `handheld: FILE:LINE: what was wrong` and exits 2, keeping what
/// was already written.
@Suite("Bad input: scripts that fail when they run")
struct BadInputScriptTests {
    static let devices = DeviceCatalog.all.map(\.name).joined(separator: ", ")
    static let scenes = "catalog, master-detail, settings, top-tracks, top-tracks-required, form, custom-transition, gestures, mail, mail-sliding-tabs, placeholder, mail-loading, run-loop, controls, alerts, date-pickers, collection, list, symbols"

    static let corpus: [RunTimeScriptError] = [
        RunTimeScriptError(source: "device iphone-99", error: "1: unknown device 'iphone-99' (expected one of: \(devices))"),
        RunTimeScriptError(source: "wait 0.1\ndevice iphone-8 upside-down",
                           error: "2: iphone-8 does not support upside-down (iPhones have no upside-down)"),
        RunTimeScriptError(source: "device ipad upside-down\ndevice iphone-se upside-down",
                           error: "2: iphone-se does not support upside-down (iPhones have no upside-down)"),
        RunTimeScriptError(source: "multitasking half", error: "1: multitasking half needs an iPad; iphone-8 is an iPhone"),
        RunTimeScriptError(source: "multitasking one-third", error: "1: multitasking one-third needs an iPad; iphone-11-pro-max is an iPhone",
                           arguments: ["--device", "iphone-11-pro-max", "--orientation", "landscape-left"]),
        RunTimeScriptError(source: "device ipad\nmultitasking half", error: "2: multitasking half is not available in portrait"),
        RunTimeScriptError(source: "scene master-detail\ndevice ipad\nwait 1\ntap #navigation-bar",
                           error: "4: 2 visible views match #navigation-bar; make the target unique"),
        RunTimeScriptError(source: "wait 0.5\ntap \"Version 1.0\"", error: "2: no visible view matches \"Version 1.0\"",
                           arguments: ["--scene", "catalog"]),
        RunTimeScriptError(source: "scene nowhere", error: "1: unknown scene 'nowhere' (expected one of: \(scenes))"),
        // The first line of every script here writes before.json: a file where a folder must go.
        RunTimeScriptError(source: "tree before.json/t.json", error: "1: cannot create folder "),
    ]

    @Test("each run-time error is one line naming the file and line, exit 2", arguments: corpus)
    func runTimeError(_ entry: RunTimeScriptError) throws {
        let script = try tempFile("tree before.json\n" + entry.source + "\ntree after.json\n")
        let out = (script as NSString).deletingLastPathComponent + "/out"
        let r = try runHandheld(["run", script, "--out", out] + entry.arguments)
        let line = entry.error.split(separator: ":", maxSplits: 1)
        let number = Int(line[0])! + 1  // the first line of the file is the "tree before.json" added above
        expectOneLineError(r, status: 2, contains: "handheld: \(script):\(number):\(line[1])")
        #expect(FileManager.default.fileExists(atPath: out + "/before.json"), "what was written before the error is kept")
        #expect(!FileManager.default.fileExists(atPath: out + "/after.json"), "nothing runs after the error")
    }
}

/// Names from a script or the command line are echoed escaped and cut, like the parser's tokens.
@Suite("Bad input: long and invisible names in errors")
struct BadInputShownNameTests {
    @Test("an unknown device or scene name is cut at 80 characters with its control characters escaped")
    func shownNames() throws {
        let long = String(repeating: "x", count: 500)
        let script = try tempFile("device \(long)\n")
        let r = try runHandheld(["run", script])
        expectOneLineError(r, status: 2, contains: "\(script):1: unknown device '\(String(repeating: "x", count: 80))…' (expected one of: ")
        let bell = try runHandheld(["run", script, "--scene", "top\u{7}tracks"])
        expectOneLineError(bell, status: 64, contains: "handheld: unknown scene 'top\\u{7}tracks' (expected one of: ")
    }
}
