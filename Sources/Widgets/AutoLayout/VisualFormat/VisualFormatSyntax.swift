/// A visual format string read into its parts, with metric names already replaced by their values and
/// view names by their items (the grammar of "Visual Format Language", Apple's Auto Layout Guide):
///
///     (H|V:)? (| connection)? [view] (connection [view])* (connection |)?
///
/// A connection is empty (flush), `-` (standard space) or `-predicates-`; a view may carry size predicates
/// `[name(predicates)]`; a predicate is `(==|<=|>=)? (number | metric | view) (@ priority)?`.
struct VisualFormat {
    var vertical = false
    /// The connection from the leading (or top) superview edge `|` to the first view, if the format has one.
    var leadingEdge: Connection?
    var views: [Element] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection from the last view to the trailing (or bottom) superview edge, if the format has one.
    var trailingEdge: Connection?
    /// Where the leading and trailing `|` are in the format, for messages.
    var leadingBarPosition = 0
    var trailingBarPosition = 0

    /// One `[name(predicates)]`.
    struct Element {
        let name: String
        let item: any LayoutItem
        let position: Int
        var predicates: [Predicate] = []
    }

    /// What joins two neighbours: nothing, a standard space, or spaces given by predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// `relation object @priority`; the object is a number (a metric's value) or another view.
    struct Predicate {
        var relation: LayoutRelation = .equal
        var constant: Double = 0
        var view: (any LayoutItem)?
        var priority: LayoutPriority = .required
        var position: Int
    }
}

/// Why a visual format cannot be read, with where: the message is shaped as UIKit's
/// NSInvalidArgumentException for a bad format — "Unable to parse constraint format:", the reason, the
/// format, and a caret under the offending character.
public struct VisualFormatError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, as one sentence.
    public let reason: String
    public let format: String
    /// The offset in the format (in characters) the caret points at.
    public let position: Int

    public var description: String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n"
            + String(repeating: " ", count: max(0, position)) + "^"
    }
}
