import Testing
import UIKit
import Render

/// SF Symbol and visual effect code spelt as in Apple's samples compiles and behaves: UIImage(systemName:)
/// with a symbol configuration, a symbol in a bar button item, a tab bar item and a list content
/// configuration, and a UIVisualEffectView with a vibrancy view inside.
@MainActor
struct UISymbolTests {
    @Test("UIImage(systemName:) with configurations, as sample code writes it")
    func symbols() throws {
        #expect(UIImage(systemName: "not.a.symbol") == nil)
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage)
        let config = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        let big = try #require(UIImage(systemName: "heart", withConfiguration: config))
        #expect(Double(big.size.width) == (20 * 1.2 * 1.29 * 3).rounded() / 3)
        let title = star.withConfiguration(UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(Double(title.size.height) == (28 * 1.2 * 3).rounded() / 3)
        let merged = UIImage.SymbolConfiguration(scale: .small).applying(UIImage.SymbolConfiguration(weight: .light))
        #expect(merged.scale == .small && merged.weight == .light)

        let item = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain)
        #expect(item.image?.symbol?.name == "square.and.arrow.up")
        let tab = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        #expect(tab.selectedPicture?.symbol?.name == "house.fill")
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(systemName: "gear")
        #expect(content.image?.isSymbolImage == true)
    }

    @Test("UIVisualEffectView with a blur and a vibrancy view in its content view")
    func effects() {
        let blur = UIBlurEffect(style: .systemThinMaterial)
        let blurView = UIVisualEffectView(effect: blur)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        blurView.contentView.addSubview(vibrancyView)
        let label = UILabel()
        vibrancyView.contentView.addSubview(label)
        #expect(label.vibrancyColor == Color.secondaryLabel)
        let effect: UIVisualEffect? = blurView.effect
        #expect((effect as? UIBlurEffect)?.style == .systemThinMaterial)
    }
}
