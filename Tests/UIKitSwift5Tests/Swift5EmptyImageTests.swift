import Testing
import TestSupport
import UIKit
import Widgets

/// A placeholder screen as apps write one: an image view showing `UIImage()` until a real image arrives.
final class PlaceholderAvatarViewController: UIViewController {
    let avatar = UIImageView(image: UIImage())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        avatar.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        avatar.contentMode = .scaleAspectFill
        view.addSubview(avatar)
    }
}

/// UIImage(): an image with no pixels, as an iOS app sees it (size .zero, scale 1, no PNG data) that an
/// image view draws as nothing.
@MainActor
struct Swift5EmptyImageTests {
    @Test("UIImage() is empty: size zero, scale 1, and neither PNG nor JPEG data")
    func emptyImage() {
        let image = UIImage()
        #expect(image.size == .zero)
        #expect(image.scale == 1)
        #expect(image.pngData() == nil)
        #expect(image.jpegData(compressionQuality: 0.8) == nil)
        #expect(UIImageView(image: image).intrinsicContentSize == .zero, "an image view sizes to the empty image")
    }

    @Test("an image view showing UIImage() draws nothing over its superview's background")
    func emptyImageDrawsNothing() throws {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 60, height: 60))
        let screen = PlaceholderAvatarViewController()
        window.rootViewController = screen
        window.step(clock)
        let surface = try Golden.draw(window)
        for (x, y) in [(10, 10), (30, 30), (49, 49)] {
            #expect(surface.pixel(x: x, y: y) == UIColor.white)
        }
        // The placeholder is replaced as apps replace it, and then draws.
        screen.avatar.image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 30, y: 30) == UIColor.red)
    }
}
