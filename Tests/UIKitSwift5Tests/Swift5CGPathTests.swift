import CoreGraphics
import QuartzCore
import Testing

/// A Swift 5 file importing only QuartzCore and CoreGraphics, as a layer helper on iOS does: a progress
/// ring that subclasses CAShapeLayer and builds its path with CGMutablePath.
@MainActor
struct Swift5CGPathTests {
    final class ProgressRingLayer: CAShapeLayer {
        var progress: CGFloat = 0 { didSet { strokeEnd = progress } }

        override init() {
            super.init()
            fillColor = nil
            lineWidth = 4
            lineCap = .round
            lineDashPattern = nil
        }

        override init(layer: Any) { super.init(layer: layer) }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func layout(in rect: CGRect) {
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2 - lineWidth,
                        startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
            self.path = path
        }
    }

    @Test("a CAShapeLayer subclass in Swift 5 builds its ring with CGMutablePath and keeps its own settings")
    func ring() {
        let ring = ProgressRingLayer()
        ring.layout(in: CGRect(x: 0, y: 0, width: 48, height: 48))
        ring.progress = 0.25
        guard let path = ring.path else {
            Issue.record("no path")
            return
        }
        let box = path.boundingBoxOfPath
        #expect(abs(Double(box.minX) - 4) < 1e-9 && abs(Double(box.width) - 40) < 1e-9)
        #expect(path.contains(CGPoint(x: 24, y: 24)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(ring.strokeEnd == 0.25)
        #expect(ring.lineCap == .round)
        #expect(ring.fillRule == .nonZero)
    }
}
