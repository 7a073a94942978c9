/// What a tableau symbol stands for, which decides how the simplex may use it (kiwi's symbol types).
///
/// Symbols themselves are plain `Int` ids handed out by the solver, so rows and columns can be arrays
/// and open-addressed maps indexed by them instead of maps keyed by objects.
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign, never chosen to leave the basis.
    case external
    /// An inequality's slack (≥ 0), also the artificial variable of a difficult add.
    case slack
    /// A non-required constraint's error (≥ 0), the only symbols with a cost in the objective.
    case error
    /// A required equality's marker, fixed at 0: it never enters the basis and only records which
    /// constraint a row came from (for removal and for conflict explanations).
    case dummy

    /// Slack and error symbols are restricted to non-negative values and may pivot.
    var isPivotable: Bool { self == .slack || self == .error }
}
