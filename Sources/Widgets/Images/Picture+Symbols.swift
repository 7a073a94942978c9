import Render

extension Picture {
    /// What a symbol image was made from, so `withConfiguration(_:)` can draw the same name again.
    public struct Symbol: Hashable, Sendable {
        public var name: String
        public var configuration: SymbolConfiguration
    }

    /// The pixels per point symbols are rasterised at when no scale is given: 3, the scale of every current
    /// iPhone. A window's `ImageStore` rasterises them again at its display scale (2 on iPads and older
    /// iPhones) when they are drawn, as UIKit draws a symbol's vector outline for the screen it is on.
    public static let symbolScale = 3.0

    /// UIImage(systemName:withConfiguration:): the SF Symbol `name` drawn from the bundled glyphs, as a
    /// template (UIKit returns symbols with `renderingMode` `.alwaysTemplate`, so they take the tint colour),
    /// sized by the configuration (the square box of `SymbolConfiguration.boxSide`). Nil for a name the
    /// library does not know, as UIKit returns nil.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil,
                             library: SymbolLibrary = .standard, scale: Double = Picture.symbolScale) {
        let config = configuration ?? .unspecified
        let side = config.boxSide
        let scale = scale > 0 ? scale : Self.symbolScale
        let pixels = Int((side * scale).rounded())
        guard let bitmap = library.image(named: name, pixelSide: pixels, scale: scale,
                                         strokeWidth: config.resolvedWeight.strokeWidth) else { return nil }
        self.init(bitmap: bitmap, renderingMode: .alwaysTemplate, tintColor: nil, capInsets: nil,
                  symbol: Symbol(name: name, configuration: config))
    }

    /// UIImage.isSymbolImage.
    public var isSymbolImage: Bool { symbol != nil }

    /// UIImage.symbolConfiguration: nil for a picture that is not a symbol.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// UIImage.withConfiguration(_:): the same symbol drawn with `configuration` applied over this one's (its
    /// specified values win); a picture that is not a symbol is returned as it is, as UIKit ignores a
    /// symbol configuration on a bitmap image. Rendering mode and tint colour are kept.
    public func withConfiguration(_ configuration: SymbolConfiguration, library: SymbolLibrary = .standard) -> Picture {
        guard let symbol,
              let made = Picture(systemName: symbol.name, withConfiguration: symbol.configuration.applying(configuration),
                                 library: library, scale: scale) else { return self }
        return Picture(bitmap: made.bitmap, renderingMode: renderingMode, tintColor: tintColor, capInsets: capInsets,
                       symbol: made.symbol)
    }

    /// UIImage.applyingSymbolConfiguration(_:): the same as `withConfiguration`, nil for a non-symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Picture? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }
}
