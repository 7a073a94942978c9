import Testing
import UIKit

@MainActor
struct UIColorTests {
    @Test("the basic colours are colours with UIColor's documented components, not the red component")
    func basicColours() {
        let view = UIView()
        view.backgroundColor = .red
        #expect(view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let expected: [(UIColor, Double, Double, Double)] = [
            (.green, 0, 1, 0), (.blue, 0, 0, 1), (.cyan, 0, 1, 1), (.yellow, 1, 1, 0), (.magenta, 1, 0, 1),
            (.orange, 1, 0.5, 0), (.purple, 0.5, 0, 0.5), (.brown, 0.6, 0.4, 0.2), (.gray, 0.5, 0.5, 0.5),
            (.black, 0, 0, 0), (.white, 1, 1, 1),
        ]
        for (color, r, g, b) in expected {
            var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
            #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            #expect([red, green, blue, alpha] == [r, g, b, 1].map { CGFloat($0) }, "\(color)")
        }
        #expect(UIColor.clear.components.alpha == 0)
        #expect(UIColor.darkGray.components.red == 1.0 / 3.0 && UIColor.lightGray.components.blue == 2.0 / 3.0)
    }

    @Test("init(white:alpha:), withAlphaComponent and cgColor")
    func greysAndAlpha() {
        let grey = UIColor(white: 0.25, alpha: 0.5)
        #expect(grey.components == (0.25, 0.25, 0.25, 0.5))
        #expect(UIColor.blue.withAlphaComponent(0.3).components.alpha == 0.3)
        let layer = UIView().layer
        layer.borderColor = UIColor.red.cgColor
        #expect(layer.borderColor == .red)
    }
}

@MainActor
struct UIFontTests {
    @Test("system fonts by size and weight, bold on the nearest bundled face, withSize keeps the weight")
    func systemFonts() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20, weight: .medium)
        #expect(label.font.pointSize == 20 && label.font.weight == .medium)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(bold.weight == .semibold && bold.pointSize == 17)
        #expect(UIFont.systemFont(ofSize: 12).weight == .regular)
        #expect(bold.withSize(30) == UIFont.systemFont(ofSize: 30, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }
}
