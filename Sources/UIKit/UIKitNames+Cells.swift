import HandheldKit

extension TableViewCell {
    /// UIKit's spelling of the cell style, `UITableViewCell.CellStyle` (`.default`, `.value1`, `.value2`,
    /// `.subtitle`), as an `override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)` writes it.
    public typealias CellStyle = Style
}
