import Render

/// Where a pointer command acts. Identifiers and text are looked up in the view tree when the line runs,
/// so a script survives layout changes that would break raw coordinates.
enum ScriptTarget: Hashable, Sendable, CustomStringConvertible {
    /// `X Y` in screen points.
    case point(Point)
    /// `#identifier`: the view whose identifier is this (accessibilityIdentifier).
    case identifier(String)
    /// `"text"`: the view showing this text.
    case text(String)

    /// The target as a script writes it, for run-time errors such as `no view matches #login`.
    var description: String {
        switch self {
        case .point(let p): "\(p.x.compact) \(p.y.compact)"
        case .identifier(let name): "#\(ShownText.shown(name))"
        case .text(let text): ScriptToken.quoted(text)
        }
    }
}
