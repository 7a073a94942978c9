import Render

/// One button revealed by swiping a row (UIContextualAction): a title on a coloured background and a
/// handler that must call its completion, true when the action was performed (a destructive one usually
/// deletes the row), false to just close the row.
@preconcurrency @MainActor
public final class ContextualAction {
    public enum Style: String, Sendable { case normal, destructive }
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    /// UIKit's defaults: systemRed for destructive, systemGray for normal.
    public var backgroundColor: Color
    /// UIContextualAction.image: drawn in white above the title, both centred in the action's button.
    public var image: Picture?
    public var identifier: String?
    let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions of one side of a row (UISwipeActionsConfiguration); the first is nearest the row's edge
/// and fires on a full swipe when `performsFirstActionWithFullSwipe`.
@preconcurrency @MainActor
public final class SwipeActionsConfiguration {
    public let actions: [ContextualAction]
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// Asks for a row's swipe actions (UITableViewDelegate's swipe-action methods, kept in their own
/// protocol so `TableViewDelegate` is untouched): trailing ones show when the row is dragged left, leading
/// ones when dragged right. Nil or no actions: the row does not move that way.
@preconcurrency @MainActor
public protocol TableViewSwipeActionsDelegate: TableViewDelegate {
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
}

extension TableViewSwipeActionsDelegate {
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
}
