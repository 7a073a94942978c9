import HandheldKit

extension Button {
    /// A button's content and look as one value (UIButton.Configuration, iOS 15): a style (`plain()`,
    /// `gray()`, `tinted()`, `filled()` and the bordered family) combined with a title, a subtitle, colours,
    /// a corner style and content insets. Setting `configuration` applies it to the button at once.
    ///
    /// Handheld's button has one title label, so a subtitle is drawn as the title's second line in the same
    /// font (UIKit uses a smaller one). `image` is drawn beside the title by `imagePlacement` and
    /// `imagePadding`, a template (a symbol) in the foreground colour, as UIKit tints it.
    public struct Configuration {
        /// UIButton.Configuration.CornerStyle.
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// UIButton.Configuration.Size.
        public enum Size: Sendable { case mini, small, medium, large }

        /// The preset a configuration started from; it decides the colours the base ones default to.
        enum Style: Sendable { case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// UIButton.Configuration.imagePlacement (`.leading`, `.trailing`, `.top`, `.bottom`); `.leading` by default.
        public var imagePlacement: Button.ImagePlacement = .leading
        /// UIButton.Configuration.imagePadding: points between image and title, 0 by default as UIKit's.
        public var imagePadding: CGFloat = 0
        /// The title colour; nil takes the style's (white on a filled button, the tint colour otherwise).
        public var baseForegroundColor: Color?
        /// The background colour; nil takes the style's (the tint colour, a tint wash, or grey fill).
        public var baseBackgroundColor: Color?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        /// Padding around the content. UIKit's default for a medium button is about 7 pt above and below and
        /// 12 pt at the sides (measured from UIKit's rendering, [EST]: Apple documents no number).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// Corner radius used with `.fixed` (UIBackgroundConfiguration.cornerRadius in UIKit).
        public var cornerRadius: CGFloat = 0

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The title colour this configuration draws with on a button tinted `tint`.
        public func resolvedForegroundColor(tint: Color) -> Color {
            if let baseForegroundColor { return baseForegroundColor }
            switch style {
            case .filled, .borderedProminent: return .white
            default: return tint
            }
        }

        /// The background this configuration draws on a button tinted `tint`: none for the plain styles, the
        /// tint for filled ones, a light wash of it for tinted ones (UIKit draws the tint at low opacity;
        /// 0.15 is [EST]), and the system grey fill for gray and bordered.
        public func resolvedBackgroundColor(tint: Color) -> Color? {
            switch style {
            case .plain, .borderless: return baseBackgroundColor
            case .filled, .borderedProminent: return baseBackgroundColor ?? tint
            case .tinted, .borderedTinted: return (baseBackgroundColor ?? tint).withAlpha(0.15)
            case .gray, .bordered: return baseBackgroundColor ?? .systemGray5
            }
        }

        /// The corner radius for a button `height` tall: `.dynamic` follows the size (UIKit's medium button
        /// rounds by about 6 pt, [EST]), `.capsule` is half the height.
        public func resolvedCornerRadius(height: Double) -> Double {
            switch cornerStyle {
            case .fixed: return Double(cornerRadius)
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 6
                case .large: return 8
                }
            }
        }
    }

    /// The button's configuration (UIButton.configuration); setting one restyles the button from it.
    public var configuration: Configuration? {
        get { extensionStorage[Configuration.self] }
        set {
            // Kept on the button itself (Widgets' ExtensionStorage), so it goes with the button.
            extensionStorage[Configuration.self] = newValue
            // The legacy edge insets stop counting while a configuration is set (Button+EdgeInsets).
            ignoresLegacyEdgeInsets = newValue != nil
            if let newValue { apply(newValue) }
        }
    }

    /// UIButton(configuration:primaryAction:).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if configuration.title == nil { title = primaryAction.title }
        }
        self.configuration = configuration
    }

    /// UIButton.setNeedsUpdateConfiguration(): applies the configuration again (after a tint change).
    public func setNeedsUpdateConfiguration() {
        if let configuration { apply(configuration) }
    }

    private func apply(_ configuration: Configuration) {
        if let text = configuration.title {
            title = configuration.subtitle.map { text + "\n" + $0 } ?? text
        }
        titleLabel.numberOfLines = configuration.subtitle == nil ? 1 : 2
        contentInsets = configuration.contentInsets.edgeInsets
        titleLabel.textColor = configuration.resolvedForegroundColor(tint: tintColor)
        image = configuration.image
        imagePlacement = configuration.imagePlacement
        imagePadding = Double(configuration.imagePadding)
        // A template image (every symbol) is drawn in the title's colour, white on a filled button.
        imageView?.tintColor = configuration.resolvedForegroundColor(tint: tintColor)
        backgroundColor = configuration.resolvedBackgroundColor(tint: tintColor) ?? .clear
        cornerRadius = configuration.resolvedCornerRadius(height: intrinsicContentSize.height)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
