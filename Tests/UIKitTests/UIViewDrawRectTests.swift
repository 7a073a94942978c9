import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// `draw(_ rect:)` overridden as UIKit code writes it: UIKit's drawing calls inside it paint the view.
@MainActor
struct UIViewDrawRectTests {
    /// A progress bar drawn by hand: the filled part in red from the bottom, the rest left to the
    /// background colour, and a blue dot through the context.
    final class ProgressView: UIView {
        var progress: CGFloat = 0.25 { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            let top = rect.height * (1 - progress)
            UIColor.red.set()
            UIRectFill(CGRect(x: 0, y: top, width: rect.width, height: rect.height - top))
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.green.setFill()
            UIBezierPath(rect: CGRect(x: rect.width - 10, y: 0, width: 10, height: 10)).fill()
        }
    }

    @Test("an overridden draw(_:) paints with UIRectFill, the context and UIBezierPath, over the background")
    func drawRectPaints() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let page = UIViewController()
        window.rootViewController = page
        let progress = ProgressView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        progress.backgroundColor = .white
        page.view.addSubview(progress)
        window.step(clock)
        var surface = try Golden.draw(window)
        #expect(surface.pixel(x: 100, y: 140) == Color.red)   // the bottom quarter
        #expect(surface.pixel(x: 100, y: 100) == Color.white) // above it, the background
        #expect(surface.pixel(x: 55, y: 55) == Color.blue)
        #expect(surface.pixel(x: 145, y: 55) == Color.green)
        progress.progress = 0.75
        window.step(clock)
        surface = try Golden.draw(window)
        #expect(surface.pixel(x: 100, y: 100) == Color.red)
    }

    @Test("outside draw(_:) there is no current context, and inside one it is the view's size")
    func contextOnlyWhileDrawing() throws {
        final class SizeRecorder: UIView {
            var sizes: [CGSize] = []
            override func draw(_ rect: CGRect) { sizes.append(UIGraphicsGetCurrentContext()?.size ?? .zero) }
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let recorder = SizeRecorder(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.rootViewController = UIViewController()
        window.rootViewController?.view.addSubview(recorder)
        window.step(clock)
        _ = try Golden.draw(window)
        #expect(recorder.sizes.last == CGSize(width: 120, height: 80))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
