import HandheldKit

extension UIFontDescriptor {
    /// UIFontDescriptor.SystemDesign: the system font's designs (SF Pro, SF Pro Rounded, New York, SF Mono).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsageAttribute")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// UIFontDescriptor.withDesign(_:): the descriptor in another design of the system font. Handheld bundles
    /// one family, Inter, and no rounded, serif or monospaced face, so the closest bundled face is Inter
    /// itself: every design gives a descriptor of the same font (same size, weight and text style), and the
    /// design is not drawn. UIKit returns nil only for a font that is not the system font; Handheld's fonts
    /// all stand for it, so this never returns nil.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(font: font, featureSettings: featureSettings, traits: requestedTraits)
    }
}
