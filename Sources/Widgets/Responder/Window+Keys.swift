import Render

/// Key presses and text, delivered along the responder chain.
extension Window {
    /// Where a key press starts: the first responder, else the key responder focus prefers (the root
    /// controller's preferred focus, down to a table that can take arrows), else the window itself.
    public var keyResponder: Responder {
        if let firstResponder { return firstResponder }
        guard let root = rootViewController else { return self }
        return Self.focusTarget(in: root)
    }

    /// Follows `preferredFocusResponder` from `controller`; a controller that names none gets its first
    /// visible view that `canBecomeFocused`, or keeps the keys itself.
    static func focusTarget(in controller: ViewController) -> Responder {
        var current: Responder = controller
        for _ in 0..<Responder.chainLimit {
            if let preferred = current.preferredFocusResponder, preferred !== current {
                current = preferred
                continue
            }
            if let controller = current as? ViewController, let focusable = firstFocusable(in: controller.view) {
                return focusable
            }
            break
        }
        return current
    }

    /// The first view (depth first, front to back among siblings' subtrees in tree order) that can become
    /// focused and is visible inside the window.
    static func firstFocusable(in view: View) -> View? {
        guard !view.isHidden, view.presentationAlpha > 0.01 else { return nil }
        if view.canBecomeFocused, let window = view.window,
           view.presentationFrameInWindow.overlaps(Rect(size: window.size)) {
            return view
        }
        for child in view.subviews { if let match = firstFocusable(in: child) { return match } }
        return nil
    }

    /// Delivers a key press and returns whether a key command or text input took it. Order, following
    /// UIKit (UIKeyCommand.wantsPriorityOverSystemBehavior; UIResponder.pressesBegan):
    /// 1. the nearest command along the chain that wants priority over system behaviour;
    /// 2. a text-input first responder's own keys (Backspace, Return, unmodified characters);
    /// 3. the nearest matching command along the chain from `keyResponder`;
    /// 4. otherwise `pressesBegan` on the key responder, which passes it along the chain.
    @discardableResult
    public func sendKey(_ combo: KeyCombo) -> Bool {
        takeTurn()
        setNeedsDisplay()
        let chain = keyResponder.responderChain
        if let command = Self.nearestCommand(for: combo, in: chain, priorityOnly: true) {
            command.action(command)
            return true
        }
        if let input = firstResponder as? KeyInput, Self.deliverTextKey(combo, to: input) { return true }
        if let command = Self.nearestCommand(for: combo, in: chain, priorityOnly: false) {
            command.action(command)
            return true
        }
        keyResponder.pressesBegan(combo)
        return false
    }

    static func nearestCommand(for combo: KeyCombo, in chain: [Responder], priorityOnly: Bool) -> KeyCommand? {
        for responder in chain {
            if let match = responder.keyCommands?.first(where: {
                $0.combo == combo && (!priorityOnly || $0.wantsPriorityOverSystemBehavior)
            }) {
                return match
            }
        }
        return nil
    }

    /// The keys a text-input responder owns: Backspace deletes, Return inserts a newline (UIKeyInput gets
    /// "\n"), and a character without ctrl, alt or super is left to the text event the same keystroke
    /// brings (SDL sends both), so it is not also taken as a key command.
    static func deliverTextKey(_ combo: KeyCombo, to input: KeyInput) -> Bool {
        guard combo.modifiers.isDisjoint(with: [.ctrl, .alt, .super]) else { return false }
        switch combo.key {
        case .backspace:
            input.deleteBackward()
            return true
        case .return:
            input.insertText("\n")
            return true
        default:
            return combo.key == .space || combo.key.name.count == 1
        }
    }

    /// Typed text: goes to the first responder when it takes text (UIKeyInput.insertText), else nowhere.
    @discardableResult
    public func sendText(_ text: String) -> Bool {
        takeTurn()
        guard let input = firstResponder as? KeyInput else { return false }
        input.insertText(text)
        setNeedsDisplay()
        return true
    }

    /// An input method's composition (UITextInput's `setMarkedText(_:selectedRange:)`, with the caret at
    /// `cursor` in it): shown in the first responder as provisional text until the confirmed text arrives
    /// through `sendText`; empty text removes it. Goes nowhere when the first responder takes no text.
    @discardableResult
    public func sendMarkedText(_ text: String, cursor: Int) -> Bool {
        guard let input = firstResponder as? MarkedTextInput else { return false }
        if text.isEmpty {
            input.setMarkedText("", selectedRange: 0..<0)
        } else {
            let caret = max(0, min(text.count, cursor))
            input.setMarkedText(text, selectedRange: caret..<caret)
        }
        setNeedsDisplay()
        return true
    }

    /// The key commands in reach now, grouped by the responder offering them, nearest first, each
    /// group's titles in order with the combos that share a title together (the iPadOS hold-⌘ overlay).
    /// Hidden commands and those with an empty help title are left out.
    public var keyCommandGroups: [KeyCommandGroup] {
        var groups: [KeyCommandGroup] = []
        for responder in keyResponder.responderChain {
            guard let commands = responder.keyCommands, !commands.isEmpty else { continue }
            var entries: [KeyCommandGroup.Entry] = []
            for command in commands where !command.isHidden && !command.helpTitle.isEmpty {
                if let i = entries.firstIndex(where: { $0.title == command.helpTitle }) {
                    entries[i].combos.append(command.combo)
                } else {
                    entries.append(KeyCommandGroup.Entry(title: command.helpTitle, combos: [command.combo]))
                }
            }
            guard !entries.isEmpty else { continue }
            let title = responder.keyCommandGroupTitle ?? ViewTree.typeName(of: responder)
            groups.append(KeyCommandGroup(title: title, entries: entries))
        }
        return groups
    }

    /// A view is leaving the window: a first responder inside it resigns, whatever its
    /// `canResignFirstResponder` (UIKit ends editing in a text field that leaves its window).
    func resignFirstResponder(ifInside view: View) {
        guard let anchor = firstResponder?.anchorView, anchor.isDescendant(of: view) else { return }
        firstResponder = nil
    }
}
