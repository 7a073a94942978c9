/// A key press a script asks for, e.g. `ctrl+shift+d`: a set of modifiers and one key name. It stays a
/// plain name so the scripting layer needs no keyboard model; the runner maps it to the toolkit's key type.
/// Aliases are folded on parsing (`cmd` and `meta` → `super`, `esc` → `escape`, `enter` → `return`), so
/// equal combos compare equal.
struct KeyComboSpec: Hashable, Sendable, CustomStringConvertible {
    enum Modifier: String, CaseIterable, Comparable, Sendable {
        case ctrl, shift, alt, `super`

        static func < (a: Modifier, b: Modifier) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// Why a combo was refused, in the script error's "expects …, got …" form.
    struct SyntaxError: Error, Hashable, Sendable {
        let expected: String
        let found: String
    }

    var modifiers: Set<Modifier>
    /// A canonical key name from `keyNames`.
    var key: String

    init(modifiers: Set<Modifier> = [], key: String) {
        self.modifiers = modifiers
        self.key = key
    }

    /// `ctrl+shift+d`: modifiers in a fixed order (ctrl, shift, alt, super), then the key.
    var description: String {
        (modifiers.sorted().map(\.rawValue) + [key]).joined(separator: "+")
    }

    static let modifierWords: [String: Modifier] = [
        "ctrl": .ctrl, "shift": .shift, "alt": .alt, "super": .super, "cmd": .super, "meta": .super,
    ]

    static let keyAliases: [String: String] = ["esc": "escape", "enter": "return"]

    /// Canonical key names: letters, digits, named keys, function keys and a few punctuation keys.
    static let keyNames: Set<String> = {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        let digits = "0123456789".map(String.init)
        let named = ["left", "right", "up", "down", "return", "escape", "tab", "space", "backspace", "delete",
                     "home", "end", "pageup", "pagedown"]
        let functions = (1...12).map { "f\($0)" }
        return Set(letters + digits + named + functions + ["/", ",", ".", "-", "="])
    }()

    static let expectedModifier = "a modifier (ctrl, shift, alt, super, cmd or meta) before '+'"
    static let expectedKey = "a key name (a–z, 0–9, left, right, up, down, return, enter, escape, esc, tab, "
        + "space, backspace, delete, home, end, pageup, pagedown, f1…f12, or one of / , . - =)"

    /// Parses `+`-separated lowercase words: modifiers, each at most once, then exactly one key name.
    static func parse(_ text: String) throws(SyntaxError) -> KeyComboSpec {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        func found(_ part: String) -> String {
            let shown = part.isEmpty ? "nothing" : "'\(part)'"
            return parts.count > 1 ? "\(shown) in '\(text)'" : shown
        }
        var modifiers: Set<Modifier> = []
        for part in parts.dropLast() {
            guard let modifier = modifierWords[part] else {
                throw SyntaxError(expected: expectedModifier, found: found(part))
            }
            guard modifiers.insert(modifier).inserted else {
                throw SyntaxError(expected: "each modifier at most once", found: "'\(part)' again in '\(text)'")
            }
        }
        let last = parts[parts.count - 1]
        if modifierWords[last] != nil {
            throw SyntaxError(expected: "a key name after the modifiers", found: found(last))
        }
        let key = keyAliases[last] ?? last
        guard keyNames.contains(key) else { throw SyntaxError(expected: expectedKey, found: found(last)) }
        return KeyComboSpec(modifiers: modifiers, key: key)
    }
}
