import Render

/// A search field with an optional Cancel button and scope bar (UISearchBar): the field is a TextField
/// (`searchTextField`), so focus and the keyboard behave as any field's; its text changes, the Search key,
/// Cancel and scope changes go to the `delegate` (UISearchBarDelegate). `setShowsCancelButton(_:animated:)`
/// slides Cancel in from the trailing edge while the field narrows, as UIKit does when search begins.
@preconcurrency @MainActor
public final class SearchBar: View {
    /// A bar on its own: the 36 pt field with 10 pt above and below, 56 pt in all (UISearchBar's height
    /// from iOS 13) [EST, iOS 15 screenshots]; fields sit 8 pt from the bar's sides on their own and 16 pt
    /// (the layout margins) in a navigation bar.
    public static let verticalPadding = 10.0
    public static let height = SearchTextField.height + 2 * verticalPadding
    /// The scope bar below the field: a 32 pt segmented control and 12 pt under it [EST].
    public static let scopeBarHeight = SegmentedControl.height + 12
    /// Between the field and the Cancel button [EST].
    public static let cancelGap = 8.0
    /// How long Cancel takes to slide in or out (UIKit's keyboard-synchronised 0.25 s) [EST].
    public static let cancelSlideDuration = 0.25

    public weak var delegate: SearchBarDelegate?
    /// The field (UISearchBar.searchTextField).
    public var searchTextField: TextField { field }
    let field = SearchTextField()
    let cancelButton = Button(title: "Cancel")
    private(set) var scopeControl: SegmentedControl?

    /// The field's text (UISearchBar.text).
    public var text: String? {
        get { field.text }
        set { field.text = newValue ?? "" }
    }
    public var placeholder: String? {
        get { field.placeholder }
        set { field.placeholder = newValue }
    }
    /// The bar's background in place of the default (UISearchBar.barTintColor, "the tint color to apply
    /// to the search bar background"); nil, UIKit's default, is the default background. The minimal style
    /// and a bar in a navigation bar draw no background either way.
    public var barTintColor: Color? { didSet { if barTintColor != oldValue { setNeedsDisplay() } } }
    /// UISearchBar.barStyle: `.black` draws the bar's background black where no barTintColor is set (UIKit's
    /// black search bar); `.minimal` (searchBarStyle) draws no background whatever the bar style.
    public var barStyle = BarStyle.default { didSet { if barStyle != oldValue { setNeedsDisplay() } } }
    /// How far the field's text and placeholder sit from their place (UISearchBar.searchTextPositionAdjustment).
    public var searchTextPositionAdjustment: Offset {
        get { field.textOffset }
        set { field.textOffset = newValue }
    }
    /// The picture in place of the field's magnifying glass (`setImage(_:for: .search, state:)`); nil is the glass.
    public var searchIcon: Picture? {
        get { field.searchIcon }
        set { field.searchIcon = newValue }
    }
    /// Space between the bar's sides and the field (8 pt alone, the margins inside a navigation bar).
    public var horizontalInset = 8.0 { didSet { if horizontalInset != oldValue { setNeedsLayout() } } }

    /// Whether Cancel shows beside the field (UISearchBar.showsCancelButton); setting it is
    /// `setShowsCancelButton(_:animated: false)`.
    public var showsCancelButton: Bool {
        get { cancelShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var cancelShown = false
    /// The background style (UISearchBar.searchBarStyle, `.default`, which is `.prominent`).
    public var searchBarStyle = SearchBarStyle.default { didSet { if searchBarStyle != oldValue { setNeedsDisplay() } } }
    /// A prominent bar on its own is drawn on the grouped background grey, the colour of iOS's translucent
    /// bar material over white (242, 242, 247) and of its dark counterpart [EST, iOS 15 screenshots].
    static let prominentBackground = Color.secondarySystemBackground
    /// Set by a navigation controller showing this bar under its navigation bar, whose background it uses.
    var isHostedByNavigation = false { didSet { if isHostedByNavigation != oldValue { setNeedsDisplay() } } }
    /// The scope titles (UISearchBar.scopeButtonTitles), shown as a segmented control under the field while
    /// `showsScopeBar` is true.
    public var scopeButtonTitles: [String]? { didSet { if scopeButtonTitles != oldValue { rebuildScope() } } }
    public var showsScopeBar = false {
        didSet {
            guard showsScopeBar != oldValue else { return }
            scopeControl?.isHidden = !showsScopeBar
            invalidateIntrinsicContentSize()
            onHeightChange?()
            setNeedsLayout()
        }
    }
    public var selectedScopeButtonIndex: Int {
        get { scopeControl?.selectedSegmentIndex ?? 0 }
        set { scopeControl?.select(newValue, animated: false) }
    }

    /// The search controller's hooks (SearchController), beside the public delegate.
    var onBeginEditing: (() -> Void)?
    var onTextChange: (() -> Void)?
    var onCancel: (() -> Void)?
    var onScopeChange: (() -> Void)?
    /// The bar's height changed (the scope bar shown or hidden); a navigation bar lays out again.
    var onHeightChange: (() -> Void)?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        assembleFieldAndCancel()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives: an empty search bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assembleFieldAndCancel()
    }
    private func assembleFieldAndCancel() {
        identifier = "search-bar"
        field.identifier = "search-field"
        addSubview(field)
        cancelButton.identifier = "search-cancel"
        cancelButton.alpha = 0
        cancelButton.isHidden = true
        addSubview(cancelButton)
        field.onTextChange = { [weak self] in
            guard let self else { return }
            // "Tells the delegate that the user changed the search text" (UISearchBarDelegate): text set in
            // code is not told; the search controller's results follow either.
            if self.field.editingByUser { self.delegate?.searchBar(self, textDidChange: self.field.text) }
            self.onTextChange?()
        }
        field.onBeginEditing = { [weak self] in
            guard let self else { return }
            self.delegate?.searchBarTextDidBeginEditing(self)
            self.onBeginEditing?()
        }
        field.onEndEditing = { [weak self] in
            guard let self else { return }
            self.delegate?.searchBarTextDidEndEditing(self)
        }
        field.onReturn = { [weak self] in
            guard let self else { return }
            self.delegate?.searchBarSearchButtonClicked(self)
        }
        cancelButton.onTap = { [weak self] in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
            self.onCancel?()
        }
    }

    /// Shows or hides Cancel (UISearchBar.setShowsCancelButton(_:animated:)); animated, it slides in from
    /// the trailing edge and fades while the field narrows.
    public func setShowsCancelButton(_ shows: Bool, animated: Bool) {
        guard shows != cancelShown else { return }
        cancelShown = shows
        guard animated, window != nil else {
            performWithoutAnimation {
                cancelButton.isHidden = !shows
                layoutBar()
            }
            return
        }
        performWithoutAnimation { cancelButton.isHidden = false }
        animate(withDuration: Self.cancelSlideDuration, options: .toolkit, animations: { self.layoutBar() },
                completion: { [weak self] _ in
                    guard let self else { return }
                    self.cancelButton.isHidden = !self.showsCancelButton
                })
    }

    public override func draw(in canvas: Canvas) {
        if searchBarStyle != .minimal, !isHostedByNavigation {
            canvas.fill(bounds, color: barTintColor ?? (barStyle == .default ? Self.prominentBackground : .black))
        }
        super.draw(in: canvas)
    }

    public override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Self.height + (showsScopeBar && scopeControl != nil ? Self.scopeBarHeight : 0))
    }

    public override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: intrinsicContentSize.height) }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    /// The field, Cancel (beside it or just past the trailing edge) and the scope bar.
    private func layoutBar() {
        let cancelWidth = cancelButton.sizeThatFits(bounds.size).width
        let fieldWidth = bounds.width - 2 * horizontalInset - (showsCancelButton ? cancelWidth + Self.cancelGap : 0)
        field.frame = Rect(x: horizontalInset, y: Self.verticalPadding, width: max(0, fieldWidth), height: SearchTextField.height)
        let cancelX = showsCancelButton ? field.frame.maxX + Self.cancelGap : bounds.width
        cancelButton.frame = Rect(x: cancelX, y: Self.verticalPadding, width: cancelWidth, height: SearchTextField.height)
        cancelButton.alpha = showsCancelButton ? 1 : 0
        scopeControl?.frame = Rect(x: horizontalInset, y: Self.height, width: max(0, bounds.width - 2 * horizontalInset),
                                   height: SegmentedControl.height)
    }

    private func rebuildScope() {
        scopeControl?.removeFromSuperview()
        scopeControl = nil
        if let titles = scopeButtonTitles, !titles.isEmpty {
            let control = SegmentedControl(items: titles)
            control.identifier = "search-scope"
            control.select(0, animated: false)
            control.isHidden = !showsScopeBar
            control.onValueChanged = { [weak self] index in
                guard let self else { return }
                self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
                self.onScopeChange?()
            }
            addSubview(control)
            scopeControl = control
        }
        invalidateIntrinsicContentSize()
        onHeightChange?()
        setNeedsLayout()
    }

    /// "text", "showsCancelButton", and the scope titles and selection when there are any.
    public override func treeAttributes() -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [("text", .string(field.text)), ("showsCancelButton", .bool(showsCancelButton))]
        if searchBarStyle == .minimal { pairs.append(("searchBarStyle", .string("minimal"))) }
        if let titles = scopeButtonTitles {
            pairs.append(("scopeButtonTitles", .array(titles.map(JSONValue.string))))
            pairs.append(("selectedScopeButtonIndex", .number(Double(selectedScopeButtonIndex))))
        }
        return pairs
    }
}
