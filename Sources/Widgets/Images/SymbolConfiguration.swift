import Render

extension Picture {
    /// UIImage.SymbolConfiguration: how big and how heavy a symbol is drawn. Each value may be left
    /// unspecified; `applying(_:)` lets a later configuration's specified values win, as UIKit combines them,
    /// and `resolved` fills what is left with UIKit's defaults (text style body, weight regular, scale medium,
    /// which is what `UIImage(systemName:)` without a configuration gives).
    public struct SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        /// UIImage.SymbolWeight, the nine weights of San Francisco.
        public enum Weight: Int, Hashable, Sendable, CaseIterable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

            /// The stroke width on Tabler's 24-unit grid that stands for this weight. Tabler draws every icon
            /// with one stroke (2 units by default) where SF Symbols ships nine weights; regular is set a
            /// little lighter than Tabler's default so a 17 pt symbol's stroke (1.5 pt) is about as heavy as
            /// SF Pro's regular stem beside it. Filled glyphs have no stroke and keep their shape.
            public var strokeWidth: Double {
                switch self {
                case .ultraLight: 0.75
                case .thin: 1.0
                case .light: 1.5
                case .unspecified, .regular: 1.75
                case .medium: 2.0
                case .semibold: 2.25
                case .bold: 2.5
                case .heavy: 2.75
                case .black: 3.0
                }
            }
        }

        /// UIImage.SymbolScale: the symbol's size relative to the text it sits beside.
        public enum Scale: Int, Hashable, Sendable, CaseIterable {
            case `default`, unspecified, small, medium, large

            /// Size relative to medium [EST]: Apple's HIG ("SF Symbols", Symbol scales) says only that small and
            /// large are smaller and larger than medium, which matches the cap height of the text; the
            /// factors are estimates of the ratio between the three renderings, not published figures.
            public var factor: Double {
                switch self {
                case .small: 0.78
                case .large: 1.29
                case .default, .unspecified, .medium: 1.0
                }
            }

            var isSpecified: Bool { self != .default && self != .unspecified }
        }

        public var pointSize: Double?
        public var textStyle: Font.TextStyle?
        public var weight: Weight
        public var scale: Scale

        /// The configuration that specifies nothing (UIImage.SymbolConfiguration.unspecified).
        public static let unspecified = SymbolConfiguration(pointSize: nil, textStyle: nil, weight: .unspecified, scale: .unspecified)

        public init(pointSize: Double? = nil, textStyle: Font.TextStyle? = nil, weight: Weight = .unspecified,
                    scale: Scale = .unspecified) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
        }

        /// UIImage.SymbolConfiguration(pointSize:weight:scale:).
        public init(pointSize: Double, weight: Weight = .unspecified, scale: Scale = .unspecified) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }

        /// UIImage.SymbolConfiguration(textStyle:scale:): the style's point size at the Large category.
        public init(textStyle: Font.TextStyle, scale: Scale = .unspecified) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }

        public init(scale: Scale) { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale) }
        public init(weight: Weight) { self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified) }

        /// UIImage.SymbolConfiguration.applying(_:): `other`'s specified values replace these. A point size
        /// and a text style replace each other, since either one sets the size.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var result = self
            if other.pointSize != nil || other.textStyle != nil {
                result.pointSize = other.pointSize
                result.textStyle = other.textStyle
            }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale.isSpecified { result.scale = other.scale }
            return result
        }

        /// The point size the symbol is drawn at: the explicit one, the text style's at the Large category,
        /// or body's 17 pt (UIKit's default for a symbol with no configuration).
        public var resolvedPointSize: Double {
            pointSize ?? (textStyle ?? .body).pointSize(for: .large)
        }

        /// The weight drawn: the explicit one, else the text style's (headline is semibold), else regular.
        public var resolvedWeight: Weight {
            if weight != .unspecified { return weight }
            return textStyle?.weight == .semibold ? .semibold : .regular
        }

        /// The side of the square box a symbol fills, in points: the point size, times 1.2 [EST] (a medium
        /// SF Symbol is about one fifth taller than its point size's cap height box: `UIImage(systemName:)`
        /// at body size measures about 20 pt; every Tabler glyph is square), times the scale's factor.
        public var boxSide: Double {
            resolvedPointSize * Self.boxPerPoint * scale.factor
        }

        static let boxPerPoint = 1.2

        public var description: String {
            var parts: [String] = []
            if let pointSize { parts.append("\(pointSize) pt") }
            if let textStyle { parts.append(textStyle.rawValue) }
            if weight != .unspecified { parts.append("\(weight)") }
            if scale.isSpecified { parts.append("\(scale)") }
            return "SymbolConfiguration(\(parts.joined(separator: ", ")))"
        }
    }
}
