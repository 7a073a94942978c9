import HandheldKit
import Widgets

extension TableView {
    /// UITableView.RowAnimation: Widgets' RowAnimation, nested where UIKit code names it.
    public typealias RowAnimation = Widgets.RowAnimation
}
