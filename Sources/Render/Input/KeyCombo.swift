/// A key with modifiers in the `ctrl+shift+d` syntax: the one key vocabulary of the window, the scripts'
/// `key` command, the shortcut table, key commands and the help overlay. Modifiers print in the one order
/// ctrl, shift, alt, super; parsing takes lowercase words, any modifier order, `cmd`/`meta` for super and
/// `esc`/`enter` for escape/return, and rejects anything else with a reason (`SyntaxError`).
public struct KeyCombo: Hashable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Why a combo was refused, in the "expects …, got …" form script errors print.
    public struct SyntaxError: Error, Hashable, Sendable {
        public let expected: String
        public let found: String

        public init(expected: String, found: String) {
            self.expected = expected
            self.found = found
        }
    }

    static let expectedModifier = "a modifier (ctrl, shift, alt, super, cmd or meta) before '+'"

    /// Parses `+`-separated lowercase words: modifiers, each at most once, then exactly one key name.
    public static func parse(_ text: String) throws(SyntaxError) -> KeyCombo {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        func found(_ part: String) -> String {
            let shown = part.isEmpty ? "nothing" : "'\(part)'"
            return parts.count > 1 ? "\(shown) in '\(text)'" : shown
        }
        var modifiers: Modifiers = []
        for part in parts.dropLast() {
            guard let modifier = Modifiers.names[part] else {
                throw SyntaxError(expected: expectedModifier, found: found(part))
            }
            guard !modifiers.contains(modifier) else {
                throw SyntaxError(expected: "each modifier at most once", found: "'\(part)' again in '\(text)'")
            }
            modifiers.insert(modifier)
        }
        let last = parts[parts.count - 1]
        if Modifiers.names[last] != nil {
            throw SyntaxError(expected: "a key name after the modifiers", found: found(last))
        }
        guard let key = Key(name: last) else { throw SyntaxError(expected: Key.vocabulary, found: found(last)) }
        return KeyCombo(key, modifiers: modifiers)
    }

    /// The combo `text` spells, or nil when `parse` would refuse it.
    public init?(parsing text: String) {
        guard let combo = try? KeyCombo.parse(text) else { return nil }
        self = combo
    }

    public init?(_ description: String) { self.init(parsing: description) }

    /// `ctrl+shift+d`: what `parse` reads back.
    public var description: String {
        modifiers.isEmpty ? key.name : "\(modifiers)+\(key.name)"
    }

    /// `Ctrl+Shift+D`, `Ctrl+←`, `Esc`: how the help overlay and menus show the combo.
    public var displayName: String {
        modifiers.isEmpty ? key.displayName : "\(modifiers.displayName)+\(key.displayName)"
    }

    /// Whether `event` is this key pressed with exactly these modifiers.
    public func matches(_ event: InputEvent) -> Bool {
        if case let .key(k, m) = event { return k == key && m == modifiers }
        return false
    }
}
