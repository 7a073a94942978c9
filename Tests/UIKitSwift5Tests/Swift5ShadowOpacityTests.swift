import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// A card as apps style one: a white rounded view with a soft shadow, its opacity set from a literal and
/// from a computed Double as `Float(x)`, CALayer.shadowOpacity being a Float.
final class ShadowCardViewController: UIViewController {
    let card = UIView()
    var elevation: Double = 0.6

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.frame = CGRect(x: 30, y: 30, width: 60, height: 40)
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.layer.shadowRadius = 4
        view.addSubview(card)
    }

    func raise() {
        card.layer.shadowOpacity = Float(elevation)
    }
}

@MainActor
struct Swift5ShadowOpacityTests {
    /// The darkness of a pixel: 255 minus its red channel (the background is white, the shadow black).
    func darkness(_ surface: OffscreenSurface, _ x: Int, _ y: Int) -> Double {
        1 - Double(surface.pixel(x: x, y: y).red)
    }

    @Test("shadowOpacity is a Float; the shadow draws below the card and deepens with the opacity")
    func shadowOpacityIsFloat() throws {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 120, height: 120))
        let screen = ShadowCardViewController()
        window.rootViewController = screen
        window.step(clock)
        let opacity: Float = screen.card.layer.shadowOpacity
        #expect(opacity == 0.3)
        let light = try Golden.draw(window)
        #expect(darkness(light, 60, 50) == 0, "the card itself stays white")
        #expect(darkness(light, 60, 74) > 0.02, "a shadow under the card's bottom edge, moved down 6 pt")
        #expect(darkness(light, 60, 20) == 0, "none above: the offset moves it down")
        screen.raise()
        #expect(screen.card.layer.shadowOpacity == Float(0.6))
        window.step(clock)
        let deep = try Golden.draw(window)
        #expect(darkness(deep, 60, 74) > darkness(light, 60, 74) * 1.5)
        screen.card.layer.shadowOpacity = 0
        window.step(clock)
        #expect(darkness(try Golden.draw(window), 60, 74) == 0)
    }
}
