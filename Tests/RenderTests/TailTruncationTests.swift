import Render
import Testing

/// UILabel's `.byTruncatingTail`: the last line that fits holds the rest of the paragraph, cut inside a word,
/// with "…" (iOS shows "The quick brow…", not "The quick…"). The fixed measurer makes every character 8.5 pt
/// wide in the 17 pt body font, so widths are counts of characters.
@MainActor
struct TailTruncationTests {
    let measurer = FixedTextMeasurer()
    func chars(_ n: Double) -> Double { n * 8.5 }

    @Test("one line cuts inside the word that does not fit, with the ellipsis in the last character's room")
    func singleLine() {
        let layout = measurer.layout("The quick brown fox jumps", font: .body, maxWidth: chars(15), lineLimit: 1)
        #expect(layout.lines == ["The quick brow…"])
        #expect(layout.isTruncated)
    }

    @Test("the last of two lines runs on from where the wrap left it, then cuts inside a word")
    func lastOfTwoLines() {
        let layout = measurer.layout("The quick brown fox jumps over the lazy dog", font: .body, maxWidth: chars(12), lineLimit: 2)
        #expect(layout.lines == ["The quick", "brown fox j…"])
    }

    @Test("a cut after a space drops the space before the ellipsis; text that fits is not cut")
    func spacesAndFits() {
        #expect(measurer.layout("brown fox jumps", font: .body, maxWidth: chars(11), lineLimit: 1).lines == ["brown fox…"])
        let fits = measurer.layout("The quick", font: .body, maxWidth: chars(12), lineLimit: 1)
        #expect(fits.lines == ["The quick"] && !fits.isTruncated)
    }

    @Test("a word longer than the line, broken by characters, is cut at the line's end")
    func longWord() {
        let layout = measurer.layout("Supercalifragilistic expialidocious", font: .body, maxWidth: chars(8), lineLimit: 2)
        #expect(layout.lines == ["Supercal", "ifragil…"])
    }

    @Test("a paragraph that ends on the last line before a cut one ends with the ellipsis")
    func paragraphs() {
        let layout = measurer.layout("Title\nSecond paragraph", font: .body, maxWidth: chars(20), lineLimit: 1)
        #expect(layout.lines == ["Title…"])
    }
}
