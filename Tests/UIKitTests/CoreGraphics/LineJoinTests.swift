import Foundation
import Render
import Testing
import TestSupport
import UIKit

/// Stroke joins and caps as Core Graphics draws them, read back as pixels at a sharp corner: a "Λ" of two
/// segments from (40, 160) up to (100, 40) and down to (160, 160), 20 pt wide. The segments meet at
/// φ = 2·atan(60 / 120) ≈ 53.1°, so the miter length ÷ width is 1 / sin(φ / 2) = √5 ≈ 2.236 and the miter
/// tip lies √5 · 10 ≈ 22.4 pt above the corner (y ≈ 17.6); a round join reaches 10 pt above it (y = 30); a
/// bevel's flat edge lies 10 · sin(φ / 2) ≈ 4.5 pt above it (y ≈ 35.5).
@MainActor
struct LineJoinTests {
    static let corner: [CGPoint] = [CGPoint(x: 40, y: 160), CGPoint(x: 100, y: 40), CGPoint(x: 160, y: 160)]

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

    private func cornerLayer(_ join: CAShapeLayerLineJoin, miterLimit: CGFloat = 10) -> CAShapeLayer {
        let path = CGMutablePath()
        path.addLines(between: Self.corner)
        let layer = CAShapeLayer()
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = UIColor.red.cgColor
        layer.lineWidth = 20
        layer.lineJoin = join
        layer.miterLimit = miterLimit
        return layer
    }

    /// The first row (from the top) at x = 100 that the stroke paints red.
    private func topOfCorner(_ pixels: OffscreenSurface) -> Int? {
        (0..<200).first { pixels.pixel(x: 100, y: $0) == Color.red }
    }

    @Test("CAShapeLayer, UIBezierPath and CGContext join with a miter of limit 10 by default, as UIKit documents")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.lineJoin == .miter)
        #expect(layer.miterLimit == 10)
        let path = UIBezierPath()
        #expect(path.lineJoinStyle == .miter)
        #expect(path.lineCapStyle == .butt)
        #expect(path.miterLimit == 10)
    }

    @Test("a miter join reaches its tip, a round one the half width, a bevel stops flat at the corner")
    func joins() throws {
        let miter = try stage([cornerLayer(.miter)])
        #expect(miter.pixel(x: 100, y: 21) == Color.red)       // inside the tip (17.6…)
        #expect(miter.pixel(x: 100, y: 16) == Color.white)     // above it
        #expect((17...21).contains(topOfCorner(miter) ?? 0))
        let round = try stage([cornerLayer(.round)])
        #expect(round.pixel(x: 100, y: 21) == Color.white)
        #expect(round.pixel(x: 100, y: 31) == Color.red)       // the disc around the corner reaches y = 30
        #expect((29...31).contains(topOfCorner(round) ?? 0))
        let bevel = try stage([cornerLayer(.bevel)])
        #expect(bevel.pixel(x: 100, y: 31) == Color.white)     // the round join's reach is cut off…
        #expect(bevel.pixel(x: 100, y: 36) == Color.red)       // …at the flat edge, y ≈ 35.5
        #expect((35...37).contains(topOfCorner(bevel) ?? 0))
        // The bevel's edge is flat: the same height a few points either side of the middle.
        #expect(bevel.pixel(x: 97, y: 36) == Color.red && bevel.pixel(x: 103, y: 36) == Color.red)
        #expect(bevel.pixel(x: 97, y: 34) == Color.white && bevel.pixel(x: 103, y: 34) == Color.white)
    }

    @Test("a miter longer than the limit is bevelled: √5 ≈ 2.236 is mitred under 2.3, bevelled under 2.2")
    func miterLimit() throws {
        let within = try stage([cornerLayer(.miter, miterLimit: 2.3)])
        #expect((17...21).contains(topOfCorner(within) ?? 0))
        let beyond = try stage([cornerLayer(.miter, miterLimit: 2.2)])
        #expect((35...37).contains(topOfCorner(beyond) ?? 0))
        #expect(beyond.pixel(x: 100, y: 21) == Color.white)
    }

    @Test("a closed rectangle is joined at its start like its other corners, with no cap there")
    func closedSubpath() throws {
        let square = CAShapeLayer(), rounded = CAShapeLayer()
        square.path = CGPath(rect: CGRect(x: 30, y: 30, width: 50, height: 50), transform: nil)
        rounded.path = CGPath(rect: CGRect(x: 120, y: 30, width: 50, height: 50), transform: nil)
        for layer in [square, rounded] {
            layer.fillColor = nil
            layer.strokeColor = UIColor.red.cgColor
            layer.lineWidth = 20
        }
        rounded.lineJoin = .round
        let pixels = try stage([square, rounded])
        // The path starts at the top-left corner: mitred there as at the bottom right.
        #expect(pixels.pixel(x: 21, y: 21) == Color.red)
        #expect(pixels.pixel(x: 88, y: 88) == Color.red)
        #expect(pixels.pixel(x: 18, y: 18) == Color.white)
        // Round joins leave the square's outer corner (over 10 pt from the corner point) empty.
        #expect(pixels.pixel(x: 111, y: 21) == Color.white)
        #expect(pixels.pixel(x: 113, y: 30) == Color.red)
        #expect(pixels.pixel(x: 55, y: 55) == Color.white)      // the middle stays empty
    }

    @Test("square caps reach half the width past the ends and keep their corners; round caps do not")
    func squareCaps() throws {
        func line(_ cap: CAShapeLayerLineCap, y: CGFloat) -> CAShapeLayer {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 40, y: y))
            path.addLine(to: CGPoint(x: 160, y: y))
            let layer = CAShapeLayer()
            layer.path = path
            layer.strokeColor = UIColor.red.cgColor
            layer.lineWidth = 20
            layer.lineCap = cap
            return layer
        }
        let pixels = try stage([line(.square, y: 50), line(.round, y: 100), line(.butt, y: 150)])
        #expect(pixels.pixel(x: 31, y: 50) == Color.red)
        #expect(pixels.pixel(x: 31, y: 41) == Color.red)       // the square's corner
        #expect(pixels.pixel(x: 28, y: 50) == Color.white)
        #expect(pixels.pixel(x: 168, y: 58) == Color.red)
        #expect(pixels.pixel(x: 31, y: 100) == Color.red)      // the round cap's middle…
        #expect(pixels.pixel(x: 32, y: 91) == Color.white)     // …not its square corner
        #expect(pixels.pixel(x: 38, y: 150) == Color.white)    // butt: nothing past the end
        #expect(pixels.pixel(x: 41, y: 150) == Color.red)
    }

    /// The pixel at (`x`, `y`) of `image` as 8-bit straight RGBA.
    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let c = image.bitmap.color(x: x, y: y).rgba8
        return [c.r, c.g, c.b, c.a]
    }

    @Test("UIBezierPath strokes with its lineJoinStyle, lineCapStyle and miterLimit; CGContext with setLineJoin")
    func bezierPathAndContext() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200), format: format)
        func draw(_ body: @escaping (UIGraphicsImageRendererContext) -> Void) -> UIImage {
            renderer.image { context in
                UIColor.red.setStroke()
                body(context)
            }
        }
        func bezier(_ join: CGLineJoin, limit: CGFloat = 10) -> UIImage {
            draw { _ in
                let path = UIBezierPath()
                path.move(to: Self.corner[0])
                path.addLine(to: Self.corner[1])
                path.addLine(to: Self.corner[2])
                path.lineWidth = 20
                path.lineJoinStyle = join
                path.miterLimit = limit
                path.stroke()
            }
        }
        let red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
        #expect(pixel(bezier(.miter), 100, 21) == red)
        #expect(pixel(bezier(.miter, limit: 2), 100, 21) == clear)
        #expect(pixel(bezier(.miter, limit: 2), 100, 36) == red)
        #expect(pixel(bezier(.round), 100, 31) == red)
        #expect(pixel(bezier(.round), 100, 21) == clear)
        #expect(pixel(bezier(.bevel), 100, 31) == clear)
        let context = draw { context in
            let cg = context.cgContext
            cg.setLineWidth(20)
            cg.setLineJoin(.bevel)
            cg.setLineCap(.square)
            cg.addLines(between: Self.corner)
            cg.strokePath()
        }
        #expect(pixel(context, 100, 31) == clear)
        #expect(pixel(context, 100, 36) == red)
        // The square cap at (40, 160) reaches 10 pt back along the segment, down and to the left: 5 pt back
        // on the centre line is painted, where a butt cap would stop.
        #expect(pixel(context, 37, 164) == red)
    }
}
