import Render
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// One valid line and the command it must parse to.
struct ParsedLine: Sendable, CustomTestStringConvertible {
    let text: String
    let command: ScriptCommand
    init(_ text: String, _ command: ScriptCommand) {
        self.text = text
        self.command = command
    }
    var testDescription: String { text }
}

private func point(_ x: Double, _ y: Double) -> ScriptTarget { .point(Point(x: x, y: y)) }

@Suite("Scenario script parsing")
struct ScriptParserTests {
    static let validLines: [ParsedLine] = [
        ParsedLine("device ipad", .device(name: "ipad", orientation: .portrait)),
        ParsedLine("device iphone-8 portrait", .device(name: "iphone-8", orientation: .portrait)),
        ParsedLine("device ipad-pro-12.9 landscape-left", .device(name: "ipad-pro-12.9", orientation: .landscapeLeft)),
        ParsedLine("device iphone-se landscape-right", .device(name: "iphone-se", orientation: .landscapeRight)),
        ParsedLine("device ipad upside-down", .device(name: "ipad", orientation: .upsideDown)),
        ParsedLine("device no-such-phone", .device(name: "no-such-phone", orientation: .portrait)),
        ParsedLine("multitasking full", .multitasking(.full)),
        ParsedLine("multitasking two-thirds", .multitasking(.twoThirds)),
        ParsedLine("multitasking half", .multitasking(.half)),
        ParsedLine("multitasking one-third", .multitasking(.oneThird)),
        ParsedLine("scene settings", .scene(name: "settings")),
        ParsedLine("type \"Zoë 👍\"", .type("Zoë 👍")),
        ParsedLine("scene \"Table Demo\"", .scene(name: "Table Demo")),
        ParsedLine("tap 10 20", .tap(point(10, 20))),
        ParsedLine("tap 10.5 -3.25", .tap(point(10.5, -3.25))),
        ParsedLine("tap .5 -0.75", .tap(point(0.5, -0.75))),
        ParsedLine("tap #login", .tap(.identifier("login"))),
        ParsedLine("tap #settings.row-3", .tap(.identifier("settings.row-3"))),
        ParsedLine("tap \"Sign in\"", .tap(.text("Sign in"))),
        ParsedLine(#"tap "say \"hi\" \\ bye""#, .tap(.text(#"say "hi" \ bye"#))),
        ParsedLine("tap \"#not-an-identifier\"", .tap(.text("#not-an-identifier"))),
        ParsedLine("tap \"a # b\"  # the # inside the string is text", .tap(.text("a # b"))),
        ParsedLine("press 0 0", .press(point(0, 0))),
        ParsedLine("press #slider", .press(.identifier("slider"))),
        ParsedLine("move 100 200", .move(to: point(100, 200), seconds: nil)),
        ParsedLine("move 100 200 0.5", .move(to: point(100, 200), seconds: 0.5)),
        ParsedLine("move #thumb .25", .move(to: .identifier("thumb"), seconds: 0.25)),
        ParsedLine("move \"Done\" 0", .move(to: .text("Done"), seconds: 0)),
        ParsedLine("release", .release),
        ParsedLine("drag 5 300 200 300 0.3", .drag(from: point(5, 300), to: point(200, 300), seconds: 0.3)),
        ParsedLine("drag #row \"Trash\" 1", .drag(from: .identifier("row"), to: .text("Trash"), seconds: 1)),
        ParsedLine("wheel 0 -40", .wheel(dx: 0, dy: -40, at: nil)),
        ParsedLine("wheel -12.5 3 #list", .wheel(dx: -12.5, dy: 3, at: .identifier("list"))),
        ParsedLine("wheel 0 120 160 400", .wheel(dx: 0, dy: 120, at: point(160, 400))),
        ParsedLine("wheel 0 1 \"Row 3\"", .wheel(dx: 0, dy: 1, at: .text("Row 3"))),
        ParsedLine("key ctrl+left", .key(KeyCombo(.left, modifiers: [.ctrl]))),
        ParsedLine("key ctrl+shift+d", .key(KeyCombo(.letter("d"), modifiers: [.ctrl, .shift]))),
        ParsedLine("key f1", .key(KeyCombo(.function(1)))),
        ParsedLine("key return", .key(KeyCombo(.return))),
        ParsedLine("wait 2", .wait(seconds: 2)),
        ParsedLine("wait 0.25", .wait(seconds: 0.25)),
        ParsedLine("wait 0", .wait(seconds: 0)),
        ParsedLine("shot out/home.png", .shot(file: "out/home.png")),
        ParsedLine("shot \"my shot.png\"", .shot(file: "my shot.png")),
        ParsedLine("shot a#b.png", .shot(file: "a#b.png")),
        ParsedLine("tree out/home.json", .tree(file: "out/home.json")),
        ParsedLine("pinch #zoom 2.5 0.5", .pinch(.identifier("zoom"), scale: 2.5, seconds: 0.5)),
        ParsedLine("pinch 100 200 0.5 1", .pinch(point(100, 200), scale: 0.5, seconds: 1)),
        ParsedLine("rotate-fingers #rotor -45 0.3", .rotateFingers(.identifier("rotor"), degrees: -45, seconds: 0.3)),
        ParsedLine("appearance dark", .appearance(.dark)),
        ParsedLine("appearance light", .appearance(.light)),
        ParsedLine("text-size accessibility-extra-extra-extra-large", .textSize(.accessibilityExtraExtraExtraLarge)),
        ParsedLine("text-size extra-small", .textSize(.extraSmall)),
        ParsedLine("press2 #zoom", .press2(.identifier("zoom"))),
        ParsedLine("move2 10 20 0.5", .move2(to: .point(Point(x: 10, y: 20)), seconds: 0.5)),
        ParsedLine("move2 \"Done\"", .move2(to: .text("Done"), seconds: nil)),
        ParsedLine("release2", .release2),
    ]

    @Test("each command parses with its arguments", arguments: validLines)
    func parsesOneLine(_ entry: ParsedLine) throws {
        let script = try ScenarioScript.parse(entry.text, file: "demo.txt")
        #expect(script.lines == [ScriptLine(line: 1, command: entry.command)])
        #expect(script.lines.first?.command.word.rawValue == entry.text.split(separator: " ").first.map(String.init))
    }

    @Test("a whole script keeps each command's line number past comments, blank lines and indentation")
    func lineNumbers() throws {
        let source = """
            # Rotate and scroll the settings table.
            device iphone-8 landscape-left

            scene settings   # the scene under test
            \ttap #general
              # an indented comment
            #tap 1 2   (a commented-out command)
            wheel 0 -40 "General"
            wait 0.4
            shot out/settings.png
            #
            tree out/settings.json

            """
        let script = try ScenarioScript.parse(source, file: "settings.txt")
        #expect(script.file == "settings.txt")
        #expect(script.lines == [
            ScriptLine(line: 2, command: .device(name: "iphone-8", orientation: .landscapeLeft)),
            ScriptLine(line: 4, command: .scene(name: "settings")),
            ScriptLine(line: 5, command: .tap(.identifier("general"))),
            ScriptLine(line: 8, command: .wheel(dx: 0, dy: -40, at: .text("General"))),
            ScriptLine(line: 9, command: .wait(seconds: 0.4)),
            ScriptLine(line: 10, command: .shot(file: "out/settings.png")),
            ScriptLine(line: 12, command: .tree(file: "out/settings.json")),
        ])
    }

    @Test("CRLF line endings and a byte-order mark do not shift line numbers")
    func windowsLineEndings() throws {
        let script = try ScenarioScript.parse("\u{FEFF}scene a\r\n\r\ntap 1 2\r\n", file: "crlf.txt")
        #expect(script.lines == [
            ScriptLine(line: 1, command: .scene(name: "a")),
            ScriptLine(line: 3, command: .tap(point(1, 2))),
        ])
    }

    @Test("an empty script or one with only comments has no lines")
    func emptyScripts() throws {
        #expect(try ScenarioScript.parse("", file: "e.txt").lines.isEmpty)
        #expect(try ScenarioScript.parse("\n  \n# nothing here\n\t\n", file: "e.txt").lines.isEmpty)
    }

    @Test("a lone # after a command starts a comment, #name is an identifier")
    func commentVersusIdentifier() throws {
        let script = try ScenarioScript.parse("tap #ok #\ntap #ok # done\ntap #ok\t# tabbed", file: "c.txt")
        #expect(script.lines.map(\.command) == Array(repeating: .tap(.identifier("ok")), count: 3))
    }

    @Test("key combos fold aliases and any modifier order into one value")
    func keyAliases() throws {
        let source = "key enter\nkey esc\nkey cmd+q\nkey meta+shift+,\nkey shift+ctrl+d\nkey alt+super+f12\nkey ctrl+-"
        let keys = try ScenarioScript.parse(source, file: "k.txt").lines.map(\.command)
        #expect(keys == [
            .key(KeyCombo(.return)),
            .key(KeyCombo(.escape)),
            .key(KeyCombo(.letter("q"), modifiers: [.super])),
            .key(KeyCombo(Key(name: ",")!, modifiers: [.super, .shift])),
            .key(KeyCombo(.letter("d"), modifiers: [.ctrl, .shift])),
            .key(KeyCombo(.function(12), modifiers: [.alt, .super])),
            .key(KeyCombo(Key(name: "-")!, modifiers: [.ctrl])),
        ])
    }

    @Test("every key name in the contract is accepted")
    func allKeyNames() throws {
        let names = "abcdefghijklmnopqrstuvwxyz0123456789".map(String.init)
            + ["left", "right", "up", "down", "return", "enter", "escape", "esc", "tab", "space", "backspace",
               "delete", "insert", "home", "end", "pageup", "pagedown", "/", "\\", ",", ".", "-", "=", ";", "'", "`",
               "[", "]"]
            + (1...12).map { "f\($0)" }
        for name in names {
            let combo = try KeyCombo.parse("ctrl+shift+alt+super+\(name)")
            #expect(combo.modifiers == [.ctrl, .shift, .alt, .super])
        }
    }

    @Test("a key combo describes itself in canonical modifier order")
    func keyComboDescription() throws {
        #expect(try KeyCombo.parse("super+alt+shift+ctrl+x").description == "ctrl+shift+alt+super+x")
        #expect(try KeyCombo.parse("cmd+esc").description == "super+escape")
        #expect(KeyCombo(.function(1)).description == "f1")
    }

    @Test("targets describe themselves as a script writes them")
    func targetDescriptions() {
        #expect(point(10, 20.5).description == "10 20.5")
        #expect(ScriptTarget.identifier("login").description == "#login")
        #expect(ScriptTarget.text(#"say "hi" \"#).description == #""say \"hi\" \\""#)
    }

    @Test("every command word has a usage line starting with the word, and a valid line parses")
    func commandWords() throws {
        #expect(ScriptCommand.Word.allCases.count == 21)
        for word in ScriptCommand.Word.allCases {
            #expect(word.usage.hasPrefix(word.rawValue))
            #expect(Self.validLines.contains { $0.command.word == word }, "no valid line for \(word)")
        }
    }
}
