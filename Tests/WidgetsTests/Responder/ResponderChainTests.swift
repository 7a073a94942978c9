import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Responder chain")
struct ResponderChainTests {
    @Test("the chain runs view, superview, controller's root view, controller, parent, window, application")
    func chainOrder() {
        let scene = ResponderScene()
        #expect(scene.leaf.responderChain.map(scene.name) == ["leaf", "box", "child.view", "child", "parent", "window", "app"])
        #expect(scene.parent.view.responderChain.map(scene.name) == ["parent.view", "parent", "window", "app"])
        #expect(scene.window.rootView.responderChain.map(scene.name) == ["View", "window", "app"])
    }

    @Test("an unhandled press falls through every responder's pressesBegan to the application")
    func pressFallthrough() throws {
        let scene = ResponderScene()
        scene.leaf.acceptsFirstResponder = true
        #expect(scene.leaf.becomeFirstResponder())
        #expect(!scene.window.sendKey(try KeyCombo.parse("ctrl+x")))
        #expect(scene.log.entries == ["leaf pressesBegan ctrl+x", "box pressesBegan ctrl+x", "child pressesBegan ctrl+x",
                                      "parent pressesBegan ctrl+x", "app pressesBegan ctrl+x"])
    }

    @Test("the nearest responder with a matching key command runs it, and only it")
    func nearestCommandWins() throws {
        let scene = ResponderScene()
        scene.leaf.commands = [scene.command("ctrl+k", "leaf")]
        scene.child.commands = [scene.command("ctrl+k", "child"), scene.command("ctrl+j", "child")]
        scene.app.commands = [scene.command("ctrl+j", "app"), scene.command("ctrl+l", "app")]
        scene.leaf.acceptsFirstResponder = true
        scene.leaf.becomeFirstResponder()
        for combo in ["ctrl+k", "ctrl+j", "ctrl+l", "ctrl+shift+k"] {
            scene.window.sendKey(try KeyCombo.parse(combo))
        }
        #expect(scene.log.entries == ["leaf ran ctrl+k", "child ran ctrl+j", "app ran ctrl+l",
                                      "leaf pressesBegan ctrl+shift+k", "box pressesBegan ctrl+shift+k",
                                      "child pressesBegan ctrl+shift+k", "parent pressesBegan ctrl+shift+k",
                                      "app pressesBegan ctrl+shift+k"])
    }

    @Test("with no first responder, keys start at the root controller and skip the views below it")
    func noFirstResponderStartsAtRoot() throws {
        let scene = ResponderScene()
        scene.leaf.commands = [scene.command("ctrl+k", "leaf")]
        scene.parent.commands = [scene.command("ctrl+j", "parent")]
        #expect(scene.window.keyResponder === scene.parent)
        #expect(!scene.window.sendKey(try KeyCombo.parse("ctrl+k")))
        #expect(scene.window.sendKey(try KeyCombo.parse("ctrl+j")))
        #expect(scene.log.entries == ["parent pressesBegan ctrl+k", "app pressesBegan ctrl+k", "parent ran ctrl+j"])
    }

    @Test("the help groups list the commands in reach by owner, nearest first, combos sharing a title together")
    func commandGroups() throws {
        let scene = ResponderScene()
        scene.leaf.acceptsFirstResponder = true
        scene.leaf.becomeFirstResponder()
        scene.leaf.commands = [scene.command("ctrl+k", "leaf")]
        scene.app.commands = [
            KeyCommand(try KeyCombo.parse("f1"), title: "Help") { _ in },
            KeyCommand(try KeyCombo.parse("ctrl+/"), title: "Help") { _ in },
            KeyCommand(try KeyCombo.parse("ctrl+q"), title: "Quit", discoverabilityTitle: "Quit the app") { _ in },
        ]
        let groups = scene.window.keyCommandGroups
        #expect(groups.map(\.title) == ["KeyLoggingView", "App"])
        #expect(groups.map { $0.entries.map { "\($0.keys) \($0.title)" } }
                == [["Ctrl+K leaf ctrl+k"], ["F1, Ctrl+/ Help", "Ctrl+Q Quit the app"]])
    }
}
