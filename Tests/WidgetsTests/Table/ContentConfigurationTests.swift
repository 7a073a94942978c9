import Render
import Testing
import Widgets

/// Content configurations (UIContentConfiguration): the list presets are the table cell's styles as values,
/// laid out with the cell's own geometry; a custom configuration's view fills the content view, is updated
/// in place by a configuration of its type, and sizes a self-sizing row.
@MainActor
@Suite("Content configurations")
struct ContentConfigurationTests {
    private func laidOut(_ cell: TableViewCell, width: Double = 375) -> TableViewCell {
        let height = cell.sizeThatFits(Size(width: width, height: Double.infinity)).height
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        return cell
    }

    private func frames(_ cell: TableViewCell) -> [Rect] {
        [cell.frame, cell.textLabel.frame, cell.detailTextLabel.frame]
    }

    @Test("each style's default configuration is its preset, and lays out exactly as the style's labels do")
    func presetsMatchStyles() {
        let long = String(repeating: "Quarterly report ", count: 6)
        for (style, preset) in [(TableViewCell.Style.default, ListContentConfiguration.cell()),
                                (.subtitle, .subtitleCell()), (.value1, .valueCell())] {
            let legacy = TableViewCell(style: style)
            legacy.textLabel.text = long
            legacy.detailTextLabel.text = style == .default ? "" : "Due Thursday"
            let configured = TableViewCell(style: .default)
            #expect(TableViewCell(style: style).defaultContentConfiguration() == preset)
            var content = preset
            content.text = long
            content.secondaryText = style == .default ? nil : "Due Thursday"
            configured.contentConfiguration = content
            #expect(frames(laidOut(configured)) == frames(laidOut(legacy)), "\(style)")
            #expect(configured.textLabel.font == legacy.textLabel.font)
            // The default style shows no secondary text (cell() with one is `cellWithSecondaryText`).
            if style != .default {
                #expect(configured.detailTextLabel.font == legacy.detailTextLabel.font, "\(style)")
                #expect(configured.detailTextLabel.textColor == legacy.detailTextLabel.textColor, "\(style)")
            }
        }
    }

    @Test("cell() with a secondary text stacks it below in the secondary label colour; text properties apply")
    func cellWithSecondaryText() {
        let cell = TableViewCell(style: .default)
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        content.textProperties.color = .systemRed
        content.textProperties.numberOfLines = 1
        cell.contentConfiguration = content
        _ = laidOut(cell)
        #expect(cell.textLabel.text == "Inbox" && cell.textLabel.textColor == .systemRed)
        #expect(cell.textLabel.numberOfLines == 1)
        #expect(cell.detailTextLabel.text == "3 unread" && cell.detailTextLabel.textColor == .secondaryLabel)
        #expect(cell.detailTextLabel.font == .subheadline)
        #expect(Double(cell.detailTextLabel.frame.minY) == Double(cell.textLabel.frame.maxY))
        #expect(Double(cell.detailTextLabel.frame.minX) == Double(cell.textLabel.frame.minX))
        // Taken away, the cell lays out in its own style again.
        cell.contentConfiguration = nil
        cell.textLabel.text = "Inbox"
        cell.detailTextLabel.text = ""
        _ = laidOut(cell)
        #expect(Double(cell.frame.height) == TableViewCell.defaultRowHeight)
    }

    @Test("an image in the configuration shows in the image column and moves the text 44 pt in")
    func imageColumn() {
        let cell = TableViewCell(style: .default)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.image = Picture(bitmap: Image(pixelWidth: 29, pixelHeight: 29,
                                              pixels: Array(repeating: 0xFF00_7AFF, count: 29 * 29)))
        content.imageProperties.cornerRadius = 7
        cell.contentConfiguration = content
        _ = laidOut(cell)
        #expect(!cell.imageView.isHidden)
        #expect(cell.imageView.image === content.image)
        #expect(Double(cell.imageView.cornerRadius) == 7)
        #expect(Double(cell.textLabel.frame.minX) == Double(cell.leadingMargin + 44))
        content.image = nil
        cell.contentConfiguration = content
        _ = laidOut(cell)
        #expect(cell.imageView.isHidden)
        #expect(Double(cell.textLabel.frame.minX) == Double(cell.leadingMargin))
    }

    @Test("a custom configuration's view fills the content view, is updated in place, and sizes the row")
    func customConfiguration() {
        let cell = TableViewCell(style: .default)
        cell.accessoryType = .disclosureIndicator
        cell.contentConfiguration = BadgeConfiguration(title: "Drafts", padding: 20)
        let view = cell.hostedContentView as? BadgeContentView
        #expect(view != nil)
        let made = BadgeContentView.made
        _ = laidOut(cell)
        #expect(cell.textLabel.isHidden)
        #expect(view?.frame == cell.contentView.bounds)
        // The label's constraints (20 pt above and below) decide the height.
        let labelHeight = view?.label.intrinsicContentSize.height ?? 0
        #expect(Double(cell.frame.height) == Double(labelHeight + 40))
        // The same type: the same view, given the new configuration.
        cell.contentConfiguration = BadgeConfiguration(title: "Sent", padding: 30)
        #expect(cell.hostedContentView === view)
        #expect(BadgeContentView.made == made)
        #expect(view?.label.text == "Sent")
        _ = laidOut(cell)
        #expect(Double(cell.frame.height) == Double(labelHeight + 60))
        // Another type replaces it; the list preset brings the labels back.
        var list = ListContentConfiguration.cell()
        list.text = "Archive"
        cell.contentConfiguration = list
        #expect(cell.hostedContentView == nil)
        #expect(view?.superview == nil)
        #expect(!cell.textLabel.isHidden && cell.textLabel.text == "Archive")
    }

    @Test("a list content view in a collection view cell puts its text where a table row does")
    func listContentViewMatchesTableRow() {
        var content = ListContentConfiguration.valueCell()
        content.text = "Storage"
        content.secondaryText = "12 GB"
        let cell = CollectionViewListCell(frame: Rect(x: 0, y: 0, width: 375, height: 44))
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = cell.hostedContentView as? ListContentView
        #expect(view != nil)
        view?.layoutIfNeeded()
        let row = TableViewCell(style: .value1)
        row.textLabel.text = "Storage"
        row.detailTextLabel.text = "12 GB"
        row.frame = Rect(x: 0, y: 0, width: 375, height: 44)
        row.layoutIfNeeded()
        let text = view.map { $0.textLabel.convert($0.textLabel.bounds, to: cell) }
        let secondary = view.map { $0.secondaryTextLabel.convert($0.secondaryTextLabel.bounds, to: cell) }
        #expect(text == row.textLabel.frame)
        #expect(secondary == row.detailTextLabel.frame)
        #expect(view?.sizeThatFits(Size(width: 375, height: Double.infinity)) == Size(width: 375, height: 44))
        #expect(cell.defaultContentConfiguration() == .cell())
    }
}

/// A custom configuration, as apps write them: a title with padding, shown by a view whose label is
/// placed by constraints.
private struct BadgeConfiguration: ContentConfiguration, Equatable {
    var title: String
    var padding: Double
    func makeContentView() -> View & ContentView { BadgeContentView(configuration: self) }
    func updated(for state: ConfigurationState) -> BadgeConfiguration { self }
}

@MainActor
private final class BadgeContentView: View, ContentView {
    static var made = 0
    let label = Label(text: "")
    private var top: LayoutConstraint?
    private var bottom: LayoutConstraint?

    var configuration: ContentConfiguration {
        didSet { apply() }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        Self.made += 1
        super.init(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        let top = label.topAnchor.constraint(equalTo: topAnchor)
        let bottom = bottomAnchor.constraint(equalTo: label.bottomAnchor)
        LayoutConstraint.activate([top, bottom, label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16)])
        self.top = top
        self.bottom = bottom
        apply()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply() {
        guard let badge = configuration as? BadgeConfiguration else { return }
        label.text = badge.title
        top?.constant = badge.padding
        bottom?.constant = badge.padding
    }
}
