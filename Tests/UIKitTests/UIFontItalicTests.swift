import Render
import Testing
import TestSupport
import UIKit

/// Italic fonts as UIKit makes them (italicSystemFont, .traitItalic, "-Italic"/"-Oblique" names), drawn
/// with Inter's italic faces: the strokes lean right.
@MainActor
struct UIFontItalicTests {
    /// The mean x of the dark pixels in rows `rows` of a drawing of "llll" in `font`.
    func inkCentre(_ font: UIFont, rows: ClosedRange<Int>) throws -> Double {
        let page = UIViewController()
        page.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 40, y: 200, width: 300, height: 100))
        label.font = font
        label.textColor = .black
        label.text = "llll"
        page.view.addSubview(label)
        let host = UIKitHost(page)
        host.window.step(host.clock)
        let surface = try Golden.draw(host.window)
        var sum = 0.0, count = 0.0
        for y in rows {
            for x in 40..<340 where surface.pixel(x: x, y: y).red < 0.5 {
                sum += Double(x)
                count += 1
            }
        }
        return count == 0 ? .nan : sum / count
    }

    @Test("italicSystemFont draws leaning strokes; the upright system font does not")
    func italicLeans() throws {
        let upright = UIFont.systemFont(ofSize: 64)
        let italic = UIFont.italicSystemFont(ofSize: 64)
        #expect(italic.pointSize == 64)
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(!upright.fontDescriptor.symbolicTraits.contains(.traitItalic))
        // The l's ascender spans about y 215…265 in the label (64 pt, centred in 100 pt).
        let uprightLean = try inkCentre(upright, rows: 222...230) - inkCentre(upright, rows: 255...263)
        let italicLean = try inkCentre(italic, rows: 222...230) - inkCentre(italic, rows: 255...263)
        #expect(abs(uprightLean) < 1)
        #expect(italicLean > 4, "Inter Italic slants about 9°: some 5 pt over 33 pt of height")
    }

    @Test("traitItalic and font names with Italic or Oblique pick the italic face of the weight")
    func traitsAndNames() throws {
        let body = UIFont.systemFont(ofSize: 17)
        let italic = try #require(body.fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 0) == UIFont.italicSystemFont(ofSize: 17))
        let boldItalic = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(boldItalic.symbolicTraits == [.traitBold, .traitItalic])
        let upright = try #require(italic.withSymbolicTraits([]))
        #expect(UIFont(descriptor: upright, size: 0) == body)

        let oblique = try #require(UIFont(name: "Helvetica-BoldOblique", size: 20))
        #expect(oblique.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        let mediumItalic = try #require(UIFont(name: "AvenirNext-MediumItalic", size: 20))
        #expect(mediumItalic.weight == .medium && mediumItalic.isItalic)
        #expect(UIFont(name: "Avenir-Heavy", size: 20)?.isItalic == false)
    }
}
