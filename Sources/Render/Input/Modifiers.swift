/// Modifier keys held with a key press; left and right variants are not told apart.
public struct Modifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let ctrl = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let shift = Modifiers(rawValue: 1 << 2)
    /// The Windows / Command key (SDL's "GUI"); combos spell it `super`, `cmd` or `meta`.
    public static let `super` = Modifiers(rawValue: 1 << 3)

    /// The one order combos print in, `ctrl+shift+alt+super`: the order the README, the shortcut table and
    /// the scripts write (`ctrl+shift+d`). The second name is the help overlay's.
    static let ordered: [(Modifiers, String, String)] = [
        (.ctrl, "ctrl", "Ctrl"), (.shift, "shift", "Shift"), (.alt, "alt", "Alt"), (.super, "super", "Super"),
    ]

    /// The words a combo may use for each modifier: the canonical names plus `cmd` and `meta` for super.
    static let names: [String: Modifiers] = [
        "ctrl": .ctrl, "shift": .shift, "alt": .alt, "super": .super, "cmd": .super, "meta": .super,
    ]

    /// `ctrl+shift`, in the canonical order.
    public var description: String {
        Self.ordered.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// `Ctrl+Shift`, in the canonical order, for the help overlay.
    public var displayName: String {
        Self.ordered.filter { contains($0.0) }.map(\.2).joined(separator: "+")
    }
}
