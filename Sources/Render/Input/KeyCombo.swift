/// A key with modifiers in the `ctrl+shift+d` syntax scripts and key bindings use. Modifiers print in the
/// fixed order ctrl, alt, shift, super; parsing is case-insensitive, accepts `cmd`/`meta` for super and the
/// aliases `Key(name:)` knows, and rejects anything else (no key, a repeated modifier, an empty part).
public struct KeyCombo: Hashable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    public init?(parsing text: String) {
        let parts = text.trimmingSpaces.lowercased().split(separator: "+", omittingEmptySubsequences: false)
        guard let last = parts.last, !parts.contains(where: \.isEmpty), let key = Key(name: String(last)) else {
            return nil
        }
        var modifiers: Modifiers = []
        for part in parts.dropLast() {
            guard let m = Modifiers.names[String(part)], !modifiers.contains(m) else { return nil }
            modifiers.insert(m)
        }
        self.init(key, modifiers: modifiers)
    }

    public init?(_ description: String) { self.init(parsing: description) }

    public var description: String {
        modifiers.isEmpty ? key.name : "\(modifiers)+\(key.name)"
    }

    /// Whether `event` is this key pressed with exactly these modifiers.
    public func matches(_ event: InputEvent) -> Bool {
        if case let .key(k, m) = event { return k == key && m == modifiers }
        return false
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return s
    }
}
