import Render

/// One responder's key commands as the help overlay lists them: a heading, then each title with its keys.
public struct KeyCommandGroup: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var title: String
        public var combos: [KeyCombo]

        /// "F1, Ctrl+/": the combos in the help overlay's spelling.
        public var keys: String { combos.map(\.displayName).joined(separator: ", ") }
    }

    public var title: String
    public var entries: [Entry]
}
