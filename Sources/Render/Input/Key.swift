/// A key on the keyboard, named the way key combos spell it: lowercase letters and digits ("d", "7"),
/// words for named keys ("left", "return", "escape", "f1") and the character for punctuation ("/", "-").
/// A struct rather than an enum so that names parse and print without a hand-written table per case.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The canonical name, as `description` prints it and `KeyCombo` parses it.
    public let name: String

    /// The key called `name`, accepting aliases ("enter", "esc", "slash", "del"…); nil for unknown names.
    public init?(name: String) {
        let lower = name.lowercased()
        if let canonical = Key.aliases[lower] {
            self.name = canonical
        } else if Key.known.contains(lower) {
            self.name = lower
        } else {
            return nil
        }
    }

    private init(unchecked name: String) { self.name = name }

    public var description: String { name }

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

    static let punctuation: [String] = ["/", "\\", "-", "=", ",", ".", ";", "'", "`", "[", "]"]
    static let named: [String] = ["left", "right", "up", "down", "return", "escape", "tab", "space",
                                  "backspace", "delete", "insert", "home", "end", "pageup", "pagedown"]

    static let known: Set<String> = {
        var names = Set(named + punctuation)
        for c in "abcdefghijklmnopqrstuvwxyz0123456789" { names.insert(String(c)) }
        for n in 1...12 { names.insert("f\(n)") }
        return names
    }()

    static let aliases: [String: String] = [
        "enter": "return", "esc": "escape", "del": "delete", "ins": "insert", "pgup": "pageup",
        "pgdn": "pagedown", "page_up": "pageup", "page_down": "pagedown", "slash": "/", "backslash": "\\",
        "minus": "-", "equals": "=", "comma": ",", "period": ".", "semicolon": ";", "quote": "'",
        "backquote": "`", "leftbracket": "[", "rightbracket": "]",
    ]
}
