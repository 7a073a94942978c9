import Render

/// A system button (UIButton, .system type): a tinted title that dims while pressed and fades back when
/// let go, as iOS's does (0.2 alpha while pressed is UIKit's look; the fade back takes the default 0.25 s).
@preconcurrency @MainActor
open class Button: Control {
    /// A single tap is this control's action: it wins over a superview's tap recogniser (Control.ownsSingleTap).
    open override var ownsSingleTap: Bool { true }

    /// The title's label. Implicitly unwrapped, never nil: UIKit declares it `UILabel?`, so UIKit code writes
    /// `button.titleLabel?.font = …`, and Handheld code `button.titleLabel.font = …`; both compile.
    public let titleLabel: Label!
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue; setNeedsLayout(); invalidateIntrinsicContentSize() }
    }
    /// The tint the title was last given; the title follows the tint while it still shows that one, so a
    /// custom title colour (`setTitleColor`, a custom button's white) survives a tint change.
    private var titleTint = View.defaultTintColor
    /// Padding around the title.
    public var contentInsets = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8) { didSet { setNeedsLayout() } }
    /// UIKit's legacy insets (UIButton.contentEdgeInsets, titleEdgeInsets, imageEdgeInsets, deprecated in
    /// iOS 15 and still common), all zero by default as UIKit's; see Button+EdgeInsets for what each moves.
    public var contentEdgeInsets = EdgeInsets.zero { didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } } }
    public var titleEdgeInsets = EdgeInsets.zero { didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } } }
    public var imageEdgeInsets = EdgeInsets.zero { didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } } }
    /// True while a UIButton.Configuration styles the button: the legacy insets are then ignored, as on iOS 15.
    public var ignoresLegacyEdgeInsets = false { didSet { if ignoresLegacyEdgeInsets != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } } }
    /// The image view, made when the button is first given an image (Button+Image).
    var imageStorage: ImageView?
    /// The titles, title colours and images set for states other than the one shown (Button+States).
    var stateContent = ButtonStateContent()
    /// Where the image sits against the title (UIButton.Configuration.imagePlacement, `.leading` by default).
    public var imagePlacement = ImagePlacement.leading { didSet { if imagePlacement != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } } }
    /// Points between the image and the title (UIButton.Configuration.imagePadding, 0 by default as UIKit's).
    public var imagePadding = 0.0 { didSet { if imagePadding != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } } }
    static let pressedAlpha = 0.2
    /// A button is never shorter than the minimum hit target, "about 44 x 44 points" (iOS HIG, Layout and
    /// Appearance; reference: constants.md).
    static let minimumTapHeight = 44.0

    /// UIButton.menu, untyped here: the menu types stand on the containers floor (Widgets/Menus), whose
    /// `Button.menu` gives it its type and sets `showMenu`.
    var menuStorage: AnyObject?
    /// Opens the menu from this button (set with `menu`).
    var showMenu: (() -> Void)?
    /// The long press that opens the menu when a tap does not.
    var menuLongPress: GestureRecognizer?
    /// UIControl.showsMenuAsPrimaryAction: a tap opens the menu instead of sending the action; otherwise a
    /// long press opens it (UIKit's default, false).
    public var showsMenuAsPrimaryAction = false
    /// What the UIKit module keeps on the button (its UIButton.Configuration), so it goes with the button.
    package var extensionStorage = ExtensionStorage()

    /// UIButton(frame:), the designated initializer as in UIKit, so a subclass that overrides it (and
    /// declares `init?(coder:)`) inherits the convenience ones, `init(type:)` included, which then make an
    /// instance of the subclass through its own `init(frame:)` (UIKit's `buttonWithType:` does
    /// `[[self alloc] initWithFrame:]`). An untitled `.custom` button with a white title, as UIKit's
    /// `initWithFrame:` makes (a subclass's `super.init(frame:)` gets UIKit's custom type: white text for the
    /// background the app sets); `UIButton(type: .system)` and `init(title:font:action:)` tint the title.
    public override init(frame: Rect) {
        titleLabel = Label(text: "", font: .body, color: .white)
        super.init(frame: frame)
        placeTitleLabel()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives: an untitled custom button.
    public required init?(coder: NSCoder) {
        titleLabel = Label(text: "", font: .body, color: .white)
        super.init(coder: coder)
        placeTitleLabel()
    }
    private func placeTitleLabel() {
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
    }

    public convenience init(title: String, font: Font = .body, action: (() -> Void)? = nil) {
        self.init(frame: .zero)
        titleLabel.textColor = tintColor
        titleLabel.text = title
        titleLabel.font = font
        onTap = action
    }

    /// UIButton(): UIKit's `.custom` button, white title, as `init(frame: .zero)` makes it. Declared here
    /// because View's `init()` cannot be overridden in an extension.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A system button's title is drawn in the tint, inherited from the superview unless set on the button.
    open override func tintColorDidChange() {
        if titleLabel.textColor == titleTint { titleLabel.textColor = tintColor }
        if stateContent.defaultTitleColor == titleTint { stateContent.defaultTitleColor = tintColor }
        titleTint = tintColor
    }

    /// Shows the title, colour and image set for the new state (Button+States).
    open override func controlStateDidChange() { applyStateContent() }

    open override func layoutSubviews() {
        let content = bounds.inset(by: paddingInsets)
        guard showsImage, let imageView = imageStorage else {
            return titleLabel.frame = alignedTitleFrame(in: content.inset(by: effectiveTitleEdgeInsets))
        }
        let frames = alignedImageAndTitleFrames(in: content)
        imageView.frame = shifted(frames.image, by: effectiveImageEdgeInsets)
        titleLabel.frame = shifted(frames.title, by: effectiveTitleEdgeInsets)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        if showsImage { return imageAndTitleSize(fitting: size) }
        let padding = paddingInsets
        let t = titleLabel.sizeThatFits(Size(width: size.width - padding.horizontal, height: .infinity))
        return Size(width: t.width + padding.horizontal, height: max(Self.minimumTapHeight, t.height + padding.vertical))
    }

    open override var intrinsicContentSize: Size { sizeThatFits(Size(width: Double.infinity, height: Double.infinity)) }

    /// A title that follows the text size (`titleLabel.adjustsFontForContentSizeCategory`) changes the
    /// button's own size too, so the title is sized here, before the label's turn, and the button is measured again.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSizeCategory()
    }

    /// The title's font, re-sized when the title label adjusts it; a new size re-measures the button.
    override func adjustFontForContentSizeCategory(_ category: ContentSizeCategory? = nil) {
        let before = titleLabel.font
        titleLabel.adjustFontForContentSizeCategory(category)
        if titleLabel.font != before { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    open override func highlightChanged(animated: Bool) {
        let target = isHighlighted ? Self.pressedAlpha : 1
        if animated && !isHighlighted {
            animate(withDuration: View.defaultAnimationDuration, options: .toolkit) {
                self.titleLabel.alpha = target
                self.imageStorage?.alpha = target
            }
        } else {
            performWithoutAnimation {
                titleLabel.alpha = target
                imageStorage?.alpha = target
            }
        }
    }

    /// A tap opens the menu when it is the primary action (UIKit sends no action then).
    open override func sendAction() {
        if showsMenuAsPrimaryAction, let showMenu { showMenu() } else { super.sendAction() }
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("text", .string(title)), ("highlighted", .bool(isHighlighted))]
    }
}
