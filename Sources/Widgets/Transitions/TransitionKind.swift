/// What a transition is: the containers' and the simulator's kinds, compared as cases rather than strings,
/// and named as the tree JSON and the inspector print them ("push", "content-size"…).
public enum TransitionKind: Hashable, Sendable {
    case push, pop, tab, present, dismiss
    /// Screen changes (Simulator): a turn of the device, another device, another Split View width.
    case rotation, device, multitasking
    /// Trait-only changes (Window+Appearance, Window+TraitTransition).
    case appearance, contentSize
    /// A kind the toolkit does not name: an app's or a test's own.
    case named(String)

    static let namedCases: [TransitionKind] = [.push, .pop, .tab, .present, .dismiss, .rotation, .device,
                                                 .multitasking, .appearance, .contentSize]

    /// The kind that prints as `name`: one of the cases, else `.named(name)`.
    public init(name: String) {
        self = Self.namedCases.first { $0.name == name } ?? .named(name)
    }

    /// The name the tree JSON and the inspector print.
    public var name: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .tab: "tab"
        case .present: "present"
        case .dismiss: "dismiss"
        case .rotation: "rotation"
        case .device: "device"
        case .multitasking: "multitasking"
        case .appearance: "appearance"
        case .contentSize: "content-size"
        case let .named(name): name
        }
    }

    /// Whether the transition changes only traits (no sizes, no controllers): a new one of these ends the
    /// running ones at once (Window+TraitTransition).
    public var changesTraitsOnly: Bool { self == .appearance || self == .contentSize }
}

extension TransitionKind: ExpressibleByStringLiteral, CustomStringConvertible, Comparable {
    public init(stringLiteral name: String) { self.init(name: name) }
    public var description: String { name }
    public static func < (a: TransitionKind, b: TransitionKind) -> Bool { a.name < b.name }
}
