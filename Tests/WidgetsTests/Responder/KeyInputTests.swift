import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Text input")
struct KeyInputTests {
    /// The scene with a text recorder inside `leaf`, first responder.
    private func typing() -> (ResponderScene, TextRecorder) {
        let scene = ResponderScene()
        let recorder = TextRecorder(log: scene.log)
        scene.leaf.addSubview(recorder)
        recorder.becomeFirstResponder()
        return (scene, recorder)
    }

    @Test("typed text, Backspace and Return reach a text-input first responder as UIKeyInput calls")
    func delivery() throws {
        let (scene, recorder) = typing()
        #expect(scene.window.sendText("hé"))
        #expect(scene.window.sendKey(try KeyCombo.parse("backspace")))
        #expect(scene.window.sendText("y"))
        #expect(scene.window.sendKey(try KeyCombo.parse("return")))
        #expect(scene.log.entries == ["insertText \"hé\"", "deleteBackward", "insertText \"y\"", "insertText \"\\n\""])
        #expect(recorder.text == "hy\n")
        #expect(recorder.hasText)
    }

    @Test("text goes nowhere without a text-input first responder")
    func noTextResponder() {
        let scene = ResponderScene()
        #expect(!scene.window.sendText("a"))
        scene.leaf.acceptsFirstResponder = true
        scene.leaf.becomeFirstResponder()
        #expect(!scene.window.sendText("a"))
        #expect(scene.log.entries.isEmpty)
    }

    @Test("while typing, plain keys stay text; commands with modifiers or priority still run")
    func textKeepsItsKeys() throws {
        let (scene, _) = typing()
        scene.child.commands = [scene.command("d", "child"), scene.command("ctrl+d", "child"),
                                scene.command("backspace", "child")]
        scene.parent.commands = [scene.command("escape", "parent"), scene.command("tab", "parent", priority: false)]
        for combo in ["d", "backspace", "ctrl+d", "escape"] { scene.window.sendKey(try KeyCombo.parse(combo)) }
        #expect(scene.log.entries == ["deleteBackward", "child ran ctrl+d", "parent ran escape"])
        scene.log.clear()
        scene.parent.commands = [scene.command("backspace", "parent", priority: true)]
        scene.window.sendKey(try KeyCombo.parse("backspace"))
        #expect(scene.log.entries == ["parent ran backspace"])
    }
}
