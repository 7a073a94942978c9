import HandheldKit

/// UIFontDescriptor: a font described by attributes, from which UIKit makes fonts
/// (`UIFont(descriptor:size:)`) and derives others (`addingAttributes(_:)`, `withSymbolicTraits(_:)`).
///
/// It is an immutable class, as UIKit's is. It keeps the font it describes plus the attributes added to it.
/// What Handheld cannot honour is kept but not drawn: Inter's digits keep their own widths, so a feature
/// setting (the usual one is monospaced digits: `kNumberSpacingType` / `kMonospacedNumbersSelector`) reads
/// back from `fontAttributes` and `featureSettings` but changes no glyph. `.traitItalic` picks Inter's italic
/// face, as UIKit swaps to SF Pro's.
public final class UIFontDescriptor: @unchecked Sendable {
    /// The font this descriptor makes at its own size.
    let font: Font
    /// The feature settings added with `.featureSettings`, each a dictionary of `FeatureKey`s.
    public let featureSettings: [[FeatureKey: Int]]
    /// The traits asked for with `withSymbolicTraits(_:)` (bold is read from the weight).
    let requestedTraits: SymbolicTraits

    init(font: Font, featureSettings: [[FeatureKey: Int]] = [], traits: SymbolicTraits = []) {
        self.font = font
        self.featureSettings = featureSettings
        self.requestedTraits = traits
    }

    /// UIFontDescriptor(name:size:): the font UIFont(name:size:) gives, or the system font for a name that
    /// gives none.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(font: Font(name: fontName, size: size) ?? Font(size: Double(size)))
    }

    /// UIFontDescriptor.preferredFontDescriptor(withTextStyle:): the descriptor of the text style's font.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: Font.preferredFont(forTextStyle: style))
    }

    /// UIFontDescriptor.pointSize.
    public var pointSize: CGFloat { CGFloat(font.size) }

    /// UIFontDescriptor.symbolicTraits: `.traitBold` for the semibold face (what `boldSystemFont` draws),
    /// `.traitItalic` for an italic face, plus the traits asked for.
    public var symbolicTraits: SymbolicTraits {
        var traits = requestedTraits
        if font.weight == .semibold { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        return traits
    }

    /// UIFontDescriptor.fontAttributes: family, size, and the feature settings when there are any.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.family: font.family, .size: CGFloat(font.size)]
        if !featureSettings.isEmpty { attributes[.featureSettings] = featureSettings }
        if let style = font.textStyle { attributes[.textStyle] = style }
        return attributes
    }

    /// UIFontDescriptor.addingAttributes(_:): a new descriptor with `attributes` added. `.size` sets the size,
    /// `.featureSettings` (an array of `[FeatureKey: Int]`) is kept (see the type's comment); others are ignored.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var font = self.font
        if let size = attributes[.size] as? CGFloat { font = font.withSize(size) }
        else if let size = attributes[.size] as? Double { font = font.withSize(CGFloat(size)) }
        var settings = featureSettings
        if let added = attributes[.featureSettings] as? [[FeatureKey: Int]] { settings += added }
        return UIFontDescriptor(font: font, featureSettings: settings, traits: requestedTraits)
    }

    /// UIFontDescriptor.withSymbolicTraits(_:): the descriptor with exactly these traits. `.traitBold` gives
    /// the semibold face and its absence the regular one, `.traitItalic` the italic face and its absence the
    /// upright one, as UIKit swaps the face; never nil here, as every other trait can be recorded (UIKit
    /// returns nil when no face of the family has them).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: Font.Weight = traits.contains(.traitBold) ? .semibold : (font.weight == .semibold ? .regular : font.weight)
        return UIFontDescriptor(font: font.withWeight(weight).withItalic(traits.contains(.traitItalic)),
                                featureSettings: featureSettings, traits: traits.subtracting([.traitBold, .traitItalic]))
    }

    /// UIFontDescriptor.withSize(_:).
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize), featureSettings: featureSettings, traits: requestedTraits)
    }
}

extension UIFontDescriptor {
    /// UIFontDescriptor.AttributeName.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// UIFontDescriptor.FeatureKey: the keys of one feature setting (iOS 15 names `.type` and `.selector`).
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// UIFontDescriptor.SymbolicTraits, with UIKit's bit values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}

/// Core Text's number-spacing feature (SFNTLayoutTypes.h, which UIKit code sees through UIKit's import):
/// type 6, selector 0 for monospaced digits, 1 for proportional ones.
public let kNumberSpacingType = 6
public let kMonospacedNumbersSelector = 0
public let kProportionalNumbersSelector = 1

extension Font {
    /// UIFont.fontDescriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// UIFont(descriptor:size:): the descriptor's font at `pointSize`, or at the descriptor's own size when
    /// `pointSize` is 0 (UIKit: "If you specify 0.0, the font size specified in the descriptor is used").
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self = pointSize == 0 ? descriptor.font : descriptor.font.withSize(pointSize)
    }
}
