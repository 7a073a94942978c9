import Render

/// The editing keys, as key commands of the text input (the responder-chain contract): the nearest
/// responder offers them, so they win over a list's arrows and the simulator's shortcuts while the input
/// is first responder. Typing itself arrives as text (`insertText`), Backspace and Return through
/// `KeyInput`. Ctrl stands for ⌘ (Ctrl+A/C/X/V), as the iOS Simulator maps the Mac's ⌘ on a PC keyboard.
extension TextInputView {
    var editingKeyCommands: [KeyCommand]? {
        guard isFirstResponder else { return nil }
        func command(_ combo: String, _ title: String, hidden: Bool = true,
                     _ action: @escaping @MainActor (TextInputView) -> Void) -> KeyCommand {
            KeyCommand(try! KeyCombo.parse(combo), title: title, isHidden: hidden) { [weak self] _ in
                guard let self else { return }
                action(self)
            }
        }
        return [
            command("left", "Move left") { $0.moveCaret(by: -1, extending: false) },
            command("right", "Move right") { $0.moveCaret(by: 1, extending: false) },
            command("shift+left", "Select left") { $0.moveCaret(by: -1, extending: true) },
            command("shift+right", "Select right") { $0.moveCaret(by: 1, extending: true) },
            command("up", "Move up") { $0.moveVertically(-1, extending: false) },
            command("down", "Move down") { $0.moveVertically(1, extending: false) },
            command("shift+up", "Select up") { $0.moveVertically(-1, extending: true) },
            command("shift+down", "Select down") { $0.moveVertically(1, extending: true) },
            command("home", "Line start") { $0.moveToLineEdge(end: false, extending: false) },
            command("end", "Line end") { $0.moveToLineEdge(end: true, extending: false) },
            command("shift+home", "Select to line start") { $0.moveToLineEdge(end: false, extending: true) },
            command("shift+end", "Select to line end") { $0.moveToLineEdge(end: true, extending: true) },
            command("delete", "Delete forward") { $0.deleteForward() },
            command("ctrl+a", "Select All", hidden: false) { $0.selectAll() },
            command("ctrl+x", "Cut", hidden: false) { $0.cut() },
            command("ctrl+c", "Copy", hidden: false) { $0.copySelection() },
            command("ctrl+v", "Paste", hidden: false) { $0.paste() },
            command("escape", "End editing") { _ = $0.resignFirstResponder() },
            command("tab", "Next field", hidden: false) { $0.moveFocus(by: 1) },
            command("shift+tab", "Previous field", hidden: false) { $0.moveFocus(by: -1) },
        ]
    }

    /// Tab and Shift+Tab move to the next and previous editable input in the window, in tree order, as a
    /// hardware keyboard's Tab does on iOS; the first and last wrap around.
    func moveFocus(by step: Int) {
        guard let root = window?.rootView else { return }
        var inputs: [TextInputView] = []
        func walk(_ v: View) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            if let input = v as? TextInputView, input.canBecomeFirstResponder { inputs.append(input) }
            for child in v.subviews { walk(child) }
        }
        walk(root)
        guard let i = inputs.firstIndex(where: { $0 === self }), inputs.count > 1 else { return }
        inputs[(i + step + inputs.count) % inputs.count].becomeFirstResponder()
    }

    func moveCaret(by step: Int, extending: Bool) {
        editing.moveHorizontally(by: step, extending: extending)
        restartCaretBlink()
        setNeedsDisplay()
    }

    func moveVertically(_ lines: Int, extending: Bool) {
        let target = verticalOffset(from: editing.selection.head, lines: lines)
        editing.move(to: target, extending: extending)
        restartCaretBlink()
        setNeedsDisplay()
    }

    func moveToLineEdge(end: Bool, extending: Bool) {
        let line = (self as? TextView)?.visualLineBounds(at: editing.selection.head) ?? editing.lineBounds(at: editing.selection.head)
        editing.move(to: end ? line.upperBound : line.lowerBound, extending: extending)
        restartCaretBlink()
        setNeedsDisplay()
    }

    func deleteForward() {
        if !editing.selection.isEmpty {
            replace(editing.selection.range, with: "")
        } else if editing.selection.head < editing.count {
            replace(editing.selection.head..<(editing.selection.head + 1), with: "")
        }
    }

    public func selectAll() {
        editing.selectAll()
        setNeedsDisplay()
    }

    /// Copies the selection to the window's clipboard; a secure field copies nothing, as iOS refuses to.
    /// Not `copy()`: that is NSObject's (returning Any), which a responder inherits as in UIKit.
    public func copySelection() {
        guard !editing.selection.isEmpty, !isSecureTextEntry, let clipboard = window?.clipboard else { return }
        clipboard.text = editing.selectedText
    }

    public func cut() {
        guard !editing.selection.isEmpty, !isSecureTextEntry, isEditable else { return }
        copySelection()
        replace(editing.selection.range, with: "")
    }

    /// Pastes the clipboard's text over the selection; a single-line input takes line breaks as spaces.
    public func paste() {
        guard let pasted = window?.clipboard.text, !pasted.isEmpty else { return }
        let text = acceptsNewlines ? pasted : pasted.replacingNewlines()
        replace(editing.selection.range, with: text)
    }
}

extension String {
    func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
