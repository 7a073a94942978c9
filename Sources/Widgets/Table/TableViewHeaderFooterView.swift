import Render

/// A reusable view for a section's header or footer (UITableViewHeaderFooterView): a `contentView` filling
/// it, where subclasses add their views, and a `textLabel` inset by the cell's 16 pt margin
/// (`TableViewCell.accessoryTrailingInset`, the same system margin).
///
/// Tables make them from a registered class (`TableView.register(_:forHeaderFooterViewReuseIdentifier:)`)
/// and hand them out with `dequeueReusableHeaderFooterView(withIdentifier:)`. What Handheld's table does
/// not do yet: it draws its own section titles and never places a header view it is given, so a dequeued
/// view is shown only where the app adds it itself.
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier it was registered and dequeued with (UITableViewHeaderFooterView.reuseIdentifier).
    public let reuseIdentifier: String?
    /// Where subclasses add their content (UITableViewHeaderFooterView.contentView).
    public let contentView = View()
    private let label = Label(text: "", font: .footnote, color: .secondaryLabel)

    /// What `dequeueReusableHeaderFooterView(withIdentifier:)` calls on the registered class: a required
    /// convenience initializer every subclass inherits, so `init(reuseIdentifier:)` need not be `required`
    /// (UIKit's is not: a subclass writes `override init(reuseIdentifier:)`).
    public required convenience init(madeForReuse reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// UITableViewHeaderFooterView(reuseIdentifier:), the designated initializer.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.addSubview(label)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(reuseIdentifier: nil)` gives.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
        contentView.addSubview(label)
    }

    /// The section's title label (UITableViewHeaderFooterView.textLabel, optional as UIKit declares it).
    public var textLabel: Label? { label }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let inset = TableViewCell.accessoryTrailingInset
        label.frame = Rect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
    }
}
