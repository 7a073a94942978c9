import Testing
import UIKit

/// UIFontDescriptor as UIKit code uses it: a font's descriptor made back into the same font, monospaced
/// digits asked for through feature settings, bold through symbolic traits.
@MainActor
struct UIFontDescriptorTests {
    @Test("UIFont(descriptor:size: 0) is the descriptor's own font; another size resizes it")
    func roundTrip() {
        let font = UIFont.systemFont(ofSize: 15, weight: .medium)
        #expect(UIFont(descriptor: font.fontDescriptor, size: 0) == font)
        let bigger = UIFont(descriptor: font.fontDescriptor, size: 22)
        #expect(Double(bigger.pointSize) == 22)
        #expect(bigger.weight == .medium)
        #expect(Double(font.fontDescriptor.pointSize) == 15)
    }

    @Test("a text style's font keeps its style through its descriptor, so it still follows the text size")
    func textStyleKept() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let again = UIFont(descriptor: body.fontDescriptor, size: 0)
        #expect(again.textStyle == .body)
        #expect(again.pointSize == body.pointSize)
        #expect(body.fontDescriptor.fontAttributes[.textStyle] as? UIFont.TextStyle == .body)
    }

    @Test("monospaced-digit feature settings are kept on the descriptor and the font keeps its face and size")
    func featureSettings() {
        let font = UIFont.systemFont(ofSize: 17)
        let settings: [UIFontDescriptor.FeatureKey: Int] = [.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]
        let descriptor = font.fontDescriptor.addingAttributes([.featureSettings: [settings]])
        #expect(descriptor.featureSettings == [[.type: 6, .selector: 0]])
        #expect((descriptor.fontAttributes[.featureSettings] as? [[UIFontDescriptor.FeatureKey: Int]])?.count == 1)
        #expect(font.fontDescriptor.fontAttributes[.featureSettings] == nil)
        #expect(UIFont(descriptor: descriptor, size: 0) == font)
    }

    @Test("withSymbolicTraits(.traitBold) gives the bold face; without it the regular one")
    func boldTrait() throws {
        let regular = UIFont.systemFont(ofSize: 13)
        let bold = try #require(regular.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits.contains(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0) == UIFont.boldSystemFont(ofSize: 13))
        #expect(UIFont.boldSystemFont(ofSize: 13).fontDescriptor.symbolicTraits == .traitBold)
        let plain = try #require(bold.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0) == regular)
        #expect(plain.symbolicTraits.isEmpty)
        let italic = try #require(regular.fontDescriptor.withSymbolicTraits([.traitItalic, .traitBold]))
        #expect(italic.symbolicTraits == [.traitItalic, .traitBold])
    }

    @Test("the size attribute and withSize(_:) resize the described font")
    func sizeAttribute() {
        let descriptor = UIFont.systemFont(ofSize: 12).fontDescriptor
        #expect(Double(UIFont(descriptor: descriptor.addingAttributes([.size: CGFloat(30)]), size: 0).pointSize) == 30)
        #expect(Double(UIFont(descriptor: descriptor.withSize(9), size: 0).pointSize) == 9)
    }
}
