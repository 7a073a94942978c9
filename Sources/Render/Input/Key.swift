/// A key on the keyboard, named the way key combos spell it: lowercase letters and digits ("d", "7"),
/// words for named keys ("left", "return", "escape", "f1") and the character for punctuation ("/", "[").
/// A struct rather than an enum so that names parse and print without a hand-written table per case.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The canonical name, as `description` prints it and `KeyCombo` parses it.
    public let name: String

    /// The key called `name` (lowercase, as scripts write it), accepting the aliases `esc` and `enter`;
    /// nil for unknown names.
    public init?(name: String) {
        let canonical = Key.aliases[name] ?? name
        guard Key.known.contains(canonical) else { return nil }
        self.name = canonical
    }

    private init(unchecked name: String) { self.name = name }

    public var description: String { name }

    /// How the help overlay shows the key: arrows as ←→↑↓, words and letters capitalised ("Esc", "D", "F1").
    public var displayName: String {
        if let symbol = Key.symbols[name] { return symbol }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A letter key, `a`…`z`.
    public static func letter(_ c: Character) -> Key { Key(unchecked: String(c).lowercased()) }
    /// A digit key on the main row, 0…9.
    public static func digit(_ d: Int) -> Key { Key(unchecked: String(d)) }
    /// A function key, F1…F12.
    public static func function(_ n: Int) -> Key { Key(unchecked: "f\(n)") }

    public static let left = Key(unchecked: "left")
    public static let right = Key(unchecked: "right")
    public static let up = Key(unchecked: "up")
    public static let down = Key(unchecked: "down")
    public static let `return` = Key(unchecked: "return")
    public static let escape = Key(unchecked: "escape")
    public static let tab = Key(unchecked: "tab")
    public static let space = Key(unchecked: "space")
    public static let backspace = Key(unchecked: "backspace")
    public static let delete = Key(unchecked: "delete")
    public static let insert = Key(unchecked: "insert")
    public static let home = Key(unchecked: "home")
    public static let end = Key(unchecked: "end")
    public static let pageUp = Key(unchecked: "pageup")
    public static let pageDown = Key(unchecked: "pagedown")
    public static let slash = Key(unchecked: "/")
    public static let leftBracket = Key(unchecked: "[")
    public static let rightBracket = Key(unchecked: "]")

    /// Punctuation keys, named by their unshifted character.
    static let punctuation: [String] = ["/", "\\", ",", ".", "-", "=", ";", "'", "`", "[", "]"]
    static let named: [String] = ["left", "right", "up", "down", "return", "escape", "tab", "space",
                                  "backspace", "delete", "insert", "home", "end", "pageup", "pagedown"]

    static let known: Set<String> = {
        var names = Set(named + punctuation)
        for c in "abcdefghijklmnopqrstuvwxyz0123456789" { names.insert(String(c)) }
        for n in 1...12 { names.insert("f\(n)") }
        return names
    }()

    static let aliases: [String: String] = ["esc": "escape", "enter": "return"]

    static let symbols: [String: String] = [
        "left": "←", "right": "→", "up": "↑", "down": "↓", "escape": "Esc", "pageup": "Page Up",
        "pagedown": "Page Down",
    ]

    /// Every accepted key name, as a parse error lists them.
    static let vocabulary = "a key name (a–z, 0–9, left, right, up, down, return, enter, escape, esc, tab, space, "
        + "backspace, delete, insert, home, end, pageup, pagedown, f1…f12, or one of "
        + punctuation.joined(separator: " ") + ")"
}
