import Foundation
import Render
import Testing

/// Every text style's point size and leading in every content size category is the one
/// `docs/reference/appearance.md` § Dynamic Type lists (Apple's HIG "Typography" table).
@MainActor
@Suite("Text styles match the Dynamic Type reference table")
struct TextStyleTableTests {
    static var document: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("docs/reference/appearance.md"), encoding: .utf8)
        }
    }

    /// "| body | 14/19 | 15/20 | … | **17/22** | … |" → the style's name and its twelve size/leading pairs.
    static func rows() throws -> [(String, [(Double, Double)])] {
        let pair = try Regex(#"(\d+)/(\d+)"#)
        return try document.split(separator: "\n").compactMap { line -> (String, [(Double, Double)])? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 13, Font.TextStyle(rawValue: cells[0]) != nil else { return nil }
            let pairs = try cells.dropFirst().map { cell -> (Double, Double) in
                let match = try #require(try pair.firstMatch(in: cell), "\(cells[0]): '\(cell)'")
                return (Double(String(match.output[1].substring!))!, Double(String(match.output[2].substring!))!)
            }
            return (cells[0], pairs)
        }
    }

    @Test("all 11 styles × 12 categories: the point size and leading in code are the reference's")
    func tableMatchesDocument() throws {
        let rows = try Self.rows()
        #expect(rows.map(\.0) == Font.TextStyle.allCases.map(\.rawValue))
        #expect(ContentSizeCategory.sizes.count == 12)
        for (name, pairs) in rows {
            let style = try #require(Font.TextStyle(rawValue: name))
            for (category, doc) in zip(ContentSizeCategory.sizes, pairs) {
                let metrics = style.metrics(for: category)
                #expect(metrics.size == doc.0 && metrics.leading == doc.1, "\(name) at \(category): \(metrics) vs \(doc)")
                let font = Font.preferredFont(forTextStyle: style, category: category)
                #expect(font.size == doc.0 && font.textStyle == style)
            }
        }
    }

    @Test("every style is Regular except Headline, Semibold (HIG), in every category")
    func weights() {
        for style in Font.TextStyle.allCases {
            for category in ContentSizeCategory.sizes {
                #expect(Font.preferredFont(forTextStyle: style, category: category).weight
                        == (style == .headline ? .semibold : .regular))
            }
        }
    }

    @Test("the statics are the Large sizes the toolkit always drew with; unspecified means Large")
    func staticsAtLarge() {
        #expect([Font.body.size, Font.headline.size, Font.subheadline.size, Font.footnote.size, Font.caption.size,
                 Font.largeTitle.size] == [17, 17, 15, 13, 12, 34])
        #expect(Font.headline.weight == .semibold && Font.largeTitle.weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .body, category: .unspecified) == Font.body)
        #expect(Font.body.sized(for: .accessibilityExtraExtraExtraLarge).size == 53)
        #expect(Font.largeTitle.sized(for: .extraLarge) == Font(size: 36, weight: .semibold).withStyle(.largeTitle))
        // A font with a fixed size never follows the text size, as UIKit leaves UIFont(name:size:) alone.
        #expect(Font(size: 17).sized(for: .accessibilityExtraExtraExtraLarge) == Font(size: 17))
    }

    @Test("categories in UIKit's order: comparable, the last five are accessibility sizes, names in kebab case")
    func categories() {
        #expect(ContentSizeCategory.sizes.map(\.name) == [
            "extra-small", "small", "medium", "large", "extra-large", "extra-extra-large", "extra-extra-extra-large",
            "accessibility-medium", "accessibility-large", "accessibility-extra-large",
            "accessibility-extra-extra-large", "accessibility-extra-extra-extra-large",
        ])
        #expect(ContentSizeCategory.sizes.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory(name: "accessibility-medium") == .accessibilityMedium)
        #expect(ContentSizeCategory(name: "unspecified") == nil && ContentSizeCategory(name: "Large") == nil)
        #expect(ContentSizeCategory.unspecified.stepped(by: 1) == .extraLarge)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.stepped(by: 1) == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory.extraSmall.stepped(by: -1) == .extraSmall)
    }
}

extension Font {
    fileprivate func withStyle(_ style: TextStyle) -> Font {
        var font = self
        font.textStyle = style
        return font
    }
}
