import Foundation
import Render
import Testing
import TestSupport
import UIKit

/// CAShapeLayer drawing Core Graphics paths, read back as pixels: a subclassed ring layer, even-odd and
/// nonzero fills, a concave outline, butt and round caps, dashes.
@MainActor
struct CAShapeLayerDrawingTests {
    /// What iOS code writes: a CAShapeLayer subclass that builds its ring with CGMutablePath.
    final class RingLayer: CAShapeLayer {
        override init() {
            super.init()
            fillColor = nil
            strokeColor = UIColor.red.cgColor
            lineWidth = 10
        }

        override init(layer: Any) { super.init(layer: layer) }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func layout(in rect: CGRect) {
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - 5,
                        startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
            self.path = path
        }
    }

    private func stage(_ layers: [CALayer]) throws -> OffscreenSurface {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let page = UIViewController()
        page.view.backgroundColor = .white
        window.rootViewController = page
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        page.view.addSubview(canvas)
        layers.forEach(canvas.layer.addSublayer)
        window.step(clock)
        return try Golden.draw(window)
    }

    @Test("a CAShapeLayer subclass strokes a CGMutablePath ring and leaves its middle empty")
    func ring() throws {
        let ring = RingLayer()
        ring.layout(in: CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(ring.path?.boundingBoxOfPath.width ?? 0 > 89)
        let pixels = try stage([ring])
        #expect(pixels.pixel(x: 100, y: 55) == Color.red)     // top of the ring
        #expect(pixels.pixel(x: 145, y: 100) == Color.red)    // right
        #expect(pixels.pixel(x: 100, y: 100) == Color.white)  // the hole
        #expect(pixels.pixel(x: 100, y: 45) == Color.white)   // outside
    }

    @Test("even-odd leaves the inner circle of two empty; nonzero fills it")
    func evenOdd() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 20, y: 20, width: 80, height: 80))
        path.addEllipse(in: CGRect(x: 40, y: 40, width: 40, height: 40))
        let evenOdd = CAShapeLayer(), nonZero = CAShapeLayer()
        evenOdd.path = path
        evenOdd.fillRule = .evenOdd
        evenOdd.fillColor = UIColor.blue.cgColor
        var shift = CGAffineTransform(translationX: 90, y: 90)
        nonZero.path = path.copy(using: &shift)
        nonZero.fillColor = UIColor.blue.cgColor
        #expect(nonZero.fillRule == .nonZero)
        let pixels = try stage([evenOdd, nonZero])
        #expect(pixels.pixel(x: 60, y: 60) == Color.white)    // even-odd: the hole
        #expect(pixels.pixel(x: 60, y: 30) == Color.blue)     // even-odd: the ring
        #expect(pixels.pixel(x: 30, y: 60) == Color.blue)
        #expect(pixels.pixel(x: 150, y: 150) == Color.blue)   // nonzero: filled through
        #expect(pixels.pixel(x: 150, y: 120) == Color.blue)
        #expect(pixels.pixel(x: 105, y: 105) == Color.white)  // between the two, outside both
    }

    @Test("an even-odd ring of two ellipses is filled without a seam between its slabs")
    func ringWithoutSeams() throws {
        // The ellipses' flattened sides give vertex heights a rounding error apart; the slabs between them once
        // failed to meet and left light lines across the top of the ring (seen in a rendered PNG).
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 100, height: 100))
        path.addEllipse(in: CGRect(x: 35, y: 35, width: 50, height: 50))
        let ring = CAShapeLayer()
        ring.path = path
        ring.fillRule = .evenOdd
        ring.fillColor = UIColor.blue.cgColor
        let pixels = try stage([ring])
        var seams: [String] = []
        for y in 10..<110 {
            for x in 10..<110 {
                let d = ((Double(x) + 0.5 - 60) * (Double(x) + 0.5 - 60) + (Double(y) + 0.5 - 60) * (Double(y) + 0.5 - 60)).squareRoot()
                // Where two slabs' anti-aliased edges meet the surface keeps 249–254 of 255 in alpha; a seam was far
                // lighter (the backdrop showed through at rows of the ring).
                let p = pixels.pixel(x: x, y: y)
                if d > 27, d < 48, p.withAlpha(1) != Color.blue || p.alpha < 0.95 { seams.append("\(x),\(y) \(p)") }
            }
        }
        #expect(seams.isEmpty, "pixels inside the ring not fully filled: \(seams.prefix(10))")
        #expect(pixels.pixel(x: 60, y: 60) == Color.white)
    }

    @Test("a concave L is filled where it lies and not across its notch")
    func concave() throws {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 20), CGPoint(x: 60, y: 140),
                                CGPoint(x: 140, y: 140), CGPoint(x: 140, y: 180), CGPoint(x: 20, y: 180)])
        path.closeSubpath()
        let shape = CAShapeLayer()
        shape.path = path
        shape.fillColor = UIColor.green.cgColor
        let pixels = try stage([shape])
        #expect(pixels.pixel(x: 40, y: 100) == UIColor.green)
        #expect(pixels.pixel(x: 120, y: 160) == UIColor.green)
        #expect(pixels.pixel(x: 100, y: 100) == Color.white)  // the notch
        #expect(pixels.pixel(x: 61, y: 60) == Color.white)
    }

    @Test("butt caps stop at the ends, round caps reach past them, dashes leave gaps")
    func capsAndDashes() throws {
        func line(y: CGFloat) -> CGPath {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 40, y: y))
            path.addLine(to: CGPoint(x: 160, y: y))
            return path
        }
        let butt = CAShapeLayer(), round = CAShapeLayer(), dashed = CAShapeLayer()
        for (layer, y) in [(butt, 40.0), (round, 100.0), (dashed, 160.0)] {
            layer.path = line(y: y)
            layer.strokeColor = UIColor.black.cgColor
            layer.lineWidth = 10
        }
        #expect(butt.lineCap == .butt)
        round.lineCap = .round
        dashed.lineDashPattern = [20, 20]
        let pixels = try stage([butt, round, dashed])
        #expect(pixels.pixel(x: 42, y: 40) == Color.black)
        #expect(pixels.pixel(x: 37, y: 40) == Color.white)    // past the butt end
        #expect(pixels.pixel(x: 37, y: 100) == Color.black)   // inside the round cap
        #expect(pixels.pixel(x: 50, y: 160) == Color.black)   // first dash, 40…60
        #expect(pixels.pixel(x: 70, y: 160) == Color.white)   // first gap, 60…80
        #expect(pixels.pixel(x: 90, y: 160) == Color.black)
    }

    @Test("a layer's shadowPath takes a CGPath and draws its shape")
    func shadowPath() throws {
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        card.shadowOpacity = 1
        card.shadowColor = UIColor.black.cgColor
        card.shadowOffset = CGSize(width: 0, height: 0)
        card.shadowPath = CGPath(rect: CGRect(x: 60, y: 0, width: 20, height: 20), transform: nil)
        let pixels = try stage([card])
        #expect(pixels.pixel(x: 120, y: 60) == Color.black)
        #expect(pixels.pixel(x: 70, y: 70) == Color.white)
    }
}
