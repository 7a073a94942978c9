import Render

/// Shows a `ListContentConfiguration` anywhere (UIListContentView): a collection view's cell, a header, a
/// plain view. Its layout is a table row's (TableViewCell's labels, margins and geometry, drawn without
/// the row's background, selection or separator), so a list in a collection view lines up with one in a
/// table, and the two are measured by one set of numbers.
@preconcurrency @MainActor
public final class ListContentView: View, ContentView {
    private var row: TableViewCell

    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        row = Self.makeRow(for: configuration)
        super.init(frame: .zero)
        addSubview(row)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives a view showing the default cell configuration (`.cell()`).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        row = Self.makeRow(for: listConfiguration)
        super.init(coder: coder)
        addSubview(row)
    }

    public var listConfiguration: ListContentConfiguration {
        didSet { if listConfiguration != oldValue { apply() } }
    }

    public var configuration: ContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? ListContentConfiguration { listConfiguration = list } }
    }

    /// The label showing the text (for tests and accessibility).
    public var textLabel: Label { row.textLabel }
    /// The label showing the secondary text.
    public var secondaryTextLabel: Label { row.detailTextLabel }

    private static func makeRow(for configuration: ListContentConfiguration) -> TableViewCell {
        let row = TableViewCell(style: configuration.cellStyle)
        row.backgroundColor = .clear
        row.selectionStyle = .none
        row.showsSeparator = false
        row.drawsIntoBackingStore = false
        row.contentConfiguration = configuration
        return row
    }

    private func apply() {
        if row.style == listConfiguration.cellStyle {
            row.contentConfiguration = listConfiguration
        } else {
            row.removeFromSuperview()
            row = Self.makeRow(for: listConfiguration)
            addSubview(row)
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Where the text starts: the table row's leading margin, 16 pt, 20 on a regular-width screen. A list
    /// cell sets it from its layout, as a table sets its rows' (`configureChrome`).
    public var leadingMargin = 16.0 { didSet { if leadingMargin != oldValue { setNeedsLayout() } } }

    /// The text's leading edge in this view's coordinates (a list separator starts there).
    public var textLeading: Double { row.frame.minX + row.contentView.frame.minX + row.labelLeading }

    public override func layoutSubviews() {
        row.separatorInset.left = leadingMargin
        row.frame = bounds
    }

    public override func sizeThatFits(_ size: Size) -> Size {
        row.separatorInset.left = leadingMargin
        return row.sizeThatFits(size)
    }

}
