/// One key of the on-screen keyboard: what pressing it does, what it shows, and the identifier scripts
/// and the tree name it by (`#key-q`, `#key-space`, `#key-return`).
public struct KeyboardKey: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        /// Types the text (shifted letters type their capital).
        case character(String)
        case shift, delete, space, `return`
        /// Switches to another plane of keys ("123", "#+=", "ABC").
        case plane(KeyboardPlane)
        /// The iPad's hide-keyboard key: ends editing.
        case dismiss
    }

    public var action: Action
    public var label: String
    /// The letters under a number pad's digit ("ABC" under 2).
    public var sublabel: String?

    public init(_ action: Action, label: String, sublabel: String? = nil) {
        self.action = action
        self.label = label
        self.sublabel = sublabel
    }

    public static func character(_ c: String, sublabel: String? = nil) -> KeyboardKey {
        KeyboardKey(.character(c), label: c, sublabel: sublabel)
    }

    /// Keys other than characters and the space bar are drawn on the darker function-key colour.
    public var isFunction: Bool {
        switch action {
        case .character, .space: false
        default: true
        }
    }

    public var identifier: String {
        switch action {
        case let .character(c): "key-" + c
        case .shift: "key-shift"
        case .delete: "key-delete"
        case .space: "key-space"
        case .return: "key-return"
        case let .plane(p): "key-" + p.rawValue
        case .dismiss: "key-dismiss"
        }
    }
}

/// The sets of keys a keyboard switches between.
public enum KeyboardPlane: String, Sendable {
    case letters, numbers, symbols
}
