import Render
import Testing
@testable import HandheldSimulator
@testable import HandheldDemos

/// The display's shape over the frame: the housing where the device's top is, the home indicator at the
/// bottom, the corners masked in black.
@MainActor
@Suite("Screen shape drawing")
struct ScreenShapeDrawingTests {
    func commands(_ name: String, _ orientation: Orientation) throws -> [DrawCommand] {
        let canvas = RecordingCanvas()
        let configuration = ScreenConfiguration(device: try DeviceCatalog.named(name), orientation: orientation)
        ScreenShapeDrawing.draw(in: canvas, configuration: configuration)
        return canvas.commands
    }

    func roundedRects(_ commands: [DrawCommand]) -> [Rect] {
        commands.compactMap { if case let .roundedRect(r, _, _) = $0 { r } else { nil } }
    }

    /// Whether some rect equals `expected` to within rounding.
    func contains(_ rects: [Rect], _ expected: Rect) -> Bool {
        rects.contains { r in
            [r.minX - expected.minX, r.minY - expected.minY, r.width - expected.width, r.height - expected.height]
                .allSatisfy { abs($0) < 1e-9 }
        }
    }

    @Test("iPhone 15 in portrait: the Dynamic Island centred 11 pt down, the bar 8 pt above the bottom")
    func islandPortrait() throws {
        let rects = roundedRects(try commands("iphone-15", .portrait))
        #expect(contains(rects, Rect(x: (393 - 126) / 2, y: 11, width: 126, height: 37.33)))
        #expect(contains(rects, Rect(x: (393 - 139) / 2, y: 852 - 8 - 5, width: 139, height: 5)))
    }

    @Test("the island turns with the device: on the left in landscape-left, on the right in landscape-right")
    func islandLandscape() throws {
        let left = roundedRects(try commands("iphone-15", .landscapeLeft))
        #expect(contains(left, Rect(x: 11, y: (393 - 126) / 2, width: 37.33, height: 126)))
        let right = roundedRects(try commands("iphone-15", .landscapeRight))
        #expect(contains(right, Rect(x: 852 - (11 + 37.33), y: (393 - 126) / 2, width: 37.33, height: 126)))
        // The home indicator stays at the bottom of the screen as the user sees it.
        #expect(contains(left, Rect(x: (852.0 - 139) / 2, y: 393 - 8 - 5, width: 139, height: 5)))
    }

    @Test("each rounded corner is masked by one black stroke whose inner edge is the corner's circle")
    func cornerMasks() throws {
        let strokes = try commands("iphone-15", .portrait).compactMap { command -> ([Point], Double)? in
            if case let .polyline(points, width, color) = command, color == .black { (points, width) } else { nil }
        }
        #expect(strokes.count == 4)
        let r = 55.0
        for (points, width) in strokes {
            let center = Point(x: points[0].x < 200 ? r : 393 - r, y: points[0].y < 400 ? r : 852 - r)
            for p in points {
                #expect(abs(p.distance(to: center) - width / 2 - r) < 1e-9)
            }
            #expect(width / 2 + width / 2 + r > r * 2.0.squareRoot())
        }
    }

    @Test("a notch is a black body hanging from the top edge; the home-button presets draw nothing")
    func notchAndRectangles() throws {
        let rects = roundedRects(try commands("iphone-13-mini", .portrait))
        #expect(contains(rects, Rect(x: (375.0 - 168) / 2, y: -20, width: 168, height: 51)))
        for name in ["iphone-se", "iphone-8", "iphone-8-plus", "ipad", "iphone-se-3"] {
            #expect(try commands(name, .portrait).isEmpty, "\(name)")
            #expect(try commands(name, .landscapeLeft).isEmpty, "\(name)")
        }
    }

    @Test("the 11 Pro's 209 × 30 notch, its 134 pt home indicator and its four 39 pt corners; landscape-left turns the notch onto the left edge")
    func elevenPro() throws {
        let portrait = try commands("iphone-11-pro", .portrait)
        let rects = roundedRects(portrait)
        #expect(contains(rects, Rect(x: (375 - 209) / 2, y: -22, width: 209, height: 52)))
        #expect(contains(rects, Rect(x: (375.0 - 134) / 2, y: 812 - 8 - 5, width: 134, height: 5)))
        let strokes = portrait.filter { if case .polyline = $0 { true } else { false } }
        #expect(strokes.count == 4 + 2, "four corners and the notch's two fillets")
        let landscape = roundedRects(try commands("iphone-11-pro", .landscapeLeft))
        #expect(contains(landscape, Rect(x: -22, y: (375 - 209) / 2, width: 52, height: 209)))
        #expect(contains(landscape, Rect(x: (812 - 134) / 2, y: 375 - 8 - 5, width: 134, height: 5)))
    }

    @Test("the iPads Pro 11 and 12.9 have 18 pt corners and a home indicator, no housing")
    func padsPro() throws {
        for (name, size) in [("ipad-pro-11", Size(width: 834, height: 1194)), ("ipad-pro-12.9", Size(width: 1024, height: 1366))] {
            let c = try commands(name, .portrait)
            #expect(roundedRects(c) == [Rect(x: (size.width - 200) / 2, y: size.height - 7 - 5, width: 200, height: 5)])
            #expect(c.filter { if case .polyline = $0 { true } else { false } }.count == 4)
        }
    }
}
