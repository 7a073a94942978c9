import Foundation
import Testing
import UIKit
import Render

/// UIFont's metrics and names, UIColor's iOS 15 system colours and Display P3 initializer, string and
/// attributed-string sizing, and UIKit's nested type spellings. Headless tests measure with the fixed text
/// measurer (ascent 0.95 × size, descent 0.25 × size, line height 1.2 × size, each character 0.5 × size wide).
@MainActor
struct Swift5FontColorTextMetricsTests {
    @Test("UIFont's vertical metrics come from the measurer a label uses; descender is negative")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(close(font.ascender, 19) && close(font.descender, -5) && close(font.lineHeight, 24))
        #expect(close(font.leading, 0), "lineHeight = ascender − descender + leading")
        #expect(abs(font.capHeight - 20 * 2048 / 2816) < 1e-9 && abs(font.xHeight - 20 * 1536 / 2816) < 1e-9)
        #expect(font.capHeight > font.xHeight && font.capHeight < font.ascender)
    }

    @Test("UIFont's names: the family and the face that draws each weight")
    func fontNames() {
        #expect(UIFont.systemFont(ofSize: 12).familyName == "Inter")
        #expect(UIFont.systemFont(ofSize: 12).fontName == "Inter-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-SemiBold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "Inter-Medium")
        #expect(UIFont.familyNames == ["Inter"])
        #expect(UIFont.fontNames(forFamilyName: "Inter").count == 3 && UIFont.fontNames(forFamilyName: "Helvetica").isEmpty)
        #expect([UIFont.labelFontSize, UIFont.buttonFontSize, UIFont.smallSystemFontSize, UIFont.systemFontSize] == [17, 18, 12, 14])
    }

    @Test("iOS 15's system colours resolve to their light and dark values; lightText and darkText")
    func systemColors() {
        let light = Appearance.light, dark = Appearance.dark
        #expect(UIColor.systemMint.resolved(for: light) == UIColor(red: 0, green: 199 / 255, blue: 190 / 255, alpha: 1))
        #expect(UIColor.systemMint.resolved(for: dark) == UIColor(red: 99 / 255, green: 230 / 255, blue: 226 / 255, alpha: 1))
        #expect(UIColor.systemCyan.resolved(for: light) == UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1))
        #expect(UIColor.systemBrown.resolved(for: dark) == UIColor(red: 172 / 255, green: 142 / 255, blue: 104 / 255, alpha: 1))
        var white: CGFloat = 0, alpha: CGFloat = 0
        UIColor.lightText.getWhite(&white, alpha: &alpha)
        #expect(white == 1 && alpha == 0.6)
        UIColor.darkText.getWhite(&white, alpha: &alpha)
        #expect(white == 0 && alpha == 1)
    }

    @Test("UIColor(displayP3Red:…) converts to sRGB: greys stay, saturated colours gain red, out of gamut clamps")
    func displayP3() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.4).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.5) < 1e-4 && abs(g - 0.5) < 1e-4 && abs(b - 0.5) < 1e-4 && a == 0.4)
        UIColor(displayP3Red: 0.8, green: 0.3, blue: 0.2, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.8667) < 1e-3 && abs(g - 0.2501) < 1e-3 && abs(b - 0.1462) < 1e-3)
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 1) < 1e-9 && g == 0 && b == 0, "P3's red is outside sRGB and clamps to sRGB's red")
    }

    @Test("size(withAttributes:) measures unwrapped, breaking only at newlines, in the attributes' font")
    func stringSize() {
        let font = UIFont.systemFont(ofSize: 10)
        let one = "abcd".size(withAttributes: [.font: font])
        #expect(close(one.width, 20) && close(one.height, 12))
        let two = ("ab\nabcdef" as NSString).size(withAttributes: [.font: font])
        #expect(close(two.width, 30) && close(two.height, 24))
        let plain = "ab".size(withAttributes: nil)
        #expect(close(plain.width, 12) && close(plain.height, 14.4), "12 pt without a font")
    }

    @Test("NSAttributedString's size() and boundingRect(with:options:context:) measure each run in its font")
    func attributedSize() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        #expect(close(text.size().width, 30))
        #expect(text.size().height >= 24, "the line is as tall as its tallest run")
        let words = NSAttributedString(string: "aaaa bbbb cccc", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        let wrapped = words.boundingRect(with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(wrapped.origin == .zero && close(wrapped.width, 45) && close(wrapped.height, 24),
                "two lines: \"aaaa bbbb\" and \"cccc\"")
        let oneLine = words.boundingRect(with: CGSize(width: 50, height: 1000), options: [], context: nil)
        #expect(close(oneLine.height, 12), "without .usesLineFragmentOrigin the text is one line")
    }

    @Test("UIKit's nested type spellings name the types the properties hold")
    func nestedTypes() {
        let field = UITextField()
        let style: UITextField.BorderStyle = .roundedRect
        field.borderStyle = style
        let mode: UITextField.ViewMode = .whileEditing
        field.clearButtonMode = mode
        field.returnKeyType = UIReturnKeyType.done
        #expect(field.borderStyle == .roundedRect && field.clearButtonMode == .whileEditing && field.returnKeyType == .done)
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.never
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.99)
        #expect(scroll.contentInsetAdjustmentBehavior == .never && scroll.decelerationRate == .fast)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
}
