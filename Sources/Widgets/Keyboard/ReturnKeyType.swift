/// The title of the keyboard's Return key (UIReturnKeyType, the common cases).
public enum ReturnKeyType: String, Sendable, CaseIterable {
    case `default`, go, next, done, search, send, join

    /// The key's title as iOS's English keyboard shows it; `default` is "return".
    public var title: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .next: "next"
        case .done: "done"
        case .search: "search"
        case .send: "send"
        case .join: "join"
        }
    }

    /// iOS draws every Return key other than the default one blue, with a white title.
    public var isProminent: Bool { self != .default }
}
