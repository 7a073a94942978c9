import Render

/// A table row (UITableViewCell): a content view with a title, an optional detail (subtitle or value
/// style) and image, an accessory (disclosure chevron, checkmark or any view), a selected background that
/// fades, and a separator. Cells are reused: override `prepareForReuse` to reset per-row state.
@preconcurrency @MainActor
open class TableViewCell: View {
    public enum Style: Sendable { case `default`, subtitle, value1 }
    public enum AccessoryType: String, Sendable { case none, disclosureIndicator, checkmark }
    /// `.blue` and `.gray` are the styles before iOS 7; both have drawn the grey highlight since (Apple's
    /// documentation of UITableViewCell.SelectionStyle: "the cell has a default background color when selected"
    /// for each), so they draw as `.default`.
    public enum SelectionStyle: Sendable { case none, `default`, blue, gray }

    public let style: Style
    public internal(set) var reuseIdentifier: String?
    /// Holds the row's content; it narrows to leave room for the accessory.
    public let contentView = View()
    // Implicitly unwrapped, never nil: UIKit declares the three optional (`cell.textLabel?.text = …`), and
    // Handheld code reads them unwrapped; both spellings compile.
    public let textLabel: Label! = Label(text: "", font: .body)
    public let detailTextLabel: Label!
    public let imageView: ImageView! = ImageView()
    /// Shown while highlighted or selected; its alpha animates (the tree JSON's "highlightAlpha").
    public let selectedBackgroundView = View()
    public var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryChanged() } } }
    /// A custom accessory that replaces the standard one.
    public var accessoryView: View? { didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoryChanged() } } }
    public var selectionStyle: SelectionStyle = .default
    /// Where the separator starts and ends (left and right insets only, as UIKit). The content lines up
    /// with it (`leadingMargin`), so a change lays the cell out again as well as redrawing it: a table moves
    /// the inset from 16 to 20 pt on regular width after the cell was first laid out (UIKit aligns a cell's
    /// content with its separator inset; docs/reference).
    public var separatorInset = EdgeInsets(left: 16) {
        didSet {
            guard separatorInset != oldValue else { return }
            setNeedsDisplay(); setNeedsLayout(); applySystemContentMargins()
        }
    }
    /// Drawn by the cell at its bottom edge; the table turns it off for the last row of grouped sections.
    var showsSeparator = true { didSet { if showsSeparator != oldValue { setNeedsDisplay() } } }
    var separatorThickness = 0.5 { didSet { if separatorThickness != oldValue { setNeedsDisplay() } } }
    /// The content view's trailing constraint once constraints size the content (TableViewCell+SelfSizing).
    var contentViewTrailing: LayoutConstraint?
    var contentViewLeading: LayoutConstraint?
    public private(set) var isHighlighted = false
    /// UITableViewCell.isEditing's storage, the controls an editing table gives the row, and how far its
    /// content moves right meanwhile (TableViewCell+Editing).
    var editingState = false
    var editingControl: TableEditingControl?
    var reorderControl: TableReorderControl?
    var editingIndent = 0.0
    public private(set) var isSelected = false
    /// Whether the table's keyboard focus is on this row: drawn as a focus ring, "focused" in the tree JSON.
    public internal(set) var isFocused = false { didSet { if isFocused != oldValue { setNeedsDisplay() } } }
    /// The table it is shown in, for deselection alongside transitions.
    public internal(set) weak var tableView: TableView?
    public internal(set) var indexPath: IndexPath?
    /// What the cell shows, as a value (UITableViewCell.contentConfiguration): a `ListContentConfiguration`
    /// styles the cell's own labels, any other puts the view it makes into the content view
    /// (TableViewCell+ContentConfiguration).
    public var contentConfiguration: ContentConfiguration? { didSet { contentConfigurationChanged() } }
    /// The style a list content configuration lays the labels out in, instead of `style`.
    var configuredStyle: Style?
    /// The view a custom content configuration made, filling the content view.
    public internal(set) var hostedContentView: (View & ContentView)?
    private let chevron = GlyphView(glyph: .chevronRight, size: Size(width: 8, height: 13), tintColor: TableViewCell.chevronColor, lineWidth: 2)
    private let checkmark = GlyphView(glyph: .checkmark, size: Size(width: 14, height: 12), tintColor: .systemBlue, lineWidth: 2)

    /// Disclosure chevron: about 8×13 pt in (174, 174, 178), 16 pt from the right edge (reference: Tables).
    public static let chevronColor = Color.systemGray2
    public static let accessoryTrailingInset = 16.0
    public static let defaultRowHeight = 44.0
    public static let highlightColor = Color.systemGray4

    /// What `TableView.register(_:forCellReuseIdentifier:)` calls on the registered class: a required
    /// convenience initializer, inherited by every subclass that overrides or inherits
    /// `init(style:reuseIdentifier:)`, so that one need not be `required` (UIKit's is not: a subclass writes
    /// `override init(style:reuseIdentifier:)`).
    public required convenience init(madeForReuse style: Style, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public init(style: Style = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        detailTextLabel = Label(text: "", font: style == .subtitle ? .footnote : .body,
                                color: style == .value1 ? .systemGray : .label)
        super.init(frame: .zero)
        assembleParts()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(style: .default, reuseIdentifier: nil)` gives.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        detailTextLabel = Label(text: "", font: .body, color: .label)
        super.init(coder: coder)
        assembleParts()
    }
    private func assembleParts() {
        backgroundColor = .systemBackground
        clipsToBounds = true
        // A row is drawn once and moved as the table scrolls (see View+BackingStore).
        drawsIntoBackingStore = true
        selectedBackgroundView.backgroundColor = Self.highlightColor
        selectedBackgroundView.alpha = 0
        selectedBackgroundView.isUserInteractionEnabled = false
        addSubview(selectedBackgroundView)
        addSubview(contentView)
        applySystemContentMargins()
        contentView.addSubview(imageView)
        contentView.addSubview(textLabel)
        contentView.addSubview(detailTextLabel)
        imageView.isHidden = true
        imageView.cornerRadius = 6
        // Setting `imageView.image` shows the image view and moves the labels, as UITableViewCell does.
        imageView.hidesWhenEmpty = true
        imageView.contentMode = .scaleAspectFit
        imageView.imageChangeHandler = { [weak self] in self?.setNeedsLayout() }
        textLabel.numberOfLines = 0
        detailTextLabel.numberOfLines = 0
        // The built-in styles' labels follow the reader's text size, as UIKit's do; a self-sizing row grows.
        textLabel.adjustsFontForContentSizeCategory = true
        detailTextLabel.adjustsFontForContentSizeCategory = true
        chevron.isUserInteractionEnabled = false
        checkmark.isUserInteractionEnabled = false
    }

    /// Resets per-row state before a reused cell is configured again. Call super.
    open func prepareForReuse() {
        performWithoutAnimation {
            setHighlighted(false, animated: false)
            setSelected(false, animated: false)
            transform = .identity
        }
        clipInSuperview = nil
        alpha = 1
    }

    private func accessoryChanged() {
        chevron.removeFromSuperview()
        checkmark.removeFromSuperview()
        if let accessoryView { addSubview(accessoryView) } else {
            switch accessoryType {
            case .none: break
            case .disclosureIndicator: addSubview(chevron)
            case .checkmark: addSubview(checkmark)
            }
        }
        setNeedsLayout()
    }

    /// The accessory currently shown, if any.
    var currentAccessory: View? {
        if let accessoryView { return accessoryView }
        switch accessoryType {
        case .none: return nil
        case .disclosureIndicator: return chevron
        case .checkmark: return checkmark
        }
    }

    // MARK: Layout

    /// Leading margin of the content: 16 pt, 20 on a regular-width screen (reference: Tables).
    public var leadingMargin: Double { separatorInset.left }

    /// The content view and the accessory keep inside the cell's safe area, as UIKit's
    /// `insetsContentViewsToSafeArea` (true by default) does in landscape on a notched or Dynamic Island
    /// iPhone; the selected background still spans the whole row.
    open override func layoutSubviews() {
        performWithoutAnimation { selectedBackgroundView.frame = bounds }
        let safe = safeAreaInsets
        var contentMaxX = bounds.width - safe.right - (editingState ? accessoryColumnWidth : 0)
        currentAccessory?.isHidden = editingState
        if let accessory = currentAccessory, !editingState {
            let size = accessoryLayoutSize(accessory)
            accessory.frame = Rect(x: bounds.width - safe.right - Self.accessoryTrailingInset - size.width,
                                   y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            contentMaxX = accessory.frame.minX - Self.accessoryContentGap
        }
        pinContentViewIfNeeded()
        let leading = safe.left + editingIndent
        contentView.frame = Rect(x: leading, y: 0, width: max(0, contentMaxX - leading), height: bounds.height)
        layoutEditingControls()
        layoutContent(in: contentView.bounds)
    }

    /// Lays out the standard labels; cells with custom content override it (and `contentHeight`), and
    /// cells whose content constraints place leave it to them.
    open func layoutContent(in bounds: Rect) {
        if let hostedContentView {
            hostedContentView.frame = bounds
            return
        }
        guard !usesConstraintsForContent else { return }
        let x = labelLeading
        if !imageView.isHidden {
            imageView.frame = Rect(x: leadingMargin, y: (bounds.height - Self.imageSide) / 2,
                                   width: Self.imageSide, height: Self.imageSide)
        }
        let width = max(0, bounds.width - x - Self.labelTrailingPadding)
        let title = textLabel.sizeThatFits(Size(width: width, height: .infinity))
        switch effectiveStyle {
        case .default:
            textLabel.frame = Rect(x: x, y: (bounds.height - title.height) / 2, width: width, height: title.height)
            detailTextLabel.frame = .zero
        case .value1 where stacksValue:
            // At the accessibility sizes UIKit stacks the value under the title, both at the leading edge.
            let detail = detailTextLabel.text.isEmpty ? .zero : detailTextLabel.sizeThatFits(Size(width: width, height: .infinity))
            let top = (bounds.height - title.height - detail.height) / 2
            textLabel.frame = Rect(x: x, y: top, width: width, height: title.height)
            detailTextLabel.frame = Rect(x: x, y: top + title.height, width: width, height: detail.height)
        case .subtitle:
            let detail = detailTextLabel.text.isEmpty ? .zero : detailTextLabel.sizeThatFits(Size(width: width, height: .infinity))
            let total = title.height + detail.height
            let top = (bounds.height - total) / 2
            textLabel.frame = Rect(x: x, y: top, width: width, height: title.height)
            detailTextLabel.frame = Rect(x: x, y: top + title.height, width: width, height: detail.height)
        case .value1:
            // The value ends at the trailing margin, or just before the accessory when there is one.
            let trailing = currentAccessory == nil ? Self.accessoryTrailingInset : 2
            let detail = detailTextLabel.intrinsicContentSize
            let dw = min(detail.width, width / 2)
            detailTextLabel.frame = Rect(x: bounds.width - dw - trailing, y: (bounds.height - detail.height) / 2, width: dw, height: detail.height)
            textLabel.frame = Rect(x: x, y: (bounds.height - title.height) / 2, width: width - dw - 8, height: title.height)
        }
    }

    /// Whether a value1 cell puts its value under the title: at the accessibility text sizes, as UIKit's
    /// standard cells switch to a vertical layout there so neither label is squeezed.
    var stacksValue: Bool { traitCollection.preferredContentSizeCategory.isAccessibilityCategory }

    /// The height the cell needs at `width` (self-sizing rows): at least 44 pt, else content plus 11 pt
    /// above and below, as UIKit's standard cells; a cell whose content constraints place answers what
    /// they allow (TableViewCell+SelfSizing).
    open override func sizeThatFits(_ size: Size) -> Size {
        if let hosted = hostedContentHeight(forWidth: size.width) { return Size(width: size.width, height: hosted) }
        if usesConstraintsForContent { return Size(width: size.width, height: constrainedHeight(forWidth: size.width)) }
        return Size(width: size.width, height: max(Self.defaultRowHeight, contentHeight(forWidth: size.width) + 22))
    }

    /// The standard labels' height at `width`; override for custom content.
    open func contentHeight(forWidth width: Double) -> Double {
        let w = max(0, width - safeAreaInsets.horizontal - accessoryColumnWidth - labelLeading - Self.labelTrailingPadding)
        let title = textLabel.sizeThatFits(Size(width: w, height: .infinity)).height
        if (effectiveStyle == .subtitle || effectiveStyle == .value1 && stacksValue) && !detailTextLabel.text.isEmpty {
            return title + detailTextLabel.sizeThatFits(Size(width: w, height: .infinity)).height
        }
        return title
    }

    // MARK: Highlight and selection

    /// Shows or hides the pressed look; animated, the selected background fades over 0.25 s.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// UITableViewCell.setEditing(_:animated:): the table calls it on its rows when its editing changes, and
    /// on a row it shows while editing. A subclass overrides it, calling super, to change its content.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        editingDidChange(animated: animated)
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        updateSelectionAppearance(animated: animated)
    }

    /// The selected background's alpha follows highlighted-or-selected; UIKit's deselect duration is not
    /// documented, 0.25 s is the common choice (reference: Tables, highlight timing).
    func updateSelectionAppearance(animated: Bool) {
        let target: Double = (isHighlighted || isSelected) && selectionStyle != .none ? 1 : 0
        if animated {
            animate(withDuration: Self.deselectDuration, options: .toolkit) { self.selectedBackgroundView.alpha = target }
        } else {
            performWithoutAnimation { selectedBackgroundView.alpha = target }
        }
    }

    public static let deselectDuration = 0.25

    /// Records the selection state without touching the appearance (an alongside animation owns it).
    func setSelectionFlag(_ selected: Bool) { isSelected = selected }

    /// The presented alpha of the selected background.
    public var highlightAlpha: Double { selectedBackgroundView.presentationAlpha }

    // MARK: Drawing

    /// The separator's colour, which the table gives its cells (UITableView.separatorColor).
    var separatorColor: Color = .separator { didSet { if separatorColor != oldValue { setNeedsDisplay() } } }

    open override func drawOverlay(in canvas: Canvas) {
        if isFocused { FocusRing.draw(around: bounds, in: canvas) }
        guard showsSeparator, bounds.height > 0 else { return }
        let y = bounds.maxY - separatorThickness
        let left = safeAreaInsets.left + separatorInset.left + editingIndent
        canvas.fillHairline(Rect(x: bounds.minX + left, y: y,
                                 width: bounds.width - left - separatorInset.right,
                                 height: separatorThickness),
                            color: separatorColor)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        if let indexPath { pairs.append(("indexPath", .array([.number(Double(indexPath.section)), .number(Double(indexPath.row))]))) }
        pairs += [("selected", .bool(isSelected)), ("highlighted", .bool(isHighlighted)),
                  ("highlightAlpha", .number(highlightAlpha)),
                  ("accessory", .string(accessoryView != nil ? "custom" : accessoryType.rawValue))]
        if !textLabel.text.isEmpty { pairs.append(("text", .string(textLabel.text))) }
        if isFocused { pairs.append(("focused", .bool(true))) }
        // How far swipe actions have slid the row (negative: trailing actions showing).
        let swipe = presentationTransform.translation.x
        if swipe != 0 { pairs.append(("swipeOffset", .number(swipe))) }
        return pairs
    }
}
