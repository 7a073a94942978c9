import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// A malformed script and the exact one-line error it must produce.
struct MalformedScript: Sendable, CustomTestStringConvertible {
    let source: String
    let error: String
    init(_ source: String, _ error: String) {
        self.source = source
        self.error = error
    }
    var testDescription: String { source.replacingOccurrences(of: "\n", with: "⏎") }
}

private let target = #"(X Y, #identifier or "text")"#
private let commands = "device, multitasking, scene, tap, press, move, release, drag, wheel, key, type, wait, shot, tree, pinch, rotate-fingers, appearance, text-size, press2, move2, release2"
private let keyNames = "a key name (a–z, 0–9, left, right, up, down, return, enter, escape, esc, tab, space, "
    + "backspace, delete, insert, home, end, pageup, pagedown, f1…f12, or one of / \\ , . - = ; ' ` [ ])"
private let modifier = "a modifier (ctrl, shift, alt, super, cmd or meta) before '+'"
private let orientations = "an orientation (portrait, landscape-left, landscape-right or upside-down)"

@Suite("Scenario script errors")
struct ScriptErrorTests {
    static let corpus: [MalformedScript] = [
        // Commands
        MalformedScript("\n\n# setup\ntapp 1 2", "demo.txt:4: unknown command 'tapp' (expected one of: \(commands))"),
        MalformedScript("Tap 1 2", "demo.txt:1: unknown command 'Tap' (expected one of: \(commands))"),
        MalformedScript("\"tap\" 1 2", "demo.txt:1: unknown command \"tap\" (expected one of: \(commands))"),
        MalformedScript("scene a\n#ok\ncapture x.png",
                        "demo.txt:3: unknown command 'capture' (expected one of: \(commands))"),
        MalformedScript("pinch #zoom 0 1", "demo.txt:1: pinch expects SCALE above 0 and at most 20, got '0'"),
        MalformedScript("pinch #zoom 2", "demo.txt:1: pinch expects SECONDS (a decimal number such as 2 or 0.5), got nothing"),
        MalformedScript("rotate-fingers #rotor left 1",
                        "demo.txt:1: rotate-fingers expects DEGREES (a number), got 'left'"),
        // Strings
        MalformedScript("tap \"OK", "demo.txt:1: unterminated string \"OK: expected a closing \", got end of line"),
        MalformedScript("tap \"a # b",
                        "demo.txt:1: unterminated string \"a # b: expected a closing \", got end of line"),
        MalformedScript(#"tap "OK\"#, #"demo.txt:1: unterminated string "OK\: expected a closing ", got end of line"#),
        MalformedScript(#"tap "a\nb""#, #"demo.txt:1: expected \" or \\ after a backslash in a string, got '\n'"#),
        MalformedScript("tap \"OK\"x", "demo.txt:1: expected a space after the closing \" of \"OK\", got 'x'"),
        // Typed text
        MalformedScript("type hello", "demo.txt:1: type expects a quoted, non-empty \"TEXT\", got 'hello'"),
        MalformedScript("type \"\"", "demo.txt:1: type expects a quoted, non-empty \"TEXT\", got \"\""),
        MalformedScript("type", "demo.txt:1: type expects a quoted \"TEXT\", got nothing"),
        MalformedScript("type \"a\" \"b\"", "demo.txt:1: type expects end of line (usage: type \"TEXT\"), got \"b\""),
        // Targets
        MalformedScript("scene a\n\ntap", "demo.txt:3: tap expects a target \(target), got nothing"),
        MalformedScript("tap # nothing but a comment", "demo.txt:1: tap expects a target \(target), got nothing"),
        MalformedScript("tap OK", "demo.txt:1: tap expects a target \(target), got 'OK'"),
        MalformedScript("tap \"\"", "demo.txt:1: tap expects a target \(target), got \"\""),
        MalformedScript("tap 10", "demo.txt:1: tap expects a number Y after X '10', got nothing"),
        MalformedScript("tap 10 down", "demo.txt:1: tap expects a number Y after X '10', got 'down'"),
        MalformedScript("tap 10 \"20\"", "demo.txt:1: tap expects a number Y after X '10', got \"20\""),
        MalformedScript("tap 1 2 3", "demo.txt:1: tap expects end of line (usage: tap TARGET), got '3'"),
        MalformedScript("tap 10 20 #note", "demo.txt:1: tap expects end of line (usage: tap TARGET), got '#note'"),
        MalformedScript("tap #a #b", "demo.txt:1: tap expects end of line (usage: tap TARGET), got '#b'"),
        // Numbers must be plain finite decimals
        MalformedScript("tap inf 2", "demo.txt:1: tap expects a target \(target), got 'inf'"),
        MalformedScript("tap nan 2", "demo.txt:1: tap expects a target \(target), got 'nan'"),
        MalformedScript("tap 1e3 2", "demo.txt:1: tap expects a target \(target), got '1e3'"),
        MalformedScript("tap 0x10 2", "demo.txt:1: tap expects a target \(target), got '0x10'"),
        MalformedScript("tap +1 2", "demo.txt:1: tap expects a target \(target), got '+1'"),
        MalformedScript("tap 1. 2", "demo.txt:1: tap expects a target \(target), got '1.'"),
        MalformedScript("tap 10px 20", "demo.txt:1: tap expects a target \(target), got '10px'"),
        // Durations are bounded at an hour, whatever the size of the number; a long token is cut at 80
        MalformedScript("wait 1" + String(repeating: "0", count: 310),
                        "demo.txt:1: wait expects SECONDS ≤ 3600 (an hour), got '1\(String(repeating: "0", count: 79))…'"),
        MalformedScript("wait 1000000000000000000000",
                        "demo.txt:1: wait expects SECONDS ≤ 3600 (an hour), got '1000000000000000000000'"),
        MalformedScript("\nwait 100000000", "demo.txt:2: wait expects SECONDS ≤ 3600 (an hour), got '100000000'"),
        MalformedScript("wait 3600.5", "demo.txt:1: wait expects SECONDS ≤ 3600 (an hour), got '3600.5'"),
        MalformedScript("move #a 99999999999999999999999",
                        "demo.txt:1: move expects SECONDS ≤ 3600 (an hour), got '99999999999999999999999'"),
        MalformedScript("drag #a #b 4000", "demo.txt:1: drag expects SECONDS ≤ 3600 (an hour), got '4000'"),
        MalformedScript("tap 10000000 2", "demo.txt:1: tap expects X from -1000000 to 1000000, got '10000000'"),
        MalformedScript("tap 1 -1" + String(repeating: "0", count: 400),
                        "demo.txt:1: tap expects a number Y after X '1' from -1000000 to 1000000, got '-1\(String(repeating: "0", count: 78))…'"),
        MalformedScript("wheel 0 1" + String(repeating: "0", count: 30),
                        "demo.txt:1: wheel expects DY (a number) from -1000000 to 1000000, got '1\(String(repeating: "0", count: 30))'"),
        // Echoed text: invisible characters escaped, at most 80 characters, lines counted at \n and \r\n only
        MalformedScript("wait 1\nta\u{7}p 1 2", "demo.txt:2: unknown command 'ta\\u{7}p' (expected one of: \(commands))"),
        MalformedScript("wait 1\n\u{FEFF}tap 1 2", "demo.txt:2: unknown command '\\u{FEFF}tap' (expected one of: \(commands))"),
        MalformedScript("wait 1\rwait 2\u{2028}wait 3\u{0B}\r\ntapp", "demo.txt:1: wait expects end of line (usage: wait SECONDS), got 'wait'"),
        MalformedScript("wait 1\r\n\r\ntapp", "demo.txt:3: unknown command 'tapp' (expected one of: \(commands))"),
        MalformedScript("tap \"" + String(repeating: "a", count: 200),
                        "demo.txt:1: unterminated string \"\(String(repeating: "a", count: 79))…: expected a closing \", got end of line"),
        MalformedScript("\"\u{1B}[31mred\"", "demo.txt:1: unknown command \"\\u{1B}[31mred\" (expected one of: \(commands))"),
        MalformedScript("key ctrl+\u{7}", "demo.txt:1: key expects \(keyNames), got '\\u{7}' in 'ctrl+\\u{7}'"),
        MalformedScript("key " + String(repeating: "x", count: 100),
                        "demo.txt:1: key expects a COMBO such as ctrl+shift+d, got '\(String(repeating: "x", count: 80))…'"),
        // press, move, release, drag
        MalformedScript("press", "demo.txt:1: press expects a target \(target), got nothing"),
        MalformedScript("press #a now", "demo.txt:1: press expects end of line (usage: press TARGET), got 'now'"),
        MalformedScript("move", "demo.txt:1: move expects a target \(target), got nothing"),
        MalformedScript("move #a -1", "demo.txt:1: move expects SECONDS ≥ 0, got '-1'"),
        MalformedScript("move 1 2 later", "demo.txt:1: move expects SECONDS (a decimal number such as 2 or 0.5), got 'later'"),
        MalformedScript("move #a 1 2", "demo.txt:1: move expects end of line (usage: move TARGET [SECONDS]), got '2'"),
        MalformedScript("release now", "demo.txt:1: release expects end of line (usage: release), got 'now'"),
        MalformedScript("drag", "demo.txt:1: drag expects a start target \(target), got nothing"),
        MalformedScript("drag #a", "demo.txt:1: drag expects an end target \(target), got nothing"),
        MalformedScript("drag 1 2 3 4", "demo.txt:1: drag expects SECONDS (a decimal number such as 2 or 0.5), got nothing"),
        MalformedScript("drag #a #b -0.5", "demo.txt:1: drag expects SECONDS ≥ 0, got '-0.5'"),
        MalformedScript("drag #a #b 1 1",
                        "demo.txt:1: drag expects end of line (usage: drag TARGET TARGET SECONDS), got '1'"),
        // wheel
        MalformedScript("wheel", "demo.txt:1: wheel expects DX (a number), got nothing"),
        MalformedScript("wheel up 3", "demo.txt:1: wheel expects DX (a number), got 'up'"),
        MalformedScript("wheel 0", "demo.txt:1: wheel expects DY (a number), got nothing"),
        MalformedScript("wheel 0 -40 10", "demo.txt:1: wheel expects a number Y after X '10', got nothing"),
        MalformedScript("wheel 0 -40 list", "demo.txt:1: wheel expects a target \(target), got 'list'"),
        MalformedScript("wheel 0 1 #a #b",
                        "demo.txt:1: wheel expects end of line (usage: wheel DX DY [TARGET]), got '#b'"),
        // key
        MalformedScript("key", "demo.txt:1: key expects a COMBO such as ctrl+shift+d, got nothing"),
        MalformedScript("key \"a\"", "demo.txt:1: key expects a COMBO such as ctrl+shift+d, got \"a\""),
        MalformedScript("key ctrl+shift",
                        "demo.txt:1: key expects a key name after the modifiers, got 'shift' in 'ctrl+shift'"),
        MalformedScript("key cmd", "demo.txt:1: key expects a key name after the modifiers, got 'cmd'"),
        MalformedScript("key hyper+a", "demo.txt:1: key expects \(modifier), got 'hyper' in 'hyper+a'"),
        MalformedScript("key a+ctrl", "demo.txt:1: key expects \(modifier), got 'a' in 'a+ctrl'"),
        MalformedScript("key Ctrl+a", "demo.txt:1: key expects \(modifier), got 'Ctrl' in 'Ctrl+a'"),
        MalformedScript("key +a", "demo.txt:1: key expects \(modifier), got nothing in '+a'"),
        MalformedScript("key ctrl+ctrl+a",
                        "demo.txt:1: key expects each modifier at most once, got 'ctrl' again in 'ctrl+ctrl+a'"),
        MalformedScript("key cmd+super+a",
                        "demo.txt:1: key expects each modifier at most once, got 'super' again in 'cmd+super+a'"),
        MalformedScript("key ctrl+", "demo.txt:1: key expects \(keyNames), got nothing in 'ctrl+'"),
        MalformedScript("key ctrl+A", "demo.txt:1: key expects \(keyNames), got 'A' in 'ctrl+A'"),
        MalformedScript("key F1", "demo.txt:1: key expects \(keyNames), got 'F1'"),
        MalformedScript("key f13", "demo.txt:1: key expects \(keyNames), got 'f13'"),
        MalformedScript("key f0", "demo.txt:1: key expects \(keyNames), got 'f0'"),
        MalformedScript("key ctrl+plus", "demo.txt:1: key expects \(keyNames), got 'plus' in 'ctrl+plus'"),
        MalformedScript("key a b", "demo.txt:1: key expects end of line (usage: key COMBO), got 'b'"),
        // wait
        MalformedScript("wait", "demo.txt:1: wait expects SECONDS (a decimal number such as 2 or 0.5), got nothing"),
        MalformedScript("wait -1", "demo.txt:1: wait expects SECONDS ≥ 0, got '-1'"),
        MalformedScript("wait soon", "demo.txt:1: wait expects SECONDS (a decimal number such as 2 or 0.5), got 'soon'"),
        MalformedScript("wait \"1\"", "demo.txt:1: wait expects SECONDS (a decimal number such as 2 or 0.5), got \"1\""),
        MalformedScript("wait 1 2", "demo.txt:1: wait expects end of line (usage: wait SECONDS), got '2'"),
        // shot and tree
        MalformedScript("shot", "demo.txt:1: shot expects FILE.png, got nothing"),
        MalformedScript("shot a.jpg", "demo.txt:1: shot expects FILE.png, got 'a.jpg'"),
        MalformedScript("shot .png", "demo.txt:1: shot expects FILE.png, got '.png'"),
        MalformedScript("shot a.PNG", "demo.txt:1: shot expects FILE.png, got 'a.PNG'"),
        MalformedScript("shot a.png b.png", "demo.txt:1: shot expects end of line (usage: shot FILE.png), got 'b.png'"),
        MalformedScript("tree", "demo.txt:1: tree expects FILE.json, got nothing"),
        MalformedScript("tree view.txt", "demo.txt:1: tree expects FILE.json, got 'view.txt'"),
        MalformedScript("tree \"a.png\"", "demo.txt:1: tree expects FILE.json, got \"a.png\""),
        // device, multitasking, scene
        MalformedScript("device", "demo.txt:1: device expects a device NAME, got nothing"),
        MalformedScript("device ipad sideways", "demo.txt:1: device expects \(orientations), got 'sideways'"),
        MalformedScript("device ipad landscape", "demo.txt:1: device expects \(orientations), got 'landscape'"),
        MalformedScript("device ipad \"portrait\"", "demo.txt:1: device expects \(orientations), got \"portrait\""),
        MalformedScript("device ipad portrait now",
                        "demo.txt:1: device expects end of line "
                            + "(usage: device NAME [portrait|landscape-left|landscape-right|upside-down]), got 'now'"),
        MalformedScript("multitasking",
                        "demo.txt:1: multitasking expects full, two-thirds, half or one-third, got nothing"),
        MalformedScript("multitasking quarter",
                        "demo.txt:1: multitasking expects full, two-thirds, half or one-third, got 'quarter'"),
        MalformedScript("multitasking twoThirds",
                        "demo.txt:1: multitasking expects full, two-thirds, half or one-third, got 'twoThirds'"),
        MalformedScript("multitasking full now",
                        "demo.txt:1: multitasking expects end of line "
                            + "(usage: multitasking full|two-thirds|half|one-third), got 'now'"),
        MalformedScript("scene", "demo.txt:1: scene expects a scene NAME, got nothing"),
        MalformedScript("scene table demo", "demo.txt:1: scene expects end of line (usage: scene NAME), got 'demo'"),
        // The first error wins, with its own line number.
        MalformedScript("scene a\r\ntap 1 2\r\n\r\nwait x\r\nwait y",
                        "demo.txt:4: wait expects SECONDS (a decimal number such as 2 or 0.5), got 'x'"),
    ]

    @Test("each malformed script fails with its exact one-line error", arguments: corpus)
    func malformed(_ entry: MalformedScript) {
        #expect(throws: ScriptError.self) { try ScenarioScript.parse(entry.source, file: "demo.txt") }
        do {
            _ = try ScenarioScript.parse(entry.source, file: "demo.txt")
        } catch {
            #expect(error.description == entry.error)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("an error carries its file, line and message separately")
    func errorFields() {
        #expect(throws: ScriptError(file: "x.txt", line: 2, message: "wait expects SECONDS ≥ 0, got '-1'")) {
            try ScenarioScript.parse("scene a\nwait -1", file: "x.txt")
        }
    }

    @Test("the runner can build an error for a line at run time")
    func runTimeError() throws {
        let script = try ScenarioScript.parse("scene a\n\ntap #login", file: "login.txt")
        let line = try #require(script.lines.last)
        let error = script.error("no view matches \(ScriptTarget.identifier("login"))", at: line)
        #expect(error.description == "login.txt:3: no view matches #login")
        let custom = ScriptError(file: "a.txt", line: 7, message: "unknown device 'x'")
        #expect(custom.description == "a.txt:7: unknown device 'x'")
    }

    @Test("a script file is read and parsed, its path naming it in errors")
    func readsFile() throws {
        let path = try temporaryFile("scene a\ntap 1 2\n".utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = try ScenarioScript(contentsOfFile: path)
        #expect(script.file == path)
        #expect(script.lines.map(\.line) == [1, 2])

        let bad = try temporaryFile("wait -1".utf8)
        defer { try? FileManager.default.removeItem(atPath: bad) }
        #expect(throws: ScriptError(file: bad, line: 1, message: "wait expects SECONDS ≥ 0, got '-1'")) {
            try ScenarioScript(contentsOfFile: bad)
        }
    }

    @Test("a missing file, a directory or non-UTF-8 bytes give a clear one-line error")
    func unreadableFiles() throws {
        let expected = "cannot read the script: expected a readable UTF-8 text file, got"
        let missing = NSTemporaryDirectory() + "handheld-missing-\(UUID().uuidString).txt"
        #expect(throws: ScriptError(file: missing, line: 0, message: "\(expected) no such file")) {
            try ScenarioScript(contentsOfFile: missing)
        }
        let directory = NSTemporaryDirectory()
        #expect(throws: ScriptError(file: directory, line: 0, message: "\(expected) a directory")) {
            try ScenarioScript(contentsOfFile: directory)
        }
        let binary = try temporaryFile([0x74, 0x61, 0x70, 0xFF, 0xFE])
        defer { try? FileManager.default.removeItem(atPath: binary) }
        #expect(throws: ScriptError(file: binary, line: 0, message: "\(expected) bytes that are not UTF-8")) {
            try ScenarioScript(contentsOfFile: binary)
        }
        #expect(ScriptError(file: "demo.txt", line: 0, message: "\(expected) no such file").description
                == "demo.txt: \(expected) no such file")
    }

    private func temporaryFile(_ bytes: some Sequence<UInt8>) throws -> String {
        let path = NSTemporaryDirectory() + "handheld-script-\(UUID().uuidString).txt"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
