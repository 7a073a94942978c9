import Render
import Testing
import TestSupport
import UIKit

/// UILabel's autoshrink (adjustsFontSizeToFitWidth, minimumScaleFactor), read from what the label draws.
@MainActor
struct UILabelAutoshrinkTests {
    /// The font and width of the text `label` draws, on a recording canvas with the fixed measurer.
    func drawn(_ label: UILabel) -> (font: UIFont, width: Double)? {
        let canvas = RecordingCanvas()
        label.draw(in: canvas)
        for command in canvas.commands {
            if case let .text(_, font, _, _, _) = command {
                return (font, Double(FixedTextMeasurer().layout(label.text, font: font, maxWidth: .infinity, lineLimit: 1).size.width))
            }
        }
        return nil
    }

    func label(width: Double) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.text = "A headline that is far too long"
        label.frame = CGRect(x: 0, y: 0, width: width, height: 30)
        return label
    }

    @Test("a one-line label that shrinks draws just small enough to fit its width")
    func shrinksToFit() throws {
        let natural = Double(FixedTextMeasurer().layout("A headline that is far too long", font: .systemFont(ofSize: 20),
                                                        maxWidth: .infinity, lineLimit: 1).size.width)
        let shrinking = label(width: (natural * 0.8).rounded())
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.5
        let result = try #require(drawn(shrinking))
        #expect(result.font.pointSize < 20)
        #expect(result.font.pointSize >= 15.9)
        #expect(result.width <= Double(shrinking.bounds.width))
    }

    @Test("the minimum scale factor is a floor, and the default factor 0 does not shrink at all")
    func floorAndDefault() throws {
        let floored = label(width: 40)
        floored.adjustsFontSizeToFitWidth = true
        floored.minimumScaleFactor = 0.75
        #expect(try #require(drawn(floored)).font.pointSize == 15)

        let unscaled = label(width: 40)
        unscaled.adjustsFontSizeToFitWidth = true
        #expect(unscaled.minimumScaleFactor == 0)
        #expect(try #require(drawn(unscaled)).font.pointSize == 20)
    }

    @Test("text that fits, a multi-line label and a label that does not adjust keep their font")
    func keepsFont() throws {
        let wide = label(width: 2000)
        wide.adjustsFontSizeToFitWidth = true
        wide.minimumScaleFactor = 0.5
        #expect(try #require(drawn(wide)).font.pointSize == 20)

        let multiline = label(width: 40)
        multiline.numberOfLines = 0
        multiline.adjustsFontSizeToFitWidth = true
        multiline.minimumScaleFactor = 0.5
        #expect(try #require(drawn(multiline)).font.pointSize == 20)

        let fixed = label(width: 40)
        fixed.minimumScaleFactor = 0.5
        #expect(try #require(drawn(fixed)).font.pointSize == 20)
        // The label's own font and intrinsic size are the full size's: shrinking only changes the drawing.
        #expect(wide.font.pointSize == 20)
    }
}
