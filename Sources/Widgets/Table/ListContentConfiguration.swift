import Render

/// The standard content of a list row (UIListContentConfiguration): a text, a secondary text and their
/// styles, in one of the standard layouts. UIKit's presets are the table cell's styles as values (Apple's
/// "Modern cell configuration", WWDC20: `cell()` is `.default`, `subtitleCell()` `.subtitle`, `valueCell()`
/// `.value1`), so a table cell shows one with its own labels and geometry (TableViewCell+ContentConfiguration)
/// and anything else through `ListContentView`.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// How the text and secondary text sit: the table cell styles.
    public enum Layout: Hashable, Sendable {
        /// The text alone, or the secondary text below it (`cell()`).
        case cell
        /// The secondary text below the text, smaller (`subtitleCell()`).
        case subtitle
        /// The secondary text at the trailing edge, on the text's line (`valueCell()`).
        case value
    }

    /// A label's style in a configuration (UIListContentConfiguration.TextProperties).
    public struct TextProperties: Hashable, Sendable {
        public var font: Font
        public var color: Color
        public var numberOfLines: Int
        public var alignment: TextAlignment
        public var adjustsFontForContentSizeCategory: Bool

        public init(font: Font, color: Color, numberOfLines: Int = 0, alignment: TextAlignment = .left,
                    adjustsFontForContentSizeCategory: Bool = true) {
            self.font = font
            self.color = color
            self.numberOfLines = numberOfLines
            self.alignment = alignment
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// The style of the image (UIListContentConfiguration.ImageProperties).
    public struct ImageProperties: Hashable, Sendable {
        /// Tints a template image; nil keeps the cell's tint (the system blue).
        public var tintColor: Color?
        public var cornerRadius: Double

        public init(tintColor: Color? = nil, cornerRadius: Double = 0) {
            self.tintColor = tintColor
            self.cornerRadius = cornerRadius
        }
    }

    public var layout: Layout
    /// Shown in the leading image column (29 pt, the title after it: TableViewCell+Geometry).
    public var image: Picture?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var secondaryText: String?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    /// For `valueCell()`: keep the two texts on one line while they fit (UIKit's default is true there).
    public var prefersSideBySideTextAndSecondaryText: Bool

    public init(layout: Layout, textProperties: TextProperties, secondaryTextProperties: TextProperties) {
        self.layout = layout
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        prefersSideBySideTextAndSecondaryText = layout == .value
    }

    /// A plain list cell: body text in the label colour. Its secondary text, when given, sits below in the
    /// secondary label colour at the subheadline size (what iOS 14–17 draw for `cell()` with a secondary
    /// text; Apple documents no values, these were read off the simulator's screenshots).
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(layout: .cell, textProperties: TextProperties(font: .body, color: .label),
                                 secondaryTextProperties: TextProperties(font: .subheadline, color: .secondaryLabel))
    }

    /// A cell with a subtitle: the table cell's `.subtitle` style (footnote-size secondary text below).
    public static func subtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(layout: .subtitle, textProperties: TextProperties(font: .body, color: .label),
                                 secondaryTextProperties: TextProperties(font: .footnote, color: .label))
    }

    /// A cell with a value: the table cell's `.value1` style (body-size secondary text, trailing, grey).
    public static func valueCell() -> ListContentConfiguration {
        ListContentConfiguration(layout: .value, textProperties: TextProperties(font: .body, color: .label),
                                 secondaryTextProperties: TextProperties(font: .body, color: .systemGray,
                                                                         numberOfLines: 1))
    }

    /// A sidebar row (iPad): laid out as `cell()`.
    public static func sidebarCell() -> ListContentConfiguration { cell() }

    /// The table cell style that lays this configuration out.
    var cellStyle: TableViewCell.Style {
        switch layout {
        case .cell: secondaryText?.isEmpty == false ? .subtitle : .default
        case .subtitle: .subtitle
        case .value: prefersSideBySideTextAndSecondaryText ? .value1 : .subtitle
        }
    }

    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// The standard presets look the same in every state: a selected row is shown by the cell's
    /// background, not by its text (UIKit's list content changes only for disabled cells, in later iOS).
    public func updated(for state: ConfigurationState) -> ListContentConfiguration { self }
}
