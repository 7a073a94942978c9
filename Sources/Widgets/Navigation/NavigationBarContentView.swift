import Render

/// One navigation item as the bar draws it: back button, leading items, centred title, trailing items.
/// During a push or pop the bar holds two of these, the leaving one and the arriving one; the whole view
/// fades while its title and back button slide (UIKit cross-fades the bar's items and slides the title
/// toward or away from the back button).
@MainActor
final class NavigationBarContentView: View {
    /// Space between the bar's edge and the outermost button (the button's own 8 pt inset puts its text
    /// 16 pt from the edge, UIKit's bar margin on iPhone).
    static let edgeMargin = 8.0
    /// Minimum gap between the title and the items beside it.
    static let titleSpacing = 8.0
    /// Where the back button's text starts: chevron at 8 pt, 13 pt wide, then a 6 pt gap (UIKit's back
    /// indicator image is 13×21 pt; [EST] spacing measured from screenshots).
    static let backTitleInset = 27.0
    /// The text a back button falls back to when the previous title does not fit (UIKit's "Back").
    static let genericBackTitle = "Back"

    let item: NavigationItem
    /// Whether there is an item beneath this one (a back button to show).
    private(set) var hasPrevious: Bool
    /// The previous item's back-button text (NavigationItem.offeredBackTitle): nil makes the button say
    /// "Back", empty shows the chevron alone.
    private(set) var previousTitle: String?
    /// Headline, at the Large size whatever the reader's text size: UIKit's bar keeps its inline title and
    /// its buttons at a fixed size (the bar is a fixed 44 pt) and offers the Large Content Viewer instead.
    let titleLabel = Label(font: .headline)
    private(set) var backButton: BarButton?
    /// The item's title view while it shows one (in the title label's place).
    private(set) var titleView: View?
    private(set) var leftButtons: [BarButton] = []
    private(set) var rightButtons: [BarButton] = []
    /// Horizontal safe-area insets of the bar (landscape notch); items stay inside them.
    var horizontalInsets = EdgeInsets.zero { didSet { if horizontalInsets != oldValue { setNeedsLayout() } } }
    /// Runs when the back button is tapped.
    private let onBack: () -> Void
    /// Told when the back button's highlight changes (the bar dims its chevron with it).
    var onBackHighlight: ((Bool, Bool) -> Void)?

    init(item: NavigationItem, previous: NavigationItem?, onBack: @escaping () -> Void) {
        self.item = item
        hasPrevious = previous != nil
        previousTitle = previous?.offeredBackTitle
        self.onBack = onBack
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.identifier = "navigation-title"
        addSubview(titleLabel)
        reload()
    }
    /// Required by View. The toolkit makes this part only from its navigation item, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    /// Whether this item shows a back button: there is a previous item, the item does not hide it, and no
    /// leading items replace it.
    var showsBackButton: Bool {
        guard hasPrevious, !item.hidesBackButton else { return false }
        return item.leftItems.allSatisfy(\.isHidden) || item.leftItemsSupplementBackButton
    }

    /// Follows a change of the item beneath (its title feeds the back button).
    func setPrevious(_ previous: NavigationItem?) {
        let has = previous != nil, title = previous?.offeredBackTitle
        guard has != hasPrevious || title != previousTitle else { return }
        hasPrevious = has
        previousTitle = title
        reload()
    }

    /// The bar button items the buttons show, outermost first (to tell which side an item change touched).
    private(set) var shownLeftItems: [BarButtonItem] = []
    private(set) var shownRightItems: [BarButtonItem] = []

    /// Rebuilds the texts and buttons from the item (after it changed).
    func reload() {
        _ = reload(keepingReplaced: false)
    }

    /// Rebuilds from the item; with `keep`, the parts the change replaced stay in place (returned as
    /// `outgoing`, to fade out) and the parts that replace them are returned as `incoming` (to fade in);
    /// parts the change left alone are rebuilt in place. NavigationBar+ItemCrossFade runs the fade.
    func reload(keepingReplaced keep: Bool) -> (outgoing: [View], incoming: [View]) {
        var outgoing: [View] = [], incoming: [View] = []
        let title = item.title ?? ""
        if keep, titleLabel.text != title, item.titleView == nil, titleView == nil {
            if !(titleLabel.text ?? "").isEmpty { outgoing.append(fadingCopyOfTitle()) }
            incoming.append(titleLabel)
        }
        titleLabel.text = title
        if item.titleView !== titleView {
            if titleView?.superview === self {
                if keep, let titleView { outgoing.append(titleView) } else { titleView?.removeFromSuperview() }
            }
            titleView = item.titleView
            if let titleView {
                addSubview(titleView)
                if keep { incoming.append(titleView) }
            }
        }
        titleLabel.isHidden = titleView != nil
        if showsBackButton {
            if backButton == nil {
                let button = BarButton(title: "", action: { [weak self] in self?.onBack() })
                button.contentInsets = EdgeInsets(top: 0, left: Self.backTitleInset, bottom: 0, right: 8)
                button.identifier = "back"
                button.onHighlightChange = { [weak self] pressed, animated in self?.onBackHighlight?(pressed, animated) }
                addSubview(button)
                backButton = button
                if keep { incoming.append(button) }
            }
        } else if let backButton {
            if keep { outgoing.append(backButton) } else { backButton.removeFromSuperview() }
            self.backButton = nil
        }
        // Hidden items (UIBarButtonItem.isHidden) get no button and no place.
        let left = item.leftItems.filter { !$0.isHidden }, right = item.rightItems.filter { !$0.isHidden }
        let leftChanged = keep && !left.elementsEqual(shownLeftItems, by: ===)
        let rightChanged = keep && !right.elementsEqual(shownRightItems, by: ===)
        // Unanimated, every button is made again (an item's title or state may have changed); animated, a
        // side the change left alone keeps its buttons, so a fade still running on them goes on.
        if !keep || leftChanged {
            if leftChanged { outgoing += leftButtons as [View] } else { leftButtons.forEach { $0.removeFromSuperview() } }
            leftButtons = left.map { BarButton(item: $0) }
            leftButtons.forEach { addSubview($0) }
            if leftChanged { incoming += leftButtons as [View] }
        }
        if !keep || rightChanged {
            if rightChanged { outgoing += rightButtons as [View] } else { rightButtons.forEach { $0.removeFromSuperview() } }
            rightButtons = right.map { BarButton(item: $0) }
            rightButtons.forEach { addSubview($0) }
            if rightChanged { incoming += rightButtons as [View] }
        }
        shownLeftItems = left
        shownRightItems = right
        setNeedsLayout()
        return (outgoing, incoming)
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let titleViewSize = titleView.map { Self.size(ofTitleView: $0, barHeight: h) }
        let titleWidth = titleViewSize.map { Double($0.width) } ?? textWidth(titleLabel.text, font: titleLabel.font)
        var leading = horizontalInsets.left
        // The title keeps clear of the back button's text, not of its padding (the button's tap area).
        var titleLow = leading
        if let backButton {
            let text = backTitle(fitting: (w - titleWidth) / 2 - Self.titleSpacing - horizontalInsets.left)
            if backButton.title != text { backButton.title = text }
            let width = max(NavigationBar.height, backButtonWidth(for: text))
            // The back button and title may be sliding (`setTransitionState`): place them untransformed.
            backButton.setFrameIgnoringTransform(Rect(x: leading, y: 0, width: width, height: h))
            titleLow = leading + Self.backTitleInset + textWidth(text, font: .body)
            leading += width
        } else {
            leading += Self.edgeMargin
            titleLow = leading
        }
        for b in leftButtons {
            let width = b.sizeThatFits(Size(width: w, height: h)).width
            b.frame = Rect(x: leading, y: 0, width: width, height: h)
            leading += width
            titleLow = leading
        }
        var trailing = w - horizontalInsets.right - Self.edgeMargin
        for b in rightButtons {
            let width = b.sizeThatFits(Size(width: w, height: h)).width
            trailing -= width
            b.frame = Rect(x: trailing, y: 0, width: width, height: h)
        }
        // Centred in the bar when it fits between the items, as UIKit's title; otherwise pushed into
        // the free space and truncated.
        let low = titleLow + Self.titleSpacing, high = trailing - Self.titleSpacing
        let width = max(0, min(titleWidth, high - low))
        let x = min(max((w - width) / 2, low), high - width)
        titleLabel.setFrameIgnoringTransform(Rect(x: x, y: 0, width: width, height: h))
        if let titleView, let size = titleViewSize {
            titleView.setFrameIgnoringTransform(Rect(x: x, y: ((h - size.height) / 2).rounded(.down), width: width, height: size.height))
        }
    }

    /// A title view's size as UIKit takes it: its intrinsic size where it has one (a view laid out by Auto
    /// Layout), else the frame it was given; never taller than the bar.
    private static func size(ofTitleView view: View, barHeight: Double) -> Size {
        let intrinsic = view.intrinsicContentSize
        let width = intrinsic.width != View.noIntrinsicMetric ? intrinsic.width : view.untransformedFrame.width
        let height = intrinsic.height != View.noIntrinsicMetric ? intrinsic.height : view.untransformedFrame.height
        return Size(width: width, height: min(height, barHeight))
    }

    /// The previous title if its text ends within `available` (the space left of a centred title), else
    /// "Back", else nothing (chevron only): UIKit shortens the back button this way rather than truncate it.
    /// An empty offered title is the chevron alone whatever the room.
    func backTitle(fitting available: Double) -> String {
        if previousTitle == "" { return "" }
        let previous = previousTitle ?? Self.genericBackTitle
        let candidates = [previous, Self.genericBackTitle]
        for text in candidates where Self.backTitleInset + textWidth(text, font: .body) <= available { return text }
        return ""
    }

    private func backButtonWidth(for text: String) -> Double {
        Self.backTitleInset + textWidth(text, font: .body) + 8
    }

    private func textWidth(_ text: String, font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        return (window?.textMeasurer ?? Label.provisionalMeasurer).width(of: text, font: font).rounded(.up)
    }

    /// Puts the sliding parts `offset` points from their place and the whole content at `alpha`; called
    /// without animation to prepare a transition and inside the transition's animator to run it.
    func setTransitionState(offset: Double, alpha: Double) {
        setTransitionState(titleOffset: offset, backOffset: offset, alpha: alpha)
    }

    /// The title and the back button moved separately (a push moves the old title into the back button's
    /// place while the new title comes from the edge; a pop the reverse).
    func setTransitionState(titleOffset: Double, backOffset: Double, alpha: Double) {
        titleLabel.transform = .translation(x: titleOffset, y: 0)
        titleView?.transform = .translation(x: titleOffset, y: 0)
        backButton?.transform = .translation(x: backOffset, y: 0)
        self.alpha = alpha
    }

    /// Where the title's text starts, untransformed (the label is as wide as its text when it fits).
    var titleTextMinX: Double {
        let f = titleLabel.untransformedFrame
        return f.midX - min(f.width, textWidth(titleLabel.text, font: titleLabel.font)) / 2
    }

    /// Where the back button's text starts, untransformed (after the chevron), nil without a back button.
    var backTextMinX: Double? {
        guard let backButton, !backButton.title.isEmpty else { return nil }
        return backButton.untransformedFrame.minX + Self.backTitleInset
    }
}
