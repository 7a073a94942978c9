import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// A button made with `init(frame:)` (directly, or by a subclass's `super.init(frame: .zero)`) is UIKit's
/// `.custom` type: its title is white until the app sets a colour (UIButton's documentation: "a custom
/// button… has no default visual"; `titleColor(for: .normal)` of `UIButton(frame:)` is white on iOS, which is
/// why apps that subclass UIButton and set only a background colour get white text). Found by running a
/// Swift 5 app whose blue "box" buttons, subclasses calling `super.init(frame: .zero)`, showed no title.
@MainActor @Suite struct UIButtonCustomTypeTests {
    /// A blue box button in the idiom of apps that subclass UIButton: a background, a corner radius and a
    /// bold title, no title colour.
    final class BoxButton: UIButton {
        init(title: String) {
            super.init(frame: .zero)
            setTitle(title, for: .normal)
            backgroundColor = .systemBlue
            layer.cornerRadius = 12
            titleLabel?.font = UIFont.systemFont(ofSize: 30, weight: .bold)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// The number of pixels inside `frame` (window points, drawn at scale 1) close to `colour`.
    func count(_ colour: UIColor, in frame: CGRect, _ surface: OffscreenSurface) -> Int {
        var found = 0
        let want = colour.resolved(for: .light).plain
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let p = surface.pixel(x: x, y: y)
                if abs(p.red - want.red) < 0.05, abs(p.green - want.green) < 0.05, abs(p.blue - want.blue) < 0.05 { found += 1 }
            }
        }
        return found
    }

    @Test("a UIButton subclass made with super.init(frame:) has UIKit's custom type: a white title, drawn on its background")
    func subclassTitleIsWhite() throws {
        let button = BoxButton(title: "Go")
        #expect(button.titleColor(for: .normal) == .white)
        #expect(button.titleLabel?.textColor == .white)
        let (window, clock) = TestSupport.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        root.view.addSubview(button)
        button.frame = CGRect(x: 40, y: 200, width: 200, height: 60)
        window.step(clock, frames: 2)
        let surface = try Golden.draw(window)
        let white = count(.white, in: button.frame.insetBy(dx: 14, dy: 14), surface)
        #expect(white > 40, "the title's strokes are white on the blue box: \(white) white pixels")
        #expect(count(.systemBlue, in: button.frame.insetBy(dx: 14, dy: 14), surface) > 2000)
    }

    @Test("UIButton(frame:) and UIButton() are custom (white title, kept through a tint change); UIButton(type: .system) follows the tint")
    func typesAndTint() {
        let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(plain.titleColor(for: .normal) == .white)
        #expect(UIButton().titleColor(for: .normal) == .white)
        plain.tintColor = .systemRed
        #expect(plain.titleLabel?.textColor == .white)
        let system = UIButton(type: .system)
        #expect(system.titleLabel?.textColor == system.tintColor)
        system.tintColor = .systemRed
        #expect(system.titleLabel?.textColor == .systemRed)
        #expect(system.titleColor(for: .normal) == .systemRed)
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == .white)
    }
}
