/// How a table's rows are separated (UITableViewCell.SeparatorStyle, UITableView.separatorStyle's type):
/// `.singleLine`, UIKit's default, draws the hairline under each row; `.none` draws none. UIKit's third case,
/// `.singleLineEtched`, is deprecated and drawn as `.singleLine` there too, as here.
extension TableViewCell {
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }
}
