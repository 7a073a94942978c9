extension TransitionCoordinator {
    /// The tree JSON's `transition` object, `{"kind", "interactive", "percent"}`, written in one place for
    /// every container that reports a running transition (navigation, tabs, presentation) and for the
    /// simulator's screen transition.
    public nonisolated static func treeJSON(kind: String, interactive: Bool, percent: Double) -> JSONValue {
        .object([("kind", .string(kind)), ("interactive", .bool(interactive)), ("percent", .number(percent))])
    }

    /// This transition as the tree JSON reports it.
    public var treeJSON: JSONValue {
        Self.treeJSON(kind: kind.name, interactive: isInteractive, percent: percentComplete)
    }
}
