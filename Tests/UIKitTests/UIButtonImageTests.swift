import Testing
import UIKit

/// Button images spelt as UIKit code writes them: setImage(_:for:), and a configuration's image,
/// placement and padding, the symbol in the configuration's foreground colour.
@MainActor
struct UIButtonImageTests {
    @Test("setImage(_:for:) and UIButton.Configuration.image, imagePlacement and imagePadding")
    func buttonImages() throws {
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        #expect(button.image(for: .normal)?.symbol?.name == "square.and.arrow.up")
        #expect(button.imageView?.image != nil)
        button.setImage(UIImage(systemName: "trash"), for: .highlighted)
        #expect(button.image(for: .normal)?.symbol?.name == "square.and.arrow.up", "only .normal is kept")

        var config = UIButton.Configuration.filled()
        config.title = "Add"
        config.image = UIImage(systemName: "plus")
        config.imagePlacement = .trailing
        config.imagePadding = 6
        let filled = UIButton(configuration: config)
        #expect(filled.imagePlacement == .trailing && filled.imagePadding == 6)
        #expect(filled.imageView?.image?.symbol?.name == "plus")
        #expect(filled.imageView?.tintColor == .white, "a filled button's symbol is white, as its title")
    }
}
