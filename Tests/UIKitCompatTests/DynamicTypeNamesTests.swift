import Testing
import TestSupport
import UIKitCompat

/// UIKit's Dynamic Type code compiles as written: `UIFont.preferredFont(forTextStyle:compatibleWith:)`,
/// `UITraitCollection(preferredContentSizeCategory:)`, `adjustsFontForContentSizeCategory`.
@MainActor
@Suite("UIKit names: Dynamic Type")
struct DynamicTypeNamesTests {
    @Test("a label written with UIKit's names follows the text size")
    func uikitSpelling() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).size == 33)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        let (window, clock) = TestSupport.makeWindow()
        let label = UILabel(text: "Hello", font: UIFont.preferredFont(forTextStyle: .headline))
        label.adjustsFontForContentSizeCategory = true
        window.rootView.addSubview(label)
        window.step(clock)
        window.transition(toContentSizeCategory: .extraLarge)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .headline, compatibleWith: window.traitCollection))
        #expect(label.font.size == 19)
    }
}
