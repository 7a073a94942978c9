import Render
import Testing
import TestSupport
import Widgets

/// Every view's `layer`, and the layers made by code, as Core Animation behaves under UIKit.
@MainActor
@Suite("Layers")
struct LayerTests {
    private func makeView(_ frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100)) -> (Window, ManualClock, View) {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: frame)
        window.rootView.addSubview(view)
        return (window, clock, view)
    }

    private func commands(_ window: Window) -> [DrawCommand] {
        let canvas = RecordingCanvas()
        window.rootView.render(in: canvas)
        return canvas.commands
    }

    /// UIKit: a view is its layer's delegate and its geometry, `alpha` (the layer's `opacity`),
    /// `backgroundColor`, and `clipsToBounds` (`masksToBounds`) are the layer's; `layer.cornerRadius`
    /// rounds the view's background.
    @Test("a view's layer shares the view's geometry, opacity, background, corner radius and clipping")
    func viewLayerForwards() {
        let (_, _, view) = makeView()
        let layer = view.layer
        #expect(layer.view === view && view.layer === layer)
        layer.cornerRadius = 12
        layer.masksToBounds = true
        layer.opacity = 0.5
        layer.backgroundColor = .systemRed
        layer.position = Point(x: 80, y: 60)
        #expect(view.cornerRadius == 12 && view.clipsToBounds && view.alpha == 0.5)
        #expect(view.backgroundColor == .systemRed)
        #expect(view.center == Point(x: 80, y: 60) && layer.frame == view.frame)
    }

    /// UIKit: "UIView disables implicit animations for its own layer" — setting a view's layer property
    /// outside an animation block changes it at once, while the same change on a standalone layer animates
    /// implicitly (CATransaction's 0.25 s).
    @Test("a view's own layer does not animate implicitly; a standalone layer does")
    func implicitAnimations() {
        let (window, clock, view) = makeView()
        view.layer.opacity = 0.2
        #expect(view.presentationAlpha == 0.2)
        let shape = ShapeLayer()
        shape.path = GraphicsPath(.rect(Rect(x: 0, y: 0, width: 50, height: 50)))
        shape.strokeColor = .black
        view.layer.addSublayer(shape)
        shape.strokeEnd = 0
        #expect((shape.presentation() as? ShapeLayer)?.strokeEnd == 1)
        window.step(clock, frames: 6)
        let mid = (shape.presentation() as? ShapeLayer)?.strokeEnd ?? -1
        #expect(mid > 0 && mid < 1)
        window.step(clock, frames: 10)
        #expect((shape.presentation() as? ShapeLayer)?.strokeEnd == 0)
        // Inside performWithoutAnimation (CATransaction.setDisableActions) the change is immediate.
        view.performWithoutAnimation { shape.strokeEnd = 0.75 }
        #expect((shape.presentation() as? ShapeLayer)?.strokeEnd == 0.75)
    }

    /// CALayer.presentation(): "a copy of the presentation layer object that represents the state of the
    /// layer as it currently appears onscreen", while the layer itself holds the model values.
    @Test("presentation() shows the on-screen values while an animation runs")
    func presentationLayer() {
        let (window, clock, view) = makeView()
        view.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 })
        window.step(clock, frames: 30)
        #expect(view.layer.opacity == 0)
        #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
    }

    /// CALayer.anchorPoint: "all geometric manipulations to the view occur about the specified point";
    /// changing it keeps `position`, so the frame moves (observed on iOS: anchor (0, 0) puts the frame's
    /// origin at the old centre), and a scale grows from the anchor.
    @Test("the anchor point keeps the position, moves the frame and is what a scale grows from")
    func anchorPoint() {
        let (window, _, view) = makeView()
        view.layer.anchorPoint = Point(x: 0, y: 0)
        #expect(view.center == Point(x: 50, y: 50))
        #expect(view.frame == Rect(x: 50, y: 50, width: 100, height: 100))
        view.transform = .scale(2)
        #expect(view.frame == Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(window.rootView.hitTest(Point(x: 240, y: 240)) === view)
        view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == Size(width: 50, height: 50) && view.center == .zero)
    }

    /// CALayer.zPosition: layers with higher values are "visually in front"; UIKit hit tests in the same
    /// order, so a subview lifted by zPosition takes touches over later siblings.
    @Test("zPosition puts a subview in front for drawing and hit testing")
    func zPosition() {
        let (window, _, back) = makeView()
        back.backgroundColor = .systemRed
        let front = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        front.backgroundColor = .systemBlue
        window.rootView.addSubview(front)
        #expect(window.rootView.hitTest(Point(x: 50, y: 50)) === front)
        back.layer.zPosition = 1
        #expect(window.rootView.hitTest(Point(x: 50, y: 50)) === back)
        let fills = commands(window).compactMap { c -> Color? in
            if case let .fill(_, color) = c, color == Color.systemRed.plain || color == Color.systemBlue.plain { return color }
            return nil
        }
        #expect(fills == [Color.systemBlue.plain, Color.systemRed.plain])
    }

    /// CALayer.borderWidth: "the border is drawn inset from the receiver's bounds … and composited above
    /// the receiver's contents and sublayers".
    @Test("the border is drawn inside the bounds, above the subviews")
    func border() {
        let (window, _, view) = makeView()
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        child.backgroundColor = .systemGreen
        view.addSubview(child)
        view.layer.borderWidth = 2
        view.layer.borderColor = .systemRed
        let drawn = commands(window)
        let childIndex = drawn.firstIndex { if case .fill(_, Color.systemGreen.plain) = $0 { return true }; return false }
        let borderIndex = drawn.firstIndex { if case let .polyline(_, width, color) = $0 { return width == 2 && color == Color.systemRed.plain }; return false }
        #expect(childIndex != nil && borderIndex != nil && childIndex! < borderIndex!)
        if case let .polyline(points, _, _)? = borderIndex.map({ drawn[$0] }) {
            #expect(points.allSatisfy { $0.x >= 1 - 1e-9 && $0.x <= 99 + 1e-9 })
        }
    }

    /// CALayer shadows: drawn when `shadowOpacity` > 0 (default 0), under the layer, offset by
    /// `shadowOffset`; `masksToBounds` clips them away (observed on iOS, the usual reason a shadow "does not
    /// show").
    @Test("a shadow draws under the background when opacity is set, and masksToBounds removes it")
    func shadow() {
        let (window, _, view) = makeView()
        view.backgroundColor = .systemGray6
        #expect(!commands(window).contains { if case let .roundedRect(_, _, c) = $0 { return c.red == 0 && c.alpha < 1 }; return false })
        view.layer.shadowOpacity = 0.5
        view.layer.shadowOffset = Size(width: 0, height: 4)
        let drawn = commands(window)
        let shadowIndex = drawn.firstIndex { if case let .roundedRect(r, _, c) = $0 { return c.red == 0 && c.alpha < 1 && r.midY > 50 }; return false }
        let backgroundIndex = drawn.firstIndex { if case .fill(_, Color.systemGray6.plain) = $0 { return true }; return false }
        #expect(shadowIndex != nil && backgroundIndex != nil && shadowIndex! < backgroundIndex!)
        view.layer.masksToBounds = true
        #expect(!commands(window).contains { if case let .roundedRect(_, _, c) = $0 { return c.red == 0 && c.alpha < 1 }; return false })
    }

    /// CAShapeLayer.strokeEnd: "the relative location at which to stop stroking the path"; 0.5 strokes
    /// half the path's length.
    @Test("a shape layer strokes its path up to strokeEnd")
    func shapeStrokeEnd() {
        let (window, _, view) = makeView()
        let shape = ShapeLayer()
        shape.path = GraphicsPath(LayerPath(points: [Point(x: 0, y: 0), Point(x: 100, y: 0)]))
        shape.fillColor = nil
        shape.strokeColor = .systemBlue
        shape.lineWidth = 3
        view.performWithoutAnimation {
            view.layer.addSublayer(shape)
            shape.strokeEnd = 0.5
        }
        let stroke = commands(window).compactMap { c -> [Point]? in
            if case let .polyline(points, 3, Color.systemBlue.plain) = c { return points }
            return nil
        }
        #expect(stroke == [[Point(x: 0, y: 0), Point(x: 50, y: 0)]])
    }

    /// The tree JSON shows what a layer adds (border, shadow, anchor, sublayers with a shape's on-screen
    /// strokeEnd), and nothing for a view whose layer has nothing of its own.
    @Test("the tree shows a layer's own properties and its sublayers")
    func treeNode() {
        let (_, _, view) = makeView()
        _ = view.layer
        #expect(ViewTree.node(for: view).objectKeys.contains("layer") == false)
        view.layer.borderWidth = 1
        let shape = ShapeLayer()
        view.performWithoutAnimation {
            view.layer.addSublayer(shape)
            shape.strokeEnd = 0.25
        }
        guard case let .object(pairs) = ViewTree.node(for: view),
              case let .object(layer)? = pairs.first(where: { $0.0 == "layer" })?.1 else {
            Issue.record("no layer in the tree")
            return
        }
        #expect(layer.first { $0.0 == "borderWidth" }?.1 == .number(1))
        guard case let .array(sublayers)? = layer.first(where: { $0.0 == "sublayers" })?.1,
              case let .object(first)? = sublayers.first else {
            Issue.record("no sublayers in the tree")
            return
        }
        #expect(first.first { $0.0 == "type" }?.1 == .string("ShapeLayer"))
        #expect(first.first { $0.0 == "strokeEnd" }?.1 == .number(0.25))
    }

    /// CAGradientLayer: colours spread evenly from `startPoint` to `endPoint`, top to bottom by default.
    @Test("a gradient layer fills its frame with its colours along its axis")
    func gradient() {
        let (window, _, view) = makeView()
        let gradient = GradientLayer()
        gradient.colors = [.systemRed, .systemBlue, .systemGreen]
        view.performWithoutAnimation {
            gradient.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            view.layer.addSublayer(gradient)
        }
        let bands = commands(window).compactMap { c -> (Rect, Color, Color, GradientAxis)? in
            if case let .gradient(r, from, to, axis) = c { return (r, from, to, axis) }
            return nil
        }
        #expect(bands.count == 2)
        #expect(bands.first?.0 == Rect(x: 0, y: 0, width: 100, height: 50) && bands.first?.3 == .vertical)
        #expect(bands.last?.1 == Color.systemBlue.plain && bands.last?.2 == Color.systemGreen.plain)
    }
}

extension JSONValue {
    /// The keys of an object, empty for anything else.
    var objectKeys: [String] {
        if case let .object(pairs) = self { return pairs.map(\.0) }
        return []
    }
}
