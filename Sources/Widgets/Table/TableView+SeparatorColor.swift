import Render

extension TableView {
    /// UITableView.separatorColor (`UIColor?`): the rows' separator lines are drawn in it; nil draws them in
    /// the system separator colour, UIKit's default (UIColor.separator since iOS 13). `.clear` hides the
    /// lines while keeping the style, as apps do on iOS.
    public var separatorColor: Color? {
        get { separatorColorStorage }
        set {
            guard newValue != separatorColorStorage else { return }
            separatorColorStorage = newValue
            for (path, cell) in visibleCells { configureChrome(of: cell, at: path) }
        }
    }
}
