/// Modifier keys held with a key press; left and right variants are not told apart.
public struct Modifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let ctrl = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let shift = Modifiers(rawValue: 1 << 2)
    /// The Windows / Command key (SDL's "GUI"); combos spell it `super`, `cmd` or `meta`.
    public static let `super` = Modifiers(rawValue: 1 << 3)

    /// Combo order and spelling: `ctrl+alt+shift+super`.
    static let ordered: [(Modifiers, String)] = [(.ctrl, "ctrl"), (.alt, "alt"), (.shift, "shift"), (.super, "super")]

    static let names: [String: Modifiers] = [
        "ctrl": .ctrl, "control": .ctrl, "alt": .alt, "option": .alt, "opt": .alt, "shift": .shift,
        "super": .super, "cmd": .super, "command": .super, "meta": .super, "gui": .super, "win": .super,
    ]

    public var description: String {
        Self.ordered.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
