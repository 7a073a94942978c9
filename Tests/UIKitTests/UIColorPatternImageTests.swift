import Render
import Testing
import TestSupport
import UIKit

/// UIColor(patternImage:) as a view's background: the image tiled from the view's top-left corner, inside
/// its rounded corners, and what is behind showing through the image's transparent pixels.
@MainActor
struct UIColorPatternImageTests {
    /// A 4 × 4 pt image at scale 1: the left half red, the right half blue, or clear with `hole`.
    func halves(hole: Bool = false) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            if !hole {
                UIColor.blue.setFill()
                context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
            }
        }
    }

    /// A 60 × 60 white screen holding `view`.
    func draw(_ views: UIView...) throws -> OffscreenSurface {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 60, height: 60))
        let screen = UIViewController()
        screen.view.backgroundColor = .white
        for view in views { screen.view.addSubview(view) }
        window.rootViewController = screen
        window.step(clock)
        return try Golden.draw(window)
    }

    @Test("a pattern background repeats the image from the view's top-left corner and stops at its edge")
    func tiles() throws {
        let view = UIView(frame: CGRect(x: 11, y: 10, width: 10, height: 8))
        view.backgroundColor = UIColor(patternImage: halves())
        let s = try draw(view)
        #expect([11, 12, 15, 16, 19, 20].allSatisfy { s.pixel(x: $0, y: 12) == Color.red })
        #expect([13, 14, 17, 18].allSatisfy { s.pixel(x: $0, y: 17) == Color.blue })
        #expect(s.pixel(x: 21, y: 12) == Color.white && s.pixel(x: 12, y: 18) == Color.white)
    }

    @Test("the image's transparent pixels show the view behind, and rounded corners clip the tiles")
    func holesAndCorners() throws {
        let behind = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        behind.backgroundColor = .green
        let holed = UIView(frame: CGRect(x: 10, y: 10, width: 8, height: 8))
        holed.backgroundColor = UIColor(patternImage: halves(hole: true))
        let rounded = UIView(frame: CGRect(x: 30, y: 34, width: 20, height: 20))
        rounded.layer.cornerRadius = 10
        rounded.backgroundColor = UIColor(patternImage: halves())
        let s = try draw(behind, holed, rounded)
        #expect(s.pixel(x: 10, y: 12) == Color.red)
        #expect(s.pixel(x: 12, y: 12) == Color.green, "the hole shows the green view behind")
        #expect(s.pixel(x: 30, y: 34) == Color.white, "outside the rounded corner")
        #expect(s.pixel(x: 38, y: 44) == Color.red, "x 8 into the view: a red half")
        #expect(s.pixel(x: 40, y: 44) == Color.blue, "x 10 into the view: a blue half")
    }
}
