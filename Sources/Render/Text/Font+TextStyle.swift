extension Font {
    /// UIKit's text styles (UIFont.TextStyle). A font made from one (`preferredFont(forTextStyle:category:)`)
    /// remembers it in `textStyle`, so a view that adjusts for the content size category can size it again
    /// when the reader picks another size, as UIKit does for fonts from `preferredFont` only.
    public enum TextStyle: String, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// HIG "Typography" → "iOS, iPadOS Dynamic Type sizes": every style is Regular in every category
        /// except Headline, which is Semibold.
        public var weight: Weight { self == .headline ? .semibold : .regular }

        /// The point size for `category` (`.unspecified` is Large).
        public func pointSize(for category: ContentSizeCategory) -> Double {
            metrics(for: category).size
        }

        /// Point size and leading (the line spacing the HIG prints beside it) for `category`.
        public func metrics(for category: ContentSizeCategory) -> (size: Double, leading: Double) {
            let row = Self.table[self]!
            return row[category.resolved.rawValue]
        }

        /// docs/reference/appearance.md § Dynamic Type, "Point size / leading" (HIG-T), one row per style,
        /// one column per category from xS to AX5. A test parses that table and compares it with this one.
        /// The leading is kept for reference: lines are as far apart as the vendored Inter's own line height
        /// says, which is what every golden was drawn with.
        static let table: [TextStyle: [(size: Double, leading: Double)]] = [
            .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                          (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
            .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
                      (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
            .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
                      (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
            .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
                      (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
            .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                        (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
            .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                    (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
            .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
                       (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
            .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                           (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
            .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                        (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
            .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                        (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
            // AX5 is the HIG's 40; an iOS 13.3 simulator reading gave 41 (the reference flags it).
            .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                        (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
        ]
    }

    /// The font for `style` at `category` (UIFont.preferredFont(forTextStyle:compatibleWith:)): the
    /// style's size and weight, remembering the style so it can be sized again for another category.
    public static func preferredFont(forTextStyle style: TextStyle, category: ContentSizeCategory = .large) -> Font {
        var font = Font(size: style.pointSize(for: category), weight: style.weight)
        font.textStyle = style
        return font
    }

    /// This font sized for `category` if it was made from a text style (keeping its weight, so a
    /// semibold body stays semibold) or scaled by a text style's metrics (`scaling`); any other font is
    /// returned as it is, as UIKit leaves fonts made with a fixed size alone.
    public func sized(for category: ContentSizeCategory) -> Font {
        var font = self
        if let textStyle {
            font.size = textStyle.pointSize(for: category)
        } else if let scaling {
            font.size = scaling.size(for: category)
        }
        return font
    }

    /// The same font with another weight, still following its text style (a semibold title row).
    public func withWeight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
}
